// Finding the slug in a link: which parts are candidates, in which order,
// and at which offsets (the caret of `slug validate` depends on them).
#include "verbs/link.h"

#include <string>

#include <gtest/gtest.h>

namespace slugspec::verbs {
namespace {

std::vector<std::string> Texts(const std::vector<SlugCandidate>& candidates) {
  std::vector<std::string> texts;
  for (const SlugCandidate& c : candidates) texts.emplace_back(c.text);
  return texts;
}

// Every candidate's offset must point at its text within the link.
void ExpectOffsetsPointAtTexts(std::string_view link) {
  for (const SlugCandidate& c : LinkCandidates(link)) {
    EXPECT_EQ(link.substr(c.offset, c.text.size()), c.text) << link;
  }
}

const auto kAnything = [](std::string_view) { return true; };
const auto kNothing = [](std::string_view) { return false; };

TEST(Link, OnlyHttpAndHttpsInAnyCaseAreLinks) {
  EXPECT_TRUE(IsLink("http://a/?s=x"));
  EXPECT_TRUE(IsLink("https://a/#/x"));
  EXPECT_TRUE(IsLink("HTTPS://a/"));
  EXPECT_TRUE(IsLink("hTtP://"));
  EXPECT_FALSE(IsLink("https:/a"));
  EXPECT_FALSE(IsLink("ftp://a/?s=x"));
  EXPECT_FALSE(IsLink("UyF2MQ=="));
  EXPECT_FALSE(IsLink(" https://a/"));  // a link only if the input starts with it
  EXPECT_FALSE(IsLink(""));
}

TEST(Link, TheFragmentComesFirstThenEachQueryValue) {
  const std::string link = "https://h/p.html?a=1&b=22#/F3";
  EXPECT_EQ(Texts(LinkCandidates(link)), (std::vector<std::string>{"F3", "1", "22"}));
  ExpectOffsetsPointAtTexts(link);
  EXPECT_EQ(LinkCandidates(link)[0].offset, link.size() - 2);
}

TEST(Link, QueryValuesAreRaw) {
  // Builders write base64 verbatim: '+', '/' and '=' belong to the slug, and
  // escapes are left to the lenient profile's repairs.
  const std::string link = "https://h/player.html?play=UyF2+y/Q==&x=a%3Db+c";
  EXPECT_EQ(Texts(LinkCandidates(link)), (std::vector<std::string>{"UyF2+y/Q==", "a%3Db+c"}));
  ExpectOffsetsPointAtTexts(link);
}

TEST(Link, EmptyValuesAndParametersWithoutValueAreNoCandidates) {
  EXPECT_EQ(Texts(LinkCandidates("https://h/?a=&b&&=&c=3#")), (std::vector<std::string>{"3"}));
  EXPECT_TRUE(LinkCandidates("https://h/path/UyF2MQ==").empty());
  EXPECT_TRUE(LinkCandidates("https://h/?#/").empty());
}

TEST(Link, TheQueryEndsAtTheFragment) {
  const std::string link = "https://h/?a=1#b=2&c=3";
  EXPECT_EQ(Texts(LinkCandidates(link)), (std::vector<std::string>{"b=2&c=3", "1"}));
}

TEST(Link, TheFragmentDropsOneSlashAndEndsAtAQuestionMarkOrHash) {
  // A hash route's own query is cut off, and is not the link's query.
  EXPECT_EQ(Texts(LinkCandidates("https://h/app/?a=1#/R88x?lang=en")), (std::vector<std::string>{"R88x", "1"}));
  EXPECT_EQ(Texts(LinkCandidates("https://h/app/#R88x#more")), (std::vector<std::string>{"R88x"}));
  EXPECT_EQ(Texts(LinkCandidates("https://h/app/#//R88x")), (std::vector<std::string>{"/R88x"}));
  // Not at '/': base64 slugs have it.
  const std::string link = "https://h/app/#/UyF2MS/w+A==";
  EXPECT_EQ(Texts(LinkCandidates(link)), (std::vector<std::string>{"UyF2MS/w+A=="}));
  ExpectOffsetsPointAtTexts(link);
}

TEST(Link, ABareSlugIsItself) {
  const auto found = FindSlug("UyF2MQ==?a=b#c", kNothing);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->text, "UyF2MQ==?a=b#c");
  EXPECT_EQ(found->offset, 0u);
}

TEST(Link, TheFirstRecognisedCandidateWins) {
  const std::string link = "https://h/?lang=en&s=SLUG&t=SLUG2#/frag";
  const auto found = FindSlug(link, [](std::string_view c) { return c.substr(0, 4) == "SLUG"; });
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->text, "SLUG");
  EXPECT_EQ(found->offset, link.find("SLUG"));
  EXPECT_EQ(FindSlug(link, kAnything)->text, "frag");
}

TEST(Link, WithoutARecognisedCandidateTheFirstOneIsTheSlug) {
  const auto found = FindSlug("https://h/?lang=en&s=x", kNothing);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->text, "en");
  EXPECT_FALSE(FindSlug("https://h/page", kAnything).has_value());
  EXPECT_FALSE(FindSlug("https://h/page?a=&b=#", kAnything).has_value());
}

}  // namespace
}  // namespace slugspec::verbs
