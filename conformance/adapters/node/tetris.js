// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Tetris timer pieces and boards, version v1 (spec/tetris.md).
//
//   decode(slug, profile) -> {model} | {error: {code, offset, message}}
//   encode(model, version) -> {slug} | {error: {code, offset, message}}
//
// Three kinds of slug:
//
//   tet1p_004e                 a piece: its 16-bit mask in lower-case hex (§4.1)
//   tet1o_10x10_AAAIJimvf_...  an occupancy board: W x H, then one bit per
//                              cell, row-major from the top, in base64url (§4.2)
//   tet1h_10x10_IEmGWHJlkzy    a placements board: W x H, then per placement
//                              5 bits of orientation code, the anchor's column
//                              and row, sorted bottom row first (§4.3)

const { fail, capture, CanonicalFindings } = require('./errors');
const { Text, percentDecodeTwice, removeLineBreaks, trimProse } = require('./transport');
const { modelReader } = require('./proto-json');

const FORMAT = 'tetris';
const VERSION = 'v1';
const ALL_VERSIONS = ['v1'];
const MAX_INPUT = 45000; // [TET-T2]
const MIN_SIDE = 4; // [TET-D1]
const MAX_SIDE = 216;

// --- the 19 orientations (§2) ---------------------------------------------

// Index = the orientation's code (and its enum number in tetris.proto);
// index 0 is the enum's zero value, no orientation.
const NAMES = ['NO_ORIENTATION', 'O', 'Z0', 'Z1', 'I0', 'I1', 'S0', 'S1', 'L0', 'L1', 'L2', 'L3',
  'J0', 'J1', 'J2', 'J3', 'T0', 'T1', 'T2', 'T3'];
const MASKS = [null, '00cc', '00c6', '04c8', '8888', '000f', '006c', '08c4', '088c', '002e', '0c44', '00e8',
  '044c', '00e2', '0c88', '008e', '004e', '04c4', '00e4', '08c8'];

// For each code, the piece's cells relative to its anchor (§3): a '#' at
// column i and row j of the 4 x 4 array lands on (x + i - a, y + j - 3) for
// an anchor on (x, y), a being the column of the leftmost '#' of the bottom row.
const SHAPES = MASKS.map((hex) => {
  if (hex === null) return null;
  const mask = parseInt(hex, 16);
  const filled = (i, j) => (mask >> (15 - (4 * j + i))) & 1;
  let a = 0;
  while (!filled(a, 3)) a++;
  const cells = [];
  for (let j = 0; j < 4; j++) for (let i = 0; i < 4; i++) if (filled(i, j)) cells.push({ dx: i - a, dy: j - 3 });
  return cells;
});
const CODE_OF_MASK = new Map(MASKS.map((hex, code) => [hex, code]));

// The board cells of a placement, as [column, row] pairs (maybe off the board).
const cellsOf = (code, column, row) => SHAPES[code].map(({ dx, dy }) => [column + dx, row + dy]);

// --- base64url (RFC 4648 §5) ------------------------------------------------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEXTET = new Int8Array(256).fill(-1);
for (let i = 0; i < 64; i++) SEXTET[ALPHABET.charCodeAt(i)] = i;

const ch = (b) => String.fromCharCode(b);
const show = (b) => (b > 0x20 && b < 0x7f ? `'${ch(b)}'` : `byte 0x${b.toString(16)}`);
const isDigit = (b) => b >= 0x30 && b <= 0x39;
const isHex = (b) => isDigit(b) || (b >= 0x61 && b <= 0x66); // lower case only
// bitlength(v): the number of binary digits of v (§4.3).
const bitLength = (v) => (v === 0 ? 0 : 32 - Math.clz32(v));
// Bits per placement on a W x H board (§4.3).
const placementBits = (w, h) => 5 + bitLength(w - 1) + bitLength(h - 1);

// --- decoding -------------------------------------------------------------

