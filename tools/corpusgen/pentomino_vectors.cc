// pentomino_vectors: generates the pentomino golden vectors,
// corpus/pentomino/*.jsonl (format: corpus/README.md).
//
// This program is an independent implementation of spec/pentomino.md on
// purpose: it does not link the reference codec. Each slug is built from its
// intent (a board, a spelling, some damage) with the small writers below
// (legacy decimal, base 62 with the orientation and colour table, the v3.1
// terrain forms with JavaScript's key order, colour sections, the v0 JSON),
// and each expected outcome comes from the small decoder below (the
// "oracle"), written from the spec text alone. Most vectors also state their
// intended outcome by hand; the oracle must agree with every such statement
// or generation stops. Where the spec leaves an outcome open (two checks
// whose order it does not fix), the oracle says so and the generator refuses
// the vector.
//
// The one borrowed piece is JSONCrush 1.1.8 (target slugspec_jsoncrush),
// which v0 links are compressed with: it is verified separately against the
// real npm package (reference/pentomino/testdata). The v0 JSON around it is
// written and parsed here.
//
// Usage:
//   pentomino_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   pentomino_vectors --check DIR    exits 1, with a summary, if DIR differs
//                                    from what would be written (drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpus_files.h"
#include "generator_support.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pentomino/jsoncrush.h"
#include "slugspec/common.pb.h"

namespace {

using slugspec::corpusgen::Escape;
using slugspec::corpusgen::HexValue;
using slugspec::corpusgen::In;
using slugspec::corpusgen::Len;
using slugspec::corpusgen::PercentDecodeOnce;
using slugspec::corpusgen::PercentEscape;
using slugspec::corpusgen::Quote;
using slugspec::corpusgen::FinishVectorLine;
using slugspec::corpusgen::Received;
using slugspec::corpusgen::Text;
using slugspec::corpusgen::Wrap;

using slugspec::ErrorCode;

constexpr ErrorCode kOk = slugspec::ERROR_CODE_UNSPECIFIED;
constexpr ErrorCode EMPTY_INPUT = slugspec::EMPTY_INPUT;
constexpr ErrorCode INPUT_TOO_LONG = slugspec::INPUT_TOO_LONG;
constexpr ErrorCode BAD_CHARACTER = slugspec::BAD_CHARACTER;
constexpr ErrorCode UNKNOWN_VERSION = slugspec::UNKNOWN_VERSION;
constexpr ErrorCode TRUNCATED = slugspec::TRUNCATED;
constexpr ErrorCode NON_CANONICAL = slugspec::NON_CANONICAL;
constexpr ErrorCode BAD_JSON = slugspec::BAD_JSON;
constexpr ErrorCode LIMIT_EXCEEDED = slugspec::LIMIT_EXCEEDED;
constexpr ErrorCode VALUE_OUT_OF_RANGE = slugspec::VALUE_OUT_OF_RANGE;
constexpr ErrorCode UNKNOWN_PIECE = slugspec::UNKNOWN_PIECE;
constexpr ErrorCode DUPLICATE = slugspec::DUPLICATE;

constexpr size_t kMaxInput = 65536;      // [PEN-T1]
constexpr size_t kMaxExpanded = 262144;  // [PEN-V0-2]
constexpr int kMaxLegacySide = 99;       // [PEN-L3], [PEN-V0-5]
constexpr int kMaxSide = 61;             // one base-62 character, [PEN-V3-2]

constexpr std::string_view kLetters = "FILPNTUVWXYZ";
constexpr std::string_view kB62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::string_view kOriRows[6] = {"01234567", "ABCDEFGH", "IJKLMNOP", "QRSTUVWX", "YZabcdef", "ghijklmn"};
constexpr std::string_view kSurfaces = "RCSTMPK";

[[noreturn]] void Die(const std::string& why) {
  std::cerr << "pentomino_vectors: " << why << "\n";
  std::exit(2);
}

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLetter(char c) { return IsLower(c) || IsUpper(c); }
char Up(char c) { return IsLower(c) ? static_cast<char>(c - 32) : c; }
char Low(char c) { return IsUpper(c) ? static_cast<char>(c + 32) : c; }
int LetterIndex(char upper) {
  const size_t i = kLetters.find(upper);
  return i == std::string_view::npos ? -1 : static_cast<int>(i);
}
int B62Value(char c) {
  const size_t i = kB62.find(c);
  return i == std::string_view::npos || c == 0 ? -1 : static_cast<int>(i);
}
char B62(int v) {
  if (v < 0 || v > 61) Die("base 62 holds 0..61, not " + std::to_string(v));
  return kB62[static_cast<size_t>(v)];
}
bool IsEarlyV3(char c) { return c >= '[' && c <= '`'; }  // [ \ ] ^ _ `: 36..41 by the early v3 encoder

// ---------------------------------------------------------------------------
// The model (spec/proto/slugspec/pentomino.proto)

struct Piece {
  char letter = 'F';  // uppercase, one of kLetters
  int x = 0, y = 0;
  int rot = 0;
  bool refl = false;
  int o() const { return 4 * (refl ? 1 : 0) + rot; }
  bool operator==(const Piece&) const = default;
};

struct Cell {
  int x = 0, y = 0;
  bool operator==(const Cell&) const = default;
  bool operator<(const Cell& o) const { return x != o.x ? x < o.x : y < o.y; }
};

struct Board {
  char surface = 'R';
  int h = 8, w = 8;
  std::vector<Piece> pieces;   // slug order
  std::vector<Cell> terrain;   // any order; the model lists it by row, then column
  std::array<int, 12> color{};  // per letter, FILPNTUVWXYZ
  int& Color(char letter) { return color[static_cast<size_t>(LetterIndex(letter))]; }
  int ColorOf(char letter) const { return color[static_cast<size_t>(LetterIndex(letter))]; }
};

std::vector<Cell> SortedTerrain(std::vector<Cell> t) {
  std::sort(t.begin(), t.end());
  return t;
}

bool SameBoard(const Board& a, const Board& b) {
  return a.surface == b.surface && a.h == b.h && a.w == b.w && a.pieces == b.pieces &&
         SortedTerrain(a.terrain) == SortedTerrain(b.terrain) && a.color == b.color;
}

std::string SurfaceName(char s) {
  switch (s) {
    case 'R': return "RECTANGLE";
    case 'C': return "CYLINDER";
    case 'S': return "SPHERE";
    case 'T': return "TORUS";
    case 'M': return "MOBIUS_BAND";
    case 'P': return "PROJECTIVE_PLANE";
    case 'K': return "KLEIN_BOTTLE";
  }
  Die(std::string("no surface ") + s);
}

// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const std::string& version, const Board& b) {
  std::string out = R"({"format":"pentomino","version":")" + version + R"(","surface":")" + SurfaceName(b.surface) +
                    R"(","height":)" + std::to_string(b.h) + R"(,"width":)" + std::to_string(b.w) + R"(,"pieces":[)";
  for (size_t i = 0; i < b.pieces.size(); ++i) {
    const Piece& p = b.pieces[i];
    out += (i ? "," : "") + std::string(R"({"letter":")") + p.letter + R"(","x":)" + std::to_string(p.x) + R"(,"y":)" +
           std::to_string(p.y) + R"(,"rotation":)" + std::to_string(p.rot) + R"(,"reflected":)" +
           (p.refl ? "true" : "false") + "}";
  }
  out += R"(],"terrain":[)";
  const auto t = SortedTerrain(b.terrain);
  for (size_t i = 0; i < t.size(); ++i) {
    out += (i ? "," : "") + std::string(R"({"x":)") + std::to_string(t[i].x) + R"(,"y":)" + std::to_string(t[i].y) + "}";
  }
  out += R"(],"colors":[)";
  bool first = true;
  for (size_t i = 0; i < 12; ++i) {
    if (b.color[i] == 0) continue;
    out += (first ? "" : ",") + std::string(R"({"letter":")") + kLetters[i] + R"(","color":)" +
           std::to_string(b.color[i]) + "}";
    first = false;
  }
  return out + "]}";
}

// ---------------------------------------------------------------------------
// Writers: the canonical slug of a board in each version ([PEN-E2]), and the
// pieces that hand-made spellings are built from.

// The §6 table: orientation o = 4 * reflected + rotation, colour part k.
char OriCol(int o, int k) { return kOriRows[k][static_cast<size_t>(o)]; }

// An item of a legacy version: a piece, or a terrain block ('R').
struct Item {
  char name;  // uppercase letter or 'R'
  int x, y, o, k;
};

// Pieces and terrain in row-major order of their anchors.
std::vector<Item> LegacyItems(const Board& b) {
  std::vector<Item> items;
  for (const Piece& p : b.pieces) items.push_back({p.letter, p.x, p.y, p.o(), b.ColorOf(p.letter)});
  for (const Cell& c : b.terrain) items.push_back({'R', c.x, c.y, 0, 0});
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& c) {
    return a.x != c.x ? a.x < c.x : a.y < c.y;
  });
  return items;
}

std::string Dec(int v) { return std::to_string(v); }

// v1.5 / v2 colour section: unplaced letters with colour != 0, by key.
std::string LegacyColours(const Board& b) {
  std::set<char> placed;
  for (const Piece& p : b.pieces) placed.insert(p.letter);
  std::string out;
  for (int key = 1; key <= 5; ++key) {
    std::string group;
    for (char l : kLetters) {
      if (!placed.contains(l) && b.ColorOf(l) == key) group += l;
    }
    if (!group.empty()) out += Dec(key) + group;
  }
  return out.empty() ? "" : "_" + out;
}

// v3 / v3.1 colour section: keys colour mod 6, lowercase for 6..11.
std::string V3Colours(const Board& b) {
  std::set<char> placed;
  for (const Piece& p : b.pieces) placed.insert(p.letter);
  std::string out;
  for (int key = 0; key <= 5; ++key) {
    std::string group;
    for (char l : kLetters) {
      const int c = b.ColorOf(l);
      if (!placed.contains(l) && c != 0 && c % 6 == key) group += c >= 6 ? Low(l) : l;
    }
    if (!group.empty()) out += Dec(key) + group;
  }
  return out.empty() ? "" : "_" + out;
}

std::string WriteV1(const Board& b) {
  std::string s = Dec(b.h) + "." + Dec(b.w);
  for (const Item& it : LegacyItems(b)) s += std::string(1, it.name) + Dec(it.o) + Dec(it.x) + "." + Dec(it.y);
  return s;
}

std::string WriteV15(const Board& b) {
  std::string s = Dec(b.h) + "_" + Dec(b.w);
  for (const Item& it : LegacyItems(b)) s += std::string(1, it.name) + OriCol(it.o, it.k) + Dec(it.x) + "_" + Dec(it.y);
  return s + LegacyColours(b);
}

std::string WriteV2(const Board& b) {
  std::string s = Dec(b.h) + "_" + Dec(b.w);
  for (const Item& it : LegacyItems(b)) {
    s += std::string(1, it.x < 10 ? Low(it.name) : it.name) + OriCol(it.o, it.k) + Dec(it.x) + Dec(it.y);
  }
  return s + LegacyColours(b);
}

std::string V3Head(const Board& b) {
  std::string s = std::string(1, b.surface) + B62(b.h) + B62(b.w);
  std::vector<Piece> ps = b.pieces;
  std::stable_sort(ps.begin(), ps.end(), [](const Piece& a, const Piece& c) { return a.x != c.x ? a.x < c.x : a.y < c.y; });
  for (const Piece& p : ps) {
    const int c = b.ColorOf(p.letter);
    s += c >= 6 ? Low(p.letter) : p.letter;
    s += OriCol(p.o(), c % 6);
    s += B62(p.x);
    s += B62(p.y);
  }
  return s;
}

// The three v3.1 terrain forms, each with its leading 'R'.
std::string TerrainPairs(const std::vector<Cell>& cells) {
  std::string s = "R";
  for (const Cell& c : SortedTerrain(cells)) s += std::string(1, B62(c.x)) + B62(c.y);
  return s;
}

// JavaScript's order of object keys that are base-62 characters: '0'..'9'
// (array indexes) ascending, then the other keys in insertion order.
std::vector<int> JsKeyOrder(const std::vector<int>& inserted) {
  std::vector<int> digits, others;
  for (int k : inserted) {
    if (std::find(digits.begin(), digits.end(), k) != digits.end() ||
        std::find(others.begin(), others.end(), k) != others.end()) continue;
    (k < 10 ? digits : others).push_back(k);
  }
  std::sort(digits.begin(), digits.end());
  digits.insert(digits.end(), others.begin(), others.end());
  return digits;
}

// Y lines (columns) or Z lines (rows). `upstream_singles` writes the Y
// singles as upstream's encoder does, (y, x): the erratum of [PEN-E3].
std::string TerrainLines(const std::vector<Cell>& cells, bool columns, bool upstream_singles = false) {
  const auto sorted = SortedTerrain(cells);  // the row-major walk
  std::vector<int> inserted;
  std::map<int, std::vector<int>> along;
  for (const Cell& c : sorted) {
    const int key = columns ? c.y : c.x;
    inserted.push_back(key);
    along[key].push_back(columns ? c.x : c.y);
  }
  const auto order = JsKeyOrder(inserted);
  std::string s = columns ? "RY" : "RZ";
  for (int key : order) {
    auto v = along[key];
    if (v.size() < 2) continue;
    std::sort(v.begin(), v.end());
    s += B62(static_cast<int>(v.size()) - 1);
    s += B62(key);
    for (int a : v) s += B62(a);
  }
  std::string singles;
  for (int key : order) {
    const auto& v = along[key];
    if (v.size() != 1) continue;
    const int x = columns ? v[0] : key, y = columns ? key : v[0];
    if (columns && upstream_singles) {
      singles += std::string(1, B62(y)) + B62(x);
    } else {
      singles += std::string(1, B62(x)) + B62(y);
    }
  }
  if (!singles.empty()) s += "0" + singles;
  return s;
}

// The shortest form, ties to pairs, then Y, then Z; pairs only when the
// first block's x is below 60 ([PEN-E2], §8 "Sides of 61").
std::string BestTerrain(const std::vector<Cell>& cells) {
  if (cells.empty()) return "";
  const std::string y = TerrainLines(cells, true), z = TerrainLines(cells, false);
  std::string best;
  if (SortedTerrain(cells)[0].x < 60) best = TerrainPairs(cells);
  if (best.empty() || y.size() < best.size()) best = y;
  if (z.size() < best.size()) best = z;
  return best;
}

std::string WriteV3(const Board& b) {
  return V3Head(b) + (b.terrain.empty() ? "" : TerrainPairs(b.terrain)) + V3Colours(b);
}
std::string WriteV31(const Board& b) { return V3Head(b) + BestTerrain(b.terrain) + V3Colours(b); }

// The v0 JSON, exactly as JSON.stringify wrote it.
std::string V0Json(const Board& b, bool v0a) {
  std::string json = "{\"g\":[";
  bool first = true;
  for (const Item& it : LegacyItems(b)) {
    const std::string p = it.name == 'R' ? "Terrain" : std::string(1, it.name);
    json += (first ? "" : ",") + std::string("{\"p\":\"") + p + "\",\"o\":" + Dec(it.o % 4) + ",\"e\":" + Dec(it.o / 4) +
            ",\"x\":" + Dec(it.x) + ",\"y\":" + Dec(it.y) + "}";
    first = false;
  }
  json += "],";
  json += v0a ? "\"x\":" + Dec(b.w) + ",\"y\":" + Dec(b.h) + "}" : "\"h\":" + Dec(b.h) + ",\"w\":" + Dec(b.w) + "}";
  return json;
}

std::string CrushToSlug(const std::string& json) {
  namespace jc = slugspec::pentomino::jsoncrush;
  return jc::EncodeUriComponent(jc::Crush(json));
}


// What version `v` can write ([PEN-E1]): nullopt when it cannot.
std::optional<std::string> Write(const Board& b, std::string_view v) {
  const bool legacy = v != "v3" && v != "v3.1";
  const int max_side = legacy ? kMaxLegacySide : kMaxSide;
  if (b.h < 1 || b.w < 1 || b.h > max_side || b.w > max_side) return std::nullopt;
  if (legacy && b.surface != 'R') return std::nullopt;
  int max_colour = 11;
  if (v == "v0a" || v == "v0b" || v == "v1" || v == "v1.1") max_colour = 0;
  if (v == "v1.5" || v == "v2") max_colour = 5;
  for (int c : b.color) {
    if (c > max_colour) return std::nullopt;
  }
  if (v == "v0a" || v == "v0b") return CrushToSlug(V0Json(b, v == "v0a"));
  if (v == "v1") return WriteV1(b);
  if (v == "v1.1" || v == "v1.5") return WriteV15(b);
  if (v == "v2") return WriteV2(b);
  if (v == "v3") return WriteV3(b);
  if (v == "v3.1") return WriteV31(b);
  Die("no version " + std::string(v));
}

std::string MustWrite(const Board& b, std::string_view v) {
  auto s = Write(b, v);
  if (!s) Die("version " + std::string(v) + " cannot write this board");
  return *s;
}

// ---------------------------------------------------------------------------
// The oracle: spec/pentomino.md §3-§8, check by check, in order.

struct Outcome {
  ErrorCode code = kOk;
  uint32_t offset = 0;
  std::string requirement;  // the failing check's id
  std::string version;      // when accepted
  Board board;
  bool repaired = false;    // lenient changed the text
  bool ok() const { return code == kOk; }
};

Outcome Ok(std::string version, Board board) {
  Outcome o;
  o.version = std::move(version);
  o.board = std::move(board);
  return o;
}

Outcome Err(ErrorCode code, uint32_t offset, std::string requirement = "") {
  Outcome o;
  o.code = code;
  o.offset = offset;
  o.requirement = std::move(requirement);
  return o;
}

bool Same(const Outcome& a, const Outcome& b) {
  if (a.code != b.code) return false;
  return a.ok() ? a.version == b.version && SameBoard(a.board, b.board) : a.offset == b.offset;
}

std::string Describe(const Outcome& o) {
  if (!o.ok()) return slugspec::ErrorCode_Name(o.code) + " at " + std::to_string(o.offset) + " (" + o.requirement + ")";
  return ModelJson(o.version, o.board);
}





// [PEN-T2], in its order.
Text LenientRepairs(std::string_view input) {
  Text t = PercentDecodeOnce(PercentDecodeOnce(Received(input)));
  Text kept;
  kept.input_size = t.input_size;
  for (size_t i = 0; i < t.chars.size(); ++i) {
    if (!In(t.chars[i], "\t\n\f\r")) kept.Push(t.chars[i], t.origin[i]);
  }
  size_t begin = 0, end = kept.chars.size();
  // From the start, except a '(' followed by '\'' (every v0 slug begins "('").
  while (begin < end && In(kept.chars[begin], "([{<\"'`") &&
         !(kept.chars[begin] == '(' && begin + 1 < end && kept.chars[begin + 1] == '\'')) {
    ++begin;
  }
  while (end > begin && In(kept.chars[end - 1], ".,;:!?)]}>\"'`")) --end;
  Text trimmed;
  trimmed.input_size = kept.input_size;
  for (size_t i = begin; i < end; ++i) trimmed.Push(kept.chars[i], kept.origin[i]);
  return trimmed;
}

