// Properties of the sudoku codec over generated puzzles and slugs
// (RapidCheck, with shrinking): round trip per version, canonical and
// idempotent encoding, upgrade, lenient ⊇ strict, robustness under
// corruption, and repair of transit damage.
#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <google/protobuf/util/message_differencer.h>

#include "generators/generators.h"
#include "sudoku/generators.h"
#include "registry/json.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {

// Shown in counterexamples as the JSON line `slug decode` would print.
void showValue(const Puzzle& p, std::ostream& os) { os << ToJson(p); }

namespace {

using google::protobuf::util::MessageDifferencer;

using generators::ApplyDamage;
using generators::Damage;
using generators::GenPuzzle;

rc::Gen<Version> GenVersion() { return generators::GenSudokuVersion(); }

std::string MustEncode(const Puzzle& p, Version v) {
  std::string slug;
  const Status s = Encode(p, v, &slug);
  RC_ASSERT(s.ok());
  return slug;
}

Puzzle WithHeader(Puzzle p, Version v) {
  p.set_format(std::string(kFormatName));
  p.set_version(std::string(VersionName(v)));
  return p;
}

rc::Gen<std::string> GenCorruptedSlug() { return generators::GenCorruptedSudokuSlug(); }

RC_GTEST_PROP(SudokuProperties, DecodeInvertsEncodeInEveryVersion, ()) {
  const Puzzle p = *GenPuzzle();
  const Version v = *GenVersion();
  Puzzle back;
  const Status s = Decode(MustEncode(p, v), Profile::kStrict, &back);
  RC_ASSERT(s.ok());
  RC_ASSERT(MessageDifferencer::Equals(back, WithHeader(p, v)));
  RC_CLASSIFY(p.givens_size() == 0, "no givens");
  RC_CLASSIFY(p.givens_size() > 0 && p.givens_size() < 17, "1-16 givens");
  RC_CLASSIFY(p.givens_size() >= 17 && p.givens_size() < kCells, "17-80 givens");
  RC_CLASSIFY(p.givens_size() == kCells, "full grid");
  RC_TAG(VersionName(v));
}

RC_GTEST_PROP(SudokuProperties, EncodingIsCanonicalAndIdempotent, ()) {
  const Puzzle p = *GenPuzzle();
  const Version v = *GenVersion();
  const std::string slug = MustEncode(p, v);
  // Any order of the same givens is the same puzzle and the same link.
  Puzzle shuffled = p;
  const auto order = *rc::gen::arbitrary<std::vector<int>>();
  for (size_t i = 0; i < order.size() && shuffled.givens_size() > 1; ++i) {
    const int a = static_cast<int>(i % static_cast<size_t>(shuffled.givens_size()));
    const int b = static_cast<int>(static_cast<unsigned>(order[i]) % static_cast<unsigned>(shuffled.givens_size()));
    shuffled.mutable_givens()->SwapElements(a, b);
  }
  RC_ASSERT(MustEncode(shuffled, v) == slug);
  // Re-encoding what strict decoding returns changes nothing.
  Puzzle back;
  RC_ASSERT(Decode(slug, Profile::kStrict, &back).ok());
  RC_ASSERT(MustEncode(back, v) == slug);
  // The slug has the length the spec gives it.
  const size_t payload = v == Version::kV0 ? 2 * p.givens_size() : (11 * p.givens_size() + 7) / 8;
  RC_ASSERT(slug.size() == (4 + payload + 2) / 3 * 4);
}

RC_GTEST_PROP(SudokuProperties, UpgradeKeepsThePuzzle, ()) {
  const Puzzle p = *GenPuzzle();
  const Profile profile = *rc::gen::element(Profile::kStrict, Profile::kLenient);
  std::string upgraded;
  RC_ASSERT(Upgrade(MustEncode(p, Version::kV0), profile, &upgraded).ok());
  RC_ASSERT(upgraded == MustEncode(p, Version::kV1));
  Puzzle back;
  RC_ASSERT(Decode(upgraded, Profile::kStrict, &back).ok());
  RC_ASSERT(SameGame(back, p));
  RC_ASSERT(back.version() == "v1");
}

RC_GTEST_PROP(SudokuProperties, LenientAcceptsWhatStrictAcceptsWithTheSameModel, ()) {
  const std::string slug = *rc::gen::oneOf(
      rc::gen::mapcat(rc::gen::pair(GenPuzzle(), GenVersion()),
                      [](const auto& pv) { return rc::gen::just(MustEncode(pv.first, pv.second)); }),
      GenCorruptedSlug());
  Puzzle strict, lenient;
  const Status s = Decode(slug, Profile::kStrict, &strict);
  const Status l = Decode(slug, Profile::kLenient, &lenient);
  RC_CLASSIFY(s.ok(), "strict accepts");
  RC_CLASSIFY(!s.ok() && l.ok(), "only lenient accepts");
  if (s.ok()) {
    RC_ASSERT(l.ok());
    RC_ASSERT(MessageDifferencer::Equals(strict, lenient));
  }
}

RC_GTEST_PROP(SudokuProperties, CorruptionIsRejectedWithACodeOrDecodesToAValidPuzzle, ()) {
  const std::string slug = *GenCorruptedSlug();
  for (const Profile profile : {Profile::kStrict, Profile::kLenient}) {
    Puzzle p;
    const Status s = Decode(slug, profile, &p);
    if (s.ok()) {
      RC_ASSERT(CheckModel(p).ok());
      RC_ASSERT(p.format() == "sudoku");
      RC_ASSERT(ParseVersion(p.version()).has_value());
    } else {
      RC_ASSERT(ErrorCode_IsValid(s.code()));
      RC_ASSERT(s.code() != ERROR_CODE_UNSPECIFIED);
      RC_ASSERT(s.offset() <= slug.size());
      RC_ASSERT(p.givens_size() == 0);
      RC_TAG(std::string(CodeName(s.code())));
    }
  }
}

RC_GTEST_PROP(SudokuProperties, LenientRepairsTransitDamageAndStrictRejectsIt, ()) {
  const Puzzle p = *GenPuzzle();
  const Version v = *GenVersion();
  // Every damage but truncation, which loses what no repair can bring back.
  const Damage d = *rc::gen::element(Damage::kPlusAsSpace, Damage::kPercentOnce, Damage::kPercentTwice,
                                     Damage::kUrlSafe, Damage::kNoPadding, Damage::kLineBreaks, Damage::kProse);
  const std::string slug = MustEncode(p, v);
  const std::string damaged = ApplyDamage(slug, d, *rc::gen::arbitrary<size_t>());
  Puzzle back;
  const Status l = Decode(damaged, Profile::kLenient, &back);
  RC_ASSERT(l.ok());
  RC_ASSERT(MessageDifferencer::Equals(back, WithHeader(p, v)));
  // One game, one link: any other spelling fails strict decoding.
  if (damaged != slug) RC_ASSERT(!Decode(damaged, Profile::kStrict, &back).ok());
}

}  // namespace
}  // namespace slugspec::sudoku
