#include "corpusgen/common/vector_line.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include <google/protobuf/util/json_util.h>

#include "slugspec/corpus.pb.h"

namespace slugspec::corpusgen {

void AddUnique(std::vector<std::string>* list, const std::string& item) {
  if (!item.empty() && std::find(list->begin(), list->end(), item) == list->end()) list->push_back(item);
}

std::string JudgedFields(const std::vector<std::string>& strict_versions,
                         const std::vector<std::string>& lenient_versions, bool strict_accepts, ErrorCode strict_code,
                         bool lenient_accepts, ErrorCode lenient_code) {
  auto list = [](const std::vector<std::string>& versions) {
    std::string s = "[";
    for (const std::string& v : versions) s += (s.size() > 1 ? "," : "") + Quote(v);
    return s + "]";
  };
  auto level = [](bool required) { return required ? "\"REQUIRED\"" : "\"RECOMMENDED\""; };
  std::string fields;
  if (!strict_versions.empty()) fields += ",\"syntax_versions\":" + list(strict_versions);
  if (!lenient_versions.empty()) fields += ",\"lenient_syntax_versions\":" + list(lenient_versions);
  fields += std::string(",\"strict_level\":") + level(strict_accepts || strict_code != INPUT_TOO_LONG);
  fields +=
      std::string(",\"lenient_level\":") + level(lenient_accepts ? strict_accepts : lenient_code != INPUT_TOO_LONG);
  return fields;
}

std::string FinishVectorLine(std::string line, const std::string& id, const std::string& slug,
                             const std::vector<std::string>& flags, const std::vector<std::string>& requirements,
                             const std::string& comment) {
  if (!flags.empty()) line += ",\"flags\":" + QuoteList(flags);
  line += ",\"requirements\":" + QuoteList(requirements);
  if (!comment.empty()) line += ",\"comment\":" + Quote(comment);
  line += "}";
  slugspec::corpus::Vector v;
  const auto status = google::protobuf::util::JsonStringToMessage(line, &v);
  const std::string why = !status.ok()                       ? "line is not a Vector: " + status.ToString()
                          : v.slug() != slug || v.id() != id ? "slug does not survive JSON"
                                                             : "";
  if (!why.empty()) {
    std::cerr << id << ": " << why << '\n';
    std::exit(1);
  }
  return line;
}

}  // namespace slugspec::corpusgen