// A minimal RFC 8259 JSON reader for the v0 checks.
struct Json {
  enum Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = kNull;
  std::string text;   // string value, or the number's token
  std::vector<Json> items;
  // An object's members, as two lists: a pair holding a Json inside Json
  // needs the type complete, which libstdc++ checks under clang.
  std::vector<std::string> keys;
  std::vector<Json> values;
};

class JsonReader {
 public:
  explicit JsonReader(std::string_view s) : s_(s) {}
  bool Read(Json* out) {
    Space();
    if (!Value(out, 0)) return false;
    Space();
    return i_ == s_.size();
  }

 private:
  void Space() {
    while (i_ < s_.size() && In(s_[i_], " \t\n\r")) ++i_;
  }
  bool Lit(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  bool Value(Json* v, int depth) {
    if (depth > 64 || i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '{') {
      v->kind = Json::kObject;
      ++i_;
      Space();
      if (i_ < s_.size() && s_[i_] == '}') return ++i_, true;
      for (;;) {
        Space();
        Json key;
        if (i_ >= s_.size() || s_[i_] != '"' || !String(&key.text)) return false;
        Space();
        if (!Lit(":")) return false;
        Space();
        Json val;
        if (!Value(&val, depth + 1)) return false;
        v->keys.push_back(key.text);
        v->values.push_back(std::move(val));
        Space();
        if (Lit("}")) return true;
        if (!Lit(",")) return false;
      }
    }
    if (c == '[') {
      v->kind = Json::kArray;
      ++i_;
      Space();
      if (i_ < s_.size() && s_[i_] == ']') return ++i_, true;
      for (;;) {
        Space();
        Json val;
        if (!Value(&val, depth + 1)) return false;
        v->items.push_back(std::move(val));
        Space();
        if (Lit("]")) return true;
        if (!Lit(",")) return false;
      }
    }
    if (c == '"') {
      v->kind = Json::kString;
      return String(&v->text);
    }
    if (Lit("true") || Lit("false")) return v->kind = Json::kBool, true;
    if (Lit("null")) return v->kind = Json::kNull, true;
    return Number(v);
  }
  bool String(std::string* out) {
    ++i_;  // '"'
    while (i_ < s_.size()) {
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') return ++i_, true;
      if (c < 0x20) return false;
      if (c == '\\') {
        if (++i_ >= s_.size()) return false;
        const char e = s_[i_++];
        if (e == 'u') {
          if (i_ + 4 > s_.size()) return false;
          for (int k = 0; k < 4; ++k) {
            if (HexValue(s_[i_ + k]) < 0) return false;
          }
          *out += "\\u" + std::string(s_.substr(i_, 4));  // kept escaped: only compared, never shown
          i_ += 4;
        } else if (In(e, "\"\\/bfnrt")) {
          *out += '\\';
          *out += e;
        } else {
          return false;
        }
        continue;
      }
      *out += static_cast<char>(c);
      ++i_;
    }
    return false;
  }
  bool Number(Json* v) {
    const size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
    if (s_[i_] == '0') {
      ++i_;
    } else {
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    v->kind = Json::kNumber;
    v->text = std::string(s_.substr(start, i_ - start));
    return true;
  }
  std::string_view s_;
  size_t i_ = 0;
};

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), input_(input), t_(lenient ? LenientRepairs(input) : Received(input)) {}

  Outcome Run() {
    if (input_.size() > kMaxInput) return Err(INPUT_TOO_LONG, kMaxInput, "PEN-T1");
    if (t_.chars.empty()) return Err(EMPTY_INPUT, 0, "PEN-T1");
    const char first = t_.chars[0];
    std::optional<Outcome> e;
    if (first == '(') {
      e = V0();
      // "Offsets of checks after decompression are 0": which byte is that
      // when lenient removed characters before the slug?
      if (e && e->code != BAD_CHARACTER && t_.origin[0] != 0) ambiguous_ = "v0 offset 0 after a lenient repair of the start";
    } else if (IsDigit(first)) {
      e = Legacy();
    } else if (In(first, kSurfaces)) {
      e = V3();
    } else {
      // "at offset 0": the first character, which lenient may have moved.
      if (t_.origin[0] != 0) ambiguous_ = "UNKNOWN_VERSION after a lenient repair of the start";
      return Err(UNKNOWN_VERSION, 0, "PEN-D1");
    }
    if (e) return *e;
    Outcome o = Ok(version_, board_);
    o.repaired = t_.chars != input_;
    if (!lenient_) {
      const auto canonical = Write(board_, version_);
      if (!canonical) Die("decoded a board its version cannot write: " + std::string(input_));
      if (*canonical != t_.chars) {
        size_t i = 0;
        while (i < canonical->size() && i < t_.chars.size() && (*canonical)[i] == t_.chars[i]) ++i;
        return Err(NON_CANONICAL, static_cast<uint32_t>(i), "PEN-C1");
      }
    }
    return o;
  }

  // Why the spec leaves this input's outcome open, or empty.
  const std::string& ambiguous() const { return ambiguous_; }

 private:
  using Step = std::optional<Outcome>;
  uint32_t At(size_t i) const { return t_.At(i); }
  size_t n() const { return t_.chars.size(); }
  char C(size_t i) const { return i < t_.chars.size() ? t_.chars[i] : '\0'; }
  // Input ended, or an unexpected character, where `i` should hold something.
  Outcome Missing(size_t i, const char* req) const {
    return i >= n() ? Err(TRUNCATED, t_.input_size, req) : Err(BAD_CHARACTER, At(i), req);
  }

  // --- building the board: [PEN-L8], [PEN-L10], [PEN-V3-7], [PEN-V3-9], [PEN-V0-6]
  struct Occupant {
    bool terrain = false;
    char letter = 0;
    int o = 0, colour = 0;
  };
  Step AddTerrain(int x, int y, uint32_t at, const char* dup) {
    auto [it, inserted] = cells_.emplace(std::make_pair(x, y), Occupant{true});
    if (!inserted) {
      if (it->second.terrain) return std::nullopt;  // an identical repeat: only not canonical; dropped
      return Err(DUPLICATE, at, dup);
    }
    board_.terrain.push_back({x, y});
    return std::nullopt;
  }
  Step AddPiece(char letter, int o, int colour, int x, int y, uint32_t at, const char* dup, const char* colour_rule) {
    const Occupant me{false, letter, o, colour};
    auto [it, inserted] = cells_.emplace(std::make_pair(x, y), me);
    bool repeat = false;
    if (!inserted) {
      const Occupant& was = it->second;
      if (was.terrain || was.letter != letter || was.o != o || was.colour != colour) return Err(DUPLICATE, at, dup);
      repeat = true;
    }
    const auto li = static_cast<size_t>(LetterIndex(letter));
    if (placed_[li] && board_.color[li] != colour) return Err(DUPLICATE, at, colour_rule);
    placed_[li] = true;
    board_.color[li] = colour;
    if (!repeat) board_.pieces.push_back({letter, x, y, o % 4, o >= 4});
    return std::nullopt;
  }

  // --- §4: v0
  Step V0() {
    namespace jc = slugspec::pentomino::jsoncrush;
    std::string crushed, json;
    const auto decoded = jc::DecodeUriComponent(t_.chars, &crushed);
    if (!decoded.ok()) return Err(BAD_CHARACTER, At(decoded.offset()), "PEN-V0-1");
    if (crushed.empty() || crushed.back() != '_') {
      return Err(BAD_CHARACTER, At(static_cast<uint32_t>(t_.chars.size() - 1)), "PEN-V0-1");
    }
    const auto expanded = jc::Uncrush(crushed, kMaxExpanded, &json);
    if (!expanded.ok()) {
      if (expanded.code() != LIMIT_EXCEEDED) Die("uncrush failed without a limit: not a vector this oracle decides");
      return Err(LIMIT_EXCEEDED, 0, "PEN-V0-2");
    }
    Json doc;
    const auto bad = [] { return Err(BAD_JSON, 0, "PEN-V0-3"); };
    if (!JsonReader(json).Read(&doc) || doc.kind != Json::kObject) return bad();
    // Exactly the keys g and h, w or x, y.
    std::map<std::string, const Json*> top;
    for (size_t m = 0; m < doc.keys.size(); ++m) {
      const std::string& k = doc.keys[m];
      const Json& v = doc.values[m];
      if (!top.emplace(k, &v).second) ambiguous_ = "a JSON key given twice";
    }
    std::set<std::string> keys;
    for (const auto& [k, v] : top) keys.insert(k);
    const bool hw = keys == std::set<std::string>{"g", "h", "w"};
    const bool xy = keys == std::set<std::string>{"g", "x", "y"};
    if (!hw && !xy) return bad();
    version_ = hw ? "v0b" : "v0a";
    const Json* g = top["g"];
    if (g->kind != Json::kArray) return bad();
    // An integer: a number token without fraction or exponent.
    struct Int {
      bool huge = false;
      long long v = 0;
    };
    std::string why_not;
    const auto as_int = [&](const Json* j, Int* out) {
      if (j->kind != Json::kNumber) return false;
      if (j->text.find_first_of(".eE") != std::string::npos) {
        // 2.5 is no integer; 2.0 and 2e0 are integers in value, not in form.
        const size_t dot = j->text.find('.');
        const bool zero_fraction = dot != std::string::npos && j->text.find_first_not_of('0', dot + 1) == std::string::npos;
        if (zero_fraction || j->text.find_first_of("eE") != std::string::npos) {
          ambiguous_ = "a JSON number with an exponent or a zero fraction";
        }
        return false;
      }
      const bool neg = j->text[0] == '-';
      const std::string digits = j->text.substr(neg ? 1 : 0);
      if (digits.size() > 12) {
        out->huge = true;
        out->v = neg ? -1 : 1000000;
      } else {
        out->v = std::stoll(digits) * (neg ? -1 : 1);
      }
      return true;
    };
    Int rows, cols;
    if (!as_int(top[hw ? "h" : "y"], &rows) || !as_int(top[hw ? "w" : "x"], &cols)) return bad();
    struct Entry {
      std::string p;
      Int o, e, x, y;
    };
    std::vector<Entry> entries;
    for (const Json& item : g->items) {
      if (item.kind != Json::kObject) return bad();
      std::map<std::string, const Json*> m;
      for (size_t i = 0; i < item.keys.size(); ++i) {
        const std::string& k = item.keys[i];
        const Json& v = item.values[i];
        if (!m.emplace(k, &v).second) ambiguous_ = "a JSON key given twice";
      }
      std::set<std::string> ks;
      for (const auto& [k, v] : m) ks.insert(k);
      if (ks != std::set<std::string>{"p", "o", "e", "x", "y"}) return bad();
      Entry en;
      if (m["p"]->kind != Json::kString) return bad();
      en.p = m["p"]->text;
      if (!as_int(m["o"], &en.o) || !as_int(m["e"], &en.e) || !as_int(m["x"], &en.x) || !as_int(m["y"], &en.y)) {
        return bad();
      }
      entries.push_back(en);
    }
    // [PEN-V0-4] .. [PEN-V0-6]. The spec lists the checks; whether they run
    // check by check over all entries or entry by entry is open, so an
    // input where the two orders differ is refused.
    const auto known = [](const std::string& p) { return p == "Terrain" || (p.size() == 1 && LetterIndex(p[0]) >= 0); };
    const auto side_ok = [](const Int& v) { return !v.huge && v.v >= 1 && v.v <= kMaxLegacySide; };
    const auto entry_ok = [&](const Entry& en) {
      return !en.o.huge && !en.e.huge && !en.x.huge && !en.y.huge && en.o.v >= 0 && en.o.v <= 3 && en.e.v >= 0 &&
             en.e.v <= 1 && en.x.v >= 0 && en.x.v < rows.v && en.y.v >= 0 && en.y.v < cols.v;
    };
    std::vector<ErrorCode> by_check, by_entry;
    for (const Entry& en : entries) {
      if (!known(en.p)) by_check.push_back(UNKNOWN_PIECE);
    }
    if (!side_ok(rows) || !side_ok(cols)) by_check.push_back(VALUE_OUT_OF_RANGE);
    for (const Entry& en : entries) {
      if (!entry_ok(en)) by_check.push_back(VALUE_OUT_OF_RANGE);
    }
    if (!side_ok(rows) || !side_ok(cols)) by_entry.push_back(VALUE_OUT_OF_RANGE);
    for (const Entry& en : entries) {
      if (!known(en.p)) by_entry.push_back(UNKNOWN_PIECE);
      if (!entry_ok(en)) by_entry.push_back(VALUE_OUT_OF_RANGE);
    }
    if (!by_check.empty() || !by_entry.empty()) {
      if (by_check.empty() || by_entry.empty() || by_check[0] != by_entry[0]) ambiguous_ = "v0 check order";
      const ErrorCode code = !by_check.empty() ? by_check[0] : by_entry[0];
      return Err(code, 0, code == UNKNOWN_PIECE ? "PEN-V0-4" : "PEN-V0-5");
    }
    board_.h = static_cast<int>(rows.v);
    board_.w = static_cast<int>(cols.v);
    for (const Entry& en : entries) {
      const int x = static_cast<int>(en.x.v), y = static_cast<int>(en.y.v);
      const bool taken = cells_.contains({x, y});
      Step s = en.p == "Terrain"
                   ? AddTerrain(x, y, 0, "PEN-V0-6")
                   : AddPiece(en.p[0], static_cast<int>(en.o.v + 4 * en.e.v), 0, x, y, 0, "PEN-V0-6", "PEN-V0-6");
      if (s) return s;
      if (taken) ambiguous_ = "v0 identical repeat: [PEN-V0-6] has no exception for it";
    }
    return std::nullopt;
  }

  // --- §5-§7: v1, v1.1, v1.5, v2
  // Digits from i; returns the end.
  size_t Digits(size_t i) const {
    while (i < n() && IsDigit(C(i))) ++i;
    return i;
  }
  int Value(size_t from, size_t to) const { return std::stoi(t_.chars.substr(from, std::min<size_t>(to - from, 6))); }

  Step Legacy() {
    const size_t rows_end = Digits(0);
    if (rows_end >= n()) return Err(TRUNCATED, t_.input_size, "PEN-L1");
    const char sep = C(rows_end);
    if (sep != '.' && sep != '_') return Err(BAD_CHARACTER, At(rows_end), "PEN-L1");
    const size_t cols_end = Digits(rows_end + 1);
    if (cols_end == rows_end + 1) return Missing(cols_end, "PEN-L1");
    const size_t other = t_.chars.find(sep == '.' ? '_' : '.');
    if (other != std::string::npos) return Err(BAD_CHARACTER, At(other), "PEN-L2");
    for (auto [from, to] : {std::pair{size_t{0}, rows_end}, std::pair{rows_end + 1, cols_end}}) {
      if (to - from > 2 || Value(from, to) == 0) return Err(VALUE_OUT_OF_RANGE, At(from), "PEN-L3");
    }
    board_.h = Value(0, rows_end);
    board_.w = Value(rows_end + 1, cols_end);
    size_t i = cols_end;
    bool any_item = false, v2_item = false;
    while (i < n() && C(i) != sep) {
      if (auto e = LegacyItem(&i, sep, &v2_item)) return e;
      any_item = true;
    }
    if (i < n()) {
      if (sep == '.') return Err(BAD_CHARACTER, At(i), "PEN-L9");  // v1 has no colour section
      if (auto e = LegacyColours(i + 1)) return e;
    }
    version_ = sep == '.' ? "v1" : (!any_item || v2_item) ? "v2" : "v1.5";
    return std::nullopt;
  }

  Step LegacyItem(size_t* pi, char sep, bool* v2_item) {
    size_t i = *pi;
    const size_t item_at = i;
    const char name = C(i);
    if (!IsLetter(name)) return Err(BAD_CHARACTER, At(i), "PEN-L4");
    if (sep == '.' && IsLower(name)) ambiguous_ = "a lowercase name in v1: UNKNOWN_PIECE or BAD_CHARACTER";
    if (!In(Up(name), "FILPNTUVWXYZR")) return Err(UNKNOWN_PIECE, At(i), "PEN-L5");
    if (sep == '.' && IsLower(name)) return Err(BAD_CHARACTER, At(i), "PEN-L5");
    const bool terrain = Up(name) == 'R';
    ++i;
    if (i >= n()) return Err(TRUNCATED, t_.input_size, "PEN-L4");
    const char oc = C(i);
    int o = -1, k = 0;
    if (terrain) {
      if (IsDigit(oc)) o = 0;
    } else if (sep == '.') {
      if (oc >= '0' && oc <= '7') o = oc - '0';
      if (oc == '8' || oc == '9') {
        ambiguous_ = "orientation alias in v1: [PEN-L6] says 0-7";
        o = oc - '8' + 4;
      }
    } else {
      if (oc == '8' || oc == '9') o = oc - '8' + 4;
      for (int r = 0; r < 6 && o < 0; ++r) {
        const size_t f = kOriRows[r].find(oc);
        if (f != std::string_view::npos) o = static_cast<int>(f), k = r;
      }
    }
    if (o < 0) return Err(BAD_CHARACTER, At(i), "PEN-L6");
    ++i;
    // Coordinates.
    const size_t d0 = i, d1 = Digits(i);
    if (d1 == d0) return Missing(d1, "PEN-L4");
    size_t x0, x1, y0, y1;
    if (sep == '.' || (IsUpper(name) && d1 - d0 <= 2 && C(d1) == '_')) {
      if (C(d1) != sep) return Missing(d1, "PEN-L4");
      x0 = d0, x1 = d1;
      y0 = d1 + 1, y1 = Digits(y0);
      if (y1 == y0) return Missing(y1, "PEN-L4");
    } else {
      *v2_item = true;
      const size_t xd = IsLower(name) ? 1 : 2;
      if (d1 - d0 <= xd) return Missing(d1, "PEN-L4");
      x0 = d0, x1 = d0 + xd, y0 = x1, y1 = d1;
    }
    *pi = y1;
    // [PEN-L3] then [PEN-L7].
    const bool x_long = x1 - x0 > 2, y_long = y1 - y0 > 2;
    if (x_long) return Err(VALUE_OUT_OF_RANGE, At(x0), "PEN-L3");
    const int x = Value(x0, x1);
    if (y_long) {
      if (x >= board_.h) ambiguous_ = "x outside the board and y of three digits";
      return Err(VALUE_OUT_OF_RANGE, At(y0), "PEN-L3");
    }
    const int y = Value(y0, y1);
    if (x >= board_.h) return Err(VALUE_OUT_OF_RANGE, At(x0), "PEN-L7");
    if (y >= board_.w) return Err(VALUE_OUT_OF_RANGE, At(y0), "PEN-L7");
    if (terrain) return AddTerrain(x, y, At(item_at), "PEN-L8");
    return AddPiece(Up(name), o, k, x, y, At(item_at), "PEN-L8", "PEN-L10");
  }

