// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Writing pentomino v3.1 slugs: the canonical encoder of spec/pentomino.md
// §10, and the alphabets it shares with the decoder (pentomino.js).
//
// "Canonical" is what makes one board one link: pieces in row-major order,
// the shortest terrain form, colours grouped in a fixed order. The strict
// decoder accepts a slug only if this writer gives it back byte for byte.

const { fail, capture } = require('./errors');
const { modelReader } = require('./proto-json');

const FORMAT = 'pentomino';
const VERSION = 'v3.1';

const LETTERS = 'FILPNTUVWXYZ'; // also the order colours are reported in
const SURFACES = ['', 'RECTANGLE', 'CYLINDER', 'SPHERE', 'TORUS', 'MOBIUS_BAND', 'PROJECTIVE_PLANE', 'KLEIN_BOTTLE'];
const SURFACE_LETTERS = ' RCSTMPK'; // same index as SURFACES
const MAX_SIDE = 61; // the largest base-62 digit

// Base 62: 0-9, a-z (10..35), A-Z (36..61).
const B62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
// The orientation and colour character of §6: index 8 * k + o, where
// o = 4 * reflected + rotation and k = colour mod 6.
const ORIENTATIONS = '01234567ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmn';

// encode(model, version) -> {slug} | {error: {code, offset, message}}
function encode(model, version = VERSION) {
  return capture(() => {
    const board = readModel(model);
    if (version !== VERSION) fail('UNKNOWN_VERSION', 0, `this encoder writes only ${VERSION}, not "${version}"`);
    validate(board);
    return { slug: write(board, VERSION) };
  });
}

// A board, as the decoder builds it and readModel() reads it:
//   {surface: index into SURFACES, height, width,
//    pieces: [{letter, x, y, rotation, reflected}], terrain: [{x, y}],
//    colours: the colour of each letter, indexed like LETTERS}
//
// The canonical slug of a valid board [PEN-E2]. 'v3' differs from 'v3.1'
// only in its terrain, always plain pairs; the decoder needs both to tell
// the two versions apart [PEN-D2].
function write(board, version) {
  let slug = SURFACE_LETTERS[board.surface] + B62[board.height] + B62[board.width];
  for (const p of [...board.pieces].sort(rowMajor)) {
    const li = LETTERS.indexOf(p.letter);
    const colour = board.colours[li];
    const o = (p.reflected ? 4 : 0) + p.rotation;
    slug += colour >= 6 ? p.letter.toLowerCase() : p.letter;
    slug += ORIENTATIONS[8 * (colour % 6) + o] + B62[p.x] + B62[p.y];
  }
  if (board.terrain.length > 0) {
    const cells = [...board.terrain].sort(rowMajor);
    slug += 'R' + (version === 'v3' ? pairs(cells) : shortestTerrain(cells));
  }
  // Letters on the board have their colour in their pieces; the others are
  // listed by key (colour mod 6) ascending, letters in F..Z order, lowercase
  // for colours 6..11.
  const placed = new Set(board.pieces.map((p) => p.letter));
  let section = '';
  for (let key = 0; key < 6; key++) {
    let group = '';
    for (let li = 0; li < 12; li++) {
      const colour = board.colours[li];
      if (colour === 0 || colour % 6 !== key || placed.has(LETTERS[li])) continue;
      group += colour >= 6 ? LETTERS[li].toLowerCase() : LETTERS[li];
    }
    if (group) section += key + group;
  }
  return section ? `${slug}_${section}` : slug;
}

const rowMajor = (p, q) => p.x - q.x || p.y - q.y;
const pairs = (cells) => cells.map((c) => B62[c.x] + B62[c.y]).join('');

// Of pairs, Y lines and Z lines the shortest, ties in that order. Pairs are
// no candidate when the first x is 60 or more: 'Y' or 'Z' there would read as
// a line form.
function shortestTerrain(cells) {
  const candidates = [];
  if (cells[0].x < 60) candidates.push(pairs(cells));
  candidates.push('Y' + lines(cells, true, (c) => c.y, (c) => c.x));
  candidates.push('Z' + lines(cells, false, (c) => c.x, (c) => c.y));
  return candidates.reduce((best, c) => (c.length < best.length ? c : best));
}

// The line form: lines of two or more blocks as groups, then "0" and the
// single blocks as (x, y) pairs. `cells` are in row-major order, so each
// line's blocks come out ascending.
function lines(cells, byColumn, lineOf, alongOf) {
  const byLine = new Map(); // insertion order: the order the walk meets the lines
  for (const c of cells) {
    if (!byLine.has(lineOf(c))) byLine.set(lineOf(c), []);
    byLine.get(lineOf(c)).push(c);
  }
  // Upstream kept the lines in a JavaScript object keyed by the base-62
  // character, and such objects list keys that look like array indexes
  // ('0'..'9') first, ascending, then the others in insertion order.
  const order = [...byLine.keys()].sort((a, b) => (a < 10 ? a : 10) - (b < 10 ? b : 10));
  let groups = '';
  const singles = [];
  for (const line of order) {
    const blocks = byLine.get(line);
    if (blocks.length === 1) singles.push(blocks[0]);
    else groups += B62[blocks.length - 1] + B62[line] + blocks.map((c) => B62[alongOf(c)]).join('');
  }
  if (singles.length === 0) return groups;
  // The erratum of [PEN-E3]: singles are written (x, y), as upstream's
  // decoder and the article read them (its encoder wrote (y, x)), except in
  // the Y form when the singles are their own transpose: then upstream's
  // (y, x) link reads as the same set, and the canonical link is upstream's.
  const key = (x, y) => x * 64 + y;
  const set = new Set(singles.map((c) => key(c.x, c.y)));
  const asUpstream = byColumn && singles.every((c) => set.has(key(c.y, c.x)));
  const pairs = singles.map((c) => (asUpstream ? B62[c.y] + B62[c.x] : B62[c.x] + B62[c.y])).join('');
  return `${groups}0${pairs}`;
}

