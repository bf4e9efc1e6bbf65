// BitWriter and BitReader (reference/common/bits.h) against a naive list of
// bits, most significant bit first (spec/README.md §1):
//   1. the input drives writes of (width 1..32, value); the writer keeps only
//      the low `width` bits, its bytes are exactly the written bits followed
//      by zero bits to the end of the byte, and reading the same widths back
//      gives the same values;
//   2. reading widths chosen by the input from the raw input, starting at a
//      bit chosen by the input, agrees with extracting bit by bit, also past
//      the end, where the reader yields zero bits.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/bits.h"
#include "fuzz/fuzz_check.h"

namespace {

uint32_t LowBits(uint32_t value, int width) { return width == 32 ? value : value & ((uint32_t{1} << width) - 1); }

// Bit `k` of `bytes`, most significant first; zero past the end.
uint32_t NaiveBit(std::string_view bytes, uint64_t k) {
  if (k >= bytes.size() * uint64_t{8}) return 0;
  return (static_cast<uint8_t>(bytes[k / 8]) >> (7 - k % 8)) & 1u;
}

void CheckWrites(std::string_view input) {
  struct Write {
    int width;
    uint32_t value;  // already cut to `width` bits
  };
  std::vector<Write> writes;
  std::vector<uint32_t> bits;  // the naive stream
  slugspec::BitWriter writer;
  for (size_t i = 0; i < input.size();) {
    const int width = 1 + (static_cast<uint8_t>(input[i++]) & 31);
    uint32_t value = 0;  // up to four more bytes, high bits included on purpose
    for (int b = 0; b < 4 && i < input.size(); ++b) value = (value << 8) | static_cast<uint8_t>(input[i++]);
    writer.Write(value, width);
    writes.push_back({width, LowBits(value, width)});
    for (int b = width - 1; b >= 0; --b) bits.push_back((value >> b) & 1u);
  }

  const std::string& out = writer.bytes();
  FUZZ_CHECK(writer.bit_count() == bits.size(), input,
             "bit_count " + std::to_string(writer.bit_count()) + ", wrote " + std::to_string(bits.size()));
  FUZZ_CHECK(out.size() == (bits.size() + 7) / 8, input,
             std::to_string(out.size()) + " bytes for " + std::to_string(bits.size()) + " bits");
  for (uint64_t k = 0; k < out.size() * uint64_t{8}; ++k) {
    const uint32_t expected = k < bits.size() ? bits[k] : 0;  // zero padding after the last bit
    FUZZ_CHECK(NaiveBit(out, k) == expected, input, "written bit " + std::to_string(k) + " is wrong");
  }

  slugspec::BitReader reader(out);
  for (size_t n = 0; n < writes.size(); ++n) {
    const uint32_t got = reader.Read(writes[n].width);
    FUZZ_CHECK(got == writes[n].value, input,
               "write " + std::to_string(n) + " of " + std::to_string(writes[n].width) + " bits: wrote " +
                   std::to_string(writes[n].value) + ", read " + std::to_string(got));
  }
  FUZZ_CHECK(reader.position() == bits.size(), input, "reader position after reading back is wrong");
  FUZZ_CHECK(reader.remaining() == out.size() * uint64_t{8} - bits.size(), input, "remaining() is wrong");
}

void CheckReads(std::string_view input) {
  const uint64_t end = input.size() * uint64_t{8};
  const uint64_t start = input.empty() ? 0 : static_cast<uint8_t>(input[0]);  // may lie past the end
  slugspec::BitReader reader(input, start);
  uint64_t pos = start;
  // Go on reading 64 bits past the end: those reads must yield zeros.
  for (size_t n = 0; pos <= end + 64; ++n) {
    const uint8_t selector = input.empty() ? static_cast<uint8_t>(n) : static_cast<uint8_t>(input[n % input.size()]);
    const int width = 1 + (selector & 31);
    FUZZ_CHECK(reader.position() == pos, input, "position() is wrong before read " + std::to_string(n));
    FUZZ_CHECK(reader.remaining() == (pos >= end ? 0 : end - pos), input, "remaining() is wrong");
    uint32_t expected = 0;
    for (int b = 0; b < width; ++b) expected = (expected << 1) | NaiveBit(input, pos + static_cast<uint64_t>(b));
    const uint32_t got = reader.Read(width);
    FUZZ_CHECK(got == expected, input,
               "Read(" + std::to_string(width) + ") at bit " + std::to_string(pos) + " gave " + std::to_string(got) +
                   ", expected " + std::to_string(expected));
    pos += static_cast<uint64_t>(width);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  CheckWrites(input);
  CheckReads(input);
  return 0;
}
