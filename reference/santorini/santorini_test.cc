// Unit tests of the santorini codec: the post's worked example and the
// checks of spec/santorini.md, one by one, with code and offset. The corpus
// (corpus/santorini) pins every rule again; these keep failures readable.
#include "santorini/santorini.h"

#include <gtest/gtest.h>

#include "registry/format.h"
#include "registry/json.h"
#include "santorini/message.h"

namespace slugspec::santorini {
namespace {

constexpr char kPostBits[] = "0001100111000001011000000101000000000010000001001000010100111001110011100111010011001";
constexpr char kPostSlug[] = "san2_dhawauacascttttuzq";
constexpr char kPostSlugV1[] = "san1_dhawauacatefwgxizi";

Position Make(Player to_move, std::pair<uint32_t, uint32_t> one, std::pair<uint32_t, uint32_t> two,
              const Heights& heights) {
  Position p;
  p.set_to_move(to_move);
  p.add_player_one(one.first);
  p.add_player_one(one.second);
  p.add_player_two(two.first);
  p.add_player_two(two.second);
  SetBuildings(heights, &p);
  return p;
}

// The board of the post's example (spec/santorini.md §6.2).
Position Post() {
  Heights h{};
  h[4] = 1;
  for (uint32_t s : {1, 6, 8, 11, 12, 13, 14, 17}) h[s] = 2;
  h[18] = kDome;
  return Make(PLAYER_ONE, {6, 14}, {1, 12}, h);
}

std::string EncodeOrDie(const Position& p, Version v) {
  std::string slug;
  const Status s = Encode(p, v, &slug);
  EXPECT_TRUE(s.ok()) << s.ToString();
  return slug;
}

Status DecodeStatus(std::string_view slug, Profile profile = Profile::kStrict) {
  Position p;
  return Decode(slug, profile, &p);
}

std::string Bits(const std::vector<uint8_t>& bits) {
  std::string s;
  for (uint8_t b : bits) s += static_cast<char>('0' + b);
  return s;
}

#define EXPECT_REJECTS(slug, profile, want_code, want_offset)                                      \
  do {                                                                                             \
    const Status s_ = DecodeStatus(slug, profile);                                                 \
    EXPECT_EQ(s_.code(), want_code) << (slug) << ": " << s_.ToString();                            \
    EXPECT_EQ(s_.offset(), static_cast<uint32_t>(want_offset)) << (slug) << ": " << s_.ToString(); \
  } while (false)

TEST(SantoriniPost, TheMessageIsThePostsBitsBitForBit) {
  EXPECT_EQ(Bits(MessageBits(Post(), Version::kV2)), kPostBits);
  EXPECT_EQ(EncodeOrDie(Post(), Version::kV2), kPostSlug);
  EXPECT_EQ(EncodeOrDie(Post(), Version::kV1), kPostSlugV1);
}

TEST(SantoriniPost, DecodesToTheBoardOfThePicture) {
  Position p;
  ASSERT_TRUE(Decode(kPostSlug, Profile::kStrict, &p).ok());
  Position want = Post();
  want.set_format("santorini");
  want.set_version("v2");
  EXPECT_EQ(ToJson(p), ToJson(want));
  EXPECT_EQ(ToJson(p),
            R"({"format":"santorini","version":"v2","toMove":"PLAYER_ONE","playerOne":[6,14],"playerTwo":[1,12],)"
            R"("buildings":[{"square":1,"height":2},{"square":4,"height":1},{"square":6,"height":2},)"
            R"({"square":8,"height":2},{"square":11,"height":2},{"square":12,"height":2},{"square":13,"height":2},)"
            R"({"square":14,"height":2},{"square":17,"height":2},{"square":18,"height":4}]})");
}

TEST(SantoriniPost, ThePostsNotationIsLenient) {
  const std::string notation =
      "san2 0 00110 01110 00001 01100 00001 01000 00000 00100 00001 00100 00101 00111 00111 00111 00111 01001 1001";
  Position p, q;
  ASSERT_TRUE(Decode(notation, Profile::kLenient, &p).ok());
  ASSERT_TRUE(Decode(kPostSlug, Profile::kStrict, &q).ok());
  EXPECT_EQ(ToJson(p), ToJson(q));
  EXPECT_REJECTS(notation, Profile::kStrict, BAD_CHARACTER, 4);
  // The bits without spaces, and spaces anywhere.
  ASSERT_TRUE(Decode(std::string("san2 ") + kPostBits, Profile::kLenient, &p).ok());
  EXPECT_EQ(ToJson(p), ToJson(q));
  EXPECT_REJECTS("san2 0 0011x", Profile::kLenient, BAD_CHARACTER, 11);
}

TEST(SantoriniPost, UpgradesFromV1) {
  std::string slug;
  ASSERT_TRUE(TheFormat().Upgrade(kPostSlugV1, Profile::kStrict, &slug).ok());
  EXPECT_EQ(slug, kPostSlug);
}

TEST(SantoriniPost, WarnsThatPlayerTwoMovedFirst) {
  // 21 pieces, odd, with player one to move (spec/santorini.md §1.1).
  const auto warnings = Warnings(Post());
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("21 pieces"), std::string::npos) << warnings[0];
  Position p = Post();
  p.set_to_move(PLAYER_TWO);
  EXPECT_TRUE(Warnings(p).empty());
}

TEST(SantoriniTransport, PrefixVersionAndAlphabet) {
  EXPECT_REJECTS("", Profile::kStrict, EMPTY_INPUT, 0);
  EXPECT_REJECTS(std::string(257, 'a'), Profile::kStrict, INPUT_TOO_LONG, 256);
  EXPECT_REJECTS("sa", Profile::kStrict, TRUNCATED, 2);
  EXPECT_REJECTS("sam2_dhawauacascttttuzq", Profile::kStrict, BAD_MAGIC, 2);
  EXPECT_REJECTS("san", Profile::kStrict, TRUNCATED, 3);
  EXPECT_REJECTS("san3_dhawauacascttttuzq", Profile::kStrict, UNKNOWN_VERSION, 3);
  EXPECT_REJECTS("san2", Profile::kStrict, TRUNCATED, 4);
  EXPECT_REJECTS("san2-dhaw", Profile::kStrict, BAD_CHARACTER, 4);
  EXPECT_REJECTS("san2_", Profile::kStrict, TRUNCATED, 5);
  EXPECT_REJECTS("san2_dhawauacascttttuz1", Profile::kStrict, BAD_CHARACTER, 22);
  EXPECT_REJECTS("san2_DHAWAUACASCTTTTUZQ", Profile::kStrict, BAD_CHARACTER, 5);
  EXPECT_TRUE(DecodeStatus("san2_DHAWAUACASCTTTTUZQ", Profile::kLenient).ok());
  // The prefix is never folded: upper case there is the shape of a pentomino link.
  EXPECT_REJECTS("SAN2_DHAWAUACASCTTTTUZQ", Profile::kLenient, BAD_MAGIC, 0);
  EXPECT_TRUE(DecodeStatus(" (san2%5Fdhawauacasc\nttttuzq). ", Profile::kLenient).ok());
}

TEST(SantoriniTransport, StopBit) {
  EXPECT_REJECTS("san2_aaaaaaaaaaaaaaa", Profile::kStrict, TRUNCATED, 20);
  EXPECT_REJECTS("san2_dhawauacascttttuzqa", Profile::kStrict, NON_CANONICAL, 23);
  EXPECT_TRUE(DecodeStatus("san2_dhawauacascttttuzqaa", Profile::kLenient).ok());
}

TEST(SantoriniTransport, ZeroPaddingWouldMakeTwoPositionsOne) {
  // spec/santorini.md §6.2: 23 shops, and the same with a dome on square 23.
  Heights h{};
  for (int s = 0; s < 23; ++s) h[static_cast<size_t>(s)] = 1;
  const Position shops = Make(PLAYER_ONE, {0, 1}, {2, 3}, h);
  h[23] = kDome;
  const Position dome = Make(PLAYER_ONE, {0, 1}, {2, 3}, h);
  const auto a = MessageBits(shops, Version::kV2), b = MessageBits(dome, Version::kV2);
  ASSERT_EQ(a.size(), 129u);
  ASSERT_EQ(b.size(), 130u);
  EXPECT_EQ(Bits(b), Bits(a) + "0");
  EXPECT_EQ(EncodeOrDie(shops, Version::kV2), "san2_aarb3qaaaaaaaaaaaaaaaaaaab");
  EXPECT_EQ(EncodeOrDie(dome, Version::kV2), "san2_aarb3qaaaaaaaaaaaaaaaaaaaaq");
}

// A slug of the message `bits` in `v`, with the canonical transport.
std::string SlugOf(const std::string& bits, Version v) {
  std::vector<uint8_t> b;
  for (char c : bits) b.push_back(static_cast<uint8_t>(c - '0'));
  return SlugOfMessage(b, v);
}

std::string Field(uint32_t value, int width) {
  std::string s;
  for (int i = width - 1; i >= 0; --i) s += static_cast<char>('0' + ((value >> i) & 1));
  return s;
}

// Turn 0, the given workers, and counts S, H, T.
std::string Head(std::array<uint32_t, 4> w, uint32_t S, uint32_t H, uint32_t T) {
  std::string s = "0";
  for (uint32_t x : w) s += Field(x, 5);
  return s + Field(S, 5) + Field(H, 5) + Field(T, 5);
}

TEST(SantoriniFields, FixedFields) {
  // F1: 35 bits.
  EXPECT_REJECTS(SlugOf(Head({0, 1, 2, 3}, 0, 0, 0).substr(0, 35), Version::kV2), Profile::kStrict, TRUNCATED, 13);
  // F2: a worker on 25, the third field: bits 11..15, character 2.
  EXPECT_REJECTS(SlugOf(Head({0, 1, 25, 3}, 0, 0, 0), Version::kV2), Profile::kStrict, VALUE_OUT_OF_RANGE, 7);
  // F3: the fourth worker on the first's square, bit 16: character 3.
  EXPECT_REJECTS(SlugOf(Head({0, 1, 2, 0}, 0, 0, 0), Version::kV2), Profile::kStrict, DUPLICATE, 8);
  // F4: player two's workers descending: non-canonical in strict only.
  const std::string descending = SlugOf(Head({0, 1, 3, 2}, 0, 0, 0), Version::kV2);
  EXPECT_REJECTS(descending, Profile::kStrict, NON_CANONICAL, 8);
  EXPECT_TRUE(DecodeStatus(descending, Profile::kLenient).ok());
  // F5: S + H = 26, H at bits 26..30: character 5.
  EXPECT_REJECTS(SlugOf(Head({0, 1, 2, 3}, 20, 6, 0), Version::kV2), Profile::kStrict, VALUE_OUT_OF_RANGE, 10);
  // F8: one shop counted, none stored.
  EXPECT_REJECTS(SlugOf(Head({0, 1, 2, 3}, 1, 0, 0), Version::kV2), Profile::kStrict, TRUNCATED, 13);
}

TEST(SantoriniFields, BuildingFields) {
  const std::string head = Head({5, 6, 7, 8}, 0, 0, 0);
  // V2-1: the first field has 25 squares: index 25 is out of range (bit 36: character 7).
  EXPECT_REJECTS(SlugOf(head + Field(25, 5), Version::kV2), Profile::kStrict, VALUE_OUT_OF_RANGE, 12);
  // V1-1 and V1-2.
  EXPECT_REJECTS(SlugOf(head + Field(25, 5), Version::kV1), Profile::kStrict, VALUE_OUT_OF_RANGE, 12);
  EXPECT_REJECTS(SlugOf(head + Field(9, 5) + Field(9, 5), Version::kV1), Profile::kStrict, DUPLICATE, 13);
  // F7: a v1 field of 4 bits.
  EXPECT_REJECTS(SlugOf(head + "0000", Version::kV1), Profile::kStrict, TRUNCATED, 14);
  // F9: domes 9 then 0: not ascending.
  const std::string unsorted = SlugOf(head + Field(9, 5) + Field(0, 5), Version::kV1);
  EXPECT_REJECTS(unsorted, Profile::kStrict, NON_CANONICAL, 13);
  EXPECT_TRUE(DecodeStatus(unsorted, Profile::kLenient).ok());
  // P1: a dome under the first worker.
  EXPECT_REJECTS(SlugOf(head + Field(5, 5), Version::kV1), Profile::kStrict, ILLEGAL_POSITION, 5);
  // P2: a tower under player two's second worker (bits 16..20: character 3).
  EXPECT_REJECTS(SlugOf(Head({5, 6, 7, 8}, 0, 0, 1) + Field(8, 5), Version::kV1), Profile::kStrict, ILLEGAL_POSITION,
                 8);
}

TEST(SantoriniFields, TwentyFifthField) {
  Heights h{};
  h.fill(1);
  const Position full = Make(PLAYER_TWO, {0, 1}, {2, 3}, h);
  const auto bits = MessageBits(full, Version::kV2);
  ASSERT_EQ(bits.size(), 131u);
  EXPECT_EQ(bits.back(), 0);
  std::string spelled = Bits(bits);
  spelled.back() = '1';
  const std::string one = SlugOf(spelled, Version::kV2);
  EXPECT_EQ(DecodeStatus(one, Profile::kStrict).code(), NON_CANONICAL);
  Position p;
  ASSERT_TRUE(Decode(one, Profile::kLenient, &p).ok());
  EXPECT_TRUE(SameGame(p, full));
  // F6: a bit after the 25th field.
  EXPECT_REJECTS(SlugOf(Bits(bits) + "0", Version::kV2), Profile::kStrict, TRAILING_DATA, 5 + 131 / 5);
}

TEST(SantoriniEncode, ChecksTheModel) {
  std::string slug;
  Position p = Post();
  p.set_player_one(1, 18);
  EXPECT_EQ(Encode(p, Version::kV2, &slug).ToString(),
            "ILLEGAL_POSITION at 1: player one's worker on square 18 stands on a dome");
  p = Post();
  p.set_player_two(0, 14);
  EXPECT_EQ(Encode(p, Version::kV2, &slug).code(), DUPLICATE);
  p = Post();
  p.mutable_buildings(3)->set_height(9);
  const Status s = Encode(p, Version::kV2, &slug);
  EXPECT_EQ(s.code(), VALUE_OUT_OF_RANGE);
  EXPECT_EQ(s.offset(), 3u);
  p = Post();
  p.add_player_two(3);
  EXPECT_EQ(Encode(p, Version::kV2, &slug).code(), BAD_MODEL);
}

TEST(SantoriniEncode, SortsWorkersAndBuildings) {
  Position p = Post();
  p.set_player_one(0, 14);
  p.set_player_one(1, 6);
  std::reverse(p.mutable_buildings()->begin(), p.mutable_buildings()->end());
  EXPECT_EQ(EncodeOrDie(p, Version::kV2), kPostSlug);
}

TEST(SantoriniFormat, RecognisesItsPrefixOnly) {
  EXPECT_TRUE(Recognises(kPostSlug));
  EXPECT_TRUE(Recognises(" (san2_x)."));
  // Upper case is a pentomino v3 link's shape (surface S): not detected.
  EXPECT_FALSE(Recognises("SAN2_DHAWAUACASCTTTTUZQ"));
  EXPECT_FALSE(Recognises("UyF2MQ=="));
  EXPECT_FALSE(Recognises("0 00110"));
  const Format* f = FindFormat("santorini");
  ASSERT_NE(f, nullptr);
  for (std::string_view slug : {std::string_view(kPostSlug), std::string_view("san2%5Fdhawauacascttttuzq")}) {
    const Format* detected = DetectFormat(slug);
    ASSERT_NE(detected, nullptr) << slug;
    EXPECT_EQ(detected->name(), "santorini") << slug;
  }
}

TEST(SantoriniRender, DrawsTheBoard) {
  Position p;
  ASSERT_TRUE(Decode(kPostSlug, Profile::kStrict, &p).ok());
  EXPECT_EQ(Render(p, false),
            "santorini v2: player one (A) to move\n"
            ".   2B  .   .   1\n"
            ".   2A  .   2   .\n"
            ".   2   2B  2   2A\n"
            ".   .   2   D   .\n"
            ".   .   .   .   .\n");
  EXPECT_EQ(Render(p, true),
            "santorini v2: player one (A) to move . 2B . . 1/. 2A . 2 ./. 2 2B 2 2A/. . 2 D ./. . . . .");
  const std::string svg = RenderSvg(p);
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_NE(svg.find("<title>dome</title>"), std::string::npos);
}

TEST(SantoriniDifferences, NameWhatDiffers) {
  Position a = Post(), b = Post();
  EXPECT_TRUE(Differences(a, b, 10).empty());
  b.set_to_move(PLAYER_TWO);
  b.set_player_one(1, 15);
  b.mutable_buildings(9)->set_height(3);
  const auto lines = Differences(a, b, 10);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "player two to move, not player one");
  EXPECT_EQ(lines[1], "player one's workers on 6 and 15, not 6 and 14");
  EXPECT_EQ(lines[2], "square 18 (row 3, column 3): level 3, not a dome");
}

}  // namespace
}  // namespace slugspec::santorini
