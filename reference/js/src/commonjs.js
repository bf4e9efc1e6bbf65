// The CommonJS entry (dist/index.cjs, bundled by build.mjs): slugspec.wasm
// beside the bundle, read and instantiated synchronously, so that the
// package is ready when require returns.
import createSlugspecModule from "slugspec:glue";
import * as wire from "slugspec:wire";

import { slugspecApi } from "./api.js";

const slugspec = slugspecApi(createSlugspecModule, wire);
export const ready = slugspec.init(require("node:fs").readFileSync(require("node:path").join(__dirname, "slugspec.wasm")));
export const { detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes } = slugspec;
