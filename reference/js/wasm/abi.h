// How reference/js/src/api.js calls the WebAssembly module (exports.cc): the
// verbs' numbers and the request flags, written once. exports.cc switches on
// them; slugspec-tsgen writes them into the wire schema's JSON
// (wire_schema.h), from which api.js takes them at build time, so that the
// two sides of the call cannot drift apart.
#ifndef SLUGSPEC_JS_WASM_ABI_H_
#define SLUGSPEC_JS_WASM_ABI_H_

#include <string_view>

namespace slugspec::wasm {

enum Verb : int {
  kFormats = 0,
  kDecode = 1,
  kEncode = 2,
  kUpgrade = 3,
  kValidate = 4,
  kRender = 5,
  kLevelCode = 6,
  kConvert = 7,
  kDetect = 8,
};

// Request flags.
inline constexpr int kLenient = 1;  // the lenient profile (else strict)
inline constexpr int kLink = 2;     // the input may be a whole link
inline constexpr int kSvg = 4;      // render: the picture too
inline constexpr int kCheck = 8;    // levelCode: `extra` is a written code to check

// The names api.js knows them by.
struct AbiName {
  std::string_view name;
  int value;
};
inline constexpr AbiName kVerbNames[] = {
    {"formats", kFormats},     {"decode", kDecode},     {"encode", kEncode},
    {"upgrade", kUpgrade},     {"validate", kValidate}, {"render", kRender},
    {"levelCode", kLevelCode}, {"convert", kConvert},   {"detect", kDetect},
};
inline constexpr AbiName kFlagNames[] = {
    {"lenient", kLenient},
    {"link", kLink},
    {"svg", kSvg},
    {"check", kCheck},
};

}  // namespace slugspec::wasm

#endif  // SLUGSPEC_JS_WASM_ABI_H_
