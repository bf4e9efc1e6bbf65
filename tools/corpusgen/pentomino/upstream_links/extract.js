#!/usr/bin/env node
// Extract the upstream URL encoder/decoder sources of each era commit from the mirrored
// repository and bundle them UNCHANGED (types stripped by esbuild) into build/<commit>.cjs.
//
// Only the files the encoder needs are taken (src/constants.ts, src/pentominoes.ts,
// src/pentominoUtil.ts and src/components/GameStateProvider/urlConfig*.ts); they import
// nothing but lodash (4.17.21, the version of upstream's lockfile) and each other.
// The only code we add is a one-line entry file re-exporting those modules.
"use strict";
const { execFileSync } = require("child_process");
const fs = require("fs");
const path = require("path");
const esbuild = require("esbuild");
const { ERAS, REPO } = require("./eras");

const ROOT = __dirname;
const NEEDED = [
  "src/constants.ts",
  "src/pentominoes.ts",
  "src/pentominoUtil.ts",
  "src/components/GameStateProvider/urlConfig.ts",
  "src/components/GameStateProvider/urlConfigLegacy.ts",
];

function git(args, opts = {}) {
  return execFileSync("git", ["--git-dir", REPO, ...args], { maxBuffer: 1 << 28, ...opts });
}

fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
const commits = [...new Set(ERAS.map((e) => e.commit))];
const manifest = {};
for (const short of commits) {
  const full = git(["rev-parse", short]).toString().trim();
  const dir = path.join(ROOT, "upstream", short);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const present = git(["ls-tree", "-r", "--name-only", full, "--", ...NEEDED])
    .toString()
    .split("\n")
    .filter(Boolean);
  const tar = git(["archive", "--format=tar", full, "--", ...present]);
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  const lines = [
    `export * as urlConfig from "./src/components/GameStateProvider/urlConfig";`,
    `export * as constants from "./src/constants";`,
    `export * as pentominoes from "./src/pentominoes";`,
  ];
  if (present.includes("src/components/GameStateProvider/urlConfigLegacy.ts"))
    lines.push(`export * as urlConfigLegacy from "./src/components/GameStateProvider/urlConfigLegacy";`);
  fs.writeFileSync(path.join(dir, "entry.ts"), lines.join("\n") + "\n");
  const out = path.join(ROOT, "build", `${short}.cjs`);
  esbuild.buildSync({
    entryPoints: [path.join(dir, "entry.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node18",
    outfile: out,
    logLevel: "warning",
    nodePaths: [path.join(ROOT, "node_modules")],
  });
  const hashes = {};
  for (const f of present) hashes[f] = git(["rev-parse", `${full}:${f}`]).toString().trim();
  manifest[short] = { commit: full, files: hashes, bundle: path.relative(ROOT, out) };
  console.error(`bundled ${short} (${present.length} files) -> ${path.relative(ROOT, out)}`);
}
fs.writeFileSync(path.join(ROOT, "build", "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
