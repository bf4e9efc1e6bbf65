// The canonical encoder (spec/sudoku.md §8) and the model checks of an encoder ([SUD-E1]).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "common/base64.h"
#include "common/bits.h"
#include "sudoku/codec.h"
#include "sudoku/given_rules.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD {

Status CheckModel(const Puzzle& puzzle) {  // [SUD-E1]
  if (!puzzle.format().empty() && puzzle.format() != kFormatName) {
    return Status(BAD_MODEL, 0, "the model is of format \"" + puzzle.format() + "\", not sudoku");
  }
  // The decoders' rules, with each given's index as its offset.
  GivenCollector rules(nullptr);
  for (int i = 0; i < puzzle.givens_size(); ++i) {
    const Given& g = puzzle.givens(i);
    const auto at = static_cast<uint32_t>(i);
    if (Status s = rules.Add(g.cell(), g.digit(), at, at, nullptr); !s.ok()) {
      return Status(s.code(), at, "given " + std::to_string(i) + ": " + s.message());
    }
  }
  return OkStatus();
}

Status Encode(const Puzzle& puzzle, Version version, std::string* slug) {
  return EncodeWith(puzzle, version, {}, slug);
}

Status EncodeWith(const Puzzle& puzzle, Version version, const Quirks& quirks, std::string* slug) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(puzzle));
  // A puzzle is the set of its givens; canonical order is ascending cell.
  // CheckModel has made every cell one of the grid's, given once, so the
  // grid itself sorts them (no comparison sort: less code in the module).
  std::vector<std::pair<uint32_t, uint32_t>> givens;  // (cell, digit)
  givens.reserve(static_cast<size_t>(puzzle.givens_size()));
  if (quirks.givens_in_model_order) {
    for (const Given& g : puzzle.givens()) givens.emplace_back(g.cell(), g.digit());
  } else {
    std::array<uint32_t, kCells> digit_at{};  // 0: not given
    for (const Given& g : puzzle.givens()) digit_at[g.cell()] = g.digit();
    for (uint32_t cell = 0; cell < digit_at.size(); ++cell) {
      if (digit_at[cell] != 0) givens.emplace_back(cell, digit_at[cell]);
    }
  }

  std::string bytes = "S!";
  bytes += VersionName(version);
  BitWriter writer;
  for (const auto& [cell, digit] : givens) {
    if (version == Version::kV0) {
      bytes.push_back(static_cast<char>(cell));
      bytes.push_back(static_cast<char>(digit));
    } else {
      writer.Write(cell, 7);
      writer.Write(digit, 4);
    }
  }
  bytes += writer.bytes();  // v1: the unfinished byte is zero-padded ([SUD-V1-7]); v0: nothing
  *slug = EncodeBase64(bytes);
  return OkStatus();
}

// The givens compare as a set of (cell, digit): their order is free, a given
// listed twice is the puzzle with it listed once, and a cell given two
// digits, or a cell past 80, is no puzzle the other can equal.
bool SameGame(const Puzzle& a, const Puzzle& b) {
  auto givens = [](const Puzzle& p) {
    std::vector<std::pair<uint32_t, uint32_t>> v;
    v.reserve(static_cast<size_t>(p.givens_size()));
    for (const Given& given : p.givens()) v.emplace_back(given.cell(), given.digit());
    // A heap sort: O(n log n) like std::sort, in a fraction of its code,
    // which every page that loads this format downloads.
    std::make_heap(v.begin(), v.end());
    std::sort_heap(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  return givens(a) == givens(b);
}

}  // namespace slugspec::sudoku::inline SLUGSPEC_CODEC_BUILD
