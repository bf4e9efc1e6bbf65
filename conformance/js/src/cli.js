// npx slugspec-conformance: the runner's own command line (--help), its
// testee the module that --module names, imported here first.
import { runCommand } from "./runner.js";
import { loadTestee } from "./testee.js";

const SUBCOMMANDS = new Set(["explain", "cases", "record"]);

// The runner writes to standard output and error synchronously, through the
// file system, as the native runner does; Node leaves a pipe non-blocking,
// where a long summary would meet EAGAIN as soon as the reader (`| less`,
// `| tail`) falls behind. A command line makes its pipes blocking.
function blockingStandardStreams() {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream._handle && typeof stream._handle.setBlocking === "function") stream._handle.setBlocking(true);
  }
}

/** Runs the command with `args` (process.argv without node and the script); resolves to its exit status. */
export async function main(args) {
  blockingStandardStreams();
  let testee;
  const at = args.indexOf("--module");
  if (!SUBCOMMANDS.has(args[0]) && at >= 0 && at + 1 < args.length && !args.includes("--help") && !args.includes("-h")) {
    try {
      testee = await loadTestee(args[at + 1]);
    } catch (e) {
      process.stderr.write(`slugspec-conformance: cannot use the module ${args[at + 1]}: ${e && e.message ? e.message : e}\n`);
      return 2;
    }
  }
  return runCommand(args, { testee });
}
