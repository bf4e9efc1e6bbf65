#include "corpusgen/common/transit_repairs.h"

#include "corpusgen/common/chars.h"

namespace slugspec::corpusgen {
namespace {

Text TrimSpaces(const Text& t) {
  size_t begin = 0, end = t.chars.size();
  while (begin < end && t.chars[begin] == ' ') ++begin;
  while (end > begin && t.chars[end - 1] == ' ') --end;
  return Slice(t, begin, end);
}

}  // namespace

Text LenientTransitRepairs(std::string_view input, size_t fold_from) {
  const Text spaced = TrimSpaces(Received(input));
  // A second round of decoding over text without escapes changes nothing.
  const Text kept = Without(PercentDecodeOnce(PercentDecodeOnce(spaced)), "\t\n\f\r");
  size_t begin = 0, end = kept.chars.size();
  while (begin < end && In(kept.chars[begin], "([{<\"'`")) ++begin;
  while (end > begin && In(kept.chars[end - 1], ".,;:!?)]}>\"'`")) --end;
  Text t = TrimSpaces(Slice(kept, begin, end));
  for (size_t i = fold_from; i < t.chars.size(); ++i) {
    char& c = t.chars[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return t;
}

}  // namespace slugspec::corpusgen
