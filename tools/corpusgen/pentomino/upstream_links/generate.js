#!/usr/bin/env node
// Generate random boards per era commit, encode each with that commit's real (unchanged)
// upstream serializeUrl, and write links.jsonl: {commit, era, note, slug, board}.
// Usage: node generate.js [--per N] [--seed S]
"use strict";
const fs = require("fs");
const path = require("path");
const { ERAS } = require("./eras");
const U = require("./upstream");

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const PER = opt("--per", 220);
const SEED = opt("--seed", 10);

// mulberry32, seeded per era row so each row is reproducible on its own
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = ["F", "I", "L", "P", "N", "T", "U", "V", "W", "X", "Y", "Z"];

function makeBoard(r, era) {
  const int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = (a) => a[Math.floor(r() * a.length)];
  const side = () => {
    const u = r();
    if (era.beyondUI && u < era.beyondUI) return int(100, 130);
    const v = r();
    if (v < 0.35) return int(era.minSide, 12);
    if (v < 0.65) return int(13, 35);
    return int(36, era.maxSide);
  };
  const surface = pick(era.surfaces);
  let h = side();
  let w = r() < 0.3 ? h : side();
  if (surface === "S") w = h;
  const cells = h * w;
  const occupied = new Set();
  const key = (x, y) => x * 1000 + y;
  const free = (x, y) => !occupied.has(key(x, y));
  const ori = () => ({ rotation: int(0, 3), reflected: r() < 0.5 });

  // terrain
  const terrain = [];
  const addT = (x, y) => {
    if (x < 0 || y < 0 || x >= h || y >= w || !free(x, y)) return;
    occupied.add(key(x, y));
    terrain.push({ x, y, ...ori() });
  };
  const cap = Math.min(400, Math.floor(cells / 2));
  const mode = r();
  if (mode < 0.2) {
    // none
  } else if (mode < 0.55) {
    const n = int(1, Math.max(1, Math.min(cap, Math.floor(cells / 4))));
    for (let i = 0; i < n * 2 && terrain.length < n; i++) addT(int(0, h - 1), int(0, w - 1));
  } else {
    // lines (rows and/or columns, full or partial) plus a few singles
    const nl = int(1, 4);
    for (let i = 0; i < nl; i++) {
      if (r() < 0.5) {
        const y = int(0, w - 1);
        const a = int(0, h - 1);
        const b = r() < 0.5 ? h - 1 : int(a, h - 1);
        for (let x = a; x <= b && terrain.length < cap; x++) addT(x, y);
      } else {
        const x = int(0, h - 1);
        const a = int(0, w - 1);
        const b = r() < 0.5 ? w - 1 : int(a, w - 1);
        for (let y = a; y <= b && terrain.length < cap; y++) addT(x, y);
      }
    }
    const ns = int(0, 6);
    for (let i = 0; i < ns; i++) addT(int(0, h - 1), int(0, w - 1));
  }
  // pieces (anywhere, any orientation, letters may repeat, may overlap or hang off the board)
  const pieces = [];
  const np = r() < 0.1 ? 0 : int(1, Math.max(1, Math.min(30, Math.floor(cells / 4))));
  for (let i = 0; i < np * 3 && pieces.length < np; i++) {
    const x = int(0, h - 1);
    const y = int(0, w - 1);
    if (!free(x, y)) continue;
    occupied.add(key(x, y));
    pieces.push({ letter: pick(LETTERS), x, y, ...ori() });
  }
  pieces.sort((a, b) => a.x - b.x || a.y - b.y);
  terrain.sort((a, b) => a.x - b.x || a.y - b.y);
  // colours (per letter, placed or not)
  const colors = {};
  const allZero = era.colours === 0 || r() < 0.2;
  for (const l of LETTERS) colors[l] = allZero || r() < 0.35 ? 0 : int(1, era.colours);
  return { surface, h, w, pieces, terrain, colors };
}

const out = [];
let errors = 0;
ERAS.forEach((era, idx) => {
  const r = rng(SEED * 1000 + idx);
  const n = era.era === "v1" ? PER * 2 : PER;
  for (let i = 0; i < n; i++) {
    const board = makeBoard(r, era);
    let slug;
    try {
      slug = U.encode(era.commit, board);
    } catch (e) {
      errors++;
      out.push({ commit: era.commit, era: era.era, note: era.note, encodeError: `${e.name}: ${e.message}`, board });
      continue;
    }
    out.push({ commit: era.commit, era: era.era, note: era.note, slug, board });
  }
});
fs.writeFileSync(path.join(__dirname, "links.jsonl"), out.map((o) => JSON.stringify(o)).join("\n") + "\n");
console.error(`wrote ${out.length} links (${errors} encoder throws) to links.jsonl`);
