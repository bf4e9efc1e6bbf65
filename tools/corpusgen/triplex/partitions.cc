#include "corpusgen/triplex/partitions.h"

#include <map>
#include <utility>

#include "corpusgen/common/split_mix64.h"

namespace slugspec::corpusgen::triplex {

Partition Example() { return Grid(kExampleRows); }

std::vector<std::array<uint32_t, 2>> Sizes() {
  std::vector<std::array<uint32_t, 2>> sizes;
  for (uint32_t area = 4; area <= 36; ++area) {
    for (uint32_t h = 2; h * h <= area; ++h) {
      if (area % h == 0) sizes.push_back({area / h, h});
    }
  }
  return sizes;
}

bool Asymmetric(const Partition& p) {
  const uint64_t value = FaceValue(p);
  for (const Symmetry s : kSymmetries) {
    const Partition image = Image(p, s);
    if (s != Symmetry::kIdentity && image.width == p.width && FaceValue(image) == value) return false;
  }
  return true;
}

std::optional<Partition> Sample(uint32_t w, uint32_t h) {
  static std::map<std::pair<uint32_t, uint32_t>, std::optional<Partition>> drawn;
  const auto known = drawn.find({w, h});
  if (known != drawn.end()) return known->second;
  SplitMix64 rng(0x7e1e0000u + 100u * w + h);
  std::optional<Partition> found;
  for (int i = 0; i < 50; ++i) {
    const auto p = RandomLegalPartition(&rng, w, h, i == 0 ? 200000 : 2000);
    if (!p) break;
    const Partition canonical = CanonicalImage(*p);
    if (!found) found = canonical;
    if (Asymmetric(canonical)) {
      found = canonical;
      break;
    }
  }
  drawn[{w, h}] = found;
  return found;
}

std::string WithFaces(const Partition& p, uint64_t value) {
  const auto rotatable = RotatableCell(p);
  return "tpx1s_" + Size(p.width, p.height) + "_" + Hex(value, FaceDigits(p.width, p.height)) +
         (rotatable ? "_r" + std::to_string(*rotatable) : "");
}

std::string Marked(const Partition& p, std::string_view cell) {
  return "tpx1s_" + Size(p.width, p.height) + "_" + Hex(FaceValue(p), FaceDigits(p.width, p.height)) + "_r" +
         std::string(cell);
}

}  // namespace slugspec::corpusgen::triplex
