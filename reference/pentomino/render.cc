// Text and SVG pictures of a painted board.
#include "pentomino/render.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/display.h"
#include "pentomino/geometry.h"

namespace slugspec::pentomino {
namespace {

std::string Coordinates(int64_t x, int64_t y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }
std::string Coordinates(Position p) { return Coordinates(p.x, p.y); }
std::string Coordinates(CellPos p) { return Coordinates(p.x, p.y); }

char CellSymbol(const Board& board, const std::vector<ItemRef>& items) {
  if (items.empty()) return '.';
  if (items.size() > 1) return '*';
  return ItemSymbol(board, items[0]);
}

// "F", "terrain": how an overlap line names the items on the cell.
std::string ItemName(const Board& board, ItemRef item) {
  if (item.kind == ItemRef::Kind::kTerrain) return "terrain";
  return std::string(1, ItemSymbol(board, item));
}

std::string DrawnAt(const std::optional<CellPos>& drawn) {
  return drawn ? ", drawn at " + Coordinates(*drawn) : std::string();
}

std::string ConflictLine(const Board& board, const Conflict& c) {
  const std::string item = c.items.empty() ? std::string() : DescribeItem(board, c.items[0]);
  switch (c.kind) {
    case ConflictKind::kOverlap: {
      std::string line = "overlap at " + Coordinates(c.where) + ":";
      for (size_t i = 0; i < c.items.size(); ++i) {
        line += (i == 0 ? " " : ", ") + ItemName(board, c.items[i]);
      }
      return line;
    }
    case ConflictKind::kOffBoard:
      return "off the board: " + item + " reaches " + Coordinates(c.where) + DrawnAt(c.drawn);
    case ConflictKind::kAnchorOffBoard:
      return "anchored off the board: " + item + DrawnAt(c.drawn);
    case ConflictKind::kUnknownLetter:
      return "unknown letter: " + item;
    case ConflictKind::kBadOrientation:
      return "bad orientation: " + item + " has rotation " +
             std::to_string(board.pieces(static_cast<int>(c.items[0].index)).rotation());
    case ConflictKind::kBoardTooLarge:
      return "too large to paint: " + std::to_string(board.height()) + "x" + std::to_string(board.width()) +
             " (at most " + std::to_string(kMaxPaintSide) + " per side)";
  }
  return {};
}

std::string StatusLine(const Board& board, const PaintedBoard& painted) {
  if (painted.solved) return "solved";
  if (board.height() == 0 || board.width() == 0) return "the board has no cells";
  const size_t uncovered = painted.Uncovered();
  if (uncovered == 0) return "not solved";
  return std::to_string(uncovered) + (uncovered == 1 ? " cell" : " cells") + " uncovered";
}

}  // namespace

std::string Render(const Board& board, bool one_line) {
  const PaintedBoard painted = Paint(board);
  std::string out;
  for (uint32_t x = 0; x < painted.height; ++x) {
    if (one_line && x > 0) out.push_back('/');
    for (uint32_t y = 0; y < painted.width; ++y) out.push_back(CellSymbol(board, painted.At(x, y)));
    if (!one_line) out.push_back('\n');
  }
  if (one_line) return out;
  for (const Conflict& c : painted.conflicts) out += ConflictLine(board, c) + "\n";
  out += StatusLine(board, painted) + "\n";
  return out;
}

// ---------------------------------------------------------------- SVG

namespace {

constexpr int kCell = 32;    // side of a cell
constexpr int kMargin = 32;  // around the board, room for the edge arrows
constexpr int kTitle = 24;   // band above the board for the title

// Colour indexes 0..11 (Board.colors). Chosen for contrast; a viewer may use
// any palette, as upstream does.
constexpr std::array<std::string_view, 12> kPalette = {
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4",
    "#46f0f0", "#f032e6", "#bcf60c", "#fabebe", "#008080", "#e6beff",
};
constexpr std::string_view kOutOfPalette = "#c0c0c0";  // garbage colour indexes
constexpr std::string_view kEmptyFill = "#ffffff";
constexpr std::string_view kTerrainFill = "#404040";
// One colour per glued pair of edges.
constexpr std::array<std::string_view, 2> kGlueColours = {"#1f4e9c", "#1b7a2e"};

// Model text made safe for XML: first the display form (printable ASCII,
// \xNN for anything else), then the five XML specials as entities.
std::string XmlText(std::string_view text) {
  std::string out;
  for (char c : DisplayBytes(text)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

std::string Num(int64_t v) { return std::to_string(v); }

// SVG coordinates of the top-left corner of cell (x, y): columns run along
// the SVG x axis, rows down the SVG y axis.
int64_t Left(int64_t column) { return kMargin + column * kCell; }
int64_t Top(int64_t row) { return kTitle + kMargin + row * kCell; }

// The colour index of a letter: the last Board.colors entry for it, else 0.
uint32_t LetterColour(const Board& board, const std::string& letter) {
  uint32_t colour = 0;
  for (const LetterColor& lc : board.colors()) {
    if (lc.letter() == letter) colour = lc.color();
  }
  return colour;
}

std::string_view Fill(const Board& board, const std::vector<ItemRef>& items) {
  if (items.empty()) return kEmptyFill;
  const ItemRef shown = items.back();  // upstream shows the last painted item
  if (shown.kind == ItemRef::Kind::kTerrain) return kTerrainFill;
  const uint32_t colour = LetterColour(board, board.pieces(static_cast<int>(shown.index)).letter());
  return colour < kPalette.size() ? kPalette[colour] : kOutOfPalette;
}

// Who a cell belongs to, for outlines: nobody, several items, or one item.
int64_t Owner(const std::vector<ItemRef>& items) {
  if (items.empty()) return -1;
  if (items.size() > 1) return -2;
  const int64_t kind = items[0].kind == ItemRef::Kind::kTerrain ? 1 : 0;
  return (static_cast<int64_t>(items[0].index) << 1) | kind;
}

void AppendLine(int64_t x1, int64_t y1, int64_t x2, int64_t y2, std::string* out) {
  *out += "<line x1=\"" + Num(x1) + "\" y1=\"" + Num(y1) + "\" x2=\"" + Num(x2) + "\" y2=\"" + Num(y2) + "\"/>\n";
}

void AppendCells(const Board& board, const PaintedBoard& painted, std::string* out) {
  *out += "<g class=\"cells\" stroke=\"#b0b0b0\" stroke-width=\"1\">\n";
  for (uint32_t x = 0; x < painted.height; ++x) {
    for (uint32_t y = 0; y < painted.width; ++y) {
      *out += "<rect x=\"" + Num(Left(y)) + "\" y=\"" + Num(Top(x)) + "\" width=\"" + Num(kCell) + "\" height=\"" +
              Num(kCell) + "\" fill=\"" + std::string(Fill(board, painted.At(x, y))) + "\"/>\n";
    }
  }
  *out += "</g>\n";
}

// Thick lines between neighbouring cells that belong to different owners.
void AppendOutlines(const PaintedBoard& painted, std::string* out) {
  *out += "<g class=\"outlines\" stroke=\"#000000\" stroke-width=\"3\" stroke-linecap=\"round\">\n";
  for (uint32_t x = 0; x < painted.height; ++x) {
    for (uint32_t y = 0; y < painted.width; ++y) {
      const int64_t owner = Owner(painted.At(x, y));
      if (y + 1 < painted.width && owner != Owner(painted.At(x, y + 1))) {
        AppendLine(Left(y + 1), Top(x), Left(y + 1), Top(x + 1), out);
      }
      if (x + 1 < painted.height && owner != Owner(painted.At(x + 1, y))) {
        AppendLine(Left(y), Top(x + 1), Left(y + 1), Top(x + 1), out);
      }
    }
  }
  if (painted.height > 0 && painted.width > 0) {
    *out += "<rect class=\"frame\" x=\"" + Num(Left(0)) + "\" y=\"" + Num(Top(0)) + "\" width=\"" +
            Num(int64_t{painted.width} * kCell) + "\" height=\"" + Num(int64_t{painted.height} * kCell) +
            "\" fill=\"none\"/>\n";
  }
  *out += "</g>\n";
}

// Overlap cells and the cells upstream marks for overflow: hatched and crossed.
void AppendConflicts(const PaintedBoard& painted, std::string* out) {
  std::set<std::pair<uint32_t, uint32_t>> marked;
  for (const Conflict& c : painted.conflicts) {
    if (c.drawn) marked.insert({c.drawn->x, c.drawn->y});
  }
  *out += "<g class=\"conflicts\" stroke=\"#d00000\" stroke-width=\"2\">\n";
  for (const auto& [x, y] : marked) {
    const int64_t left = Left(y), top = Top(x);
    *out += "<rect x=\"" + Num(left) + "\" y=\"" + Num(top) + "\" width=\"" + Num(kCell) + "\" height=\"" + Num(kCell) +
            "\" fill=\"url(#hatch)\"/>\n";
    AppendLine(left + 4, top + 4, left + kCell - 4, top + kCell - 4, out);
    AppendLine(left + kCell - 4, top + 4, left + 4, top + kCell - 4, out);
  }
  *out += "</g>\n";
}

// Each piece's letter on its anchor (centre) cell, as the model spells it.
void AppendLabels(const Board& board, const PaintedBoard& painted, std::string* out) {
  *out += "<g class=\"labels\" font-family=\"sans-serif\" font-size=\"14\" text-anchor=\"middle\">\n";
  for (const Piece& p : board.pieces()) {
    if (p.x() >= painted.height || p.y() >= painted.width) continue;
    *out += "<text x=\"" + Num(Left(p.y()) + kCell / 2) + "\" y=\"" + Num(Top(p.x()) + kCell / 2 + 5) + "\">" +
            XmlText(p.letter()) + "</text>\n";
  }
  *out += "</g>\n";
}

// An edge as a segment in SVG coordinates, kMargin / 2 outside the board, in
// the edge's own direction (top and bottom left to right, left and right top
// to bottom).
struct Segment {
  int64_t x1, y1, x2, y2;
};
Segment EdgeSegment(Edge edge, const PaintedBoard& painted) {
  const int64_t left = Left(0), right = Left(painted.width), top = Top(0), bottom = Top(painted.height);
  const int64_t off = kMargin / 2;
  switch (edge) {
    case Edge::kTop:
      return {left, top - off, right, top - off};
    case Edge::kBottom:
      return {left, bottom + off, right, bottom + off};
    case Edge::kLeft:
      return {left - off, top, left - off, bottom};
    case Edge::kRight:
      return {right + off, top, right + off, bottom};
  }
  return {};
}

std::string_view EdgeName(Edge edge) {
  switch (edge) {
    case Edge::kTop:
      return "top";
    case Edge::kBottom:
      return "bottom";
    case Edge::kLeft:
      return "left";
    case Edge::kRight:
      return "right";
  }
  return "";
}

// A line along the middle of the edge with `heads` chevrons at its centre
// pointing along the edge (backwards when `reversed`).
void AppendArrow(Edge edge, bool reversed, int pair, const PaintedBoard& painted, std::string* out) {
  Segment s = EdgeSegment(edge, painted);
  if (reversed) s = {s.x2, s.y2, s.x1, s.y1};
  const int64_t ux = (s.x2 > s.x1) - (s.x2 < s.x1), uy = (s.y2 > s.y1) - (s.y2 < s.y1);
  const int64_t mx = (s.x1 + s.x2) / 2, my = (s.y1 + s.y2) / 2;
  *out += "<g class=\"glue-arrow\" data-pair=\"" + Num(pair + 1) + "\" data-edge=\"" + std::string(EdgeName(edge)) +
          "\" stroke=\"" + std::string(kGlueColours[static_cast<size_t>(pair) % kGlueColours.size()]) +
          "\" stroke-width=\"2\" fill=\"none\">\n";
  AppendLine(mx - ux * kCell, my - uy * kCell, mx + ux * kCell, my + uy * kCell, out);
  const int heads = pair + 1;
  for (int h = 0; h < heads; ++h) {
    // Tips 8 apart, the group centred on the midpoint; wings 6 back and 6
    // to each side.
    const int64_t shift = 8 * h - 4 * (heads - 1) + 3;
    const int64_t tx = mx + ux * shift, ty = my + uy * shift;
    *out += "<path d=\"M " + Num(tx - ux * 6 - uy * 6) + " " + Num(ty - uy * 6 + ux * 6) + " L " + Num(tx) + " " +
            Num(ty) + " L " + Num(tx - ux * 6 + uy * 6) + " " + Num(ty - uy * 6 - ux * 6) + "\"/>\n";
  }
  *out += "</g>\n";
}

void AppendGluings(Surface surface, const PaintedBoard& painted, std::string* out) {
  if (painted.height == 0 || painted.width == 0) return;
  const std::vector<Gluing> gluings = Gluings(surface);
  for (size_t i = 0; i < gluings.size(); ++i) {
    AppendArrow(gluings[i].a, false, static_cast<int>(i), painted, out);
    AppendArrow(gluings[i].b, gluings[i].reversed, static_cast<int>(i), painted, out);
  }
}

}  // namespace

std::string RenderSvg(const Board& board) {
  const PaintedBoard painted = Paint(board);
  const bool conflicts = std::any_of(painted.conflicts.begin(), painted.conflicts.end(),
                                     [](const Conflict& c) { return c.drawn.has_value(); });
  const bool no_cells = painted.width == 0 || painted.height == 0;
  const std::string title_text = SurfaceName(board.surface()) + ", " + std::to_string(board.height()) + "x" +
                                 std::to_string(board.width()) +
                                 (no_cells         ? ": no cells"
                                  : painted.solved ? ", solved"
                                                   : "");
  // Our own words, with nothing XML would need escaped.
  constexpr char kLegend[] = "hatched and crossed: a cell two pieces cover, or a piece's cell off the board";
  // The picture is at least as wide as its words (about 8 pixels a
  // character of the 14-pixel title, 7 of the 12-pixel legend), so that a
  // narrow board, or one with no cells, does not clip them.
  const int64_t width =
      std::max({2 * kMargin + int64_t{painted.width} * kCell, 2 * kMargin + 8 * int64_t(title_text.size()),
                conflicts ? 2 * kMargin + 7 * int64_t(sizeof kLegend - 1) : int64_t{0}});
  // A legend line under the board says what the hatching means.
  const int64_t legend = conflicts ? kTitle : 0;
  const int64_t height = kTitle + 2 * kMargin + int64_t{painted.height} * kCell + legend;
  const std::string title = XmlText(title_text);
  std::string out;
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + Num(width) + "\" height=\"" + Num(height) +
         "\" viewBox=\"0 0 " + Num(width) + " " + Num(height) + "\">\n";
  out += "<title>" + title + "</title>\n";
  out +=
      "<defs>\n<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
      "patternTransform=\"rotate(45)\">\n<rect width=\"2\" height=\"6\" fill=\"#d00000\"/>\n"
      "</pattern>\n</defs>\n";
  out += "<text x=\"" + Num(kMargin) + "\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">" + title + "</text>\n";
  AppendCells(board, painted, &out);
  AppendOutlines(painted, &out);
  AppendConflicts(painted, &out);
  AppendLabels(board, painted, &out);
  AppendGluings(board.surface(), painted, &out);
  if (conflicts) {
    out += "<text x=\"" + Num(kMargin) + "\" y=\"" + Num(height - 8) +
           "\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#d00000\">" + std::string(kLegend) + "</text>\n";
  }
  out += "</svg>\n";
  return out;
}

}  // namespace slugspec::pentomino
