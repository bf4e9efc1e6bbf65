// Rendering (spec/triplex.md §7), text and SVG. Not part of the format: it
// helps people look at a decoded puzzle. Both draw whatever model they are
// given, also one an encoder would refuse: cells off the rectangle are left
// out and a cell covered twice shows the later piece, never read out of
// bounds.
#include <string>

#include "common/escape.h"
#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

// The pieces' cells as far as they fall on the rectangle; kNoPiece elsewhere.
struct Drawing {
  Grid grid;
  int rotatable = kNoPiece;  // a piece number
};

Drawing Draw(const Puzzle& p) {
  Drawing d;
  d.grid.width = static_cast<int>(std::min<uint32_t>(p.width(), kMaxCells));
  d.grid.height = static_cast<int>(std::min<uint32_t>(p.height(), kMaxCells));
  if (d.grid.width * d.grid.height > kMaxCells) d.grid.width = d.grid.height = 0;
  d.grid.piece.fill(static_cast<int8_t>(kNoPiece));
  const auto& pieces = p.solution().pieces();
  for (int i = 0; i < pieces.size() && i < 127; ++i) {
    for (const Offset& o : ShapeCells(pieces[i].shape())) {
      const uint64_t c = uint64_t{pieces[i].column()} + static_cast<uint64_t>(o.column);
      const uint64_t r = uint64_t{pieces[i].row()} + static_cast<uint64_t>(o.row);
      if (c < static_cast<uint64_t>(d.grid.width) && r < static_cast<uint64_t>(d.grid.height)) {
        d.grid.piece[static_cast<size_t>(static_cast<uint64_t>(d.grid.width) * r + c)] = static_cast<int8_t>(i);
      }
    }
    if (pieces[i].rotatable()) d.rotatable = i;
  }
  // Letters by first cell: renumber, keeping which piece is rotatable.
  int first_of_rotatable = kNoPiece;
  for (int cell = 0; cell < d.grid.cells() && d.rotatable != kNoPiece; ++cell) {
    if (d.grid.piece[static_cast<size_t>(cell)] == d.rotatable) {
      first_of_rotatable = cell;
      break;
    }
  }
  d.grid = Relabelled(d.grid);
  d.rotatable = first_of_rotatable == kNoPiece ? kNoPiece : d.grid.piece[static_cast<size_t>(first_of_rotatable)];
  return d;
}

std::string ShapeList(const Puzzle& p) {
  std::string out;
  for (const int shape : p.level().fixed()) {
    out += (out.empty() ? "" : " ") +
           (Shape_IsValid(shape) ? Shape_Name(static_cast<Shape>(shape)) : std::to_string(shape));
  }
  return out.empty() ? "none" : out;
}

std::string Title(const Puzzle& p) {
  return "triplex " + VersionLabel(p.version()) + ": " + (p.has_solution() ? "solution" : "level") + " " +
         std::to_string(p.width()) + " x " + std::to_string(p.height());
}

std::string ClassName(int c) {
  return PieceClass_IsValid(c) && c != NO_PIECE ? PieceClass_Name(static_cast<PieceClass>(c))
         : c == 0                               ? "none"
                                                : std::to_string(c);
}

}  // namespace

std::string Render(const Puzzle& p, bool one_line) {
  std::string out = Title(p);
  if (!p.has_solution()) {
    out += (one_line ? "; " : "\n") + std::string("fixed: ") + ShapeList(p) + (one_line ? "; " : "\n") +
           "rotatable: " + ClassName(p.level().rotatable());
    return one_line ? out : out + "\n";
  }
  const Drawing d = Draw(p);
  out += one_line ? " " : "\n";
  for (int r = 0; r < d.grid.height; ++r) {
    if (one_line && r > 0) out += '/';
    for (int c = 0; c < d.grid.width; ++c) {
      const int piece = d.grid.at(c, r);
      if (c > 0) out += ' ';
      out += piece == kNoPiece ? '.' : PieceLetter(piece, piece == d.rotatable);
    }
    if (!one_line) out += '\n';
  }
  return out;
}

