#include "corpusgen/common/received_text.h"

#include "corpusgen/common/chars.h"

namespace slugspec::corpusgen {

Text Received(std::string_view input) {
  Text t;
  t.input_size = Len(input);
  for (size_t i = 0; i < input.size(); ++i) t.Push(input[i], static_cast<uint32_t>(i));
  return t;
}

Text PercentDecodeOnce(const Text& in) {
  Text out;
  out.input_size = in.input_size;
  const std::string& s = in.chars;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '%' && i + 2 < s.size() && HexValue(s[i + 1]) >= 0 && HexValue(s[i + 2]) >= 0) {
      out.Push(static_cast<char>(HexValue(s[i + 1]) * 16 + HexValue(s[i + 2])), in.origin[i]);
      i += 3;
    } else {
      out.Push(s[i], in.origin[i]);
      ++i;
    }
  }
  return out;
}

Text Without(const Text& in, std::string_view drop) {
  Text kept;
  kept.input_size = in.input_size;
  for (size_t i = 0; i < in.chars.size(); ++i) {
    if (!In(in.chars[i], drop)) kept.Push(in.chars[i], in.origin[i]);
  }
  return kept;
}

Text Slice(const Text& in, size_t begin, size_t end) {
  Text part;
  part.input_size = in.input_size;
  for (size_t i = begin; i < end; ++i) part.Push(in.chars[i], in.origin[i]);
  return part;
}

}  // namespace slugspec::corpusgen
