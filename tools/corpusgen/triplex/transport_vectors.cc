// The transport vectors (transport.jsonl): the length limit, empty input,
// the prefix, version and kind of §5.1 ([TPX-T1] to [TPX-T5]), and each
// lenient repair of [TPX-T7] alone, at several places and together.
//
// Damage at the end goes after a slug that ends in a rotatable cell or a
// level's class: after a bare solution's faces, a character that is no hex
// digit is both "BAD_CHARACTER at the first other character" and
// "TRAILING_DATA at the first character past ceil(N / 4)" ([TPX-S1]), and
// the oracle refuses those slugs.
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/triplex/families.h"
#include "corpusgen/triplex/oracle.h"
#include "corpusgen/triplex/partitions.h"

namespace slugspec::corpusgen::triplex {

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  const Partition domino = Grid("AccB/AABB");
  const std::string p = SolutionSlug(domino);  // tpx1s_4x2_24d_r1, 16 characters
  const std::string e(kExampleSlug);           // tpx1s_4x2_24d
  const std::string lv(kExampleLevelSlug);     // tpx1l_4x2_10001100_n, 20 characters
  const Outcome ok = Ok(domino);
  const Outcome example_ok = Ok(Example());
  const Outcome level_ok = Ok(LevelOf(Example()));
  // The rotatable marker on the domino's second cell: VALUE_OUT_OF_RANGE
  // at 15, to see lenient offsets move with the damage.
  const std::string broken = e + "_r2";
  Family add(c, f, "triplex/transport/");
  const std::vector<std::string> t7 = {"TPX-T7"};
  const std::vector<std::string> gen3 = {"TPX-T7", "GEN-3"};

  // [TPX-T2] The length limit, checked on the input as received.
  add("length/256-spaces", p + std::string(256 - p.size(), ' '), {"LengthLimit", "SurroundingSpaces"}, t7,
      Err(BAD_CHARACTER, 16), ok, "exactly 256 bytes: within the limit; the repairs leave the slug");
  add("length/257-spaces", p + std::string(257 - p.size(), ' '), {"LengthLimit", "SurroundingSpaces"}, {},
      Err(INPUT_TOO_LONG, 256), std::nullopt, "one byte over: rejected before any repair");
  add("length/256-leading-spaces", std::string(256 - e.size(), ' ') + e, {"LengthLimit", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), example_ok);
  add("length/257-leading-spaces", std::string(257 - e.size(), ' ') + e, {"LengthLimit", "SurroundingSpaces"}, {},
      Err(INPUT_TOO_LONG, 256));
  add("length/256-line-breaks", lv + std::string(256 - lv.size(), '\n'), {"LengthLimit", "LineBreaks"}, t7,
      Err(TRAILING_DATA, 20), level_ok);
  add("length/257-line-breaks", lv + std::string(257 - lv.size(), '\n'), {"LengthLimit", "LineBreaks"}, {},
      Err(INPUT_TOO_LONG, 256));
  add("length/256-faces", e + std::string(256 - e.size(), '0'), {"LengthLimit", "FaceDigits"}, {"TPX-S1"},
      Err(TRAILING_DATA, 13), std::nullopt, "246 face digits where 4 x 2 has 3: within the limit");
  add("length/257-faces", e + std::string(257 - e.size(), '0'), {"LengthLimit"}, {}, Err(INPUT_TOO_LONG, 256));
  add("length/1000", "tpx1s_4x2_" + std::string(990, 'f'), {"LengthLimit"}, {}, Err(INPUT_TOO_LONG, 256));
  add("length/257-garbage", std::string(257, '*'), {"LengthLimit"}, {}, Err(INPUT_TOO_LONG, 256));

