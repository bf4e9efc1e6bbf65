// What differs between two boards, in words (pentomino.h, Differences): the
// conformance runner's failure lines say this instead of "another game".
#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "common/bounded_lines.h"
#include "pentomino/alphabet.h"
#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

// A piece as SameGame compares it: place, letter, orientation.
using PieceKey = std::tuple<uint32_t, uint32_t, std::string, uint32_t, bool>;

std::string At(uint32_t x, uint32_t y) { return "(" + std::to_string(x) + ", " + std::to_string(y) + ")"; }

std::string Orientation(uint32_t rotation, bool reflected) {
  return "rotation " + std::to_string(rotation) + (reflected ? ", reflected" : "");
}

std::string Printable(const std::string& letter) {
  std::string s;
  for (unsigned char c : letter.substr(0, 8)) s += c >= 0x21 && c < 0x7f ? std::string(1, static_cast<char>(c)) : "?";
  return "\"" + s + (letter.size() > 8 ? "...\"" : "\"");
}

std::string SurfaceText(Surface s) {
  const std::string& name = Surface_Name(s);
  return name.empty() ? std::to_string(static_cast<int>(s)) : name;
}

std::set<PieceKey> Pieces(const Board& b) {
  std::set<PieceKey> v;
  for (const Piece& p : b.pieces()) v.emplace(p.x(), p.y(), p.letter(), p.rotation(), p.reflected());
  return v;
}

std::set<std::pair<uint32_t, uint32_t>> Terrain(const Board& b) {
  std::set<std::pair<uint32_t, uint32_t>> v;
  for (const Cell& c : b.terrain()) v.emplace(c.x(), c.y());
  return v;
}

// Letter -> colour as SameGame compares them: the last entry of a letter
// wins, absent is 0, and what is no letter colours nothing.
std::map<std::string, uint32_t> Colours(const Board& b) {
  std::map<std::string, uint32_t> v;
  for (const LetterColor& c : b.colors()) {
    if (c.letter().size() == 1 && LetterIndex(c.letter()[0]) >= 0) v[c.letter()] = c.color();
  }
  return v;
}

}  // namespace

std::vector<std::string> Differences(const Board& expected, const Board& got, size_t max_lines) {
  BoundedLines lines(max_lines, "differences");
  auto add = [&](std::string line) { lines.Add(std::move(line)); };
  if (expected.surface() != got.surface()) {
    add("the surface is " + SurfaceText(got.surface()) + ", not " + SurfaceText(expected.surface()));
  }
  if (expected.width() != got.width() || expected.height() != got.height()) {
    add("the board is " + std::to_string(got.width()) + " wide and " + std::to_string(got.height()) + " high, not " +
        std::to_string(expected.width()) + " by " + std::to_string(expected.height()));
  }
  // Pieces: what only one side has, paired by letter where one piece of a
  // letter went missing and one appeared, so that a move reads as a move.
  const std::set<PieceKey> want = Pieces(expected), have = Pieces(got);
  std::multimap<std::string, PieceKey> missing, extra;
  for (const PieceKey& p : want) {
    if (!have.contains(p)) missing.emplace(std::get<2>(p), p);
  }
  for (const PieceKey& p : have) {
    if (!want.contains(p)) extra.emplace(std::get<2>(p), p);
  }
  for (auto m = missing.begin(); m != missing.end();) {
    const auto e = extra.find(m->first);
    if (e == extra.end()) {
      ++m;
      continue;
    }
    const auto& [wx, wy, letter, wr, wf] = m->second;
    const auto& [hx, hy, hletter, hr, hf] = e->second;
    std::string line = "piece " + Printable(letter);
    if (wx != hx || wy != hy) line += " moved from " + At(wx, wy) + " to " + At(hx, hy);
    if (wr != hr || wf != hf) {
      line += std::string(wx != hx || wy != hy ? " and" : " at " + At(wx, wy)) + " turned from " + Orientation(wr, wf) +
              " to " + Orientation(hr, hf);
    }
    add(line);
    extra.erase(e);
    m = missing.erase(m);
  }
  for (const auto& [letter, p] : missing) {
    add("piece " + Printable(letter) + " at " + At(std::get<0>(p), std::get<1>(p)) + " (" +
        Orientation(std::get<3>(p), std::get<4>(p)) + ") is missing");
  }
  for (const auto& [letter, p] : extra) {
    add("piece " + Printable(letter) + " at " + At(std::get<0>(p), std::get<1>(p)) + " (" +
        Orientation(std::get<3>(p), std::get<4>(p)) + ") is extra");
  }
  const auto want_terrain = Terrain(expected), have_terrain = Terrain(got);
  for (const auto& [x, y] : want_terrain) {
    if (!have_terrain.contains({x, y})) add("terrain at " + At(x, y) + " is missing");
  }
  for (const auto& [x, y] : have_terrain) {
    if (!want_terrain.contains({x, y})) add("terrain at " + At(x, y) + " is extra");
  }
  const auto want_colours = Colours(expected), have_colours = Colours(got);
  std::set<std::string> letters;
  for (const auto& [letter, c] : want_colours) letters.insert(letter);
  for (const auto& [letter, c] : have_colours) letters.insert(letter);
  for (const std::string& letter : letters) {
    const auto w = want_colours.find(letter), h = have_colours.find(letter);
    const uint32_t wc = w == want_colours.end() ? 0 : w->second, hc = h == have_colours.end() ? 0 : h->second;
    if (wc != hc) {
      add("letter " + Printable(letter) + " has colour " + std::to_string(hc) + ", not " + std::to_string(wc));
    }
  }
  return std::move(lines).Take();
}

}  // namespace slugspec::pentomino
