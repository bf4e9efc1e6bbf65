// UTF-8 and UTF-16 for JSONCrush (jsoncrush.h): JSONCrush works on
// JavaScript strings, so the codec turns UTF-8 into UTF-16 code units and back
// exactly as a browser does. Shared by the crushing and the URI-component
// code in jsoncrush.cc; not part of the library's interface.
#ifndef SLUGSPEC_PENTOMINO_JSONCRUSH_TEXT_H_
#define SLUGSPEC_PENTOMINO_JSONCRUSH_TEXT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "common/status.h"

namespace slugspec::pentomino::jsoncrush::text {

using Units = std::u16string;
using UnitsView = std::u16string_view;

inline uint8_t ByteAt(std::string_view s, size_t i) { return static_cast<uint8_t>(s[i]); }

// What a lead byte promises (Unicode Table 3-7, well-formed UTF-8): the
// length of its sequence (0: it cannot start one) and the range its second
// byte must be in, which is what excludes overlong forms, surrogates and code
// points above U+10FFFF.
struct Lead {
  int length;
  uint8_t second_min;
  uint8_t second_max;
};
Lead ClassifyLead(uint8_t b);
// Whether `b` may be byte `index` (1..3) of a sequence that `lead` starts.
bool ContinuationFits(const Lead& lead, int index, uint8_t b);

inline bool IsHighSurrogate(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
inline bool IsLowSurrogate(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

// Well-formed UTF-8 into code units; a rejection names the first bad byte.
Status DecodeUtf8Strict(std::string_view s, Units* out);
// Any bytes into code units, each ill-formed sequence as U+FFFD (TextDecoder).
Units DecodeUtf8Lossy(std::string_view s);
// The number of code units of the code point at `i` (JavaScript's for..of
// step): 2 for a surrogate pair, otherwise 1, unpaired surrogates included.
size_t CodePointUnits(UnitsView s, size_t i);
// Code units into UTF-8, an unpaired surrogate as U+FFFD (TextEncoder).
std::string EncodeUtf8(UnitsView s);

// What encodeURIComponent leaves as it is: ASCII letters, digits and
// - _ . ! ~ * ' ( ).
inline bool IsUriUnreserved(char32_t c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
         std::u16string_view(u"-_.!~*'()").find(static_cast<char16_t>(c)) != std::u16string_view::npos;
}

}  // namespace slugspec::pentomino::jsoncrush::text

#endif  // SLUGSPEC_PENTOMINO_JSONCRUSH_TEXT_H_
