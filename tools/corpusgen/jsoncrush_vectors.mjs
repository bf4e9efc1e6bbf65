// Golden vectors for the C++ JSONCrush (reference/pentomino/jsoncrush.*),
// produced by the real npm package jsoncrush 1.1.8, the version pentomino v0
// links were written with. A development tool: CI does not run it; its output
// is committed as reference/pentomino/testdata/jsoncrush_vectors.jsonl.
//
// From the top of the repository, with the package installed in any
// scratch folder (here jc/, which git ignores nothing of: remove it after):
//
//   npm install --prefix jc jsoncrush@1.1.8
//   node tools/corpusgen/jsoncrush_vectors.mjs jc/node_modules/jsoncrush \
//     > reference/pentomino/testdata/jsoncrush_vectors.jsonl
//
// Output: one JSON object per line, either
//   {"input": S, "crushed": crush(S), "uri": encodeURIComponent(crush(S))}
// for inputs S: the article's v0 board, random v0b ({"g":[...],"h":H,"w":W})
// and v0a ({"g":[...],"x":W,"y":H}) boards of 0..60 entries (terrain
// included) on boards of 1..60 a side, random JSON values, and odd strings
// (empty, characters crush swaps, U+0001, non-ASCII and astral characters,
// very repetitive text, names Object.prototype has, decimal numbers, every
// printable ASCII character); or
//   {"garbage": G, "uncrushed": uncrush(G)}
// for strings G that crush did not make (random, and crushed strings with
// random damage). uncrush can leave unpaired surrogates in its result; they
// are written as U+FFFD, as Node writes such a string out as UTF-8.
//
// Deterministic: every random choice comes from one seeded PRNG (mulberry32),
// so the same package gives the same file.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: node jsoncrush_vectors.mjs <path to node_modules/jsoncrush>');
  process.exit(2);
}
const { default: JSONCrush } = await import(
  pathToFileURL(path.join(packageDir, 'JSONCrush.js')).href);

// mulberry32: small, seedable, good enough to pick test inputs.
function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = makeRandom(0x5106_5bec);
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));  // inclusive
const pick = (items) => items[int(0, items.length - 1)];

// ------------------------------------------------------------ boards

