#!/usr/bin/env node
'use strict';
// The npm package as a conformance testee (spec/conformance.md §2), so that
// the runner certifies what JavaScript users get, on every capability the
// native reference testee declares:
//
//   slugspec-conformance -- node reference/js/test/testee.cjs PACKAGE_DIR [ENTRY]
//
// PACKAGE_DIR is the package as installed (node_modules/slugspec, from the
// `npm pack` tarball) or reference/js itself after `npm run build`. The
// protocol's plumbing is the Node adapter's (conformance/adapters/node/
// serve.js); every answer is the package's.
const path = require('node:path');
const { session } = require('../../../conformance/adapters/node/serve');

const packageDir = path.resolve(process.argv[2] || path.join(__dirname, '..'));
// ENTRY, a format's own entry point ("sudoku": slugspec/sudoku, its own
// WebAssembly module), resolved through the package's exports as a user's
// require is: PACKAGE_DIR must then be an installed package.
const entry = process.argv[3];
const slugspec = entry
  ? require(require.resolve(`slugspec/${entry}`, { paths: [path.dirname(path.dirname(packageDir))] }))
  : require(packageDir);

// Every format and version the package knows, decoding and encoding in both
// profiles, and level codes where the format has them: what the reference
// testee declares (conformance/protocol/capabilities.h).
const capabilities = [];
for (const f of slugspec.formats()) {
  for (const version of f.versions) {
    capabilities.push({
      format: f.name, version, decodes: true, encodes: true, strict: true, lenient: true, levelCodes: f.levelCodes,
    });
  }
}
const HELLO = {
  name: 'slugspec (npm package, WebAssembly)',
  version: require(path.join(packageDir, 'package.json')).version,
  framing: 'JSON_LINES',
  capabilities,
  maxInFlight: 64,
};

// The package's answer, as the protocol words it.
function reply(result, accepted) {
  return result.error ? { rejected: result.error } : accepted(result);
}

session(HELLO, (request) => {
  if (request.decode) {
    const { format, slug = '', profile } = request.decode;
    return reply(slugspec.decode(slug, { format, profile }), (r) => ({ decoded: { [format]: r.model } }));
  }
  if (request.encode) {
    const { format, version } = request.encode;
    const model = request.encode[format];
    if (model == null) return { rejected: { code: 'BAD_MODEL', offset: 0, message: `no ${format} model` } };
    return reply(slugspec.encode(model, { format, version: version || undefined }), (r) => ({ slug: r.slug }));
  }
  if (request.levelCode) {
    const { format, slug = '', profile } = request.levelCode;
    return reply(slugspec.levelCode(slug, { format, profile }), (r) => ({ levelCode: r.code }));
  }
  return { runtimeError: 'a request with no decode, encode or levelCode' };
});
