// SPDX-License-Identifier: CC0-1.0 (public domain: copy it into your player, no notice to keep)
'use strict';
// The transport layer shared by both formats: the slug as bytes, and the
// lenient repairs of transit damage.
//
// Offsets in rejections are byte offsets into the input *as received*, also
// after lenient repairs have removed or merged characters (spec/README.md
// §1). So a Text keeps, for every byte it holds, the offset of the input byte
// it came from; repairs build new Texts that carry those offsets along.

class Text {
  constructor(bytes, from, inputLength) {
    this.bytes = bytes; // array of byte values 0..255
    this.from = from; // from[i]: offset in the input of bytes[i]
    this.inputLength = inputLength;
  }

  // Works on UTF-8 bytes, not JavaScript characters: limits and offsets are
  // counted in bytes, and a non-ASCII character is several of them.
  static of(slug) {
    const bytes = Array.from(Buffer.from(slug, 'utf8'));
    return new Text(bytes, bytes.map((_, i) => i), bytes.length);
  }

  get length() {
    return this.bytes.length;
  }

  // The input offset to report for byte i; past the end it is the input's
  // length, which is where "the input ends too early" is reported.
  offset(i) {
    return i < this.bytes.length ? this.from[i] : this.inputLength;
  }

  startsWith(prefix) {
    for (let i = 0; i < prefix.length; i++) if (this.bytes[i] !== prefix.charCodeAt(i)) return false;
    return true;
  }

  // A Text of the bytes for which keep(byte) is true.
  filter(keep) {
    const bytes = [];
    const from = [];
    this.bytes.forEach((b, i) => {
      if (keep(b)) {
        bytes.push(b);
        from.push(this.from[i]);
      }
    });
    return new Text(bytes, from, this.inputLength);
  }

  // The same bytes, each replaced by replace(byte).
  map(replace) {
    return new Text(this.bytes.map(replace), this.from, this.inputLength);
  }

  slice(start, end) {
    return new Text(this.bytes.slice(start, end), this.from.slice(start, end), this.inputLength);
  }
}

const HEX = /^[0-9A-Fa-f]{2}$/;

// One pass of percent-decoding: every '%' followed by two hexadecimal digits
// (either case) becomes the byte they name, reported at the '%'. Anything
// else, including a '%' without two digits after it, is left alone for the
// format's checks to reject.
function percentDecodeOnce(text) {
  const bytes = [];
  const from = [];
  const b = text.bytes;
  for (let i = 0; i < b.length; i++) {
    const hex = i + 2 < b.length ? String.fromCharCode(b[i + 1], b[i + 2]) : '';
    if (b[i] === 0x25 && HEX.test(hex)) {
      bytes.push(parseInt(hex, 16));
      from.push(text.from[i]);
      i += 2;
    } else {
      bytes.push(b[i]);
      from.push(text.from[i]);
    }
  }
  return new Text(bytes, from, text.inputLength);
}

// Both formats undo escaping at most twice: once is a link escaped for a
// query string, twice a link escaped again by a tool that did not know;
// a third level is not repaired.
function percentDecodeTwice(text) {
  return percentDecodeOnce(percentDecodeOnce(text));
}

// TAB, LF, FF and CR: what mail and chat insert when they wrap a link.
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
function removeLineBreaks(text) {
  return text.filter((b) => !LINE_BREAKS.has(b));
}

// Punctuation that a link quoted in a sentence picks up at its ends. No slug
// of either format ends with one of these characters, and none begins with
// one except pentomino v0 slugs, which begin "('" (see keepStart below).
const PROSE_OPENERS = new Set(Array.from('([{<"\'`', (c) => c.charCodeAt(0)));
const PROSE_CLOSERS = new Set(Array.from('.,;:!?)]}>"\'`', (c) => c.charCodeAt(0)));

// Removes prose punctuation from both ends, one character at a time.
// keepStart(text, i) may protect a leading character that belongs to the slug
// (pentomino v0 slugs begin with "('").
function trimProse(text, keepStart = () => false) {
  let start = 0;
  let end = text.length;
  while (start < end && PROSE_OPENERS.has(text.bytes[start]) && !keepStart(text, start)) start++;
  while (end > start && PROSE_CLOSERS.has(text.bytes[end - 1])) end--;
  return text.slice(start, end);
}

module.exports = { Text, percentDecodeTwice, removeLineBreaks, trimProse };
