// The JSON object inside a v0 slug, once uncrushed (spec/pentomino.md §4,
// [PEN-V0-3]). The v0 app read it with JavaScript's JSON.parse, so this
// reader does not take the proto3 JSON mapping's liberties (registry/json.h):
// a number is a JSON number, never a string holding one; `2.0` and `2e0` are
// the integer 2; an integer too large for 64 bits is still an integer (it
// becomes the nearest int64, which [PEN-V0-5] then finds out of range); and
// no key appears twice in one object.
#ifndef SLUGSPEC_PENTOMINO_V0_JSON_H_
#define SLUGSPEC_PENTOMINO_V0_JSON_H_

#include <string>
#include <string_view>

#include "common/status.h"
#include "slugspec/pentomino.pb.h"

namespace slugspec::pentomino::internal {

// Reads `text` into `json` (cleared first): its syntax and value types only;
// which keys a v0 object must have is the caller's check. `names_g`: the key
// g was there (g may be empty, not absent; the other keys have presence in
// V0Json). On failure, BAD_JSON at 0 (the text is decompressed: it has no
// place in the slug) with the explanation.
Status ReadV0Json(std::string_view text, V0Json* json, bool* names_g);

}  // namespace slugspec::pentomino::internal

#endif  // SLUGSPEC_PENTOMINO_V0_JSON_H_
