#include "corpusgen/pentomino/oracle.h"

#include "corpusgen/common/chars.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {

namespace {

// [PEN-T2] steps 1 and 2, once: line breaks out, then the start trimmed
// (except a '(' followed by '\'': every v0 slug begins "('"), then the end.
Text LineBreaksAndProse(const Text& text) {
  const Text kept = Without(text, "\t\n\f\r");
  size_t begin = 0, end = kept.chars.size();
  while (begin < end && In(kept.chars[begin], "([{<\"'`") &&
         !(kept.chars[begin] == '(' && begin + 1 < end && kept.chars[begin + 1] == '\'')) {
    ++begin;
  }
  while (end > begin && In(kept.chars[end - 1], ".,;:!?)]}>\"'`")) --end;
  return Slice(kept, begin, end);
}

}  // namespace

Text LenientRepairs(std::string_view input) {
  const Text once = LineBreaksAndProse(Received(input));
  // Step 3: a v0 slug keeps its escapes; any other text is decoded (twice
  // at most), and steps 1 and 2 run once more, never a third time.
  if (once.chars.rfind("('", 0) == 0) return once;
  return LineBreaksAndProse(PercentDecodeOnce(PercentDecodeOnce(once)));
}

Decoding<Decoded> Decode(std::string_view slug, bool lenient) {
  Oracle oracle(slug, lenient);
  Outcome outcome = oracle.Run();
  if (lenient && !outcome.ok()) {
    // [PEN-T2] step 4: a v0 slug that does not decode is read once more
    // with one more level of escapes removed; if that fails too, the first
    // rejection stands.
    const Text repaired = LenientRepairs(slug);
    if (repaired.chars.rfind("('", 0) == 0 && repaired.chars.find('%') != std::string::npos) {
      Oracle again(slug, PercentDecodeOnce(repaired));
      Outcome second = again.Run();
      if (second.ok()) return {std::move(second), again.ambiguous()};
    }
  }
  return {std::move(outcome), oracle.ambiguous()};
}

Oracle::Oracle(std::string_view input, bool lenient)
    : lenient_(lenient), input_(input), t_(lenient ? LenientRepairs(input) : Received(input)) {}

Oracle::Oracle(std::string_view input, Text text) : lenient_(true), input_(input), t_(std::move(text)) {}

Outcome Oracle::Run() {
  if (input_.size() > kMaxInput) return Err(INPUT_TOO_LONG, kMaxInput, "PEN-T1");
  if (t_.chars.empty()) return Err(EMPTY_INPUT, 0, "PEN-T1");
  const char first = t_.chars[0];
  std::optional<Outcome> e;
  if (first == '(') {
    e = V0();
    // "Offsets of checks after decompression are 0": which byte is that
    // when lenient removed characters before the slug?
    if (e && e->code != BAD_CHARACTER && t_.origin[0] != 0)
      ambiguous_ = "v0 offset 0 after a lenient repair of the start";
  } else if (IsDigit(first)) {
    e = Legacy();
  } else if (In(first, kSurfaces)) {
    e = V3();
  } else {
    // [PEN-D1]: at the first character, at its offset as received.
    return Err(UNKNOWN_VERSION, At(0), "PEN-D1");
  }
  if (e) return *e;
  if (!lenient_) {
    // [PEN-C1], with the terrain orientations the slug wrote ([PEN-C2]).
    const auto canonical = Write(board_, version_);
    if (!canonical) Die("decoded a board its version cannot write: " + std::string(input_));
    if (*canonical != t_.chars) {
      size_t i = 0;
      while (i < canonical->size() && i < t_.chars.size() && (*canonical)[i] == t_.chars[i]) ++i;
      return Err(NON_CANONICAL, static_cast<uint32_t>(i), "PEN-C1");
    }
  }
  board_.terrain_o.clear();
  return Ok(version_, board_);
}

Outcome Oracle::Missing(size_t i, const char* req) const {
  return i >= n() ? Err(TRUNCATED, t_.input_size, req) : Err(BAD_CHARACTER, At(i), req);
}

// [PEN-C3]: an item in a cell that an earlier item holds replaces it.
void Oracle::Vacate(int x, int y) {
  const auto it = cells_.find({x, y});
  if (it == cells_.end()) return;
  if (it->second.terrain) {
    std::erase_if(board_.terrain, [&](const Cell& c) { return c.x == x && c.y == y; });
  } else {
    std::erase_if(board_.pieces, [&](const Piece& p) { return p.x == x && p.y == y; });
  }
  cells_.erase(it);
}

void Oracle::AddTerrain(int x, int y) {
  Vacate(x, y);
  cells_[{x, y}] = Occupant{true};
  board_.terrain.push_back({x, y});
}

void Oracle::AddPiece(char letter, int o, int colour, int x, int y) {
  Vacate(x, y);
  cells_[{x, y}] = Occupant{false, letter, o, colour};
  // [PEN-C4]: the letter's last piece gives its colour.
  const auto li = static_cast<size_t>(LetterIndex(letter));
  placed_[li] = true;
  board_.color[li] = colour;
  board_.pieces.push_back({letter, x, y, o % 4, o >= 4});
}

}  // namespace slugspec::corpusgen::pentomino
