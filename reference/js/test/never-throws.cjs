'use strict';
// node never-throws.cjs PACKAGE_DIR [ROUNDS]
// No input makes the package throw: every function gets random slugs (text
// with any UTF-16 unit, lone surrogates included; bytes; pieces of each
// format's name and known prefixes; huge inputs) and random models (any
// JSON value, deep nesting, a cycle, BigInt), in every profile and with
// every option, and must answer with its documented shape every time.
const assert = require('node:assert/strict');
const path = require('node:path');
const slugspec = require(path.resolve(process.argv[2]));
const rounds = Number(process.argv[3] || 20000);

// A small deterministic generator (xorshift32), so that a failure repeats.
let state = 0x2545f491;
const next = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state >>> 0;
};
const below = (n) => next() % n;
const pick = (list) => list[below(list.length)];

const formats = slugspec.formats();
const seeds = [];
for (const f of formats) {
  seeds.push(f.name, ...f.versions, ...f.conversions);
  const decoded = slugspec.decode(f.name);  // a rejection, but its format's words are in play
  assert.ok(decoded.error);
}
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-.%#?&:!~ \t\n\r\u0000\u00ff';

function randomText() {
  let s = '';
  const length = below(8) === 0 ? below(5000) : below(40);
  while (s.length < length) {
    switch (below(5)) {
      case 0: s += pick(seeds); break;
      case 1: s += String.fromCharCode(below(0x10000)); break;  // lone surrogates too
      case 2: s += 'https://example.org/p?x=1#'; break;
      default: s += alphabet[below(alphabet.length)];
    }
  }
  return s;
}

function randomValue(depth) {
  switch (below(depth > 4 ? 5 : 8)) {
    case 0: return null;
    case 1: return below(2) === 0;
    case 2: return [-1, 0, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, NaN, Infinity][below(9)];
    case 3: return randomText();
    case 4: return pick(seeds);
    case 5: return Array.from({ length: below(5) }, () => randomValue(depth + 1));
    default: {
      const o = {};
      for (let i = below(6); i > 0; i--) o[pick(['format', 'version', 'givens', 'cell', 'digit', 'pieces', 'x', randomText()])] = randomValue(depth + 1);
      return o;
    }
  }
}

function randomModel() {
  switch (below(10)) {
    case 0: { const o = { format: pick(formats).name }; o.self = o; return o; }  // a cycle
    case 1: return { format: pick(formats).name, version: 1n };  // BigInt: no JSON
    case 2: { let o = {}; for (let i = 0; i < 5000; i++) o = { a: o }; return o; }  // deep
    case 3: return randomText();  // JSON text, or not
    default: return Object.assign({ format: pick(formats).name }, randomValue(0));
  }
}

const isError = (e) => e && typeof e.code === 'string' && Number.isInteger(e.offset) && typeof e.message === 'string';
const answered = (r, key) => {
  assert.ok(r && typeof r === 'object', 'an object');
  assert.ok(r.error === undefined ? r[key] !== undefined : isError(r.error), `${key} or an error: ${JSON.stringify(r)}`);
};

const startBytes = slugspec.memoryBytes();
for (let i = 0; i < rounds; i++) {
  const input = below(10) === 0 ? Uint8Array.from({ length: below(64) }, () => below(256)) : randomText();
  const o = { profile: below(2) ? 'strict' : 'lenient', link: below(2) === 0 };
  if (below(3) === 0) o.format = pick(formats).name;
  try {
    answered(slugspec.detect(input, o), 'format');
    answered(slugspec.decode(input, o), 'model');
    answered(slugspec.upgrade(input, o), 'slug');
    const v = slugspec.validate(input, o);
    assert.equal(typeof v.valid, 'boolean');
    assert.equal(typeof v.text, 'string');
    answered(slugspec.render(input, { ...o, svg: below(2) === 0 }), 'text');
    answered(slugspec.levelCode(input, below(2) ? o : { ...o, check: randomText() }), 'code');
    answered(slugspec.convert(input, { ...o, to: pick(seeds) }), 'slug');
    const model = randomModel();
    answered(slugspec.encode(model, below(2) ? {} : { format: pick(formats).name, version: pick(seeds) }), 'slug');
  } catch (e) {
    console.error(`round ${i}: input ${JSON.stringify(String(input)).slice(0, 200)}`);
    throw e;
  }
}
// What is not a slug at all is rejected with a code, never read as text,
// and reading it must not throw: a Symbol, a number, an object whose
// toString throws, an object without a prototype, a Proxy that throws on
// every trap, a detached array, a Uint8Array subclass whose species throws.
const trap = () => { throw new Error('trap'); };
const hostile = new Proxy({}, { get: trap, getPrototypeOf: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, has: trap });
const detached = new Uint8Array(8);
structuredClone(detached.buffer, { transfer: [detached.buffer] });
class Sub extends Uint8Array { static get [Symbol.species]() { throw new Error('species'); } }
const notSlugs = [Symbol('x'), 12, 1n, true, { toString: trap }, Object.create(null), hostile, detached, () => 'slug'];
for (const input of notSlugs) {
  for (const f of ['detect', 'decode', 'upgrade', 'validate', 'render', 'levelCode']) {
    const r = slugspec[f](input, {});
    assert.ok(isError(r.error), `${f}(${typeof input}): ${JSON.stringify(r)}`);
    assert.equal(r.error.code, 'BAD_CHARACTER');
    assert.match(r.error.message, /^not a slug/);
  }
  assert.ok(isError(slugspec.convert(input, { to: 'occupancy' }).error));
}
for (const model of [hostile, detached, Symbol('m'), Object.create(null), { toJSON: trap }]) {
  assert.ok(isError(slugspec.encode(model, {}).error), `encode(${typeof model})`);
}
// A subclass is read as its bytes, its own methods never called.
assert.deepEqual(slugspec.decode(new Sub(Buffer.from('UyF2MSbOUA=='))).model, slugspec.decode('UyF2MSbOUA==').model);
// The length limit names the input's real size, not the part the module saw.
const longest = Math.max(...slugspec.formats().map((f) => f.maxInputSize));
const long = slugspec.decode('A'.repeat(2 * longest), { format: formats[0].name });
assert.equal(long.error.code, 'INPUT_TOO_LONG');
assert.match(long.error.message, new RegExp(`^input is ${2 * longest} bytes`));
assert.match(slugspec.validate('\u00e9'.repeat(longest), { format: formats[0].name }).text, new RegExp(`input is ${2 * longest} bytes`));

console.log(`never throws: ${rounds} rounds of all nine functions on random inputs and models; ` +
  `memory ${startBytes} -> ${slugspec.memoryBytes()} bytes`);
