// Upgrade against decoding (spec/pentomino.md §11 [PEN-U1], [PEN-D2]): a
// link of any version, decoded leniently, and its upgrade, decoded strictly,
// must describe the same game, the upgrade in v3.1 (the v3.1 encoder's slug is
// always reported as v3.1 by [PEN-D2], never as v3).
//
// Random bytes rarely form a legacy slug, so each input is used twice:
//   A. as a slug, as it is;
//   B. as a recipe: a tiny byte reader (below; FuzzedDataProvider breaks g++
//      builds) takes a legacy version (v0a .. v3), a board that version can
//      write (sides, surface, pieces, terrain, colours), encodes it with
//      pentomino::Encode, then applies up to three byte edits read from the
//      rest of the input (replace, insert, delete, duplicate) and treats the
//      result as in A. Without edits, strict decoding must also give the
//      generated board back.
// v0 boards are kept small: every v0 encode and strict decode runs JSONCrush,
// which takes milliseconds per board under the sanitizers.
// For a slug t, with L the lenient decode of t:
//   1. Upgrade(t, lenient) fails exactly when L fails (same code and offset),
//      or with VALUE_OUT_OF_RANGE when a side of L is over 61 (legacy sides
//      go up to 99; v3.1 writes at most 61); otherwise
//   2. the upgrade U decodes strictly, as v3.1, to the same game as L, and
//      upgrading U again gives U (strict and lenient);
//   3. Upgrade(t, strict) agrees with strict decoding: it fails exactly when
//      that fails (same code and offset, or the side rule), else equals U.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "fuzz/fuzz_check.h"
#include "pentomino/alphabet.h"
#include "pentomino/pentomino.h"
#include "registry/format.h"

