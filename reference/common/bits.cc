#include "common/bits.h"

namespace slugspec {

uint32_t BitReader::Read(int width) {
  uint32_t value = 0;
  for (int i = 0; i < width; ++i) {
    uint32_t bit = 0;
    if (pos_ < end_) {
      const auto byte = static_cast<uint8_t>(bytes_[static_cast<size_t>(pos_ >> 3)]);
      bit = (byte >> (7 - (pos_ & 7))) & 1u;
    }
    value = (value << 1) | bit;
    ++pos_;
  }
  return value;
}

void BitWriter::Write(uint32_t value, int width) {
  for (int i = width - 1; i >= 0; --i) {
    if ((bits_ & 7) == 0) bytes_.push_back('\0');
    if ((value >> i) & 1u) {
      bytes_.back() = static_cast<char>(static_cast<uint8_t>(bytes_.back()) | (0x80u >> (bits_ & 7)));
    }
    ++bits_;
  }
}

}  // namespace slugspec
