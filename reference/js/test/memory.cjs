'use strict';
// node memory.cjs PACKAGE_DIR [CALLS]
// The WebAssembly instance's memory stays bounded over a million calls:
// after a first round of every kind of call (which may grow it once to what
// the largest answer needs), CALLS more of them, accepted and rejected
// inputs alike, leave it exactly the size it was.
const assert = require('node:assert/strict');
const slugspec = require(require('node:path').resolve(process.argv[2]));
const calls = Number(process.argv[3] || 1000000);

// Inputs of every format and both outcomes, from the package itself: each
// format's name and a few bytes of noise, and a long input, over the limit.
const formats = slugspec.formats();
const inputs = [''.padEnd(5000, 'A'), '\u00ff\u0000', 'https://example.org/#/x'];
for (const f of formats) inputs.push(f.name, f.name.slice(0, 3) + '1_' + 'abc', f.name + 'zz==');
const round = (n) => {
  for (let i = 0; i < n; i++) {
    const input = inputs[i % inputs.length];
    const r = slugspec.decode(input, { profile: i % 2 ? 'strict' : 'lenient' });
    assert.ok(r.model !== undefined || r.error !== undefined);
    if (i % 97 === 0) slugspec.validate(input);
    if (i % 89 === 0) slugspec.render(input, { svg: true });
    if (i % 83 === 0) slugspec.encode({ format: formats[i % formats.length].name });
  }
};
round(10000);
const before = slugspec.memoryBytes();
const t0 = process.hrtime.bigint();
round(calls);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const after = slugspec.memoryBytes();
assert.equal(after, before, `memory grew from ${before} to ${after} bytes over ${calls} calls`);
console.log(`memory: ${calls} calls in ${seconds.toFixed(1)} s, the module's memory stayed ${before} bytes`);
