// The spec's own examples (spec-examples.jsonl): every slug of an `example`
// block of spec/tetris.md, with the outcome the block states. Each is built
// from its intent by the writer where it is a board or piece (generation
// stops if the built slug differs from the spec's text), the model JSON the
// block prints is compared with the intent's, and the renderings the blocks
// print are compared with the writer's drawing of the intent: so the spec
// cannot show an output that this generator does not reproduce.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"

namespace slugspec::corpusgen::tetris {
namespace {

// The JSON lines the blocks print for `slug decode` of an accepted slug.
constexpr std::string_view kZ0Json = R"({"format":"tetris","version":"v1","piece":"Z0"})";
constexpr std::string_view kFirstRowJson =
    R"({"format":"tetris","version":"v1","board":{"width":10,"height":10,"filled":[{"column":0,"row":6},)"
    R"({"column":0,"row":7},{"column":4,"row":7},{"column":0,"row":8},{"column":2,"row":8},{"column":3,"row":8},)"
    R"({"column":4,"row":8},{"column":6,"row":8},{"column":7,"row":8},{"column":8,"row":8},{"column":9,"row":8},)"
    R"({"column":0,"row":9},{"column":1,"row":9},{"column":2,"row":9},{"column":3,"row":9},{"column":4,"row":9},)"
    R"({"column":5,"row":9},{"column":6,"row":9},{"column":7,"row":9},{"column":8,"row":9}],"placements":)"
    R"({"placed":[{"orientation":"I0","column":0,"row":9},{"orientation":"S0","column":1,"row":9},)"
    R"({"orientation":"J0","column":3,"row":9},{"orientation":"S0","column":5,"row":9},)"
    R"({"orientation":"S0","column":7,"row":9}]}}})";
// §2's rendering of tet1p_004e, rows joined by '/'.
constexpr std::string_view kT0Picture = "..../..../.#../###.";

}  // namespace

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  auto add = [&](const std::string& name, std::string_view text, std::string slug, std::vector<std::string> flags,
                 std::vector<std::string> reqs, std::string comment, Outcome strict) {
    if (slug != text) Die(name + ": built " + slug + " but the spec shows " + std::string(text));
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = "tetris/spec-example/" + name,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .requirements = std::move(reqs),
              .comment = std::move(comment),
              .strict = std::move(strict)});
  };
  const auto expect_json = [](const std::string& name, const Decoded& d, std::string_view text) {
    if (ModelJson(d) != text)
      Die(name + ": the spec prints " + std::string(text) + " but the model is " + ModelJson(d));
  };

  // §2
  const Shape& t0 = ShapeOf(16);
  const std::string t0_rows = std::string(t0.rows[0]) + "/" + std::string(t0.rows[1]) + "/" + std::string(t0.rows[2]) +
                              "/" + std::string(t0.rows[3]);
  if (t0_rows != kT0Picture) Die("T0 does not render as §2 shows it");
  add("piece-t0", "tet1p_004e", PieceSlug(16), {"Orientation"}, {"TET-P1", "TET-P2"},
      "§2 and §4.1: the T with its point up, rendered " + std::string(kT0Picture), Ok(PieceModel(16)));
  expect_json("piece-z0", PieceModel(2), kZ0Json);
  add("piece-z0", "tet1p_00c6", PieceSlug(2), {"Orientation"}, {"TET-P1", "TET-P2"}, "§2: decodes to Z0",
      Ok(PieceModel(2)));
  // §2: the article's first three arrays, rendered as the block shows them.
  const std::pair<int, std::string_view> article_pieces[] = {
      {1, "..../..../##../##.."}, {2, "..../..../##../.##."}, {4, "#.../#.../#.../#..."}};
  for (const auto& [code, picture] : article_pieces) {
    const Shape& shape = ShapeOf(code);
    const std::string rows = std::string(shape.rows[0]) + "/" + std::string(shape.rows[1]) + "/" +
                             std::string(shape.rows[2]) + "/" + std::string(shape.rows[3]);
    if (rows != picture) Die("an article piece does not render as §2 shows it");
  }
  add("piece-o", "tet1p_00cc", PieceSlug(1), {"Orientation"}, {"TET-P1", "TET-P2"},
      "§2: the article's first array, the O, rendered ..../..../##../##..", Ok(PieceModel(1)));
  add("piece-i0", "tet1p_8888", PieceSlug(4), {"Orientation"}, {"TET-P1", "TET-P2"},
      "§2: the article's vertical I, rendered #.../#.../#.../#...", Ok(PieceModel(4)));

  // §4.3 and §5.4
  const Decoded first_row = PlacementsModel(10, 10, FirstRow());
  expect_json("first-row", first_row, kFirstRowJson);
  add("first-row", kFirstRowSlug, PlacementsSlug(10, 10, FirstRow()), {"TimerArticle"}, {"TET-H2", "TET-H3"},
      "§4.3 and §5.4: the first row the article's program fills; renders " + std::string(kFirstRowPicture),
      Ok(first_row));
  add("first-row-trailing", "tet1h_10x10_IEmGWHJlkzy-", std::string(kFirstRowSlug) + "-",
      {"TimerArticle", "PayloadLength"}, {"TET-H2"}, "§5.4: 12 payload characters; 5 placements of 13 bits take 11",
      Err(TRAILING_DATA, 23));
  add("first-row-pad-bit", "tet1h_10x10_IEmGWHJlkzz", std::string(kFirstRowSlug.substr(0, 22)) + "z",
      {"TimerArticle", "NonZeroPadBits"}, {"TET-H3"}, "§5.4: the 1 pad bit of the last character is 1",
      Err(VALUE_OUT_OF_RANGE, 22));

  // §5.2
  add("piece-trailing", "tet1p_00cc3", PieceSlug(1) + "3", {"MaskDigits"}, {"TET-P1"},
      "§5.2: a fifth character after the mask of O", Err(TRAILING_DATA, 10));
  add("piece-not-a-mask", "tet1p_00ee", "tet1p_" + MaskHex(0x00ee), {"NotAMask"}, {"TET-P2"},
      "§5.2: 6 cells, none of the 19 masks", Err(VALUE_OUT_OF_RANGE, 6));

  // §5.3
  const Grid rendered = Draw(kOccupancyExamplePicture);
  add("occupancy-10x10", kOccupancyExampleSlug, OccupancySlug(rendered), {}, {"TET-O1", "TET-O2"},
      "§5.3: renders " + std::string(kOccupancyExamplePicture), Ok(OccupancyModel(rendered)));
  add("occupancy-pad-bits", "tet1o_4x4_AAB", OccupancyHeader(4, 4) + Base64Url(std::string(16, '0') + "01"),
      {"NonZeroPadBits"}, {"TET-O2"}, "§5.3: the 2 pad bits of the last character are 01", Err(VALUE_OUT_OF_RANGE, 12));

  // §6: `slug convert --to occupancy` of the first row.
  const Grid first_cells = *Cover(10, 10, FirstRow());
  add("first-row-converted", kFirstRowOccupancySlug, OccupancySlug(first_cells), {"TimerArticle", "Segmentation"},
      {"TET-O1", "TET-O2"}, "§6: the occupancy slug of the first row's cells", Ok(OccupancyModel(first_cells)));

  // §7
  add("finished", kFinishedSlug, PlacementsSlug(10, 10, Finished()), {"TimerArticle", "TimerRun"}, {"TET-H2", "TET-H3"},
      "§7: the article's finished board, a run of the timer; renders " + std::string(kFinishedPicture),
      Ok(PlacementsModel(10, 10, Finished())));
}

}  // namespace slugspec::corpusgen::tetris
