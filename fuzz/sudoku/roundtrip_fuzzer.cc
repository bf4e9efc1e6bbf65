// Round trips from whatever lenient decoding accepts (spec/sudoku.md §8, §9):
//   1. the decoded model encodes in its own version to s2 (the canonical slug);
//   2. strict decoding accepts s2 with the same game, in that version;
//   3. decoding and encoding s2 again gives s2 (encoding is idempotent);
//   4. the same holds for the other version: every game has a canonical slug
//      in each version [SUD-E2];
//   5. Upgrade(input, lenient) succeeds, and its result decodes strictly to
//      the same game in the current version v1 [SUD-U1];
//   6. every transit damage that lenient decoders repair (§3 [SUD-T3]),
//      applied to a canonical slug, decodes leniently to the identical model.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <google/protobuf/util/message_differencer.h>

#include "fuzz/fuzz_check.h"
#include "sudoku/sudoku.h"

namespace {

using slugspec::Profile;
using slugspec::Status;
namespace sudoku = slugspec::sudoku;

std::string ReplaceEach(std::string_view s, char from, std::string_view to) {
  std::string out;
  for (char c : s) {
    if (c == from) {
      out += to;
    } else {
      out.push_back(c);
    }
  }
  return out;
}

// A line break (and a tab) every 7 characters, as mail and chat wrap links.
std::string Wrapped(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % 7 == 0) out += i % 14 == 0 ? "\r\n" : "\n\t";
    out.push_back(s[i]);
  }
  return out;
}

// The damage links suffer in transit that lenient decoders repair (§3), one
// kind at a time and all together. None creates a '%' escape by accident:
// canonical slugs contain no '%'.
std::vector<std::pair<std::string, std::string>> Damaged(const std::string& slug) {
  std::string unpadded = slug;
  while (!unpadded.empty() && unpadded.back() == '=') unpadded.pop_back();
  std::string all = ReplaceEach(ReplaceEach(slug, '+', " "), '/', "_");
  all = ReplaceEach("<'" + Wrapped(all) + "'>.", '=', "%3d");
  return {
      {"escaped once", ReplaceEach(ReplaceEach(ReplaceEach(slug, '+', "%2B"), '/', "%2f"), '=', "%3D")},
      {"escaped twice", ReplaceEach(ReplaceEach(ReplaceEach(slug, '+', "%252B"), '/', "%252F"), '=', "%253d")},
      {"'+' as space", ReplaceEach(slug, '+', " ")},
      {"URL-safe", ReplaceEach(ReplaceEach(slug, '+', "-"), '/', "_")},
      {"unpadded", unpadded},
      {"wrapped", Wrapped(slug)},
      {"quoted in prose", "(\"" + slug + "\")."},
      {"all at once", all},
  };
}

// Oracle 6 for the canonical slug `slug` of `model`.
void CheckRepairs(std::string_view input, const std::string& slug, const sudoku::Puzzle& model) {
  for (const auto& [what, damaged] : Damaged(slug)) {
    sudoku::Puzzle repaired;
    const Status d = sudoku::Decode(damaged, Profile::kLenient, &repaired);
    FUZZ_CHECK(d.ok(), input,
               "lenient rejects " + slug + " " + what + " (\"" + slugspec::DisplayBytes(damaged) +
                   "\"): " + d.ToString());
    FUZZ_CHECK(google::protobuf::util::MessageDifferencer::Equals(model, repaired), input,
               "lenient reads " + slug + " " + what + " as " + repaired.ShortDebugString());
  }
}

// Oracles 1 to 3 and 6 for `model` in `version`.
void CheckCanonical(std::string_view input, const sudoku::Puzzle& model, sudoku::Version version) {
  const std::string v(sudoku::VersionName(version));
  std::string s2;
  const Status e = sudoku::Encode(model, version, &s2);
  FUZZ_CHECK(e.ok(), input, "encoding the lenient model in " + v + " fails: " + e.ToString());

  sudoku::Puzzle again;
  const Status d = sudoku::Decode(s2, Profile::kStrict, &again);
  FUZZ_CHECK(d.ok(), input, "strict rejects the canonical " + v + " slug " + s2 + ": " + d.ToString());
  FUZZ_CHECK(sudoku::SameGame(model, again), input,
             "canonical " + v + " slug " + s2 + " is another game: " + again.ShortDebugString());
  FUZZ_CHECK(again.version() == v, input, "canonical " + v + " slug " + s2 + " decodes as " + again.version());

  std::string s3;
  const Status e2 = sudoku::Encode(again, version, &s3);
  FUZZ_CHECK(e2.ok() && s3 == s2, input, "encoding is not idempotent in " + v + ": " + s2 + " then " + s3);
  CheckRepairs(input, s2, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  sudoku::Puzzle model;
  if (!sudoku::Decode(input, Profile::kLenient, &model).ok()) return 0;

  const sudoku::Version version = *sudoku::ParseVersion(model.version());
  const sudoku::Version other = version == sudoku::Version::kV0 ? sudoku::Version::kV1 : sudoku::Version::kV0;
  CheckCanonical(input, model, version);
  CheckCanonical(input, model, other);

  std::string upgraded;
  const Status u = sudoku::Upgrade(input, Profile::kLenient, &upgraded);
  FUZZ_CHECK(u.ok(), input, "lenient upgrade fails where lenient decode succeeds: " + u.ToString());
  sudoku::Puzzle current;
  const Status d = sudoku::Decode(upgraded, Profile::kStrict, &current);
  FUZZ_CHECK(d.ok(), input, "upgraded slug " + upgraded + " fails strict decode: " + d.ToString());
  FUZZ_CHECK(sudoku::SameGame(model, current), input, "upgrade to " + upgraded + " changed the game");
  FUZZ_CHECK(current.version() == sudoku::VersionName(sudoku::kCurrentVersion), input,
             "upgraded slug " + upgraded + " is " + current.version());
  return 0;
}
