// JSON string and string-array literals for the vector lines.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_JSON_QUOTE_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_JSON_QUOTE_H_

#include <string>
#include <string_view>
#include <vector>

namespace slugspec::corpusgen {

// `s` as a JSON string. UTF-8 passes through unchanged; FinishVectorLine
// checks that every line parses back to the same bytes.
std::string Quote(std::string_view s);

// A JSON array of strings.
std::string QuoteList(const std::vector<std::string>& items);

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_JSON_QUOTE_H_
