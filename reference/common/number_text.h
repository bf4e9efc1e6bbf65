// Doubles to and from text, independent of the C locale. std::to_chars and
// std::from_chars do this; emscripten 3.1.6's libc++ (the WebAssembly
// build) lacks their floating-point forms, and gets printf and strtod
// instead, which are locale-independent there: nothing in WebAssembly sets a
// locale, so it stays "C".
#ifndef SLUGSPEC_COMMON_NUMBER_TEXT_H_
#define SLUGSPEC_COMMON_NUMBER_TEXT_H_

#include <string>
#include <string_view>

namespace slugspec {

// Appends the shortest text that reads back as `value` (finite).
void AppendShortestDouble(double value, std::string* out);

// Reads all of `text` as a double; false if it is not one number, or out of
// range.
bool ParseDouble(std::string_view text, double* value);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_NUMBER_TEXT_H_
