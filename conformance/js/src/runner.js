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
    // Emscripten names its thread workers' script after the module's; the
    // package's is .cjs, so that Node does not read it as an ES module.
    locateFile: (file) => join(here, file.endsWith(".worker.js") ? "runner.worker.cjs" : file),
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
  // setValue, not HEAPU32: the memory is shared and grows, and a view taken
  // before it grew would not reach the new part.
  argv.forEach((at, i) => module.setValue(argvAt + 4 * i, at, "i32"));
  try {
    return module._slugspec_conformance_main(argv.length, argvAt, allocString(module, program), allocString(module, dataDir));
  } finally {
    // The module's thread workers would keep the user's process alive.
    module.PThread.terminateAllThreads();
  }
}
