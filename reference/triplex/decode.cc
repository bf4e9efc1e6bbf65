// Decoding (spec/triplex.md §5): the header, then a solution's faces and
// suffix or a level's counts and class. Offsets are computed in the
// repaired text and mapped back to the input as received at the end.
#include <string>

#include "common/decode_result.h"
#include "common/display.h"
#include "common/input_checks.h"
#include "common/text_fields.h"
#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

int Base36Value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

Status BadCharacter(std::string_view text, size_t at, const std::string& why) {
  return Status(BAD_CHARACTER, static_cast<uint32_t>(at), QuoteByte(static_cast<unsigned char>(text[at])) + " " + why);
}

// [TPX-S1], [TPX-S2]: the face value.
Status ReadFaces(std::string_view text, const Header& h, uint64_t* faces, size_t* end) {
  const size_t digits = static_cast<size_t>(FaceDigits(h.width, h.height));
  size_t run = 0;
  while (h.payload + run < text.size() && HexValue(text[h.payload + run]) >= 0) ++run;
  if (run < digits) {
    const size_t at = h.payload + run;
    const std::string need = std::to_string(digits) + " hex digits (0-9, a-f) of faces for " + std::to_string(h.width) +
                             " x " + std::to_string(h.height);
    if (at >= text.size()) return TruncatedAt(text, "the slug ends after " + std::to_string(run) + " of " + need);
    return BadCharacter(text, at, "after " + std::to_string(run) + " of " + need);
  }
  if (run > digits) {
    return Status(TRAILING_DATA, static_cast<uint32_t>(h.payload + digits),
                  "more face digits than the " + std::to_string(digits) + " of " + std::to_string(h.width) + " x " +
                      std::to_string(h.height));
  }
  uint64_t value = 0;
  for (size_t i = 0; i < digits; ++i) value = value << 4 | static_cast<uint64_t>(HexValue(text[h.payload + i]));
  const int faces_count = FaceCount(h.width, h.height);
  if (faces_count < 64 && (value >> faces_count) != 0) {  // TPX-S2
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h.payload),
                  "the face value has bits above the " + std::to_string(faces_count) + " faces of " +
                      std::to_string(h.width) + " x " + std::to_string(h.height) + " (the pad bits must be 0)");
  }
  *faces = value;
  *end = h.payload + digits;
  return OkStatus();
}

// [TPX-S3]..[TPX-S5]: the partition the faces describe.
Status CheckPartition(const Grid& grid, size_t at) {
  for (const PlacedShape& p : Pieces(grid)) {  // TPX-S3
    if (p.size < 2 || p.size > 3) {
      return Status(ILLEGAL_POSITION, static_cast<uint32_t>(at),
                    "the piece of cell " + std::to_string(p.first_cell) + " has " + std::to_string(p.size) +
                        (p.size == 1 ? " cell" : " cells") + ": pieces have 2 or 3");
    }
  }
  const std::string fault = PartitionFault(grid);  // TPX-S4, TPX-S5
  if (!fault.empty()) return Status(ILLEGAL_POSITION, static_cast<uint32_t>(at), fault);
  return OkStatus();
}

// [TPX-S6], [TPX-S7]: nothing, or "_r" and the rotatable piece's first cell.
Status ReadRotatable(std::string_view text, size_t at, const Grid& grid, int* rotatable_cell) {
  *rotatable_cell = kNoPiece;
  if (at >= text.size()) return OkStatus();
  if (text[at] != '_') return BadCharacter(text, at, "after the faces, where only \"_r\" and a cell may follow");
  if (at + 1 >= text.size()) return TruncatedAt(text, "the slug ends after '_' where \"_r\" and a cell must be");
  if (text[at + 1] != 'r') return BadCharacter(text, at + 1, "where 'r' (the rotatable piece) must follow '_'");
  int cell = 0;
  size_t end = 0;
  SLUGSPEC_RETURN_IF_ERROR(ReadNumber(text, at + 2, &cell, &end));
  if (end < text.size()) return BadCharacter(text, end, "after the rotatable piece's cell, where the slug must end");
  const bool first = cell < grid.cells() && (cell == 0 || [&] {
                       for (int i = 0; i < cell; ++i) {
                         if (grid.piece[static_cast<size_t>(i)] == grid.piece[static_cast<size_t>(cell)]) return false;
                       }
                       return true;
                     }());
  if (!first) {  // TPX-S7
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(at + 2),
                  "cell " + std::to_string(cell) +
                      (cell < grid.cells() ? " is not the first cell of its piece"
                                           : " is off the " + std::to_string(grid.cells()) + "-cell rectangle"));
  }
  *rotatable_cell = cell;
  return OkStatus();
}

