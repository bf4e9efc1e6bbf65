// Rendering (spec/tetris.md §8), text and SVG. Not part of the format: it
// helps people look at a decoded puzzle. Both draw whatever model they are
// given, also one an encoder would refuse: the drawing is at most 216 x 216,
// cells off it are left out, and a cell filled twice shows the later
// placement, never read out of bounds.
#include <algorithm>
#include <array>
#include <charconv>
#include <string>

#include "common/escape.h"
#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

inline constexpr int kEmpty = -1;
inline constexpr int kFilled = -2;  // an occupancy cell, or a listed cell no placement covers

// Each cell's placement number in the order of §4.3, kFilled or kEmpty.
struct Drawing {
  int width = 0;
  int height = 0;
  std::vector<int> cell;
  int& at(int c, int r) { return cell[static_cast<size_t>(r * width + c)]; }
  int at(int c, int r) const { return cell[static_cast<size_t>(r * width + c)]; }
};

Drawing Draw(const Board& b) {
  Drawing d;
  d.width = static_cast<int>(std::min<uint32_t>(b.width(), kMaxSide));
  d.height = static_cast<int>(std::min<uint32_t>(b.height(), kMaxSide));
  d.cell.assign(static_cast<size_t>(d.width * d.height), kEmpty);
  for (const Cell& c : b.filled()) {
    if (c.column() < static_cast<uint32_t>(d.width) && c.row() < static_cast<uint32_t>(d.height)) {
      d.at(static_cast<int>(c.column()), static_cast<int>(c.row())) = kFilled;
    }
  }
  std::vector<const Placement*> order;
  for (const Placement& p : b.placements().placed()) order.push_back(&p);
  const int64_t w = d.width, h = d.height;
  std::stable_sort(order.begin(), order.end(), [&](const Placement* x, const Placement* y) {
    return TimerKey(static_cast<int>(h), static_cast<int>(w), x->column(), x->row()) <
           TimerKey(static_cast<int>(h), static_cast<int>(w), y->column(), y->row());
  });
  for (size_t i = 0; i < order.size(); ++i) {
    const std::optional<OrientationInfo> o = OrientationOfCode(order[i]->orientation());
    if (!o) continue;
    for (const CellOffset& off : o->cells) {
      const int64_t c = int64_t{order[i]->column()} + off.dx, r = int64_t{order[i]->row()} + off.dy;
      if (c >= 0 && r >= 0 && c < w && r < h) d.at(static_cast<int>(c), static_cast<int>(r)) = static_cast<int>(i);
    }
  }
  return d;
}

char Label(int cell) {
  if (cell == kEmpty) return '.';
  if (cell == kFilled) return '#';
  return static_cast<char>('0' + cell % 10);  // the article's label
}

std::string OrientationName(int code) {
  return Orientation_IsValid(code) ? Orientation_Name(static_cast<Orientation>(code)) : std::to_string(code);
}

std::string Title(const Puzzle& p) {
  std::string out = "tetris " + VersionLabel(p.version()) + ": ";
  if (p.has_piece()) return out + "piece " + OrientationName(p.piece());
  if (!p.has_board()) return out + "nothing";
  return out + "board " + std::to_string(p.board().width()) + " x " + std::to_string(p.board().height()) + ", " +
         (p.board().has_placements() ? "placements" : "occupancy");
}

// The rows of the drawing: a piece's 4 x 4 array, or the board.
std::vector<std::string> Rows(const Puzzle& p) {
  std::vector<std::string> rows;
  if (p.has_piece()) {
    const std::optional<OrientationInfo> o = OrientationOfCode(p.piece());
    const uint16_t mask = o ? o->mask : 0;
    for (int r = 0; r < 4; ++r) {
      std::string row;
      for (int c = 0; c < 4; ++c) row += ((mask >> (15 - (4 * r + c))) & 1) != 0 ? '#' : '.';
      rows.push_back(row);
    }
    return rows;
  }
  if (!p.has_board()) return rows;
  const Drawing d = Draw(p.board());
  for (int r = 0; r < d.height; ++r) {
    std::string row;
    for (int c = 0; c < d.width; ++c) row += Label(d.at(c, r));
    rows.push_back(row);
  }
  return rows;
}

}  // namespace

