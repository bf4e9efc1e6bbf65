// The input as both oracles read it: the characters the checks see, each with
// its offset in the input as received (spec/README.md: offsets always refer to
// the input as received), and the steps of the lenient repairs that both
// formats' specs share in mechanics: percent-decoding, dropping characters,
// trimming the ends. Which characters each step touches is the format's.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_RECEIVED_TEXT_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_RECEIVED_TEXT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen {

struct Text {
  std::string chars;
  std::vector<uint32_t> origin;
  uint32_t input_size = 0;
  // Past the end: the input's length, where "the input ends too early" is reported.
  uint32_t At(size_t i) const { return i < chars.size() ? origin[i] : input_size; }
  void Push(char c, uint32_t from) {
    chars += c;
    origin.push_back(from);
  }
};

// The input unchanged: character i comes from offset i.
Text Received(std::string_view input);

// One round of percent-decoding. A byte made from an escape comes from the '%'.
Text PercentDecodeOnce(const Text& in);

// `in` without the characters in `drop`.
Text Without(const Text& in, std::string_view drop);

// Characters [begin, end) of `in`, keeping their origins.
Text Slice(const Text& in, size_t begin, size_t end);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_RECEIVED_TEXT_H_
