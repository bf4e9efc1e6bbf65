// SHA-256 (FIPS 180-4): the project's one hash, for triplex's level codes
// and the corpus hash that certificates name. Written here rather than
// taken from libcrypto: it is the only hash the project needs, the same
// source must build for WebAssembly (where no libcrypto is), and the
// standard's test vectors check it (sha256_test.cc), as the level codes of
// the corpus do.
#ifndef SLUGSPEC_COMMON_SHA256_H_
#define SLUGSPEC_COMMON_SHA256_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace slugspec {

// Incremental: feed the bytes in any number of pieces.
class Sha256 {
 public:
  using Digest = std::array<uint8_t, 32>;

  Sha256();
  void Update(std::string_view bytes);
  // The hash of everything fed so far. The object is left as it was, so more
  // bytes may follow (the result then covers them too).
  Digest Final() const;
  // Final() as 64 lowercase hex digits.
  std::string FinalHex() const;

 private:
  void Compress(const uint8_t* block);

  std::array<uint32_t, 8> state_;
  std::array<uint8_t, 64> block_{};
  size_t block_used_ = 0;
  uint64_t total_bytes_ = 0;
};

// The hash of `bytes`, as 64 lowercase hex digits.
std::string Sha256Hex(std::string_view bytes);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_SHA256_H_
