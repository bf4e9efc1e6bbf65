// The seed and upstream vectors (seed.jsonl): the seed's example, clean and
// damaged, and the worked examples upstream's encoder gives.
#include <string>
#include <string_view>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/sudoku/damage.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void SeedVectors(Corpus& c) {
  const std::string f = "seed.jsonl";
  const Givens seed = SeedGivens();
  if (V1(seed) != kSeedSlug) Die("the seed slug does not re-encode: packer or grid is wrong");
  const std::string s(kSeedSlug);
  c.Add(f, {.id = "sudoku/seed/example",
            .slug = s,
            .flags = {"Seed", "UpstreamExample"},
            .requirements = {"SUD-V1-1"},
            .comment = "the seed's example: 31 givens, 344 payload bits, 3 pad bits",
            .strict = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-plus-as-space",
            .slug = Replace(s, '+', " "),
            .flags = {"Seed", "PlusAsSpace"},
            .requirements = {"SUD-T3"},
            .comment = "URLSearchParams turned the '+' into a space",
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-query-escaped",
            .slug = Escape(s, "+="),
            .flags = {"Seed", "PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"},
            .comment = "'+' and '=' escaped for a query string, as SUD-T4 asks of builders",
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-unpadded",
            .slug = StripPadding(s),
            .flags = {"Seed", "MissingPadding"},
            .requirements = {"SUD-B4", "SUD-B5"},
            .strict = Err(NON_CANONICAL, 63),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-wrapped",
            .slug = Wrap(s, 20, "\r\n"),
            .flags = {"Seed", "LineBreaks"},
            .requirements = {"SUD-T3"},
            .comment = "wrapped by a mail client every 20 characters",
            .strict = Err(BAD_CHARACTER, 20),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-in-prose",
            .slug = "\"" + s + "\".",
            .flags = {"Seed", "ProsePunctuation"},
            .requirements = {"SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(seed)});
  // Characters cut off the end: upstream often opens fewer givens silently.
  const Givens first30(seed.begin(), seed.begin() + 30), first29(seed.begin(), seed.begin() + 29);
  c.Add(f, {.id = "sudoku/seed/example-cut-2",
            .slug = s.substr(0, 62),
            .flags = {"Seed", "Truncated", "UpstreamOpensDifferently"},
            .comment = "the last 2 characters lost: 30 givens remain, as upstream shows",
            .lenient = V1Ok(first30)});
  c.Add(f, {.id = "sudoku/seed/example-cut-3",
            .slug = s.substr(0, 61),
            .flags = {"Seed", "Truncated", "LoneSextet"},
            .strict = Err(BAD_BASE64, 60)});
  // (Cutting 4 characters leaves a pad bit of 1 and a spare byte that both
  // start in character 58: the spec does not say which of the two is reported.)
  c.Add(f, {.id = "sudoku/seed/example-cut-5",
            .slug = s.substr(0, 59),
            .flags = {"Seed", "Truncated", "UpstreamOpensDifferently"},
            .comment = "the last 5 characters lost: 29 givens remain",
            .lenient = V1Ok(first29)});

  // Notes §1.3 and §1.4: worked examples checked against upstream.
  struct Example {
    const char* id;
    std::string_view slug;
    char version;
    Givens givens;
  };
  const Example examples[] = {
      {"sudoku/upstream/v1-empty", "UyF2MQ==", '1', {}},
      {"sudoku/upstream/v1-cell-0-digit-1", "UyF2MQAg", '1', {{0, 1}}},
      {"sudoku/upstream/v1-readme-pair", "UyF2MSbOUA==", '1', kPair},
      {"sudoku/upstream/v1-cell-80-digit-9", "UyF2MaEg", '1', {{80, 9}}},
      {"sudoku/upstream/v0-cell-0-digit-1", "UyF2MAAB", '0', {{0, 1}}},
      {"sudoku/upstream/v0-readme-pair", "UyF2MBMGOQQ=", '0', kPair},
  };
  for (const Example& e : examples) {
    if (Canonical(e.givens, e.version) != e.slug) Die(std::string(e.id) + ": encoder disagrees with upstream");
    c.Add(f,
          {.id = e.id, .slug = std::string(e.slug), .flags = {"UpstreamExample"}, .strict = Ok(e.version, e.givens)});
  }
  const std::string full = V1(FullGrid());
  if (full.size() != 156 || full[155] != '=' || full[154] == '=')
    Die("81 givens: expected 156 characters ending in one '='");
  c.Add(f, {.id = "sudoku/upstream/v1-81-givens",
            .slug = full,
            .flags = {"UpstreamExample", "Boundary"},
            .comment = "81 givens: 891 bits, 112 payload bytes, 5 pad bits, 156 characters ending in one '='",
            .strict = V1Ok(FullGrid())});
}

}  // namespace slugspec::corpusgen::sudoku