function decode(slug, profile) {
  return capture(() => ({ model: decodeText(Text.of(slug), profile === 'lenient') }));
}

function decodeText(input, lenient) {
  // [TET-T2] on the input as received, before any repair.
  if (input.length > MAX_INPUT) fail('INPUT_TOO_LONG', MAX_INPUT, `longer than ${MAX_INPUT} bytes`);
  const text = lenient ? repair(input) : input;
  if (text.length === 0) fail('EMPTY_INPUT', 0, 'nothing to decode'); // [TET-T1]
  const kind = readPrefix(text);
  if (kind === 'p') return { format: FORMAT, version: VERSION, piece: readPiece(text) };
  const { width, height, start } = readSize(text);
  if (kind === 'o') return boardModel(width, height, readOccupancy(text, start, width, height), null);
  // Canonical checks are noted in both profiles; only strict reports them.
  const findings = new CanonicalFindings();
  const placed = readPlacements(text, start, width, height, findings);
  if (!lenient && findings.first) {
    // Every other check passed, so the canonical slug can be named.
    findings.first.message += `; the canonical slug is ${writePlacements(width, height, placed)}`;
    findings.report();
  }
  const grid = new Uint8Array(width * height);
  for (const p of placed) for (const [c, r] of cellsOf(p.code, p.column, p.row)) grid[r * width + c] = 1;
  return boardModel(width, height, grid, placed);
}

// The lenient repairs of [TET-T7], exactly these, in this order, each once.
// No case folding: base64url tells 'A' from 'a'.
function repair(text) {
  text = trimSpaces(text);
  text = percentDecodeTwice(text);
  text = removeLineBreaks(text);
  text = trimProse(text);
  return trimSpaces(text);
}

function trimSpaces(text) {
  let start = 0;
  let end = text.length;
  while (start < end && text.bytes[start] === 0x20) start++;
  while (end > start && text.bytes[end - 1] === 0x20) end--;
  return text.slice(start, end);
}

// [TET-T3] "tet", [TET-T4] "1", [TET-T5] the kind and "_". Returns the kind.
function readPrefix(text) {
  const b = text.bytes;
  const need = (i, why) => {
    if (i >= b.length) fail('TRUNCATED', text.inputLength, why);
  };
  for (let i = 0; i < 3; i++) {
    need(i, 'the slug ends inside "tet"');
    if (b[i] !== 'tet'.charCodeAt(i)) fail('BAD_MAGIC', text.offset(i), 'a tetris slug begins with "tet"');
  }
  need(3, 'the version is missing');
  if (b[3] !== 0x31) fail('UNKNOWN_VERSION', text.offset(3), `version ${show(b[3])} is not 1`);
  need(4, 'the kind is missing');
  const kind = ch(b[4]);
  if (kind !== 'p' && kind !== 'o' && kind !== 'h') {
    fail('BAD_CHARACTER', text.offset(4), `kind ${show(b[4])} is none of p, o, h`);
  }
  need(5, "the '_' after the kind is missing");
  if (b[5] !== 0x5f) fail('BAD_CHARACTER', text.offset(5), `${show(b[5])} where '_' follows the kind`);
  return kind;
}

// [TET-P1], then [TET-P2]: four lower-case hex digits, nothing after them,
// naming one of the 19 masks. Returns the orientation's name.
function readPiece(text) {
  const b = text.bytes;
  for (let i = 6; i < 10; i++) {
    if (i >= b.length) fail('TRUNCATED', text.inputLength, 'a piece is 4 hexadecimal digits');
    if (!isHex(b[i])) fail('BAD_CHARACTER', text.offset(i), `${show(b[i])} is not a lower-case hexadecimal digit`);
  }
  if (b.length > 10) fail('TRAILING_DATA', text.offset(10), `a piece is 4 hexadecimal digits; ${show(b[10])} follows them`);
  const hex = String.fromCharCode(...b.slice(6, 10));
  const code = CODE_OF_MASK.get(hex);
  if (code === undefined) fail('VALUE_OUT_OF_RANGE', text.offset(6), `mask ${hex} is none of the 19 tetromino orientations`);
  return NAMES[code];
}

