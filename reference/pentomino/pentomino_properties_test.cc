// Properties of the pentomino codec over generated boards (RapidCheck, with
// shrinking): round trip in every version, canonical and idempotent encoding,
// the v3.1 terrain form is never longer than the other two, upgrade keeps the
// board, lenient accepts what strict accepts, and corruption is rejected with
// a code or decodes to a board an encoder accepts.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <google/protobuf/util/message_differencer.h>

#include "pentomino/alphabet.h"
#include "pentomino/pentomino.h"
#include "pentomino/generators.h"
#include "registry/json.h"

namespace slugspec::pentomino {

void showValue(const Board& b, std::ostream& os) { os << ToJson(b); }

namespace {

using google::protobuf::util::MessageDifferencer;

using generators::GenBoard;

rc::Gen<Version> GenVersion() { return generators::GenPentominoVersion(); }

std::string MustEncode(const Board& b, Version v) {
  std::string slug;
  const Status s = Encode(b, v, &slug);
  if (!s.ok()) RC_FAIL("encode failed: " + s.ToString());
  return slug;
}

// Versions that write the same bytes for some boards report the newest of
// them ([PEN-D2]); the board is the same either way.
bool SameFamily(Version written, const std::string& reported) {
  const std::string w(VersionName(written));
  if (w == reported) return true;
  if (written == Version::kV1_1 || written == Version::kV1_5) return reported == "v1.5" || reported == "v2";
  if (written == Version::kV3) return reported == "v3.1";
  return false;
}

RC_GTEST_PROP(PentominoProperties, DecodeInvertsEncodeInEveryVersion, ()) {
  const Version v = *GenVersion();
  const Board b = *GenBoard(v);
  const std::string slug = MustEncode(b, v);
  Board back;
  const Status s = Decode(slug, Profile::kStrict, &back);
  RC_ASSERT(s.ok());
  RC_ASSERT(SameGame(back, b));
  RC_ASSERT(SameFamily(v, back.version()));
  RC_TAG(std::string(VersionName(v)));
}

RC_GTEST_PROP(PentominoProperties, EncodingIsCanonicalAndIdempotent, ()) {
  const Version v = *GenVersion();
  Board b = *GenBoard(v);
  const std::string slug = MustEncode(b, v);
  // Any order of the same pieces and terrain is the same board and link.
  std::reverse(b.mutable_pieces()->begin(), b.mutable_pieces()->end());
  std::reverse(b.mutable_terrain()->begin(), b.mutable_terrain()->end());
  RC_ASSERT(MustEncode(b, v) == slug);
  // Re-encoding what strict decoding returns, in the version it reports, gives the slug back.
  Board back;
  RC_ASSERT(Decode(slug, Profile::kStrict, &back).ok());
  RC_ASSERT(MustEncode(back, *ParseVersion(back.version())) == slug);
}

// The lengths of the three v3.1 terrain forms, computed from the cells alone.
struct FormLengths {
  size_t pairs, y, z;
};
FormLengths Lengths(const Board& b) {
  std::map<uint32_t, int> by_column, by_row;
  for (const Cell& c : b.terrain()) ++by_column[c.y()], ++by_row[c.x()];
  auto lines = [](const std::map<uint32_t, int>& groups) {
    size_t n = 2;  // "RY" or "RZ"
    bool singles = false;
    for (const auto& [key, count] : groups) {
      if (count == 1) {
        singles = true;
        n += 2;
      } else {
        n += 2 + static_cast<size_t>(count);
      }
    }
    return n + (singles ? 1 : 0);
  };
  return {1 + 2 * static_cast<size_t>(b.terrain_size()), lines(by_column), lines(by_row)};
}

RC_GTEST_PROP(PentominoProperties, TerrainFormIsNeverLongerThanTheOtherTwo, ()) {
  const Board b = *GenBoard(Version::kV3_1);
  RC_PRE(b.terrain_size() > 0);
  const std::string slug = MustEncode(b, Version::kV3_1);
  // Pieces are four characters each after the three of the header; 'R'
  // can also be an orientation character or a coordinate.
  const size_t start = 3 + 4 * static_cast<size_t>(b.pieces_size());
  const size_t end = slug.find('_', start);
  const size_t used = (end == std::string::npos ? slug.size() : end) - start;
  const FormLengths l = Lengths(b);
  uint32_t first_row = b.terrain(0).x();
  for (const Cell& c : b.terrain()) first_row = std::min(first_row, c.x());
  if (first_row < 60) RC_ASSERT(used <= l.pairs);
  RC_ASSERT(used <= l.y);
  RC_ASSERT(used <= l.z);
  const char form = slug[start + 1];
  RC_TAG(form == 'Y' ? "Y lines" : form == 'Z' ? "Z lines" : "pairs");
}

RC_GTEST_PROP(PentominoProperties, UpgradeKeepsTheBoardFromEveryLegacyVersion, ()) {
  const Version v = *rc::gen::element(Version::kV0a, Version::kV0b, Version::kV1, Version::kV1_1, Version::kV1_5,
                                      Version::kV2, Version::kV3);
  const Board b = *GenBoard(v);
  RC_PRE(b.height() <= kMaxSide && b.width() <= kMaxSide);
  std::string upgraded;
  RC_ASSERT(Upgrade(MustEncode(b, v), Profile::kStrict, &upgraded).ok());
  RC_ASSERT(upgraded == MustEncode(b, Version::kV3_1));
  Board back;
  RC_ASSERT(Decode(upgraded, Profile::kStrict, &back).ok());
  RC_ASSERT(SameGame(back, b));
}

rc::Gen<std::string> GenCorruptedSlug() { return generators::GenCorruptedPentominoSlug(); }

RC_GTEST_PROP(PentominoProperties, CorruptionIsRejectedWithACodeOrDecodesToAnEncodableBoard, ()) {
  const std::string slug = *GenCorruptedSlug();
  Board strict, lenient;
  const Status s = Decode(slug, Profile::kStrict, &strict);
  const Status l = Decode(slug, Profile::kLenient, &lenient);
  for (const auto* r : {&s, &l}) {
    if (!r->ok()) {
      RC_ASSERT(r->code() != ERROR_CODE_UNSPECIFIED);
      RC_ASSERT(r->offset() <= slug.size());
    }
  }
  if (l.ok()) RC_ASSERT(CheckModel(lenient, *ParseVersion(lenient.version())).ok());
  // Lenient accepts everything strict accepts, with the same board.
  if (s.ok()) {
    RC_ASSERT(l.ok());
    RC_ASSERT(MessageDifferencer::Equals(strict, lenient));
  }
  RC_TAG(s.ok() ? "strict accepts" : l.ok() ? "only lenient accepts" : std::string(CodeName(s.code())));
}

}  // namespace
}  // namespace slugspec::pentomino