const NAMES = ['F', 'I', 'L', 'P', 'N', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'];

// The entries of a random board, as the v0 encoder wrote them: one per
// occupied cell, in row-major order, keys p,o,e,x,y (x = row, y = column).
function randomEntries(rows, columns) {
  const count = int(0, Math.min(60, rows * columns));
  const cells = new Set();
  while (cells.size < count) cells.add(int(0, rows * columns - 1));
  return [...cells].sort((a, b) => a - b).map((cell) => ({
    p: random() < 0.15 ? 'Terrain' : pick(NAMES),
    o: int(0, 3),
    e: int(0, 1),
    x: Math.floor(cell / columns),
    y: cell % columns,
  }));
}

function randomBoardJson(variant) {
  const rows = int(1, 60);
  const columns = int(1, 60);
  const g = randomEntries(rows, columns);
  return JSON.stringify(variant === 'v0a' ? { g, x: columns, y: rows } : { g, h: rows, w: columns });
}

// The article's v0 example (pentomino-facts §12): 6 × 10, 12 pieces.
const ARTICLE = JSON.stringify({
  g: [['V', 1, 0, 0, 0], ['I', 1, 0, 0, 6], ['W', 0, 0, 1, 4], ['T', 1, 0, 1, 9],
      ['Z', 2, 1, 2, 1], ['F', 2, 1, 2, 6], ['N', 3, 0, 3, 3], ['X', 0, 0, 3, 8],
      ['Y', 3, 0, 4, 2], ['P', 3, 1, 4, 5], ['L', 3, 1, 5, 1], ['U', 0, 0, 5, 8]]
    .map(([p, o, e, x, y]) => ({ p, o, e, x, y })),
  h: 6,
  w: 10,
});

// ------------------------------------------------------------ strings

// A random string of `length` code points drawn from `alphabet` (an array of
// code points as strings, so astral characters stay whole).
const randomString = (alphabet, length) =>
  Array.from({ length }, () => pick(alphabet)).join('');

const JSONISH = [...'{}[]":,\'!~()pgoexyhw0123456789VTerain_ '];
const MIXED = [...'ab\'"!~(){}:,_\u0001é日😀\\%*-.'];

function randomJsonValue(depth) {
  const r = random();
  if (depth > 3 || r < 0.3) return pick([int(0, 99), pick(['V', 'x', "a'b", '~', 'é', '']), true, null]);
  if (r < 0.6) return Array.from({ length: int(0, 5) }, () => randomJsonValue(depth + 1));
  const o = {};
  for (let i = int(0, 5); i > 0; --i) o[pick(['p', 'o', 'e', 'x', 'y', 'g', 'h', 'w', "it's"])] = randomJsonValue(depth + 1);
  return o;
}

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const LATIN1 = Array.from({ length: 96 }, (_, i) => String.fromCharCode(160 + i)).join('');

const ODD = [
  '', '_', 'a', '\u0001', '\u0001\u0001', 'a\u0001b', '\u0001ab\u0001ab\u0001ab',
  '"', "'", '":', "':", '!', ',"', ",'", '~', '{}()', '"\':!,\'~{}()'.repeat(5),
  '{"a":"b","c":"d","e":"f","a":"b","c":"d"}', '!!!!!!!!~~~~~~~~', "''''''''::::::::",
  '\\\\\\\\\\\\\\\\', 'é', 'éééééééééé', '日本語日本語日本語日本語', '😀', '😀😀😀😀😀😀', 'a😀b😀a😀b😀',
  'a'.repeat(100), 'ab'.repeat(50), 'abc'.repeat(40), 'aab'.repeat(33), '10'.repeat(30),
  '1234567890'.repeat(6), '0123'.repeat(12), '4294967294,4294967294,4294967295,4294967295',
  '__proto__'.repeat(4), 'constructor'.repeat(4), 'toString'.repeat(4), 'valueOf,'.repeat(5),
  'hasOwnProperty|'.repeat(3), PRINTABLE, PRINTABLE.repeat(3), LATIN1.repeat(2),
  (PRINTABLE + LATIN1).repeat(2), 'x'.repeat(49) + 'y' + 'x'.repeat(49), 'xy'.repeat(24) + '|' + 'xy'.repeat(24),
  '{"g":[],"h":6,"w":10}', '{"g":[],"x":10,"y":6}', '[{"p":"Terrain"},{"p":"Terrain"},{"p":"Terrain"}]',
  JSON.stringify({ s: 'with\u0001control\u0001chars', t: 'with\u0001control\u0001chars' }),
];

// ------------------------------------------------------------ output

const lines = [];
const crushVector = (input) => {
  const crushed = JSONCrush.crush(input);
  lines.push(JSON.stringify({ input, crushed, uri: encodeURIComponent(crushed) }));
  return crushed;
};

// JSON.stringify would write an unpaired surrogate as \udXXX; the C++ side
// reads UTF-8, where Node writes U+FFFD for it.
const wellFormed = (s) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const crushedStrings = [];
const garbageVector = (garbage) => {
  const uncrushed = JSONCrush.uncrush(garbage);
  if (uncrushed.length > 100000) return;  // keep the file small
  lines.push(JSON.stringify({ garbage, uncrushed: wellFormed(uncrushed) }));
};

crushedStrings.push(crushVector(ARTICLE));
for (let i = 0; i < 120; ++i) crushedStrings.push(crushVector(randomBoardJson('v0b')));
for (let i = 0; i < 50; ++i) crushedStrings.push(crushVector(randomBoardJson('v0a')));
for (const s of ODD) crushedStrings.push(crushVector(s));
for (let i = 0; i < 25; ++i) crushedStrings.push(crushVector(JSON.stringify(randomJsonValue(0))));
for (let i = 0; i < 25; ++i) crushedStrings.push(crushVector(randomString(JSONISH, int(0, 400))));
for (let i = 0; i < 25; ++i) crushedStrings.push(crushVector(randomString(MIXED, int(0, 300))));

// Garbage: random strings over the characters uncrush treats specially, and
// crushed strings with a few code points deleted, replaced or inserted.
const GARBAGE = [...'\u0001\u0001_abc12!~\'"(){}:,é😀'];
for (const g of ['', '_', '\u0001', 'a', 'ab', 'a\u0001', 'a\u0001a', 'aba\u0001b_', 'xyz\u0001q_',
                 'a😀', '😀', '\u0001😀', 'ab😀\u0001😀_', 'x\u0001a\u0001b_', '\u0001\u0001\u0001_']) {
  garbageVector(g);
}
for (let i = 0; i < 150; ++i) garbageVector(randomString(GARBAGE, int(0, 40)));
for (let i = 0; i < 60; ++i) {
  const points = [...pick(crushedStrings)];
  for (let edits = int(1, 3); edits > 0; --edits) {
    const at = int(0, points.length);
    const r = random();
    if (r < 0.4) points.splice(at, 1);
    else if (r < 0.7) points.splice(at, 1, pick(GARBAGE));
    else points.splice(at, 0, pick(GARBAGE));
  }
  garbageVector(points.join(''));
}

process.stdout.write(lines.join('\n') + '\n');
