// The base64 layer's vectors (base64.jsonl): spec/sudoku.md §4.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/sudoku/damage.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void Base64Vectors(Corpus& c) {
  const std::string f = "base64.jsonl";
  const std::string p = V1(kPair);
  const std::string empty = V1({});      // UyF2MQ==
  const std::string v0pair = V0(kPair);  // UyF2MBMGOQQ=
  auto bad_char = [&](const char* id, std::string slug, uint32_t at,
                      std::vector<std::string> flags = {"ForeignCharacter"}) {
    c.Add(f, {.id = std::string("sudoku/base64/character/") + id,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .strict = Err(BAD_CHARACTER, at)});
  };
  bad_char("asterisk-first", "*" + p.substr(1), 0);
  bad_char("asterisk-in-header", Insert(p, 3, "*"), 3);
  bad_char("hash-in-payload", Insert(p, 8, "#"), 8);
  bad_char("dollar-last", p + "$", 12);
  bad_char("tilde", Insert(empty, 6, "~"), 6);
  bad_char("backslash", Insert(p, 10, "\\"), 10);
  bad_char("at-sign", Insert(p, 2, "@"), 2);
  bad_char("before-data-after-padding", empty + "A*", 9, {"ForeignCharacter", "DataAfterPadding"});
  bad_char("after-wrong-padding", p + "=*", 13, {"ForeignCharacter", "WrongPadding"});

  auto bad = [&](const char* id, std::string slug, uint32_t at, std::vector<std::string> flags) {
    c.Add(f, {.id = std::string("sudoku/base64/") + id,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .strict = Err(BAD_BASE64, at)});
  };
  // [SUD-B2]
  bad("data-after-padding/whole-quad", empty + "AAAA", 6, {"DataAfterPadding"});
  bad("data-after-padding/padding-in-header", "UyF2=MQ==", 4, {"DataAfterPadding"});
  bad("data-after-padding/between-pads", "UyF2MSbOUA=A=", 10, {"DataAfterPadding"});
  bad("data-after-padding/two-slugs", empty + empty, 6, {"DataAfterPadding"});
  bad("data-after-padding/leading-pad", "=" + empty, 0, {"DataAfterPadding"});
  // [SUD-B3]
  bad("lone-sextet/one-character", "U", 0, {"LoneSextet"});
  bad("lone-sextet/five-characters", "UyF2M", 4, {"LoneSextet"});
  bad("lone-sextet/nine-characters", "UyF2MSbOU", 8, {"LoneSextet"});
  bad("lone-sextet/before-padding", "UyF2MSbOU=", 8, {"LoneSextet", "WrongPadding"});
  bad("lone-sextet/extra-character", p.substr(0, 10) + "AA" + "A", 12, {"LoneSextet"});
  // [SUD-B4]
  bad("padding/one-where-two", "UyF2MQ=", 6, {"WrongPadding"});
  bad("padding/three-where-two", p + "=", 10, {"WrongPadding"});
  bad("padding/two-where-one", v0pair + "=", 11, {"WrongPadding"});
  bad("padding/three-where-one", v0pair + "==", 11, {"WrongPadding"});
  bad("padding/one-where-none", "UyF2MSbO=", 8, {"WrongPadding"});
  bad("padding/two-where-none", "UyF2MSbO==", 8, {"WrongPadding"});
  bad("padding/four-where-none", "UyF2MSbO====", 8, {"WrongPadding"});
  bad("padding/only-padding", "==", 0, {"WrongPadding"});

  // [SUD-B5] missing padding: strict NON_CANONICAL at the input's length.
  auto unpadded = [&](const std::string& id, std::string slug, Outcome model) {
    c.Add(f, {.id = "sudoku/base64/missing-padding/" + id,
              .slug = slug,
              .flags = {"MissingPadding"},
              .requirements = {"SUD-B4"},
              .strict = Err(NON_CANONICAL, Len(slug)),
              .lenient = std::move(model)});
  };
  unpadded("v1-empty", StripPadding(empty), V1Ok({}));
  for (size_t n : {2, 5}) unpadded("v1-" + std::to_string(n) + "-givens", StripPadding(V1(Spread(n))), V1Ok(Spread(n)));
  unpadded("v0-pair", StripPadding(v0pair), V0Ok(kPair));
  unpadded("v0-3-givens", StripPadding(V0(Spread(3))), V0Ok(Spread(3)));

  // [SUD-B6] every non-zero value of the discarded bits.
  for (uint32_t spare = 1; spare < 16; ++spare) {
    c.Add(f, {.id = "sudoku/base64/discarded-bits/four-bits-" + std::to_string(spare),
              .slug = Base64(Header('1'), true, spare),
              .flags = {"NonZeroDiscardedBits"},
              .comment = "4 bits of the last character make no byte; upstream ignores them",
              .strict = Err(NON_CANONICAL, 5),
              .lenient = V1Ok({})});
  }
  for (uint32_t spare = 1; spare < 4; ++spare) {
    c.Add(f, {.id = "sudoku/base64/discarded-bits/two-bits-" + std::to_string(spare),
              .slug = Base64(V0Bytes(kPair), true, spare),
              .flags = {"NonZeroDiscardedBits"},
              .strict = Err(NON_CANONICAL, 10),
              .lenient = V0Ok(kPair)});
  }
  c.Add(f, {.id = "sudoku/base64/discarded-bits/and-missing-padding",
            .slug = Base64(Header('1'), false, 1),
            .flags = {"NonZeroDiscardedBits", "MissingPadding", "SeveralCanonical"},
            .comment = "two canonical failures: the lower offset (5, the last character) is reported",
            .strict = Err(NON_CANONICAL, 5),
            .lenient = V1Ok({})});
  c.Add(f, {.id = "sudoku/base64/discarded-bits/behind-out-of-range",
            .slug = Base64(V1Bytes({{81, 1}, {3, 3}}), true, 1),
            .flags = {"NonZeroDiscardedBits", "OutOfRange", "MaskedCanonical"},
            .comment = "a spelling complaint never hides a harder error",
            .strict = Err(VALUE_OUT_OF_RANGE, 5)});
  c.Add(f, {.id = "sudoku/base64/discarded-bits/behind-unknown-version",
            .slug = Base64(Header('2'), true, 1),
            .flags = {"NonZeroDiscardedBits", "UnknownVersion", "MaskedCanonical"},
            .strict = Err(UNKNOWN_VERSION, 2)});
  c.Add(f, {.id = "sudoku/base64/missing-padding/behind-duplicate",
            .slug = StripPadding(V1({{5, 1}, {5, 2}})),
            .flags = {"MissingPadding", "ConflictingRepeat", "MaskedCanonical"},
            .strict = Err(DUPLICATE, V1TupleAt(1))});
}

}  // namespace slugspec::corpusgen::sudoku
