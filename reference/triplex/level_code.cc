// Level codes (spec/triplex.md §6): the first 40 bits of SHA-256 over the
// canonical solution slug, as 8 characters of Crockford's base32.
#include <string>

#include "common/display.h"
#include "common/sha256.h"
#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {
namespace {

constexpr std::string_view kCrockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr size_t kCodeCharacters = 8;

// The value of a character a person wrote, or -1 (§6: either case, I and L
// read as 1, O as 0; U is not in the alphabet).
int CrockfordValue(char c) {
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  if (c == 'I' || c == 'L') c = '1';
  if (c == 'O') c = '0';
  const size_t at = kCrockford.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

std::string CodeOfSlug(std::string_view slug) {
  Sha256 hash;
  hash.Update(slug);
  const Sha256::Digest digest = hash.Final();
  uint64_t bits = 0;
  for (size_t i = 0; i < 5; ++i) bits = bits << 8 | digest[i];
  std::string code;
  for (int shift = 35; shift >= 0; shift -= 5) {
    if (code.size() == 4) code += '-';
    code += kCrockford[static_cast<size_t>(bits >> shift & 31)];
  }
  return code;
}

}  // namespace

Status LevelCode(const Puzzle& puzzle, std::string* code) { return LevelCodeWith(puzzle, {}, code); }

Status LevelCodeWith(const Puzzle& puzzle, const Quirks& quirks, std::string* code) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(puzzle));
  Puzzle solution = puzzle;
  if (!puzzle.has_solution()) {
    std::vector<Puzzle> solutions;
    SLUGSPEC_RETURN_IF_ERROR(SolveBounded(puzzle, 2, &solutions));
    if (solutions.size() != 1) {
      return Status(ILLEGAL_POSITION, 0,
                    std::string("the level has ") + (solutions.empty() ? "no solution" : "more than one solution") +
                        ", so no level code: a code is that of the level's only solution");
    }
    solution = solutions[0];
  }
  std::string slug;
  if (quirks.code_over_written_solution) {
    Grid grid;
    int rotatable_cell = kNoPiece;
    SLUGSPEC_RETURN_IF_ERROR(GridOfSolution(solution, &grid, &rotatable_cell));
    slug = SolutionSlug(grid, rotatable_cell);
  } else {
    SLUGSPEC_RETURN_IF_ERROR(Encode(solution, &slug));
  }
  *code = CodeOfSlug(slug);
  return OkStatus();
}

Status ReadLevelCode(std::string_view text, std::string* normalized) {
  std::string chars;
  bool hyphen = false;
  for (size_t i = 0; i < text.size(); ++i) {
    if (chars.size() == kCodeCharacters) {  // whatever it is
      return Status(TRAILING_DATA, static_cast<uint32_t>(i), "a level code has 8 characters");
    }
    if (text[i] == '-' && chars.size() == 4 && !hyphen) {
      hyphen = true;
      continue;
    }
    const int v = CrockfordValue(text[i]);
    if (v < 0) {
      return Status(BAD_CHARACTER, static_cast<uint32_t>(i),
                    QuoteByte(static_cast<unsigned char>(text[i])) +
                        " is not a level code character (0-9, A-Z without U; one '-' after the fourth)");
    }
    chars += kCrockford[static_cast<size_t>(v)];
  }
  if (chars.size() < kCodeCharacters) {
    return Status(TRUNCATED, static_cast<uint32_t>(text.size()), "a level code has 8 characters");
  }
  *normalized = chars.substr(0, 4) + "-" + chars.substr(4);
  return OkStatus();
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
