// The transport vectors (transport.jsonl): spec/pentomino.md §3, the length
// limit, unknown first characters and each lenient repair, alone and together
// ([PEN-T1], [PEN-T2], [PEN-D1]).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/boards.h"
#include "corpusgen/pentomino/corpus.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {
namespace {

// Escapes the existing escapes of a v0 slug once more ('%' becomes "%25").
std::string EscapePercents(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '%' ? std::string("%25") : std::string(1, c);
  return out;
}

}  // namespace

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  auto add = [&](const std::string& name, const std::string& slug, std::vector<std::string> flags, Outcome strict,
                 std::optional<Outcome> lenient = std::nullopt, const std::string& comment = "") {
    c.Add(f, {.id = "pentomino/transport/" + name,
              .slug = slug,
              .flags = std::move(flags),
              .comment = comment,
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  const Board pp = ProjectivePlane(true);
  const std::string s31 = MustWrite(pp, "v3.1");
  const Outcome pp_ok = OkIn("v3.1", pp);
  const std::string s1 = MustWrite(SixByTen(), "v1");
  const std::string s15 = MustWrite(ColouredEightByEight(), "v1.5");
  const std::string s2 = MustWrite(ColouredEightByEight(), "v2");
  const std::string s0 = MustWrite(SixByTen(), "v0b");
  // [PEN-T1]
  add("empty", "", {"Empty"}, Err(EMPTY_INPUT, 0));
  add("empty-after-repairs", "\"\r\n\"", {"Empty", "LineBreaks", "ProsePunctuation"}, Err(UNKNOWN_VERSION, 0),
      Err(EMPTY_INPUT, 0), "quotes and a line break: nothing left");
  add("empty-after-escapes", "%0A%0D", {"Empty", "PercentEncoded", "LineBreaks"}, Err(UNKNOWN_VERSION, 0),
      Err(EMPTY_INPUT, 0));
  add("empty-only-punctuation", "().", {"Empty", "ProsePunctuation"}, Err(BAD_CHARACTER, 2), Err(EMPTY_INPUT, 0),
      "strict reads \"().\" as v0, which must end with JSONCrush's '_'");
  // The length limit: 65,536 bytes, with terrain pairs of a v3 slug.
  {
    std::string exact = "RZZR";
    while (exact.size() < kMaxInput) exact += "00";
    add("limit/65536-exactly", exact, {"LengthLimit", "IdenticalRepeat"}, Err(NON_CANONICAL, 6),
        OkV3Family(MakeBoard('R', 61, 61, {}, T("00"))),
        "65,536 bytes, the longest input: 32,766 identical terrain pairs");
    add("limit/65535-dangling", exact.substr(0, kMaxInput - 1), {"LengthLimit", "Truncated"},
        Err(TRUNCATED, kMaxInput - 1));
    add("limit/65537", exact + "0", {"LengthLimit"}, Err(INPUT_TOO_LONG, 65536));
    add("limit/65537-escaped", "%52" + exact.substr(1) + "0", {"LengthLimit", "PercentEncoded"},
        Err(INPUT_TOO_LONG, 65536), std::nullopt, "too long as received, although the repaired text would not be");
    add("limit/70000-of-escapes", std::string("R88") + std::string(69997, '\n'), {"LengthLimit", "LineBreaks"},
        Err(INPUT_TOO_LONG, 65536), std::nullopt, "the limit applies to the input as received, before repairs");
  }
  // [PEN-D1]
  for (std::string_view first : {"A", "Q", "r", "x", "_", "-", "!", "@", " ", "~", "*", "."}) {
    std::string name(first);
    if (first == "_") name = "underscore";
    if (first == "-") name = "dash";
    if (first == "!") name = "bang";
    if (first == "@") name = "at";
    if (first == " ") name = "space";
    if (first == "~") name = "tilde";
    if (first == "*") name = "star";
    if (first == ".") name = "dot";
    if (name.size() == 1) name = (IsUpper(name[0]) ? "upper-" : "lower-") + std::string(1, Low(name[0]));
    const std::string slug = std::string(first) + "88X033";
    add("unknown-version/" + name, slug, {"UnknownVersion"}, Err(UNKNOWN_VERSION, 0));
  }
  add("unknown-version/non-ascii",
      "\xC3\xA9"
      "88",
      {"UnknownVersion", "NonAscii"}, Err(UNKNOWN_VERSION, 0));
  add("unknown-version/lowercase-surface", "p88Y400", {"UnknownVersion"}, Err(UNKNOWN_VERSION, 0), std::nullopt,
      "surfaces are uppercase");
  add("unknown-version/percent-strict", Escape(s31, "P"), {"PercentEncoded"}, Err(UNKNOWN_VERSION, 0), pp_ok,
      "strict repairs nothing: '%' starts no version");
  // [PEN-T2] percent-escapes, once and twice; three times is not repaired.
  add("percent/once-everything", Escape(s31, ""), {"PercentEncoded"}, Err(UNKNOWN_VERSION, 0), pp_ok);
  add("percent/once-digits", Escape(s31, "0123456789"), {"PercentEncoded"}, Err(BAD_CHARACTER, 1), pp_ok);
  add("percent/twice-digits", Escape(s31, "0123456789", 2), {"DoublePercentEncoded", "LenientBeyondUpstream"},
      Err(BAD_CHARACTER, 1), pp_ok);
  add("percent/twice-underscore", Escape(s15, "_", 2), {"DoublePercentEncoded"}, Err(BAD_CHARACTER, 1),
      OkIn("v1.5", ColouredEightByEight()));
  add("percent/thrice", Escape(s31, "R", 3), {"TriplePercentEncoded"},
      Err(BAD_CHARACTER, Len(s31.substr(0, s31.find('R')))), Err(BAD_CHARACTER, Len(s31.substr(0, s31.find('R')))),
      "a third round is not undone: '%' where a piece should be");
  add("percent/lowercase-hex", "R88%5a033", {"PercentEncoded"}, Err(BAD_CHARACTER, 3),
      OkIn("v3.1", MakeBoard('R', 8, 8, P("Z033"))), "%5a is 'Z': hexadecimal digits in either case");
  add("percent/v1-dot", Escape(s1, "."), {"PercentEncoded"}, Err(BAD_CHARACTER, 1), OkIn("v1", SixByTen()));
  // Offsets after an escape are the input's as received (README §2): a
  // decoded byte is at its '%', a later character at its own place.
  add("percent/offset-of-escaped-byte", "R88%51033", {"PercentEncoded", "UnknownPiece"}, Err(BAD_CHARACTER, 3),
      Err(UNKNOWN_PIECE, 3), "%51 is 'Q', no piece letter: at the offset of its '%'");
  add("percent/offset-after-escape", "R%388Q033", {"PercentEncoded", "UnknownPiece"}, Err(BAD_CHARACTER, 1),
      Err(UNKNOWN_PIECE, 5), "'Q' is the 4th character once %38 is decoded, the 6th as received: offset 5");
  add("percent/broken", "R88X0%3", {"BrokenEscape"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5));
  add("percent/non-ascii", "R88X0%C3%A9", {"NonAscii", "PercentEncoded"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5));
  add("percent/v0-escaped-again", EscapePercents(s0), {"DoublePercentEncoded"}, Err(BAD_JSON, 0),
      OkIn("v0b", SixByTen()), "a v0 slug percent-encoded once more: strict uncrushes text with %5B in it");
  // Line breaks.
  add("line-breaks/crlf-every-20", Wrap(s31, 20, "\r\n"), {"LineBreaks"}, Err(BAD_CHARACTER, 20), pp_ok);
  add("line-breaks/lf-every-7", Wrap(s15, 7, "\n"), {"LineBreaks"}, Err(BAD_CHARACTER, 7),
      OkIn("v1.5", ColouredEightByEight()));
  add("line-breaks/tab-and-ff", "R88\tX0\f33", {"LineBreaks"}, Err(BAD_CHARACTER, 3),
      OkIn("v3.1", MakeBoard('R', 8, 8, P("X033"))));
  c.Add(f, {.id = "pentomino/transport/line-breaks/v0",
            .slug = Wrap(s0, 30, "\n"),
            .flags = {"LineBreaks"},
            .lenient = OkIn("v0b", SixByTen())});
  add("line-breaks/v2", Wrap(s2, 9, "\r"), {"LineBreaks"}, Err(BAD_CHARACTER, 9), OkIn("v2", ColouredEightByEight()));
  add("line-breaks/vertical-tab", "R88\vX033", {"ForeignCharacter"}, Err(BAD_CHARACTER, 3), Err(BAD_CHARACTER, 3),
      "VT is not a line break lenient removes");
  // Prose punctuation.
  const std::string leading = "([{<\"'`", trailing = ".,;:!?)]}>\"'`";
  for (char l : leading) {
    add("prose/leading-" + Dec(static_cast<unsigned char>(l)), std::string(1, l) + s31, {"ProsePunctuation"},
        l == '(' ? Err(BAD_CHARACTER, Len(s31)) : Err(UNKNOWN_VERSION, 0), pp_ok);
  }
  for (char t : trailing) {
    add("prose/trailing-" + Dec(static_cast<unsigned char>(t)), s2 + t, {"ProsePunctuation"},
        Err(BAD_CHARACTER, Len(s2)), OkIn("v2", ColouredEightByEight()));
  }
  add("prose/quoted-sentence", "\"" + s1 + "\".", {"ProsePunctuation"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v1", SixByTen()));
  add("prose/v1-full-stop", s1 + ".", {"ProsePunctuation"}, Err(BAD_CHARACTER, Len(s1)), OkIn("v1", SixByTen()),
      "a v1 slug ends with a digit, so a final '.' is the sentence's");
  add("prose/brackets-v3", "(" + s31 + ")", {"ProsePunctuation"}, Err(BAD_CHARACTER, Len(s31) + 1), pp_ok,
      "strict reads it as v0; lenient trims a '(' not followed by '\''");
  add("prose/many", "<<[(\"" + s31 + "\")]>>!", {"ProsePunctuation"}, Err(UNKNOWN_VERSION, 0), pp_ok);
  add("prose/inner-punctuation", "R88X0,33", {"ProsePunctuation"}, Err(BAD_CHARACTER, 5), Err(BAD_CHARACTER, 5),
      "only the ends are trimmed");
  // The v0 '(' rule: a '(' followed by '\'' is kept.
  add("v0-paren/quoted", "\"" + s0 + "\"", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()), "the quote goes, the '(' of \"('\" stays");
  add("v0-paren/in-brackets", "[" + s0 + "]", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()));
  add("v0-paren/in-parentheses", "(" + s0 + ")", {"ProsePunctuation", "OpenParenthesis"},
      Err(BAD_CHARACTER, Len(s0) + 1), OkIn("v0b", SixByTen()),
      "the outer '(' is followed by '(', so it goes; the slug's own stays");
  add("v0-paren/quoted-twice", "'\"" + s0 + "\"'", {"ProsePunctuation", "OpenParenthesis"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v0b", SixByTen()));
  add("v0-paren/v3-in-quotes-and-parentheses", "('R88X033')", {"ProsePunctuation", "OpenParenthesis"},
      Err(BAD_CHARACTER, 10), Err(BAD_CHARACTER, 8),
      "a '(' followed by '\\'' is kept, so the text is read as v0, which lacks JSONCrush's end mark '_'");
  add("v0-paren/plain", s0, {"OpenParenthesis"}, OkIn("v0b", SixByTen()), std::nullopt, "nothing to trim");
  // Combined.
  add("combined/escaped-wrapped-quoted", "\"" + Escape(Wrap(s15, 12, "\r\n"), "_") + "\"",
      {"PercentEncoded", "LineBreaks", "ProsePunctuation", "CombinedDamage"}, Err(UNKNOWN_VERSION, 0),
      OkIn("v1.5", ColouredEightByEight()));
  add("combined/v3-all", "(" + Escape(Wrap(s31, 16, "\n"), "0", 2) + ").",
      {"DoublePercentEncoded", "LineBreaks", "ProsePunctuation", "CombinedDamage"}, Err(BAD_CHARACTER, 89), pp_ok);
}

}  // namespace slugspec::corpusgen::pentomino
