// The pentomino format's kit for the harnesses (kit/format_kit.h).
#include <functional>
#include <utility>

#include "kit/typed_kit.h"
#include "pentomino/generators.h"
#include "pentomino/kit_checks.h"
#include "pentomino/pentomino.h"

namespace slugspec {
namespace {

using google::protobuf::Message;

class PentominoKitImpl final : public TypedKit<pentomino::Board> {
 public:
  const Format& format() const override { return pentomino::TheFormat(); }

  std::string EditCharacters() const override { return pentomino::kEditChars; }

  // A finished corpus: it keeps its size and covers every decode error code.
  CorpusMinimum MinimumCorpus() const override { return {.vectors = 1500, .per_error_code = 3}; }

  KitRequirements Requirements() const override {
    return {.transit = {"PEN-T2", "GEN-3"}, .encode = {"PEN-E2", "PEN-E3", "GEN-4"}, .invalid_model = {"PEN-E1"}};
  }

  // An 8x8 board with one F, spoiled in one way each (spec/pentomino.md, PEN-E1).
  std::vector<BadModel> BadModels() const override {
    std::vector<BadModel> out;
    auto add = [&](std::string name, const std::function<void(pentomino::Board*)>& spoil, bool protocol_only = false) {
      auto b = std::make_unique<pentomino::Board>();
      b->set_format(std::string(pentomino::kFormatName));
      b->set_surface(pentomino::RECTANGLE);
      b->set_height(8);
      b->set_width(8);
      pentomino::Piece* piece = b->add_pieces();
      piece->set_letter("F");
      piece->set_x(0);
      piece->set_y(3);
      piece->set_rotation(3);
      spoil(b.get());
      out.push_back({std::move(name), std::move(b), protocol_only});
    };
    add("height-zero", [](pentomino::Board* b) { b->set_height(0); });
    add("side-100", [](pentomino::Board* b) { b->set_width(100); });    // over v3's 61
    add("side-1000", [](pentomino::Board* b) { b->set_width(1000); });  // over the legacy 999
    // Row 100 on a tall board: v1 to v2 cannot write it ([PEN-L3]).
    add("row-100", [](pentomino::Board* b) {
      b->set_height(120);
      b->mutable_pieces(0)->set_x(100);
    });
    add("unknown-letter", [](pentomino::Board* b) { b->mutable_pieces(0)->set_letter("Q"); });
    add("rotation-four", [](pentomino::Board* b) { b->mutable_pieces(0)->set_rotation(4); });
    add("piece-off-board", [](pentomino::Board* b) { b->mutable_pieces(0)->set_x(8); });
    // A board holds one piece a cell, one terrain block a cell, one colour
    // a letter, and no format name: these test the protocol's model
    // (BadModel::protocol_only).
    add(
        "two-pieces-one-cell", [](pentomino::Board* b) { *b->add_pieces() = b->pieces(0); }, true);
    add("terrain-off-board", [](pentomino::Board* b) {
      pentomino::Cell* t = b->add_terrain();
      t->set_x(3);
      t->set_y(8);
    });
    add("colour-12", [](pentomino::Board* b) {
      pentomino::LetterColor* c = b->add_colors();
      c->set_letter("F");
      c->set_color(12);
    });
    add(
        "another-format", [](pentomino::Board* b) { b->set_format("chess"); }, true);
    add("surface-missing", [](pentomino::Board* b) { b->set_surface(pentomino::SURFACE_UNSPECIFIED); });
    // A cell holding a piece and a terrain block: a grid holds one of them.
    add(
        "piece-on-terrain",
        [](pentomino::Board* b) {
          pentomino::Cell* t = b->add_terrain();
          t->set_x(0);
          t->set_y(3);
        },
        true);
    add(
        "terrain-twice",
        [](pentomino::Board* b) {
          for (int i = 0; i < 2; ++i) {
            pentomino::Cell* t = b->add_terrain();
            t->set_x(5);
            t->set_y(5);
          }
        },
        true);
    add(
        "colour-letter-twice",
        [](pentomino::Board* b) {
          for (uint32_t colour : {1u, 2u}) {
            pentomino::LetterColor* c = b->add_colors();
            c->set_letter("I");
            c->set_color(colour);
          }
        },
        true);
    add("colour-unknown-letter", [](pentomino::Board* b) {
      pentomino::LetterColor* c = b->add_colors();
      c->set_letter("Q");
      c->set_color(1);
    });
    // Order of checks: the model-level sides before the pieces, and pieces
    // before terrain.
    add("side-before-piece", [](pentomino::Board* b) {
      b->set_width(100);
      b->mutable_pieces(0)->set_letter("Q");
    });
    add("letter-before-rotation", [](pentomino::Board* b) {
      b->mutable_pieces(0)->set_letter("Q");
      b->mutable_pieces(0)->set_rotation(4);
    });
    add("surface-before-three-faults", [](pentomino::Board* b) {
      b->set_surface(static_cast<pentomino::Surface>(9));
      b->set_height(100);
      b->mutable_pieces(0)->set_letter("Q");
    });
    add("surface-negative", [](pentomino::Board* b) { b->set_surface(static_cast<pentomino::Surface>(-1)); });
    add("piece-before-terrain", [](pentomino::Board* b) {
      b->mutable_pieces(0)->set_rotation(4);
      pentomino::Cell* t = b->add_terrain();
      t->set_x(9);
      t->set_y(0);
    });
    return out;
  }

