// Bit streams, most significant bit first (spec/README.md §1): the first bit
// of a stream is bit 7 of byte 0.
#ifndef SLUGSPEC_COMMON_BITS_H_
#define SLUGSPEC_COMMON_BITS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace slugspec {

class BitReader {
 public:
  // Reads `bytes`, starting at bit `start`.
  explicit BitReader(std::string_view bytes, uint64_t start = 0)
      : bytes_(bytes), pos_(start), end_(static_cast<uint64_t>(bytes.size()) * 8) {}

  uint64_t position() const { return pos_; }
  uint64_t remaining() const { return pos_ >= end_ ? 0 : end_ - pos_; }

  // Reads `width` (1..32) bits as an unsigned number. The caller checks
  // remaining() first; reading past the end yields zero bits, never UB.
  uint32_t Read(int width);

 private:
  std::string_view bytes_;
  uint64_t pos_;
  uint64_t end_;
};

class BitWriter {
 public:
  // Appends the low `width` (1..32) bits of `value`.
  void Write(uint32_t value, int width);
  // The bytes written so far; an unfinished last byte is padded with zero bits.
  const std::string& bytes() const { return bytes_; }
  uint64_t bit_count() const { return bits_; }

 private:
  std::string bytes_;
  uint64_t bits_ = 0;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_BITS_H_