std::string Render(const Puzzle& p, bool one_line) {
  std::string out = Title(p);
  const std::vector<std::string> rows = Rows(p);
  if (one_line) {
    for (size_t i = 0; i < rows.size(); ++i) out += (i == 0 ? " " : "/") + rows[i];
    return out;
  }
  out += '\n';
  for (const std::string& row : rows) out += row + '\n';
  return out;
}

std::string RenderSvg(const Puzzle& p) {
  constexpr int kCell = 20, kMargin = 16, kTitle = 28;
  const std::string title = Title(p);
  Drawing d;
  if (p.has_board()) {
    d = Draw(p.board());
  } else {
    d.width = d.height = 4;
    d.cell.assign(16, kEmpty);
    const std::vector<std::string> rows = Rows(p);
    for (int r = 0; r < 4 && r < static_cast<int>(rows.size()); ++r) {
      for (int c = 0; c < 4; ++c) {
        if (rows[static_cast<size_t>(r)][static_cast<size_t>(c)] == '#') d.at(c, r) = 0;
      }
    }
  }
  const int w = 2 * kMargin + std::max(d.width * kCell, 240), h = kTitle + 2 * kMargin + d.height * kCell;
  // Appended in place, never through temporaries: a large board draws tens
  // of thousands of elements, and this is the most of what the fuzz target
  // of every decode spends.
  std::string out;
  out.reserve(256 + 2 * title.size() + static_cast<size_t>(d.width) * static_cast<size_t>(d.height) * 200);
  const auto number = [&out](int n) {
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end);
  };
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"";
  number(w);
  out += "\" height=\"";
  number(h);
  out += "\" viewBox=\"0 0 ";
  number(w);
  out += ' ';
  number(h);
  out += "\">\n<title>";
  out += title;
  out += "</title>\n<text x=\"16\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">";
  out += title;
  out += "</text>\n";
  constexpr std::array<const char*, 7> kFill = {"#f6d186", "#a7d7c5", "#f4a7a7", "#b5c7ed",
                                                "#d7b9e8", "#c9e4a4", "#f2c6a0"};
  const auto x_of = [&](int c) { number(kMargin + c * kCell); };
  const auto y_of = [&](int r) { number(kTitle + kMargin + r * kCell); };
  for (int r = 0; r < d.height; ++r) {
    for (int c = 0; c < d.width; ++c) {
      const int cell = d.at(c, r);
      const char* fill = cell == kEmpty    ? "#ffffff"
                         : cell == kFilled ? "#888888"
                                           : kFill[static_cast<size_t>(cell) % kFill.size()];
      out += "<rect x=\"";
      x_of(c);
      out += "\" y=\"";
      y_of(r);
      out += "\" width=\"";
      number(kCell);
      out += "\" height=\"";
      number(kCell);
      out += "\" fill=\"";
      out += fill;
      out += "\" stroke=\"#ddd\"/>\n";
    }
  }
  // Each placement's outline: a thick line on every side between two
  // different cells' contents, and around the board.
  const auto line = [&](int x1, int y1, int x2, int y2) {
    out += "<line x1=\"";
    x_of(x1);
    out += "\" y1=\"";
    y_of(y1);
    out += "\" x2=\"";
    x_of(x2);
    out += "\" y2=\"";
    y_of(y2);
    out += "\" stroke=\"#222\" stroke-width=\"2\"/>\n";
  };
  for (int r = 0; r < d.height; ++r) {
    for (int c = 0; c < d.width; ++c) {
      const int cell = d.at(c, r);
      if (c == 0) line(0, r, 0, r + 1);
      if (r == 0) line(c, 0, c + 1, 0);
      if (c + 1 == d.width || d.at(c + 1, r) != cell) line(c + 1, r, c + 1, r + 1);
      if (r + 1 == d.height || d.at(c, r + 1) != cell) line(c, r + 1, c + 1, r + 1);
    }
  }
  out += "</svg>\n";
  return out;
}

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
