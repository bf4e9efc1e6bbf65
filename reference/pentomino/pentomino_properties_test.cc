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
#include "registry/json.h"

namespace slugspec::pentomino {

void showValue(const Board& b, std::ostream& os) { os << ToJson(b); }

namespace {

using google::protobuf::util::MessageDifferencer;

rc::Gen<int> Uniform(int min, int max) { return rc::gen::resize(100, rc::gen::inRange(min, max)); }

bool IsLegacy(Version v) { return v < Version::kV3; }

// A board that `version` can express, in canonical form (items sorted, colours
// in letter order). Sides are small most of the time, and reach the
// version's limit now and then; shrinking removes items and colours.
rc::Gen<Board> GenBoard(Version version) {
  const int max_side = IsLegacy(version) ? kMaxLegacySide : kMaxSide;
  const auto side = rc::gen::weightedOneOf<int>({{8, Uniform(1, 13)}, {1, Uniform(1, max_side + 1)}});
  return rc::gen::mapcat(rc::gen::tuple(side, side, Uniform(1, 8), Uniform(0, 40)), [version](const auto& t) {
    const auto [h, w, surface, density] = t;
    const int cells = h * w;
    auto item = rc::gen::tuple(Uniform(0, 100), Uniform(0, 14), Uniform(0, 8));  // roll, kind, orientation
    auto colors = rc::gen::container<std::vector<int>>(kLetterCount, Uniform(0, 12));
    return rc::gen::map(
        rc::gen::pair(rc::gen::container<std::vector<std::tuple<int, int, int>>>(static_cast<size_t>(cells), item),
                      colors),
        [=, h = h, w = w, surface = surface, density = density](const auto& parts) {
          Board b;
          b.set_surface(IsLegacy(version) ? RECTANGLE : static_cast<Surface>(surface));
          b.set_height(static_cast<uint32_t>(h));
          b.set_width(static_cast<uint32_t>(w));
          for (int c = 0; c < cells; ++c) {
            const auto [roll, kind, orientation] = parts.first[static_cast<size_t>(c)];
            if (roll >= density) continue;
            const auto x = static_cast<uint32_t>(c / w), y = static_cast<uint32_t>(c % w);
            // v3 cannot write terrain whose first row is 60 or more.
            if (kind >= 12 && !(version == Version::kV3 && x >= 60)) {
              Cell* block = b.add_terrain();
              block->set_x(x);
              block->set_y(y);
            } else if (kind < 12) {
              Piece* p = b.add_pieces();
              p->set_letter(std::string(1, kLetters[static_cast<size_t>(kind)]));
              p->set_x(x);
              p->set_y(y);
              p->set_rotation(static_cast<uint32_t>(orientation % 4));
              p->set_reflected(orientation >= 4);
            }
          }
          const int max_color = version <= Version::kV1_1 ? 0 : IsLegacy(version) ? 5 : kMaxColor;
          for (int i = 0; i < kLetterCount; ++i) {
            const int color = parts.second[static_cast<size_t>(i)] % (max_color + 1);
            if (color == 0) continue;
            LetterColor* lc = b.add_colors();
            lc->set_letter(std::string(1, kLetters[static_cast<size_t>(i)]));
            lc->set_color(static_cast<uint32_t>(color));
          }
          return b;
        });
  });
}

rc::Gen<Version> GenVersion() {
  return rc::gen::element(Version::kV0a, Version::kV0b, Version::kV1, Version::kV1_1, Version::kV1_5, Version::kV2,
                          Version::kV3, Version::kV3_1);
}

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

// A canonical slug of any version with 1..4 random edits.
rc::Gen<std::string> GenCorruptedSlug() {
  return rc::gen::mapcat(GenVersion(), [](Version v) {
    return rc::gen::mapcat(GenBoard(v), [v](const Board& b) {
      std::string slug;
      (void)Encode(b, v, &slug);
      const std::string chars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_.()%!'~\n @[";
      auto edit = rc::gen::tuple(Uniform(0, 4), Uniform(0, 10000), rc::gen::elementOf(chars));
      return rc::gen::map(rc::gen::container<std::vector<std::tuple<int, int, char>>>(
                              static_cast<size_t>(1 + slug.size() % 4), edit),
                          [slug](const auto& edits) {
                            std::string s = slug;
                            for (const auto& [kind, where, c] : edits) {
                              const size_t at = static_cast<size_t>(where) % (s.size() + 1);
                              if (kind == 0 && at < s.size()) s[at] = c;
                              if (kind == 1) s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), c);
                              if (kind == 2 && at < s.size()) s.erase(at, 1);
                              if (kind == 3) s.resize(at);
                            }
                            return s;
                          });
    });
  });
}

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