// [TET-T6] "W x H _" and [TET-D1], from position 6. Returns the size and
// the position of the payload's first character.
function readSize(text) {
  const b = text.bytes;
  let pos = 6;
  // A number: '0' alone, or '1'-'9' and at most two more digits; a fourth
  // digit is out of range at the number's first digit.
  const number = (what) => {
    if (pos >= b.length) fail('TRUNCATED', text.inputLength, `the slug ends before ${what}`);
    const first = pos;
    if (b[pos] === 0x30) {
      pos++;
      return { value: 0, at: first };
    }
    if (b[pos] < 0x31 || b[pos] > 0x39) fail('BAD_CHARACTER', text.offset(pos), `${show(b[pos])} where ${what} begins`);
    let value = 0;
    while (pos < b.length && pos - first < 3 && isDigit(b[pos])) value = 10 * value + (b[pos++] - 0x30);
    if (pos < b.length && isDigit(b[pos])) fail('VALUE_OUT_OF_RANGE', text.offset(first), `${what} has more than 3 digits`);
    return { value, at: first };
  };
  const separator = (c, why) => {
    if (pos >= b.length) fail('TRUNCATED', text.inputLength, `the slug ends where ${why}`);
    if (b[pos] !== c.charCodeAt(0)) fail('BAD_CHARACTER', text.offset(pos), `${show(b[pos])} where ${why}`);
    pos++;
  };
  const w = number('the width');
  separator('x', "'x' follows the width");
  const h = number('the height');
  // [TET-D1] as soon as H is read, before the character after it.
  const inRange = (v) => v >= MIN_SIDE && v <= MAX_SIDE;
  if (!inRange(w.value)) fail('VALUE_OUT_OF_RANGE', text.offset(w.at), `width ${w.value} is outside ${MIN_SIDE}..${MAX_SIDE}`);
  if (!inRange(h.value)) fail('VALUE_OUT_OF_RANGE', text.offset(h.at), `height ${h.value} is outside ${MIN_SIDE}..${MAX_SIDE}`);
  separator('_', "'_' follows the height");
  return { width: w.value, height: h.value, start: pos };
}

// The payload's bits, most significant bit first in each character, and the
// input offset of the character that carries each bit.
class Bits {
  constructor(text, start, end) {
    this.text = text;
    this.start = start;
    this.sextets = text.bytes.slice(start, end).map((c) => SEXTET[c]);
  }
  bit(k) {
    return (this.sextets[Math.floor(k / 6)] >> (5 - (k % 6))) & 1;
  }
  read(k, width) {
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 2 + this.bit(k + i);
    return v;
  }
  offsetOfBit(k) {
    return this.text.offset(this.start + Math.floor(k / 6));
  }
  // Whether bits k..end of the payload are all 0.
  zeroFrom(k) {
    for (let i = k; i < 6 * this.sextets.length; i++) if (this.bit(i)) return false;
    return true;
  }
}

// [TET-O1], [TET-O2]: exactly ceil(W*H/6) base64url characters, checked one
// by one, nothing after them, pad bits 0. Returns the cells, row-major.
function readOccupancy(text, start, width, height) {
  const b = text.bytes;
  const cells = width * height;
  const length = Math.ceil(cells / 6);
  for (let i = start; i < start + length; i++) {
    if (i >= b.length) fail('TRUNCATED', text.inputLength, `the payload of a ${width} x ${height} board is ${length} characters`);
    if (SEXTET[b[i]] < 0) fail('BAD_CHARACTER', text.offset(i), `${show(b[i])} is not base64url`);
  }
  if (b.length > start + length) {
    fail('TRAILING_DATA', text.offset(start + length), `the payload of a ${width} x ${height} board is ${length} characters`);
  }
  const bits = new Bits(text, start, start + length);
  if (!bits.zeroFrom(cells)) {
    const pad = 6 * length - cells;
    fail('VALUE_OUT_OF_RANGE', text.offset(start + length - 1), `the ${pad} pad bit${pad === 1 ? '' : 's'} of the last character ${pad === 1 ? 'is' : 'are'} not 0`);
  }
  const grid = new Uint8Array(cells);
  for (let k = 0; k < cells; k++) grid[k] = bits.bit(k);
  return grid;
}

