// JSONCrush 1.1.8 (npm "jsoncrush"), both directions, as pentomino v0 links
// use it (spec/pentomino.md, v0): the board JSON is crushed, then written with
// encodeURIComponent. This is a clean-room implementation written from the
// algorithm; it reproduces the package's output byte for byte, including its
// quirks (the golden vectors in testdata/ come from the real package).
//
// JSONCrush works on JavaScript strings, i.e. UTF-16 code units. Here text is
// UTF-8 at the interface and UTF-16 inside, so that every JavaScript string
// operation (substring search, the position of the last character, which
// replacement characters are free) means exactly what it means in JavaScript.
#ifndef SLUGSPEC_PENTOMINO_JSONCRUSH_H_
#define SLUGSPEC_PENTOMINO_JSONCRUSH_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "common/status.h"

namespace slugspec::pentomino::jsoncrush {

// The package's default, and what every v0 link was written with.
inline constexpr int kDefaultMaxSubstringLength = 50;

// What JSONCrush.crush(json, max_substring_length) returns, as UTF-8, before
// encodeURIComponent. `json_utf8` should be valid UTF-8; an invalid sequence
// is read as U+FFFD, as Node's UTF-8 decoder reads it. Time grows with the
// input's length times max_substring_length times the number of replacement
// characters used (at most 222); 64 KiB of JSON takes 0.1 to 0.5 s in an
// optimised build.
std::string Crush(std::string_view json_utf8, int max_substring_length = kDefaultMaxSubstringLength);

// What JSONCrush.uncrush(crushed) returns, for `crushed_utf8` the crushed text
// after percent-decoding. Like the package it accepts any string (it never
// fails on garbage: a missing separator, an unknown replacement character or
// a missing final '_' all have a defined, if useless, result). A result that
// JavaScript would hold with unpaired surrogates is written with U+FFFD in
// their place, as Node writes such a string out as UTF-8.
//
// Two failures the package does not have:
//  * BAD_CHARACTER at the offending byte when `crushed_utf8` is not UTF-8
//    (at the input's length when it ends inside a sequence);
//  * LIMIT_EXCEEDED at offset 0 when an expansion step would produce more
//    than `max_output_bytes` UTF-16 code units, or the output would be longer
//    than `max_output_bytes` bytes. Each step's size is computed before its
//    text is built, so expansion never makes the text longer than the limit (in
//    code units; the final unswap can double it before the output's length
//    is checked). So the limit can trip on an output that would fit: when
//    an intermediate text is longer than the output. For the crush of a v0
//    board that never happens (crush's swap shortens such JSON); it can when
//    the JSON has '!' or '~' (the swap turns each into two characters)
//    or characters that encodeURIComponent escapes.
// Time: the input's length plus, for each replacement character that occurs
// in the text, one pass over the text (at most max_output_bytes code units).
// Real links have at most 222 replacement characters; garbage can have as
// many as it has distinct characters.
Status Uncrush(std::string_view crushed_utf8, size_t max_output_bytes, std::string* json);

// JavaScript's encodeURIComponent on UTF-8 text: every byte except
// A-Z a-z 0-9 - _ . ! ~ * ' ( ) becomes %XX (upper-case hex). (JavaScript
// throws on unpaired surrogates; bytes that are not UTF-8 are escaped as they
// are.)
std::string EncodeUriComponent(std::string_view utf8);

// JavaScript's decodeURIComponent: every %XX is decoded (reserved characters
// included), and escapes of bytes 0x80 and above must together spell UTF-8.
// Characters that are not part of an escape are copied as they are. On
// failure (where JavaScript throws URIError) returns BAD_CHARACTER at the '%'
// of the faulty escape, or at the character where a continuation escape was
// due, or at the input's length when the input ends too early.
Status DecodeUriComponent(std::string_view text, std::string* out);

}  // namespace slugspec::pentomino::jsoncrush

#endif  // SLUGSPEC_PENTOMINO_JSONCRUSH_H_
