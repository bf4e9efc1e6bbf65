#include "common/bits.h"

#include <algorithm>

namespace slugspec {

// Up to a byte at a time: each step takes the bits of the current byte that
// the read still needs (a 32-bit read touches at most five bytes).
uint32_t BitReader::Read(int width) {
  uint32_t value = 0;
  int got = 0;
  uint64_t pos = pos_;
  while (got < width) {
    const int offset = static_cast<int>(pos & 7);
    const int take = std::min(8 - offset, width - got);
    uint32_t chunk = 0;
    if (pos < end_) {  // end_ is a whole number of bytes: the chunk is all inside
      const auto byte = static_cast<uint8_t>(bytes_[static_cast<size_t>(pos >> 3)]);
      chunk = (static_cast<uint32_t>(byte) >> (8 - offset - take)) & ((1u << take) - 1u);
    }
    value = (value << take) | chunk;  // take <= 8, and got + take <= width <= 32
    got += take;
    pos += static_cast<uint64_t>(take);
  }
  pos_ += static_cast<uint64_t>(width);
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
