// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Pentominoes on surfaces, version v3.1 (spec/pentomino.md §8 and §10).
//
//   decode(slug, profile) -> {model} | {error: {code, offset, message}}
//   encode(model, version) -> {slug} | {error: {code, offset, message}}
//
// A v3.1 slug is a surface letter, rows and columns in base 62, the pieces
// (name, orientation/colour character, row, column), then optionally "R" and
// the terrain, then optionally "_" and the colours of letters not placed:
//
//   P88 YE00 vW05 ... R 11 16 61 66 _ 0z 1Lw
//
// Older versions are recognised by their first character and rejected: this
// implementation reads and writes v3.1 only. This file reads slugs; the
// canonical writer, which strict decoding also needs, is pentomino-write.js.

const { fail, capture } = require('./errors');
const { Text, percentDecodeTwice, removeLineBreaks, trimProse } = require('./transport');
const { LETTERS, SURFACES, SURFACE_LETTERS, B62, ORIENTATIONS, write, encode } = require('./pentomino-write');

const FORMAT = 'pentomino';
const VERSION = 'v3.1';
const ALL_VERSIONS = ['v0a', 'v0b', 'v1', 'v1.1', 'v1.5', 'v2', 'v3', 'v3.1'];
const MAX_INPUT = 65536; // [PEN-T1]

const valueTable = (alphabet) => {
  const t = new Int8Array(256).fill(-1);
  for (let i = 0; i < alphabet.length; i++) t[alphabet.charCodeAt(i)] = i;
  return t;
};
const B62_VALUE = valueTable(B62);
const ORIENTATION_VALUE = valueTable(ORIENTATIONS);
// Upstream's decoder also read '8' as 4 and '9' as 5; lenient decoders accept
// the aliases and the strict profile rejects them as not canonical.
ORIENTATION_VALUE[0x38] = 4;
ORIENTATION_VALUE[0x39] = 5;