// [TET-H1] to [TET-H3] on the whole payload, then [TET-H4] to [TET-H7] for
// each placement before the next; [TET-H8] (canonical) is noted in findings.
// Returns the placements in slug order, as {code, column, row}.
function readPlacements(text, start, width, height, findings) {
  const b = text.bytes;
  const length = b.length - start; // L
  for (let i = start; i < b.length; i++) {
    if (SEXTET[b[i]] < 0) fail('BAD_CHARACTER', text.offset(i), `${show(b[i])} is not base64url`); // [TET-H1]
  }
  const size = placementBits(width, height);
  const n = Math.floor((6 * length) / size);
  const used = Math.ceil((n * size) / 6);
  if (used !== length) {
    // [TET-H2] a character that holds only pad bits.
    fail('TRAILING_DATA', text.offset(start + used), `the payload is ${length} characters; ${n} placements of ${size} bits take ${used}`);
  }
  const bits = new Bits(text, start, b.length);
  if (!bits.zeroFrom(n * size)) {
    const pad = 6 * length - n * size;
    fail('VALUE_OUT_OF_RANGE', text.offset(b.length - 1), `the ${pad} pad bit${pad === 1 ? '' : 's'} of the last character ${pad === 1 ? 'is' : 'are'} not 0`); // [TET-H3]
  }
  const columnBits = bitLength(width - 1);
  const rowBits = bitLength(height - 1);
  const owner = new Int32Array(width * height).fill(-1); // the placement on each cell
  const placed = [];
  for (let k = 0; k < n; k++) {
    const p = k * size;
    const at = bits.offsetOfBit(p);
    const code = bits.read(p, 5);
    if (code < 1 || code > 19) fail('VALUE_OUT_OF_RANGE', at, `placement ${k}: orientation code ${code} is outside 1..19`); // [TET-H4]
    const column = bits.read(p + 5, columnBits);
    if (column >= width) {
      fail('VALUE_OUT_OF_RANGE', bits.offsetOfBit(p + 5), `placement ${k}: column ${column} is outside 0..${width - 1}`); // [TET-H5]
    }
    const row = bits.read(p + 5 + columnBits, rowBits);
    if (row >= height) {
      fail('VALUE_OUT_OF_RANGE', bits.offsetOfBit(p + 5 + columnBits), `placement ${k}: row ${row} is outside 0..${height - 1}`);
    }
    const cells = cellsOf(code, column, row);
    if (cells.some(([c, r]) => c < 0 || c >= width || r < 0 || r >= height)) {
      fail('ILLEGAL_POSITION', at, `placement ${k}: ${NAMES[code]} anchored at (${column}, ${row}) leaves the board`); // [TET-H6]
    }
    const taken = cells.find(([c, r]) => owner[r * width + c] >= 0);
    if (taken) {
      fail('DUPLICATE', at, `placement ${k}: cell (${taken[0]}, ${taken[1]}) is a cell of placement ${owner[taken[1] * width + taken[0]]}`); // [TET-H7]
    }
    for (const [c, r] of cells) owner[r * width + c] = k;
    const previous = placed[placed.length - 1];
    if (previous && (row > previous.row || (row === previous.row && column < previous.column))) {
      findings.note('NON_CANONICAL', at, `placement ${k} is out of order (bottom row first, then left to right)`); // [TET-H8]
    }
    placed.push({ code, column, row });
  }
  return placed;
}

