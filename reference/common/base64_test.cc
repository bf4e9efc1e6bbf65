#include "common/base64.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace slugspec {
namespace {

Status Decode(std::string_view text, std::string* bytes, CanonicalFindings* findings) {
  return DecodeBase64(text, bytes, findings);
}

TEST(Base64, EncodesRfc4648Vectors) {
  EXPECT_EQ(EncodeBase64(""), "");
  EXPECT_EQ(EncodeBase64("f"), "Zg==");
  EXPECT_EQ(EncodeBase64("fo"), "Zm8=");
  EXPECT_EQ(EncodeBase64("foo"), "Zm9v");
  EXPECT_EQ(EncodeBase64("foob"), "Zm9vYg==");
  EXPECT_EQ(EncodeBase64("fooba"), "Zm9vYmE=");
  EXPECT_EQ(EncodeBase64("foobar"), "Zm9vYmFy");
  EXPECT_EQ(EncodeBase64("\xfb\xff"), "+/8=");
}

TEST(Base64, DecodesCanonicalWithoutFindings) {
  std::string bytes;
  CanonicalFindings f;
  ASSERT_TRUE(Decode("Zm9vYmE=", &bytes, &f).ok());
  EXPECT_EQ(bytes, "fooba");
  EXPECT_TRUE(f.empty());
}

TEST(Base64, MissingPaddingIsAFinding) {
  std::string bytes;
  CanonicalFindings f;
  ASSERT_TRUE(Decode("Zm9vYmE", &bytes, &f).ok());
  EXPECT_EQ(bytes, "fooba");
  ASSERT_FALSE(f.empty());
  EXPECT_EQ(f.first().code(), NON_CANONICAL);
  EXPECT_EQ(f.first().offset(), 7u);
}

TEST(Base64, NonZeroUnusedBitsAreAFinding) {
  std::string bytes;
  CanonicalFindings f;
  ASSERT_TRUE(Decode("Zh==", &bytes, &f).ok());
  EXPECT_EQ(bytes, "f");
  ASSERT_FALSE(f.empty());
  EXPECT_EQ(f.first().code(), NON_CANONICAL);
  EXPECT_EQ(f.first().offset(), 1u);
}

struct Bad {
  const char* text;
  ErrorCode code;
  uint32_t offset;
};

TEST(Base64, RejectsWithCodeAndOffset) {
  const Bad cases[] = {
      {"Zm9v*", BAD_CHARACTER, 4}, {"Zm 9v", BAD_CHARACTER, 2}, {"Zm-9", BAD_CHARACTER, 2},
      {"Zg=a", BAD_BASE64, 2},     {"Z", BAD_BASE64, 0},        {"Zm9vY", BAD_BASE64, 4},
      {"Zg=", BAD_BASE64, 2},      {"Zg===", BAD_BASE64, 2},    {"Zm9v=", BAD_BASE64, 4},
      {"==", BAD_BASE64, 0},       {"Zm8==", BAD_BASE64, 3},    {"\xc3\xa9", BAD_CHARACTER, 0},
  };
  for (const Bad& c : cases) {
    std::string bytes;
    CanonicalFindings f;
    const Status s = Decode(c.text, &bytes, &f);
    EXPECT_EQ(s.code(), c.code) << c.text << ": " << s.ToString();
    EXPECT_EQ(s.offset(), c.offset) << c.text << ": " << s.ToString();
  }
}

RC_GTEST_PROP(Base64, RoundTripsAnyBytes, (const std::string& bytes)) {
  const std::string text = EncodeBase64(bytes);
  std::string back;
  CanonicalFindings f;
  RC_ASSERT(DecodeBase64(text, &back, &f).ok());
  RC_ASSERT(back == bytes);
  RC_ASSERT(f.empty());
}

RC_GTEST_PROP(Base64, DroppingPaddingKeepsBytesButIsNoted, (const std::string& bytes)) {
  std::string text = EncodeBase64(bytes);
  const size_t pad = text.size() - text.find_last_not_of('=') - 1;
  RC_PRE(pad > 0 && !bytes.empty());
  text.resize(text.size() - pad);
  std::string back;
  CanonicalFindings f;
  RC_ASSERT(DecodeBase64(text, &back, &f).ok());
  RC_ASSERT(back == bytes);
  RC_ASSERT(f.first().code() == NON_CANONICAL);
}

}  // namespace
}  // namespace slugspec