std::string RenderSvg(const Puzzle& p) {
  constexpr int kCell = 48, kMargin = 16, kTitle = 28;
  const std::string title = Title(p);
  if (!p.has_solution()) {
    const std::string text = title + "; fixed: " + ShapeList(p) + "; rotatable: " + ClassName(p.level().rotatable());
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"40\" viewBox=\"0 0 640 40\">\n<title>" +
           title + "</title>\n<text x=\"16\" y=\"24\" font-family=\"sans-serif\" font-size=\"14\">" + text +
           "</text>\n</svg>\n";
  }
  const Drawing d = Draw(p);
  const int w = 2 * kMargin + std::max(d.grid.width * kCell, 200), h = kTitle + 2 * kMargin + d.grid.height * kCell;
  std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) + "\" height=\"" +
                    std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) + " " + std::to_string(h) + "\">\n";
  out += "<title>" + title + "</title>\n";
  out += "<text x=\"16\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">" + title + "</text>\n";
  constexpr std::array<const char*, 6> kFill = {"#f6d186", "#a7d7c5", "#f4a7a7", "#b5c7ed", "#d7b9e8", "#c9e4a4"};
  auto x_of = [&](int c) { return std::to_string(kMargin + c * kCell); };
  auto y_of = [&](int r) { return std::to_string(kTitle + kMargin + r * kCell); };
  for (int cell = 0; cell < d.grid.cells(); ++cell) {
    const int c = cell % d.grid.width, r = cell / d.grid.width, piece = d.grid.piece[static_cast<size_t>(cell)];
    out += "<rect x=\"" + x_of(c) + "\" y=\"" + y_of(r) + "\" width=\"" + std::to_string(kCell) + "\" height=\"" +
           std::to_string(kCell) + "\" fill=\"" +
           (piece == kNoPiece ? "#ffffff" : kFill[static_cast<size_t>(piece) % 6]) + "\" stroke=\"#bbb\"/>\n";
  }
  // The pieces' outlines: a thick line on every face between two pieces and
  // around the rectangle.
  auto line = [&](int x1, int y1, int x2, int y2) {
    out += "<line x1=\"" + x_of(x1) + "\" y1=\"" + y_of(y1) + "\" x2=\"" + x_of(x2) + "\" y2=\"" + y_of(y2) +
           "\" stroke=\"#222\" stroke-width=\"3\"/>\n";
  };
  for (int r = 0; r < d.grid.height; ++r) {
    for (int c = 0; c < d.grid.width; ++c) {
      const int piece = d.grid.at(c, r);
      if (c == 0) line(0, r, 0, r + 1);
      if (r == 0) line(c, 0, c + 1, 0);
      if (c + 1 == d.grid.width || d.grid.at(c + 1, r) != piece || piece == kNoPiece) line(c + 1, r, c + 1, r + 1);
      if (r + 1 == d.grid.height || d.grid.at(c, r + 1) != piece || piece == kNoPiece) line(c, r + 1, c + 1, r + 1);
    }
  }
  for (int cell = 0; cell < d.grid.cells() && d.rotatable != kNoPiece; ++cell) {
    if (d.grid.piece[static_cast<size_t>(cell)] != d.rotatable) continue;
    const int c = cell % d.grid.width, r = cell / d.grid.width;
    out += "<circle cx=\"" + std::to_string(kMargin + c * kCell + kCell / 2) + "\" cy=\"" +
           std::to_string(kTitle + kMargin + r * kCell + kCell / 2) +
           "\" r=\"14\" fill=\"none\" stroke=\"#222\" stroke-width=\"3\"><title>rotatable</title></circle>\n";
    break;
  }
  out += "</svg>\n";
  return out;
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
