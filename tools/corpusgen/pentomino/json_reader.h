// A minimal RFC 8259 JSON reader for the oracle's v0 checks ([PEN-V0-3]): a
// document is read whole or not at all; strings stay escaped, as they are
// only compared, never shown.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_JSON_READER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_JSON_READER_H_

#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen::pentomino {

struct Json {
  enum Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = kNull;
  std::string text;  // string value, the number's token, or "true" / "false"
  std::vector<Json> items;
  // An object's members, as two lists: a pair holding a Json inside Json
  // needs the type complete, which libstdc++ checks under clang.
  std::vector<std::string> keys;
  std::vector<Json> values;
};

// Reads `text`, a JSON value with nothing but white space around it, into
// `out`; false when it is no such value.
bool ReadJson(std::string_view text, Json* out);

}  // namespace slugspec::corpusgen::pentomino

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_PENTOMINO_JSON_READER_H_
