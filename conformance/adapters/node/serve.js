// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// serve(): the session protocol (spec/conformance.md §2, JSON Lines) around
// an existing decoder and encoder, so that wrapping one is about ten lines:
//
//   const { serve, rejection } = require('./serve');
//   serve({
//     name: 'my-player',
//     capabilities: ['sudoku/v0=decode,lenient', 'sudoku/v1=decode,encode,strict'],
//     decode: (slug, { format, profile }) => myDecode(slug),      // the model
//     encode: (model, { format, version }) => myEncode(model),    // the slug
//     levelCode: (slug, { format, profile }) => myCode(slug),     // if the format has level codes
//   });
//
// What the functions may do:
//
// * decode returns the game as the format's model (spec/proto, proto3 JSON
//   mapping; `format` and `version` may be left out: the runner infers them
//   for REQUIRED and judges them only at RECOMMENDED). It rejects by
//   throwing, or by returning null or undefined: a rejection without an
//   error code, which passes REQUIRED and is reported at RECOMMENDED ("no
//   error code given"). To give the code, return rejection(code, offset,
//   message) (the names of spec/errors.md).
// * encode returns the slug, and rejects the same ways; levelCode returns
//   the level code (a string), and rejects the same ways.
// * The functions return their result, not a Promise: an answer that is a
//   Promise is a runtime error of its case.
// * If your implementation produced a state the model cannot hold (a cell
//   81, a piece of no known letter), return it anyway as you read it: the
//   runner then reports a wrong game, which is what it is. Hiding it as a
//   rejection would certify a decoder that opens garbage.
// * A capability string is FORMAT/VERSION=decode,encode,strict,lenient,code,
//   as the runner's --declare; decode without a profile means strict. Declare
//   several versions of one format freely: each request names its format,
//   and decode requests carry no version (the slug says it).
// * The testee receives the slug exactly as the case gives it, not a link:
//   take out your player's link parsing (the fragment after '#', the query's
//   key) and call the part that reads the slug. Decode requests in the
//   lenient profile carry the slug as it arrived damaged (spaces for '+',
//   percent-escapes, line breaks): the lenient profile repairs those.
// * Lists (givens, pieces) may come back in any order: the same game is the
//   REQUIRED judgement, the slug's order only RECOMMENDED.
//
// Only Node's standard library is used. Requests are answered one at a
// time, in order; a function that throws something that is not a rejection
// you meant still only rejects that one case.

const readline = require('readline');

// A registered symbol, so that a module can reject without importing this
// file: {[Symbol.for('slugspec.rejection')]: true, code, offset, message}.
const REJECTION = Symbol.for('slugspec.rejection');

// A registered symbol too: a function that returns or throws
// {[Symbol.for('slugspec.skipped')]: true, reason} does not support the
// request at hand (a version it does not write, a profile it has not): the
// case is skipped, as for a capability not declared, and the role it
// belongs to is INCOMPLETE rather than certified (spec/conformance.md §2).
const SKIPPED = Symbol.for('slugspec.skipped');

function skipped(reason = '') {
  return { [SKIPPED]: true, reason };
}

// A rejection with an error code: code is a name of spec/errors.md, offset
// the byte where the failing check looked.
function rejection(code, offset = 0, message = '') {
  return { [REJECTION]: true, code, offset, message };
}

// The answer's body for a value a function returned or threw.
function rejected(value) {
  if (value && value[REJECTION]) {
    const error = { code: value.code, offset: value.offset };
    if (value.message) error.message = String(value.message);
    return { rejected: error };
  }
  const message = value instanceof Error ? value.message : value == null ? '' : String(value);
  return { rejected: message ? { message } : {} };
}

// `skipped` for the skip sentinel, else `otherwise(value)`.
function skipOr(value, otherwise) {
  if (value != null && (typeof value === 'object' || typeof value === 'function') && value[SKIPPED]) {
    const reason = value.reason == null ? '' : String(value.reason);
    return { skipped: reason || 'the testee skipped the request' };
  }
  return otherwise(value);
}

// A Promise where a result belongs.
const isThenable = (value) => value != null && typeof value.then === 'function';
const NOT_A_PROMISE = (what) =>
  ({ runtimeError: `${what} returned a Promise: the functions must return their result itself` });

// The declared capabilities as a Hello carries them: the strings
// ("sudoku/v1=decode,strict") as `declared`, which the runner reads with
// the very parser of its --declare (one parser, so that a misspelt word is
// refused by both runners alike), and Capability objects as they are.
function declare(capabilities) {
  if (!Array.isArray(capabilities)) throw new Error('capabilities must be an array');
  const declared = [], objects = [];
  for (const c of capabilities) {
    if (typeof c === 'string') declared.push(c);
    else if (c !== null && typeof c === 'object' && !Array.isArray(c)) objects.push(c);
    else throw new Error(`a capability is a string FORMAT/VERSION=WORDS or a Capability object, not ${String(c)}`);
  }
  return { capabilities: objects, declared };
}

