#include "sudoku/mutant_codec.h"

#include <algorithm>
#include <array>
#include <string>

#include "common/base64.h"
#include "common/bits.h"
#include "common/repaired_text.h"
#include "common/transit.h"

namespace slugspec::sudoku {
namespace {

constexpr size_t kHeaderBytes = 4;  // "S!v0", "S!v1"
constexpr int kCellBits = 7;
constexpr int kDigitBits = 4;
constexpr int kTupleBits = kCellBits + kDigitBits;

// The repairs of the profile (spec/sudoku.md §3), which give the characters
// the payload is read from. (A RepairedText may point into itself, so it is
// repaired in place, never returned.)
void Repair(RepairedText* text, Profile profile) {
  if (profile == Profile::kStrict) return;
  RepairTransit(text);
  text->ReplaceAll(' ', '+');
  text->ReplaceAll('-', '+');
  text->ReplaceAll('_', '/');
}

// `text` with the discarded bits of its last data character cleared, for a
// decoder whose base64 step drops them unseen.
std::string WithoutDiscardedBits(std::string_view text) {
  std::string out(text);
  const size_t data = std::min(out.find('='), out.size());
  const int spare_bits = data % 4 == 2 ? 4 : data % 4 == 3 ? 2 : 0;
  if (spare_bits == 0) return out;
  static constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const int value = Base64Value(static_cast<unsigned char>(out[data - 1])) & ~((1 << spare_bits) - 1);
  out[data - 1] = kAlphabet[static_cast<size_t>(value)];
  return out;
}

// Collects givens with the checks of §6 and §7 (range, repeats, order).
class Givens {
 public:
  Givens(const SudokuQuirks& quirks, sudoku::Puzzle* out) : quirks_(quirks), out_(out) {}

  Status Add(uint32_t cell, uint32_t digit, uint32_t cell_at, uint32_t digit_at, CanonicalFindings* findings) {
    if (cell >= sudoku::kCells) {
      return Status(VALUE_OUT_OF_RANGE, cell_at, "cell " + std::to_string(cell) + " is outside 0..80");
    }
    if (digit < 1 || digit > 9) {
      return Status(VALUE_OUT_OF_RANGE, digit_at, "digit " + std::to_string(digit) + " is outside 1..9");
    }
    const int seen = index_of_[cell] - 1;
    if (quirks_.last_given_wins) {
      // The bug: no look at repeats; the order check sees every tuple.
      if (static_cast<int>(cell) < last_cell_) findings->Note(NON_CANONICAL, cell_at, "givens out of cell order");
      last_cell_ = static_cast<int>(cell);
      if (seen >= 0) {
        out_->mutable_givens(seen)->set_digit(digit);
        return OkStatus();
      }
    } else {
      if (seen >= 0) {
        if (out_->givens(seen).digit() != digit) {
          return Status(DUPLICATE, cell_at, "cell " + std::to_string(cell) + " is given twice");
        }
        findings->Note(DUPLICATE, cell_at, "cell " + std::to_string(cell) + " is given twice, alike");
        return OkStatus();
      }
      if (static_cast<int>(cell) < last_cell_) findings->Note(NON_CANONICAL, cell_at, "givens out of cell order");
      last_cell_ = static_cast<int>(cell);
    }
    index_of_[cell] = out_->givens_size() + 1;
    sudoku::Given* g = out_->add_givens();
    g->set_cell(cell);
    g->set_digit(digit);
    return OkStatus();
  }

