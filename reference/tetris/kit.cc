// The tetris format's kit for the harnesses (kit/format_kit.h).
#include <functional>
#include <utility>

#include "kit/typed_kit.h"
#include "tetris/codec.h"
#include "tetris/generators.h"
#include "tetris/kit_checks.h"

namespace slugspec {
namespace {

using google::protobuf::Message;
using tetris::Puzzle;

// The first row the article's program fills (spec/tetris.md §4.3), the
// board every bad model spoils: I0, S0, J0, S0, S0 along row 9 of 10 x 10.
Puzzle ArticleFirstRow() {
  Puzzle p;
  p.set_format(std::string(tetris::kFormatName));
  tetris::Board* b = p.mutable_board();
  b->set_width(10);
  b->set_height(10);
  const std::pair<tetris::Orientation, uint32_t> row[] = {
      {tetris::I0, 0}, {tetris::S0, 1}, {tetris::J0, 3}, {tetris::S0, 5}, {tetris::S0, 7}};
  for (const auto& [orientation, column] : row) {
    tetris::Placement* placed = b->mutable_placements()->add_placed();
    placed->set_orientation(orientation);
    placed->set_column(column);
    placed->set_row(9);
  }
  return p;
}

class TetrisKitImpl final : public TypedKit<Puzzle> {
 public:
  const Format& format() const override { return tetris::TheFormat(); }

  std::string EditCharacters() const override { return tetris::kEditChars; }

  CorpusMinimum MinimumCorpus() const override { return {.vectors = 300, .per_error_code = 3}; }

  KitRequirements Requirements() const override {
    return {.transit = {"TET-T7", "GEN-3"}, .encode = {"TET-E2", "GEN-4"}, .invalid_model = {"TET-E1"}};
  }

  // The article's first row, each spoiled in one way ([TET-E1]).
  std::vector<BadModel> BadModels() const override {
    std::vector<BadModel> out;
    auto add = [&](std::string name, const std::function<void(Puzzle*)>& spoil, bool protocol_only = false) {
      auto p = std::make_unique<Puzzle>(ArticleFirstRow());
      spoil(p.get());
      out.push_back({std::move(name), std::move(p), protocol_only});
    };
    auto placed = [](Puzzle* p, int i) { return p->mutable_board()->mutable_placements()->mutable_placed(i); };
    add("piece-zero", [](Puzzle* p) { p->set_piece(tetris::NO_ORIENTATION); });
    add("piece-twenty", [](Puzzle* p) { p->set_piece(static_cast<tetris::Orientation>(20)); });
    add("width-three", [](Puzzle* p) { p->mutable_board()->set_width(3); });
    add("height-217", [](Puzzle* p) { p->mutable_board()->set_height(tetris::kMaxSide + 1); });
    add("orientation-zero", [&](Puzzle* p) { placed(p, 2)->set_orientation(tetris::NO_ORIENTATION); });
    add("anchor-column-off", [&](Puzzle* p) { placed(p, 4)->set_column(10); });
    add("anchor-row-huge", [&](Puzzle* p) { placed(p, 0)->set_row(4294967295u); });
    add("cell-off-right", [&](Puzzle* p) {  // S0 anchored at column 9 reaches column 10
      placed(p, 4)->set_column(9);
      placed(p, 4)->set_row(5);
    });
    add("cell-off-top", [&](Puzzle* p) { placed(p, 0)->set_row(2); });  // I0 at row 2 reaches row -1
    add("placements-overlap", [&](Puzzle* p) { placed(p, 1)->set_column(0); });
    add("filled-not-placed", [](Puzzle* p) {
      tetris::Cell* c = p->mutable_board()->add_filled();
      c->set_column(9);
      c->set_row(9);
    });
    add("filled-missing-a-cell", [](Puzzle* p) {  // the first row's cells but one
      tetris::Puzzle decoded;
      if (!tetris::Decode("tet1h_10x10_IEmGWHJlkzy", Profile::kStrict, &decoded).ok()) return;
      *p->mutable_board()->mutable_filled() = decoded.board().filled();
      p->mutable_board()->mutable_filled()->RemoveLast();
    });
    add("filled-off-board", [](Puzzle* p) {
      p->mutable_board()->clear_placements();
      tetris::Cell* c = p->mutable_board()->add_filled();
      c->set_column(10);
    });
    add(
        "filled-twice",
        [](Puzzle* p) {
          p->mutable_board()->clear_placements();
          p->mutable_board()->add_filled()->set_row(3);
          p->mutable_board()->add_filled()->set_row(3);
        },
        true);
    add(
        "no-state", [](Puzzle* p) { p->clear_state(); }, true);
    add(
        "another-format", [](Puzzle* p) { p->set_format("chess"); }, true);
    // An enum number below 0 names no orientation: out of range.
    add("piece-negative", [](Puzzle* p) { p->set_piece(static_cast<tetris::Orientation>(-5)); });
    // Two or three faults: the order of [TET-E1] decides the code.
    add("sides-before-placement", [&](Puzzle* p) {
      p->mutable_board()->set_width(3);
      placed(p, 2)->set_orientation(static_cast<tetris::Orientation>(20));
    });
    add("placement-before-filled", [&](Puzzle* p) {
      placed(p, 2)->set_orientation(tetris::NO_ORIENTATION);
      tetris::Cell* c = p->mutable_board()->add_filled();
      c->set_column(10);
    });
    add("three-faults", [&](Puzzle* p) {
      placed(p, 3)->set_column(10);
      placed(p, 1)->set_column(0);
      p->mutable_board()->add_filled()->set_row(10);
    });
    return out;
  }

  std::vector<Spelling> RepairableDamages(std::string_view slug) const override {
    return tetris::RepairableDamages(slug);
  }
  bool UntouchedByRepairs(std::string_view input) const override { return tetris::UntouchedByRepairs(input); }
  // The timer wrote no slugs: no writer spellings (TypedKit's defaults).
  // Decoding and encoding are linear in the slug (at most 45,000 bytes):
  // round trips are cheap.

 protected:
  std::optional<Puzzle> GenerateOf(Draw& draw, std::string_view) const override { return tetris::GeneratePuzzle(draw); }
  std::string CheckDecodedOf(std::string_view input, Profile profile, const Status& status,
                             const Puzzle& p) const override {
    return tetris::CheckDecodedBoard(input, profile, status, p);
  }
  std::string CheckCanonicalOf(const Puzzle& p, std::string_view, std::string_view slug) const override {
    return tetris::CheckCanonicalShape(p, slug);
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace tetris {
const FormatKit& TheKit() {
  static const TetrisKitImpl kit;
  return kit;
}
}  // namespace tetris

}  // namespace slugspec
