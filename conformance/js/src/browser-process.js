// What starting a browser means whatever its engine (chromium.js,
// firefox.js): finding its executable on PATH, a fresh temporary profile, a
// process group of its own that is killed with every process in it however
// this process ends, its standard error kept (bounded) for the reason it
// did not start, and a close that leaves neither process nor profile.
import { spawn } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

const KEPT_STDERR = 1 << 16;

/** The first of `names` that is an executable on PATH, or null. */
export function findOnPath(names, env = process.env) {
  for (const dir of (env.PATH || "").split(delimiter)) {
    for (const name of names) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch { /* not here */ }
    }
  }
  return null;
}

/**
 * Starts `executable` with the arguments `argsFor(profile)` gives for a new
 * temporary profile (named `slugspec-ENGINE-…`, which the tests look for).
 * `stdio` as spawn's; standard error must be a pipe. Returns { child,
 * profile, exited (a promise of how it ended, as words), stderr(), kill(),
 * close(askToClose, graceMs) }.
 */
export function startBrowserProcess(engine, executable, argsFor, stdio) {
  const profile = mkdtempSync(join(tmpdir(), `slugspec-${engine}-`));
  // A process group of its own: killing it ends the tabs' processes too (a
  // renderer stuck in a page's loop would not notice its browser's end).
  // (Not unreferenced: the run waits for the browser's end, and an
  // unreferenced child's exit would not keep the process alive to see it.)
  const child = spawn(executable, argsFor(profile), { stdio, detached: true });
  // Whatever ends this process (process.exit included), the browser ends
  // with it: its own group would outlive it otherwise.
  const kill = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch { /* the group is gone */ }
  };
  process.on("exit", kill);
  let stderr = "";
  child.stderr.on("data", (d) => { if (stderr.length < KEPT_STDERR) stderr += d; });
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve(signal ? `killed by ${signal}` : `exit code ${code}`));
    child.on("error", (e) => resolve(`could not be started: ${e.message}`));
  });
  let closed = null;
  // Asked to close (`askToClose`, at most `graceMs`), else killed; with no
  // `askToClose` killed at once (a page that loops would keep the browser
  // from answering). The profile is removed once the browser is gone.
  const close = (askToClose, graceMs = 2000) => closed ??= (async () => {
    if (askToClose) {
      try {
        await Promise.race([askToClose(), new Promise((r) => setTimeout(r, graceMs))]);
      } catch { /* already gone */ }
    }
    kill();
    await exited;
    process.off("exit", kill);
    // The browser's helpers may write into the profile a moment longer.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch { /* a temporary folder left is not worth failing a run for */ }
  })();
  return { child, profile, exited, stderr: () => stderr, kill, close };
}

/** The last lines of what a browser wrote that did not start, for its error. */
export function lastLines(text, n = 3) {
  return text.trim().split("\n").slice(-n).join(" ");
}
