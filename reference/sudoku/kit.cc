// The sudoku format's kit for the harnesses (kit/format_kit.h).
#include <functional>
#include <utility>

#include "generators/generators.h"
#include "sudoku/generators.h"
#include "kit/format_kit.h"
#include "sudoku/sudoku.h"

namespace slugspec {
namespace sudoku {
const Format& TheFormat();  // format.cc
}  // namespace sudoku

namespace {

using google::protobuf::Message;

class SudokuKitImpl final : public FormatKit {
 public:
  const Format& format() const override { return sudoku::TheFormat(); }

  std::unique_ptr<Message> GenerateModel(std::string_view version, uint64_t seed) const override {
    if (!sudoku::ParseVersion(version)) return nullptr;
    auto p = std::make_unique<sudoku::Puzzle>(generators::Sample(generators::GenPuzzle(), seed));
    p->set_format(std::string(sudoku::kFormatName));
    p->set_version(std::string(version));
    return p;
  }

  // The property tests' edit characters, but for the bytes above 0x7F that
  // they also try: slugs travel as text, so those are left to the fuzzers.
  std::string EditCharacters() const override {
    std::string ascii;
    for (const char c : std::string_view(generators::kSudokuEditChars)) {
      if (static_cast<unsigned char>(c) < 0x80) ascii.push_back(c);
    }
    return ascii;
  }

  KitRequirements Requirements() const override {
    return {.transit = {"SUD-T3", "GEN-3"}, .encode = {"SUD-E2", "SUD-E3", "GEN-4"}, .invalid_model = {"SUD-E1"}};
  }

  // Two givens, each spoiled in one way (spec/sudoku.md, SUD-E1).
  std::vector<BadModel> BadModels() const override {
    std::vector<BadModel> out;
    auto add = [&](std::string name, const std::function<void(sudoku::Puzzle*)>& spoil) {
      auto p = std::make_unique<sudoku::Puzzle>();
      p->set_format(std::string(sudoku::kFormatName));
      for (const auto& [cell, digit] : {std::pair{19u, 6u}, std::pair{57u, 4u}}) {
        sudoku::Given* g = p->add_givens();
        g->set_cell(cell);
        g->set_digit(digit);
      }
      spoil(p.get());
      out.push_back({std::move(name), std::move(p)});
    };
    add("digit-zero", [](sudoku::Puzzle* p) { p->mutable_givens(0)->set_digit(0); });
    add("digit-ten", [](sudoku::Puzzle* p) { p->mutable_givens(0)->set_digit(10); });
    add("cell-81", [](sudoku::Puzzle* p) { p->mutable_givens(1)->set_cell(81); });
    add("cell-twice", [](sudoku::Puzzle* p) { p->mutable_givens(1)->set_cell(19); });
    add("another-format", [](sudoku::Puzzle* p) { p->set_format("chess"); });
    return out;
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace sudoku {
const FormatKit& TheKit() {
  static const SudokuKitImpl kit;
  return kit;
}
}  // namespace sudoku

}  // namespace slugspec