  Step LegacyColours(size_t i) {
    if (i >= n()) return Err(TRUNCATED, t_.input_size, "PEN-L9");
    std::set<char> keys, listed;
    while (i < n()) {
      const char key = C(i);
      if (!IsDigit(key)) return Err(BAD_CHARACTER, At(i), "PEN-L9");
      if (key < '1' || key > '5') return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-L9");
      if (!keys.insert(key).second) return Err(DUPLICATE, At(i), "PEN-L9");
      ++i;
      if (i >= n() || IsDigit(C(i))) return Missing(i, "PEN-L9");
      while (i < n() && !IsDigit(C(i))) {
        const char l = C(i);
        if (IsLower(l)) {
          ambiguous_ = "a lowercase letter in a legacy colour section";
          return Err(BAD_CHARACTER, At(i), "PEN-L9");
        }
        if (!IsUpper(l)) return Err(BAD_CHARACTER, At(i), "PEN-L9");
        if (LetterIndex(l) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-L9");
        if (!listed.insert(l).second) return Err(DUPLICATE, At(i), "PEN-L9");
        if (placed_[static_cast<size_t>(LetterIndex(l))]) return Err(DUPLICATE, At(i), "PEN-L9");
        board_.Color(l) = key - '0';
        ++i;
      }
    }
    return std::nullopt;
  }

  // --- §8: v3, v3.1
  // One base-62 character at i: TRUNCATED, BAD_CHARACTER (the early v3
  // punctuation too), or its value.
  Step B62At(size_t i, int* v, const char* req) const {
    if (i >= n()) return Err(TRUNCATED, t_.input_size, req);
    *v = B62Value(C(i));
    if (*v < 0 || IsEarlyV3(C(i))) return Err(BAD_CHARACTER, At(i), req);
    return std::nullopt;
  }

  Step V3() {
    board_.surface = C(0);
    int h = 0, w = 0;
    if (auto e = B62At(1, &h, "PEN-V3-2")) return e;
    if (h == 0) return Err(VALUE_OUT_OF_RANGE, At(1), "PEN-V3-2");
    if (auto e = B62At(2, &w, "PEN-V3-2")) return e;
    if (w == 0) return Err(VALUE_OUT_OF_RANGE, At(2), "PEN-V3-2");
    board_.h = h, board_.w = w;
    size_t i = 3;
    while (i < n() && C(i) != 'R' && C(i) != '_') {
      const size_t at = i;
      const char name = C(i);
      if (!IsLetter(name)) return Err(BAD_CHARACTER, At(i), "PEN-V3-3");
      if (LetterIndex(Up(name)) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-V3-3");
      if (i + 1 >= n()) return Err(TRUNCATED, t_.input_size, "PEN-V3-3");
      const char oc = C(i + 1);
      int o = -1, k = 0;
      if (oc == '8' || oc == '9') o = oc - '8' + 4;
      for (int r = 0; r < 6 && o < 0; ++r) {
        const size_t f = kOriRows[r].find(oc);
        if (f != std::string_view::npos) o = static_cast<int>(f), k = r;
      }
      if (o < 0) return Err(BAD_CHARACTER, At(i + 1), "PEN-V3-4");
      int x = 0, y = 0;
      if (auto e = B62At(i + 2, &x, i + 2 >= n() ? "PEN-V3-3" : "PEN-V3-5")) return e;
      if (auto e = B62At(i + 3, &y, i + 3 >= n() ? "PEN-V3-3" : "PEN-V3-5")) {
        if (x >= h) ambiguous_ = "x outside the board and y missing or bad";
        return e;
      }
      if (x >= h) return Err(VALUE_OUT_OF_RANGE, At(i + 2), "PEN-V3-5");
      if (y >= w) return Err(VALUE_OUT_OF_RANGE, At(i + 3), "PEN-V3-5");
      if (auto e = AddPiece(Up(name), o, k + (IsLower(name) ? 6 : 0), x, y, At(at), "PEN-V3-7", "PEN-V3-9")) return e;
      i += 4;
    }
    if (C(i) == 'R') {
      ++i;
      if (C(i) == 'Y' || C(i) == 'Z') {
        lines_ = true;
        if (auto e = Lines(&i)) return e;
      } else if (auto e = Pairs(&i)) {
        return e;
      }
    }
    if (i < n()) {  // '_'
      if (auto e = V3Colours(i + 1)) return e;
    }
    // [PEN-D2]: v3.1 when a line form is used, or when v3.1 writes the board
    // as v3 does.
    version_ = lines_ || WriteV31(board_) == WriteV3(board_) ? "v3.1" : "v3";
    return std::nullopt;
  }

  // One or more (x, y) pairs up to the end or '_'.
  Step Pairs(size_t* pi) {
    size_t i = *pi;
    if (i >= n() || C(i) == '_') return Missing(i, "PEN-V3-6");
    while (i < n() && C(i) != '_') {
      int x = 0, y = 0;
      if (auto e = B62At(i, &x, "PEN-V3-5")) return e;
      if (i + 1 >= n() || C(i + 1) == '_') {
        if (x >= board_.h) ambiguous_ = "x outside the board and y missing";
        return Missing(i + 1, "PEN-V3-6");
      }
      if (auto e = B62At(i + 1, &y, "PEN-V3-5")) {
        if (x >= board_.h) ambiguous_ = "x outside the board and y bad";
        return e;
      }
      if (x >= board_.h) return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-V3-5");
      if (y >= board_.w) return Err(VALUE_OUT_OF_RANGE, At(i + 1), "PEN-V3-5");
      if (auto e = AddTerrain(x, y, At(i), "PEN-V3-7")) return e;
      i += 2;
    }
    *pi = i;
    return std::nullopt;
  }

  Step Lines(size_t* pi) {
    const bool columns = C(*pi) == 'Y';
    size_t i = *pi + 1;
    if (i >= n() || C(i) == '_') return Missing(i, "PEN-V3-6");
    while (i < n() && C(i) != '_') {
      if (C(i) == '0') {
        ++i;
        auto e = Pairs(&i);
        *pi = i;
        return e;
      }
      int count = 0, cross = 0;
      if (auto e = B62At(i, &count, "PEN-V3-6")) return e;
      if (i + 1 >= n() || C(i + 1) == '_') return Missing(i + 1, "PEN-V3-6");
      if (auto e = B62At(i + 1, &cross, "PEN-V3-5")) return e;
      const bool cross_out = cross >= (columns ? board_.w : board_.h);
      const size_t cross_at = i + 1;
      i += 2;
      for (int c = 0; c <= count; ++c, ++i) {
        int along = 0;
        if (i >= n() || C(i) == '_') {
          if (cross_out) ambiguous_ = "a line's cross coordinate outside the board, and the line cut short";
          return Missing(i, "PEN-V3-6");
        }
        if (auto e = B62At(i, &along, "PEN-V3-5")) {
          if (cross_out) ambiguous_ = "a line's cross coordinate outside the board, and a bad character";
          return e;
        }
        const bool along_out = along >= (columns ? board_.h : board_.w);
        if (cross_out && along_out) ambiguous_ = "both coordinates of a line cell outside the board";
        if (cross_out) {
          // Reported once the whole group reads; later failures of the group
          // would make the order matter.
          for (int rest = c + 1; rest <= count; ++rest) {
            int v = 0;
            if (i + (rest - c) >= n() || B62At(i + (rest - c), &v, "") || C(i + (rest - c)) == '_') {
              ambiguous_ = "a line's cross coordinate outside the board, and the line broken later";
            }
          }
          return Err(VALUE_OUT_OF_RANGE, At(cross_at), "PEN-V3-5");
        }
        if (along_out) return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-V3-5");
        const int x = columns ? along : cross, y = columns ? cross : along;
        if (auto e = AddTerrain(x, y, At(i), "PEN-V3-7")) return e;
      }
    }
    *pi = i;
    return std::nullopt;
  }

  Step V3Colours(size_t i) {
    if (i >= n()) return Err(TRUNCATED, t_.input_size, "PEN-V3-8");
    std::set<char> keys, listed;
    while (i < n()) {
      const char key = C(i);
      if (key == 'a' || key == 'b') ambiguous_ = "colour keys a and b: VALUE_OUT_OF_RANGE or BAD_CHARACTER";
      if (!IsDigit(key)) return Err(BAD_CHARACTER, At(i), "PEN-V3-8");
      if (key > '5') return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-V3-8");
      if (!keys.insert(key).second) return Err(DUPLICATE, At(i), "PEN-V3-8");
      ++i;
      if (i >= n() || IsDigit(C(i))) return Missing(i, "PEN-V3-8");
      while (i < n() && !IsDigit(C(i))) {
        const char l = C(i);
        if (!IsLetter(l)) return Err(BAD_CHARACTER, At(i), "PEN-V3-8");
        if (LetterIndex(Up(l)) < 0) return Err(UNKNOWN_PIECE, At(i), "PEN-V3-8");
        const int colour = key - '0' + (IsLower(l) ? 6 : 0);
        const bool twice = !listed.insert(Up(l)).second;
        const bool placed = placed_[static_cast<size_t>(LetterIndex(Up(l)))];
        if (colour == 0 && (twice || placed)) ambiguous_ = "colour 0 listed for a letter also listed or placed";
        if (twice || placed) return Err(DUPLICATE, At(i), "PEN-V3-8");
        if (colour == 0) return Err(VALUE_OUT_OF_RANGE, At(i), "PEN-V3-8");
        board_.Color(Up(l)) = colour;
        ++i;
      }
    }
    return std::nullopt;
  }

  bool lenient_;
  std::string input_;
  Text t_;
  std::string ambiguous_;
  std::string version_;
  Board board_;
  std::map<std::pair<int, int>, Occupant> cells_;
  std::array<bool, 12> placed_{};
  bool lines_ = false;
};

// ---------------------------------------------------------------------------
// Vectors

// Every flag a vector may carry; corpus/README.md explains each.
const std::set<std::string, std::less<>> kFlags = {
    "Article", "Fragment", "AssumedHeader", "Boundary", "Random", "Empty", "LengthLimit", "ForeignCharacter",
    "NonAscii", "BrokenEscape", "PercentEncoded", "DoublePercentEncoded", "TriplePercentEncoded", "LineBreaks",
    "ProsePunctuation", "CombinedDamage", "LenientBeyondUpstream", "UnknownVersion", "OutOfRange",
    "ConflictingRepeat", "IdenticalRepeat", "Unsorted", "Truncated", "MaskedCanonical", "SeveralCanonical",
    "UpstreamAcceptsGarbage", "UpstreamOpensDifferently", "UnknownPiece", "BadJson", "ExpansionLimit",
    "V0KeyOrder", "V0Whitespace", "LeadingZeros", "ThreeDigits", "MixedSeparators", "MixedItemForms",
    "TwoDigitSmallX", "LegacyTerrainOrientation", "OrientationAlias", "OrientationTable", "EarlyV3Spelling",
    "Surface", "TerrainForm", "TerrainTie", "JsKeyOrder", "YSinglesErratum", "Side61", "ColourSection",
    "ColourConflict", "ColourKeyOrder", "ColourLetterOrder", "SymmetricOrientation", "VersionBoundary",
    "OpenParenthesis",
};

// Ids that were once published and withdrawn: never to be used again.
const std::set<std::string, std::less<>> kRetiredIds = {};

struct Case {
  std::string id{};
  std::string slug{};
  std::vector<std::string> flags{};
  std::vector<std::string> requirements{};
  std::string comment{};
  std::optional<Outcome> strict{};
  std::optional<Outcome> lenient{};
};



std::string ErrorJson(const Outcome& o) {
  return R"({"code":")" + slugspec::ErrorCode_Name(o.code) + R"(","offset":)" + std::to_string(o.offset) + "}";
}

bool ValidId(std::string_view id) {
  if (id.rfind("pentomino/", 0) != 0 || id.back() == '/' || id.back() == '-') return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '/' || c == '.';
  });
}

void AddUnique(std::vector<std::string>* list, const std::string& item) {
  if (!item.empty() && std::find(list->begin(), list->end(), item) == list->end()) list->push_back(item);
}

class Corpus {
 public:
  // Decodes `c.slug` both ways, checks the stated intent, and appends the
  // vector line to `file`.
  void Add(const std::string& file, Case c) {
    if (!TryAdd(file, c)) Die(c.id + ": the spec leaves the outcome open: " + last_ambiguity_);
  }

  // As Add, but returns false (writing nothing) when the spec leaves the
  // outcome open; for random vectors, which then draw again.
  bool TryAdd(const std::string& file, Case c) {
    if (!ValidId(c.id)) Die(c.id + ": ids are pentomino/ then lowercase letters, digits, '-', '.' and '/'");
    if (kRetiredIds.contains(c.id) || ids_.contains(c.id)) Die(c.id + ": id used twice or retired");
    Oracle so(c.slug, false), lo(c.slug, true);
    const Outcome strict = so.Run();
    const Outcome lenient = lo.Run();
    if (!so.ambiguous().empty() || !lo.ambiguous().empty()) {
      last_ambiguity_ = so.ambiguous().empty() ? lo.ambiguous() : so.ambiguous();
      return false;
    }
    if (c.strict) CheckIntent(c.id, "strict", *c.strict, strict);
    // Unset lenient: as strict, except that NON_CANONICAL leaves it to the oracle.
    if (c.lenient || (c.strict && c.strict->code != NON_CANONICAL)) {
      CheckIntent(c.id, "lenient", c.lenient ? *c.lenient : *c.strict, lenient);
    }
    if (strict.ok() && !Same(strict, lenient)) Die(c.id + ": lenient must accept what strict accepts [GEN-2]");
    if (!strict.ok() && c.flags.empty()) Die(c.id + ": a rejected vector needs flags saying why");
    for (const auto& f : c.flags) {
      if (!kFlags.contains(f)) Die(c.id + ": unknown flag " + f);
    }
    ids_.insert(c.id);
    contents_[file] += Line(c, strict, lenient) + "\n";
    ++counts_[file];
    return true;
  }

  const std::map<std::string, std::string>& contents() const { return contents_; }
  size_t count(const std::string& file) const { return counts_.contains(file) ? counts_.at(file) : 0; }

 private:
  // A disagreement is reported, and generation fails once all are listed.
  void CheckIntent(const std::string& id, const char* profile, const Outcome& want, const Outcome& got) {
    if (!Same(want, got)) {
      std::cerr << id << ": " << profile << " intent is " << Describe(want) << " but the spec's rules give "
                << Describe(got) << "\n";
      ++disagreements_;
    }
  }

 public:
  int disagreements() const { return disagreements_; }

 private:
  int disagreements_ = 0;

  static std::string Line(const Case& c, const Outcome& strict, const Outcome& lenient) {
    const bool accepted = lenient.ok();
    const char* result = strict.ok() ? "VALID" : accepted ? "ACCEPTABLE" : "INVALID";
    std::vector<std::string> reqs = c.requirements;
    // Requirements that whole groups of vectors check, by id.
    static const std::pair<std::string_view, std::string_view> kByIdPart[] = {
        {"/surface/", "PEN-V3-1"},          {"/transport/limit/", "GEN-5"},
        {"/percent/thrice", "GEN-3"},       {"/line-breaks/vertical-tab", "GEN-3"},
        {"/prose/inner-punctuation", "GEN-3"},
    };
    for (const auto& [part, req] : kByIdPart) {
      if (c.id.find(part) != std::string::npos) AddUnique(&reqs, std::string(req));
    }
    AddUnique(&reqs, strict.requirement);
    AddUnique(&reqs, lenient.requirement);
    if (accepted) {
      AddUnique(&reqs, "PEN-D1");
      AddUnique(&reqs, "PEN-D2");  // the version reported
    }
    if (strict.ok()) {
      AddUnique(&reqs, "PEN-E3");  // the encoder writes exactly this slug
      AddUnique(&reqs, "GEN-2");   // and lenient reads it alike
    }
    if (accepted && lenient.repaired) {
      AddUnique(&reqs, "PEN-T2");
      AddUnique(&reqs, "GEN-1");
    }
    if (accepted) {
      AddUnique(&reqs, "PEN-E2");  // `canonical`
      AddUnique(&reqs, "PEN-U1");  // `upgraded`
      AddUnique(&reqs, "GEN-4");
    }
    std::string line = "{\"id\":" + Quote(c.id) + ",\"format\":\"pentomino\",\"slug\":" + Quote(c.slug) +
                       ",\"result\":\"" + result + "\"";
    if (accepted) line += ",\"model\":" + ModelJson(lenient.version, lenient.board);
    if (!strict.ok()) line += ",\"error\":" + ErrorJson(strict);
    if (!accepted && !Same(strict, lenient)) line += ",\"lenient_error\":" + ErrorJson(lenient);
    if (accepted) {
      line += ",\"canonical\":" + Quote(MustWrite(lenient.board, lenient.version));
      const auto up = Write(lenient.board, "v3.1");
      if (!up) Die(c.id + ": the board has no v3.1 slug, and a vector cannot say so");
      line += ",\"upgraded\":" + Quote(*up);
    }
    return FinishVectorLine(std::move(line), c.id, c.slug, c.flags, reqs, c.comment);
  }

  std::set<std::string> ids_;
  std::map<std::string, std::string> contents_;
  std::map<std::string, size_t> counts_;
  std::string last_ambiguity_;
};

// ---------------------------------------------------------------------------
// Boards

// Pieces from "Lox y" tokens: letter, orientation digit 0..7, x and y in base
// 62 ("V100" is V, orientation 1, at (1, 0)).
std::vector<Piece> P(std::string_view tokens) {
  std::vector<Piece> out;
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) {
    if (t.size() != 4 || LetterIndex(t[0]) < 0 || t[1] < '0' || t[1] > '7') Die("bad piece token " + t);
    const int o = t[1] - '0';
    out.push_back({t[0], B62Value(t[2]), B62Value(t[3]), o % 4, o >= 4});
  }
  return out;
}

// Terrain from a picture: one string per row, '#' a block.
std::vector<Cell> Picture(const std::vector<std::string>& rows) {
  std::vector<Cell> out;
  for (size_t x = 0; x < rows.size(); ++x) {
    for (size_t y = 0; y < rows[x].size(); ++y) {
      if (rows[x][y] == '#') out.push_back({static_cast<int>(x), static_cast<int>(y)});
    }
  }
  return out;
}

// Terrain from "xy xy ..." in base 62.
std::vector<Cell> T(std::string_view tokens) {
  std::vector<Cell> out;
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) {
    if (t.size() != 2) Die("bad cell token " + t);
    out.push_back({B62Value(t[0]), B62Value(t[1])});
  }
  return out;
}

// Colours from "F8 I4 L1" (letter and decimal colour).
std::array<int, 12> Colours(std::string_view tokens) {
  std::array<int, 12> c{};
  std::istringstream in{std::string(tokens)};
  for (std::string t; in >> t;) c[static_cast<size_t>(LetterIndex(t[0]))] = std::stoi(t.substr(1));
  return c;
}

// A board as a canonical slug lists it: pieces by row, then column.
Board MakeBoardAsIs(char surface, int h, int w, std::vector<Piece> pieces = {}, std::vector<Cell> terrain = {},
                    std::array<int, 12> colours = {});
Board MakeBoard(char surface, int h, int w, std::vector<Piece> pieces = {}, std::vector<Cell> terrain = {},
                std::array<int, 12> colours = {}) {
  std::stable_sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& c) {
    return a.x != c.x ? a.x < c.x : a.y < c.y;
  });
  return MakeBoardAsIs(surface, h, w, std::move(pieces), std::move(terrain), colours);
}
// A board with its pieces in the order given (a slug's order).
Board MakeBoardAsIs(char surface, int h, int w, std::vector<Piece> pieces, std::vector<Cell> terrain,
                    std::array<int, 12> colours) {
  Board b;
  b.surface = surface;
  b.h = h;
  b.w = w;
  b.pieces = std::move(pieces);
  b.terrain = std::move(terrain);
  b.color = colours;
  return b;
}

