// The partitions the triplex vectors are made of: the 4 x 2 example of
// spec/triplex.md §2 to §4, a legal partition of each size, and where a
// slug's fields begin.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_PARTITIONS_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_PARTITIONS_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/triplex/writer.h"

namespace slugspec::corpusgen::triplex {

// The example of §2: "A C C B / A A B B" (a CORNER_NE, a DOMINO_H, a
// CORNER_NW), face value 589; its top-bottom mirror, face value 794 (§3);
// its level (§4).
constexpr std::string_view kExampleRows = "ACCB/AABB";
constexpr std::string_view kExampleSlug = "tpx1s_4x2_24d";
constexpr std::string_view kExampleFlipSlug = "tpx1s_4x2_31a";
constexpr std::string_view kExampleLevelSlug = "tpx1l_4x2_10001100_n";
Partition Example();

// Every size the limits allow with W >= H (W, H >= 2, W * H <= 36), by
// ascending area, then width.
std::vector<std::array<uint32_t, 2>> Sizes();

// Whether no symmetry but the identity maps the partition to itself (its
// images then have distinct face values, and a rotatable piece never ties).
bool Asymmetric(const Partition& p);

// A legal, canonical partition of a W x H rectangle (W >= H), asymmetric
// where the size has one, drawn from a PRNG seeded with the size; nothing
// for 2x2 and 3x2, which have no legal partition.
std::optional<Partition> Sample(uint32_t w, uint32_t h);

// Offsets in a slug of a W x H rectangle: W's first digit is 6; H's first
// digit; the first face character (or a level's first count).
inline uint32_t HeightAt(uint32_t w) { return static_cast<uint32_t>(6 + std::to_string(w).size() + 1); }
inline uint32_t FacesAt(uint32_t w, uint32_t h) { return static_cast<uint32_t>(6 + Size(w, h).size() + 1); }
inline uint32_t FacesAt(const Partition& p) { return FacesAt(p.width, p.height); }
// The first digit of the cell after "_r" in a solution slug.
inline uint32_t CellAt(const Partition& p) { return FacesAt(p) + FaceDigits(p.width, p.height) + 2; }

// The solution slug with the face value replaced (the partition's size and
// rotatable cell kept): for flaws the letters cannot draw.
std::string WithFaces(const Partition& p, uint64_t value);
// The solution slug of `p` with "_r" and `cell` as written ("05", "100", ...).
std::string Marked(const Partition& p, std::string_view cell);

}  // namespace slugspec::corpusgen::triplex

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_TRIPLEX_PARTITIONS_H_
