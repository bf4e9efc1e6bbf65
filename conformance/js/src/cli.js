// npx slugspec-conformance: the runner's own command line (--help), its
// testee the module that --module names, imported here first.
import { runCommand } from "./runner.js";
import { loadTestee } from "./testee.js";

const SUBCOMMANDS = new Set(["explain", "cases", "record"]);

/** Runs the command with `args` (process.argv without node and the script); resolves to its exit status. */
export async function main(args) {
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
