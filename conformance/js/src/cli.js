// npx slugspec-conformance: the runner's own command line (--help), its
// testee the module that --module names, imported on a thread of its own
// when the run starts (runner.js).
import { testeeOfArgs } from "./command-testee.js";
import { runCommand } from "./runner.js";

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
  const testee = await testeeOfArgs(args);
  if (testee.refused) {
    process.stderr.write(`slugspec-conformance: ${testee.refused}\n`);
    return 2;
  }
  return runCommand(args, testee);
}
