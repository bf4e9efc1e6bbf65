#include "corpusgen/sudoku/model.h"

#include <algorithm>
#include <utility>

namespace slugspec::corpusgen::sudoku {

Outcome Ok(char version, Givens givens) { return Outcome::Accepted({version, std::move(givens)}); }

Givens Sorted(Givens g) {
  std::sort(g.begin(), g.end(), [](const Given& a, const Given& b) { return a.cell < b.cell; });
  return g;
}

std::string ModelJson(const Decoded& d) {
  std::string out = R"({"format":"sudoku","version":"v)" + std::string(1, d.version) + R"(","givens":[)";
  for (size_t i = 0; i < d.givens.size(); ++i) {
    out += (i ? "," : "") + std::string(R"({"cell":)") + std::to_string(d.givens[i].cell) + R"(,"digit":)" +
           std::to_string(d.givens[i].digit) + "}";
  }
  return out + "]}";
}

std::string Describe(const Decoded& d) {
  std::string s = std::string("v") + d.version + " with " + std::to_string(d.givens.size()) + " givens:";
  for (const Given& g : d.givens) s += " " + std::to_string(g.cell) + "=" + std::to_string(g.digit);
  return s;
}

}  // namespace slugspec::corpusgen::sudoku