namespace {

using slugspec::Profile;
using slugspec::Status;
namespace pentomino = slugspec::pentomino;
using pentomino::Board;
using pentomino::Version;

// Reads the input front to back; past its end every read gives 0.
class ByteReader {
 public:
  ByteReader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  uint8_t Byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  // A value in 0 .. n-1 (n >= 1) from one byte, or two when n > 256.
  uint32_t Below(uint32_t n) {
    uint32_t v = Byte();
    if (n > 256) v = v << 8 | Byte();
    return v % n;
  }
  bool Bool() { return (Byte() & 1) != 0; }
  bool empty() const { return pos_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

bool SameRejection(const Status& a, const Status& b) { return a.code() == b.code() && a.offset() == b.offset(); }

// Mostly small sides (small boards hold several items), sometimes any.
uint32_t Side(ByteReader& in, uint32_t max_side) {
  const uint8_t b = in.Byte();
  return b < 192 ? 1 + b % 12 : 1 + in.Below(max_side);
}

// B: a board that `version` can write, from the reader.
Board GenerateBoard(ByteReader& in, Version version) {
  const bool legacy = version < Version::kV3;
  Board board;
  board.set_format(std::string(pentomino::kFormatName));
  board.set_version(std::string(pentomino::VersionName(version)));
  board.set_surface(legacy ? pentomino::RECTANGLE : static_cast<pentomino::Surface>(1 + in.Below(7)));
  const uint32_t max_side =
      legacy ? static_cast<uint32_t>(pentomino::kMaxLegacySide) : static_cast<uint32_t>(pentomino::kMaxSide);
  board.set_height(Side(in, max_side));
  board.set_width(Side(in, max_side));

  std::set<std::pair<uint32_t, uint32_t>> used;
  const bool v0 = version <= Version::kV0b;
  // v1 to v2 write an item's row with two digits at most ([PEN-L3]).
  const uint32_t rows =
      legacy && !v0 ? std::min<uint32_t>(board.height(), pentomino::kMaxLegacyItemRow + 1) : board.height();
  const uint32_t pieces = in.Below(v0 ? 7 : 13);
  for (uint32_t i = 0; i < pieces; ++i) {
    const uint32_t letter = in.Below(pentomino::kLetterCount);
    const uint32_t x = in.Below(rows), y = in.Below(board.width());
    const uint8_t orientation = in.Byte();
    if (!used.insert({x, y}).second) continue;
    pentomino::Piece* p = board.add_pieces();
    p->set_letter(std::string(1, pentomino::kLetters[letter]));
    p->set_x(x);
    p->set_y(y);
    p->set_rotation(orientation & 3);
    p->set_reflected((orientation & 4) != 0);
  }
  // Terrain: scattered cells, or a run along a row or column (line forms).
  const uint32_t terrain = in.Below(v0 ? 4 : 17);
  for (uint32_t i = 0; i < terrain; ++i) {
    const uint8_t how = in.Byte();
    uint32_t x = in.Below(rows), y = in.Below(board.width());
    const uint32_t run = how < 160 || v0 ? 1 : 1 + how % 8;
    for (uint32_t k = 0; k < run; ++k) {
      if (used.insert({x, y}).second) {
        pentomino::Cell* c = board.add_terrain();
        c->set_x(x);
        c->set_y(y);
      }
      (how & 1 ? x : y) += 1;
      if (x >= rows || y >= board.width()) break;
    }
  }
  // v3 cannot write terrain whose first row is 60 or more (CheckModel).
  if (version == Version::kV3) {
    uint32_t first = UINT32_MAX;
    for (const auto& c : board.terrain()) first = std::min(first, c.x());
    if (first >= 60) board.clear_terrain();
  }
  // Colours: in v1.5 and v2 1..5, in v3 1..11; letters in F I L ... order.
  const uint32_t max_color = version == Version::kV1_5 || version == Version::kV2 ? 5
                             : version == Version::kV3                            ? 11
                                                                                  : 0;
  if (max_color > 0 && in.Bool()) {
    for (int i = 0; i < pentomino::kLetterCount; ++i) {
      const uint32_t color = in.Below(2 * max_color + 1);  // about half of them 0
      if (color == 0 || color > max_color) continue;
      pentomino::LetterColor* c = board.add_colors();
      c->set_letter(std::string(1, pentomino::kLetters[static_cast<size_t>(i)]));
      c->set_color(color);
    }
  }
  return board;
}

// Up to three edits of the generated slug, read from the rest of the input.
std::string Edit(ByteReader& in, std::string slug) {
  const uint32_t edits = in.Below(4);
  for (uint32_t i = 0; i < edits && !in.empty(); ++i) {
    const uint8_t op = in.Byte();
    const uint32_t at = in.Below(static_cast<uint32_t>(slug.size()) + 1);
    const char c = static_cast<char>(in.Byte());
    switch (op % 4) {
      case 0:
        if (at < slug.size()) slug[at] = c;
        break;
      case 1:
        slug.insert(slug.begin() + at, c);
        break;
      case 2:
        if (at < slug.size()) slug.erase(at, 1 + static_cast<uint8_t>(c) % 4);
        break;
      default: {  // repeat a short stretch (an item, say) right after itself
        const std::string piece = slug.substr(at, 1 + static_cast<uint8_t>(c) % 6);
        slug.insert(at + piece.size(), piece);
      }
    }
  }
  return slug;
}

bool SideTooLarge(const Board& b) { return b.height() > 61 || b.width() > 61; }

// Oracles 1 to 3 for the slug `t`; `input` is the fuzzer input, for reports.
// `generated`: the board B generated, when `t` is its slug unedited.
void CheckUpgrade(std::string_view input, std::string_view t, const Board* generated) {
  const std::string where = "slug \"" + slugspec::DisplayBytes(t) + "\": ";
  Board legacy;
  const Status l = pentomino::Decode(t, Profile::kLenient, &legacy);
  std::string upgraded;
  const Status u = pentomino::TheFormat().Upgrade(t, Profile::kLenient, &upgraded);
  if (!l.ok()) {
    FUZZ_CHECK(generated == nullptr, input,
               where + "lenient rejects the generated slug of " + generated->ShortDebugString() + ": " + l.ToString());
    FUZZ_CHECK(SameRejection(l, u), input,
               where + "lenient decode says " + l.ToString() + " but lenient upgrade " + u.ToString());
    return;
  }
  if (SideTooLarge(legacy)) {
    FUZZ_CHECK(u.code() == slugspec::VALUE_OUT_OF_RANGE, input,
               where + "a " + std::to_string(legacy.height()) + "x" + std::to_string(legacy.width()) +
                   " board upgrades with " + u.ToString() + ", not VALUE_OUT_OF_RANGE");
  } else {
    FUZZ_CHECK(u.ok(), input,
               where + "decodes leniently as " + legacy.version() + " but upgrade fails: " + u.ToString());
    Board current;
    const Status d = pentomino::Decode(upgraded, Profile::kStrict, &current);
    FUZZ_CHECK(d.ok(), input, where + "upgrade " + upgraded + " fails strict decode: " + d.ToString());
    FUZZ_CHECK(current.version() == "v3.1", input,
               where + "upgrade " + upgraded + " is reported as " + current.version());
    FUZZ_CHECK(pentomino::SameGame(legacy, current), input,
               where + "upgrade " + upgraded + " is another game: " + current.ShortDebugString() + " for " +
                   legacy.ShortDebugString());
    for (Profile p : {Profile::kStrict, Profile::kLenient}) {
      std::string again;
      const Status a = pentomino::TheFormat().Upgrade(upgraded, p, &again);
      FUZZ_CHECK(a.ok() && again == upgraded, input,
                 where + "upgrading the upgrade " + upgraded + " gives " + again + " " + a.ToString());
    }
  }

  Board strict;
  const Status s = pentomino::Decode(t, Profile::kStrict, &strict);
  std::string strict_upgraded;
  const Status su = pentomino::TheFormat().Upgrade(t, Profile::kStrict, &strict_upgraded);
  if (generated != nullptr) {
    FUZZ_CHECK(s.ok(), input,
               where + "strict rejects the generated slug of " + generated->ShortDebugString() + ": " + s.ToString());
    FUZZ_CHECK(
        pentomino::SameGame(*generated, strict), input,
        where + "the generated slug of " + generated->ShortDebugString() + " decodes to " + strict.ShortDebugString());
  }
  if (!s.ok()) {
    FUZZ_CHECK(SameRejection(s, su), input,
               where + "strict decode says " + s.ToString() + " but strict upgrade " + su.ToString());
  } else if (SideTooLarge(strict)) {
    FUZZ_CHECK(su.code() == slugspec::VALUE_OUT_OF_RANGE, input,
               where + "strict upgrade of a board over 61 gives " + su.ToString());
  } else {
    FUZZ_CHECK(su.ok() && strict_upgraded == upgraded, input,
               where + "strict upgrade gives " + strict_upgraded + " " + su.ToString() + ", lenient " + upgraded);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  CheckUpgrade(input, input, nullptr);  // A

  // B. Bail out on inputs too short to say anything: the empty input would
  // otherwise always build the 1x1 v0a board.
  if (size < 2) return 0;
  constexpr Version kLegacy[] = {Version::kV0a,  Version::kV0b, Version::kV1, Version::kV1_1,
                                 Version::kV1_5, Version::kV2,  Version::kV3};
  ByteReader in(data, size);
  const Version version = kLegacy[in.Below(std::size(kLegacy))];
  const Board board = GenerateBoard(in, version);
  std::string slug;
  const Status e = pentomino::Encode(board, version, &slug);
  FUZZ_CHECK(
      e.ok(), input,
      "the generator's " + board.ShortDebugString() + " does not encode in " + board.version() + ": " + e.ToString());
  const std::string edited = Edit(in, slug);
  CheckUpgrade(input, edited, edited == slug ? &board : nullptr);
  return 0;
}
