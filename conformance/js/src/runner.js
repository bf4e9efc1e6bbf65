// The runner's command (conformance/runner/command.h), compiled to
// WebAssembly (conformance/js/wasm), run in this process with a testee that
// is a JavaScript module here too (testee.js). One instance a run, from one
// compiled module, so that nothing of a run outlives it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const createRunnerModule = require("./runner.cjs");

/** The folder holding the package's corpus/ and spec/. */
export const dataDir = join(here, "..");

let compiled;
function compiledRunner() {
  compiled ??= WebAssembly.compile(readFileSync(join(here, "slugspec-conformance.wasm")));
  return compiled;
}

function allocString(module, text) {
  const size = module.lengthBytesUTF8(text) + 1;
  const at = module._malloc(size);
  module.stringToUTF8(text, at, size);
  return at;
}

/**
 * Runs `slugspec-conformance ARGS...` and resolves to its exit status. The
 * runner writes its summary and reports itself (to files, or to this
 * process's standard output and error); `testee` answers in process.
 */
export async function runCommand(args, { testee, program = "npx slugspec-conformance" } = {}) {
  const wasm = await compiledRunner();
  const module = await createRunnerModule({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
    // What the runner reads of the environment (command.cc: UseColor).
    preRun: [(m) => {
      for (const name of ["NO_COLOR", "FORCE_COLOR"]) {
        if (process.env[name] !== undefined) m.ENV[name] = process.env[name];
      }
    }],
    slugspecHello: () => {
      if (!testee) throw new Error("no testee");
      return JSON.stringify(testee.hello);
    },
    slugspecAnswer: (request) => testee.respond(request),
  });
  const argv = ["slugspec-conformance", ...args].map((a) => allocString(module, String(a)));
  const argvAt = module._malloc(4 * argv.length);
  argv.forEach((at, i) => {
    module.HEAPU32[(argvAt >> 2) + i] = at;
  });
  return module._slugspec_conformance_main(argv.length, argvAt, allocString(module, program), allocString(module, dataDir));
}
