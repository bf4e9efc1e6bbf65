// The sudoku codec's own property (RapidCheck, with shrinking), beside those
// every format keeps (kit/properties_test.cc): transit damage placed at
// random (line breaks anywhere, any damage of §3) is repaired by lenient
// decoding and rejected by strict decoding.
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "kit/rapidcheck_generators.h"
#include "kit/slug_edits.h"
#include "registry/json.h"
#include "sudoku/generators.h"
#include "sudoku/sudoku.h"

namespace slugspec::sudoku {

// Shown in counterexamples as the JSON line `slug decode` would print.
void showValue(const Puzzle& p, std::ostream& os) { os << ToJson(p); }

namespace {

RC_GTEST_PROP(SudokuProperties, LenientRepairsRandomlyPlacedTransitDamageAndStrictRejectsIt, ()) {
  Puzzle p = *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GeneratePuzzle(draw);
  });
  const Version v = *rc::gen::element(Version::kV0, Version::kV1);
  // Every damage but truncation, which loses what no repair can bring back.
  const Damage d = *rc::gen::element(Damage::kPlusAsSpace, Damage::kPercentOnce, Damage::kPercentTwice,
                                     Damage::kUrlSafe, Damage::kNoPadding, Damage::kLineBreaks, Damage::kProse);
  std::string slug;
  RC_ASSERT(Encode(p, v, &slug).ok());
  const std::string damaged = ApplyDamage(slug, d, *rc::gen::arbitrary<size_t>());
  Puzzle back;
  RC_ASSERT(Decode(damaged, Profile::kLenient, &back).ok());
  p.set_format(std::string(kFormatName));
  p.set_version(std::string(VersionName(v)));
  RC_ASSERT(google::protobuf::util::MessageDifferencer::Equals(back, p));
  // One game, one link: any other spelling fails strict decoding.
  if (damaged != slug) RC_ASSERT(!Decode(damaged, Profile::kStrict, &back).ok());
  RC_TAG(std::string(DamageName(d)));
}

}  // namespace
}  // namespace slugspec::sudoku
