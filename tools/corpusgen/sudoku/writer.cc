#include "corpusgen/sudoku/writer.h"

#include <utility>

#include "corpusgen/common/generator_main.h"

namespace slugspec::corpusgen::sudoku {
namespace {

// Appends fields most significant bit first; the first bit is bit 7 of byte 0.
class BitPacker {
 public:
  explicit BitPacker(Bytes start) : bytes_(std::move(start)), bits_(bytes_.size() * 8) {}

  void Put(uint32_t value, int width) {
    for (int i = width - 1; i >= 0; --i) {
      if (bits_ % 8 == 0) bytes_.push_back(0);
      if ((value >> i) & 1u) bytes_.back() = static_cast<uint8_t>(bytes_.back() | (0x80u >> (bits_ % 8)));
      ++bits_;
    }
  }
  // The bits left in the current byte: the v1 pad bits.
  int BitsToByteEnd() const { return static_cast<int>((8 - bits_ % 8) % 8); }
  const Bytes& bytes() const { return bytes_; }

 private:
  Bytes bytes_;
  size_t bits_;
};

}  // namespace

std::string Base64(const Bytes& bytes, bool pad, uint32_t spare) {
  std::string out;
  size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const uint32_t v = uint32_t{bytes[i]} << 16 | uint32_t{bytes[i + 1]} << 8 | bytes[i + 2];
    for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
  }
  const size_t rest = bytes.size() - i;
  if (rest == 0 && spare != 0) Die("no spare bits to fill");
  if (rest == 1) {
    if (spare > 15) Die("4 spare bits cannot hold that");
    const uint32_t v = uint32_t{bytes[i]} << 4 | spare;
    out += kAlphabet[v >> 6];
    out += kAlphabet[v & 63];
    if (pad) out += "==";
  } else if (rest == 2) {
    if (spare > 3) Die("2 spare bits cannot hold that");
    const uint32_t v = (uint32_t{bytes[i]} << 8 | bytes[i + 1]) << 2 | spare;
    for (int shift = 12; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
    if (pad) out += "=";
  }
  return out;
}

std::string Unpadded(const Bytes& bytes) { return Base64(bytes, false); }

Bytes Header(char version) { return {'S', '!', 'v', static_cast<uint8_t>(version)}; }

Bytes Concat(Bytes a, const Bytes& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

Bytes V0Bytes(const Givens& givens, const Bytes& extra) {
  Bytes b = Header('0');
  for (const Given& g : givens) {
    if (g.cell > 255 || g.digit > 255) Die("v0 values are bytes");
    b.push_back(static_cast<uint8_t>(g.cell));
    b.push_back(static_cast<uint8_t>(g.digit));
  }
  return Concat(b, extra);
}

Bytes V1Bytes(const Givens& givens, uint32_t pad, const Bytes& extra) {
  BitPacker p(Header('1'));
  for (const Given& g : givens) {
    if (g.cell > 127 || g.digit > 15) Die("v1 fields are 7 and 4 bits");
    p.Put(g.cell, 7);
    p.Put(g.digit, 4);
  }
  const int pad_bits = p.BitsToByteEnd();
  if (pad >> pad_bits) Die("pad value wider than the pad bits");
  p.Put(pad, pad_bits);
  return Concat(p.bytes(), extra);
}

std::string V0(const Givens& g, const Bytes& extra) { return Base64(V0Bytes(g, extra)); }
std::string V1(const Givens& g, uint32_t pad, const Bytes& extra) { return Base64(V1Bytes(g, pad, extra)); }

std::string Canonical(const Givens& g, char version) { return version == '0' ? V0(Sorted(g)) : V1(Sorted(g)); }

int V1PadBits(size_t n) { return static_cast<int>((8 - (11 * n) % 8) % 8); }

}  // namespace slugspec::corpusgen::sudoku
