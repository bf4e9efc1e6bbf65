// The spec's own examples (spec-examples.jsonl): every slug in an example block
// of spec/sudoku.md, built from its intent.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/sudoku/damage.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  // Each slug is built from its intent and must equal the spec's text.
  auto add = [&](const char* id, std::string_view text, std::string slug, std::vector<std::string> flags,
                 Outcome strict, std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    if (slug != text) Die(std::string(id) + ": built " + slug + " but the spec shows " + std::string(text));
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = std::string("sudoku/spec-example/") + id,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .comment = std::move(comment),
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  add("escaped-padding", "UyF2MSbOUA%3D%3D", Escape(V1(kPair), "="), {"PercentEncoded"}, Err(BAD_CHARACTER, 10),
      V1Ok(kPair));
  add("prose", "(UyF2MSbOUA==).", "(" + V1(kPair) + ").", {"ProsePunctuation"}, Err(BAD_CHARACTER, 0), V1Ok(kPair));
  add("missing-padding", "UyF2MSbOUA", StripPadding(V1(kPair)), {"MissingPadding"}, Err(NON_CANONICAL, 10),
      V1Ok(kPair));
  add("short-padding", "UyF2MSbOUA=", StripPadding(V1(kPair)) + "=", {"WrongPadding"}, Err(BAD_BASE64, 10));
  add("discarded-bits", "UyF2MR==", Base64(Header('1'), true, 1), {"NonZeroDiscardedBits"}, Err(NON_CANONICAL, 5),
      V1Ok({}));
  add("version-v2", "UyF2Mg==", Base64(Header('2')), {"UnknownVersion"}, Err(UNKNOWN_VERSION, 2));
  add("magic-only", "UyE=", Base64({'S', '!'}), {"ShortHeader"}, Err(TRUNCATED, 4));
  add("v0-cell-255", "UyF2MAAB/wE=", V0({{0, 1}, {255, 1}}), {"OutOfRange", "UpstreamAcceptsGarbage"},
      Err(VALUE_OUT_OF_RANGE, 8));
  add("v0-one-given", "UyF2MBMG", V0({{19, 6}}), {}, V0Ok({{19, 6}}));
  add("v0-odd", "UyF2MBMGOQ==", Base64(V0Bytes({{19, 6}}, {57})), {"OddPayload", "UpstreamAcceptsGarbage"},
      Err(TRUNCATED, 12));
  add("v1-empty", "UyF2MQ==", V1({}), {}, V1Ok({}));
  add("v1-pad-bits", "UyF2MSbOUQ==", V1(kPair, 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, 9), V1Ok(kPair),
      "the pad bits are bits 54 and 55; 55 is 1, in character 9");
  add("v1-cell-81", "UyF2MaIg", V1({{81, 1}}), {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5));
  add("v1-pad-bits-unpadded", "UyF2MSbOUQ", StripPadding(V1(kPair, 1)),
      {"NonZeroPadBits", "MissingPadding", "SeveralCanonical"}, Err(NON_CANONICAL, 9), V1Ok(kPair));
  add("seed", kSeedSlug, V1(SeedGivens()), {"Seed"}, V1Ok(SeedGivens()));
  add("seed-plus-as-space", Replace(std::string(kSeedSlug), '+', " "), Replace(V1(SeedGivens()), '+', " "),
      {"Seed", "PlusAsSpace"}, Err(BAD_CHARACTER, 24), V1Ok(SeedGivens()));
}

}  // namespace slugspec::corpusgen::sudoku