// answer(request): the body of the Response to one Request, from the
// testee's functions. serve() gives it to the session; the npm runner
// (conformance/js) calls it in process, so that a module gets the very same
// answers either way.
// The runner sends only what the Hello declares (it judges nothing else):
// a request is answered by the function it names, or skipped when the
// codec has none.
function answerer({ decode, encode, levelCode }) {
  const answer = (request) => {
    if (request.decode) {
      const { format, slug = '', profile } = request.decode;
      if (typeof decode !== 'function') {
        return { skipped: `no ${profile} decoder of ${format}` };
      }
      let model;
      try {
        model = decode(slug, { format, profile });
      } catch (e) {
        return skipOr(e, rejected);
      }
      if (model == null || model[REJECTION] || model[SKIPPED]) return skipOr(model, rejected);
      if (isThenable(model)) return NOT_A_PROMISE('decode');
      return { decoded: { [format]: model } };
    }
    if (request.encode) {
      const { format } = request.encode;
      const requested = request.encode.version;
      if (typeof encode !== 'function') {
        return { skipped: `no ${format} ${requested || ''} encoder` };
      }
      let slug;
      try {
        slug = encode(request.encode[format], { format, version: requested });
      } catch (e) {
        return skipOr(e, rejected);
      }
      if (slug != null && slug[SKIPPED]) return skipOr(slug, rejected);
      if (isThenable(slug)) return NOT_A_PROMISE('encode');
      if (typeof slug !== 'string') return rejected(slug);
      return { slug };
    }
    if (request.levelCode) {
      const { format, slug = '', profile } = request.levelCode;
      if (typeof levelCode !== 'function') {
        return { skipped: `no ${format} level codes` };
      }
      let code;
      try {
        code = levelCode(slug, { format, profile });
      } catch (e) {
        return skipOr(e, rejected);
      }
      if (code != null && code[SKIPPED]) return skipOr(code, rejected);
      if (isThenable(code)) return NOT_A_PROMISE('levelCode');
      if (typeof code !== 'string') return rejected(code);
      return { levelCode: code };
    }
    return { runtimeError: 'a request with no decode, encode or levelCode' };
  };
  return answer;
}

function serve({ name, version = '0.0.0', capabilities, decode, encode, levelCode }) {
  const answer = answerer({ decode, encode, levelCode });
  session({ name, version, framing: 'JSON_LINES', ...declare(capabilities), maxInFlight: 16 }, answer);
}

// The Response to one Request line: its id echoed untouched (uint64 ids
// travel as JSON strings in proto3 JSON, never turned into imprecise
// JavaScript numbers) and answer(request)'s body. A line that is no JSON,
// or an answer that throws, is a runtime error of that request alone.
function respond(answer, line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return { id: '0', runtimeError: `not a JSON request: ${e.message}` };
  }
  const id = request && request.id != null ? String(request.id) : '0';
  try {
    return { id, ...answer(request) };
  } catch (e) {
    return { id, runtimeError: String((e && e.stack) || e) };
  }
}

// respond() as one JSON line (without its line break). An answer JSON
// cannot hold (a BigInt, a cycle) is a runtime error of its request, as
// anything else the testee's functions do wrong.
function respondLine(answer, line) {
  const response = respond(answer, line);
  try {
    return JSON.stringify(response);
  } catch (e) {
    return JSON.stringify({ id: response.id, runtimeError: `the answer is no JSON: ${e && e.message}` });
  }
}

// The session itself: the handshake answered with `hello`, then one
// Response per Request line, `answer(request)` giving its body. A line that
// is no JSON, or an answer that throws, is a runtime error of that request
// alone, never the end of the session.
function session(hello, answer) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const send = (message) => process.stdout.write(JSON.stringify(message) + '\n');
  let handshaken = false;
  lines.on('line', (line) => {
    if (!handshaken) {
      handshaken = true;
      try {
        const handshake = JSON.parse(line);
        if (handshake.protocolVersion !== 1) {
          process.stderr.write(`warning: protocol version ${handshake.protocolVersion}, this testee speaks 1\n`);
        }
      } catch (e) {
        process.stderr.write(`warning: the handshake is not JSON: ${e.message}\n`);
      }
      send(hello);
      return;
    }
    if (line.trim() === '') return;
    process.stdout.write(respondLine(answer, line) + '\n');
  });
  // When standard input ends, readline ends and so does the process, with
  // status 0, once the last answer is written. The runner does not wait for
  // that: once it has every answer it needs, it kills the testee.
}

module.exports = { serve, session, answerer, respond, respondLine, rejection, skipped, declare };