Board SixByTen() {
  return MakeBoard('R', 6, 10, P("V100 I106 W014 T119 Z621 F626 N333 X038 Y342 P745 L751 U058"));
}
Board ProjectivePlane(bool coloured) {
  return MakeBoard('P', 8, 8, P("Y400 V605 P606 N120 L223 W026 U332 I234 T345 X050 Z063 F675"), T("11 16 61 66"),
                   coloured ? Colours("F6 I11 L3 N10 T2 U4 V9 W7 X5 Y1 Z8") : std::array<int, 12>{});
}
Board ColouredEightByEight() {
  return MakeBoard('R', 8, 8, P("T001 P116 F222 X025 I030 W336 V141 Z244 Y657 N363 U071 L375"), T("03 04 13 14"),
                   Colours("T1 U1 X1 Z1 F2 I2 L2 N2"));
}
Board ElevenTerrain() {
  return MakeBoard('R', 11, 11, {},
                   Picture({"#####.#####", "####...####", "###.....###", "##.......##", "#.........#", "...........",
                            "#.........#", "##.......##", "###.....###", "####...####", "###########"}),
                   Colours("I1 L10 P5 N11 T4 U7 V3 W2 X8 Y6 Z9"));
}

// Canonical spellings by version, for intents.
Outcome OkIn(std::string_view version, const Board& b) { return Ok(std::string(version), b); }

// The version a v3-family slug of the board is reported as when written
// with pairs ([PEN-D2]): v3.1 when that is what v3.1 writes.
std::string V3Reported(const Board& b) { return WriteV3(b) == WriteV31(b) ? "v3.1" : "v3"; }

// An outcome of a v3-family slug of `b`, in the version [PEN-D2] reports.
Outcome OkV3Family(const Board& b) { return Ok(V3Reported(b), b); }

// splitmix64: a fixed, portable generator.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int Below(int n) { return static_cast<int>(Next() % static_cast<uint64_t>(n)); }
  int Range(int lo, int hi) { return lo + Below(hi - lo + 1); }

 private:
  uint64_t state_;
};

// ---------------------------------------------------------------------------
// Damage, as links suffer it in transit



// Escapes the existing escapes of a v0 slug once more ('%' becomes "%25").
std::string EscapePercents(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '%' ? std::string("%25") : std::string(1, c);
  return out;
}


std::string Index(int i) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%03d", i);
  return buf;
}

// ---------------------------------------------------------------------------
// article.jsonl: every slug quoted in seed 000, the author's article

