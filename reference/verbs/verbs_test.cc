// The verbs' own rejections (beyond each format's): each has its code and
// its offset in the input as given.
#include "verbs/verbs.h"

#include <string>

#include <gtest/gtest.h>

#include "registry/format.h"

namespace slugspec::verbs {
namespace {

TEST(Verbs, ModelJsonOverItsLimitIsBadModelAtTheLimit) {
  const std::string json = "{\"format\":\"" + std::string(AllFormats().front()->name()) + "\",\"x\":\"" +
                           std::string(kLongestModelJson, 'a') + "\"}";
  const StatusOr<std::string> slug = EncodeJson(json, "", "");
  ASSERT_FALSE(slug.ok());
  EXPECT_EQ(slug.status().code(), BAD_MODEL);
  EXPECT_EQ(slug.status().offset(), kLongestModelJson);
  // At the limit exactly, the text is read: refused here for what it says
  // (an array is no model), where it says it.
  const StatusOr<std::string> at_limit = EncodeJson("[" + std::string(kLongestModelJson - 1, ' '), "", "");
  ASSERT_FALSE(at_limit.ok());
  EXPECT_EQ(at_limit.status().offset(), 0u) << at_limit.status().message();
}

TEST(Verbs, AFormatNoOneHasIsUnknownFormatAtZero) {
  for (const bool may_be_link : {false, true}) {
    Located l;
    const Status s = Locate({.format = "no-such-format", .profile = Profile::kStrict, .may_be_link = may_be_link},
                            "https://example.org/#x", &l);
    EXPECT_EQ(s.code(), UNKNOWN_FORMAT) << may_be_link;
    EXPECT_EQ(s.offset(), 0u) << may_be_link;
  }
}

TEST(Verbs, ALinkWithoutASlugIsEmptyInputAndItsFormatIsFoundAtItsOffset) {
  Located l;
  const Reading link{.format = "", .profile = Profile::kStrict, .may_be_link = true};
  EXPECT_EQ(Locate(link, "https://example.org/play", &l).code(), EMPTY_INPUT);
  const std::string name(AllFormats().front()->name());
  const Status s = Locate(link, "https://example.org/play?x=" + name, &l);
  ASSERT_FALSE(s.ok());  // a format's bare name is no slug of it
  EXPECT_EQ(s.code(), UNKNOWN_FORMAT);
  EXPECT_EQ(s.offset(), std::string("https://example.org/play?x=").size()) << "offsets count from the link's start";
}

TEST(Verbs, RejectionTextHasTheVerdictAndTheCaret) {
  const Status s(BAD_CHARACTER, 2, "a character that is not one");
  EXPECT_EQ(RejectionText("ab!c", s), "invalid: BAD_CHARACTER at 2: a character that is not one\n  ab!c\n    ^\n");
}

}  // namespace
}  // namespace slugspec::verbs