  // [TPX-T1] Empty input, and input that the repairs leave empty.
  add("empty/empty-string", "", {"Empty"}, {}, Err(EMPTY_INPUT, 0));
  add("empty/line-breaks-only", "\r\n\t\f", {"Empty", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/spaces-only", "   ", {"Empty", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/punctuation-only", "(\"').", {"Empty", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/escaped-space", "%20", {"Empty", "PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0));
  add("empty/escaped-line-break", "%0A", {"Empty", "PercentEncoded", "LineBreaks"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0));
  add("empty/quoted-space", "\" \"", {"Empty", "ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0), "the quotes go first, then the space between them");

  // [TPX-T3] The prefix.
  struct Bad {
    const char* name;
    std::string slug;
    uint32_t at;
  };
  const Bad magics[] = {
      {"x-for-t", "x" + e.substr(1), 0},
      {"q-for-p", "tq" + e.substr(2), 1},
      {"y-for-x", "tpy" + e.substr(3), 2},
      {"no-t", e.substr(1), 0},
      {"double-t", "t" + e, 1},
      {"sudoku-slug", "UyF2MSbOUA==", 0},
      {"pentomino-slug", "R5_5", 0},
      {"santorini-slug", "san2_dhawauacascttttuzq", 0},
      {"whole-link", "https://example.com/triplex?s=" + e, 0},
      {"tetris", "tet1_abc", 1},
  };
  for (const Bad& m : magics) add(std::string("prefix/") + m.name, m.slug, {"BadMagic"}, {}, Err(BAD_MAGIC, m.at));
  add("prefix/t", "t", {"ShortHeader"}, {}, Err(TRUNCATED, 1));
  add("prefix/tp", "tp", {"ShortHeader"}, {}, Err(TRUNCATED, 2));
  add("prefix/tp-full-stop", "tp.", {"ShortHeader", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 2), Err(TRUNCATED, 3),
      "TRUNCATED at the input's length as received");
  // [TPX-T7] folds after the first 6 characters only: an upper-case prefix is BAD_MAGIC in both profiles.
  add("prefix/capital-t", "T" + e.substr(1), {"BadMagic", "UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0),
      std::nullopt, "T and letters and digits is the shape of a pentomino v3 link (surface T)");
  add("prefix/capital-p", "tP" + e.substr(2), {"BadMagic", "UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 1));
  add("prefix/capital-x", "tpX" + e.substr(3), {"BadMagic", "UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 2));
  add("prefix/capitals", "TPX" + e.substr(3), {"BadMagic", "UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("prefix/capital-t-alone", "T", {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("prefix/escaped-t", "%74" + e.substr(1), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), example_ok);
  add("prefix/escaped-capital-t", "%54" + e.substr(1), {"PercentEncoded", "UpperCase", "UpperCasePrefix"}, gen3,
      Err(BAD_MAGIC, 0), std::nullopt, "the escape makes T, which is not folded");
  add("prefix/x-in-prose", "(x" + p + ")", {"BadMagic", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 1));

  // [TPX-T4] The version.
  const Bad versions[] = {
      {"0", "tpx0" + e.substr(4), 3},      {"2", "tpx2" + e.substr(4), 3},   {"9", "tpx9" + lv.substr(4), 3},
      {"missing", "tpx" + e.substr(4), 3}, {"v1", "tpxv1" + e.substr(4), 3}, {"underscore", "tpx_" + e.substr(4), 3},
      {"triplex", "triplex", 1},
  };
  for (const Bad& v : versions) {
    const ErrorCode code = v.at == 3 ? UNKNOWN_VERSION : BAD_MAGIC;
    add(std::string("version/") + v.name, v.slug, {v.at == 3 ? "UnknownVersion" : "BadMagic"}, {}, Err(code, v.at));
  }
  add("version/none", "tpx", {"ShortHeader"}, {}, Err(TRUNCATED, 3));
  add("version/space", "tpx ", {"ShortHeader", "SurroundingSpaces"}, t7, Err(UNKNOWN_VERSION, 3), Err(TRUNCATED, 4));
  add("version/escaped", "tpx%31" + e.substr(4), {"PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3), example_ok);
  add("version/escaped-alone", "tpx%31", {"ShortHeader", "PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3),
      Err(TRUNCATED, 6));
  add("version/11", "tpx11" + e.substr(4), {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4), std::nullopt,
      "a version is one digit; the kind is looked for after it");
  add("version/12-level", "tpx12" + lv.substr(4), {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4));
  add("version/1-point-5", "tpx1.5" + e.substr(4), {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4));

  // [TPX-T5] The kind and its '_'.
  const Bad kinds[] = {
      {"x", "tpx1x" + e.substr(5), 4},
      {"missing", "tpx1" + e.substr(5), 4},
      {"solution-word", "tpx1sol_4x2_24d", 5},
      {"hyphen", "tpx1s-" + e.substr(6), 5},
      {"no-underscore", "tpx1s" + e.substr(6), 5},
      {"full-stop", "tpx1l." + lv.substr(6), 5},
      {"both-kinds", "tpx1sl_" + e.substr(6), 5},
      {"level-kind-twice", "tpx1ll_" + lv.substr(6), 5},
  };
  for (const Bad& k : kinds)
    add(std::string("kind/") + k.name, k.slug, {"Separator"}, {"TPX-T5"}, Err(BAD_CHARACTER, k.at));
  add("kind/none", "tpx1", {"ShortHeader"}, {}, Err(TRUNCATED, 4));
  add("kind/solution-no-underscore", "tpx1s", {"ShortHeader"}, {}, Err(TRUNCATED, 5));
  add("kind/level-no-underscore", "tpx1l", {"ShortHeader"}, {}, Err(TRUNCATED, 5));
  add("kind/upper-case-s", "tpx1S" + p.substr(5), {"UpperCase"}, gen3, Err(BAD_CHARACTER, 4), std::nullopt,
      "the kind is one of the first 6 characters, which are not folded");
  add("kind/upper-case-l", "tpx1L" + lv.substr(5), {"UpperCase"}, gen3, Err(BAD_CHARACTER, 4));
  add("kind/escaped-underscore", "tpx1s%5F" + p.substr(6), {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("kind/space-after", "tpx1s ", {"ShortHeader", "SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 5), Err(TRUNCATED, 6));
  add("kind/space-inside", "tpx1s_ 4x2_24d_r1", {"Separator"}, gen3, Err(BAD_CHARACTER, 6), std::nullopt,
      "a space inside is no transit damage the repairs undo");

  // Characters no repair removes.
  const Bad characters[] = {
      {"vertical-tab", Insert(p, 10, "\v"), 10},
      {"nul", Insert(p, 8, std::string(1, '\0')), 8},
      {"plus", Insert(p, 12, "+"), 12},
      {"asterisk", Insert(lv, 14, "*"), 14},
  };
  for (const Bad& ch : characters) {
    add(std::string("character/") + ch.name, ch.slug, {"ForeignCharacter"}, gen3, Err(BAD_CHARACTER, ch.at));
  }
  const Bad non_ascii[] = {
      {"e-acute", Insert(p, 11, "\xC3\xA9"), 11},
      {"no-break-space-after", p + "\xC2\xA0", 16},
      {"ellipsis-after-level", lv + "\xE2\x80\xA6", 20},
      {"escaped-e-acute", Insert(p, 11, "%C3%A9"), 11},  // 0xC3 comes from the '%'
  };
  for (const Bad& ch : non_ascii) {
    add(std::string("character/") + ch.name, ch.slug, {"NonAscii"}, gen3,
        Err(ch.at == 20 ? TRAILING_DATA : BAD_CHARACTER, ch.at));
  }
  add("character/next-parameter", p + "&lang=en", {"ForeignCharacter"}, gen3, Err(BAD_CHARACTER, 16));
  add("character/level-next-parameter", lv + "&lang=en", {"ForeignCharacter"}, gen3, Err(TRAILING_DATA, 20));

  // [TPX-T7] percent-escapes, twice at most.
  add("percent/every-character", Escape(p, ""), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/faces-twice", "tpx1s_4x2_" + Escape("24d", "", 2) + "_r1", {"DoublePercentEncoded"}, t7,
      Err(BAD_CHARACTER, 10), ok);
  add("percent/faces-thrice", "tpx1s_4x2_" + Escape("24d", "", 3) + "_r1", {"TriplePercentEncoded"}, gen3,
      Err(BAD_CHARACTER, 10), std::nullopt, "two rounds of decoding leave %32%34%64: '%' is no hex digit");
  add("length/every-character-escaped-twice", Escape(p, "", 2), {"DoublePercentEncoded", "LengthLimit"}, t7,
      Err(BAD_MAGIC, 0), ok,
      "80 bytes, within the limit of 256, which is set so that a slug escaped twice still fits; two rounds "
      "of decoding leave the 16-byte slug");
  add("percent/underscores", Escape(lv, "_"), {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), level_ok);
  add("percent/underscores-lower-hex", "tpx1s%5f4x2%5f24d%5fr1", {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("percent/underscores-twice", Escape(p, "_", 2), {"DoublePercentEncoded"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("percent/underscores-thrice", Escape(p, "_", 3), {"TriplePercentEncoded"}, gen3, Err(BAD_CHARACTER, 5));
  add("percent/single-and-double", "tpx1s%5F4x2%255F24d_r1", {"PercentEncoded", "DoublePercentEncoded"}, t7,
      Err(BAD_CHARACTER, 5), ok);
  add("percent/faces", "tpx1s_4x2_%32%34%64_r1", {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 10), ok);
  add("percent/escaped-capitals", "tpx1s_4%58" + Upper(p, kFoldFrom).substr(8),
      {"PercentEncoded", "UpperCase", "CombinedDamage"}, t7, Err(BAD_CHARACTER, 7), ok,
      "%58 is X, which repair 4 folds");
  add("percent/escaped-line-break", p + "%0D%0A", {"PercentEncoded", "LineBreaks"}, t7, Err(BAD_CHARACTER, 16), ok);
  add("percent/escaped-spaces", "%20" + p + "%20", {"PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/escaped-quotes", "%22" + lv + "%22", {"PercentEncoded", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0),
      level_ok);
  add("percent/lone-percent", p + "%", {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 16));
  add("percent/one-hex-digit", Insert(p, 7, "%4"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 7), std::nullopt,
      "'%4x' is no escape");
  add("percent/not-hex", Insert(lv, 12, "%zz"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 12));
  add("percent/offset-after-escape", "%74" + broken.substr(1), {"PercentEncoded", "RotatableMarker"},
      {"TPX-T7", "TPX-S7"}, Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 17),
      "lenient offsets count the escape as received: the cell's digit 15 is at 17");

  // [TPX-T7] TAB, LF, FF, CR.
  add("line-breaks/after-underscore", Insert(p, 6, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 6), ok);
  add("line-breaks/inside-prefix", Insert(p, 2, "\r\n"), {"LineBreaks"}, t7, Err(BAD_MAGIC, 2), ok);
  add("line-breaks/tab-in-size", Insert(p, 7, "\t"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 7), ok);
  add("line-breaks/form-feed-in-faces", Insert(e, 11, "\f"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 11), example_ok);
  add("line-breaks/cr-in-counts", Insert(lv, 14, "\r"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 14), level_ok);
  add("line-breaks/wrapped-every-4", Wrap(p, 4, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("line-breaks/wrapped-level", Wrap(lv, 7, "\r\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 7), level_ok);
  add("line-breaks/leading-and-trailing", "\n" + p + "\r\n", {"LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("line-breaks/offset-after-break", Insert(broken, 5, "\r\n"), {"LineBreaks", "RotatableMarker"},
      {"TPX-T7", "TPX-S7"}, Err(BAD_CHARACTER, 5), Err(VALUE_OUT_OF_RANGE, 17));
  add("line-breaks/truncated-then-crlf", "tpx1\r\n", {"LineBreaks", "ShortHeader"}, t7, Err(BAD_CHARACTER, 4),
      Err(TRUNCATED, 6));

  // [TPX-T7] prose punctuation at the ends.
  const std::pair<const char*, const char*> quotes[] = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"\"", "\""},
                                                        {"'", "'"}, {"`", "`"}, {"", "."},  {"", ","},  {"", ";"},
                                                        {"", ":"},  {"", "!"},  {"", "?"}};
  const char* names[] = {"parentheses",   "brackets",    "braces",    "angle-brackets", "double-quotes",
                         "single-quotes", "backticks",   "full-stop", "comma",          "semicolon",
                         "colon",         "exclamation", "question"};
  for (size_t i = 0; i < std::size(quotes); ++i) {
    const bool opening = *quotes[i].first != '\0';
    add(std::string("prose/") + names[i], quotes[i].first + p + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(BAD_CHARACTER, 16), ok);
    add(std::string("prose/level-") + names[i], quotes[i].first + lv + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(TRAILING_DATA, 20), level_ok);
  }
  add("prose/all-at-once", "([{<\"'`" + p + "`'\">}]).,;:!?", {"ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("prose/opening-before-bare-solution", "(" + e, {"ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), example_ok);
  add("prose/wrong-sides", ")" + p + "(", {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/closing-at-start", "!" + lv, {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/inside", Insert(lv, 18, "."), {"ProsePunctuation"}, gen3, Err(BAD_CHARACTER, 18));
  add("prose/offset-after-quote", "\"" + broken + "\"", {"ProsePunctuation", "RotatableMarker"}, {"TPX-T7", "TPX-S7"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 16));
  // Spaces go before and after the punctuation, but each step runs once.
  add("prose/space-after-closing-quote", "\"" + p + "\" ", {"ProsePunctuation", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), ok, "the first step removes the space, the second the quotes");
  add("prose/spaces-around-brackets", " (" + p + ") ", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      ok);
  add("prose/spaces-inside-brackets", "( " + p + " )", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      ok, "the second step removes the brackets, the third the spaces they held");
  add("prose/space-between-marks", "\" (" + p + ")\"", {"ProsePunctuation", "SurroundingSpaces"}, gen3,
      Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 2),
      "the trim stops at the space after the quote, and the repairs run once: the bracket stays");
  add("prose/full-stop-after-space", p + " .", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 16),
      ok, "the second step trims the full stop, the third the space it uncovers");

  // [TPX-T7] spaces at either end.
  add("spaces/leading", " " + e, {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), example_ok);
  add("spaces/trailing", p + " ", {"SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 16), ok);
  add("spaces/level-trailing", lv + "  ", {"SurroundingSpaces"}, t7, Err(TRAILING_DATA, 20), level_ok);
  add("spaces/both-many", "   " + p + "    ", {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/tab-and-space", " \t " + p + "\n", {"SurroundingSpaces", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/offset-after-spaces", "  " + broken, {"SurroundingSpaces", "RotatableMarker"}, {"TPX-T7", "TPX-S7"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 17));
  add("spaces/no-break-space", "\xC2\xA0" + p, {"NonAscii"}, gen3, Err(BAD_MAGIC, 0), std::nullopt,
      "U+00A0 is not the space the repairs remove");
  add("spaces/inside-faces", Insert(p, 11, " "), {"SurroundingSpaces"}, gen3, Err(BAD_CHARACTER, 11));

  // [TPX-T7] upper case after the first 6 characters.
  add("upper-case/payload", Upper(p, kFoldFrom), {"UpperCase"}, t7, Err(BAD_CHARACTER, 7), ok);
  add("upper-case/faces-only", "tpx1s_4x2_24D_r1", {"UpperCase"}, t7, Err(BAD_CHARACTER, 12), ok);
  add("upper-case/marker-only", "tpx1s_4x2_24d_R1", {"UpperCase"}, t7, Err(BAD_CHARACTER, 14), ok);
  add("upper-case/level", Upper(lv, kFoldFrom), {"UpperCase"}, t7, Err(BAD_CHARACTER, 7), level_ok);
  add("upper-case/offset", Upper(broken, kFoldFrom), {"UpperCase", "RotatableMarker"}, {"TPX-T7", "TPX-S7"},
      Err(BAD_CHARACTER, 7), Err(VALUE_OUT_OF_RANGE, 15));
  add("upper-case/all", Upper(p), {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("upper-case/prefix-only", "TPX" + p.substr(3), {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("upper-case/prefix-in-prose", "(" + Upper(lv) + ").", {"UpperCase", "UpperCasePrefix", "ProsePunctuation"}, gen3,
      Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 1));

  // Several repairs together.
  const std::string shouted = Upper(p, kFoldFrom);
  add("combined/mail", "(" + Escape(Wrap(shouted, 5, "\r\n"), "_") + ").",
      {"CombinedDamage", "UpperCase", "PercentEncoded", "LineBreaks", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("combined/chat", "  <" + p + ">\n", {"CombinedDamage", "SurroundingSpaces", "ProsePunctuation", "LineBreaks"}, t7,
      Err(BAD_MAGIC, 0), ok);
  add("combined/escaped-everything", Escape("\"" + shouted + "\"\r\n", "\"_\r\n", 2),
      {"CombinedDamage", "DoublePercentEncoded", "ProsePunctuation", "UpperCase", "LineBreaks"}, t7, Err(BAD_MAGIC, 0),
      ok);
  add("combined/quoted-level", "'" + Wrap(Upper(lv, kFoldFrom), 8, "\n") + "'.",
      {"CombinedDamage", "ProsePunctuation", "LineBreaks", "UpperCase"}, t7, Err(BAD_MAGIC, 0), level_ok);
}

}  // namespace slugspec::corpusgen::triplex
