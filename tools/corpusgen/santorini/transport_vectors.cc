// The transport vectors (transport.jsonl): the length limit, empty input,
// the prefix, version, separator and payload characters of §3.1, and each
// lenient repair of §3.2 alone, at several places and together.
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  const Position post = PostPosition();
  const std::string p(kPostSlug);  // san2_dhawauacascttttuzq, 23 characters
  const std::string payload = p.substr(5);
  const Outcome ok = V2Ok(post);
  // The post's position with player one's second worker on square 25:
  // VALUE_OUT_OF_RANGE at 6, to see lenient offsets move with the damage.
  Fields bad = FieldsOf(CanonicalLayout(post), '2');
  bad.workers[1] = 25;
  const std::string broken = Write(bad, '2');
  Family add(c, f, "santorini/transport/");
  const std::vector<std::string> t7 = {"SAN-T7"};
  const std::vector<std::string> gen3 = {"SAN-T7", "GEN-3"};

  // [SAN-T2] The length limit, checked on the input as received.
  add("length/256-line-breaks", p + std::string(256 - p.size(), '\n'), {"LengthLimit", "LineBreaks"}, t7,
      Err(BAD_CHARACTER, 23), ok, "exactly 256 bytes: within the limit; the repairs leave the slug");
  add("length/257-line-breaks", p + std::string(257 - p.size(), '\n'), {"LengthLimit", "LineBreaks"}, {},
      Err(INPUT_TOO_LONG, 256), std::nullopt, "one byte over: rejected before any repair");
  add("length/256-spaces", std::string(256 - p.size(), ' ') + p, {"LengthLimit", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), ok);
  add("length/257-spaces", std::string(257 - p.size(), ' ') + p, {"LengthLimit", "SurroundingSpaces"}, {},
      Err(INPUT_TOO_LONG, 256));
  add("length/256-payload", "san2_" + std::string(251, '7'), {"LengthLimit", "OutOfRange"}, {"SAN-F2"},
      Err(VALUE_OUT_OF_RANGE, WorkerAt(0)), std::nullopt, "251 payload characters pass the limit; every bit is 1");
  add("length/256-punctuation", p + std::string(256 - p.size(), '.'), {"LengthLimit", "ProsePunctuation"}, t7,
      Err(BAD_CHARACTER, 23), ok, "exactly 256 bytes: a run of 233 full stops, trimmed whole (README §2)");
  add("length/257-punctuation", p + std::string(257 - p.size(), '.'), {"LengthLimit", "ProsePunctuation"}, {},
      Err(INPUT_TOO_LONG, 256), std::nullopt,
      "one byte over: the length is the input's as received, though trimming would leave 23 bytes");
  add("length/257-payload", "san2_" + std::string(252, '7'), {"LengthLimit"}, {}, Err(INPUT_TOO_LONG, 256));
  add("length/1000-payload", "san2_" + std::string(995, 'a'), {"LengthLimit"}, {}, Err(INPUT_TOO_LONG, 256));

  // [SAN-T1] Empty input, and input that the repairs leave empty.
  add("empty/empty-string", "", {"Empty"}, {}, Err(EMPTY_INPUT, 0));
  add("empty/line-breaks-only", "\r\n\t\f", {"Empty", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/spaces-only", "   ", {"Empty", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/punctuation-only", "(\"').", {"Empty", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/escaped-space", "%20", {"Empty", "PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0));
  add("empty/quoted-space", "\" \"", {"Empty", "ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0), "the quotes go first, then the space between them");

  // [SAN-T3] The prefix.
  struct Bad {
    const char* name;
    std::string slug;
    uint32_t at;
  };
  const Bad magics[] = {
      {"x-for-s", "xan2_" + payload, 0},
      {"b-for-a", "sbn2_" + payload, 1},
      {"no-a", "sn2_" + payload, 1},
      {"sudoku-slug", "UyF2MSbOUA==", 0},
      {"pentomino-slug", "R5_5", 0},
      {"bare-bits", std::string(kPostMessage), 0},
      {"whole-link", "https://example.com/santorini?p=" + p, 0},
  };
  for (const Bad& m : magics) add(std::string("prefix/") + m.name, m.slug, {"BadMagic"}, {}, Err(BAD_MAGIC, m.at));
  add("prefix/x-in-prose", "(x" + p + ")", {"BadMagic", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 1));
  // §3.2 step 4 folds the payload only: an upper-case prefix is BAD_MAGIC in both profiles.
  add("prefix/capital-s", "S" + p.substr(1), {"BadMagic", "UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("prefix/capital-m", "saM2_" + payload, {"BadMagic", "UpperCase"}, t7, Err(BAD_MAGIC, 2), Err(BAD_MAGIC, 2),
      "lenient reads 'm'");
  add("prefix/s", "s", {"ShortHeader"}, {}, Err(TRUNCATED, 1));
  add("prefix/sa", "sa", {"ShortHeader"}, {}, Err(TRUNCATED, 2));
  add("prefix/sa-full-stop", "sa.", {"ShortHeader", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 2), Err(TRUNCATED, 3),
      "TRUNCATED at the input's length as received");
  add("prefix/capital-s-alone", "S", {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));

  // [SAN-T4] The version.
  const Bad versions[] = {
      {"0", "san0_" + payload, 3},      {"9", "san9_" + payload, 3},   {"v2", "sanv2_" + payload, 3},
      {"missing", "san_" + payload, 3}, {"santorini", "santorini", 3}, {"letter-l", "sanl_" + payload, 3},
  };
  for (const Bad& v : versions) {
    add(std::string("version/") + v.name, v.slug, {"UnknownVersion"}, {}, Err(UNKNOWN_VERSION, v.at));
  }
  add("version/3-upper-case-payload", "san3_" + Upper(payload), {"UnknownVersion", "UpperCase"}, t7,
      Err(UNKNOWN_VERSION, 3));
  add("version/3-upper-case", "SAN3_" + Upper(payload), {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0),
      std::nullopt, "the prefix is checked before the version, and not folded");
  add("version/none", "san", {"ShortHeader"}, {}, Err(TRUNCATED, 3));
  add("version/space", "san ", {"ShortHeader", "SurroundingSpaces"}, t7, Err(UNKNOWN_VERSION, 3), Err(TRUNCATED, 4));
  add("version/escaped", "san%32_" + payload, {"PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3), ok);
  add("version/escaped-alone", "san%32", {"ShortHeader", "PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3),
      Err(TRUNCATED, 6));
  add("version/12", "san12_" + payload, {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4), std::nullopt,
      "a version is one digit");
  add("version/22", "san22_" + payload, {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4));
  add("version/2v2", "san2v2_" + payload, {"VersionPrefix"}, {}, Err(BAD_CHARACTER, 4));

  // [SAN-T5] The separator.
  const Bad separators[] = {
      {"full-stop", "san2." + payload, 4}, {"colon", "san2:" + payload, 4},  {"slash", "san2/" + payload, 4},
      {"equals", "san2=" + payload, 4},    {"nothing", "san2" + payload, 4}, {"double", "san2__" + payload, 5},
  };
  for (const Bad& s : separators) {
    add(std::string("separator/") + s.name, s.slug, {"Separator"}, {}, Err(BAD_CHARACTER, s.at));
  }
  add("separator/none", "san2", {"ShortHeader"}, {}, Err(TRUNCATED, 4));
  add("separator/v1-none", "san1", {"ShortHeader"}, {}, Err(TRUNCATED, 4));
  add("separator/full-stop-alone", "san2.", {"Separator", "ProsePunctuation"}, t7, Err(BAD_CHARACTER, 4),
      Err(TRUNCATED, 5));
  add("separator/escaped", "san2%5F" + payload, {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("separator/escaped-lower-hex", "san2%5f" + payload, {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("separator/space-then-letters", "san2 " + payload, {"Separator", "PostNotation"}, {"SAN-T8"},
      Err(BAD_CHARACTER, 4), Err(BAD_CHARACTER, 5), "a space starts the post's notation, which has only 0 and 1");

  // [SAN-T6] The payload's characters.
  add("payload/v1-empty", "san1_", {"ShortHeader"}, {}, Err(TRUNCATED, 5));
  add("payload/full-stop-alone", "san2_.", {"ShortHeader", "ProsePunctuation"}, t7, Err(BAD_CHARACTER, 5),
      Err(TRUNCATED, 6));
  const Bad characters[] = {
      {"digit-0", Insert(p, 9, "0"), 9},      {"digit-8", Insert(p, 5, "8"), 5},
      {"digit-9", p.substr(0, 22) + "9", 22}, {"base32-padding", p + "======", 23},
      {"plus", Insert(p, 12, "+"), 12},       {"hyphen", Insert(p, 12, "-"), 12},
      {"underscore", Insert(p, 20, "_"), 20}, {"space-inside", Insert(p, 14, " "), 14},
      {"next-parameter", p + "&lang=en", 23}, {"vertical-tab", Insert(p, 8, "\v"), 8},
      {"nul", p + std::string(1, '\0'), 23},  {"prose-inside", Insert(p, 10, "."), 10},
  };
  for (const Bad& ch : characters) {
    add(std::string("payload/") + ch.name, ch.slug, {"NotBase32"}, {}, Err(BAD_CHARACTER, ch.at));
  }
  const Bad non_ascii[] = {
      {"e-acute", Insert(p, 9, "\xC3\xA9"), 9},
      {"no-break-space", p + "\xC2\xA0", 23},
      {"ellipsis", p + "\xE2\x80\xA6", 23},
      {"escaped-e-acute", Insert(p, 9, "%C3%A9"), 9},  // 0xC3 comes from the '%'
  };
  for (const Bad& ch : non_ascii) {
    add(std::string("payload/") + ch.name, ch.slug, {"NonAscii"}, gen3, Err(BAD_CHARACTER, ch.at));
  }
  add("payload/upper-case-letter", Insert(p.substr(0, 5) + p.substr(6), 5, "D"), {"UpperCase"}, t7,
      Err(BAD_CHARACTER, 5), ok);
  add("payload/upper-case-payload", "san2_" + Upper(payload), {"UpperCase"}, t7, Err(BAD_CHARACTER, 5), ok);

  // §3.2 step 2: percent-escapes, twice at most.
  add("percent/every-character", Escape(p, ""), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/every-character-twice", Escape(p, "", 2), {"DoublePercentEncoded"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/every-character-thrice", Escape(p, "", 3), {"TriplePercentEncoded"}, gen3, Err(BAD_MAGIC, 0),
      std::nullopt, "two rounds of decoding leave %73%61...: '%' is not 's'");
  add("percent/separator-twice", "san2%255F" + payload, {"DoublePercentEncoded"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("percent/separator-thrice", "san2%25255F" + payload, {"TriplePercentEncoded"}, gen3, Err(BAD_CHARACTER, 4));
  add("percent/single-and-double", "san2%5F" + payload.substr(0, 11) + "%2574" + payload.substr(12),
      {"PercentEncoded", "DoublePercentEncoded"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("percent/letters-escaped", Escape(p, "san"), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/escaped-capitals", "%73%61%6E2_" + Escape(Upper(payload), "DHW"),
      {"PercentEncoded", "UpperCase", "CombinedDamage"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/escaped-capital-prefix", "%53%41%4E2_" + payload, {"PercentEncoded", "UpperCase", "UpperCasePrefix"},
      gen3, Err(BAD_MAGIC, 0), std::nullopt, "the escapes make SAN, which is not folded");
  add("percent/escaped-line-break", p + "%0D%0A", {"PercentEncoded", "LineBreaks"}, t7, Err(BAD_CHARACTER, 23), ok);
  add("percent/escaped-spaces", "%20" + p + "%20", {"PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/escaped-quotes", "%22" + p + "%22", {"PercentEncoded", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/twice-escaped-bad-character", p.substr(0, 22) + "%2531", {"DoublePercentEncoded"}, gen3,
      Err(BAD_CHARACTER, 22), std::nullopt,
      "two rounds make '1', no base32 character: at the offset of the first '%' of its escape (README §2)");
  add("percent/lone-percent", p + "%", {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 23));
  add("percent/one-hex-digit", Insert(p, 10, "%4"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 10), std::nullopt,
      "'%4u' is no escape");
  add("percent/not-hex", Insert(p, 9, "%zz"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 9));
  add("percent/offset-after-escape", "%73" + broken.substr(1), {"PercentEncoded", "OutOfRange"}, {"SAN-T7", "SAN-F2"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, WorkerAt(1) + 2),
      "lenient offsets count the escape as received: the worker's character 6 is at 8");

  // §3.2 step 2: tabs and line breaks.
  add("line-breaks/after-separator", Insert(p, 5, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("line-breaks/inside-prefix", Insert(p, 2, "\r\n"), {"LineBreaks"}, t7, Err(BAD_MAGIC, 2), ok);
  add("line-breaks/tab", Insert(p, 4, "\t"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("line-breaks/form-feed", Insert(p, 17, "\f"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 17), ok);
  add("line-breaks/cr", Insert(p, 22, "\r"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 22), ok);
  add("line-breaks/wrapped-every-5", Wrap(p, 5, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("line-breaks/leading-and-trailing", "\n" + p + "\r\n", {"LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("line-breaks/offset-after-break", Insert(broken, 5, "\r\n"), {"LineBreaks", "OutOfRange"}, {"SAN-T7", "SAN-F2"},
      Err(BAD_CHARACTER, 5), Err(VALUE_OUT_OF_RANGE, WorkerAt(1) + 2));
  add("line-breaks/truncated-then-crlf", "san2\r\n", {"LineBreaks", "ShortHeader"}, t7, Err(BAD_CHARACTER, 4),
      Err(TRUNCATED, 6));

  // §3.2 step 2: prose punctuation at the ends.
  const std::pair<const char*, const char*> quotes[] = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"\"", "\""},
                                                        {"'", "'"}, {"`", "`"}, {"", "."},  {"", ","},  {"", ";"},
                                                        {"", ":"},  {"", "!"},  {"", "?"}};
  const char* names[] = {"parentheses",   "brackets",    "braces",    "angle-brackets", "double-quotes",
                         "single-quotes", "backticks",   "full-stop", "comma",          "semicolon",
                         "colon",         "exclamation", "question"};
  for (size_t i = 0; i < std::size(quotes); ++i) {
    const bool opening = *quotes[i].first != '\0';
    add(std::string("prose/") + names[i], quotes[i].first + p + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(BAD_CHARACTER, 23), ok);
  }
  add("prose/all-at-once", "([{<\"'`" + p + "`'\">}]).,;:!?", {"ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("prose/wrong-sides", ")" + p + "(", {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/closing-at-start", "!" + p, {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/offset-after-quote", "\"" + broken + "\"", {"ProsePunctuation", "OutOfRange"}, {"SAN-T7", "SAN-F2"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, WorkerAt(1) + 1));
  // Spaces go before and after the punctuation (steps 1 and 3), but each
  // step runs once: a space between two marks keeps the inner one.
  add("prose/space-after-closing-quote", "\"" + p + "\" ", {"ProsePunctuation", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), ok, "step 1 removes the space, step 2 the quotes");
  add("prose/spaces-around-brackets", " (" + p + ") ", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      ok);
  add("prose/spaces-inside-brackets", "( " + p + " )", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      ok, "step 2 removes the brackets, step 3 the spaces they held");
  add("prose/spaces-on-both-sides-of-brackets", "  ( " + p + " )  ", {"ProsePunctuation", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), ok);
  add("prose/space-between-marks", "\" (" + p + ")\"", {"ProsePunctuation", "SurroundingSpaces"}, gen3,
      Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 2),
      "step 2 stops at the space after the quote, and the repairs run once: the bracket stays");
  add("prose/full-stop-after-space", p + " .", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 23),
      ok, "step 2 trims the full stop, step 3 the space it uncovers");

  // §3.2 steps 1 and 3: spaces at either end.
  add("spaces/leading", " " + p, {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/trailing", p + " ", {"SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 23), ok);
  add("spaces/both-many", "   " + p + "    ", {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/tab-and-space", " \t " + p + "\n", {"SurroundingSpaces", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/offset-after-spaces", "  " + broken, {"SurroundingSpaces", "OutOfRange"}, {"SAN-T7", "SAN-F2"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, WorkerAt(1) + 2));
  add("spaces/no-break-space", "\xC2\xA0" + p, {"NonAscii"}, gen3, Err(BAD_MAGIC, 0), std::nullopt,
      "U+00A0 is not the space of steps 1 and 3");

  // §3.2 step 4: upper case.
  add("upper-case/payload-mixed", "san2_DhAwAuAcAsCtTtTuZq", {"UpperCase"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("upper-case/v1", "san1_" + Upper(std::string(kPostV1Slug).substr(5)), {"UpperCase"}, t7, Err(BAD_CHARACTER, 5),
      V1Ok(post));
  add("upper-case/offset", "san2_" + Upper(broken.substr(5)), {"UpperCase", "OutOfRange"}, {"SAN-T7", "SAN-F2"},
      Err(BAD_CHARACTER, 5), Err(VALUE_OUT_OF_RANGE, WorkerAt(1)));
  add("upper-case/all", Upper(p), {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("upper-case/prefix-only", "SAN2_" + payload, {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 0));
  add("upper-case/prefix-mixed", "sAn2_" + payload, {"UpperCase", "UpperCasePrefix"}, gen3, Err(BAD_MAGIC, 1));
  add("upper-case/prefix-in-prose", "(SAN2_" + Upper(payload) + ").",
      {"UpperCase", "UpperCasePrefix", "ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 1));

  // Several repairs together.
  const std::string shouted = "san2_" + Upper(payload);
  add("combined/mail", "(" + Escape(Wrap(shouted, 10, "\r\n"), "_") + ").",
      {"CombinedDamage", "UpperCase", "PercentEncoded", "LineBreaks", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("combined/chat", "  <" + p + ">\n", {"CombinedDamage", "SurroundingSpaces", "ProsePunctuation", "LineBreaks"}, t7,
      Err(BAD_MAGIC, 0), ok);
  add("combined/escaped-everything", Escape("\"" + shouted + "\"\r\n", "", 2),
      {"CombinedDamage", "DoublePercentEncoded", "ProsePunctuation", "UpperCase", "LineBreaks"}, t7, Err(BAD_MAGIC, 0),
      ok);
  add("combined/quoted-v1", "'" + Wrap(std::string(kPostV1Slug), 8, "\n") + "'.",
      {"CombinedDamage", "ProsePunctuation", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), V1Ok(post));
}

}  // namespace slugspec::corpusgen::santorini