Status ReadSolution(std::string_view text, const Header& h, const Quirks& quirks, CanonicalFindings* findings,
                    Puzzle* out) {
  uint64_t faces = 0;
  size_t end = 0;
  SLUGSPEC_RETURN_IF_ERROR(ReadFaces(text, h, &faces, &end));
  const Grid grid = Components(h.width, h.height, faces, quirks);
  SLUGSPEC_RETURN_IF_ERROR(CheckPartition(grid, h.payload));
  int rotatable_cell = kNoPiece;
  SLUGSPEC_RETURN_IF_ERROR(ReadRotatable(text, end, grid, &rotatable_cell));
  if (h.width >= h.height) {  // TPX-S8 (canonical); for W < H, TPX-D2 speaks first
    int canonical_cell = rotatable_cell;
    const Grid canonical = CanonicalImage(grid, &canonical_cell, quirks);
    if (FaceValue(canonical, quirks) != faces || canonical_cell != rotatable_cell) {
      findings->Note(NON_CANONICAL, static_cast<uint32_t>(h.payload),
                     "the solution is not the minimal image of its partition (§3)");
    }
  }
  SetSolution(grid, rotatable_cell, out);
  return OkStatus();
}

Status ReadLevel(std::string_view text, const Header& h, Puzzle* out) {
  std::array<int, kShapeCount> counts{};
  for (size_t i = 0; i < kShapeCount; ++i) {  // TPX-L1
    const size_t at = h.payload + i;
    if (at >= text.size())
      return TruncatedAt(text, "the slug ends after " + std::to_string(i) + " of the 8 shape counts");
    counts[i] = Base36Value(text[at]);
    if (counts[i] < 0) {
      return BadCharacter(text, at, "where the count of shape " + std::to_string(i + 1) + " (0-9, a-z) must be");
    }
  }
  const size_t sep = h.payload + kShapeCount;
  if (sep >= text.size()) return TruncatedAt(text, "the slug ends where '_' must follow the 8 counts");
  if (text[sep] != '_') return BadCharacter(text, sep, "where '_' must follow the 8 shape counts");
  const size_t class_at = sep + 1;  // TPX-L2
  if (class_at >= text.size()) return TruncatedAt(text, "the rotatable class (n, d, s or c) is missing");
  constexpr std::string_view kClasses = "ndsc";
  const size_t rotatable = kClasses.find(text[class_at]);
  if (rotatable == std::string_view::npos) {
    return BadCharacter(text, class_at, "where the rotatable class, n, d, s or c, must be");
  }
  if (class_at + 1 < text.size()) {
    return Status(TRAILING_DATA, static_cast<uint32_t>(class_at + 1), "characters after the rotatable class");
  }
  int area = 0, pieces = rotatable == 0 ? 0 : 1;
  for (int code = 1; code <= kShapeCount; ++code) {
    area += counts[static_cast<size_t>(code - 1)] * (ClassOfShape(code) == 1 ? 2 : 3);
    pieces += counts[static_cast<size_t>(code - 1)];
  }
  area += rotatable == 0 ? 0 : rotatable == 1 ? 2 : 3;
  if (area != h.width * h.height) {  // TPX-L3
    return Status(
        ILLEGAL_POSITION, static_cast<uint32_t>(h.payload),
        "the pieces cover " + std::to_string(area) + " cells; the rectangle has " + std::to_string(h.width * h.height));
  }
  if (pieces < 3) {  // TPX-L4
    return Status(ILLEGAL_POSITION, static_cast<uint32_t>(h.payload),
                  std::to_string(pieces) + (pieces == 1 ? " piece" : " pieces") + ": a level has at least 3");
  }
  Level* level = out->mutable_level();
  for (int code = 1; code <= kShapeCount; ++code) {
    for (int n = 0; n < counts[static_cast<size_t>(code - 1)]; ++n) level->add_fixed(static_cast<Shape>(code));
  }
  level->set_rotatable(static_cast<PieceClass>(rotatable));
  return OkStatus();
}

}  // namespace

Status Decode(std::string_view slug, Profile profile, Puzzle* out) { return DecodeWith(slug, profile, {}, out); }

Status DecodeWith(std::string_view slug, Profile profile, const Quirks& quirks, Puzzle* out) {
  out->Clear();
  RepairedText text(slug);
  CanonicalFindings findings;
  size_t version = 0;  // one version: nothing depends on it
  Status s = ReadPrefixedHead(kSlug, slug, profile, &text, &version);
  Header h;
  const std::string folded = FoldedPrefixed(kSlug, text.text(), profile);
  if (s.ok()) s = ReadHeader(folded, &h, &findings);
  if (s.ok()) {
    out->set_width(static_cast<uint32_t>(h.width));
    out->set_height(static_cast<uint32_t>(h.height));
    s = h.kind == 's' ? ReadSolution(folded, h, quirks, &findings, out) : ReadLevel(folded, h, out);
  }
  const auto canonical = [&quirks](const Puzzle& p, std::string* written) {
    return EncodeWith(p, quirks, written).ok();
  };
  return FinishDecode(s, profile, findings, text, canonical, kFormatName, kVersions.Name(kCurrentVersion), out);
}

Status DetectVersion(std::string_view slug, Profile profile, Version* version) {
  return DetectPrefixedVersion(kSlug, slug, profile, version);
}

bool Recognises(std::string_view slug) { return RecognisesPrefixed(kSlug, slug); }

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
