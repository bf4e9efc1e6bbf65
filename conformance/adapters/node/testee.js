#!/usr/bin/env node
// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// A slugspec conformance testee (spec/conformance.md §2): the session
// protocol over standard input and output, in JSON Lines framing.
//
//   runner -> testee   {"protocolVersion":1,"runner":"..."}        Handshake
//   testee -> runner   {"name":...,"capabilities":[...],...}        Hello
//   runner -> testee   {"id":"7","decode":{"format":"sudoku","slug":"...","profile":"strict"}}
//   testee -> runner   {"id":"7","decoded":{"sudoku":{...}}}       one Response per Request, in order
//
// To certify your own player, replace the entries of CODECS with modules that
// export the same six things: format, version, allVersions, lenient, decode
// and encode (see README.md). This file needs no other change unless your
// player does not encode: then set `encodes` to false in HELLO.

const CODECS = {
  sudoku: require('./sudoku'),
  pentomino: require('./pentomino'),
  tetris: require('./tetris'),
};

const HELLO = {
  name: 'slugspec-node-example',
  version: '0.1.0',
  framing: 'JSON_LINES',
  capabilities: Object.values(CODECS).map((codec) => ({
    format: codec.format,
    version: codec.version,
    decodes: true,
    encodes: true,
    strict: true,
    lenient: codec.lenient,
  })),
  // Every answer is computed as soon as its request arrives, so the runner
  // may keep many requests in flight.
  maxInFlight: 64,
};

function answer(request) {
  // uint64 ids travel as JSON strings in proto3 JSON; they are echoed back
  // untouched, never turned into (imprecise) JavaScript numbers.
  const id = request.id == null ? '0' : String(request.id);
  if (request.decode) return { id, ...decodeAnswer(request.decode) };
  if (request.encode) return { id, ...encodeAnswer(request.encode) };
  return { id, runtimeError: 'a request with neither decode nor encode' };
}

function decodeAnswer({ format, slug = '', profile }) {
  const codec = CODECS[format];
  if (!codec) return { skipped: `this testee does not decode "${format}"` };
  if (profile !== 'strict' && !(profile === 'lenient' && codec.lenient)) {
    return { skipped: `this testee has no ${profile} profile for ${format}` };
  }
  const result = codec.decode(slug, profile);
  if (result.error) return { rejected: result.error };
  return { decoded: { [format]: result.model } };
}

function encodeAnswer(request) {
  const { format } = request;
  const codec = CODECS[format];
  if (!codec) return { skipped: `this testee does not encode "${format}"` };
  const model = request[format];
  if (model == null) return { rejected: { code: 'BAD_MODEL', offset: 0, message: `the request carries no ${format} model` } };
  // The version asked for, else the model's, else the one this codec writes.
  const version = request.version || (typeof model.version === 'string' && model.version) || codec.version;
  if (version !== codec.version && codec.allVersions.includes(version)) {
    return { skipped: `this testee encodes only ${format} ${codec.version}` };
  }
  const result = codec.encode(model, version);
  return result.error ? { rejected: result.error } : { slug: result.slug };
}

function main() {
  // The protocol's plumbing (handshake, one answer per line, errors of one
  // request kept to it) is serve.js's.
  require('./serve').session(HELLO, (request) => {
    const { id, ...body } = answer(request);
    return body;
  });
}

if (require.main === module) main();

module.exports = { answer, HELLO };
