// SHA-256 as FIPS 180-4 §6.2 describes it; the section numbers below are the
// standard's.
#include "common/sha256.h"

#include <algorithm>
#include <cstring>

namespace slugspec {
namespace {

// §4.2.2: the first 32 bits of the fractional parts of the cube roots of the
// first 64 primes.
constexpr std::array<uint32_t, 64> kRoundConstants = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// §5.3.3: the first 32 bits of the fractional parts of the square roots of
// the first 8 primes.
constexpr std::array<uint32_t, 8> kInitialState = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

constexpr uint32_t RotateRight(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

// §4.1.2.
constexpr uint32_t Choose(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (~x & z); }
constexpr uint32_t Majority(uint32_t x, uint32_t y, uint32_t z) { return (x & y) ^ (x & z) ^ (y & z); }
constexpr uint32_t BigSigma0(uint32_t x) { return RotateRight(x, 2) ^ RotateRight(x, 13) ^ RotateRight(x, 22); }
constexpr uint32_t BigSigma1(uint32_t x) { return RotateRight(x, 6) ^ RotateRight(x, 11) ^ RotateRight(x, 25); }
constexpr uint32_t SmallSigma0(uint32_t x) { return RotateRight(x, 7) ^ RotateRight(x, 18) ^ (x >> 3); }
constexpr uint32_t SmallSigma1(uint32_t x) { return RotateRight(x, 17) ^ RotateRight(x, 19) ^ (x >> 10); }

}  // namespace

Sha256::Sha256() : state_(kInitialState) {}

// §6.2.2: one 512-bit block.
void Sha256::Compress(const uint8_t* block) {
  std::array<uint32_t, 64> w;
  for (size_t t = 0; t < 16; ++t) {
    w[t] = (uint32_t{block[4 * t]} << 24) | (uint32_t{block[4 * t + 1]} << 16) | (uint32_t{block[4 * t + 2]} << 8) |
           uint32_t{block[4 * t + 3]};
  }
  for (size_t t = 16; t < 64; ++t) {
    w[t] = SmallSigma1(w[t - 2]) + w[t - 7] + SmallSigma0(w[t - 15]) + w[t - 16];
  }
  uint32_t a = state_[0], b = state_[1], c = state_[2], d = state_[3];
  uint32_t e = state_[4], f = state_[5], g = state_[6], h = state_[7];
  for (size_t t = 0; t < 64; ++t) {
    const uint32_t t1 = h + BigSigma1(e) + Choose(e, f, g) + kRoundConstants[t] + w[t];
    const uint32_t t2 = BigSigma0(a) + Majority(a, b, c);
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  state_[0] += a;
  state_[1] += b;
  state_[2] += c;
  state_[3] += d;
  state_[4] += e;
  state_[5] += f;
  state_[6] += g;
  state_[7] += h;
}

// Whole blocks are compressed where they lie; only the ends are copied (a
// byte at a time, the corpus's 8 MB cost each sanitized run most of a
// second).
void Sha256::Update(std::string_view bytes) {
  if (bytes.empty()) return;  // (data() may be null: no memcpy of it)
  total_bytes_ += bytes.size();
  const auto* in = reinterpret_cast<const uint8_t*>(bytes.data());
  size_t left = bytes.size();
  if (block_used_ > 0) {
    const size_t take = std::min(left, block_.size() - block_used_);
    std::memcpy(block_.data() + block_used_, in, take);
    block_used_ += take;
    in += take;
    left -= take;
    if (block_used_ < block_.size()) return;
    Compress(block_.data());
    block_used_ = 0;
  }
  for (; left >= block_.size(); in += block_.size(), left -= block_.size()) Compress(in);
  if (left > 0) std::memcpy(block_.data(), in, left);
  block_used_ = left;
}

// §5.1.1: a 1 bit, zeros up to 448 bits mod 512, then the message length in
// bits as a 64-bit big-endian integer.
Sha256::Digest Sha256::Final() const {
  Sha256 copy = *this;
  const uint64_t bit_length = total_bytes_ * 8;
  copy.block_[copy.block_used_++] = 0x80;
  if (copy.block_used_ > 56) {
    while (copy.block_used_ < 64) copy.block_[copy.block_used_++] = 0;
    copy.Compress(copy.block_.data());
    copy.block_used_ = 0;
  }
  while (copy.block_used_ < 56) copy.block_[copy.block_used_++] = 0;
  for (int i = 7; i >= 0; --i) copy.block_[copy.block_used_++] = static_cast<uint8_t>(bit_length >> (8 * i));
  copy.Compress(copy.block_.data());

  Digest digest;
  for (size_t i = 0; i < 8; ++i) {
    for (size_t k = 0; k < 4; ++k) digest[4 * i + k] = static_cast<uint8_t>(copy.state_[i] >> (24 - 8 * k));
  }
  return digest;
}

std::string Sha256::FinalHex() const {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  for (const uint8_t byte : Final()) {
    hex.push_back(kHex[byte >> 4]);
    hex.push_back(kHex[byte & 15]);
  }
  return hex;
}

std::string Sha256Hex(std::string_view bytes) {
  Sha256 hash;
  hash.Update(bytes);
  return hash.FinalHex();
}

}  // namespace slugspec
