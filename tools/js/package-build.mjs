// What every npm package's build.mjs does first (reference/js,
// conformance/js): check that the package carries the project's one
// version (CMakeLists.txt), and build its WebAssembly (tools/build-wasm.sh
// PRESET: the package's own tree only; with `targets`, only those) unless
// --no-wasm is given. Returns the package's version.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function preparePackageBuild(root, packageDir, preset, targets = []) {
  const cmake = readFileSync(join(root, "CMakeLists.txt"), "utf8");
  const projectVersion = /project\(slugspec VERSION ([0-9.]+)/.exec(cmake)?.[1];
  const packageVersion = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
  if (projectVersion !== packageVersion) {
    throw new Error(`package.json version ${packageVersion} is not the project's ${projectVersion} (CMakeLists.txt)`);
  }
  if (!process.argv.includes("--no-wasm")) {
    const only = targets.flatMap((t) => ["--target", t]);
    execFileSync("bash", [join(root, "tools", "build-wasm.sh"), ...only, preset], { stdio: "inherit" });
  }
  return packageVersion;
}

/**
 * Installs the package's own dependencies as its lockfile pins them (`npm
 * ci`), unless node_modules already holds each at its locked version: a
 * package that bundles them (bundleDependencies) must have them there before
 * `npm pack`. Nothing to do for a package without a lockfile.
 */
export function installLockedDependencies(packageDir) {
  let lock;
  try {
    lock = JSON.parse(readFileSync(join(packageDir, "package-lock.json"), "utf8"));
  } catch {
    return;
  }
  // An optional package missing is one for another platform (esbuild's
  // binaries): npm ci leaves those out too.
  const upToDate = Object.entries(lock.packages ?? {}).filter(([path]) => path.startsWith("node_modules/"))
    .every(([path, { version, optional }]) => {
      try {
        return JSON.parse(readFileSync(join(packageDir, path, "package.json"), "utf8")).version === version;
      } catch {
        return optional === true;
      }
    });
  if (!upToDate) {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline"],
      { cwd: packageDir, stdio: "inherit" });
  }
}