void ArticleVectors(Corpus& c) {
  const std::string f = "article.jsonl";
  const std::string comment = "quoted in seed 000; board checked against the upstream facts";
  auto art = [&](const std::string& id, const std::string& version, const Board& b, const std::string& slug) {
    if (MustWrite(b, version) != slug) Die(id + ": the writers do not reproduce the article's slug");
    c.Add(f, {.id = "pentomino/article/" + id, .slug = slug, .flags = {"Article"}, .comment = comment,
              .strict = OkIn(version, b)});
  };
  art("01-v3.1", "v3.1", ProjectivePlane(true), "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166");
  art("02-v3.1", "v3.1", ProjectivePlane(false), "P88Y400V605P606N120L223W026U332I234T345X050Z063F675R11166166");
  art("03-v0b", "v0b", SixByTen(),
      "('g!%5BBVC070*IC076*WD174*TC179*ZE1*FE6*NG-373*XD378*YG-472*PGA475*LGA571*UD578)%5D~h!6~w!10)*)%2CB-~e!0~x!.'~o!"
      "7~y!A~e!1~x!B('p!'C.1-D.0-E.2A27G.3%01GEDCBA7.-*_");
  art("04-v1", "v1", SixByTen(), "6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8");
  art("05-v1.5", "v1.5", SixByTen(), "6_10V10_0I10_6W01_4T11_9Z62_1F62_6N33_3X03_8Y34_2P74_5L75_1U05_8");
  art("06-v3.1", "v3.1", MakeBoard('R', 6, 10, {}, {}, Colours("F8 I4 L1 N3 T9 U11 V10 W7 X5 Y2 Z6")),
      "R6a_0z1Lw2fY3Nt4Iv5uX");
  art("07-v1.5", "v1.5", ColouredEightByEight(),
      "8_8TA0_1R00_3R00_4R01_3R01_4P11_6FK2_2XA2_5II3_0W33_6V14_1ZC4_4Y65_7NL6_3UA7_1LL7_5");
  art("08-v3.1", "v3.1", ColouredEightByEight(), "R88TA01P116FK22XA25II30W336V141ZC44Y657NL63UA71LL75R03041314");
  art("09-v3.1", "v3.1",
      MakeBoard('R', 8, 8, P("L505 U110 F412 V215 Z133 I037 N040 Y246 W254 X063 P766 T271"), T("07 30 52 74")),
      "R88L505U110F412V215Z133I037N040Y246W254X063P766T271R07305274");
  art("10-v3", "v3", ElevenTerrain(),
      "RbbR0001020304060708090a101112131718191a20212228292a3031393a404a606a7071797a80818288898a909192939798999aa0a1a2a"
      "3a4a5a6a7a8a9aa_0y1Iu2Wx3Vz4lT5Pn");
  art("11-v3.1", "v3.1", ElevenTerrain(),
      "RbbRZ90012346789a710123789a5201289a33019a140a160a37019a5801289a790123789aaa0123456789a_0y1Iu2Wx3Vz4lT5Pn");
  const Board two_rows = MakeBoard('R', 11, 11, {}, Picture({"#####.#####", "#####.#####"}));
  art("12-v3.1", "v3.1", two_rows, "RbbRZ90012346789a91012346789a");
  const Board corner = MakeBoard('R', 11, 11, {},
                                 Picture({".........##", ".........##", ".........##", ".........##", ".........##",
                                          ".........##", ".........##", ".........##", ".........##", "#########..",
                                          "#########.."}));
  art("13-v3.1", "v3.1", corner, "RbbRY109a119a129a139a149a159a169a179a189a890123456788a012345678");

  // Fragments: strings the article quotes that are not whole slugs. Alone,
  // each is rejected (or, rarely, is a board of its own); with the header
  // the article implies ("Rbb", an 11 x 11 rectangle), each is a board.
  auto frag = [&](const std::string& id, const std::string& slug, std::vector<std::string> flags, Outcome want,
                  const std::string& why) {
    flags.insert(flags.begin(), "Article");
    c.Add(f, {.id = "pentomino/article/fragment/" + id, .slug = slug, .flags = flags, .comment = why, .strict = want});
  };
  frag("colours-naive", "_0FILNUVXY1WZ2PT", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0),
       "the article's naive colour section: '_' starts no version");
  frag("colours-naive-in-v3", "R6a_0FILNUVXY1WZ2PT", {"Fragment", "AssumedHeader", "OutOfRange"},
       Err(VALUE_OUT_OF_RANGE, 5), "with the header R6a: key 0 with uppercase letters lists colour 0 [PEN-V3-8]");
  frag("colours-naive-in-v1.5", "6_10_0FILNUVXY1WZ2PT", {"Fragment", "AssumedHeader", "OutOfRange"},
       Err(VALUE_OUT_OF_RANGE, 5), "legacy colour keys are 1..5 [PEN-L9]");
  frag("colours-short", "1WZ2PT", {"Fragment"}, Err(BAD_CHARACTER, 1),
       "a digit starts a legacy slug; 'W' where the separator should be [PEN-L1]");
  Board wz = MakeBoard('R', 6, 10, {}, {}, Colours("W1 Z1 P2 T2"));
  frag("colours-short-in-v3.1", "R6a_1WZ2PT", {"Fragment", "AssumedHeader", "ColourSection"}, OkIn("v3.1", wz),
       "with the header R6a");
  frag("colours-short-in-v2", "6_10_1WZ2PT", {"Fragment", "AssumedHeader", "ColourSection"}, OkIn("v2", wz),
       "with a legacy header: a slug without items is v2 [PEN-D2]");
  frag("p0112-upper", "P0112", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1),
       "'P' is the projective plane; 0 rows [PEN-V3-2]");
  frag("p0112-lower", "p0112", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "'p' starts no version");
  frag("p0112-lower-in-v2", "20_20p0112", {"Fragment", "AssumedHeader"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 1, 12, 0, false}})), "v2: lowercase, one digit of x: P at (1, 12)");
  frag("p0112-upper-in-v2", "20_20P0112", {"Fragment", "AssumedHeader"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 11, 2, 0, false}})), "v2: uppercase, two digits of x: P at (11, 2)");
  frag("ambiguity", "P011_1FN3", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1), "the article's ambiguity example alone");
  c.Add(f, {.id = "pentomino/article/fragment/ambiguity-legacy-reading", .slug = "20_20P011_1FN3_3",
            .flags = {"Article", "Fragment", "AssumedHeader", "Unsorted"},
            .comment = "the v1.5 reading: P at (11, 1), then F with 'N' (colour 2, orientation 5) at (3, 3)",
            .strict = Err(NON_CANONICAL, 5),
            .lenient = OkIn("v1.5", MakeBoardAsIs('R', 20, 20, {{'P', 11, 1, 0, false}, {'F', 3, 3, 1, true}}, {},
                                              Colours("F2")))});
  frag("ambiguity-v2-reading", "20_20p011_1FN3T", {"Fragment", "AssumedHeader", "ColourSection"},
       OkIn("v2", MakeBoard('R', 20, 20, {{'P', 1, 1, 0, false}}, {}, Colours("F1 N1 T3"))),
       "the v2 reading: P at (1, 1), then the colour section 1FN 3T");
  frag("first-row-terrain", "0001020304060708090a", {"Fragment"}, Err(BAD_CHARACTER, 19),
       "the article's first row of terrain pairs alone: a legacy slug whose rows never end [PEN-L1]");
  frag("terrain-orientation", "R0", {"Fragment"}, Err(VALUE_OUT_OF_RANGE, 1), "'R0' alone: a rectangle of 0 rows");
  frag("v1-item-n33", "N33.3", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "an item without a header");
  frag("v1-item-n53", "N53.3", {"Fragment", "UnknownVersion"}, Err(UNKNOWN_VERSION, 0), "an item without a header");
  frag("v1-item-n33-in-v1", "6.10N33.3", {"Fragment", "AssumedHeader"},
       OkIn("v1", MakeBoard('R', 6, 10, {{'N', 3, 3, 3, false}})), "");
  frag("v1-item-n53-in-v1", "6.10N53.3", {"Fragment", "AssumedHeader"},
       OkIn("v1", MakeBoard('R', 6, 10, {{'N', 3, 3, 1, true}})), "");
  frag("legacy-coordinates", "11_1", {"Fragment", "Boundary"}, OkIn("v2", MakeBoard('R', 11, 1)),
       "'11_1' alone is a whole slug: an empty board of 11 rows and 1 column");
  // The two compressions of the two-row board.
  frag("y-two-rows", "RY1001110112011301140116011701180119011a01", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1, and '0' where a piece should be");
  frag("y-two-rows-in-rbb", "RbbRY1001110112011301140116011701180119011a01", {"Fragment", "AssumedHeader", "TerrainForm"},
       Err(NON_CANONICAL, 4), "the article's Y form of RbbRZ90012346789a91012346789a: longer, so not canonical");
  frag("z-no-switch", "RZ5956789a5a56789a000011022033044", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 61 x 5, and '9' where a piece should be");
  frag("z-no-switch-in-rbb", "RbbRZ5956789a5a56789a000011022033044",
       {"Fragment", "AssumedHeader", "TerrainForm", "UpstreamOpensDifferently"}, Err(NON_CANONICAL, 5),
       "never producible: the first '0' after the groups switches to pairs, so the rows of single blocks are read "
       "as other pairs, and the board is not the article's");
  const Board z_demo = MakeBoard('R', 11, 11, {}, T("95 96 97 98 99 9a a5 a6 a7 a8 a9 aa 00 11 22 33 44"));
  frag("z-switch", "RZ5956789a5a56789a00011223344", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 61 x 5");
  frag("z-switch-in-rbb", "RbbRZ5956789a5a56789a00011223344", {"Fragment", "AssumedHeader", "TerrainForm"},
       OkIn("v3.1", z_demo), "the article's Z form with the 0 switch; diagonal singles");
  frag("y-singles", "RY49012344a0123400a1928374655", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1");
  // Upstream wrote the singles (y, x); read as (x, y) they land elsewhere,
  // two of them on blocks of the columns (identical repeats).
  const Board y_meant = MakeBoard('R', 11, 11, {}, T("09 0a 19 1a 29 2a 39 3a 49 4a a0 91 82 73 64 55"));
  frag("y-singles-in-rbb", "RbbRY49012344a0123400a1928374655",
       {"Fragment", "AssumedHeader", "YSinglesErratum", "UpstreamOpensDifferently", "IdenticalRepeat"},
       Err(NON_CANONICAL, 20),
       "upstream's encoder wrote the singles (y, x); read (x, y) as the article and the decoder say, (0,10) and (1,9) "
       "repeat blocks of the columns, and the diagonal lands transposed [PEN-E3]");
  c.Add(f, {.id = "pentomino/article/fragment/y-singles-meant", .slug = MustWrite(y_meant, "v3.1"),
            .flags = {"Article", "AssumedHeader", "YSinglesErratum", "TerrainForm"},
            .comment = "the board the article meant, in the canonical spelling: singles written (x, y)",
            .strict = OkIn("v3.1", y_meant)});
  frag("z-corner", "RZ890123456788a012345678", {"Fragment"}, Err(BAD_CHARACTER, 3), "alone: a rectangle of 61 x 9");
  frag("z-corner-in-rbb", "RbbRZ890123456788a012345678", {"Fragment", "AssumedHeader", "TerrainForm"},
       OkIn("v3.1", MakeBoard('R', 11, 11, {}, Picture({"", "", "", "", "", "", "", "", "", "#########", "#########"}))),
       "the article's 'ideally we'd write'");
  frag("y-corner", "RY109a119a129a139a149a159a169a179a189a", {"Fragment"}, Err(BAD_CHARACTER, 3),
       "alone: a rectangle of 60 x 1");
  frag("y-corner-in-rbb", "RbbRY109a119a129a139a149a159a169a179a189a", {"Fragment", "AssumedHeader", "TerrainForm"},
       Err(NON_CANONICAL, 4), "the same board as z-corner-in-rbb in the longer Y form");
}

// ---------------------------------------------------------------------------
// v0.jsonl: §4, [PEN-V0-1]..[PEN-V0-6]

// One v0 entry, as JSON.stringify wrote it.
std::string V0Entry(const std::string& p, int o, int e, int x, int y) {
  return "{\"p\":\"" + p + "\",\"o\":" + Dec(o) + ",\"e\":" + Dec(e) + ",\"x\":" + Dec(x) + ",\"y\":" + Dec(y) + "}";
}
std::string V0Doc(const std::vector<std::string>& entries, int h, int w, bool v0a = false) {
  std::string json = "{\"g\":[";
  for (size_t i = 0; i < entries.size(); ++i) json += (i ? "," : "") + entries[i];
  json += "],";
  return json + (v0a ? "\"x\":" + Dec(w) + ",\"y\":" + Dec(h) + "}" : "\"h\":" + Dec(h) + ",\"w\":" + Dec(w) + "}");
}

// A JSONCrush text that expands about fourfold per replacement character:
// "('" then, for each character c_i, c_i c_i c_i, then "x"; uncrush replaces
// c_1 first (its definition is the text after its last occurrence).
std::string ExpansionBomb(std::string_view chars) {
  std::string text = "('";
  for (char ch : chars) text += std::string(3, ch);
  text += "x";
  return text + "%01" + std::string(chars) + "_";
}

void V0Vectors(Corpus& c) {
  const std::string f = "v0.jsonl";
  auto valid = [&](const std::string& name, const Board& b, bool v0a, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    const std::string v = v0a ? "v0a" : "v0b";
    c.Add(f, {.id = "pentomino/v0/valid/" + name + "-" + v, .slug = MustWrite(b, v), .flags = std::move(flags),
              .comment = comment, .strict = OkIn(v, b)});
  };
  for (bool a : {false, true}) {
    valid("six-by-ten", SixByTen(), a);
    valid("empty-1x1", MakeBoard('R', 1, 1), a, {"Boundary"});
    valid("empty-8x8", MakeBoard('R', 8, 8), a);
    valid("one-piece-1x1", MakeBoard('R', 1, 1, P("X000")), a, {"Boundary"});
    valid("terrain-1x1", MakeBoard('R', 1, 1, {}, T("00")), a, {"Boundary"});
    valid("61x61-corners", MakeBoard('R', 61, 61, P("F000 I0Y0"), T("0Y YY")), a, {"Boundary"});
    valid("tall-3x40", MakeBoard('R', 40, 3, P("L7d1 T3D0"), T("00 01 02 D2")), a, {}, "rows and columns differ");
    valid("every-letter", MakeBoard('R', 12, 12, P("F000 I111 L222 P333 N444 T555 U666 V777 W088 X199 Y2aa Z3bb")), a);
    valid("terrain-and-pieces", MakeBoard('R', 8, 8, P("T001 P116 F222 X025 I030 W336 V141 Z244 Y657 N363 U071 L375"),
                                          T("03 04 13 14")),
          a);
  }
  // Not canonical: key order, white space, order of entries, terrain o/e.
  auto acceptable = [&](const std::string& name, const std::string& json, const Board& b, bool v0a,
                        std::vector<std::string> flags, const std::string& comment) {
    const std::string slug = CrushToSlug(json);
    const std::string canonical = MustWrite(b, v0a ? "v0a" : "v0b");
    size_t i = 0;
    while (i < slug.size() && i < canonical.size() && slug[i] == canonical[i]) ++i;
    c.Add(f, {.id = "pentomino/v0/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, static_cast<uint32_t>(i)), .lenient = OkIn(v0a ? "v0a" : "v0b", b)});
  };
  const Board two = MakeBoard('R', 5, 5, P("I110 X022"));
  acceptable("key-order/size-first", "{\"h\":5,\"w\":5,\"g\":[" + V0Entry("I", 1, 0, 1, 0) + "," +
                                         V0Entry("X", 0, 0, 2, 2) + "]}",
             two, false, {"V0KeyOrder"}, "keys in another order: the same board [PEN-V0-3]");
  acceptable("key-order/entry-keys", "{\"g\":[{\"x\":1,\"y\":0,\"p\":\"I\",\"e\":0,\"o\":1}," + V0Entry("X", 0, 0, 2, 2) +
                                         "],\"h\":5,\"w\":5}",
             two, false, {"V0KeyOrder"}, "");
  acceptable("key-order/v0a-y-first", "{\"y\":5,\"x\":5,\"g\":[" + V0Entry("I", 1, 0, 1, 0) + "," +
                                          V0Entry("X", 0, 0, 2, 2) + "]}",
             two, true, {"V0KeyOrder"}, "");
  acceptable("whitespace/spaces", "{\"g\" : [ " + V0Entry("I", 1, 0, 1, 0) + " , " + V0Entry("X", 0, 0, 2, 2) +
                                      " ] , \"h\" : 5 , \"w\" : 5 }",
             two, false, {"V0Whitespace"}, "");
  acceptable("order/reversed", V0Doc({V0Entry("X", 0, 0, 2, 2), V0Entry("I", 1, 0, 1, 0)}, 5, 5),
             MakeBoardAsIs('R', 5, 5, P("X022 I110")), false, {"Unsorted"}, "entries not in row-major order");
  acceptable("order/same-row", V0Doc({V0Entry("X", 0, 0, 2, 3), V0Entry("I", 1, 0, 2, 0)}, 5, 5, true),
             MakeBoardAsIs('R', 5, 5, P("X023 I120")), true, {"Unsorted"}, "");
  acceptable("terrain/orientation", V0Doc({V0Entry("Terrain", 3, 1, 0, 0)}, 2, 2), MakeBoard('R', 2, 2, {}, T("00")),
             false, {"LegacyTerrainOrientation"}, "terrain's o and e carry nothing; canonical writes 0");
  acceptable("terrain/orientation-v0a", V0Doc({V0Entry("Terrain", 1, 0, 1, 1)}, 2, 3, true),
             MakeBoard('R', 2, 3, {}, T("11")), true, {"LegacyTerrainOrientation"}, "");
  // [PEN-V0-1]
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v0/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict), .lenient = std::move(lenient)});
  };
  const std::string art = MustWrite(SixByTen(), "v0b");
  reject("escape/broken-zz", "('g!%ZZ_", {"BrokenEscape"}, Err(BAD_CHARACTER, 4), std::nullopt,
         "decodeURIComponent throws [PEN-V0-1]");
  reject("escape/cut-short", art.substr(0, art.size() - 2) + "%0", {"BrokenEscape", "Truncated"},
         Err(BAD_CHARACTER, Len(art) - 2), std::nullopt, "");
  reject("escape/percent-at-end", "('g!_%", {"BrokenEscape"}, Err(BAD_CHARACTER, 5), std::nullopt, "");
  reject("escape/not-hex", "('g!%5G_", {"BrokenEscape"}, Err(BAD_CHARACTER, 4), std::nullopt, "");
  // [PEN-V0-2]
  reject("limit/10-steps", ExpansionBomb("ABCDEFGHIJ"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0), std::nullopt,
         "46 bytes that uncrush to far more than 262144 bytes");
  reject("limit/12-steps", ExpansionBomb("ABCDEFGHIJKL"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  reject("limit/11-steps-lowercase", ExpansionBomb("abcdefghijk"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  reject("limit/11-steps-digits", ExpansionBomb("0123456789Q"), {"ExpansionLimit"}, Err(LIMIT_EXCEEDED, 0));
  // [PEN-V0-3]
  auto bad_json = [&](const std::string& name, const std::string& json, const std::string& comment) {
    reject("json/" + name, CrushToSlug(json), {"BadJson"}, Err(BAD_JSON, 0), std::nullopt, comment);
  };
  const std::string x = V0Entry("X", 0, 0, 2, 2);
  bad_json("not-json", "{\"g\":[" + x + "],\"h\":5,\"w\":5", "the closing brace is missing");
  bad_json("missing-w", "{\"g\":[" + x + "],\"h\":5}", "");
  bad_json("missing-g", "{\"h\":5,\"w\":5}", "");
  bad_json("both-sizes", "{\"g\":[],\"h\":5,\"w\":5,\"x\":5,\"y\":5}", "h, w and x, y");
  bad_json("mixed-sizes", "{\"g\":[],\"h\":5,\"y\":5}", "");
  bad_json("extra-key", "{\"g\":[],\"h\":5,\"w\":5,\"c\":1}", "");
  bad_json("entry-missing-e", "{\"g\":[{\"p\":\"X\",\"o\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}", "");
  bad_json("entry-extra-key", "{\"g\":[{\"p\":\"X\",\"o\":0,\"e\":0,\"x\":2,\"y\":2,\"c\":0}],\"h\":5,\"w\":5}", "");
  bad_json("entry-not-object", "{\"g\":[1],\"h\":5,\"w\":5}", "");
  bad_json("g-not-array", "{\"g\":{},\"h\":5,\"w\":5}", "");
  bad_json("number-as-string", "{\"g\":[{\"p\":\"X\",\"o\":\"0\",\"e\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}",
           "\"0\" is a string, not a number");
  bad_json("size-as-string", "{\"g\":[],\"h\":\"5\",\"w\":5}", "");
  bad_json("fraction", "{\"g\":[{\"p\":\"X\",\"o\":0,\"e\":0,\"x\":2.5,\"y\":2}],\"h\":5,\"w\":5}", "not an integer");
  bad_json("p-not-string", "{\"g\":[{\"p\":7,\"o\":0,\"e\":0,\"x\":2,\"y\":2}],\"h\":5,\"w\":5}", "");
  bad_json("null-size", "{\"g\":[],\"h\":null,\"w\":5}", "");
  bad_json("leading-zero", "{\"g\":[],\"h\":05,\"w\":5}", "JSON has no leading zeros");
  bad_json("trailing-comma", "{\"g\":[" + x + ",],\"h\":5,\"w\":5}", "");
  bad_json("text-after", "{\"g\":[],\"h\":5,\"w\":5}x", "");
  reject("json/not-crushed", "('g'", {"Truncated"}, Err(BAD_CHARACTER, 3), Err(BAD_CHARACTER, 2),
         "no JSONCrush end mark '_': the text was cut (lenient trims the final quote first)");
  reject("json/uncrushed-garbage", "('g'_", {"BadJson"}, Err(BAD_JSON, 0), std::nullopt,
         "any text with its end mark uncrushes; this one is no JSON");
  // [PEN-V0-4]
  auto v0err = [&](const std::string& name, const std::string& json, ErrorCode code, std::vector<std::string> flags,
                   const std::string& comment = "") {
    reject(name, CrushToSlug(json), std::move(flags), Err(code, 0), std::nullopt, comment);
  };
  v0err("piece/unknown-q", V0Doc({V0Entry("Q", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/lowercase", V0Doc({V0Entry("x", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/r", V0Doc({V0Entry("R", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"},
        "terrain is \"Terrain\" in v0");
  v0err("piece/empty-name", V0Doc({V0Entry("", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/terrain-lowercase", V0Doc({V0Entry("terrain", 0, 0, 1, 1)}, 5, 5), UNKNOWN_PIECE, {"UnknownPiece"});
  v0err("piece/none", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("None", 0, 0, 2, 2)}, 5, 5), UNKNOWN_PIECE,
        {"UnknownPiece"}, "upstream's internal pseudo-piece");
  // [PEN-V0-5]
  v0err("range/rows-0", V0Doc({}, 0, 5), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  v0err("range/rows-100", V0Doc({}, 100, 5), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  v0err("range/columns-100-v0a", V0Doc({}, 5, 100, true), VALUE_OUT_OF_RANGE, {"OutOfRange", "Boundary"});
  v0err("range/rows-negative", V0Doc({}, -1, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/rows-huge", "{\"g\":[],\"h\":99999999999999999999,\"w\":5}", VALUE_OUT_OF_RANGE, {"OutOfRange"},
        "an integer far past 99");
  v0err("range/o-4", V0Doc({V0Entry("X", 4, 0, 1, 1)}, 5, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/e-2", V0Doc({V0Entry("X", 0, 2, 1, 1)}, 5, 5), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/x-is-rows", V0Doc({V0Entry("X", 0, 0, 5, 1)}, 5, 6), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/y-is-columns", V0Doc({V0Entry("X", 0, 0, 1, 6)}, 5, 6), VALUE_OUT_OF_RANGE, {"OutOfRange"});
  v0err("range/v0a-x-is-columns", V0Doc({V0Entry("X", 0, 0, 1, 5)}, 6, 5, true), VALUE_OUT_OF_RANGE, {"OutOfRange"},
        "v0a: the top-level x is the number of columns");
  v0err("range/terrain-negative-y", V0Doc({V0Entry("Terrain", 0, 0, 1, -1)}, 5, 5), VALUE_OUT_OF_RANGE,
        {"OutOfRange"});
  // [PEN-V0-6]
  v0err("duplicate/two-pieces", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("I", 0, 0, 1, 1)}, 5, 5), DUPLICATE,
        {"ConflictingRepeat"});
  v0err("duplicate/piece-and-terrain", V0Doc({V0Entry("Terrain", 0, 0, 1, 1), V0Entry("I", 0, 0, 1, 1)}, 5, 5),
        DUPLICATE, {"ConflictingRepeat"});
  v0err("duplicate/other-orientation", V0Doc({V0Entry("X", 0, 0, 1, 1), V0Entry("X", 1, 0, 1, 1)}, 5, 5), DUPLICATE,
        {"ConflictingRepeat"});
}

// ---------------------------------------------------------------------------
// v1.jsonl: §5 and the legacy checks [PEN-L1]..[PEN-L8]

void V1Vectors(Corpus& c) {
  const std::string f = "v1.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/valid/" + name, .slug = MustWrite(b, "v1"), .flags = std::move(flags),
              .comment = comment, .strict = OkIn("v1", b)});
  };
  valid("empty-1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("empty-61x61", MakeBoard('R', 61, 61), {"Boundary"});
  valid("corners-61x61", MakeBoard('R', 61, 61, P("X000 I70Y"), T("Y0 YY")), {"Boundary"});
  valid("one-row", MakeBoard('R', 1, 12, P("I100 I105 I10a")), {}, "the same letter three times");
  valid("all-orientations", MakeBoard('R', 3, 8, P("F010 F111 F212 F313 F414 F515 F616 F717")), {"SymmetricOrientation"});
  valid("x-symmetric", MakeBoard('R', 3, 8, P("X010 X111 X212 X313 X414 X515 X616 X717")), {"SymmetricOrientation"},
        "X looks the same in every orientation; the slug keeps each");
  valid("two-digit-coordinates", MakeBoard('R', 40, 50, P("L3aA N7Ab"), T("10 0b Dn")));
  valid("terrain-only", MakeBoard('R', 4, 4, {}, T("00 11 22 33")));
  valid("six-by-ten-with-terrain", MakeBoard('R', 6, 10, SixByTen().pieces, T("01 59")), {},
        "terrain shares rows with pieces: all items in row-major order");

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Board& b, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = OkIn("v1", b)});
  };
  const Board t1 = MakeBoard('R', 8, 8, P("X033"), T("00"));
  acceptable("terrain-orientation/3", "8.8R30.0X03.3", {"LegacyTerrainOrientation"}, 4, t1,
             "the cursor's orientation written with the terrain; canonical writes 0");
  acceptable("terrain-orientation/9", "8.8R90.0X03.3", {"LegacyTerrainOrientation"}, 4, t1,
             "a terrain block's character is any digit");
  acceptable("leading-zeros/rows", "08.8X03.3", {"LeadingZeros"}, 0, MakeBoard('R', 8, 8, P("X033")));
  acceptable("leading-zeros/x", "8.8X003.3", {"LeadingZeros"}, 5, MakeBoard('R', 8, 8, P("X033")));
  acceptable("leading-zeros/y", "8.8X03.03", {"LeadingZeros"}, 7, MakeBoard('R', 8, 8, P("X033")));
  acceptable("order/reversed", "8.8X03.3I01.1", {"Unsorted"}, 3, MakeBoardAsIs('R', 8, 8, P("X033 I011")));
  acceptable("order/same-row", "8.8X01.3I01.1", {"Unsorted"}, 3, MakeBoardAsIs('R', 8, 8, P("X013 I011")));
  acceptable("repeat/identical", "8.8X03.3X03.3", {"IdenticalRepeat"}, 8, MakeBoard('R', 8, 8, P("X033")),
             "an identical repeat is only not canonical; lenient drops it");
  acceptable("repeat/terrain", "8.8R01.1R01.1", {"IdenticalRepeat"}, 8, MakeBoard('R', 8, 8, {}, T("11")));

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-L1]
  reject("header/rows-only", "8", {"Truncated"}, Err(TRUNCATED, 1));
  reject("header/no-columns", "8.", {"Truncated"}, Err(TRUNCATED, 2));
  reject("header/letter-after-rows", "8X03.3", {"Truncated"}, Err(BAD_CHARACTER, 1));
  reject("header/comma", "8,8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1));
  reject("header/letter-for-columns", "8.X03.3", {"Truncated"}, Err(BAD_CHARACTER, 2));
  // [PEN-L2]
  reject("separators/underscore-in-item", "8.8X03_3", {"MixedSeparators"}, Err(BAD_CHARACTER, 6),
         "upstream accepts the mixture; every separator must be the same");
  reject("separators/underscore-later", "8.8X03.3I01_1", {"MixedSeparators"}, Err(BAD_CHARACTER, 11));
  reject("separators/header", "8_8X03.3", {"MixedSeparators"}, Err(BAD_CHARACTER, 6));
  // [PEN-L3]
  reject("range/rows-0", "0.8", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  reject("range/columns-0", "8.0", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 2));
  reject("range/rows-100", "100.8", {"OutOfRange", "Boundary", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 0),
         "sides before 26 Sep 2023 were unbounded; no later version can express more than 99");
  reject("range/columns-100", "8.100", {"OutOfRange", "Boundary", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 2));
  reject("range/rows-008", "008.8", {"OutOfRange", "ThreeDigits", "LeadingZeros"}, Err(VALUE_OUT_OF_RANGE, 0),
         "at most two digits, also with leading zeros");
  reject("range/x-three-digits", "99.99X0100.5", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 7));
  reject("range/y-three-digits", "99.99X05.100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 9));
  reject("range/y-three-digits-zeros", "8.8X05.005", {"OutOfRange", "ThreeDigits", "LeadingZeros"},
         Err(VALUE_OUT_OF_RANGE, 7));
  // [PEN-L4]
  reject("item/cut-after-name", "8.8X", {"Truncated"}, Err(TRUNCATED, 4));
  reject("item/cut-after-orientation", "8.8X0", {"Truncated"}, Err(TRUNCATED, 5));
  reject("item/cut-after-x", "8.8X03", {"Truncated"}, Err(TRUNCATED, 6));
  reject("item/cut-after-separator", "8.8X03.", {"Truncated"}, Err(TRUNCATED, 7));
  reject("item/second-cut", "8.8X03.3I", {"Truncated"}, Err(TRUNCATED, 9));
  reject("item/no-x", "8.8X0.3", {"Truncated"}, Err(BAD_CHARACTER, 5));
  c.Add(f, {.id = "pentomino/v1/item/full-stop", .slug = "8.8X03.3.", .flags = {"ProsePunctuation"},
            .comment = "v1 has no colour section [PEN-L9]; lenient trims the full stop",
            .strict = Err(BAD_CHARACTER, 8), .lenient = OkIn("v1", MakeBoard('R', 8, 8, P("X033")))});
  reject("item/dot-then-item", "8.8X03.3.I01.1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 8),
         "v1 has no colour section [PEN-L9]");
  reject("item/space", "8.8X03.3 I01.1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 8));
  // [PEN-L5]
  reject("piece/q", "8.8Q03.3", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "the painter crashes upstream");
  reject("piece/o", "8.8X03.3O01.1", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 8));
  reject("piece/a", "8.8A03.3", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3));
  // [PEN-L6]
  reject("orientation/letter", "8.8XA3.3", {"OutOfRange"}, Err(BAD_CHARACTER, 4), "v1 has no colours");
  reject("orientation/dash", "8.8X-3.3", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/terrain-letter", "8.8RA0.0", {"ForeignCharacter"}, Err(BAD_CHARACTER, 4));
  // [PEN-L7]
  reject("range/x-is-rows", "8.8X08.3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5),
         "upstream throws");
  reject("range/y-is-columns", "8.8X03.8", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 7),
         "upstream silently lengthens the row");
  reject("range/x-99", "6.10X099.1", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6));
  reject("range/terrain-y", "3.3R00.3", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 7));
  // [PEN-L8]
  reject("duplicate/two-pieces", "8.8X03.3I03.3", {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, 8), "upstream keeps the last");
  reject("duplicate/other-orientation", "8.8X03.3X13.3", {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, 8));
  reject("duplicate/piece-on-terrain", "8.8R03.3X03.3", {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, 8));
  reject("duplicate/terrain-on-piece", "8.8X03.3R03.3", {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, 8));
  reject("duplicate/after-identical", "8.8X03.3X03.3I03.3", {"IdenticalRepeat", "ConflictingRepeat", "MaskedCanonical"},
         Err(DUPLICATE, 13));
  reject("range/behind-unsorted", "8.8X03.3I01.9", {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, 12));
}

// ---------------------------------------------------------------------------
// v1x.jsonl: §6, v1.1 and v1.5

void V1xVectors(Corpus& c) {
  const std::string f = "v1x.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/valid/" + name, .slug = MustWrite(b, "v1.5"), .flags = std::move(flags),
              .comment = comment, .strict = OkIn("v1.5", b)});
  };
  // v1.1: v1.5 without colours, reported as v1.5 ([PEN-D2]).
  valid("v1.1-six-by-ten", SixByTen(), {"VersionBoundary"}, "a v1.1 link: the same bytes as v1.5 without colours");
  valid("v1.1-terrain", MakeBoard('R', 12, 12, P("X0b5"), T("00 bb")), {"VersionBoundary"});
  valid("v1.1-corners-61", MakeBoard('R', 61, 61, P("X000 I70Y"), T("Y0 YY")), {"VersionBoundary", "Boundary"});
  // Every orientation and colour character of the §6 table on a placed piece.
  for (int k = 0; k <= 5; ++k) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({kLetters[static_cast<size_t>(o)], 10 + o, 2 * o, o % 4, o >= 4});
    Board b = MakeBoard('R', 20, 20, ps);
    for (const Piece& p : ps) b.Color(p.letter) = k;
    valid("table/colour-" + Dec(k), b, {"OrientationTable"}, "orientations 0..7 in colour " + Dec(k));
  }
  // Colour sections.
  valid("colours/one-unplaced", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1")), {"ColourSection"});
  valid("colours/every-key", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I2 L3 P4 N5")), {"ColourSection"});
  valid("colours/all-twelve-unplaced", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I1 L2 P2 N3 T3 U4 V4 W5 Y5 Z5")),
        {"ColourSection", "ColourLetterOrder"});
  valid("colours/placed-and-listed", MakeBoard('R', 8, 8, P("X033 F155"), {}, Colours("X4 F2 Z2 I5")),
        {"ColourSection"});
  valid("colours/article-board", ColouredEightByEight(), {"ColourSection"});

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  const Board x4 = MakeBoard('R', 8, 8, P("X433"));
  acceptable("alias/8", "8_8X83_3", {"OrientationAlias"}, 4, OkIn("v1.5", x4), "upstream reads 8 as 4");
  acceptable("alias/9", "8_8X93_3", {"OrientationAlias"}, 4, OkIn("v1.5", MakeBoard('R', 8, 8, P("X533"))),
             "upstream reads 9 as 5");
  acceptable("terrain-orientation/5", "8_8R50_0X03_3", {"LegacyTerrainOrientation"}, 4,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), T("00"))));
  acceptable("leading-zeros/y", "8_8X03_03", {"LeadingZeros"}, 7, OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"))));
  acceptable("leading-zeros/columns", "8_08", {"LeadingZeros"}, 2, OkIn("v2", MakeBoard('R', 8, 8)),
             "no item: v2 [PEN-D2]");
  acceptable("order/unsorted", "8_8X03_3I01_1", {"Unsorted"}, 3, OkIn("v1.5", MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("colours/keys-descending", "8_8X03_3_2I1F", {"ColourKeyOrder"}, 9,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I2"))), "keys in ascending order");
  acceptable("colours/letters-unordered", "8_8X03_3_1IF", {"ColourLetterOrder"}, 10,
             OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1 I1"))), "letters in the order FILPNTUVWXYZ");

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v1x/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-L6]
  reject("orientation/o", "8_8Xo3_3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream reads colour 6, which v1.5 does not have");
  reject("orientation/z", "8_8Xz3_3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/at", "8_8X@3_3", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream: rotation -1, the painter crashes");
  reject("orientation/terrain-colour", "8_8RA0_0", {"ForeignCharacter"}, Err(BAD_CHARACTER, 4),
         "a terrain block's character is a digit");
  // [PEN-L3]
  reject("range/y-three-digits", "99_99X05_100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 9));
  reject("range/rows-100", "100_8", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  // [PEN-L9]
  reject("colours/empty", "8_8X03_3_", {"Truncated", "ColourSection"}, Err(TRUNCATED, 9));
  reject("colours/key-0", "8_8X03_3_0F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 9),
         "legacy keys are 1..5");
  reject("colours/key-6", "8_8X03_3_6F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 9));
  reject("colours/key-9", "8_8_9F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 4));
  reject("colours/key-twice", "8_8X03_3_1F1I", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 11),
         "legacy upstream forgets the first group, current upstream adds to it");
  reject("colours/letter-twice", "8_8X03_3_1F2F", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 12));
  reject("colours/letter-twice-same-key", "8_8X03_3_1FF", {"IdenticalRepeat", "ColourSection"}, Err(DUPLICATE, 11));
  reject("colours/placed-listed", "8_8X03_3_1X", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 10),
         "a placed letter's colour is in its orientation character");
  reject("colours/unknown-letter", "8_8X03_3_1Q", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 10));
  reject("colours/r", "8_8X03_3_1R", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 10));
  reject("colours/no-letters", "8_8X03_3_12F", {"ColourSection"}, Err(BAD_CHARACTER, 10));
  reject("colours/letter-first", "8_8X03_3_F", {"ColourSection"}, Err(BAD_CHARACTER, 9));
  c.Add(f, {.id = "pentomino/v1x/colours/full-stop", .slug = "8_8X03_3_1F.", .flags = {"ProsePunctuation"},
            .strict = Err(BAD_CHARACTER, 11), .lenient = OkIn("v1.5", MakeBoard('R', 8, 8, P("X033"), {}, Colours("F1")))});
  reject("colours/dot", "8_8X03_3_1F.2I", {"MixedSeparators"}, Err(BAD_CHARACTER, 11));
  reject("colours/underscore", "8_8X03_3_1F_2I", {"ColourSection"}, Err(BAD_CHARACTER, 11));
  // [PEN-L10]
  reject("colours/letter-two-colours", "8_8XA3_3XI4_4", {"ColourConflict", "UpstreamOpensDifferently"},
         Err(DUPLICATE, 8), "all pieces of a letter share one colour");
  reject("colours/letter-colour-and-default", "8_8X03_3XA5_5", {"ColourConflict"}, Err(DUPLICATE, 8));
  // [PEN-L8] with colours
  reject("duplicate/other-colour", "8_8X03_3XA3_3", {"ConflictingRepeat"}, Err(DUPLICATE, 8));
}

// ---------------------------------------------------------------------------
// v2.jsonl: §7

void V2Vectors(Corpus& c) {
  const std::string f = "v2.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/valid/" + name, .slug = MustWrite(b, "v2"), .flags = std::move(flags),
              .comment = comment, .strict = OkIn("v2", b)});
  };
  valid("empty-8x8", MakeBoard('R', 8, 8), {"VersionBoundary"}, "no items: v1.1, v1.5 and v2 write the same bytes");
  valid("empty-1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("six-by-ten", SixByTen());
  valid("x-9-and-10", MakeBoard('R', 12, 12, P("X099 X0aa I3b5")), {"Boundary"}, "the case of the name changes at x = 10");
  valid("y-two-digits", MakeBoard('R', 61, 61, P("L00Y N1Y0 T7YY"), T("0A AA")), {"Boundary"});
  valid("colours", MakeBoard('R', 8, 8, P("X033 T101"), {}, Colours("X3 T5 F1 Z4")), {"ColourSection"});
  valid("article-board", ColouredEightByEight(), {"ColourSection"});
  for (int k = 1; k <= 5; ++k) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({kLetters[static_cast<size_t>(4 + o)], o + 6, o, o % 4, o >= 4});
    Board b = MakeBoard('R', 14, 9, ps);
    for (const Piece& p : ps) b.Color(p.letter) = k;
    valid("table/colour-" + Dec(k), b, {"OrientationTable"}, "x from 6 to 13: both name cases");
  }

  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  acceptable("two-digit-small-x", "8_8X0033", {"TwoDigitSmallX"}, 3, OkIn("v2", MakeBoard('R', 8, 8, P("X033"))),
             "an uppercase name with x = 03: canonical writes x033");
  acceptable("two-digit-small-x-00", "8_8T0005", {"TwoDigitSmallX"}, 3, OkIn("v2", MakeBoard('R', 8, 8, P("T005"))));
  acceptable("mixed-forms", "12_12x033X010_1", {"MixedItemForms"}, 13,
             OkIn("v2", MakeBoard('R', 12, 12, P("X033 X0a1"))),
             "a v2 item, then a v1.5 item: each read by its own form; X twice (same colour)");
  acceptable("mixed-forms-first-v15", "12_12X03_3i011", {"MixedItemForms"}, 5,
             OkIn("v2", MakeBoardAsIs('R', 12, 12, P("X033 I011"))), "a v1.5 item then a v2 item");
  acceptable("y-leading-zero", "8_8x0305", {"LeadingZeros"}, 6, OkIn("v2", MakeBoard('R', 8, 8, P("X035"))));
  acceptable("terrain-orientation", "8_8r200", {"LegacyTerrainOrientation"}, 4,
             OkIn("v2", MakeBoard('R', 8, 8, {}, T("00"))));
  acceptable("alias-8", "8_8x833", {"OrientationAlias"}, 4, OkIn("v2", MakeBoard('R', 8, 8, P("X433"))));
  acceptable("unsorted", "8_8x033i011", {"Unsorted"}, 3, OkIn("v2", MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("identical-repeat", "8_8x033x033", {"IdenticalRepeat"}, 7, OkIn("v2", MakeBoard('R', 8, 8, P("X033"))));

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v2/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  reject("item/lower-cut-after-x", "8_8x03", {"Truncated"}, Err(TRUNCATED, 6));
  reject("item/upper-cut-after-x", "12_12X010", {"Truncated"}, Err(TRUNCATED, 9), "two digits of x, no y");
  reject("item/lower-y-missing", "8_8x03x044", {"Truncated"}, Err(BAD_CHARACTER, 6));
  reject("item/lower-underscore", "8_8x03_3", {"MixedItemForms"}, Err(BAD_CHARACTER, 6),
         "a lowercase name has one digit of x and no separator");
  reject("range/y-three-digits", "99_99x05100", {"OutOfRange", "ThreeDigits"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/x-is-rows", "8_8X0900", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5));
  reject("range/y-is-columns", "8_8x038", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 6));
  reject("range/rows-100", "100_100", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 0));
  reject("range/columns-100", "99_100", {"OutOfRange", "ThreeDigits", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 3));
  reject("piece/unknown", "8_8q033", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 3));
  reject("piece/unknown-upper", "12_12Ga00", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 5));
  reject("duplicate/two-pieces", "8_8x033i033", {"ConflictingRepeat"}, Err(DUPLICATE, 7));
  reject("duplicate/terrain", "8_8r033x033", {"ConflictingRepeat"}, Err(DUPLICATE, 7));
  reject("colours/key-1-again", "8_8x033_1F2I3Z4U5L1P", {"ConflictingRepeat", "ColourSection"},
         Err(DUPLICATE, 18), "key 1 twice");
  reject("colours/letter-colour-conflict", "8_8xA33iA55iI66", {"ColourConflict"}, Err(DUPLICATE, 11));
}

// ---------------------------------------------------------------------------
// v3.jsonl: §8 apart from the terrain forms and colours

void V3Vectors(Corpus& c) {
  const std::string f = "v3.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags = {},
                   const std::string& comment = "") {
    const std::string v = V3Reported(b);
    c.Add(f, {.id = "pentomino/v3/valid/" + name, .slug = MustWrite(b, v), .flags = std::move(flags),
              .comment = comment, .strict = OkIn(v, b)});
  };
  for (char s : kSurfaces) {
    valid(std::string("surface/") + Low(s), MakeBoard(s, 6, 6, P("X022 I300"), T("55")), {"Surface"});
    valid(std::string("surface/") + Low(s) + "-empty", MakeBoard(s, 5, 5), {"Surface"});
  }
  valid("surface/sphere-not-square", MakeBoard('S', 5, 7, P("L334")), {"Surface"},
        "upstream's settings insist on a square sphere; the link can carry any");
  valid("size/1x1", MakeBoard('R', 1, 1), {"Boundary"});
  valid("size/1x1-piece", MakeBoard('T', 1, 1, P("X000")), {"Boundary"}, "a piece much larger than its board");
  valid("size/1x61", MakeBoard('R', 1, 61, P("I10Y")), {"Boundary", "Side61"});
  valid("size/61x1", MakeBoard('R', 61, 1, P("I0Y0")), {"Boundary", "Side61"});
  valid("size/60x60", MakeBoard('R', 60, 60, P("F000 Z7XX"), T("0X X0")), {"Boundary"});
  valid("size/61x61", MakeBoard('K', 61, 61, P("F000 Z7YY"), T("0Y")), {"Boundary", "Side61"});
  valid("size/36", MakeBoard('R', 36, 36, P("F0zz"), {}), {"Boundary"}, "36, the first number the early v3 encoder misspelt");
  valid("size/41", MakeBoard('C', 41, 41, P("F0EE U0E0")), {"Boundary"});
  {
    std::vector<Piece> twice;
    for (int i = 0; i < 12; ++i) {
      twice.push_back({kLetters[static_cast<size_t>(i)], i, 0, i % 4, i % 8 >= 4});
      twice.push_back({kLetters[static_cast<size_t>(i)], i, 11, i % 4, i % 8 >= 4});
    }
    valid("pieces/every-letter-twice", MakeBoard('T', 12, 12, twice), {}, "twelve letters, each twice");
  }
  valid("pieces/all-orientations", MakeBoard('R', 3, 8, P("Y010 Y111 Y212 Y313 Y414 Y515 Y616 Y717")));
  valid("pieces/base-62-coordinates", MakeBoard('R', 61, 61, P("X00A X0a0 X0aa X0A0 X0YY")), {"Boundary"});
  // Orientation aliases, lenient only.
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v3/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  acceptable("alias/8", "R88X833", {"OrientationAlias"}, 4, OkV3Family(MakeBoard('R', 8, 8, P("X433"))));
  acceptable("alias/9", "R88X933", {"OrientationAlias"}, 4, OkV3Family(MakeBoard('R', 8, 8, P("X533"))));
  acceptable("alias/9-lowercase", "R88x933_1F", {"OrientationAlias"}, 4,
             OkV3Family(MakeBoard('R', 8, 8, P("X533"), {}, Colours("X6 F1"))), "lowercase: colour 6");
  acceptable("order/unsorted", "R88X033I011", {"Unsorted"}, 3, OkV3Family(MakeBoardAsIs('R', 8, 8, P("X033 I011"))));
  acceptable("order/unsorted-with-terrain", "R88X033I011R00", {"Unsorted"}, 3,
             OkV3Family(MakeBoardAsIs('R', 8, 8, P("X033 I011"), T("00"))),
             "with terrain in pairs that v3.1 would write alike: not what v3.1 writes, so v3");
  acceptable("repeat/identical", "R88X033X033", {"IdenticalRepeat"}, 7, OkV3Family(MakeBoard('R', 8, 8, P("X033"))));
  acceptable("repeat/terrain", "R88R1111", {"IdenticalRepeat"}, 6, OkV3Family(MakeBoard('R', 8, 8, {}, T("11"))),
             "a repeated terrain pair");
  acceptable("terrain/unsorted-pairs", "R88R3311", {"Unsorted"}, 4, OkV3Family(MakeBoard('R', 8, 8, {}, T("11 33"))),
             "pairs out of order: v3 [PEN-D2]; canonical v3 writes them row-major");
  // v3 proper: a board whose v3.1 terrain is not pairs.
  valid("terrain/pairs-where-v3.1-has-lines", MakeBoard('R', 8, 8, {}, Picture({"########"})), {"VersionBoundary"},
        "v3 writes all terrain as pairs");
  valid("terrain/v3-with-colours", MakeBoard('R', 8, 8, P("X033"), Picture({"", "", "", "", "", "", "", "#######"}),
                                             Colours("X7 F1 Z11")),
        {"VersionBoundary"});

  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v3/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-V3-2]
  reject("header/surface-only", "R", {"Truncated"}, Err(TRUNCATED, 1));
  reject("header/rows-only", "T8", {"Truncated"}, Err(TRUNCATED, 2));
  reject("header/rows-0", "R08", {"OutOfRange", "Boundary", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 1),
         "0 rows crash upstream's painter");
  reject("header/columns-0", "M80", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 2));
  reject("header/at", "R@8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1), "upstream writes 62 and more as '@'");
  reject("header/dash", "K8-", {"ForeignCharacter"}, Err(BAD_CHARACTER, 2));
  reject("header/space", "R 8", {"ForeignCharacter"}, Err(BAD_CHARACTER, 1));
  // Early v3 punctuation for 36..41.
  const std::string early = "[\\]^_`";
  for (size_t i = 0; i < early.size(); ++i) {
    const std::string n = Dec(36 + static_cast<int>(i));
    reject("early-v3/rows-" + n, std::string("R") + early[i] + "8", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 1),
           "the early v3 encoder wrote " + n + " as '" + early[i] + "'");
  }
  reject("early-v3/columns-40", "Ra_", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 2), "40 written '_', the colour marker");
  reject("early-v3/x-37", "R[[X0\\0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 1));
  reject("early-v3/piece-x-38", "RZZX0]0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  c.Add(f, {.id = "pentomino/v3/early-v3/piece-y-41", .slug = "RZZX00`", .flags = {"EarlyV3Spelling", "ProsePunctuation"},
            .comment = "lenient trims the backquote as prose punctuation, and the item is cut short",
            .strict = Err(BAD_CHARACTER, 6), .lenient = Err(TRUNCATED, 7)});
  reject("early-v3/piece-y-41-then-more", "RZZX00`I000", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 6));
  reject("early-v3/terrain-y-39", "RZZR0^", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  reject("early-v3/piece-x-40", "RZZX0_0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5), "'_' where x should be");
  // The early encoder's 42..61 are letters 'a'..'t': read as base 62.
  c.Add(f, {.id = "pentomino/v3/early-v3/letters-read-as-base-62", .slug = "Rbb",
            .flags = {"EarlyV3Spelling", "UpstreamOpensDifferently"},
            .comment = "an early-v3 link of a 53 x 53 board: 'b' is read as 11, the board cannot be recovered",
            .strict = OkIn("v3.1", MakeBoard('R', 11, 11))});
  // [PEN-V3-3]
  reject("item/unknown-letter", "R88Q033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3));
  reject("item/unknown-o", "R88O033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "the facts' example: the painter crashes");
  reject("item/lowercase-r", "R88r033", {"UnknownPiece", "UpstreamAcceptsGarbage"}, Err(UNKNOWN_PIECE, 3),
         "'r' is a letter other than the twelve; upstream reads it as terrain");
  reject("item/lowercase-q", "R88X033q011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
  reject("item/digit", "R887033", {"ForeignCharacter"}, Err(BAD_CHARACTER, 3));
  reject("item/trailing-space", "R88 ", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 3),
         "the facts' example: a trailing space crashes the painter");
  reject("item/cut-after-name", "R88X", {"Truncated"}, Err(TRUNCATED, 4));
  reject("item/cut-after-orientation", "R88X0", {"Truncated"}, Err(TRUNCATED, 5));
  reject("item/cut-after-x", "R88X03", {"Truncated", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, 6),
         "upstream lands a truncated item at (0, 0)");
  reject("item/second-cut", "R88X033I01", {"Truncated"}, Err(TRUNCATED, 10));
  // [PEN-V3-4]
  reject("orientation/at", "R88X@11", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "rotation -1 upstream; the painter crashes");
  reject("orientation/o", "R88Xo11", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/z", "R88Xz11", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  reject("orientation/bracket", "R88X[11", {"EarlyV3Spelling", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "upstream aliases '[' to 'a'");
  reject("orientation/dot", "R88X.11", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4));
  // [PEN-V3-5]
  reject("range/x-is-rows", "R88X0a3", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5),
         "the facts' example: upstream throws");
  reject("range/x-8", "R88X083", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 5));
  reject("range/y-8", "R88X038", {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 6),
         "upstream lengthens the row");
  reject("range/y-61-on-61x60", "RZYX00Y", {"OutOfRange", "Boundary"}, Err(VALUE_OUT_OF_RANGE, 6));
  reject("range/x-at", "R88X0@1", {"ForeignCharacter", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 5));
  reject("range/terrain-x", "R88R80", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 4));
  reject("range/terrain-y", "R88R08", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 5));
  // [PEN-V3-7]
  reject("duplicate/two-pieces", "R88X033I033", {"ConflictingRepeat", "UpstreamOpensDifferently"}, Err(DUPLICATE, 7));
  reject("duplicate/other-colour", "R88X033XA33", {"ConflictingRepeat"}, Err(DUPLICATE, 7));
  reject("duplicate/case", "R88X033x033", {"ConflictingRepeat"}, Err(DUPLICATE, 7), "x is colour 6, X colour 0");
  reject("duplicate/terrain-on-piece", "R88X033R33", {"ConflictingRepeat"}, Err(DUPLICATE, 8));
  // [PEN-V3-9]
  reject("colour/two-colours", "R88X033XA55", {"ColourConflict"}, Err(DUPLICATE, 7));
  reject("colour/case", "R88X033x155", {"ColourConflict"}, Err(DUPLICATE, 7), "X (colour 0) and x (colour 6)");
  reject("colour/behind-unsorted", "R88X055I011XA66", {"ColourConflict", "Unsorted", "MaskedCanonical"},
         Err(DUPLICATE, 11));
}

// ---------------------------------------------------------------------------
// v31-terrain.jsonl: the v3.1 terrain forms ([PEN-E2], [PEN-V3-6])

// Which forms are shortest (before the 61-row rule): bit 0 pairs, 1 Y, 2 Z.
int ShortestForms(const std::vector<Cell>& cells) {
  const size_t p = TerrainPairs(cells).size(), y = TerrainLines(cells, true).size(), z = TerrainLines(cells, false).size();
  const size_t m = std::min({p, y, z});
  return (p == m ? 1 : 0) | (y == m ? 2 : 0) | (z == m ? 4 : 0);
}

bool HasOffDiagonalYSingles(const std::vector<Cell>& cells) {
  std::map<int, int> per_column;
  for (const Cell& c : cells) ++per_column[c.y];
  return std::any_of(cells.begin(), cells.end(), [&](const Cell& c) { return per_column[c.y] == 1 && c.x != c.y; });
}

// Random terrain on an h x w board: lines and scattered blocks.
std::vector<Cell> RandomTerrain(SplitMix64* rng, int h, int w, int max_cells) {
  std::set<Cell> cells;
  const int n = rng->Below(max_cells + 1);
  const int style = rng->Below(4);
  for (int i = 0; i < n; ++i) {
    int x = rng->Below(h), y = rng->Below(w);
    if (style == 1 && !cells.empty()) {  // grow along a row
      const Cell last = *std::next(cells.begin(), rng->Below(static_cast<int>(cells.size())));
      x = last.x;
    } else if (style == 2 && !cells.empty()) {  // grow along a column
      const Cell last = *std::next(cells.begin(), rng->Below(static_cast<int>(cells.size())));
      y = last.y;
    }
    cells.insert({x, y});
  }
  return {cells.begin(), cells.end()};
}

// The first terrain of a fixed sequence that satisfies `want`.
std::vector<Cell> FindTerrain(uint64_t seed, int h, int w, int max_cells,
                              const std::function<bool(const std::vector<Cell>&)>& want) {
  SplitMix64 rng(seed);
  for (int attempt = 0; attempt < 200000; ++attempt) {
    auto t = RandomTerrain(&rng, h, w, max_cells);
    if (!t.empty() && want(t)) return t;
  }
  Die("no terrain found");
}

void TerrainVectors(Corpus& c) {
  const std::string f = "v31-terrain.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags,
                   const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name, .slug = MustWrite(b, "v3.1"), .flags = std::move(flags),
              .comment = comment, .strict = OkIn("v3.1", b)});
  };
  auto board = [](int h, int w, std::vector<Cell> t) { return MakeBoard('R', h, w, {}, std::move(t)); };
  // Each form alone, with and without the 0 switch.
  valid("form/pairs", board(8, 8, T("07 30 52 74")), {"TerrainForm"});
  valid("form/y-groups", board(8, 8, Picture({"#......#", "#......#", "#......#"})), {"TerrainForm"});
  valid("form/y-with-switch", board(8, 8, Picture({"#......#", "#......#", "#......#", "#......#", ".#"})),
        {"TerrainForm", "YSinglesErratum"}, "a single at (4, 1), written (x, y)");
  valid("form/single-block", board(1, 1, T("00")), {"TerrainForm", "Boundary"}, "one block: pairs R00 is shortest");
  valid("form/z-groups", board(8, 8, Picture({"########", "", "", "", "", "", "", "########"})), {"TerrainForm"});
  valid("form/z-with-switch", board(8, 8, Picture({"########", "", "", "..#", "", "", "", "#######."})),
        {"TerrainForm"});
  valid("form/z-switch-singles",
        board(10, 10, Picture({"##########", "#", ".#", "..#", "...#", "....#", ".....#"})), {"TerrainForm"});
  // Ties.
  valid("tie/pairs-y", board(8, 8, Picture({"#", "#", "#"})), {"TerrainTie"}, "pairs 7 = Y 7 < Z 9: pairs");
  valid("tie/pairs-z", board(8, 8, Picture({"###"})), {"TerrainTie"}, "pairs 7 = Z 7 < Y 9: pairs");
  valid("tie/y-z", board(8, 8, Picture({"###", "###", "###"})), {"TerrainTie"}, "Y 17 = Z 17 < pairs 19: Y");
  const auto all3 = FindTerrain(31, 9, 9, 12, [](const std::vector<Cell>& t) { return ShortestForms(t) == 7; });
  valid("tie/all-three", board(9, 9, all3), {"TerrainTie"}, "pairs = Y = Z: pairs");
  for (int i = 0; i < 4; ++i) {
    const int want = i == 0 ? 3 : i == 1 ? 5 : i == 2 ? 6 : 7;
    const auto t = FindTerrain(100 + static_cast<uint64_t>(i), 12, 12, 16,
                               [&](const std::vector<Cell>& cells) { return ShortestForms(cells) == want && cells.size() > 4; });
    valid("tie/found-" + Dec(want), board(12, 12, t), {"TerrainTie"},
          std::string("shortest forms: ") + ((want & 1) ? "pairs " : "") + ((want & 2) ? "Y " : "") +
              ((want & 4) ? "Z" : ""));
  }
  // JavaScript key order of the Y groups: columns >= 10 in the order the
  // row-major walk meets them.
  const Board js = board(6, 13, Picture({".....#.....#", ".....#....##", ".....#....##", ".....#....##",
                                         ".....#....##", "..........#."}));
  if (TerrainLines(js.terrain, true).find("4b01234") == std::string::npos) Die("js key order board");
  valid("js-key-order/b-before-a", js, {"JsKeyOrder"}, "column 11 is met in row 0, column 10 in row 1");
  c.Add(f, {.id = "pentomino/v31-terrain/js-key-order/sorted-is-not-canonical",
            .slug = "R6dRY4501234" + std::string("4a123454b01234"),
            .flags = {"JsKeyOrder"}, .comment = "the groups in ascending column order: not what the encoder writes",
            .strict = Err(NON_CANONICAL, 13), .lenient = OkIn("v3.1", js)});
  std::vector<Cell> capital;
  for (int x = 0; x < 10; ++x) {
    for (int y : {3, 36, 40, 50}) {
      if (x > 0 || y == 40 || y == 50) capital.push_back({x, y});
    }
  }
  capital.push_back({5, 60});
  const Board letters = board(10, 61, capital);
  const std::string capital_y = TerrainLines(capital, true);
  if (capital_y != "RY831234567899E01234567899O01234567898A1234567890" "5Y") Die("capital columns board: " + capital_y);
  valid("js-key-order/capital-columns", letters, {"JsKeyOrder"},
        "columns 40 and 50 are met in row 0, column 36 in row 1: groups 3, 40, 50, 36, then the single in 60");
  const auto singles_order = FindTerrain(77, 14, 14, 30, [](const std::vector<Cell>& t) {
    if (BestTerrain(t).rfind("RY", 0) != 0) return false;
    std::map<int, int> per_column;
    for (const Cell& cell : t) ++per_column[cell.y];
    std::vector<int> walk;
    for (const Cell& cell : SortedTerrain(t)) {
      if (per_column[cell.y] == 1 && cell.y >= 10) walk.push_back(cell.y);
    }
    return !std::is_sorted(walk.begin(), walk.end());
  });
  valid("js-key-order/singles", board(14, 14, singles_order), {"JsKeyOrder", "YSinglesErratum"},
        "singles in columns >= 10 after the 0 switch, in the order the walk meets them");
  // The Y singles erratum: upstream's encoder writes the singles (y, x).
  SplitMix64 rng(0xe77a);
  int found = 0;
  for (int attempt = 0; found < 8 && attempt < 100000; ++attempt) {
    const int h = rng.Range(3, 14), w = rng.Range(3, 14);
    const auto t = RandomTerrain(&rng, h, w, 20);
    if (t.empty() || BestTerrain(t).rfind("RY", 0) != 0 || !HasOffDiagonalYSingles(t)) continue;
    const Board b = board(h, w, t);
    const std::string id = "pentomino/v31-terrain/y-singles/" + Index(found);
    valid("y-singles/" + Index(found) + "-canonical", b, {"YSinglesErratum"},
          "Y lines win, with singles off the diagonal: written (x, y)");
    const std::string upstream = V3Head(b) + TerrainLines(t, true, true);
    c.Add(f, {.id = id + "-upstream", .slug = upstream, .flags = {"YSinglesErratum", "UpstreamOpensDifferently"},
              .comment = "upstream's encoder wrote the singles (y, x); read (x, y) they land transposed, or outside"});
    ++found;
  }
  // Sides of 61: the pairs form is no candidate when the first x is 60.
  valid("side-61/last-row", board(61, 61, T("YY")), {"Side61"}, "pairs RYY would read as Y lines");
  valid("side-61/last-row-two", board(61, 3, T("Y0 Y2")), {"Side61"});
  valid("side-61/first-x-below-60", board(61, 61, T("0Y YY")), {"Side61"}, "the first x is 0: pairs stay a candidate");
  c.Add(f, {.id = "pentomino/v31-terrain/side-61/pairs-spelling", .slug = "RZZRYY", .flags = {"Side61", "Truncated"},
            .comment = "upstream's encoder wrote this for (60, 60); it reads as a Y group cut short",
            .strict = Err(TRUNCATED, 6)});
  c.Add(f, {.id = "pentomino/v31-terrain/side-61/pairs-spelling-two", .slug = "RZ5RY0Y1",
            .flags = {"Side61", "UpstreamOpensDifferently"},
            .comment = "upstream's pairs for (60, 0), (60, 1) read as Y lines: 0 switch, then one pair"});
  // Not canonical: another form, another order.
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  const Board row = board(8, 8, Picture({"########"}));
  acceptable("other-form/y-for-z", "R88RY00001020304050607", {"TerrainForm"}, 4, OkIn("v3.1", row));
  acceptable("other-form/z-singles-unsorted", "R88RZ01100", {"TerrainForm", "Unsorted"}, 4,
             OkIn("v3.1", board(8, 8, T("00 11"))), "");
  acceptable("other-form/group-unsorted", "R88RZ7076543210011", {"Unsorted", "TerrainForm"}, 7,
             OkIn("v3.1", board(8, 8, Picture({"########", ".#"}))));
  acceptable("other-form/single-as-group-of-one", "R88RZ00001", {"TerrainForm"}, 4,
             OkIn("v3.1", board(8, 8, T("00 01"))), "the 0 switch at once, then pairs");
  acceptable("other-form/repeat-in-group", "R88RY1000", {"IdenticalRepeat", "TerrainForm"}, 4,
             OkIn("v3.1", board(8, 8, T("00"))), "a group of two with the same row twice");
  // Broken terrain [PEN-V3-6].
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/v31-terrain/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  reject("broken/r-alone", "R88R", {"Truncated"}, Err(TRUNCATED, 4));
  reject("broken/r-then-colours", "R88R_1F", {"Truncated"}, Err(BAD_CHARACTER, 4));
  reject("broken/dangling-x", "R88R001", {"Truncated", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, 7),
         "upstream drops a dangling x");
  reject("broken/dangling-x-before-colours", "R88R001_1F", {"Truncated"}, Err(BAD_CHARACTER, 7));
  reject("broken/y-alone", "R88RY", {"Truncated"}, Err(TRUNCATED, 5));
  reject("broken/z-then-colours", "R88RZ_1F", {"Truncated"}, Err(BAD_CHARACTER, 5));
  reject("broken/group-cut", "R88RZ3012", {"Truncated"}, Err(TRUNCATED, 9), "count 3: four columns follow, two do");
  reject("broken/group-cut-by-colours", "R88RZ3012_1F", {"Truncated"}, Err(BAD_CHARACTER, 9));
  reject("broken/count-only", "R88RY3", {"Truncated"}, Err(TRUNCATED, 6));
  reject("broken/switch-alone", "R88RY0", {"Truncated"}, Err(TRUNCATED, 6), "the 0 switch needs a pair");
  reject("broken/switch-dangling", "R88RZ10010", {"Truncated"}, Err(TRUNCATED, 10));
  reject("broken/bad-count", "R88RY-100", {"ForeignCharacter"}, Err(BAD_CHARACTER, 5));
  reject("broken/early-count", "R88RY[0", {"EarlyV3Spelling"}, Err(BAD_CHARACTER, 5));
  reject("broken/pair-character", "R88R0!1", {"ForeignCharacter"}, Err(BAD_CHARACTER, 5));
  reject("range/y-cross", "R88RY1801", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6), "column 8 of 8");
  reject("range/z-cross", "R88RZ1801", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 6), "row 8 of 8");
  reject("range/y-along", "R88RY1008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/z-along", "R88RZ1008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 8));
  reject("range/switch-pair", "R88RY1001008", {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, 11));
  reject("range/count-past-side", "R88RYZ0", {"Truncated"}, Err(TRUNCATED, 7), "count Z: 62 rows follow");
  reject("duplicate/line-on-piece", "R88X033RZ13233", {"ConflictingRepeat"}, Err(DUPLICATE, 12));
  reject("duplicate/single-on-piece", "R88X033RY1001033", {"ConflictingRepeat"}, Err(DUPLICATE, 14));
}

