// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Sudoku player links, version v1 (spec/sudoku.md).
//
//   decode(slug, profile) -> {model} | {error: {code, offset, message}}
//   encode(model, version) -> {slug} | {error: {code, offset, message}}
//
// A v1 slug is base64 of the bytes "S!v1" followed by 11 bits per given
// (7 bits of cell, 4 bits of digit), zero-padded to a whole byte.
// Version v0 is recognised (so that it is never misread as v1) but not read.

const { fail, capture, CanonicalFindings } = require('./errors');
const { Text, percentDecodeTwice, removeLineBreaks, trimProse } = require('./transport');
const { modelReader } = require('./proto-json');

const FORMAT = 'sudoku';
const VERSION = 'v1';
const ALL_VERSIONS = ['v0', 'v1'];
const MAX_INPUT = 4096; // [SUD-T1]

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Int8Array(256).fill(-1);
for (let i = 0; i < 64; i++) SEXTET[ALPHABET.charCodeAt(i)] = i;
const PAD = 0x3d; // '='

// --- decoding -------------------------------------------------------------

function decode(slug, profile) {
  return capture(() => ({ model: decodeText(Text.of(slug), profile === 'lenient') }));
}

function decodeText(input, lenient) {
  if (input.length > MAX_INPUT) fail('INPUT_TOO_LONG', MAX_INPUT, `longer than ${MAX_INPUT} bytes`);
  const text = lenient ? repair(input) : input;
  if (text.length === 0) fail('EMPTY_INPUT', 0, 'nothing to decode');
  // Canonical checks are noted in both profiles; only strict reports them.
  const findings = new CanonicalFindings();
  const bits = base64(text, findings);
  readHeader(bits);
  const givens = readV1Givens(bits, findings);
  if (!lenient) findings.report();
  return { format: FORMAT, version: VERSION, givens };
}

// The lenient repairs of [SUD-T3], exactly these and in this order. Each
// undoes one kind of damage a link suffers in transit, and none touches an
// undamaged slug: '%', line breaks, punctuation, ' ', '-' and '_' are not
// base64. A repair beyond these would make decoders disagree [GEN-3].
function repair(text) {
  text = percentDecodeTwice(text);
  text = removeLineBreaks(text);
  text = trimProse(text);
  // URLSearchParams turns '+' into ' '; the upstream player turns it back.
  text = text.map((b) => (b === 0x20 ? 0x2b : b));
  // base64url written by mistake: '-' and '_' can only mean '+' and '/'.
  return text.map((b) => (b === 0x2d ? 0x2b : b === 0x5f ? 0x2f : b));
}

// §4: characters to a bit reader. Checks [SUD-B1] to [SUD-B6].
function base64(text, findings) {
  const b = text.bytes;
  const bad = b.findIndex((c) => SEXTET[c] < 0 && c !== PAD);
  if (bad >= 0) fail('BAD_CHARACTER', text.offset(bad), `byte 0x${b[bad].toString(16)} is not a base64 character`);
  const firstPad = b.indexOf(PAD);
  const dataLength = firstPad < 0 ? b.length : firstPad;
  if (b.slice(dataLength).some((c) => c !== PAD)) fail('BAD_BASE64', text.offset(firstPad), "data after '='");
  if (dataLength % 4 === 1) fail('BAD_BASE64', text.offset(dataLength - 1), 'a lone sextet makes no byte');
  const padding = b.length - dataLength;
  const needed = (4 - (dataLength % 4)) % 4;
  if (padding > 0 && padding !== needed) {
    fail('BAD_BASE64', text.offset(firstPad), `${padding} '=' where ${needed} are needed`);
  }
  // Upstream (forgiving-base64) opens a slug without padding, so lenient
  // does; the canonical slug has it.
  if (padding === 0 && needed > 0) findings.note('NON_CANONICAL', text.inputLength, 'base64 padding is missing');
  const sextets = b.slice(0, dataLength).map((c) => SEXTET[c]);
  const spareBits = (dataLength * 6) % 8;
  if (spareBits > 0 && (sextets[dataLength - 1] & ((1 << spareBits) - 1)) !== 0) {
    findings.note('NON_CANONICAL', text.offset(dataLength - 1), 'unused bits of the last base64 character are not zero');
  }
  return new BitReader(sextets, (dataLength * 6) - spareBits, text);
}

// Reads the decoded bytes as a bit stream, most significant bit first, and
// knows which input character carries each bit: that character is the offset
// of any check about the bit.
class BitReader {
  constructor(sextets, bitLength, text) {
    this.sextets = sextets;
    this.bitLength = bitLength; // a multiple of 8
    this.text = text;
  }
  bit(i) {
    return (this.sextets[Math.floor(i / 6)] >> (5 - (i % 6))) & 1;
  }
  bits(start, width) {
    let v = 0;
    for (let i = start; i < start + width; i++) v = (v << 1) | this.bit(i);
    return v;
  }
  byte(k) {
    return this.bits(8 * k, 8);
  }
  get byteLength() {
    return this.bitLength / 8;
  }
  offsetOfBit(i) {
    return this.text.offset(Math.floor(i / 6));
  }
  get end() {
    return this.text.inputLength;
  }
}

