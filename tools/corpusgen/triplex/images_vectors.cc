// The image vectors (images.jsonl): §3 and [TPX-S8]. Every image of several
// partitions under the symmetries of the rectangle: for W > H the four that
// keep W x H (the least one canonical, the others NON_CANONICAL at the first
// face character) and the four that make it H x W (NON_CANONICAL at W's
// first digit, [TPX-D2]); for a square all eight keep it. With and without a
// rotatable piece, which turns with the board. Symmetric partitions have
// images of equal face value, which are the same slug; a rotatable piece
// that such a symmetry moves has two minimal images that the spec does not
// choose between (no vector: the oracle refuses them).
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/split_mix64.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {
namespace {

// A legal, canonical partition of w x h that some symmetry other than the
// identity maps to itself.
Partition Symmetric(uint32_t w, uint32_t h, uint64_t seed) {
  SplitMix64 rng(seed);
  for (int i = 0; i < 100000; ++i) {
    const auto p = RandomLegalPartition(&rng, w, h);
    if (p && !Asymmetric(CanonicalImage(*p))) return CanonicalImage(*p);
  }
  Die("no symmetric partition of " + Size(w, h));
}

}  // namespace

void ImageVectors(Corpus& c) {
  const std::string f = "images.jsonl";
  struct Subject {
    std::string name;
    Partition partition;
  };
  std::vector<Subject> subjects;
  for (const auto& [w, h] : std::vector<std::array<uint32_t, 2>>{
           {5, 3}, {4, 4}, {3, 3}, {7, 4}, {6, 5}, {6, 6}, {12, 3}, {9, 4}, {7, 5}, {18, 2}}) {
    subjects.push_back({Size(w, h), *Sample(w, h)});
  }
  subjects.push_back({"4x4-symmetric", Symmetric(4, 4, 0x5e44)});
  subjects.push_back({"6x3-symmetric", Symmetric(6, 3, 0x5e63)});
  subjects.push_back({"5x4-symmetric", Symmetric(5, 4, 0x5e54)});

  for (const Subject& subject : subjects) {
    const Partition& p = subject.partition;
    const uint64_t least = FaceValue(p);
    // The piece to mark: the last one the oracle accepts marked in every image.
    const size_t pieces = FirstCells(p).size();
    for (const bool marked : {false, true}) {
      std::set<std::string> seen;
      for (size_t k = pieces; k-- > 0;) {
        const Partition base = marked ? WithRotatable(p, k) : p;
        bool all = true;
        std::vector<std::pair<Symmetry, Partition>> images;
        for (const Symmetry s : kSymmetries) images.push_back({s, Image(base, s)});
        std::vector<Case<Decoded>> cases;
        for (const auto& [s, image] : images) {
          const std::string slug = SolutionSlug(image);
          if (!seen.insert(slug).second) continue;
          const bool turned = image.width < image.height;
          Outcome strict = Ok(image);
          std::vector<std::string> flags = {"Image"}, reqs = {"TPX-S8"};
          if (turned) {
            strict = Err(NON_CANONICAL, 6);
            flags.push_back("Transposed");
            reqs = {"TPX-D2"};
          } else if (FaceValue(image) != least) {
            strict = Err(NON_CANONICAL, FacesAt(image));
          }
          if (marked) flags.push_back("RotatableMarker");
          cases.push_back({.id = "triplex/images/" + subject.name + "/" + std::string(SymmetryName(s)) +
                                 (marked ? "-rotatable" : ""),
                           .slug = slug,
                           .flags = flags,
                           .requirements = reqs,
                           .comment = Rows(image) + ", face value " + std::to_string(FaceValue(image)),
                           .strict = strict,
                           .lenient = Ok(image)});
        }
        // All of one marking, or none: try the next piece when one image ties.
        for (const auto& cs : cases) all = all && Decode(cs.slug, true).ambiguity.empty();
        if (!all) {
          seen.clear();
          continue;
        }
        for (auto& cs : cases) c.Add(f, std::move(cs));
        break;
      }
    }
  }
}

}  // namespace slugspec::corpusgen::triplex
