#include "corpusgen/common/vector_ids.h"

#include <algorithm>
#include <cstdio>

#include "corpusgen/common/chars.h"

namespace slugspec::corpusgen {

bool ValidId(std::string_view id, std::string_view format, std::string_view punctuation) {
  if (id.size() <= format.size() || id.substr(0, format.size()) != format || id[format.size()] != '/') return false;
  if (id.back() == '/' || id.back() == '-') return false;
  return std::all_of(id.begin(), id.end(),
                     [&](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || In(c, punctuation); });
}

std::string IdRule(std::string_view format, std::string_view punctuation) {
  std::string rule = "ids are " + std::string(format) + "/ then lowercase letters, digits";
  for (size_t i = 0; i < punctuation.size(); ++i) {
    rule += (i + 1 == punctuation.size() ? " and '" : ", '") + std::string(1, punctuation[i]) + "'";
  }
  return rule;
}

std::string Index(uint32_t i) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%03u", i);
  return buf;
}

}  // namespace slugspec::corpusgen
