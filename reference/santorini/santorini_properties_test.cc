// The santorini codec's own properties (RapidCheck, with shrinking), beside
// those every format keeps (kit/properties_test.cc): the two versions
// describe the same positions, the bit length alone gives the number of
// domes, every stored v2 index is below its free-square count, and lenient
// decoding repairs the post's notation and transit damage.
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "kit/rapidcheck_generators.h"
#include "registry/json.h"
#include "santorini/generators.h"
#include "santorini/kit_checks.h"
#include "santorini/message.h"
#include "santorini/santorini.h"

namespace slugspec::santorini {

// Shown in counterexamples as the JSON line `slug decode` would print.
void showValue(const Position& p, std::ostream& os) { os << ToJson(p); }

namespace {

using google::protobuf::util::MessageDifferencer;

Position GenPosition() {
  return *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GeneratePosition(draw);
  });
}

Position DecodeOrFail(const std::string& slug, Profile profile = Profile::kStrict) {
  Position p;
  const Status s = Decode(slug, profile, &p);
  RC_ASSERT(s.ok());
  return p;
}

RC_GTEST_PROP(SantoriniProperties, V1AndV2DescribeTheSamePosition, ()) {
  const Position p = GenPosition();
  std::string v1, v2, upgraded;
  RC_ASSERT(Encode(p, Version::kV1, &v1).ok());
  RC_ASSERT(Encode(p, Version::kV2, &v2).ok());
  Position a = DecodeOrFail(v1), b = DecodeOrFail(v2);
  RC_ASSERT(a.version() == "v1" && b.version() == "v2");
  a.clear_version();
  b.clear_version();
  RC_ASSERT(MessageDifferencer::Equals(a, b));
  RC_ASSERT(TheFormat().Upgrade(v1, Profile::kStrict, &upgraded).ok());
  RC_ASSERT(upgraded == v2);
  // v2 is never longer than v1.
  RC_ASSERT(v2.size() <= v1.size());
}

// Domes have no count (§5): with S, H and T fixed, one more field in the
// message is one more dome, and the message's length is 36 plus the widths.
RC_GTEST_PROP(SantoriniProperties, TheBitLengthDeterminesTheDomes, ()) {
  const Position p = GenPosition();
  const Version v = *rc::gen::element(Version::kV1, Version::kV2);
  const Heights h = HeightsOf(p);
  const auto domes = static_cast<int>(std::count(h.begin(), h.end(), kDome));
  const int buildings = p.buildings_size();
  size_t bits = kFixedBits;
  for (int k = 1; k <= buildings; ++k) bits += static_cast<size_t>(BuildingFieldWidth(v, k));
  const std::vector<uint8_t> message = MessageBits(p, v);
  RC_ASSERT(message.size() == bits);
  // Cutting the last field off loses exactly one dome, or, with no dome,
  // leaves too few fields for the counts.
  if (buildings == 0) return;
  std::vector<uint8_t> shorter(message.begin(), message.end() - BuildingFieldWidth(v, buildings));
  Position q;
  const Status s = Decode(SlugOfMessage(shorter, v), Profile::kLenient, &q);
  if (domes == 0) {
    RC_ASSERT(s.code() == TRUNCATED);
  } else {
    // The dome that goes stood under no worker, so the rest is a position.
    RC_ASSERT(s.ok());
    const Heights hq = HeightsOf(q);
    RC_ASSERT(std::count(hq.begin(), hq.end(), kDome) == domes - 1);
    RC_ASSERT(q.buildings_size() == buildings - 1);
  }
}

// Every stored v2 index is below the number of squares still free (§6.2),
// read field by field from the canonical message.
RC_GTEST_PROP(SantoriniProperties, EveryIndexIsBelowItsFreeSquareCount, ()) {
  const Position p = GenPosition();
  const std::vector<uint8_t> message = MessageBits(p, Version::kV2);
  size_t at = kFixedBits;
  for (int k = 1; k <= p.buildings_size(); ++k) {
    const int width = BuildingFieldWidth(Version::kV2, k);
    uint32_t index = 0;
    for (int b = 0; b < width; ++b) index = index << 1 | message[at++];
    RC_ASSERT(index < static_cast<uint32_t>(26 - k));
    RC_ASSERT(width >= 1);
    RC_ASSERT((1u << width) >= static_cast<uint32_t>(26 - k));
  }
  RC_ASSERT(at == message.size());
}

RC_GTEST_PROP(SantoriniProperties, LenientRepairsEveryDamageAndStrictRejectsIt, ()) {
  Position p = GenPosition();
  const Version v = *rc::gen::element(Version::kV1, Version::kV2);
  std::string slug;
  RC_ASSERT(Encode(p, v, &slug).ok());
  const Position want = DecodeOrFail(slug);
  for (const Spelling& damaged : RepairableDamages(slug)) {
    const Position got = DecodeOrFail(damaged.text, Profile::kLenient);
    RC_ASSERT(MessageDifferencer::Equals(got, want));
    Position ignored;
    RC_ASSERT(!Decode(damaged.text, Profile::kStrict, &ignored).ok());
  }
}

}  // namespace
}  // namespace slugspec::santorini
