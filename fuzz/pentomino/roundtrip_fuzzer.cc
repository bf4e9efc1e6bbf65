// Round trips from whatever lenient decoding accepts (spec/pentomino.md §3,
// §10):
//   1. for EVERY version whose encoder can write the board (CheckModel ok),
//      the board encodes to s (its canonical slug in that version [PEN-E2]);
//   2. strict decoding accepts s, describes the same game, and reports the
//      version [PEN-D2] gives for s: the version itself, except that v1.1
//      slugs are reported as v1.5 (v2 without items), v1.5 slugs without
//      items as v2, and a v3 slug that is also what v3.1 writes as v3.1;
//   3. re-encoding the strict model in the reported version gives s back;
//      (v0: see kMaxV0Items below for what is checked, and why);
//   4. in v3.1, the terrain form chosen is never longer than the other two,
//      and ties go to pairs, then Y, then Z; the pairs form is no candidate
//      when the first block's row is 60 or more. The three lengths are
//      computed here from §8 and §10, not by the encoder: pairs 1 + 2n;
//      Y lines 2, plus 2 + k for each column of k >= 2 blocks, plus (when
//      some column has one block) 1 + 2 per such block; Z lines the same by
//      rows;
//   5. transit damage that lenient decoders repair ([PEN-T2]: line breaks,
//      prose quotes and brackets, percent-escapes once and twice except in
//      v0 slugs), applied to s, decodes leniently to the strict model.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <google/protobuf/util/message_differencer.h>

#include "fuzz/fuzz_check.h"
#include "pentomino/pentomino.h"

namespace {

using slugspec::Profile;
using slugspec::Status;
namespace pentomino = slugspec::pentomino;
using pentomino::Version;

constexpr Version kAllVersions[] = {Version::kV0a, Version::kV0b, Version::kV1, Version::kV1_1,
                                    Version::kV1_5, Version::kV2, Version::kV3, Version::kV3_1};

std::string Name(Version v) { return std::string(pentomino::VersionName(v)); }

// Oracle 2's expectation: may `reported` be the version strict decoding gives
// for the canonical slug of `model` written by `written`?
bool ReportedAsExpected(const pentomino::Board& model, Version written, Version reported,
                        const std::string& slug) {
  const bool no_items = model.pieces_size() == 0 && model.terrain_size() == 0;
  switch (written) {
    case Version::kV1_1:
      return reported == (no_items ? Version::kV2 : Version::kV1_5);
    case Version::kV1_5:
      return reported == (no_items ? Version::kV2 : Version::kV1_5);
    case Version::kV3: {
      std::string v31;
      if (!pentomino::Encode(model, Version::kV3_1, &v31).ok()) return reported == Version::kV3;
      return reported == (v31 == slug ? Version::kV3_1 : Version::kV3);
    }
    default:
      return reported == written;
  }
}

// Oracle 4: the lengths of the three terrain forms of §8 for `cells`.
struct FormLengths {
  size_t pairs = 0;
  size_t y = 0;
  size_t z = 0;
};

size_t LinesLength(const std::vector<std::pair<uint32_t, uint32_t>>& cells, bool by_column) {
  std::map<uint32_t, size_t> count;  // column (Y) or row (Z) -> blocks
  for (const auto& [x, y] : cells) ++count[by_column ? y : x];
  size_t length = 2;  // "RY" or "RZ"
  size_t singles = 0;
  for (const auto& [key, k] : count) {
    if (k == 1) {
      ++singles;
    } else {
      length += 2 + k;  // count, the fixed coordinate, then k coordinates
    }
  }
  if (singles > 0) length += 1 + 2 * singles;  // "0", then (x, y) pairs
  return length;
}

FormLengths TerrainFormLengths(const pentomino::Board& board) {
  std::vector<std::pair<uint32_t, uint32_t>> cells;
  for (const auto& c : board.terrain()) cells.emplace_back(c.x(), c.y());
  return {1 + 2 * cells.size(), LinesLength(cells, true), LinesLength(cells, false)};
}

void CheckTerrainForm(std::string_view input, const pentomino::Board& model, const std::string& slug) {
  if (model.terrain_size() == 0) return;
  // Items are 4 characters each after the 3-character header; the colour
  // section starts with '_', which no terrain form contains.
  const size_t start = 3 + 4 * static_cast<size_t>(model.pieces_size());
  const size_t end = std::min(slug.find('_', start), slug.size());
  FUZZ_CHECK(start < slug.size() && slug[start] == 'R', input, "v3.1 slug " + slug + ": no terrain where expected");
  const std::string_view terrain = std::string_view(slug).substr(start, end - start);
  const char form = terrain.size() >= 2 && (terrain[1] == 'Y' || terrain[1] == 'Z') ? terrain[1] : 'R';

  const FormLengths lengths = TerrainFormLengths(model);
  uint32_t first_row = model.terrain(0).x();
  for (const auto& c : model.terrain()) first_row = std::min(first_row, c.x());
  const bool pairs_allowed = first_row < 60;
  // The expected form: the shortest, ties to pairs, then Y, then Z.
  char expected = 'Z';
  size_t best = lengths.z;
  if (lengths.y <= best) expected = 'Y', best = lengths.y;
  if (pairs_allowed && lengths.pairs <= best) expected = 'R', best = lengths.pairs;

  const std::string what = "v3.1 slug " + slug + " writes its terrain (" + std::string(terrain) + ", " +
                           std::to_string(terrain.size()) + " characters) in form " + form + "; pairs " +
                           std::to_string(lengths.pairs) + (pairs_allowed ? "" : " (not allowed)") + ", Y " +
                           std::to_string(lengths.y) + ", Z " + std::to_string(lengths.z);
  const size_t chosen = form == 'R' ? lengths.pairs : form == 'Y' ? lengths.y : lengths.z;
  FUZZ_CHECK(terrain.size() == chosen, input, what + ": the length differs from that of its form");
  FUZZ_CHECK(form != 'R' || pairs_allowed, input, what + ": pairs starting at row 60 or more");
  FUZZ_CHECK(chosen <= lengths.y && chosen <= lengths.z && (!pairs_allowed || chosen <= lengths.pairs), input,
             what + ": not the shortest");
  FUZZ_CHECK(form == expected, input, what + ": ties go to pairs, then Y, then Z; expected " + expected);
}

std::string Replace(std::string_view s, char from, std::string_view to) {
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

// A line break (and a tab) every 5 characters, as mail and chat wrap links.
std::string Wrapped(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % 5 == 0) out += i % 10 == 0 ? "\r\n" : "\n\t";
    out.push_back(s[i]);
  }
  return out;
}