const ch = (b) => String.fromCharCode(b);
const isAsciiLetter = (b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
const isLower = (b) => b >= 0x61 && b <= 0x7a;
// The index in LETTERS of a piece name in either case, or -1.
const letterIndex = (b) => (isAsciiLetter(b) ? LETTERS.indexOf(ch(b).toUpperCase()) : -1);
const show = (b) => (b >= 0x21 && b < 0x7f ? `'${ch(b)}'` : `byte 0x${b.toString(16)}`);

// --- decoding -------------------------------------------------------------

function decode(slug, profile) {
  return capture(() => ({ model: decodeText(Text.of(slug), profile === 'lenient') }));
}

function decodeText(input, lenient) {
  if (input.length > MAX_INPUT) fail('INPUT_TOO_LONG', MAX_INPUT, `longer than ${MAX_INPUT} bytes`);
  const text = lenient ? repair(input) : input;
  if (text.length === 0) fail('EMPTY_INPUT', 0, 'nothing to decode');

  // [PEN-D1]: the first character tells the family of versions.
  const first = text.bytes[0];
  if (first === 0x28) rejectV0(text);
  if (first >= 0x30 && first <= 0x39) {
    fail('UNKNOWN_VERSION', text.offset(0), 'a v1..v2 link: this decoder reads only v3.1');
  }
  if (SURFACE_LETTERS.indexOf(ch(first)) < 1) {
    fail('UNKNOWN_VERSION', text.offset(0), `${show(first)} starts no pentomino version`);
  }

  const { board, lineForm } = readV3(text);
  // [PEN-D2]: v3 and v3.1 share this syntax. A slug is v3.1 if its terrain
  // uses a line form, or if v3.1 writes its board exactly as v3 does;
  // otherwise it is a v3 link (plain pairs where v3.1 would compress).
  const version = lineForm || write(board, 'v3.1') === write(board, 'v3') ? 'v3.1' : 'v3';
  if (!lenient) {
    // [PEN-C1]: strict accepts exactly what the canonical encoder writes.
    // Every other check has passed by now, so this cannot hide a harder error.
    const canonical = write(board, version);
    const b = text.bytes;
    let i = 0;
    while (i < b.length && i < canonical.length && b[i] === canonical.charCodeAt(i)) i++;
    if (i < b.length || i < canonical.length) {
      fail('NON_CANONICAL', text.offset(i), `not the canonical ${version} slug of its board, which is ${canonical}`);
    }
  }
  if (version !== VERSION) fail('UNKNOWN_VERSION', text.offset(0), 'a v3 link: this decoder reads only v3.1');
  return toModel(board, version);
}

// The lenient repairs of [PEN-T2], in order. A v0 slug begins "('" and
// carries percent-escapes of its own, so its escapes are left alone.
function repair(text) {
  const v0Start = (t, i) => t.bytes[i] === 0x28 && t.bytes[i + 1] === 0x27;
  text = trimProse(removeLineBreaks(text), v0Start);
  if (text.startsWith("('")) return text;
  // Escapes can hide line breaks and punctuation, so those repairs run again.
  return trimProse(removeLineBreaks(percentDecodeTwice(text)), v0Start);
}

// Versions v0a and v0b (JSONCrush, §4) are not read here, but the first
// check of [PEN-V0-1] runs: a v3.1 slug that picked up a leading '(' in
// transit is read as v0 by strict decoders, and this is where they reject it.
function rejectV0(text) {
  const b = text.bytes;
  for (let i = 0; i < b.length; i++) {
    if (b[i] !== 0x25) continue;
    const length = escapedCharacterLength(b, i);
    if (length === 0) fail('BAD_CHARACTER', text.offset(i), "'%' starts no escape of a UTF-8 character");
    i += length - 1;
  }
  const last = b.length - 1;
  if (b[last] !== 0x5f) fail('BAD_CHARACTER', text.offset(last), "a v0 slug ends with JSONCrush's end mark '_'");
  fail('UNKNOWN_VERSION', text.offset(0), 'a v0 (JSONCrush) link: this decoder reads only v3.1');
}

// The number of bytes of the escapes "%XX%XX..." at i that spell one UTF-8
// character, as decodeURIComponent reads them; 0 if they spell none.
function escapedCharacterLength(b, i) {
  const escapeAt = (j) => {
    const hex = j + 2 < b.length && b[j] === 0x25 ? ch(b[j + 1]) + ch(b[j + 2]) : '';
    return /^[0-9A-Fa-f]{2}$/.test(hex) ? hex : null;
  };
  const lead = escapeAt(i);
  if (lead === null) return 0;
  const v = parseInt(lead, 16);
  const count = v < 0x80 ? 1 : v >= 0xf0 ? 4 : v >= 0xe0 ? 3 : v >= 0xc0 ? 2 : 0;
  let escapes = '';
  for (let k = 0; k < count; k++) {
    const hex = escapeAt(i + 3 * k);
    if (hex === null) return 0;
    escapes += '%' + hex;
  }
  try {
    decodeURIComponent(escapes); // the judge of what is valid UTF-8
    return count === 0 ? 0 : 3 * count;
  } catch (e) {
    return 0;
  }
}

// Reads a v3 / v3.1 slug (§8), running the checks [PEN-V3-1] to [PEN-V3-8]
// as the characters come: an item's characters are read before its values
// are checked. An item in an occupied cell replaces the one there [PEN-C3],
// and a letter's last piece gives its colour [PEN-C4]: no check fails.
function readV3(text) {
  const b = text.bytes;
  const at = (i) => text.offset(i);
  const need = (i, what) => {
    if (i >= b.length) fail('TRUNCATED', text.inputLength, `the slug ends where ${what} should be`);
    return b[i];
  };
  const base62 = (i, what) => {
    const v = B62_VALUE[need(i, what)];
    if (v < 0) {
      const early = '[\\]^_`'.includes(ch(b[i])) ? " (the early v3 encoder's spelling of 36..41)" : '';
      fail('BAD_CHARACTER', at(i), `${show(b[i])} where ${what} should be${early}`);
    }
    return v;
  };
  const side = (i, what) => {
    const v = base62(i, what);
    if (v === 0) fail('VALUE_OUT_OF_RANGE', at(i), `the number of ${what} is 0: a board has at least one`);
    return v;
  };

  const board = {
    surface: SURFACE_LETTERS.indexOf(ch(b[0])),
    height: side(1, 'rows'),
    width: side(2, 'columns'),
    pieces: [],
    terrain: [],
    colours: new Array(12).fill(0),
  };
  // The item in each cell, with the list that holds it, so that a later item
  // in the cell can replace it [PEN-C3].
  const anchors = new Map();
  const placed = new Array(12).fill(false);

  const inRange = (x, xAt, y, yAt) => {
    if (x >= board.height) fail('VALUE_OUT_OF_RANGE', at(xAt), `row ${x} is outside the board's ${board.height} rows`);
    if (y >= board.width) fail('VALUE_OUT_OF_RANGE', at(yAt), `column ${y} is outside the board's ${board.width} columns`);
  };
  const anchor = (x, y, list, item) => {
    const key = x * 64 + y;
    const earlier = anchors.get(key);
    if (earlier !== undefined) earlier.list.splice(earlier.list.indexOf(earlier.item), 1);
    anchors.set(key, { list, item });
    list.push(item);
  };

  const readPiece = (i) => {
    const li = letterIndex(b[i]);
    if (li < 0) {
      const why = `${show(b[i])} where a piece letter, 'R' or '_' should be`;
      fail(isAsciiLetter(b[i]) ? 'UNKNOWN_PIECE' : 'BAD_CHARACTER', at(i), why);
    }
    const oc = need(i + 1, 'an orientation character');
    const index = ORIENTATION_VALUE[oc];
    if (index < 0) fail('BAD_CHARACTER', at(i + 1), `${show(oc)} is not an orientation character`);
    const x = base62(i + 2, "the piece's row");
    const y = base62(i + 3, "the piece's column");
    inRange(x, i + 2, y, i + 3);
    // The case of the name is the high part of the colour.
    const colour = Math.floor(index / 8) + (isLower(b[i]) ? 6 : 0);
    const o = index % 8;
    anchor(x, y, board.pieces, { letter: LETTERS[li], x, y, rotation: o % 4, reflected: o >= 4 });
    placed[li] = true;
    board.colours[li] = colour;
  };

  const readBlock = (x, xAt, y, yAt) => {
    inRange(x, xAt, y, yAt);
    anchor(x, y, board.terrain, { x, y });
  };

  // Terrain as plain (x, y) pairs, at least one; returns where it stops.
  const readPairs = (i) => {
    do {
      const x = base62(i, 'a terrain block');
      const y = base62(i + 1, 'a terrain column');
      readBlock(x, i, y, i + 1);
      i += 2;
    } while (i < b.length && b[i] !== 0x5f);
    return i;
  };

  // Terrain in lines (v3.1): groups of a count (cells - 1), the line's
  // column (Y) or row (Z), and the cells along it; a count of 0 switches to
  // plain pairs for the lines that hold one block.
  const readLines = (i, byColumn) => {
    let first = true;
    while (first || (i < b.length && b[i] !== 0x5f)) {
      const c = need(i, 'a terrain line');
      if (c === 0x30) return readPairs(i + 1);
      const count = B62_VALUE[c];
      if (count < 1) fail('BAD_CHARACTER', at(i), `${show(c)} where a terrain line should be`);
      base62(i + 1, byColumn ? 'a terrain column' : 'a terrain row');
      for (let k = 0; k <= count; k++) {
        const along = i + 2 + k;
        base62(along, byColumn ? 'a terrain row' : 'a terrain column');
        // Each block is an item: its line's coordinate and its own.
        const [xAt, yAt] = byColumn ? [along, i + 1] : [i + 1, along];
        readBlock(B62_VALUE[b[xAt]], xAt, B62_VALUE[b[yAt]], yAt);
      }
      i += count + 3;
      first = false;
    }
    return i;
  };

  // The colour section [PEN-V3-8], as every v3-era upstream decoder reads
  // it: a key (0..9, a = 10, b = 11) starts a group wherever it stands, the
  // letters after it join that group, and the groups are applied in
  // ascending key order, a later one winning; a placed letter keeps its
  // pieces' colour. What the encoder would not write (a key twice, keys
  // 6..b, colour 0, a letter twice) reads as that board; strict then finds
  // the slug not canonical. A final colour over 11 is no board.
  const keyOf = (c) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c === 0x61 ? 10 : c === 0x62 ? 11 : -1);
  const readColours = (i) => {
    if (i < b.length && keyOf(b[i]) < 0) fail('BAD_CHARACTER', at(i), `${show(b[i])} where a colour key should be`);
    const listings = []; // [key, letter index, lowercase, position]
    let key = -1;
    for (; i < b.length; i++) {
      const l = b[i];
      if (keyOf(l) >= 0) {
        key = keyOf(l);
        continue;
      }
      const li = letterIndex(l);
      if (li < 0) fail(isAsciiLetter(l) ? 'UNKNOWN_PIECE' : 'BAD_CHARACTER', at(i), `${show(l)} is not a pentomino letter`);
      listings.push([key, li, isLower(l), i]);
    }
    const last = new Array(12).fill(null);
    for (const entry of [...listings].sort((p, q) => p[0] - q[0])) last[entry[1]] = entry; // a stable sort
    let tooHigh = null;
    for (const entry of last) {
      if (entry === null || placed[entry[1]]) continue;
      const colour = entry[0] + (entry[2] ? 6 : 0);
      if (colour > 11 && (tooHigh === null || entry[3] < tooHigh[3])) tooHigh = entry;
    }
    if (tooHigh !== null) fail('VALUE_OUT_OF_RANGE', at(tooHigh[3]), 'a colour over 11');
    for (const entry of last) {
      if (entry !== null && !placed[entry[1]]) board.colours[entry[1]] = entry[0] + (entry[2] ? 6 : 0);
    }
  };

  let i = 3;
  let lineForm = false;
  while (i < b.length && b[i] !== 0x52 && b[i] !== 0x5f) {
    readPiece(i);
    i += 4;
  }
  if (i < b.length && b[i] === 0x52) {
    const form = need(i + 1, 'a terrain block');
    lineForm = form === 0x59 || form === 0x5a; // 'Y' or 'Z'
    i = lineForm ? readLines(i + 2, form === 0x59) : readPairs(i + 1);
  }
  if (i < b.length) readColours(i + 1); // b[i] is '_'
  board.terrain.sort((p, q) => p.x - q.x || p.y - q.y);
  return { board, lineForm };
}

function toModel(board, version) {
  return {
    format: FORMAT,
    version,
    surface: SURFACES[board.surface],
    height: board.height,
    width: board.width,
    pieces: board.pieces.map((p) => ({ letter: p.letter, x: p.x, y: p.y, rotation: p.rotation, reflected: p.reflected })),
    terrain: board.terrain.map((c) => ({ x: c.x, y: c.y })),
    colors: [...LETTERS].map((letter, li) => ({ letter, color: board.colours[li] })).filter((c) => c.color !== 0),
  };
}

module.exports = { format: FORMAT, version: VERSION, allVersions: ALL_VERSIONS, lenient: true, decode, encode };