// The decoded model (proto3 JSON, every field printed): filled cells
// row-major from the top left, placements in slug order; an occupancy board
// has no `placements` at all.
function boardModel(width, height, grid, placed) {
  const filled = [];
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) if (grid[row * width + column]) filled.push({ column, row });
  }
  const board = { width, height, filled };
  if (placed) board.placements = { placed: placed.map(({ code, column, row }) => ({ orientation: NAMES[code], column, row })) };
  return { format: FORMAT, version: VERSION, board };
}

// --- encoding -------------------------------------------------------------

function encode(model, version = VERSION) {
  return capture(() => ({ slug: encodeModel(model, version) }));
}

// [TET-E1]: the checks in the spec's order; [TET-E2]: the canonical slug.
function encodeModel(model, version) {
  const puzzle = readModel(model);
  if ((version || puzzle.version || VERSION) !== VERSION) {
    fail('UNKNOWN_VERSION', 0, `this encoder writes only ${VERSION}, not "${version || puzzle.version}"`);
  }
  if (puzzle.format !== '' && puzzle.format !== FORMAT) fail('BAD_MODEL', 0, `the model is of format "${puzzle.format}", not tetris`);
  if (puzzle.piece == null && puzzle.board == null) fail('BAD_MODEL', 0, 'the model is neither a piece nor a board');
  if (puzzle.piece != null) {
    if (puzzle.piece < 1 || puzzle.piece > 19) fail('VALUE_OUT_OF_RANGE', 0, `orientation ${puzzle.piece} is outside 1..19`);
    return `tet1p_${MASKS[puzzle.piece]}`;
  }
  const { width, height, filled, placements } = puzzle.board;
  const inRange = (v) => v >= MIN_SIDE && v <= MAX_SIDE;
  if (!inRange(width) || !inRange(height)) {
    fail('VALUE_OUT_OF_RANGE', 0, `a board is ${MIN_SIDE} to ${MAX_SIDE} on each side, not ${width} x ${height}`);
  }
  const onBoard = (c, r) => c >= 0 && c < width && r >= 0 && r < height;
  const covered = new Uint8Array(width * height); // cells of the placements
  let coveredCount = 0;
  if (placements) {
    placements.forEach(({ code, column, row }, i) => {
      if (code < 1 || code > 19) fail('VALUE_OUT_OF_RANGE', i, `placement ${i}: orientation ${code} is outside 1..19`);
      if (!onBoard(column, row)) fail('VALUE_OUT_OF_RANGE', i, `placement ${i}: anchor (${column}, ${row}) is off the board`);
      const cells = cellsOf(code, column, row);
      if (cells.some(([c, r]) => !onBoard(c, r))) fail('ILLEGAL_POSITION', i, `placement ${i}: ${NAMES[code]} leaves the board`);
      if (cells.some(([c, r]) => covered[r * width + c])) fail('DUPLICATE', i, `placement ${i} overlaps an earlier placement`);
      for (const [c, r] of cells) covered[r * width + c] = 1;
      coveredCount += cells.length;
    });
  }
  const grid = new Uint8Array(width * height);
  filled.forEach(({ column, row }, i) => {
    if (!onBoard(column, row)) fail('VALUE_OUT_OF_RANGE', i, `filled cell ${i}: (${column}, ${row}) is off the board`);
    if (grid[row * width + column]) fail('DUPLICATE', i, `filled cell ${i}: (${column}, ${row}) is listed twice`);
    if (placements && !covered[row * width + column]) {
      fail('ILLEGAL_POSITION', i, `filled cell ${i}: (${column}, ${row}) is in no placement`);
    }
    grid[row * width + column] = 1;
  });
  if (placements && filled.length > 0 && filled.length < coveredCount) {
    fail('ILLEGAL_POSITION', 0, 'a cell of a placement is missing from filled');
  }
  return placements ? writePlacements(width, height, placements) : writeOccupancy(width, height, grid);
}