// Oracle 5. Each damage is one [PEN-T2] lenient repair (or all at once).
// Repairs run in this order: line breaks removed, prose punctuation trimmed,
// then percent-escapes decoded unless the text begins "('" (a v0 slug reads
// its own escapes once), so v0 slugs get no escaping damage, and line breaks
// go in before escaping (never inside an escape).
void CheckRepairs(std::string_view input, const std::string& slug, const pentomino::Board& model) {
  auto once = [](std::string_view s) { return Replace(Replace(s, '%', "%25"), '_', "%5F"); };
  const bool v0 = slug.starts_with("('");
  std::vector<std::pair<std::string, std::string>> damaged = {
      {"wrapped", Wrapped(slug)},
      {"quoted in prose", "\"" + slug + "\"."},
      {"in brackets", "[" + slug + "];"},
  };
  if (v0) {
    damaged.emplace_back("all at once", "<'" + Wrapped(slug) + "'>,");
  } else {
    damaged.emplace_back("escaped once", once(slug));
    damaged.emplace_back("escaped twice", Replace(Replace(slug, '%', "%2525"), '_', "%255f"));
    damaged.emplace_back("all at once", "<'" + once(Wrapped(slug)) + "'>,");
  }
  for (const auto& [what, text] : damaged) {
    pentomino::Board repaired;
    const Status d = pentomino::Decode(text, Profile::kLenient, &repaired);
    FUZZ_CHECK(d.ok(), input,
               "lenient rejects " + slugspec::DisplayBytes(slug) + " " + what + " (\"" +
                   slugspec::DisplayBytes(text) + "\"): " + d.ToString());
    FUZZ_CHECK(google::protobuf::util::MessageDifferencer::Equals(model, repaired), input,
               "lenient reads " + slugspec::DisplayBytes(slug) + " " + what + " as " + repaired.ShortDebugString() +
                   ", strict as " + model.ShortDebugString());
  }
}

// v0 encoders run JSONCrush, which takes milliseconds per board (tens under
// the sanitizers), as does every strict v0 decode (its canonical check
// encodes). So that replays and smoke runs stay fast, each input checks one
// of v0a and v0b (by the parity of its length: the golden vectors' slug,
// canonical and upgraded strings differ in length, and mutations change it),
// only for boards of at most this many items, and without the re-encoding of
// oracle 3, which the strict decode has just done ([PEN-C1]).
constexpr int kMaxV0Items = 12;

// Oracles 1 to 5 for the board in `version`.
void CheckVersion(std::string_view input, const pentomino::Board& model, Version version) {
  const bool v0 = version <= Version::kV0b;
  if (v0 && (model.pieces_size() + model.terrain_size() > kMaxV0Items ||
             (input.size() % 2 == 1) != (version == Version::kV0b))) {
    return;
  }
  if (!pentomino::CheckModel(model, version).ok()) return;
  const std::string v = Name(version);
  std::string s;
  const Status e = pentomino::Encode(model, version, &s);
  FUZZ_CHECK(e.ok(), input, "CheckModel passes but encoding in " + v + " fails: " + e.ToString());

  pentomino::Board again;
  const Status d = pentomino::Decode(s, Profile::kStrict, &again);
  FUZZ_CHECK(d.ok(), input,
             "strict rejects the canonical " + v + " slug " + slugspec::DisplayBytes(s) + ": " + d.ToString());
  FUZZ_CHECK(pentomino::SameGame(model, again), input,
             "canonical " + v + " slug " + slugspec::DisplayBytes(s) + " is another game: " + again.ShortDebugString() +
                 " for " + model.ShortDebugString());
  const Version reported = *pentomino::ParseVersion(again.version());
  FUZZ_CHECK(ReportedAsExpected(model, version, reported, s), input,
             "canonical " + v + " slug " + slugspec::DisplayBytes(s) + " is reported as " + again.version());

  if (!v0) {
    std::string s2;
    const Status e2 = pentomino::Encode(again, reported, &s2);
    FUZZ_CHECK(e2.ok() && s2 == s, input,
               "re-encoding " + slugspec::DisplayBytes(s) + " in its reported " + again.version() + " gives " +
                   slugspec::DisplayBytes(s2) + " " + e2.ToString());
  }
  if (version == Version::kV3_1) CheckTerrainForm(input, again, s);
  CheckRepairs(input, s, again);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  pentomino::Board model;
  if (!pentomino::Decode(input, Profile::kLenient, &model).ok()) return 0;
  for (Version version : kAllVersions) CheckVersion(input, model, version);
  return 0;
}
