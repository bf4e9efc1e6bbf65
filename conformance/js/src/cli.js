// npx slugspec-conformance: the runner's own command line (--help), its
// testee the module that --module names, imported on a thread of its own
// when the run starts (runner.js).
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
  const valueOf = (option) => {
    const at = args.indexOf(option);
    return at >= 0 && at + 1 < args.length ? args[at + 1] : undefined;
  };
  const module = valueOf("--module"), url = valueOf("--browser");
  if (url !== undefined) {
    // The runner's command checks the rest; what only the browser mode
    // means is checked here.
    const global = valueOf("--global"), engine = valueOf("--engine") ?? "chromium";
    const refuse = (why) => {
      process.stderr.write(`slugspec-conformance: ${why}\n`);
      return 2;
    };
    if (global === undefined || !/^[A-Za-z_$][\w$]*$/.test(global)) {
      return refuse("--browser URL needs --global NAME: the name under which the page exposes its codec " +
        "(window.NAME, with capabilities and decode, encode or levelCode, as a module exports them)");
    }
    if (engine !== "chromium") return refuse(`--engine ${engine}: this version drives chromium only`);
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      return refuse(`--browser ${url}: not an address (http://, https:// or file://)`);
    }
    if (!["http:", "https:", "file:"].includes(parsed.protocol)) {
      return refuse(`--browser ${url}: not an http://, https:// or file:// address`);
    }
    return runCommand(args, { browser: { url, global, engine } });
  }
  return runCommand(args, { module });
}
