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
