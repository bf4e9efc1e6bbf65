// The triplex format's kit for the harnesses (kit/format_kit.h).
#include <functional>
#include <utility>

#include "kit/typed_kit.h"
#include "triplex/codec.h"
#include "triplex/generators.h"
#include "triplex/kit_checks.h"

namespace slugspec {
namespace {

using google::protobuf::Message;
using triplex::Puzzle;

// The notes' 4 x 2 example (spec/triplex.md §2), the model every bad
// solution spoils: CORNER_NE at (0,0), DOMINO_H at (1,0), CORNER_NW at (2,0).
Puzzle NotesSolution() {
  Puzzle p;
  p.set_format(std::string(triplex::kFormatName));
  p.set_width(4);
  p.set_height(2);
  triplex::SetSolution(triplex::Components(4, 2, 0x24d), triplex::kNoPiece, &p);
  return p;
}

class TriplexKitImpl final : public TypedKit<Puzzle> {
 public:
  const Format& format() const override { return triplex::TheFormat(); }

  std::string EditCharacters() const override { return triplex::kEditChars; }

  CorpusMinimum MinimumCorpus() const override { return {.vectors = 400, .per_error_code = 3}; }

  KitRequirements Requirements() const override {
    return {.transit = {"TPX-T7", "GEN-3"},
            .encode = {"TPX-E2", "GEN-4"},
            .invalid_model = {"TPX-E1"},
            .level_code = {"TPX-K1"}};
  }

  // The notes' example, each spoiled in one way ([TPX-E1]).
  std::vector<BadModel> BadModels() const override {
    std::vector<BadModel> out;
    auto add = [&](std::string name, const std::function<void(Puzzle*)>& spoil, bool protocol_only = false) {
      auto p = std::make_unique<Puzzle>(NotesSolution());
      spoil(p.get());
      out.push_back({std::move(name), std::move(p), protocol_only});
    };
    add("shape-nine",
        [](Puzzle* p) { p->mutable_solution()->mutable_pieces(1)->set_shape(static_cast<triplex::Shape>(9)); });
    add("shape-negative",
        [](Puzzle* p) { p->mutable_solution()->mutable_pieces(1)->set_shape(static_cast<triplex::Shape>(-1)); });
    // Two or three faults: the order of [TPX-E1] decides the code.
    add("size-before-shape", [](Puzzle* p) {
      p->set_width(1);
      p->mutable_solution()->mutable_pieces(1)->set_shape(static_cast<triplex::Shape>(9));
    });
    add("first-piece-first", [](Puzzle* p) {
      p->mutable_solution()->mutable_pieces(2)->set_column(3);
      p->mutable_solution()->mutable_pieces(1)->set_shape(triplex::SHAPE_UNSPECIFIED);
    });
    add("shape-zero",
        [](Puzzle* p) { p->mutable_solution()->mutable_pieces(0)->set_shape(triplex::SHAPE_UNSPECIFIED); });
    add("piece-off-rectangle", [](Puzzle* p) { p->mutable_solution()->mutable_pieces(2)->set_column(3); });
    add("piece-column-huge", [](Puzzle* p) { p->mutable_solution()->mutable_pieces(2)->set_column(4294967295u); });
    add("width-one", [](Puzzle* p) { p->set_width(1); });
    add("area-over-36", [](Puzzle* p) {
      p->set_width(37);
      p->set_height(2);
    });
    add("cell-uncovered", [](Puzzle* p) { p->mutable_solution()->mutable_pieces()->RemoveLast(); });
    add("pieces-overlap", [](Puzzle* p) { p->mutable_solution()->mutable_pieces(1)->set_column(0); });
    add("two-rotatable", [](Puzzle* p) {
      p->mutable_solution()->mutable_pieces(0)->set_rotatable(true);
      p->mutable_solution()->mutable_pieces(2)->set_rotatable(true);
    });
    add("two-pieces", [](Puzzle* p) {  // 3 x 2: CORNER_SE and CORNER_NW, [TPX-S4]
      p->set_width(3);
      auto* s = p->mutable_solution();
      s->Clear();
      auto* a = s->add_pieces();
      a->set_shape(triplex::CORNER_SE);
      auto* b = s->add_pieces();
      b->set_shape(triplex::CORNER_NW);
      b->set_column(1);
    });
    add("straight-cut", [](Puzzle* p) {  // four vertical dominoes, [TPX-S5]
      auto* s = p->mutable_solution();
      s->Clear();
      for (uint32_t c = 0; c < 4; ++c) {
        auto* d = s->add_pieces();
        d->set_shape(triplex::DOMINO_V);
        d->set_column(c);
      }
    });
    add("level-area", [](Puzzle* p) {
      *p = triplex::LevelOf(*p);
      p->mutable_level()->add_fixed(triplex::DOMINO_H);
    });
    add("level-shape-nine", [](Puzzle* p) {
      *p = triplex::LevelOf(*p);
      p->mutable_level()->set_fixed(0, static_cast<triplex::Shape>(9));
    });
    add("level-two-pieces", [](Puzzle* p) {
      *p = triplex::LevelOf(*p);
      p->set_width(3);
      p->mutable_level()->clear_fixed();
      p->mutable_level()->add_fixed(triplex::CORNER_NW);
      p->mutable_level()->add_fixed(triplex::CORNER_SE);
    });
    add("level-rotatable-class-7", [](Puzzle* p) {
      *p = triplex::LevelOf(*p);
      p->mutable_level()->set_rotatable(static_cast<triplex::PieceClass>(7));
    });
    add(
        "no-state", [](Puzzle* p) { p->clear_state(); }, true);
    // A state that is set but empty: a solution of no pieces leaves cell 0
    // uncovered, a level of no pieces covers no cell ([TPX-E1]).
    add("solution-empty", [](Puzzle* p) { p->mutable_solution()->Clear(); });
    add("level-empty", [](Puzzle* p) { p->mutable_level()->Clear(); });
    add(
        "another-format", [](Puzzle* p) { p->set_format("chess"); }, true);
    return out;
  }

  std::vector<Spelling> RepairableDamages(std::string_view slug) const override {
    return triplex::RepairableDamages(slug);
  }
  bool UntouchedByRepairs(std::string_view input) const override { return triplex::UntouchedByRepairs(input); }
  // The game wrote no slugs: no writer spellings (TypedKit's defaults). A
  // slug is at most 256 bytes and the minimal image 8 images of 36 cells:
  // round trips are cheap.

 protected:
  std::optional<Puzzle> GenerateOf(Draw& draw, std::string_view) const override {
    return triplex::GeneratePuzzle(draw);
  }
  std::string CheckDecodedOf(std::string_view input, Profile profile, const Status& status,
                             const Puzzle& p) const override {
    return triplex::CheckDetectVersion(input, profile, status, p);
  }
  std::string CheckCanonicalOf(const Puzzle& p, std::string_view, std::string_view slug) const override {
    return triplex::CheckCanonicalShape(p, slug);
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace triplex {
const FormatKit& TheKit() {
  static const TriplexKitImpl kit;
  return kit;
}
}  // namespace triplex

}  // namespace slugspec
