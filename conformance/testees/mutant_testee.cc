#include "conformance/testees/mutant_testee.h"

#include <array>
#include <string>

#include "common/profile.h"
#include "conformance/testees/mutant_pentomino.h"
#include "conformance/testees/mutant_sudoku.h"
#include "conformance/testees/reference_testee.h"
#include "pentomino/alphabet.h"

namespace slugspec::conformance {
namespace {

bool IsDecodeOf(const Request& r, std::string_view format) {
  return r.has_decode() && r.decode().format() == format;
}

bool IsEncodeOf(const Request& r, std::string_view format) {
  return r.has_encode() && r.encode().format() == format;
}

// The version an encode request asks for: named, else the model's, else
// the current one (as the reference's TypedFormat resolves it).
std::string_view PentominoEncodeVersion(const EncodeRequest& e) {
  if (!e.version().empty()) return e.version();
  if (!e.pentomino().version().empty()) return e.pentomino().version();
  return pentomino::VersionName(pentomino::kCurrentVersion);
}

Response SudokuAnswer(uint64_t id, const Status& s, const sudoku::Puzzle& puzzle) {
  Response r;
  r.set_id(id);
  if (s.ok()) {
    *r.mutable_decoded()->mutable_sudoku() = puzzle;
  } else {
    *r.mutable_rejected() = s.ToProto();
  }
  return r;
}

// The reference, but sudoku slugs go through the quirky decoder.
Response WithSudokuQuirks(const Request& request, const SudokuQuirks& quirks) {
  const std::optional<Profile> profile = ParseProfile(request.decode().profile());
  if (!IsDecodeOf(request, sudoku::kFormatName) || !profile) return Answer(request);
  sudoku::Puzzle puzzle;
  const Status s = DecodeSudoku(request.decode().slug(), *profile, quirks, &puzzle);
  return SudokuAnswer(request.id(), s, puzzle);
}

Response CountOffByOne(const Request& request) { return WithSudokuQuirks(request, {.loop_one_short = true}); }
Response PaddingIgnored(const Request& request) { return WithSudokuQuirks(request, {.ignore_unused_bits = true}); }
Response DuplicateAccepted(const Request& request) { return WithSudokuQuirks(request, {.last_given_wins = true}); }
Response TrailingDataAccepted(const Request& request) {
  return WithSudokuQuirks(request, {.ignore_trailing_data = true});
}
Response UrlSafeStrict(const Request& request) { return WithSudokuQuirks(request, {.url_safe_alphabet = true}); }

// Row and column exchanged: cell 9r+c is read and written as 9c+r. Cells off
// the grid are left to the range checks.
void Transpose(sudoku::Puzzle* puzzle) {
  for (sudoku::Given& g : *puzzle->mutable_givens()) {
    if (g.cell() < sudoku::kCells) g.set_cell(g.cell() % 9 * 9 + g.cell() / 9);
  }
}

Response Transposed(const Request& request) {
  if (IsEncodeOf(request, sudoku::kFormatName) && request.encode().has_sudoku()) {
    Request transposed = request;
    Transpose(transposed.mutable_encode()->mutable_sudoku());
    return Answer(transposed);
  }
  Response r = Answer(request);
  if (r.has_decoded() && r.decoded().has_sudoku()) Transpose(r.mutable_decoded()->mutable_sudoku());
  return r;
}

Response UnsortedEncode(const Request& request) {
  if (!IsEncodeOf(request, sudoku::kFormatName) || !request.encode().has_sudoku()) return Answer(request);
  Response r;
  r.set_id(request.id());
  std::string slug;
  const Status s = EncodeSudokuInModelOrder(request.encode().sudoku(), request.encode().version(), &slug);
  if (s.ok()) {
    r.set_slug(slug);
  } else {
    *r.mutable_rejected() = s.ToProto();
  }
  return r;
}

Response SwappedXY(const Request& request) {
  Response r = Answer(request);
  if (!r.has_decoded() || !r.decoded().has_pentomino()) return r;
  pentomino::Board* board = r.mutable_decoded()->mutable_pentomino();
  if (board->version() == "v3" || board->version() == "v3.1") SwapPieceCoordinates(board);
  return r;
}

Response WrongCaseBit(const Request& request) {
  Response r = Answer(request);
  if (IsEncodeOf(request, pentomino::kFormatName) && r.has_slug() && !r.slug().empty() &&
      pentomino::SurfaceOfLetter(r.slug()[0])) {  // v3 and v3.1 begin with the surface
    r.set_slug(CaseFromReflection(r.slug()));
  }
  return r;
}

Response TerrainTie(const Request& request) {
  Response r = Answer(request);
  if (IsEncodeOf(request, pentomino::kFormatName) && r.has_slug() &&
      PentominoEncodeVersion(request.encode()) == "v3.1") {
    r.set_slug(TerrainTieToLast(request.encode().pentomino(), r.slug()));
  }
  return r;
}

Response WrongErrorCodes(const Request& request) {
  Response r = Answer(request);
  if (r.has_rejected()) r.mutable_rejected()->set_code(BAD_CHARACTER);
  return r;
}

// The lenient repairs without the percent-escapes: a '%' reaches the
// decoder as it is, a character of no alphabet. '*' is one too, and no
// repair touches it, so the reference shows what that decoder would say.
// Pentomino v0 slugs ("('...") are percent-escaped by definition and read
// by their own decoder, which has no such bug.
Response LenientNoPercent(const Request& request) {
  if (!request.has_decode() || request.decode().profile() != "lenient") return Answer(request);
  const std::string& slug = request.decode().slug();
  if (request.decode().format() == pentomino::kFormatName && slug.find("('") != std::string::npos) {
    return Answer(request);
  }
  Request unrepaired = request;
  std::string* s = unrepaired.mutable_decode()->mutable_slug();
  for (char& c : *s) c = c == '%' ? '*' : c;
  return Answer(unrepaired);
}

constexpr std::array kMutants = {
    Mutant{"sudoku-count-off-by-one",
           "the v1 tuple loop runs while more than 11 bits remain ('>' for '>='): the last tuple of an 11n-bit "
           "payload (8, 16, ..., 80 givens) is not read; lenient drops the last given, strict takes it for spare "
           "bits and rejects the slug",
           "decode.strict", Level::kRequired, "decode.lenient decode.transit", CountOffByOne},
    Mutant{"sudoku-padding-ignored",
           "strict decoding does not look at the discarded bits of the last base64 character [SUD-B6] or at the "
           "v1 pad bits [SUD-V1-7]: it accepts such slugs, which strict must reject",
           "decode.strict", Level::kRequired, "decode.transit", PaddingIgnored},
    Mutant{"sudoku-transposed",
           "row and column exchanged: cell 9r+c is read and written as 9c+r, in decoding and encoding",
           "decode.strict", Level::kRequired,
           "decode.lenient decode.transit decode.mutated encode.canonical encode.roundtrip", Transposed},
    Mutant{"sudoku-duplicate-accepted",
           "no DUPLICATE check: a cell given again overwrites the digit (the last one wins); strict still rejects "
           "givens out of order, so repeats that follow each other slip through",
           "decode.strict", Level::kRequired, "decode.lenient", DuplicateAccepted},
    Mutant{"sudoku-trailing-data-accepted",
           "strict decoding accepts a spare byte after the v1 pad bits [SUD-V1-8]", "decode.strict",
           Level::kRequired, "decode.mutated", TrailingDataAccepted},
    Mutant{"sudoku-url-safe-strict",
           "strict decoding reads '-' and '_' as '+' and '/' (a base64 decoder that takes both alphabets); only "
           "lenient may repair base64url", "decode.strict", Level::kRequired, "decode.transit decode.mutated",
           UrlSafeStrict},
    Mutant{"sudoku-unsorted-encode",
           "the encoder writes the givens in the model's order instead of by ascending cell [SUD-E2]; the slug "
           "still opens as the same puzzle", "encode.canonical", Level::kRecommended, "encode.roundtrip",
           UnsortedEncode},
    Mutant{"pentomino-swapped-xy",
           "v3 and v3.1 pieces decoded with x and y exchanged (the parser reads the column before the row)",
           "decode.strict", Level::kRequired, "decode.lenient decode.transit decode.mutated", SwappedXY},
    Mutant{"pentomino-wrong-case-bit",
           "the v3/v3.1 encoder writes a piece's name in lowercase when the piece is reflected, instead of when "
           "its colour is 6 or more: the case bit comes from the wrong field, so colours (and with them the game) "
           "change", "encode.canonical", Level::kRequired, "encode.roundtrip", WrongCaseBit},
    Mutant{"pentomino-terrain-tie",
           "the v3.1 encoder breaks a tie between equally short terrain forms towards the last (Z, then Y, then "
           "pairs) instead of the first [PEN-E2]; the slug still opens as the same board",
           "encode.canonical", Level::kRecommended, "encode.roundtrip", TerrainTie},
    Mutant{"wrong-error-codes", "every rejection is reported as BAD_CHARACTER", "decode.strict",
           Level::kRecommended, "decode.lenient decode.transit decode.mutated", WrongErrorCodes},
    Mutant{"lenient-no-percent",
           "lenient decoding does not undo percent-escapes [SUD-T3] [PEN-T2]: a '%' is a bad character",
           "decode.lenient", Level::kRecommended, "decode.transit decode.mutated", LenientNoPercent},
};

}  // namespace

std::string_view LevelName(Level level) { return level == Level::kRequired ? "REQUIRED" : "RECOMMENDED"; }

std::span<const Mutant> AllMutants() { return kMutants; }

const Mutant* FindMutant(std::string_view name) {
  for (const Mutant& m : kMutants) {
    if (m.name == name) return &m;
  }
  return nullptr;
}

Hello MutantHello(const Mutant& mutant, Framing framing) {
  Hello hello = ReferenceHello(framing);
  hello.set_name("mutant:" + std::string(mutant.name));
  return hello;
}

}  // namespace slugspec::conformance