// [PEN-E1]: what the encoder refuses. Offsets are indexes into the model's
// lists; the order of the checks follows the reference encoder.
function validate(board) {
  if (board.surface === 0) fail('VALUE_OUT_OF_RANGE', 0, 'the board has no surface');
  const sideOk = (n) => n >= 1 && n <= MAX_SIDE;
  if (!sideOk(board.height) || !sideOk(board.width)) {
    fail('VALUE_OUT_OF_RANGE', 0, `v3.1 sides are 1..${MAX_SIDE}, not ${board.height}x${board.width}`);
  }
  const taken = new Set();
  const place = (x, y, what, i) => {
    if (x >= board.height || y >= board.width) fail('VALUE_OUT_OF_RANGE', i, `${what} ${i}: (${x},${y}) is outside the board`);
    if (taken.has(x * 64 + y)) fail('DUPLICATE', i, `${what} ${i}: its cell holds another item`);
    taken.add(x * 64 + y);
  };
  board.pieces.forEach((p, i) => {
    if (!LETTERS.includes(p.letter) || p.letter.length !== 1) {
      fail('UNKNOWN_PIECE', i, `piece ${i}: "${p.letter}" is not a pentomino letter`);
    }
    if (p.rotation > 3) fail('VALUE_OUT_OF_RANGE', i, `piece ${i}: rotation over 3`);
    place(p.x, p.y, 'piece', i);
  });
  board.terrain.forEach((c, i) => place(c.x, c.y, 'terrain', i));
  const listed = new Set();
  board.colorList.forEach((c, i) => {
    if (!LETTERS.includes(c.letter) || c.letter.length !== 1) {
      fail('UNKNOWN_PIECE', i, `colour ${i}: "${c.letter}" is not a pentomino letter`);
    }
    if (listed.has(c.letter)) fail('DUPLICATE', i, `colour ${i}: ${c.letter} is listed twice`);
    if (c.color < 1 || c.color > 11) fail('VALUE_OUT_OF_RANGE', i, `colour ${i}: colours are 1..11, not ${c.color}`);
    listed.add(c.letter);
    board.colours[LETTERS.indexOf(c.letter)] = c.color;
  });
}

// The model's proto3 JSON (slugspec.pentomino.Board), checked for shape;
// validate() checks the values.
function readModel(model) {
  const read = modelReader('pentomino');
  const fields = ['format', 'version', 'surface', 'height', 'width', 'pieces', 'terrain', 'colors'];
  read.object(model, 'the model', fields);
  const format = read.string(model.format, 'format');
  if (format !== '' && format !== FORMAT) fail('BAD_MODEL', 0, `the model is of format "${format}", not pentomino`);
  read.string(model.version, 'version');
  const surfaceNames = ['SURFACE_UNSPECIFIED', ...SURFACES.slice(1)];
  const surface = read.enumIndex(model.surface, 'surface', surfaceNames);
  const pieces = read.list(model.pieces, 'pieces').map((p, i) => {
    read.object(p, `piece ${i}`, ['letter', 'x', 'y', 'rotation', 'reflected']);
    return {
      letter: read.string(p.letter, `piece ${i} letter`),
      x: read.uint32(p.x, `piece ${i} x`),
      y: read.uint32(p.y, `piece ${i} y`),
      rotation: read.uint32(p.rotation, `piece ${i} rotation`),
      reflected: read.bool(p.reflected, `piece ${i} reflected`),
    };
  });
  const terrain = read.list(model.terrain, 'terrain').map((c, i) => {
    read.object(c, `terrain ${i}`, ['x', 'y']);
    return { x: read.uint32(c.x, `terrain ${i} x`), y: read.uint32(c.y, `terrain ${i} y`) };
  });
  const colorList = read.list(model.colors, 'colors').map((c, i) => {
    read.object(c, `colour ${i}`, ['letter', 'color']);
    return { letter: read.string(c.letter, `colour ${i} letter`), color: read.uint32(c.color, `colour ${i} color`) };
  });
  return {
    surface: surface > 0 && surface < SURFACES.length ? surface : 0, // a number with no name is no surface
    height: read.uint32(model.height, 'height'),
    width: read.uint32(model.width, 'width'),
    pieces,
    terrain,
    colorList,
    colours: new Array(12).fill(0), // per letter; validate() fills it from colorList
  };
}

module.exports = { LETTERS, SURFACES, SURFACE_LETTERS, B62, ORIENTATIONS, write, encode };