 private:
  const SudokuQuirks& quirks_;
  sudoku::Puzzle* out_;
  std::array<int, sudoku::kCells> index_of_{};  // 1 + index into givens; 0: not given
  int last_cell_ = -1;
};

Status PayloadV0(std::string_view bytes, Givens* givens, CanonicalFindings* findings) {
  for (size_t i = kHeaderBytes; i + 1 < bytes.size(); i += 2) {
    SLUGSPEC_RETURN_IF_ERROR(givens->Add(static_cast<uint8_t>(bytes[i]), static_cast<uint8_t>(bytes[i + 1]),
                                         Base64CharOfBit(i * 8), Base64CharOfBit((i + 1) * 8), findings));
  }
  return OkStatus();
}

Status PayloadV1(std::string_view bytes, const SudokuQuirks& quirks, Givens* givens, CanonicalFindings* findings) {
  BitReader reader(bytes, kHeaderBytes * 8);
  const uint64_t needed = quirks.loop_one_short ? kTupleBits + 1 : kTupleBits;
  while (reader.remaining() >= needed) {
    const uint64_t at = reader.position();
    const uint32_t cell = reader.Read(kCellBits);
    const uint32_t digit = reader.Read(kDigitBits);
    SLUGSPEC_RETURN_IF_ERROR(givens->Add(cell, digit, Base64CharOfBit(at), Base64CharOfBit(at + kCellBits), findings));
  }
  const uint64_t end_of_byte = (reader.position() + 7) / 8 * 8;
  if (!quirks.ignore_unused_bits) {
    while (reader.position() < end_of_byte && reader.remaining() > 0) {
      const uint64_t at = reader.position();
      if (reader.Read(1) != 0) {
        findings->Note(NON_CANONICAL, Base64CharOfBit(at), "v1 pad bits are not zero");
        break;
      }
    }
  }
  if (!quirks.ignore_trailing_data && static_cast<uint64_t>(bytes.size()) * 8 > end_of_byte) {
    findings->Note(TRAILING_DATA, Base64CharOfBit(end_of_byte), "a spare byte after the last tuple");
  }
  return OkStatus();
}

}  // namespace

Status DecodeSudoku(std::string_view slug, Profile profile, const SudokuQuirks& quirks, sudoku::Puzzle* out) {
  out->Clear();
  // The url-safe quirk rewrites characters one for one, so the reference's
  // checks of the outer layers see it and offsets stay those of `slug`.
  std::string input(slug);
  if (quirks.url_safe_alphabet && profile == Profile::kStrict) {
    for (char& c : input) c = c == '-' ? '+' : c == '_' ? '/' : c;
  }
  sudoku::Version version{};
  SLUGSPEC_RETURN_IF_ERROR(sudoku::DetectVersion(input, profile, &version));

  // DetectVersion passed, so the base64 decodes; what is left is its
  // canonical findings and the payload.
  RepairedText text(input);
  Repair(&text, profile);
  const std::string chars =
      quirks.ignore_unused_bits ? WithoutDiscardedBits(text.text()) : std::string(text.text());
  std::string bytes;
  CanonicalFindings findings;
  SLUGSPEC_RETURN_IF_ERROR(DecodeBase64(chars, &bytes, &findings));
  Givens givens(quirks, out);
  Status s;
  if (version == sudoku::Version::kV0) {
    if ((bytes.size() - kHeaderBytes) % 2 != 0) {  // [SUD-V0-1], before any pair
      s = Status(TRUNCATED, static_cast<uint32_t>(chars.size()), "the last cell has no digit");
    } else {
      s = PayloadV0(bytes, &givens, &findings);
    }
  } else {
    s = PayloadV1(bytes, quirks, &givens, &findings);
  }
  if (s.ok() && profile == Profile::kStrict && !findings.empty()) s = findings.first();
  if (!s.ok()) {
    out->Clear();
    return s.WithOffset(text.RawOffset(s.offset()));
  }
  out->set_format(std::string(sudoku::kFormatName));
  out->set_version(std::string(sudoku::VersionName(version)));
  return OkStatus();
}

Status EncodeSudokuInModelOrder(const sudoku::Puzzle& puzzle, std::string_view version_name, std::string* slug) {
  if (version_name.empty()) version_name = puzzle.version();
  if (version_name.empty()) version_name = sudoku::VersionName(sudoku::kCurrentVersion);
  const std::optional<sudoku::Version> version = sudoku::ParseVersion(version_name);
  if (!version) return Status(UNKNOWN_VERSION, 0, "sudoku has no version \"" + std::string(version_name) + "\"");
  SLUGSPEC_RETURN_IF_ERROR(sudoku::CheckModel(puzzle));
  std::string bytes = "S!" + std::string(sudoku::VersionName(*version));
  BitWriter writer;
  for (const sudoku::Given& g : puzzle.givens()) {  // the bug: no sort by cell
    if (*version == sudoku::Version::kV0) {
      bytes.push_back(static_cast<char>(g.cell()));
      bytes.push_back(static_cast<char>(g.digit()));
    } else {
      writer.Write(g.cell(), kCellBits);
      writer.Write(g.digit(), kDigitBits);
    }
  }
  *slug = EncodeBase64(bytes + writer.bytes());
  return OkStatus();
}

}  // namespace slugspec::sudoku
