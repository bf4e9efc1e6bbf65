// slugspec/global (dist/slugspec.global.js, bundled by build.mjs): a classic
// script for a page with no module system (one opened from file://, where
// browsers load no ES module), which defines globalThis.slugspec; the page
// calls slugspec.init(source) with the .wasm's bytes, a Response or a
// compiled module. The spec site's playground is one.
import createSlugspecModule from "slugspec:glue";
import * as wire from "slugspec:wire";

import { slugspecApi } from "./api.js";

globalThis.slugspec = slugspecApi(createSlugspecModule, wire);
