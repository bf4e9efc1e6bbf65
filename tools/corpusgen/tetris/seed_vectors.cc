// The article's vectors (seed.jsonl): seed 004's boards as spec/tetris.md
// prints them, the first row of §4.3 and the finished board of §7, as
// placements and as occupancy, the finished board's run placement by
// placement, out of order and cut short; the 19 orientations placed alone on
// the smallest board, in both board forms; the board of §1 that occupancy cannot
// segment, with every segmentation; the empty board.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"
#include "corpusgen/tetris/shapes.h"
#include "corpusgen/tetris/tilings.h"
#include "corpusgen/tetris/timer.h"

namespace slugspec::corpusgen::tetris {
namespace {

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  }
  return out;
}

}  // namespace

void SeedVectors(Corpus& c) {
  const std::string f = "seed.jsonl";
  const Family add(c, f, "tetris/seed/");
  const std::vector<std::string> article = {"TimerArticle"};
  const std::vector<std::string> h_checks = {"TET-H2", "TET-H3", "TET-H4", "TET-H5", "TET-H6", "TET-H7"};

  // §4.3: the first row, which must come out of the writer as the spec prints it.
  const std::vector<Placement> first_row = FirstRow();
  if (PlacementsSlug(10, 10, first_row) != kFirstRowSlug) Die("the first row is not " + std::string(kFirstRowSlug));
  if (Render(10, 10, first_row) != kFirstRowPicture) Die("the first row does not render as §4.3 prints it");
  const Grid first_cells = *Cover(10, 10, first_row);
  if (OccupancySlug(first_cells) != kFirstRowOccupancySlug) Die("§6's conversion is not the first row's cells");
  if (FirstOutOfPlace(10, 10, first_row)) Die("the first row is not a run of the timer (§7)");
  add.WithComment(
      "first-row/placements", std::string(kFirstRowSlug), article, h_checks,
      "§4.3: I0 (0,9), S0 (1,9), J0 (3,9), S0 (5,9), S0 (7,9): 5 placements of 13 bits, 11 characters, 1 pad bit; "
      "a run of the timer (§7)",
      Ok(PlacementsModel(10, 10, first_row)));
  add.WithComment("first-row/occupancy", std::string(kFirstRowOccupancySlug), {"TimerArticle", "Segmentation"},
                  {"TET-O1", "TET-O2"},
                  "§6: the first row's 20 filled cells, 100 bits and 2 pad bits, which forget the pieces",
                  Ok(OccupancyModel(first_cells)));
  std::vector<Placement> reversed(first_row.rbegin(), first_row.rend());
  add.WithComment("first-row/reversed", PlacementsSlug(10, 10, reversed), {"TimerArticle", "Unsorted"}, {"TET-H8"},
                  "the five placements right to left: the second is out of order",
                  Err(NON_CANONICAL, AtBit(10, 10, 13)), Ok(PlacementsModel(10, 10, reversed)));
  for (uint32_t chars = 1; chars < 11; ++chars) {  // 0 is empty/placements
    const std::string cut = std::string(kFirstRowSlug).substr(0, 12 + chars);
    const Outcome want = CutOutcome(10, 10, first_row, chars);
    add.WithComment("first-row/cut-" + std::to_string(chars), cut, {"TimerArticle", "Truncated"}, {"TET-H2", "TET-H3"},
                    want.ok()
                        ? "cut to " + std::to_string(chars) +
                              " payload characters: a whole number of placements with zero pad bits, a valid board of "
                              "fewer pieces (a placements slug has no length field)"
                        : "cut to " + std::to_string(chars) + " payload characters",
                    want);
  }
  add.WithComment("first-row/occupancy-cut", std::string(kFirstRowOccupancySlug).substr(0, 28),
                  {"TimerArticle", "Truncated"}, {"TET-O1"}, "16 of the 17 characters", Err(TRUNCATED, 28));

  // §7: the finished board.
  const std::vector<Placement> finished = Finished();
  if (PlacementsSlug(10, 10, finished) != kFinishedSlug) Die("the finished board is not " + std::string(kFinishedSlug));
  if (Render(10, 10, finished) != kFinishedPicture) Die("the finished board does not render as §7 prints it");
  if (auto k = FirstOutOfPlace(10, 10, finished)) Die("§7's board is no run of the timer at " + std::to_string(*k));
  const Grid finished_cells = *Cover(10, 10, finished);
  add.WithComment("finished/placements", std::string(kFinishedSlug), {"TimerArticle", "TimerRun"}, h_checks,
                  "§7 \"Looks very nice!\": 16 placements, 208 bits, 35 characters, 2 pad bits",
                  Ok(PlacementsModel(10, 10, finished)));
  add.WithComment("finished/occupancy", OccupancySlug(finished_cells), {"TimerArticle", "Segmentation"},
                  {"TET-O1", "TET-O2"}, "the finished board's 64 cells: " + Rows(finished_cells),
                  Ok(OccupancyModel(finished_cells)));
  for (size_t k = 1; k < finished.size(); ++k) {
    const std::vector<Placement> part(finished.begin(), finished.begin() + static_cast<long>(k));
    if (FirstOutOfPlace(10, 10, part)) Die("a prefix of a run is not a run");
    add.WithComment("finished/run-" + std::to_string(k), PlacementsSlug(10, 10, part), {"TimerArticle", "TimerRun"}, {},
                    "the timer stopped after " + std::to_string(k) + " placements: " + Render(10, 10, part),
                    Ok(PlacementsModel(10, 10, part)));
  }
  std::vector<Placement> top_down = finished;
  std::stable_sort(top_down.begin(), top_down.end(), [](const Placement& a, const Placement& b) {
    return a.row != b.row ? a.row < b.row : a.column < b.column;
  });
  const size_t top_down_flaw = *FirstOutOfOrder(top_down);
  add.WithComment("finished/top-row-first", PlacementsSlug(10, 10, top_down), {"TimerArticle", "Unsorted"}, {"TET-H8"},
                  "the placements by ascending row: the order a reader of the picture might expect, not §4.3's",
                  Err(NON_CANONICAL, AtBit(10, 10, top_down_flaw * 13)), Ok(PlacementsModel(10, 10, top_down)));
  std::vector<Placement> backwards(finished.rbegin(), finished.rend());
  add.WithComment(
      "finished/reversed", PlacementsSlug(10, 10, backwards), {"TimerArticle", "Unsorted"}, {"TET-H8"},
      "the 16 placements in reverse: every one after the first is out of order, the lowest offset is reported",
      Err(NON_CANONICAL, AtBit(10, 10, 13)), Ok(PlacementsModel(10, 10, backwards)));
  for (const uint32_t chars : {34u, 33u, 32u}) {
    const std::string cut = std::string(kFinishedSlug).substr(0, 12 + chars);
    add.WithComment("finished/cut-" + std::to_string(chars), cut, {"TimerArticle", "Truncated"}, {"TET-H2", "TET-H3"},
                    "cut to " + std::to_string(chars) + " payload characters", CutOutcome(10, 10, finished, chars));
  }

  // The article's empty 10 x 10 board, in both forms (§4.3 names the first).
  add.WithComment("empty/placements", PlacementsHeader(10, 10), {"TimerArticle", "EmptyBoard"}, {"TET-H2"},
                  "§4.3: no placements, an empty payload", Ok(PlacementsModel(10, 10, {})));
  add.WithComment("empty/occupancy", OccupancySlug(EmptyGrid(10, 10)), {"TimerArticle", "EmptyBoard"}, {"TET-O1"},
                  "17 characters of zero bits", Ok(OccupancyModel(EmptyGrid(10, 10))));

  // §2: the 19 orientations alone on a 4 x 4 board, with the anchor as low
  // and as far left as the piece allows (piece.jsonl has their piece slugs).
  for (uint32_t code = 1; code <= kOrientations; ++code) {
    const std::string name = Lower(OrientationName(code));
    const Shape& s = ShapeOf(code);
    const std::vector<Placement> alone = {{code, s.anchor_column, 3}};
    add.WithComment("alone/" + name, PlacementsSlug(4, 4, alone), {"Orientation"}, {"TET-H4", "TET-H5", "TET-H6"},
                    std::string(OrientationName(code)) + " anchored at (" + std::to_string(s.anchor_column) +
                        ",3): " + Render(4, 4, alone),
                    Ok(PlacementsModel(4, 4, alone)));
    const Grid cells = *Cover(4, 4, alone);
    add.WithComment("alone/" + name + "-occupancy", OccupancySlug(cells), {"Orientation"}, {"TET-O1", "TET-O2"},
                    Rows(cells), Ok(OccupancyModel(cells)));
  }

  // §1: "occupancy loses the segmentation". The board of an O over an I1
  // (rows H - 3 to H - 1) is also an L beside a J when the O is in the
  // middle, and two Js when it is on the left.
  for (const auto& [name, rows] : std::vector<std::pair<std::string, std::string>>{{"middle", "..../.##./.##./####"},
                                                                                   {"left", "..../##../##../####"}}) {
    const Grid g = Draw(rows);
    add.WithComment("segmentation/" + name + "/occupancy", OccupancySlug(g), {"Segmentation"}, {"TET-O1"},
                    "§1: " + rows + ", 8 cells", Ok(OccupancyModel(g)));
    const auto tilings = Tilings(g, 20);
    if (tilings.size() < 2) Die("§1's board has fewer than 2 segmentations");
    const auto has = [&](uint32_t a, uint32_t b) {
      for (const auto& t : tilings) {
        if (t.size() == 2 &&
            ((t[0].orientation == a && t[1].orientation == b) || (t[0].orientation == b && t[1].orientation == a))) {
          return true;
        }
      }
      return false;
    };
    if (!has(1, 5)) Die("§1's board " + rows + " is not an O over an I1");
    if (name == "middle" && !has(8, 12)) Die("§1's board " + rows + " is not an L beside a J");
    for (size_t i = 0; i < tilings.size(); ++i) {
      std::string pieces;
      for (const Placement& p : tilings[i])
        pieces += (pieces.empty() ? "" : " and ") + std::string(OrientationName(p.orientation));
      add.WithComment("segmentation/" + name + "/" + std::to_string(i), PlacementsSlug(4, 4, tilings[i]),
                      {"Segmentation"}, {"TET-H7"}, "§1: " + rows + " as " + pieces + ": " + Render(4, 4, tilings[i]),
                      Ok(PlacementsModel(4, 4, tilings[i])));
    }
  }
}

}  // namespace slugspec::corpusgen::tetris
