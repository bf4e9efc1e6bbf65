// SHA-256 against the test vectors of FIPS 180-4's examples (NIST's "SHA-256
// examples" and the one-million-'a' message of the SHA test suites).
#include "common/sha256.h"

#include <string>

#include <gtest/gtest.h>

namespace slugspec {
namespace {

TEST(Sha256, EmptyMessage) {
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Sha256, OneBlockMessage) {
  EXPECT_EQ(Sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

// 448 bits: the padding's length field no longer fits the block.
TEST(Sha256, TwoBlockMessage448Bits) {
  EXPECT_EQ(Sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(Sha256, Message896Bits) {
  EXPECT_EQ(Sha256Hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                      "mnopqrstnopqrstu"),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

TEST(Sha256, OneMillionA) {
  EXPECT_EQ(Sha256Hex(std::string(1000000, 'a')), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

// Pieces of every size across block boundaries, with empty ones (a null
// view) between them, give the one-shot hash.
TEST(Sha256, IncrementalEqualsOneShot) {
  std::string message;
  for (int i = 0; i < 1000; ++i) message.push_back(static_cast<char>(i * 7 + 3));
  const std::string expected = Sha256Hex(message);
  for (size_t piece = 1; piece <= 130; ++piece) {
    Sha256 hash;
    for (size_t at = 0; at < message.size(); at += piece) {
      hash.Update(std::string_view(message).substr(at, piece));
      hash.Update(std::string_view());
    }
    EXPECT_EQ(hash.FinalHex(), expected) << "pieces of " << piece;
  }
}

// Final leaves the object usable: the hash so far, then more bytes.
TEST(Sha256, FinalDoesNotEndTheHash) {
  Sha256 hash;
  hash.Update("ab");
  EXPECT_EQ(hash.FinalHex(), Sha256Hex("ab"));
  hash.Update("c");
  EXPECT_EQ(hash.FinalHex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

// Lengths around the padding boundary (55, 56, 63, 64 bytes), checked
// against the digests of sha256sum.
TEST(Sha256, PaddingBoundaries) {
  EXPECT_EQ(Sha256Hex(std::string(55, 'x')), "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072");
  EXPECT_EQ(Sha256Hex(std::string(56, 'x')), "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e");
  EXPECT_EQ(Sha256Hex(std::string(63, 'x')), "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2");
  EXPECT_EQ(Sha256Hex(std::string(64, 'x')), "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c");
}

}  // namespace
}  // namespace slugspec
