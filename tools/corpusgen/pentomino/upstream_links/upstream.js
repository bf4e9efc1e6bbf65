"use strict";
// Shim around the bundled, unchanged upstream modules (build/<commit>.cjs, made by extract.js).
// It only builds the state object the upstream serializeUrl reads (the same shape the app's
// GameStateProvider passes), and reads back the state the upstream deserializeUrl returns.
//
// Neutral board (as stored in links.jsonl):
//   { surface: "R"|"C"|"S"|"T"|"M"|"P"|"K", h, w,
//     pieces:  [{letter, x, y, rotation, reflected}],
//     terrain: [{x, y, rotation, reflected}],      // orientation = the cursor's when placed
//     colors:  {F: n, I: n, ...} }                  // all twelve letters, FILPNTUVWXYZ
const path = require("path");

const cache = {};
function load(commit) {
  if (!cache[commit]) {
    const m = require(path.join(__dirname, "build", `${commit}.cjs`));
    const C = m.constants;
    // snapshot of the module-level DEFAULT_COLORS (upstream decoders mutate it in place)
    const defaults = C.DEFAULT_COLORS ? Object.entries(C.DEFAULT_COLORS) : null;
    cache[commit] = { m, defaults };
  }
  return cache[commit];
}

// restore the mutated module-level colour map to its freshly-loaded state, so every call
// behaves as in a freshly loaded page (the app reloads on every hash change)
function resetDefaults(u) {
  if (!u.defaults) return;
  const d = u.m.constants.DEFAULT_COLORS;
  for (const k of Object.keys(d)) delete d[k];
  for (const [k, v] of u.defaults) d[k] = v;
}

function newStyle(u) {
  const e = u.m.constants.EMPTY_PENTOMINO(0, 0);
  return "orientation" in e;
}

function surfaceValue(u, letter) {
  const C = u.m.constants;
  if (C.SURFACES) {
    const s = Object.values(C.SURFACES).find((s) => s.key === letter);
    if (!s) throw new Error(`surface ${letter} not in this commit`);
    return s;
  }
  if (C.Surface) {
    if (C.Surface.R !== undefined) {
      if (letter !== "R") throw new Error(`surface ${letter} not selectable at this commit`);
      return C.Surface.R;
    }
    const names = { R: "Rectangle", T: "Torus", P: "ProjectivePlane", K: "KleinBottle" };
    if (!(letter in names) || C.Surface[names[letter]] === undefined) throw new Error(`surface ${letter} not in this commit`);
    return C.Surface[names[letter]];
  }
  if (letter !== "R") throw new Error("no surfaces at this commit");
  return undefined;
}

function toUpstreamState(commit, board) {
  const u = load(commit);
  resetDefaults(u);
  const C = u.m.constants;
  const P = u.m.pentominoes.PENTOMINOES;
  const ns = newStyle(u);
  const grid = [];
  for (let x = 0; x < board.h; x++) {
    const row = [];
    for (let y = 0; y < board.w; y++) row.push(C.EMPTY_PENTOMINO(x, y));
    grid.push(row);
  }
  const place = (name, it) => {
    const rotation = it.rotation || 0;
    const reflection = it.reflected ? 1 : 0;
    grid[it.x][it.y] = ns
      ? { pentomino: P[name], orientation: { rotation, reflection }, coordinates: { x: it.x, y: it.y } }
      : { pentomino: P[name], rotation, reflection, x: it.x, y: it.y };
  };
  for (const p of board.pieces) place(p.letter, p);
  for (const t of board.terrain) place("R", t);
  if (!C.DEFAULT_COLORS) {
    // ef9db84: serializeUrl({g, h, w}); h and w came from the settings state
    return { u, state: { g: grid, h: board.h, w: board.w } };
  }
  const colors = { ...C.DEFAULT_COLORS };
  for (const [k, v] of Object.entries(board.colors || {})) colors[k] = v;
  const state = { grid, colors };
  if (C.Surface || C.SURFACES) state.surface = surfaceValue(u, board.surface || "R");
  return { u, state };
}

function encode(commit, board) {
  const { u, state } = toUpstreamState(commit, board);
  return u.m.urlConfig.serializeUrl(state);
}

function surfaceLetter(u, s) {
  const C = u.m.constants;
  if (s === undefined || s === null) return C.Surface || C.SURFACES ? "undefined" : "R";
  if (typeof s === "object") return s.key;
  const name = C.Surface[s];
  const map = { R: "R", S: "S", P: "P", T: "T", K: "K", Rectangle: "R", Torus: "T", ProjectivePlane: "P", KleinBottle: "K" };
  return map[name] || String(name);
}

// Run the upstream deserializeUrl of `commit` and return the board it yields, in neutral form
// (terrain orientation kept, as upstream keeps it in the grid), or {error}.
function decode(commit, slug) {
  const u = load(commit);
  resetDefaults(u);
  const origLog = console.log;
  console.log = () => {}; // e0b741d's decoder prints its item list
  let r;
  try {
    r = u.m.urlConfig.deserializeUrl(slug, false);
  } catch (e) {
    return { error: `${e.name}: ${e.message}` };
  } finally {
    console.log = origLog;
  }
  const grid = r.g || r.grid;
  const out = { surface: surfaceLetter(u, r.surface), h: grid.length, w: grid.length ? grid[0].length : 0, pieces: [], terrain: [], colors: {} };
  const rowLens = new Set(grid.map((row) => row.length));
  if (rowLens.size > 1) out.raggedRows = [...rowLens];
  grid.forEach((row, x) =>
    row.forEach((cell, y) => {
      if (!cell) return;
      const name = cell.pentomino ? cell.pentomino.name : undefined;
      if (name === "None") return;
      const rotation = cell.orientation ? cell.orientation.rotation : cell.rotation;
      const reflection = cell.orientation ? cell.orientation.reflection : cell.reflection;
      const item = { x, y, rotation, reflected: reflection === 1 };
      if (name === "R") out.terrain.push(item);
      else out.pieces.push({ letter: name === undefined ? "?" : name, ...item });
    })
  );
  if (r.colors) for (const [k, v] of Object.entries(r.colors)) if (v !== 0) out.colors[k] = v;
  return out;
}

module.exports = { encode, decode, load };