// §5: the magic "S!" and the two version bytes. [SUD-H1], [SUD-H2]
function readHeader(bits) {
  const expect = (k, want, code, why) => {
    if (k >= bits.byteLength) fail('TRUNCATED', bits.end, why);
    if (bits.byte(k) !== want.charCodeAt(0)) fail(code, bits.offsetOfBit(8 * k), why);
  };
  expect(0, 'S', 'BAD_MAGIC', 'the slug does not begin with "S!"');
  expect(1, '!', 'BAD_MAGIC', 'the slug does not begin with "S!"');
  expect(2, 'v', 'UNKNOWN_VERSION', 'the version is missing or not "v0"/"v1"');
  if (bits.byteLength < 4) fail('TRUNCATED', bits.end, 'the version is cut short');
  const version = String.fromCharCode(bits.byte(2), bits.byte(3));
  if (version === 'v0') {
    // A real version, but not one this implementation reads: reject it rather
    // than read its byte pairs as v1 tuples.
    fail('UNKNOWN_VERSION', bits.offsetOfBit(16), 'v0 links are not read by this decoder (it reads v1)');
  }
  if (version !== VERSION) fail('UNKNOWN_VERSION', bits.offsetOfBit(16), `unknown version "${version}"`);
}

// §7: 11-bit tuples after the 32 header bits, while at least 11 bits remain
// [SUD-V1-1]. Checks [SUD-V1-2] to [SUD-V1-8], in that order per tuple.
function readV1Givens(bits, findings) {
  const givens = [];
  const digitOf = new Int8Array(81); // 0: the cell has no given yet
  let previousCell = -1;
  let pos = 32;
  for (; bits.bitLength - pos >= 11; pos += 11) {
    const at = bits.offsetOfBit(pos);
    const cell = bits.bits(pos, 7);
    const digit = bits.bits(pos + 7, 4);
    if (cell > 80) fail('VALUE_OUT_OF_RANGE', at, `cell ${cell} is outside 0..80`);
    if (digit < 1 || digit > 9) fail('VALUE_OUT_OF_RANGE', bits.offsetOfBit(pos + 7), `digit ${digit} is outside 1..9`);
    if (digitOf[cell] !== 0 && digitOf[cell] !== digit) fail('DUPLICATE', at, `cell ${cell} is given two digits`);
    if (digitOf[cell] === digit) {
      // The same given twice still means one grid: lenient drops the repeat.
      findings.note('DUPLICATE', at, `cell ${cell} is given twice`);
    } else {
      digitOf[cell] = digit;
      givens.push({ cell, digit });
    }
    // Lenient keeps slug order; the canonical slug is sorted by cell.
    if (cell < previousCell) findings.note('NON_CANONICAL', at, 'givens are not in ascending cell order');
    previousCell = cell;
  }
  // Upstream ignores pad bits and a spare byte, so lenient does too.
  const padEnd = Math.ceil(pos / 8) * 8;
  for (let i = pos; i < padEnd; i++) {
    if (bits.bit(i) === 1) {
      findings.note('NON_CANONICAL', bits.offsetOfBit(i), 'v1 pad bits are not zero');
      break;
    }
  }
  if (padEnd < bits.bitLength) findings.note('TRAILING_DATA', bits.offsetOfBit(padEnd), 'a spare byte after the givens');
  return givens;
}

// --- encoding -------------------------------------------------------------

// [SUD-E1] validates, [SUD-E2] writes: givens sorted by cell, "S!v1", 7+4 bits
// per given, zero bits to the byte boundary, standard base64 with padding.
function encode(model, version = VERSION) {
  return capture(() => ({ slug: encodeModel(model, version) }));
}

function encodeModel(model, version) {
  const puzzle = readModel(model);
  if (version !== VERSION) fail('UNKNOWN_VERSION', 0, `this encoder writes only ${VERSION}, not "${version}"`);
  const seen = new Set();
  puzzle.givens.forEach(({ cell, digit }, i) => {
    if (cell > 80) fail('VALUE_OUT_OF_RANGE', i, `given ${i}: cell ${cell} is outside 0..80`);
    if (digit < 1 || digit > 9) fail('VALUE_OUT_OF_RANGE', i, `given ${i}: digit ${digit} is outside 1..9`);
    if (seen.has(cell)) fail('DUPLICATE', i, `given ${i}: cell ${cell} is given twice`);
    seen.add(cell);
  });
  const sorted = [...puzzle.givens].sort((a, b) => a.cell - b.cell);
  const bytes = [0x53, 0x21, 0x76, 0x31]; // "S!v1"
  let acc = 0; // bits not yet written, in the low `held` bits
  let held = 0;
  for (const { cell, digit } of sorted) {
    acc = (acc << 11) | (cell << 4) | digit;
    held += 11;
    while (held >= 8) {
      held -= 8;
      bytes.push((acc >> held) & 0xff);
    }
    acc &= (1 << held) - 1;
  }
  if (held > 0) bytes.push((acc << (8 - held)) & 0xff);
  return Buffer.from(bytes).toString('base64');
}

// The model's proto3 JSON (slugspec.sudoku.Puzzle), checked for shape;
// encodeModel() checks the values.
function readModel(model) {
  const read = modelReader('sudoku');
  read.object(model, 'the model', ['format', 'version', 'givens']);
  const format = read.string(model.format, 'format');
  if (format !== '' && format !== FORMAT) fail('BAD_MODEL', 0, `the model is of format "${format}", not sudoku`);
  read.string(model.version, 'version');
  const givens = read.list(model.givens, 'givens').map((g, i) => {
    read.object(g, `given ${i}`, ['cell', 'digit']);
    return { cell: read.uint32(g.cell, `given ${i} cell`), digit: read.uint32(g.digit, `given ${i} digit`) };
  });
  return { givens };
}

module.exports = { format: FORMAT, version: VERSION, allVersions: ALL_VERSIONS, lenient: true, decode, encode };