// Packs bits (an array of 0 and 1) into base64url, pad bits 0.
function base64url(bits) {
  let out = '';
  for (let k = 0; k < bits.length; k += 6) {
    let v = 0;
    for (let i = k; i < k + 6; i++) v = 2 * v + (i < bits.length ? bits[i] : 0);
    out += ALPHABET[v];
  }
  return out;
}

// Appends value to bits in `width` bits, most significant bit first.
function pushBits(bits, value, width) {
  for (let i = width - 1; i >= 0; i--) bits.push(Math.floor(value / 2 ** i) % 2);
}

// §4.2: one bit per cell, row-major from the top row.
function writeOccupancy(width, height, grid) {
  return `tet1o_${width}x${height}_${base64url(Array.from(grid))}`;
}

// §4.3: placements sorted by anchor, bottom row first, then left to right.
function writePlacements(width, height, placements) {
  const sorted = [...placements].sort((p, q) => q.row - p.row || p.column - q.column);
  const bits = [];
  for (const { code, column, row } of sorted) {
    pushBits(bits, code, 5);
    pushBits(bits, column, bitLength(width - 1));
    pushBits(bits, row, bitLength(height - 1));
  }
  return `tet1h_${width}x${height}_${base64url(bits)}`;
}

// The model's proto3 JSON (slugspec.tetris.Puzzle), checked for shape;
// encodeModel() checks the values. `piece` is the orientation's code (null
// when the oneof holds no piece), `board` null when it holds no board, and a
// board's `placements` null for an occupancy board.
function readModel(model) {
  const read = modelReader('tetris');
  read.object(model, 'the model', ['format', 'version', 'piece', 'board']);
  const format = read.string(model.format, 'format');
  const version = read.string(model.version, 'version');
  const hasPiece = model.piece != null;
  const hasBoard = model.board != null;
  if (hasPiece && hasBoard) read.bad('both a piece and a board');
  // An Orientation is a proto3 enum: a name of tetris.proto, or any int32
  // (open enums keep unnamed numbers; encodeModel() refuses them as out of
  // range, as it does 0 and 20).
  const orientation = (value, name) => {
    if (value == null) return 0;
    const n = typeof value === 'string' ? NAMES.indexOf(value) : value;
    if (!Number.isInteger(n) || (typeof value === 'string' && n < 0) || n < -(2 ** 31) || n >= 2 ** 31) {
      read.bad(`${name} is not an orientation (${NAMES.slice(1).join(', ')}) or an int32`);
    }
    return n;
  };
  const piece = hasPiece ? orientation(model.piece, 'piece') : null;
  let board = null;
  if (hasBoard) {
    const m = read.object(model.board, 'board', ['width', 'height', 'filled', 'placements']);
    const cell = (c, name, known) => {
      read.object(c, name, known);
      return { column: read.uint32(c.column, `${name} column`), row: read.uint32(c.row, `${name} row`) };
    };
    const filled = read.list(m.filled, 'filled').map((c, i) => cell(c, `filled cell ${i}`, ['column', 'row']));
    let placements = null;
    if (m.placements != null) {
      read.object(m.placements, 'placements', ['placed']);
      placements = read.list(m.placements.placed, 'placed').map((p, i) => ({
        ...cell(p, `placement ${i}`, ['orientation', 'column', 'row']),
        code: orientation(p.orientation, `placement ${i} orientation`),
      }));
    }
    board = { width: read.uint32(m.width, 'width'), height: read.uint32(m.height, 'height'), filled, placements };
  }
  return { format, version, piece, board };
}

module.exports = { format: FORMAT, version: VERSION, allVersions: ALL_VERSIONS, lenient: true, decode, encode };
