// The random vectors (random.jsonl): random boards in every version, clean,
// damaged in transit and broken, from one seeded generator.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/split_mix64.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/common/vector_ids.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/oracle.h"
#include "corpusgen/pentomino/random_boards.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {
namespace {

// Random transit damage that lenient repairs.
std::string RandomDamage(SplitMix64* rng, std::string slug, std::vector<std::string>* flags) {
  const int kinds = 1 + rng->Below(7);
  const size_t before = flags->size();
  if ((kinds & 1) != 0) {
    // One draw per statement: the order of evaluation of function arguments
    // is unspecified, and g++ and clang++ differ.
    const auto width = static_cast<size_t>(rng->Range(3, 20));
    const char* line_break = rng->Below(2) ? "\r\n" : "\n";
    slug = Wrap(slug, width, line_break);
    flags->push_back("LineBreaks");
  }
  if ((kinds & 2) != 0) {
    const bool twice = rng->Below(2) != 0;
    const std::string which = rng->Below(2) ? "0123456789" : "RXYZ_";
    if (slug.find_first_of(which) != std::string::npos) {
      slug = Escape(slug, which, twice ? 2 : 1);
      flags->push_back(twice ? "DoublePercentEncoded" : "PercentEncoded");
    }
  }
  if ((kinds & 4) != 0 || flags->size() == before) {
    slug = InProse(slug, rng);
    flags->push_back("ProsePunctuation");
  }
  if (flags->size() - before > 1) flags->push_back("CombinedDamage");
  return slug;
}

}  // namespace

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0000);
  const std::pair<std::string_view, int> plan[] = {{"v0a", 30},  {"v0b", 50}, {"v1", 70}, {"v1.1", 30},
                                                   {"v1.5", 70}, {"v2", 90},  {"v3", 80}, {"v3.1", 240}};
  for (const auto& [version, count] : plan) {
    for (int i = 0; i < count; ++i) {
      const Board b = RandomBoard(&rng, version);
      std::string reported(version);
      if (version == "v1.1") reported = b.pieces.empty() && b.terrain.empty() ? "v2" : "v1.5";
      if (version == "v1.5" && b.pieces.empty() && b.terrain.empty()) reported = "v2";
      if (version == "v3") reported = V3Reported(b);
      const std::string slug = MustWrite(b, version == "v3" ? "v3" : version == "v1.1" ? "v1.5" : version);
      c.Add(f, {.id = "pentomino/random/" + std::string(version) + "/" + Index(i),
                .slug = slug,
                .flags = {"Random"},
                .comment = version == "v1.1" ? "a v1.1 link: v1.5 without colours" : "",
                .strict = OkIn(reported, b)});
    }
  }
  // Damaged in transit: lenient repairs it.
  const std::string_view versions[] = {"v0b", "v1", "v1.5", "v2", "v3", "v3.1", "v3.1", "v3.1"};
  for (int i = 0, made = 0; made < 80; ++i) {
    const std::string_view v = versions[rng.Below(8)];
    const Board b = RandomBoard(&rng, v);
    std::vector<std::string> flags = {"Random"};
    const std::string clean = MustWrite(b, v);
    const Outcome want = Decode(clean, false).outcome;
    const std::string slug = RandomDamage(&rng, clean, &flags);
    if (c.TryAdd(f, {.id = "pentomino/random/damaged/" + Index(made),
                     .slug = slug,
                     .flags = flags,
                     .requirements = {"PEN-T2"},
                     .lenient = want})) {
      ++made;
    }
  }
  // Broken: one fault in the first piece of a v3.1 slug, or a legacy repeat.
  for (int made = 0; made < 100;) {
    Board b = RandomBoard(&rng, "v3.1");
    if (b.pieces.empty()) continue;
    const std::string s = MustWrite(b, "v3.1");
    std::string slug = s;
    std::vector<std::string> flags = {"Random"};
    Outcome want;
    std::optional<Outcome> lenient;
    switch (rng.Below(6)) {
      case 0: {
        const std::string bad = "ABCDEGHJKMOQRSabcdeghjkmoqs";
        slug[3] = bad[static_cast<size_t>(rng.Below(static_cast<int>(bad.size())))];
        if (slug[3] == 'R') continue;  // that would start the terrain
        flags.push_back("UnknownPiece");
        want = Err(UNKNOWN_PIECE, 3);
        break;
      }
      case 1: {
        const std::string bad = "opqrstuvwxyz@.-+!*";
        slug[4] = bad[static_cast<size_t>(rng.Below(static_cast<int>(bad.size())))];
        flags.push_back("ForeignCharacter");
        want = Err(BAD_CHARACTER, 4);
        break;
      }
      case 2:
        if (b.h == 61) continue;
        slug[5] = B62(rng.Range(b.h, 61));
        flags.push_back("OutOfRange");
        want = Err(VALUE_OUT_OF_RANGE, 5);
        break;
      case 3:
        if (b.w == 61) continue;
        slug[6] = B62(rng.Range(b.w, 61));
        flags.push_back("OutOfRange");
        want = Err(VALUE_OUT_OF_RANGE, 6);
        break;
      case 4:
        slug = s.substr(0, static_cast<size_t>(rng.Range(4, 6)));
        flags.push_back("Truncated");
        want = Err(TRUNCATED, Len(slug));
        break;
      default: {
        // v1: the first item again, with another letter, at the end, which
        // replaces it [PEN-C3]: not canonical, and in lenient that board.
        const std::string v1 = MustWrite(MakeBoard('R', b.h, b.w, b.pieces, b.terrain), "v1");
        const Piece p = b.pieces[0];
        const char other = kLetters[static_cast<size_t>((LetterIndex(p.letter) + 1 + rng.Below(11)) % 12)];
        const int o = rng.Below(8);
        slug = v1 + other + Dec(o) + Dec(p.x) + "." + Dec(p.y);
        // In slug order: the other items, then the replacing piece.
        Board replaced = MakeBoard('R', b.h, b.w, b.pieces, b.terrain);
        std::erase_if(replaced.pieces, [&](const Piece& q) { return q.x == p.x && q.y == p.y; });
        replaced.pieces.push_back({other, p.x, p.y, o % 4, o >= 4});
        const std::string canonical = MustWrite(replaced, "v1");
        size_t i = 0;
        while (i < slug.size() && i < canonical.size() && slug[i] == canonical[i]) ++i;
        flags.push_back("ConflictingRepeat");
        flags.push_back("UpstreamDecodersAgree");
        want = Err(NON_CANONICAL, static_cast<uint32_t>(i));
        lenient = OkIn("v1", replaced);
      }
    }
    if (c.TryAdd(f, {.id = "pentomino/random/broken/" + Index(made),
                     .slug = slug,
                     .flags = flags,
                     .strict = want,
                     .lenient = lenient})) {
      ++made;
    }
  }
}

}  // namespace slugspec::corpusgen::pentomino
