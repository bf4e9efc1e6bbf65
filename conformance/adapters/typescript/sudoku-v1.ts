// Sudoku player links, version v1, strict profile: a decoder written from
// spec/sudoku.md, spec/errors.md and spec/README.md alone.
//
// The layers run in the order of sudoku.md §2: transport (length, emptiness),
// base64 (§4), header (§5), payload (§7). Checks marked "(canonical)" in the
// spec do not stop decoding: the failure with the lowest offset is remembered
// (on a tie, the check listed first in the spec) and reported only when every
// other check passed (README §2).
//
// No dependencies and no Node-specific APIs: runs in a browser as well.

export const name = 'sudoku v1 from the spec (TypeScript)';
export const version = '1.0.0';
export const capabilities = ['sudoku/v1=decode,strict'];

/** One given of the model (spec/proto/slugspec/sudoku.proto, `Given`). */
export interface Given { cell: number; digit: number; }

/** The model as its proto3 JSON mapping, every field printed (`Puzzle`). */
export interface Puzzle { format: 'sudoku'; version: 'v1'; givens: Given[]; }

/** Maximum input length in bytes (UTF-8), [SUD-T1]. */
const MAX_INPUT_BYTES = 4096;

const REJECTION = Symbol.for('slugspec.rejection');

/** Throws a rejection object of the in-process module interface. */
function reject(code: string, offset: number, message: string): never {
  throw { [REJECTION]: true, code, offset, message };
}

/** A failure of a canonical check, kept until every other check has passed. */
interface Pending { code: string; offset: number; rank: number; message: string; }

// Ranks of the canonical checks, in the order the spec lists them; they break
// ties between two canonical failures at the same offset.
const RANK_B5 = 0, RANK_B6 = 1, RANK_V1_5 = 2, RANK_V1_6 = 3, RANK_V1_7 = 4, RANK_V1_8 = 5;

/** Length of a string in UTF-8 bytes (offsets count bytes of the input). */
function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u < 0x80) n += 1;
    else if (u < 0x800) n += 2;
    else if (u >= 0xd800 && u <= 0xdbff && i + 1 < s.length &&
             (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
    else n += 3; // other BMP characters (a lone surrogate would be U+FFFD)
  }
  return n;
}

/** The value of a base64 character (RFC 4648 §4 alphabet), or -1. */
function sextet(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;      // A-Z
  if (c >= 0x61 && c <= 0x7a) return c - 0x61 + 26; // a-z
  if (c >= 0x30 && c <= 0x39) return c - 0x30 + 52; // 0-9
  if (c === 0x2b) return 62;                         // +
  if (c === 0x2f) return 63;                         // /
  return -1;
}