// ---------------------------------------------------------------------------
// colors.jsonl: colours on placed pieces and in the colour section

void ColourVectors(Corpus& c) {
  const std::string f = "colors.jsonl";
  auto valid = [&](const std::string& name, const Board& b, std::vector<std::string> flags,
                   const std::string& comment = "") {
    const std::string v = V3Reported(b);
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = MustWrite(b, v), .flags = std::move(flags), .comment = comment,
              .strict = OkIn(v, b)});
  };
  // Every colour on a placed piece, in every orientation, and in the section.
  for (int colour = 0; colour <= 11; ++colour) {
    std::vector<Piece> ps;
    for (int o = 0; o < 8; ++o) ps.push_back({'L', o, o, o % 4, o >= 4});
    Board placed = MakeBoard('R', 8, 8, ps);
    placed.Color('L') = colour;
    valid("placed/colour-" + Dec(colour), placed, {"OrientationTable"},
          "L in orientations 0..7 with colour " + Dec(colour));
    if (colour == 0) continue;
    for (char l : kLetters) {
      Board listed = MakeBoard('R', 5, 5);
      listed.Color(l) = colour;
      valid("listed/" + std::string(1, Low(l)) + "-" + Dec(colour), listed, {"ColourSection"});
    }
  }
  valid("listed/all-twelve", MakeBoard('R', 6, 10, {}, {}, Colours("F1 I2 L3 P4 N5 T6 U7 V8 W9 X10 Y11 Z1")),
        {"ColourSection", "ColourKeyOrder", "ColourLetterOrder"});
  valid("listed/high-and-low-in-one-group", MakeBoard('R', 6, 10, {}, {}, Colours("F2 I8 L2 P8 Z8")),
        {"ColourSection", "ColourLetterOrder"}, "key 2: F I L P Z with I, P and Z lowercase, in letter order");
  valid("listed/key-0", MakeBoard('R', 6, 10, {}, {}, Colours("Z6 F6")), {"ColourSection"}, "colour 6 is key 0, lowercase");
  valid("mixed/placed-and-listed", MakeBoard('C', 9, 9, P("F011 X055"), {}, Colours("F3 X9 I6 Z11")), {"ColourSection"});
  auto acceptable = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags,
                        uint32_t at, const Outcome& lenient, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = Err(NON_CANONICAL, at), .lenient = lenient});
  };
  acceptable("order/keys-descending", "R55_2F1I", {"ColourKeyOrder"}, 4,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F2 I1"))));
  acceptable("order/letters-reversed", "R55_1ZF", {"ColourLetterOrder"}, 5,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F1 Z1"))));
  acceptable("order/lower-first", "R55_1iF", {"ColourLetterOrder"}, 5,
             OkV3Family(MakeBoard('R', 5, 5, {}, {}, Colours("F1 I7"))), "letter order ignores case");
  acceptable("order/article-colours-shuffled", "R6a_5uX4Iv3Nt2fY1Lw0z", {"ColourKeyOrder"}, 4,
             OkV3Family(MakeBoard('R', 6, 10, {}, {}, Colours("F8 I4 L1 N3 T9 U11 V10 W7 X5 Y2 Z6"))));
  auto reject = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                    const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/colors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  // [PEN-V3-8]
  reject("section/empty", "R55_", {"Truncated", "ColourSection"}, Err(TRUNCATED, 4));
  reject("section/key-only", "R55_1", {"Truncated", "ColourSection"}, Err(TRUNCATED, 5));
  reject("section/key-6", "R55_6F", {"OutOfRange", "ColourSection", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, 4), "upstream reads 6 as colour 6 and rewrites it 0f");
  reject("section/key-9", "R55_9F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 4));
  reject("section/key-letter", "R55_F", {"ColourSection", "UpstreamAcceptsGarbage"}, Err(BAD_CHARACTER, 4),
         "the facts' R88_F: upstream colour -1");
  reject("section/key-twice", "R55_1F1I", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 6));
  reject("section/letter-twice", "R55_1F2F", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 7));
  reject("section/letter-twice-case", "R55_1Ff", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 6));
  reject("section/placed-listed", "R55X022_1X", {"ConflictingRepeat", "ColourSection"}, Err(DUPLICATE, 9));
  reject("section/colour-0", "R55_0F", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 5),
         "colour 0 is the default and never listed");
  reject("section/colour-0-second", "R55_1F0IZ", {"OutOfRange", "ColourSection"}, Err(VALUE_OUT_OF_RANGE, 7));
  reject("section/unknown-letter", "R55_1Q", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/r", "R55_1R", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5),
         "upstream appends 'R' to the colour as a name");
  reject("section/lowercase-r", "R55_1r", {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  reject("section/underscore", "R55_1F_2I", {"ColourSection"}, Err(BAD_CHARACTER, 6));
  reject("section/digit-after-key", "R55_12F", {"ColourSection"}, Err(BAD_CHARACTER, 5));
  reject("section/space", "R55_1F I", {"ForeignCharacter", "ColourSection"}, Err(BAD_CHARACTER, 6));
}

// ---------------------------------------------------------------------------
// transport.jsonl: §3, [PEN-T1], [PEN-T2], [PEN-D1]

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  auto add = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                 std::optional<Outcome> lenient = std::nullopt, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/transport/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict), .lenient = std::move(lenient)});
  };
  const Board pp = ProjectivePlane(true);
  const std::string s31 = MustWrite(pp, "v3.1");
  const Outcome pp_ok = OkIn("v3.1", pp);
  const std::string s1 = MustWrite(SixByTen(), "v1");
  const std::string s15 = MustWrite(ColouredEightByEight(), "v1.5");
  const std::string s2 = MustWrite(ColouredEightByEight(), "v2");
  const std::string s0 = MustWrite(SixByTen(), "v0b");
  // [PEN-T1]
  add("empty", "", {"Empty"}, Err(EMPTY_INPUT, 0));
  add("empty-after-repairs", "\"\r\n\"", {"Empty", "LineBreaks", "ProsePunctuation"}, Err(UNKNOWN_VERSION, 0),
      Err(EMPTY_INPUT, 0), "quotes and a line break: nothing left");
  add("empty-after-escapes", "%0A%0D", {"Empty", "PercentEncoded", "LineBreaks"}, Err(UNKNOWN_VERSION, 0),
      Err(EMPTY_INPUT, 0));
  add("empty-only-punctuation", "().", {"Empty", "ProsePunctuation"}, Err(BAD_CHARACTER, 2), Err(EMPTY_INPUT, 0),
      "strict reads \"().\" as v0, which must end with JSONCrush's '_'");
  // The length limit: 65,536 bytes, with terrain pairs of a v3 slug.
  {
    std::string exact = "RZZR";
    while (exact.size() < kMaxInput) exact += "00";
    add("limit/65536-exactly", exact, {"LengthLimit", "IdenticalRepeat"}, Err(NON_CANONICAL, 6),
        OkV3Family(MakeBoard('R', 61, 61, {}, T("00"))), "65,536 bytes, the longest input: 32,766 identical terrain pairs");
    add("limit/65535-dangling", exact.substr(0, kMaxInput - 1), {"LengthLimit", "Truncated"},
        Err(TRUNCATED, kMaxInput - 1));
    add("limit/65537", exact + "0", {"LengthLimit"}, Err(INPUT_TOO_LONG, 65536));
    add("limit/65537-escaped", "%52" + exact.substr(1) + "0", {"LengthLimit", "PercentEncoded"},
        Err(INPUT_TOO_LONG, 65536), std::nullopt, "too long as received, although the repaired text would not be");
    add("limit/70000-of-escapes", std::string("R88") + std::string(69997, '\n'), {"LengthLimit", "LineBreaks"},
        Err(INPUT_TOO_LONG, 65536), std::nullopt, "the limit applies to the input as received, before repairs");
  }
  // [PEN-D1]
  for (std::string_view first : {"A", "Q", "r", "x", "_", "-", "!", "@", " ", "~", "*", "."}) {
    std::string name(first);
    if (first == "_") name = "underscore";
    if (first == "-") name = "dash";
    if (first == "!") name = "bang";
    if (first == "@") name = "at";
    if (first == " ") name = "space";
    if (first == "~") name = "tilde";
    if (first == "*") name = "star";
    if (first == ".") name = "dot";
    if (name.size() == 1) name = (IsUpper(name[0]) ? "upper-" : "lower-") + std::string(1, Low(name[0]));
    const std::string slug = std::string(first) + "88X033";
    add("unknown-version/" + name, slug, {"UnknownVersion"}, Err(UNKNOWN_VERSION, 0));
  }
  add("unknown-version/non-ascii", "\xC3\xA9" "88", {"UnknownVersion", "NonAscii"}, Err(UNKNOWN_VERSION, 0));
  add("unknown-version/lowercase-surface", "p88Y400", {"UnknownVersion"}, Err(UNKNOWN_VERSION, 0),
      std::nullopt, "surfaces are uppercase");
  add("unknown-version/percent-strict", Escape(s31, "P"), {"PercentEncoded"}, Err(UNKNOWN_VERSION, 0), pp_ok,
      "strict repairs nothing: '%' starts no version");
  // [PEN-T2] percent-escapes, once and twice; three times is not repaired.
  add("percent/once-everything", Escape(s31, ""), {"PercentEncoded"}, Err(UNKNOWN_VERSION, 0),
      pp_ok);
  add("percent/once-digits", Escape(s31, "0123456789"), {"PercentEncoded"}, Err(BAD_CHARACTER, 1), pp_ok);
  add("percent/twice-digits", Escape(s31, "0123456789", 2), {"DoublePercentEncoded", "LenientBeyondUpstream"}, Err(BAD_CHARACTER, 1), pp_ok);
  add("percent/twice-underscore", Escape(s15, "_", 2), {"DoublePercentEncoded"}, Err(BAD_CHARACTER, 1),
      OkIn("v1.5", ColouredEightByEight()));
  add("percent/thrice", Escape(s31, "R", 3), {"TriplePercentEncoded"}, Err(BAD_CHARACTER, Len(s31.substr(0, s31.find('R')))),
      Err(BAD_CHARACTER, Len(s31.substr(0, s31.find('R')))), "a third round is not undone: '%' where a piece should be");
  add("percent/lowercase-hex", "R88%5a033", {"PercentEncoded"}, Err(BAD_CHARACTER, 3),
      OkIn("v3.1", MakeBoard('R', 8, 8, P("Z033"))), "%5a is 'Z': hexadecimal digits in either case");
  add("percent/v1-dot", Escape(s1, "."), {"PercentEncoded"}, Err(BAD_CHARACTER, 1), OkIn("v1", SixByTen()));
  add("percent/broken", "R88X0%3", {"BrokenEscape"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5));
  add("percent/non-ascii", "R88X0%C3%A9", {"NonAscii", "PercentEncoded"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5));
  add("percent/v0-escaped-again", EscapePercents(s0), {"DoublePercentEncoded"}, Err(BAD_JSON, 0),
      OkIn("v0b", SixByTen()), "a v0 slug percent-encoded once more: strict uncrushes text with %5B in it");
  // Line breaks.
  add("line-breaks/crlf-every-20", Wrap(s31, 20, "\r\n"), {"LineBreaks"}, Err(BAD_CHARACTER, 20), pp_ok);
  add("line-breaks/lf-every-7", Wrap(s15, 7, "\n"), {"LineBreaks"}, Err(BAD_CHARACTER, 7),
      OkIn("v1.5", ColouredEightByEight()));
  add("line-breaks/tab-and-ff", "R88\tX0\f33", {"LineBreaks"}, Err(BAD_CHARACTER, 3),
      OkIn("v3.1", MakeBoard('R', 8, 8, P("X033"))));
  c.Add(f, {.id = "pentomino/transport/line-breaks/v0", .slug = Wrap(s0, 30, "\n"), .flags = {"LineBreaks"},
            .lenient = OkIn("v0b", SixByTen())});
  add("line-breaks/v2", Wrap(s2, 9, "\r"), {"LineBreaks"}, Err(BAD_CHARACTER, 9), OkIn("v2", ColouredEightByEight()));
  add("line-breaks/vertical-tab", "R88\vX033", {"ForeignCharacter"}, Err(BAD_CHARACTER, 3), Err(BAD_CHARACTER, 3),
      "VT is not a line break lenient removes");
  // Prose punctuation.
  const std::string leading = "([{<\"'`", trailing = ".,;:!?)]}>\"'`";
  for (char l : leading) {
    add("prose/leading-" + Dec(static_cast<unsigned char>(l)), std::string(1, l) + s31, {"ProsePunctuation"},
        l == '(' ? Err(BAD_CHARACTER, Len(s31)) : Err(UNKNOWN_VERSION, 0), pp_ok);
  }
  for (char t : trailing) {
    add("prose/trailing-" + Dec(static_cast<unsigned char>(t)), s2 + t, {"ProsePunctuation"},
        Err(BAD_CHARACTER, Len(s2)), OkIn("v2", ColouredEightByEight()));
  }
  add("prose/quoted-sentence", "\"" + s1 + "\".", {"ProsePunctuation"}, Err(UNKNOWN_VERSION, 0), OkIn("v1", SixByTen()));
  add("prose/v1-full-stop", s1 + ".", {"ProsePunctuation"}, Err(BAD_CHARACTER, Len(s1)), OkIn("v1", SixByTen()),
      "a v1 slug ends with a digit, so a final '.' is the sentence's");
  add("prose/brackets-v3", "(" + s31 + ")", {"ProsePunctuation"}, Err(BAD_CHARACTER, Len(s31) + 1), pp_ok,
      "strict reads it as v0; lenient trims a '(' not followed by '\''");
  add("prose/many", "<<[(\"" + s31 + "\")]>>!", {"ProsePunctuation"}, Err(UNKNOWN_VERSION, 0), pp_ok);
  add("prose/inner-punctuation", "R88X0,33", {"ProsePunctuation"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5),
      "only the ends are trimmed");
  // The v0 '(' rule: a '(' followed by '\'' is kept.
  add("v0-paren/quoted", "\"" + s0 + "\"", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()), "the quote goes, the '(' of \"('\" stays");
  add("v0-paren/in-brackets", "[" + s0 + "]", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()));
  add("v0-paren/in-parentheses", "(" + s0 + ")", {"ProsePunctuation", "OpenParenthesis"},
      Err(BAD_CHARACTER, Len(s0) + 1),
      OkIn("v0b", SixByTen()), "the outer '(' is followed by '(', so it goes; the slug's own stays");
  add("v0-paren/quoted-twice", "'\"" + s0 + "\"'", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()));
  add("v0-paren/v3-in-quotes-and-parentheses", "('R88X033')", {"ProsePunctuation", "OpenParenthesis"},
      Err(BAD_CHARACTER, 10), Err(BAD_CHARACTER, 8),
      "a '(' followed by '\\'' is kept, so the text is read as v0, which lacks JSONCrush's end mark '_'");
  add("v0-paren/plain", s0, {"OpenParenthesis"}, OkIn("v0b", SixByTen()), std::nullopt, "nothing to trim");
  // Combined.
  add("combined/escaped-wrapped-quoted", "\"" + Escape(Wrap(s15, 12, "\r\n"), "_") + "\"",
      {"PercentEncoded", "LineBreaks", "ProsePunctuation", "CombinedDamage"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v1.5", ColouredEightByEight()));
  add("combined/v3-all", "(" + Escape(Wrap(s31, 16, "\n"), "0", 2) + ").", {"DoublePercentEncoded", "LineBreaks",
      "ProsePunctuation", "CombinedDamage"}, Err(BAD_CHARACTER, 89), pp_ok);
}

// ---------------------------------------------------------------------------
// errors.jsonl: every letter that is no piece, in every place a name stands

void ErrorVectors(Corpus& c) {
  const std::string f = "errors.jsonl";
  auto add = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                 const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/errors/" + name, .slug = slug, .flags = std::move(flags), .comment = comment,
              .strict = std::move(strict)});
  };
  for (char u = 'A'; u <= 'Z'; ++u) {
    if (LetterIndex(u) >= 0) continue;
    const std::string l(1, Low(u)), U(1, u);
    if (u != 'R') {
      add("v3-name/" + l + "-upper", "R88X033" + U + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
      add("v1-name/" + l, "8.8X03.3" + U + "01.1", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 8));
      add("v2-name/" + l, "8_8x033" + l + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
    }
    add("v3-name/" + l + "-lower", "R88X033" + l + "011", {"UnknownPiece"}, Err(UNKNOWN_PIECE, 7));
    add("v3-colour/" + l + "-upper", "R88_1" + U, {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
    add("legacy-colour/" + l, "8_8_1" + U, {"UnknownPiece", "ColourSection"}, Err(UNKNOWN_PIECE, 5));
  }
  // A harder error behind a spelling that is not canonical: the harder one.
  add("masked/unsorted-then-range", "R88X033I011Z0a1", {"Unsorted", "OutOfRange", "MaskedCanonical"},
      Err(VALUE_OUT_OF_RANGE, 13));
  add("masked/alias-then-unknown", "R88X833Q011", {"OrientationAlias", "UnknownPiece", "MaskedCanonical"},
      Err(UNKNOWN_PIECE, 7));
  add("masked/repeat-then-truncated", "R88X033X033I0", {"IdenticalRepeat", "Truncated", "MaskedCanonical"},
      Err(TRUNCATED, 13));
  add("masked/leading-zero-then-duplicate", "8.08X03.3I03.3", {"LeadingZeros", "ConflictingRepeat", "MaskedCanonical"},
      Err(DUPLICATE, 9));
  add("masked/terrain-orientation-then-colour", "8_8R40_0X03_3_1X", {"LegacyTerrainOrientation", "ColourSection",
      "MaskedCanonical"}, Err(DUPLICATE, 15));
  add("masked/v0-key-order-then-range", CrushToSlug("{\"w\":5,\"h\":5,\"g\":[" + V0Entry("X", 0, 0, 9, 1) + "]}"),
      {"V0KeyOrder", "OutOfRange", "MaskedCanonical"}, Err(VALUE_OUT_OF_RANGE, 0));
  // Several canonical failures: the first byte that differs.
  c.Add(f, {.id = "pentomino/errors/several/alias-and-unsorted", .slug = "R88X833I911",
            .flags = {"OrientationAlias", "Unsorted", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 3), .lenient = OkV3Family(MakeBoardAsIs('R', 8, 8, P("X433 I511")))});
  c.Add(f, {.id = "pentomino/errors/several/leading-zeros-and-repeat", .slug = "08_8x033x033",
            .flags = {"LeadingZeros", "IdenticalRepeat", "SeveralCanonical"},
            .strict = Err(NON_CANONICAL, 0), .lenient = OkIn("v2", MakeBoard('R', 8, 8, P("X033")))});
}

// ---------------------------------------------------------------------------
// random.jsonl: random boards in every version, damaged and broken

int RandomSide(SplitMix64* rng) { return rng->Below(6) == 0 ? rng->Range(1, 61) : rng->Range(1, 16); }

Board RandomBoard(SplitMix64* rng, std::string_view version) {
  const bool legacy = version != "v3" && version != "v3.1";
  // One draw per statement (argument evaluation order is unspecified).
  const char surface = legacy ? 'R' : kSurfaces[static_cast<size_t>(rng->Below(7))];
  const int height = RandomSide(rng);
  const int width = RandomSide(rng);
  Board b = MakeBoard(surface, height, width);
  std::set<std::pair<int, int>> used;
  const int n = rng->Below(rng->Below(4) == 0 ? 25 : 13);
  for (int i = 0; i < n; ++i) {
    const int x = rng->Below(b.h), y = rng->Below(b.w);
    if (!used.insert({x, y}).second) continue;
    const int o = rng->Below(8);
    b.pieces.push_back({kLetters[static_cast<size_t>(rng->Below(12))], x, y, o % 4, o >= 4});
  }
  for (const Cell& t : RandomTerrain(rng, b.h, b.w, rng->Below(3) == 0 ? 40 : 10)) {
    if (used.insert({t.x, t.y}).second) b.terrain.push_back(t);
  }
  const int max_colour = version == "v1.5" || version == "v2" ? 5 : legacy ? 0 : 11;
  if (max_colour > 0 && rng->Below(4) != 0) {
    for (int& c : b.color) c = rng->Below(3) == 0 ? 0 : rng->Range(1, max_colour);
  }
  // Model order: pieces by row, then column (a canonical slug's order).
  std::stable_sort(b.pieces.begin(), b.pieces.end(), [](const Piece& a, const Piece& c) {
    return a.x != c.x ? a.x < c.x : a.y < c.y;
  });
  return b;
}

// Random transit damage that lenient repairs.
std::string RandomDamage(SplitMix64* rng, std::string slug, std::vector<std::string>* flags) {
  const int kinds = 1 + rng->Below(7);
  const size_t before = flags->size();
  if ((kinds & 1) != 0) {
    // One draw per statement: the order of evaluation of function arguments
    // is unspecified, and g++ and clang++ differ.
    const auto width = static_cast<size_t>(rng->Range(3, 20));
    const char* line_break = rng->Below(2) ? "\r\n" : "\n";
    slug = Wrap(slug, width, line_break);
    flags->push_back("LineBreaks");
  }
  if ((kinds & 2) != 0) {
    const bool twice = rng->Below(2) != 0;
    const std::string which = rng->Below(2) ? "0123456789" : "RXYZ_";
    if (slug.find_first_of(which) != std::string::npos) {
      slug = Escape(slug, which, twice ? 2 : 1);
      flags->push_back(twice ? "DoublePercentEncoded" : "PercentEncoded");
    }
  }
  if ((kinds & 4) != 0 || flags->size() == before) {
    const char open = "([{<\"'`"[rng->Below(7)];
    const char close = ".,;:!?)]}>\"'`"[rng->Below(13)];
    slug = std::string(1, open) + slug + close;
    flags->push_back("ProsePunctuation");
  }
  if (flags->size() - before > 1) flags->push_back("CombinedDamage");
  return slug;
}

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0000);
  const std::pair<std::string_view, int> plan[] = {{"v0a", 30}, {"v0b", 50}, {"v1", 70}, {"v1.1", 30},
                                                   {"v1.5", 70}, {"v2", 90}, {"v3", 80}, {"v3.1", 240}};
  for (const auto& [version, count] : plan) {
    for (int i = 0; i < count; ++i) {
      const Board b = RandomBoard(&rng, version);
      std::string reported(version);
      if (version == "v1.1") reported = b.pieces.empty() && b.terrain.empty() ? "v2" : "v1.5";
      if (version == "v1.5" && b.pieces.empty() && b.terrain.empty()) reported = "v2";
      if (version == "v3") reported = V3Reported(b);
      const std::string slug = MustWrite(b, version == "v3" ? "v3" : version == "v1.1" ? "v1.5" : version);
      c.Add(f, {.id = "pentomino/random/" + std::string(version) + "/" + Index(i), .slug = slug, .flags = {"Random"},
                .comment = version == "v1.1" ? "a v1.1 link: v1.5 without colours" : "",
                .strict = OkIn(reported, b)});
    }
  }
  // Damaged in transit: lenient repairs it.
  const std::string_view versions[] = {"v0b", "v1", "v1.5", "v2", "v3", "v3.1", "v3.1", "v3.1"};
  for (int i = 0, made = 0; made < 80; ++i) {
    const std::string_view v = versions[rng.Below(8)];
    const Board b = RandomBoard(&rng, v);
    std::vector<std::string> flags = {"Random"};
    const std::string clean = MustWrite(b, v);
    Oracle o(clean, false);
    const Outcome want = o.Run();
    const std::string slug = RandomDamage(&rng, clean, &flags);
    if (c.TryAdd(f, {.id = "pentomino/random/damaged/" + Index(made), .slug = slug, .flags = flags,
                     .requirements = {"PEN-T2"}, .lenient = want})) {
      ++made;
    }
  }
  // Broken: one fault in the first piece of a v3.1 slug, or a legacy repeat.
  for (int made = 0; made < 100;) {
    Board b = RandomBoard(&rng, "v3.1");
    if (b.pieces.empty()) continue;
    const std::string s = MustWrite(b, "v3.1");
    std::string slug = s;
    std::vector<std::string> flags = {"Random"};
    Outcome want;
    switch (rng.Below(6)) {
      case 0: {
        const std::string bad = "ABCDEGHJKMOQRSabcdeghjkmoqs";
        slug[3] = bad[static_cast<size_t>(rng.Below(static_cast<int>(bad.size())))];
        if (slug[3] == 'R') continue;  // that would start the terrain
        flags.push_back("UnknownPiece");
        want = Err(UNKNOWN_PIECE, 3);
        break;
      }
      case 1: {
        const std::string bad = "opqrstuvwxyz@.-+!*";
        slug[4] = bad[static_cast<size_t>(rng.Below(static_cast<int>(bad.size())))];
        flags.push_back("ForeignCharacter");
        want = Err(BAD_CHARACTER, 4);
        break;
      }
      case 2:
        if (b.h == 61) continue;
        slug[5] = B62(rng.Range(b.h, 61));
        flags.push_back("OutOfRange");
        want = Err(VALUE_OUT_OF_RANGE, 5);
        break;
      case 3:
        if (b.w == 61) continue;
        slug[6] = B62(rng.Range(b.w, 61));
        flags.push_back("OutOfRange");
        want = Err(VALUE_OUT_OF_RANGE, 6);
        break;
      case 4:
        slug = s.substr(0, static_cast<size_t>(rng.Range(4, 6)));
        flags.push_back("Truncated");
        want = Err(TRUNCATED, Len(slug));
        break;
      default: {
        // v1: the first item again, with another letter, at the end.
        const std::string v1 = MustWrite(MakeBoard('R', b.h, b.w, b.pieces, b.terrain), "v1");
        const Piece& p = b.pieces[0];
        const char other = kLetters[static_cast<size_t>((LetterIndex(p.letter) + 1 + rng.Below(11)) % 12)];
        slug = v1 + other + Dec(rng.Below(8)) + Dec(p.x) + "." + Dec(p.y);
        flags.push_back("ConflictingRepeat");
        want = Err(DUPLICATE, Len(v1));
      }
    }
    if (c.TryAdd(f, {.id = "pentomino/random/broken/" + Index(made), .slug = slug, .flags = flags, .strict = want})) {
      ++made;
    }
  }
}

// ---------------------------------------------------------------------------

Corpus Generate() {
  Corpus c;
  ArticleVectors(c);
  V0Vectors(c);
  V1Vectors(c);
  V1xVectors(c);
  V2Vectors(c);
  V3Vectors(c);
  TerrainVectors(c);
  ColourVectors(c);
  TransportVectors(c);
  ErrorVectors(c);
  RandomVectors(c);
  if (c.disagreements() > 0) Die(std::to_string(c.disagreements()) + " vectors disagree with their intent");
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "pentomino_vectors", Generate().contents());
}
