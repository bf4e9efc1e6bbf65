// Decodes the sudoku player's own example link and a pentomino board with the
// installed reference library, and checks what came out. Exit 0 when every
// check holds; each failed check prints a line.
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <slugspec/registry/format.h>
#include <slugspec/sudoku.pb.h>
#include <slugspec/version.h>

namespace {

int failures = 0;

void Check(bool ok, std::string_view what) {
  if (!ok) {
    std::cerr << "consumer: FAILED: " << what << '\n';
    ++failures;
  }
}

}  // namespace

int main() {
  // The sudoku player's example link (README.md).
  const std::string sudoku_link = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";
  const slugspec::Format* sudoku = slugspec::DetectFormat(sudoku_link);
  Check(sudoku != nullptr && sudoku->name() == "sudoku", "the sudoku link is detected as sudoku");
  if (sudoku != nullptr) {
    slugspec::sudoku::Puzzle puzzle;  // the sudoku model (slugspec/sudoku.proto)
    const slugspec::Status status = sudoku->Decode(sudoku_link, slugspec::Profile::kStrict, &puzzle);
    Check(status.ok(), "the sudoku link decodes: " + status.ToString());
    Check(puzzle.givens_size() == 31, "31 givens");
    Check(puzzle.givens_size() > 0 && puzzle.givens(0).cell() == 2 && puzzle.givens(0).digit() == 3,
          "the first given is a 3 in cell 2");
    std::string again;
    Check(sudoku->Encode(puzzle, "", &again).ok() && again == sudoku_link, "it encodes back to the same link");
  }

  // A solved pentomino board on a projective plane (README.md).
  const std::string board = "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166";
  const slugspec::Format* pentomino = slugspec::FindFormat("pentomino");
  Check(pentomino != nullptr, "pentomino is a registered format");
  if (pentomino != nullptr) {
    std::unique_ptr<google::protobuf::Message> model = pentomino->NewModel();
    const slugspec::Status status = pentomino->Decode(board, slugspec::Profile::kStrict, model.get());
    Check(status.ok(), "the pentomino link decodes: " + status.ToString());
    const std::string text = pentomino->Render(*model, false);
    Check(text.rfind("YYFVVVPP\nY#LLIW#P\n", 0) == 0, "the board renders as in README.md:\n" + text);
    // A 2023 link of the first manual encoding, upgraded to the current one.
    std::string upgraded;
    Check(pentomino
                  ->Upgrade("6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8",
                            slugspec::Profile::kStrict, &upgraded)
                  .ok() &&
              upgraded == "R6aV100I106W014T119Z621F626N333X038Y342P745L751U058",
          "the v1 link upgrades to R6aV100I106W014T119Z621F626N333X038Y342P745L751U058, got " + upgraded);
  }

  if (failures == 0)
    std::cout << "consumer: slugspec " << slugspec::kVersion << " installed library: all checks passed\n";
  return failures == 0 ? 0 : 1;
}
