// Base64 with the standard alphabet (RFC 4648 §4), as slugs use it. Decoding
// follows the checks every base64 slug format shares (e.g. spec/sudoku.md §4):
// the hard ones return an error; the canonical ones (missing padding, non-zero
// unused bits) are noted in `findings`, which strict decoders report and
// lenient decoders ignore, exactly as the WHATWG forgiving-base64 decoder of
// browsers does.
#ifndef SLUGSPEC_COMMON_BASE64_H_
#define SLUGSPEC_COMMON_BASE64_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "common/status.h"

namespace slugspec {

// The value of a base64 character, or -1.
int Base64Value(unsigned char c);

// Decodes `text` into `bytes` (replaced). Offsets in errors and findings are
// indexes into `text`. Character k carries bits [6k, 6k+6) of the bytes.
Status DecodeBase64(std::string_view text, std::string* bytes, CanonicalFindings* findings);

// The canonical encoding: standard alphabet, '=' padding.
std::string EncodeBase64(std::string_view bytes);

// The index of the base64 character that carries bit `bit` of the decoded bytes.
inline uint32_t Base64CharOfBit(uint64_t bit) { return static_cast<uint32_t>(bit / 6); }

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_BASE64_H_
