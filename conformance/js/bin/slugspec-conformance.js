#!/usr/bin/env node
// npx slugspec-conformance --module ./my-codec.js   (--help for the rest)
import { main } from "../dist/cli.js";

process.exitCode = await main(process.argv.slice(2));
