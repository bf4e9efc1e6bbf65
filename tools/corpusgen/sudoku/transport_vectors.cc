// The transport vectors (transport.jsonl): the length limit, empty input and
// each lenient repair of spec/sudoku.md §3, alone and together.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/sudoku/damage.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/puzzles.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  const std::string p = V1(kPair);  // UyF2MSbOUA==
  const std::string s(kSeedSlug);
  const Givens seed = SeedGivens();
  const Givens w = PuzzleWhoseSlugHas("+/");
  const std::string ws = V1(w);
  const size_t w_plus = ws.find('+'), w_slash = ws.find('/');
  const uint32_t w_first = static_cast<uint32_t>(std::min(w_plus, w_slash));
  const std::vector<std::string> t3 = {"SUD-T3"};
  const std::vector<std::string> gen3 = {"SUD-T3", "GEN-3"};

  // Length limit.
  const std::string zeros = Unpadded(Concat(Header('1'), Bytes(3068, 0)));  // 4096 characters
  if (zeros.size() != 4096) Die("4096-character payload miscounted");
  c.Add(f, {.id = "sudoku/transport/length/4096-line-breaks",
            .slug = p + std::string(4096 - p.size(), '\n'),
            .flags = {"LengthLimit", "LineBreaks"},
            .requirements = {"SUD-T1", "SUD-T3"},
            .comment = "exactly 4096 bytes: within the limit; the repairs leave the pair",
            .strict = Err(BAD_CHARACTER, 12),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/length/4097-line-breaks",
            .slug = p + std::string(4097 - p.size(), '\n'),
            .flags = {"LengthLimit", "LineBreaks"},
            .requirements = {"SUD-T1", "GEN-5"},
            .comment = "one byte over: rejected before any repair",
            .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/4096-punctuation",
            .slug = p + std::string(4096 - p.size(), '.'),
            .flags = {"LengthLimit", "ProsePunctuation"},
            .requirements = {"SUD-T1", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 12),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/length/4097-punctuation",
            .slug = p + std::string(4097 - p.size(), '.'),
            .flags = {"LengthLimit", "ProsePunctuation"},
            .requirements = {"SUD-T1", "GEN-5"},
            .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/4096-base64",
            .slug = zeros,
            .flags = {"LengthLimit", "OutOfRange"},
            .requirements = {"SUD-T1"},
            .comment = "4096 base64 characters pass the limit; the first tuple's digit is 0",
            .strict = Err(VALUE_OUT_OF_RANGE, V1DigitAt(0))});
  c.Add(f, {.id = "sudoku/transport/length/4097-base64",
            .slug = zeros + "A",
            .flags = {"LengthLimit"},
            .requirements = {"SUD-T1", "GEN-5"},
            .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/5000-base64",
            .slug = zeros + std::string(904, 'A'),
            .flags = {"LengthLimit"},
            .requirements = {"SUD-T1", "GEN-5"},
            .strict = Err(INPUT_TOO_LONG, 4096)});

  // Empty input, and input that the repairs leave empty.
  c.Add(f, {.id = "sudoku/transport/empty/empty-string",
            .slug = "",
            .flags = {"Empty"},
            .requirements = {"SUD-T2"},
            .comment = "upstream returns null silently",
            .strict = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/line-breaks-only",
            .slug = "\r\n\t\f",
            .flags = {"Empty", "LineBreaks"},
            .requirements = {"SUD-T2", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/punctuation-only",
            .slug = "(\"').",
            .flags = {"Empty", "ProsePunctuation"},
            .requirements = {"SUD-T2", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/escaped-line-break",
            .slug = "%0A",
            .flags = {"Empty", "PercentEncoded", "LineBreaks"},
            .requirements = {"SUD-T2", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/double-escaped-crlf",
            .slug = "%250D%250A",
            .flags = {"Empty", "DoublePercentEncoded", "LineBreaks"},
            .requirements = {"SUD-T2", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/single-space",
            .slug = " ",
            .flags = {"SpaceNotFromPlus", "LoneSextet"},
            .requirements = {"SUD-T3"},
            .comment = "lenient reads the space as '+', a lone sextet",
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(BAD_BASE64, 0)});

  // 1. Percent-escapes.
  c.Add(f, {.id = "sudoku/transport/percent/padding-lowercase",
            .slug = "UyF2MSbOUA%3d%3d",
            .flags = {"PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"},
            .strict = Err(BAD_CHARACTER, 10),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/plus-slash-padding",
            .slug = Escape(ws, "+/="),
            .flags = {"PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"},
            .comment = "a builder following SUD-T4",
            .strict = Err(BAD_CHARACTER, w_first),
            .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/percent/every-character",
            .slug = Escape(p, ""),
            .flags = {"PercentEncoded", "LenientBeyondUpstream"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/double-plus",
            .slug = Escape(s, "+", 2),
            .flags = {"Seed", "DoublePercentEncoded"},
            .requirements = t3,
            .comment = "escaped twice: %252B",
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/percent/double-every-character",
            .slug = Escape(p, "", 2),
            .flags = {"DoublePercentEncoded"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/single-and-double",
            .slug = "UyF2MSbOUA%3D%253D",
            .flags = {"PercentEncoded", "DoublePercentEncoded"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 10),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/triple-padding",
            .slug = Escape(p, "=", 3),
            .flags = {"TriplePercentEncoded"},
            .requirements = gen3,
            .comment = "two rounds of decoding leave %3D%3D",
            .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/percent/triple-plus",
            .slug = Escape(s, "+", 3),
            .flags = {"Seed", "TriplePercentEncoded"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 24)});
  c.Add(f, {.id = "sudoku/transport/percent/not-hex",
            .slug = "UyF2MSbOUA%3G%3D",
            .flags = {"BrokenEscape"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/percent/lone-percent-at-end",
            .slug = p + "%",
            .flags = {"BrokenEscape"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/percent/one-hex-digit",
            .slug = "UyF2MSbOUA%3D%3",
            .flags = {"BrokenEscape"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 10),
            .lenient = Err(BAD_CHARACTER, 13)});
  c.Add(f, {.id = "sudoku/transport/percent/escaped-space",
            .slug = Replace(s, '+', "%20"),
            .flags = {"Seed", "PlusAsSpace", "PercentEncoded"},
            .requirements = t3,
            .comment = "the '+' became a space, which was then escaped",
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/percent/escaped-non-ascii",
            .slug = p + "%C2%A0",
            .flags = {"NonAscii", "PercentEncoded"},
            .requirements = gen3,
            .comment = "an escaped no-break space: the byte 0xC2 comes from the '%' at 12",
            .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/percent/offset-after-escape",
            .slug = "%55" + V1({{19, 6}, {81, 1}}).substr(1),
            .flags = {"PercentEncoded", "OutOfRange"},
            .requirements = {"SUD-T3", "SUD-V1-2"},
            .comment = "lenient offsets count the escape as received: the cell field's character 7 is at 9",
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(VALUE_OUT_OF_RANGE, V1TupleAt(1) + 2)});
  c.Add(f, {.id = "sudoku/transport/percent/truncated-after-escape",
            .slug = "UyE%3D",
            .flags = {"PercentEncoded", "ShortHeader"},
            .requirements = {"SUD-T3", "SUD-H2"},
            .comment = "input that ends too early is reported at the input's length",
            .strict = Err(BAD_CHARACTER, 3),
            .lenient = Err(TRUNCATED, 6)});

  // 2. Line breaks and tabs.
  c.Add(f, {.id = "sudoku/transport/line-breaks/lf-after-header",
            .slug = Insert(p, 4, "\n"),
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 4),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/crlf-in-seed",
            .slug = Insert(s, 32, "\r\n"),
            .flags = {"Seed", "LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 32),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/tab",
            .slug = Insert(p, 7, "\t"),
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 7),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/form-feed",
            .slug = Insert(p, 1, "\f"),
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 1),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/cr",
            .slug = Insert(p, 11, "\r"),
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 11),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/wrapped-every-16",
            .slug = Wrap(s, 16, "\n"),
            .flags = {"Seed", "LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 16),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/leading-and-trailing",
            .slug = "\n" + p + "\r\n",
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/inside-padding",
            .slug = Insert(p, 11, "\n"),
            .flags = {"LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 11),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/vertical-tab",
            .slug = Insert(p, 6, "\v"),
            .flags = {"ForeignCharacter"},
            .requirements = gen3,
            .comment = "VT is not among the removed characters",
            .strict = Err(BAD_CHARACTER, 6)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/offset-after-break",
            .slug = Insert(V1({{81, 1}}), 4, "\n"),
            .flags = {"LineBreaks", "OutOfRange"},
            .requirements = {"SUD-T3", "SUD-V1-2"},
            .strict = Err(BAD_CHARACTER, 4),
            .lenient = Err(VALUE_OUT_OF_RANGE, 6)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/truncated-then-crlf",
            .slug = "UyE=\r\n",
            .flags = {"LineBreaks", "ShortHeader"},
            .requirements = {"SUD-T3", "SUD-H2"},
            .strict = Err(BAD_CHARACTER, 4),
            .lenient = Err(TRUNCATED, 6)});

  // 3. Prose punctuation.
  const std::pair<const char*, const char*> quotes[] = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"\"", "\""},
                                                        {"'", "'"}, {"`", "`"}, {"", "."},  {"", ","},  {"", ";"},
                                                        {"", ":"},  {"", "!"},  {"", "?"}};
  const char* names[] = {"parentheses",   "brackets",    "braces",    "angle-brackets", "double-quotes",
                         "single-quotes", "backticks",   "full-stop", "comma",          "semicolon",
                         "colon",         "exclamation", "question"};
  for (size_t i = 0; i < std::size(quotes); ++i) {
    const std::string slug = quotes[i].first + p + quotes[i].second;
    c.Add(f, {.id = std::string("sudoku/transport/prose/") + names[i],
              .slug = slug,
              .flags = {"ProsePunctuation", "LenientBeyondUpstream"},
              .requirements = t3,
              .strict = Err(BAD_CHARACTER, *quotes[i].first ? 0 : 12),
              .lenient = V1Ok(kPair)});
  }
  c.Add(f, {.id = "sudoku/transport/prose/all-at-once",
            .slug = "([{<\"'`" + p + "`'\">}]).,;:!?",
            .flags = {"ProsePunctuation"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/prose/unpadded",
            .slug = "(" + StripPadding(p) + ")",
            .flags = {"ProsePunctuation", "MissingPadding"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/prose/in-the-middle",
            .slug = Insert(p, 6, "."),
            .flags = {"ProsePunctuation"},
            .requirements = gen3,
            .comment = "punctuation is only removed at the ends",
            .strict = Err(BAD_CHARACTER, 6)});
  c.Add(f, {.id = "sudoku/transport/prose/wrong-sides",
            .slug = ")" + p + "(",
            .flags = {"ProsePunctuation"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 0)});
  c.Add(f, {.id = "sudoku/transport/prose/trailing-only-at-start",
            .slug = "!" + p,
            .flags = {"ProsePunctuation"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 0)});
  c.Add(f, {.id = "sudoku/transport/prose/offset-after-quote",
            .slug = "(" + V1({{81, 1}}) + ")",
            .flags = {"ProsePunctuation", "OutOfRange"},
            .requirements = {"SUD-T3", "SUD-V1-2"},
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = Err(VALUE_OUT_OF_RANGE, 6)});

  // 4. Space.
  const Givens two_plus = PuzzleWhoseSlugHas("+", 2);
  const std::string tp = V1(two_plus);
  c.Add(f, {.id = "sudoku/transport/space/two-pluses",
            .slug = Replace(tp, '+', " "),
            .flags = {"PlusAsSpace"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, Len(tp.substr(0, tp.find('+')))),
            .lenient = V1Ok(two_plus)});
  c.Add(f, {.id = "sudoku/transport/space/not-from-plus",
            .slug = Insert(p, 4, " "),
            .flags = {"SpaceNotFromPlus"},
            .requirements = gen3,
            .comment = "the space becomes '+': 11 data characters and 2 '='",
            .strict = Err(BAD_CHARACTER, 4),
            .lenient = Err(BAD_BASE64, 11)});
  c.Add(f, {.id = "sudoku/transport/space/after-padding",
            .slug = p + " ",
            .flags = {"SpaceNotFromPlus", "DataAfterPadding"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 12),
            .lenient = Err(BAD_BASE64, 10)});
  c.Add(f, {.id = "sudoku/transport/space/four-inserted",
            .slug = Insert(p, 4, "    "),
            .flags = {"SpaceNotFromPlus"},
            .requirements = gen3,
            .comment = "four spaces become '++++': whole base64, but the version byte is then 0xFB",
            .strict = Err(BAD_CHARACTER, 4),
            .lenient = Err(UNKNOWN_VERSION, 2)});

  // 5. URL-safe alphabet.
  c.Add(f, {.id = "sudoku/transport/url-safe/padded",
            .slug = UrlSafe(ws),
            .flags = {"UrlSafeAlphabet", "LenientBeyondUpstream"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, w_first),
            .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/url-safe/unpadded",
            .slug = StripPadding(UrlSafe(ws)),
            .flags = {"UrlSafeAlphabet", "MissingPadding", "LenientBeyondUpstream"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, w_first),
            .lenient = V1Ok(w)});
  std::string mixed = ws;
  mixed[w_slash] = '_';
  c.Add(f, {.id = "sudoku/transport/url-safe/mixed-alphabets",
            .slug = mixed,
            .flags = {"UrlSafeAlphabet", "LenientBeyondUpstream"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, static_cast<uint32_t>(w_slash)),
            .lenient = V1Ok(w)});

  // Several repairs together.
  c.Add(f, {.id = "sudoku/transport/combined/seed-in-mail",
            .slug = "(" + Escape(Wrap(Replace(s, '+', " "), 20, "\r\n"), "=") + ").",
            .flags = {"Seed", "CombinedDamage", "PlusAsSpace", "PercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/combined/url-safe-escaped-wrapped",
            .slug = "<" + Escape(Wrap(UrlSafe(ws), 5, "\n"), "=") + ">",
            .flags = {"CombinedDamage", "UrlSafeAlphabet", "PercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/combined/double-escaped-quoted",
            .slug = "\"" + Escape(p, "=", 2) + "\"\r\n",
            .flags = {"CombinedDamage", "DoublePercentEncoded", "ProsePunctuation", "LineBreaks"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0),
            .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/combined/escaped-plus-wrapped",
            .slug = Escape(Wrap(s, 30, "\n"), "+", 2) + ".",
            .flags = {"Seed", "CombinedDamage", "DoublePercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/combined/escaped-line-break-and-space",
            .slug = Replace(Insert(s, 40, "%0D%0A"), '+', " "),
            .flags = {"Seed", "CombinedDamage", "PercentEncoded", "LineBreaks", "PlusAsSpace"},
            .requirements = t3,
            .strict = Err(BAD_CHARACTER, 24),
            .lenient = V1Ok(seed)});

  // Characters no repair touches.
  c.Add(f, {.id = "sudoku/transport/foreign/no-break-space",
            .slug = p + "\xC2\xA0",
            .flags = {"NonAscii"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/foreign/ellipsis",
            .slug = StripPadding(p) + "\xE2\x80\xA6",
            .flags = {"NonAscii"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/foreign/e-acute",
            .slug = Insert(p, 5, "\xC3\xA9"),
            .flags = {"NonAscii"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 5)});
  c.Add(f, {.id = "sudoku/transport/foreign/fullwidth-plus",
            .slug = Replace(s, '+', "\xEF\xBC\x8B"),
            .flags = {"Seed", "NonAscii"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 24)});
  c.Add(f, {.id = "sudoku/transport/foreign/nul",
            .slug = std::string("UyF2MQ==") + '\0',
            .flags = {"ForeignCharacter"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 8)});
  c.Add(f, {.id = "sudoku/transport/foreign/next-query-parameter",
            .slug = p + "&lang=en",
            .flags = {"ForeignCharacter"},
            .requirements = gen3,
            .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/foreign/whole-url",
            .slug = "https://nickgirardo.com/projects/sudoku/player.html?play=" + p,
            .flags = {"ForeignCharacter"},
            .requirements = gen3,
            .comment = "the slug is the parameter, not the link",
            .strict = Err(BAD_CHARACTER, 5)});
}

}  // namespace slugspec::corpusgen::sudoku