  std::vector<Spelling> RepairableDamages(std::string_view slug) const override {
    return pentomino::RepairableDamages(slug);
  }
  bool UntouchedByRepairs(std::string_view input) const override { return pentomino::UntouchedByRepairs(input); }
  bool IsWriterSpelling(std::string_view input, std::string_view canonical, std::string_view version) const override {
    const std::optional<pentomino::Version> v = pentomino::ParseVersion(version);
    return v && pentomino::IsWriterSpelling(input, canonical, *v);
  }

 protected:
  std::optional<pentomino::Board> GenerateOf(Draw& draw, std::string_view version) const override {
    const std::optional<pentomino::Version> v = pentomino::ParseVersion(version);
    if (!v) return std::nullopt;
    return pentomino::GenerateBoard(draw, *v);
  }
  std::vector<Spelling> WriterSpellingsOf(const pentomino::Board& board, std::string_view version) const override {
    const std::optional<pentomino::Version> v = pentomino::ParseVersion(version);
    if (!v) return {};
    return pentomino::WriterSpellings(board, *v);
  }
  std::string ReportedVersionOf(const pentomino::Board& board, std::string_view written,
                                std::string_view slug) const override {
    const std::optional<pentomino::Version> v = pentomino::ParseVersion(written);
    if (!v) return {};
    return pentomino::ReportedVersion(board, *v, slug);
  }
  std::string CheckDecodedOf(std::string_view, Profile, const Status& status,
                             const pentomino::Board& board) const override {
    if (!status.ok()) return {};
    return pentomino::CheckDecodedBoard(board);
  }
  std::string CheckCanonicalOf(const pentomino::Board& board, std::string_view version,
                               std::string_view slug) const override {
    if (version != pentomino::VersionName(pentomino::Version::kV3_1)) return {};
    return pentomino::CheckTerrainForm(board, slug);
  }
  bool RoundTripIsCheapOf(std::string_view input, const pentomino::Board& board,
                          std::string_view version) const override {
    const std::optional<pentomino::Version> v = pentomino::ParseVersion(version);
    return v && pentomino::RoundTripIsCheap(input, board, *v);
  }
};

}  // namespace

// Listed by the format list (SLUGSPEC_FORMATS in CMakeLists.txt).
namespace pentomino {
const FormatKit& TheKit() {
  static const PentominoKitImpl kit;
  return kit;
}
}  // namespace pentomino

}  // namespace slugspec