/** Printable form of the character at index i, for messages. */
function describe(s: string, i: number): string {
  const cp = s.codePointAt(i) ?? 0;
  return cp >= 0x20 && cp < 0x7f ? `'${String.fromCodePoint(cp)}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function decode(slug: string, options: { format: string; profile: 'strict' | 'lenient' }): object {
  if (options.format !== 'sudoku') throw new Error(`unsupported format "${options.format}"`);
  if (options.profile !== 'strict') throw new Error(`unsupported profile "${options.profile}"`);

  // ---- Transport (§3). The strict profile repairs nothing. ----
  // [SUD-T1]/[GEN-5]: the length of the input as received, before anything else.
  if (slug.length > MAX_INPUT_BYTES || utf8Length(slug) > MAX_INPUT_BYTES) {
    reject('INPUT_TOO_LONG', MAX_INPUT_BYTES, `the input is longer than ${MAX_INPUT_BYTES} bytes`);
  }
  // [SUD-T2]
  if (slug.length === 0) reject('EMPTY_INPUT', 0, 'the input is empty');

  let pending: Pending | null = null;
  const remember = (code: string, offset: number, rank: number, message: string): void => {
    if (pending === null || offset < pending.offset || (offset === pending.offset && rank < pending.rank)) {
      pending = { code, offset, rank, message };
    }
  };

  // ---- Base64 (§4), checked over the whole input in the table's order. ----
  // [SUD-B1] Every character is a base64 character or '='. Every character
  // before the first bad one is ASCII, so its string index is its byte offset.
  for (let i = 0; i < slug.length; i++) {
    const c = slug.charCodeAt(i);
    if (c !== 0x3d && sextet(c) < 0) reject('BAD_CHARACTER', i, `${describe(slug, i)} is not a base64 character`);
  }
  const firstPad = slug.indexOf('=');
  const dataLength = firstPad < 0 ? slug.length : firstPad;
  // [SUD-B2] No base64 character follows a '='.
  for (let i = dataLength; i < slug.length; i++) {
    if (slug.charCodeAt(i) !== 0x3d) reject('BAD_BASE64', firstPad, "a base64 character follows '='");
  }
  const padLength = slug.length - dataLength;
  // [SUD-B3] A lone sextet at the end makes no byte.
  if (dataLength % 4 === 1) {
    reject('BAD_BASE64', dataLength - 1, 'a single base64 character is left over at the end');
  }
  // [SUD-B4] Padding of the wrong length; [SUD-B5] (canonical) padding missing.
  const padNeeded = [0, -1, 2, 1][dataLength % 4];
  if (padLength !== 0 && padLength !== padNeeded) {
    reject('BAD_BASE64', firstPad, `wrong base64 padding: ${padLength} '=' where ${padNeeded} are needed`);
  }
  if (padLength === 0 && padNeeded !== 0) {
    remember('NON_CANONICAL', slug.length, RANK_B5, 'base64 padding is missing');
  }
  // Characters to bytes: 6 bits per character, most significant first.
  const byteCount = Math.floor((dataLength * 6) / 8);
  const bytes = new Uint8Array(byteCount);
  let acc = 0, accBits = 0, k = 0;
  for (let i = 0; i < dataLength; i++) {
    acc = ((acc << 6) | sextet(slug.charCodeAt(i))) & 0xfff;
    accBits += 6;
    if (accBits >= 8) { accBits -= 8; bytes[k++] = (acc >> accBits) & 0xff; }
  }
  // [SUD-B6] (canonical) The leftover bits of the last character are zero.
  if (accBits > 0 && (acc & ((1 << accBits) - 1)) !== 0) {
    remember('NON_CANONICAL', dataLength - 1, RANK_B6, 'unused bits of the last base64 character are not zero');
  }

  // A check about bit b of the bytes reports the character carrying it.
  const charOf = (bit: number): number => Math.floor(bit / 6);
  const inputLength = slug.length; // all ASCII by now: bytes = characters

  // ---- Header (§5). ----
  // [SUD-H1] The magic "S!" (0x53 0x21).
  const magic = [0x53, 0x21];
  for (let i = 0; i < 2; i++) {
    if (i >= byteCount) reject('TRUNCATED', inputLength, 'the input ends inside the magic "S!"');
    if (bytes[i] !== magic[i]) reject('BAD_MAGIC', charOf(8 * i), `byte ${i} is 0x${bytes[i].toString(16).padStart(2, '0')}, not the magic "S!"`);
  }
  // [SUD-H2] The version: exactly two bytes, "v0" or "v1".
  if (byteCount < 3) reject('TRUNCATED', inputLength, 'the version is missing');
  if (bytes[2] !== 0x76) reject('UNKNOWN_VERSION', charOf(16), 'the version does not start with "v"');
  if (byteCount < 4) reject('TRUNCATED', inputLength, 'the version ends too early');
  if (bytes[3] === 0x30) {
    // A published version, but not the one this decoder reads: refuse it rather
    // than misread its byte pairs as a v1 bit stream.
    reject('UNKNOWN_VERSION', charOf(16), 'version "v0" is not supported by this decoder (v1 only)');
  }
  if (bytes[3] !== 0x31) {
    const v = bytes[3] >= 0x20 && bytes[3] < 0x7f ? String.fromCharCode(bytes[3]) : `\\x${bytes[3].toString(16).padStart(2, '0')}`;
    reject('UNKNOWN_VERSION', charOf(16), `unknown version "v${v}"`);
  }

  // ---- Payload (§7): 11-bit tuples, a 7-bit cell and a 4-bit digit. ----
  const totalBits = 8 * byteCount;
  const bit = (b: number): number => (bytes[b >> 3] >> (7 - (b & 7))) & 1;
  const field = (from: number, width: number): number => {
    let v = 0;
    for (let b = from; b < from + width; b++) v = (v << 1) | bit(b);
    return v;
  };
  const givens: Given[] = [];
  const digitOfCell = new Map<number, number>();
  let previousCell = -1;
  let pos = 32; // after "S!v1"
  // [SUD-V1-1] Read tuples while at least 11 unread bits remain.
  while (totalBits - pos >= 11) {
    const at = charOf(pos);
    const cell = field(pos, 7);
    const digit = field(pos + 7, 4);
    // [SUD-V1-2], then [SUD-V1-3]
    if (cell > 80) reject('VALUE_OUT_OF_RANGE', at, `cell ${cell} is outside 0..80`);
    if (digit < 1 || digit > 9) reject('VALUE_OUT_OF_RANGE', charOf(pos + 7), `cell ${cell}: digit ${digit} is outside 1..9`);
    const earlier = digitOfCell.get(cell);
    if (earlier !== undefined && earlier !== digit) {
      // [SUD-V1-4]
      reject('DUPLICATE', at, `cell ${cell} is given ${earlier} and again ${digit}`);
    } else if (earlier !== undefined) {
      // [SUD-V1-5] (canonical)
      remember('DUPLICATE', at, RANK_V1_5, `cell ${cell} is given ${digit} twice`);
    }
    // [SUD-V1-6] (canonical)
    if (cell < previousCell) {
      remember('NON_CANONICAL', at, RANK_V1_6, `cell ${cell} follows cell ${previousCell}: givens are not in ascending order`);
    }
    previousCell = cell;
    digitOfCell.set(cell, digit);
    givens.push({ cell, digit });
    pos += 11;
  }
  // [SUD-V1-7] (canonical) Pad bits to the end of the last tuple's byte are zero.
  const padBits = (8 - (pos % 8)) % 8;
  for (let b = pos; b < pos + padBits; b++) {
    if (bit(b) === 1) { remember('NON_CANONICAL', charOf(b), RANK_V1_7, 'v1 pad bits are not zero'); break; }
  }
  // [SUD-V1-8] (canonical) No whole byte follows the pad bits.
  if (totalBits - pos - padBits >= 8) {
    remember('TRAILING_DATA', charOf(pos + padBits), RANK_V1_8, 'a spare byte follows the last tuple');
  }

  // Every other check passed: now report a canonical failure, if any.
  const failure = pending as Pending | null;
  if (failure !== null) reject(failure.code, failure.offset, failure.message);
  const puzzle: Puzzle = { format: 'sudoku', version: 'v1', givens };
  return puzzle;
}
