// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// Rejections, as spec/errors.md defines them: a code that never changes
// meaning, the byte offset where the failing check looked, and a message that
// is only for people (the conformance runner never compares it).
//
// The decoders below throw a SlugError at the first check that fails, which
// keeps every check a single line; `capture` turns the throw back into the
// plain {error} value the codec modules return.

class SlugError extends Error {
  constructor(code, offset, message) {
    super(message);
    this.code = code;
    this.offset = offset;
  }
}

function fail(code, offset, message) {
  throw new SlugError(code, offset, message);
}

// Runs `fn` and returns its value, or {error: {code, offset, message}} if it
// rejected. Anything else that is thrown is a bug and is left to the caller
// (the testee answers it as a runtime error).
function capture(fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof SlugError) return { error: { code: e.code, offset: e.offset, message: e.message } };
    throw e;
  }
}

// Canonical checks (spec/README.md §2) do not stop a strict decoder: it
// remembers the failure with the lowest offset and reports it only when every
// other check has passed, so a spelling complaint never hides a real error.
// Checks must be noted in the order the format lists them, so that on a tie
// of offsets the first one noted is the check listed first.
class CanonicalFindings {
  constructor() {
    this.first = null;
  }
  note(code, offset, message) {
    if (this.first === null || offset < this.first.offset) this.first = { code, offset, message };
  }
  // Called once every other check has passed.
  report() {
    if (this.first !== null) fail(this.first.code, this.first.offset, this.first.message);
  }
}

module.exports = { SlugError, fail, capture, CanonicalFindings };
