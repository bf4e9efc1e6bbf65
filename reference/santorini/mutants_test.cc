// Each santorini mutant (mutants.cc) on concrete inputs: where it differs
// from the reference in the way its bug says, and where it answers exactly
// as the reference does.
#include <string>

#include <gtest/gtest.h>

#include "kit/mutant_test_support.h"
#include "santorini/santorini.h"

namespace slugspec::santorini {
namespace {

using namespace mutant_test;

constexpr char kPost[] = "san2_dhawauacascttttuzq";  // 10 buildings, 4 zero bits after the stop bit
constexpr char kPostJson[] =
    R"({"toMove":"PLAYER_ONE","playerOne":[6,14],"playerTwo":[1,12],"buildings":[{"square":1,"height":2},)"
    R"({"square":4,"height":1},{"square":6,"height":2},{"square":8,"height":2},{"square":11,"height":2},)"
    R"({"square":12,"height":2},{"square":13,"height":2},{"square":14,"height":2},{"square":17,"height":2},)"
    R"({"square":18,"height":4}]})";

const FormatKit& Kit() { return *FindKit("santorini"); }
Both Ask(std::string_view mutant, std::string_view slug, Profile profile) {
  return AskDecode(Kit(), mutant, slug, profile);
}
Both AskEncodeJson(std::string_view mutant, const std::string& json, std::string_view version) {
  return AskEncode(Kit(), mutant, *ModelFromJson(Kit(), json), version);
}

// The canonical slug of a board with the first n squares at level 1 and
// workers on 0, 1, 2, 3.
std::string Shops(int n, Version v) {
  Position p;
  p.set_to_move(PLAYER_ONE);
  for (uint32_t s : {0u, 1u}) p.add_player_one(s);
  for (uint32_t s : {2u, 3u}) p.add_player_two(s);
  Heights h{};
  for (int s = 0; s < n; ++s) h[static_cast<size_t>(s)] = 1;
  SetBuildings(h, &p);
  std::string slug;
  EXPECT_TRUE(Encode(p, v, &slug).ok());
  return slug;
}

TEST(SantoriniMutant, FreeCountOffByOne) {
  // The 9th field is 5 bits wide, the mutant reads 4.
  Both b = Ask("santorini-free-count-off-by-one", kPost, Profile::kLenient);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_FALSE(SameAnswer(b.mutant, b.reference));
  // No building field, or v1: the same answer.
  for (const std::string& slug : {Shops(0, Version::kV2), Shops(25, Version::kV1)}) {
    b = Ask("santorini-free-count-off-by-one", slug, Profile::kStrict);
    EXPECT_TRUE(b.reference.ok()) << slug;
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << slug;
  }
}

TEST(SantoriniMutant, PaddingReadAsDomes) {
  // The post's four zero bits after the stop bit make an 11th field: a dome
  // on square 0, out of order after the dome on 18.
  Both b = Ask("santorini-padding-read-as-domes", kPost, Profile::kStrict);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_EQ(b.mutant.code(), NON_CANONICAL);
  b = Ask("santorini-padding-read-as-domes", kPost, Profile::kLenient);
  ASSERT_TRUE(b.mutant.ok());
  EXPECT_EQ(b.mutant.as<Position>().buildings(0).square(), 0u);
  EXPECT_EQ(b.mutant.as<Position>().buildings(0).height(), kDome);
  // 11 buildings in v2 are 89 bits: the stop bit ends a character, no zero bits.
  const std::string eleven = Shops(11, Version::kV2);
  b = Ask("santorini-padding-read-as-domes", eleven, Profile::kStrict);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << eleven;
}

TEST(SantoriniMutant, ZeroWidth25thField) {
  const std::string full = Shops(25, Version::kV2);
  Both b = Ask("santorini-zero-width-25th-field", full, Profile::kStrict);
  ASSERT_TRUE(b.reference.ok());
  EXPECT_EQ(b.mutant.code(), TRAILING_DATA);
  // Its encoder writes 130 bits, which the reference reads as 24 fields.
  const std::string json = R"({"toMove":"PLAYER_ONE","playerOne":[0,1],"playerTwo":[2,3],"buildings":[)" + [] {
    std::string list;
    for (int s = 0; s < 25; ++s) {
      list += std::string(s ? "," : "") + R"({"square":)" + std::to_string(s) + R"(,"height":1})";
    }
    return list;
  }() + "]}";
  b = AskEncodeJson("santorini-zero-width-25th-field", json, "v2");
  ASSERT_TRUE(b.mutant.ok());
  EXPECT_NE(b.mutant.slug, b.reference.slug);
  EXPECT_FALSE(OpensAs(Kit(), b.mutant.slug, *ModelFromJson(Kit(), json)));
  // 24 buildings: the same.
  const std::string most = Shops(24, Version::kV2);
  b = Ask("santorini-zero-width-25th-field", most, Profile::kStrict);
  EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << most;
}

TEST(SantoriniMutant, PlayersSwapped) {
  const Both b = Ask("santorini-players-swapped", kPost, Profile::kStrict);
  ASSERT_TRUE(b.mutant.ok());
  EXPECT_EQ(b.mutant.as<Position>().to_move(), PLAYER_TWO);
  EXPECT_EQ(b.mutant.as<Position>().player_one(0), 1u);
  EXPECT_FALSE(Kit().format().SameGame(*b.mutant.model, *b.reference.model));
}

TEST(SantoriniMutant, WorkersUnsortedEncode) {
  std::string json = kPostJson;
  json.replace(json.find("[6,14]"), 6, "[14,6]");
  const Both b = AskEncodeJson("santorini-workers-unsorted-encode", json, "v2");
  EXPECT_EQ(b.reference.slug, kPost);
  EXPECT_NE(b.mutant.slug, kPost);
  EXPECT_TRUE(OpensAs(Kit(), b.mutant.slug, *ModelFromJson(Kit(), json)));
  // No version asked: the model's own, as the reference resolves it.
  std::string v1 = json;
  v1.insert(1, R"("version":"v1",)");
  const Both own = AskEncodeJson("santorini-workers-unsorted-encode", v1, "");
  EXPECT_EQ(own.reference.slug.substr(0, 5), "san1_");
  EXPECT_EQ(own.mutant.slug.substr(0, 5), "san1_");
  // In ascending order it writes the canonical slug.
  const Both same = AskEncodeJson("santorini-workers-unsorted-encode", kPostJson, "v2");
  EXPECT_TRUE(SameAnswer(same.mutant, same.reference));
}

TEST(SantoriniMutant, LenientNoPercent) {
  const Both b = Ask("santorini-lenient-no-percent", "san2%5Fdhawauacascttttuzq", Profile::kLenient);
  EXPECT_TRUE(b.reference.ok());
  EXPECT_FALSE(b.mutant.ok());
}

}  // namespace
}  // namespace slugspec::santorini
