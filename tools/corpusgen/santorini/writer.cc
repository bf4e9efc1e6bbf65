#include "corpusgen/santorini/writer.h"

#include <algorithm>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::santorini {
namespace {

// RFC 4648 §6 base32, lower case (§3.1).
constexpr char kBase32[] = "abcdefghijklmnopqrstuvwxyz234567";

}  // namespace

int V2Width(size_t k) {
  if (k < 1 || k > 25) Die("v2 has building fields 1 to 25");
  const size_t choices = 26 - k;
  int width = 0;
  while ((size_t{1} << width) < choices) ++width;
  return std::max(width, 1);
}

int FieldWidth(char version, size_t k) { return version == '1' || k > 25 ? 5 : V2Width(k); }

size_t FieldBit(char version, size_t k) {
  size_t bit = 36;
  for (size_t j = 1; j < k; ++j) bit += static_cast<size_t>(FieldWidth(version, j));
  return bit;
}

Position PositionOf(const Layout& l) {
  Position p;
  p.turn = l.turn;
  p.one = {std::min(l.workers[0], l.workers[1]), std::max(l.workers[0], l.workers[1])};
  p.two = {std::min(l.workers[2], l.workers[3]), std::max(l.workers[2], l.workers[3])};
  for (uint32_t g = 0; g < 4; ++g) {
    for (uint32_t square : l.groups[g]) {
      if (square >= kSquares || p.heights[square] != 0) Die("a layout builds a square twice or off the board");
      p.heights[square] = g + 1;
    }
  }
  return p;
}

Layout CanonicalLayout(const Position& p) {
  Layout l;
  l.turn = p.turn;
  l.workers = {std::min(p.one[0], p.one[1]), std::max(p.one[0], p.one[1]), std::min(p.two[0], p.two[1]),
               std::max(p.two[0], p.two[1])};
  for (uint32_t square = 0; square < kSquares; ++square) {
    if (p.heights[square] > kDome) Die("height above 4");
    if (p.heights[square] > 0) l.groups[p.heights[square] - 1].push_back(square);
  }
  return l;
}

std::vector<uint32_t> V2Indices(const std::vector<uint32_t>& squares) {
  std::vector<uint32_t> free;
  for (uint32_t s = 0; s < kSquares; ++s) free.push_back(s);
  std::vector<uint32_t> indices;
  for (uint32_t square : squares) {
    const auto it = std::find(free.begin(), free.end(), square);
    if (it == free.end()) Die("v2 cannot write a square twice or off the board");
    indices.push_back(static_cast<uint32_t>(it - free.begin()));
    free.erase(it);
  }
  return indices;
}

Fields FieldsOf(const Layout& l, char version) {
  Fields f;
  f.turn = l.turn;
  f.workers = l.workers;
  std::vector<uint32_t> squares;
  for (size_t g = 0; g < 4; ++g) {
    if (g < 3) f.counts[g] = static_cast<uint32_t>(l.groups[g].size());
    squares.insert(squares.end(), l.groups[g].begin(), l.groups[g].end());
  }
  f.buildings = version == '1' ? squares : V2Indices(squares);
  return f;
}

void Put(Message* m, uint32_t value, int width) {
  if (width < 32 && (value >> width) != 0) Die("a value wider than its field: " + std::to_string(value));
  for (int i = width - 1; i >= 0; --i) *m += ((value >> i) & 1u) ? '1' : '0';
}

Message Pack(const Fields& f, char version) {
  Message m;
  Put(&m, f.turn, 1);
  for (uint32_t w : f.workers) Put(&m, w, 5);
  for (uint32_t c : f.counts) Put(&m, c, 5);
  for (size_t k = 1; k <= f.buildings.size(); ++k) Put(&m, f.buildings[k - 1], FieldWidth(version, k));
  return m;
}

std::string Base32(const std::string& bits) {
  if (bits.size() % 5 != 0) Die("base32 takes whole characters of 5 bits");
  std::string out;
  for (size_t i = 0; i < bits.size(); i += 5) out += kBase32[std::stoi(bits.substr(i, 5), nullptr, 2)];
  return out;
}

std::string Slug(char version, const Message& m, int zero_chars) {
  std::string bits = m + "1";
  bits.append((5 - bits.size() % 5) % 5, '0');
  return std::string("san") + version + "_" + Base32(bits) + std::string(static_cast<size_t>(zero_chars), 'a');
}

std::string Notation(char version, const Message& m, const std::vector<int>& widths, const std::string& separator) {
  std::string out = std::string("san") + version + " ";
  size_t at = 0;
  for (int w : widths) {
    if (at >= m.size()) break;
    out += (at ? separator : "") + m.substr(at, static_cast<size_t>(w));
    at += static_cast<size_t>(w);
  }
  if (at < m.size()) out += (at ? separator : "") + m.substr(at);
  return out;
}

std::vector<int> FieldWidths(char version, size_t n) {
  std::vector<int> widths = {1, 5, 5, 5, 5, 5, 5, 5};
  for (size_t k = 1; k <= n; ++k) widths.push_back(FieldWidth(version, k));
  return widths;
}

std::string Write(const Fields& f, char version, int zero_chars) { return Slug(version, Pack(f, version), zero_chars); }

std::string Write(const Layout& l, char version, int zero_chars) {
  return Write(FieldsOf(l, version), version, zero_chars);
}

Message CanonicalMessage(const Position& p, char version) {
  return Pack(FieldsOf(CanonicalLayout(p), version), version);
}

std::string Canonical(const Position& p, char version) { return Slug(version, CanonicalMessage(p, version)); }

}  // namespace slugspec::corpusgen::santorini
