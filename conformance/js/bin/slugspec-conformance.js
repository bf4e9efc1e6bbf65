#!/usr/bin/env node
// npx slugspec-conformance --module ./my-codec.js   (--help for the rest)
import { main } from "../dist/cli.js";

// The runner wrote everything synchronously; exiting now means that nothing
// the codec left behind (a timer, a thread stuck in a native call) keeps the
// command from ending with its verdict.
process.exit(await main(process.argv.slice(2)));
