// The transport vectors (transport.jsonl): the length limit, empty input,
// the prefix, version and kind of §5.1 ([TET-T1] to [TET-T5]), each lenient
// repair of [TET-T7] alone, at several places and together, and the case of
// letters, which no profile folds.
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/family.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/tetris/boards.h"
#include "corpusgen/tetris/families.h"

namespace slugspec::corpusgen::tetris {

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  const std::string p = PieceSlug(16);          // tet1p_004e, 10 characters
  const std::string e(kFirstRowSlug);           // tet1h_10x10_IEmGWHJlkzy, 23 characters
  const std::string o(kFirstRowOccupancySlug);  // tet1o_10x10_AAAAAAAAAAgCILv_4, 29 characters
  const Outcome piece_ok = Ok(PieceModel(16));
  const Outcome ok = Ok(PlacementsModel(10, 10, FirstRow()));
  const Outcome occupancy_ok = Ok(OccupancyModel(*Cover(10, 10, FirstRow())));
  // The first row with its pad bit set: VALUE_OUT_OF_RANGE at 22, to see
  // lenient offsets move with the damage.
  const std::string broken = e.substr(0, 22) + "z";
  Family add(c, f, "tetris/transport/");
  const std::vector<std::string> t7 = {"TET-T7"};
  const std::vector<std::string> gen3 = {"TET-T7", "GEN-3"};

  // [TET-T2] The length limit, on the input as received: §4's longest slug
  // (the largest board tiled with O pieces) padded to the limit. Ids and
  // comments name the numbers, so that a limit that moves gives new ids.
  const std::string max = std::to_string(kMaxInput), over = std::to_string(kMaxInput + 1);
  const std::vector<Placement> os = TiledWithO(kMaxSide, kMaxSide);
  const std::string longest = PlacementsSlug(kMaxSide, kMaxSide, os);
  const Outcome longest_ok = Ok(PlacementsModel(kMaxSide, kMaxSide, os));
  const uint32_t l = Len(longest);
  const std::string header = PlacementsHeader(kMaxSide, kMaxSide);
  const uint32_t h = Len(header);
  add("length/longest-slug", longest, {"LengthLimit", "Boundary", "FullBoard"}, {"TET-H2"}, longest_ok, std::nullopt,
      "§4: the longest slug, " + std::to_string(os.size()) + " O pieces: " + std::to_string(h) + " header and " +
          std::to_string(l - h) + " payload characters");
  // The limit itself with small slugs (an accepted input of the limit's
  // length would repeat the longest slug's large model).
  add("length/" + max + "-spaces", e + std::string(kMaxInput - e.size(), ' '), {"LengthLimit", "SurroundingSpaces"}, t7,
      Err(BAD_CHARACTER, 23), ok, "exactly " + max + " bytes: within the limit; the repairs leave the slug");
  add("length/" + over + "-spaces", e + std::string(kMaxInput + 1 - e.size(), ' '),
      {"LengthLimit", "SurroundingSpaces"}, {}, Err(INPUT_TOO_LONG, kMaxInput), std::nullopt,
      "one byte over: rejected before any repair");
  add("length/" + max + "-leading-spaces", std::string(kMaxInput - p.size(), ' ') + p,
      {"LengthLimit", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), piece_ok);
  add("length/" + over + "-leading-spaces", std::string(kMaxInput + 1 - p.size(), ' ') + p,
      {"LengthLimit", "SurroundingSpaces"}, {}, Err(INPUT_TOO_LONG, kMaxInput));
  add("length/" + max + "-line-breaks", o + std::string(kMaxInput - o.size(), '\n'), {"LengthLimit", "LineBreaks"}, t7,
      Err(TRAILING_DATA, 29), occupancy_ok);
  add("length/" + over + "-line-breaks", o + std::string(kMaxInput + 1 - o.size(), '\n'), {"LengthLimit", "LineBreaks"},
      {}, Err(INPUT_TOO_LONG, kMaxInput));
  add("length/longest-slug-and-spaces", longest + std::string(kMaxInput - l - 1, ' ') + "*",
      {"LengthLimit", "SurroundingSpaces", "ForeignCharacter"}, {"TET-H1", "GEN-3"}, Err(BAD_CHARACTER, l),
      std::nullopt,
      max +
          " bytes: §4's longest slug, spaces and a '*' that keeps them inside: read, not too long, "
          "and a space is not base64url");
  // Payloads of zero bits that fill the input to the limit and one byte
  // short of it: n = floor(6 L / b) placements need ceil(n b / 6)
  // characters; more is TRAILING_DATA there, exactly that many is read, and
  // its first placement has code 0.
  const uint32_t b = PlacementBits(kMaxSide, kMaxSide);
  for (const uint32_t total : {kMaxInput, kMaxInput - 1}) {
    const uint32_t chars = total - h;
    const uint64_t n = uint64_t{6} * chars / b;
    const uint32_t need = static_cast<uint32_t>((n * b + 5) / 6);
    const std::string what = std::to_string(chars) + " payload characters: n = " + std::to_string(n) +
                             " placements of " + std::to_string(b) + " bits take " + std::to_string(need);
    if (need < chars) {
      add("length/" + std::to_string(total) + "-payload", header + std::string(chars, 'A'),
          {"LengthLimit", "PayloadLength"}, {"TET-H2"}, Err(TRAILING_DATA, h + need), std::nullopt,
          what + ": too many");
    } else {
      add("length/" + std::to_string(total) + "-payload", header + std::string(chars, 'A'),
          {"LengthLimit", "OrientationCode"}, {"TET-H4"}, Err(VALUE_OUT_OF_RANGE, h), std::nullopt,
          what + ", of zero bits: the first placement has code 0");
    }
  }
  add("length/" + over + "-payload", header + std::string(kMaxInput + 1 - h, 'A'), {"LengthLimit"}, {},
      Err(INPUT_TOO_LONG, kMaxInput));
  add("length/" + max + "-occupancy", OccupancyHeader(kMaxSide, kMaxSide) + std::string(kMaxInput - h, 'A'),
      {"LengthLimit", "PayloadLength"}, {"TET-O1"}, Err(TRAILING_DATA, h + (kMaxSide * kMaxSide + 5) / 6));
  add("length/" + over + "-garbage", std::string(kMaxInput + 1, '*'), {"LengthLimit"}, {},
      Err(INPUT_TOO_LONG, kMaxInput));
  add("length/" + over + "-escaped", Escape(e, "", 2) + std::string(kMaxInput + 1 - 5 * e.size(), ' '),
      {"LengthLimit", "DoublePercentEncoded"}, {}, Err(INPUT_TOO_LONG, kMaxInput), std::nullopt,
      "the limit is on the input as received, not on what the repairs leave");

  // [TET-T1] Empty input, and input that the repairs leave empty.
  add("empty/empty-string", "", {"Empty"}, {"TET-T1"}, Err(EMPTY_INPUT, 0));
  add("empty/line-breaks-only", "\r\n\t\f", {"Empty", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/spaces-only", "   ", {"Empty", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/punctuation-only", "(\"').", {"Empty", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/escaped-space", "%20", {"Empty", "PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0));
  add("empty/double-escaped-space", "%2520", {"Empty", "DoublePercentEncoded", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), Err(EMPTY_INPUT, 0));
  add("empty/escaped-line-break", "%0A", {"Empty", "PercentEncoded", "LineBreaks"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0));
  add("empty/quoted-space", "\" \"", {"Empty", "ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      Err(EMPTY_INPUT, 0), "the quotes go in step 4, then the space between them in step 5");

  // [TET-T3] The prefix.
  struct Bad {
    const char* name;
    std::string slug;
    uint32_t at;
  };
  const Bad magics[] = {
      {"x-for-t", "x" + p.substr(1), 0},
      {"a-for-e", "tat1p_004e", 1},
      {"x-for-second-t", "tex1h" + e.substr(5), 2},
      {"no-t", e.substr(1), 0},
      {"double-t", "t" + o, 1},
      {"sudoku-slug", "UyF2MSbOUA==", 0},
      {"pentomino-slug", "R5_5", 0},
      {"santorini-slug", "san2_dhawauacascttttuzq", 0},
      {"triplex-slug", "tpx1s_4x2_24d", 1},
      {"whole-link", "https://example.com/tetris?s=" + e, 0},
      {"tes", "tes1p_004e", 2},
  };
  for (const Bad& m : magics) add(std::string("prefix/") + m.name, m.slug, {"BadMagic"}, {}, Err(BAD_MAGIC, m.at));
  add("prefix/t", "t", {"ShortHeader"}, {}, Err(TRUNCATED, 1));
  add("prefix/te", "te", {"ShortHeader"}, {}, Err(TRUNCATED, 2));
  add("prefix/te-full-stop", "te.", {"ShortHeader", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 2), Err(TRUNCATED, 3),
      "TRUNCATED at the input's length as received");
  // No profile folds the prefix ([TET-T7]).
  add("prefix/capital-t", "T" + p.substr(1), {"BadMagic", "UpperCasePrefix", "OtherCase"}, gen3, Err(BAD_MAGIC, 0),
      std::nullopt, "T and letters and digits is the shape of a pentomino v3 link (surface T)");
  add("prefix/capital-e", "tE" + e.substr(2), {"BadMagic", "UpperCasePrefix", "OtherCase"}, gen3, Err(BAD_MAGIC, 1));
  add("prefix/capital-second-t", "teT" + o.substr(3), {"BadMagic", "UpperCasePrefix", "OtherCase"}, gen3,
      Err(BAD_MAGIC, 2));
  add("prefix/capitals", "TET" + e.substr(3), {"BadMagic", "UpperCasePrefix", "OtherCase"}, gen3, Err(BAD_MAGIC, 0),
      std::nullopt, "§5.1: TET stays BAD_MAGIC");
  add("prefix/whole-slug-capitals", Upper(e), {"BadMagic", "UpperCasePrefix", "OtherCase"}, gen3, Err(BAD_MAGIC, 0));
  add("prefix/escaped-t", "%74" + p.substr(1), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), piece_ok);
  add("prefix/escaped-capital-t", "%54" + p.substr(1), {"PercentEncoded", "UpperCasePrefix", "OtherCase"}, gen3,
      Err(BAD_MAGIC, 0), std::nullopt, "the escape makes T, which is not folded");
  add("prefix/x-in-prose", "(x" + e + ")", {"BadMagic", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 1));

  // [TET-T4] The version.
  const Bad versions[] = {
      {"0", "tet0" + p.substr(4), 3},   {"2", "tet2" + e.substr(4), 3},
      {"9", "tet9" + o.substr(4), 3},   {"missing", "tet" + p.substr(4), 3},
      {"v1", "tetv1" + e.substr(4), 3}, {"underscore", "tet_" + e.substr(4), 3},
      {"tetris", "tetris", 3},          {"letter-l", "tetl" + e.substr(4), 3},
  };
  for (const Bad& v : versions) {
    add(std::string("version/") + v.name, v.slug, {"UnknownVersion"}, {}, Err(UNKNOWN_VERSION, v.at));
  }
  add("version/none", "tet", {"ShortHeader"}, {}, Err(TRUNCATED, 3));
  add("version/space", "tet ", {"ShortHeader", "SurroundingSpaces"}, t7, Err(UNKNOWN_VERSION, 3), Err(TRUNCATED, 4));
  add("version/escaped", "tet%31" + e.substr(4), {"PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3), ok);
  add("version/escaped-alone", "tet%31", {"ShortHeader", "PercentEncoded"}, t7, Err(UNKNOWN_VERSION, 3),
      Err(TRUNCATED, 6));
  add("version/11", "tet11" + p.substr(4), {"VersionPrefix"}, {"TET-T5"}, Err(BAD_CHARACTER, 4), std::nullopt,
      "a version is one digit; the kind is looked for after it");
  add("version/10", "tet10" + o.substr(4), {"VersionPrefix"}, {"TET-T5"}, Err(BAD_CHARACTER, 4));
  add("version/1-point-0", "tet1.0" + e.substr(4), {"VersionPrefix"}, {"TET-T5"}, Err(BAD_CHARACTER, 4));

  // [TET-T5] The kind and its '_'.
  const Bad kinds[] = {
      {"x", "tet1x" + p.substr(5), 4},
      {"s-of-triplex", "tet1s" + e.substr(5), 4},
      {"l-of-triplex", "tet1l" + e.substr(5), 4},
      {"missing", "tet1" + e.substr(5), 4},
      {"digit", "tet12" + o.substr(5), 4},
      {"capital-p", "tet1P" + p.substr(5), 4},
      {"capital-o", "tet1O" + o.substr(5), 4},
      {"capital-h", "tet1H" + e.substr(5), 4},
  };
  for (const Bad& k : kinds) {
    std::vector<std::string> flags = {"KindLetter"};
    if (k.slug[4] >= 'A' && k.slug[4] <= 'Z') flags.push_back("OtherCase");
    add(std::string("kind/") + k.name, k.slug, flags, {"TET-T5"}, Err(BAD_CHARACTER, k.at));
  }
  const Bad separators[] = {
      {"hyphen", "tet1p-" + p.substr(6), 5},      {"no-underscore", "tet1p" + p.substr(6), 5},
      {"full-stop", "tet1o." + o.substr(6), 5},   {"both-kinds", "tet1ho_" + e.substr(6), 5},
      {"kind-twice", "tet1hh_" + e.substr(6), 5}, {"piece-word", "tet1piece_004e", 5},
  };
  for (const Bad& s : separators) {
    add(std::string("kind/") + s.name, s.slug, {"Separator"}, {"TET-T5"}, Err(BAD_CHARACTER, s.at));
  }
  add("kind/none", "tet1", {"ShortHeader"}, {}, Err(TRUNCATED, 4));
  add("kind/piece-no-underscore", "tet1p", {"ShortHeader"}, {}, Err(TRUNCATED, 5));
  add("kind/placements-no-underscore", "tet1h", {"ShortHeader"}, {}, Err(TRUNCATED, 5));
  add("kind/escaped-underscore", "tet1h%5F" + e.substr(6), {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("kind/space-after", "tet1o ", {"ShortHeader", "SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 5), Err(TRUNCATED, 6));
  add("kind/space-inside", "tet1p_ 004e", {"Separator"}, gen3, Err(BAD_CHARACTER, 6), std::nullopt,
      "a space inside is no transit damage the repairs undo");

  // Characters no repair removes.
  const Bad characters[] = {
      {"vertical-tab", Insert(e, 15, "\v"), 15}, {"nul", Insert(e, 8, std::string(1, '\0')), 8},
      {"plus", Insert(e, 14, "+"), 14},          {"asterisk", Insert(o, 20, "*"), 20},
      {"slash", Insert(e, 20, "/"), 20},         {"equals", Insert(o, 16, "="), 16},
  };
  for (const Bad& ch : characters) {
    add(std::string("character/") + ch.name, ch.slug, {"ForeignCharacter"}, gen3, Err(BAD_CHARACTER, ch.at));
  }
  const Bad non_ascii[] = {
      {"e-acute", Insert(e, 13, "\xC3\xA9"), 13},
      {"no-break-space-after", e + "\xC2\xA0", 23},
      {"ellipsis-after-occupancy", o + "\xE2\x80\xA6", 29},
      {"escaped-e-acute", Insert(e, 13, "%C3%A9"), 13},  // 0xC3 comes from the '%'
      {"e-acute-in-mask", Insert(p, 7, "\xC3\xA9"), 7},
  };
  for (const Bad& ch : non_ascii) {
    add(std::string("character/") + ch.name, ch.slug, {"NonAscii"}, gen3,
        Err(ch.at == 29 ? TRAILING_DATA : BAD_CHARACTER, ch.at));
  }
  add("character/next-parameter", e + "&lang=en", {"ForeignCharacter"}, gen3, Err(BAD_CHARACTER, 23), std::nullopt,
      "a placements payload is every character after the header: [TET-H1]");
  add("character/occupancy-next-parameter", o + "&lang=en", {"ForeignCharacter"}, gen3, Err(TRAILING_DATA, 29),
      std::nullopt, "after an occupancy payload's characters, TRAILING_DATA whatever follows");
  add("character/piece-next-parameter", p + "&lang=en", {"ForeignCharacter"}, gen3, Err(TRAILING_DATA, 10));

  // [TET-T7] percent-escapes, twice at most.
  add("percent/every-character", Escape(e, ""), {"PercentEncoded"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/every-character-twice", Escape(o, "", 2), {"DoublePercentEncoded"}, t7, Err(BAD_MAGIC, 0), occupancy_ok);
  add("percent/every-character-thrice", Escape(p, "", 3), {"TriplePercentEncoded"}, gen3, Err(BAD_MAGIC, 0));
  add("percent/payload-twice", "tet1h_10x10_" + Escape(e.substr(12), "", 2), {"DoublePercentEncoded"}, t7,
      Err(BAD_CHARACTER, 12), ok);
  add("percent/payload-thrice", "tet1h_10x10_" + Escape(e.substr(12), "", 3), {"TriplePercentEncoded"}, gen3,
      Err(BAD_CHARACTER, 12), std::nullopt, "two rounds of decoding leave %49%45...: '%' is not base64url");
  add("percent/underscores", Escape(o, "_"), {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), occupancy_ok,
      "also the '_' of the payload, value 63");
  add("percent/underscores-lower-hex", "tet1p%5f004e", {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 5), piece_ok);
  add("percent/underscores-twice", Escape(e, "_", 2), {"DoublePercentEncoded"}, t7, Err(BAD_CHARACTER, 5), ok);
  add("percent/underscores-thrice", Escape(e, "_", 3), {"TriplePercentEncoded"}, gen3, Err(BAD_CHARACTER, 5));
  add("percent/single-and-double", "tet1h%5F10x10%255F" + e.substr(12), {"PercentEncoded", "DoublePercentEncoded"}, t7,
      Err(BAD_CHARACTER, 5), ok);
  add("percent/mask", "tet1p_%30%30%34%65", {"PercentEncoded"}, t7, Err(BAD_CHARACTER, 6), piece_ok);
  add("percent/escaped-line-break", e + "%0D%0A", {"PercentEncoded", "LineBreaks"}, t7, Err(BAD_CHARACTER, 23), ok);
  add("percent/escaped-spaces", "%20" + e + "%20", {"PercentEncoded", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("percent/escaped-quotes", "%22" + o + "%22", {"PercentEncoded", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0),
      occupancy_ok);
  add("percent/lone-percent", e + "%", {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 23));
  add("percent/one-hex-digit", Insert(e, 14, "%4"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 14), std::nullopt,
      "'%4m' is no escape");
  add("percent/not-hex", Insert(o, 16, "%zz"), {"BrokenEscape"}, gen3, Err(BAD_CHARACTER, 16));
  add("percent/offset-after-escape", "%74" + broken.substr(1), {"PercentEncoded", "NonZeroPadBits"},
      {"TET-T7", "TET-H3"}, Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 24),
      "lenient offsets count the escape as received: the last character, 22, is at 24");
  add("percent/escaped-last-character", broken.substr(0, 22) + "%7A", {"PercentEncoded", "NonZeroPadBits"},
      {"TET-T7", "TET-H3"}, Err(BAD_CHARACTER, 22), Err(VALUE_OUT_OF_RANGE, 22),
      "the last character comes from the '%' of its escape");

  // [TET-T7] TAB, LF, FF, CR.
  add("line-breaks/after-underscore", Insert(e, 6, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 6), ok);
  add("line-breaks/inside-prefix", Insert(p, 2, "\r\n"), {"LineBreaks"}, t7, Err(BAD_MAGIC, 2), piece_ok);
  add("line-breaks/tab-in-size", Insert(e, 8, "\t"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 8), ok);
  add("line-breaks/form-feed-in-payload", Insert(e, 17, "\f"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 17), ok);
  add("line-breaks/cr-in-occupancy", Insert(o, 20, "\r"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 20), occupancy_ok);
  add("line-breaks/cr-in-mask", Insert(p, 8, "\r"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 8), piece_ok);
  add("line-breaks/wrapped-every-4", Wrap(e, 4, "\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 4), ok);
  add("line-breaks/wrapped-occupancy", Wrap(o, 7, "\r\n"), {"LineBreaks"}, t7, Err(BAD_CHARACTER, 7), occupancy_ok);
  add("line-breaks/leading-and-trailing", "\n" + e + "\r\n", {"LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("line-breaks/offset-after-break", Insert(broken, 5, "\r\n"), {"LineBreaks", "NonZeroPadBits"},
      {"TET-T7", "TET-H3"}, Err(BAD_CHARACTER, 5), Err(VALUE_OUT_OF_RANGE, 24));
  add("line-breaks/offset-inside-payload", Insert(broken, 16, "\n\n"), {"LineBreaks", "NonZeroPadBits"},
      {"TET-T7", "TET-H3"}, Err(BAD_CHARACTER, 16), Err(VALUE_OUT_OF_RANGE, 24),
      "the payload's 11th character was received at 24, not at its first character's offset plus 10");
  add("line-breaks/inside-escape", "tet1h%5\nF" + e.substr(6), {"LineBreaks", "PercentEncoded", "BrokenEscape"}, gen3,
      Err(BAD_CHARACTER, 5), std::nullopt,
      "escapes are decoded (step 2) before line breaks are removed (step 3): %5 LF F is no escape, and %5F stays");
  add("line-breaks/truncated-then-crlf", "tet1\r\n", {"LineBreaks", "ShortHeader"}, t7, Err(BAD_CHARACTER, 4),
      Err(TRUNCATED, 6));

  // [TET-T7] prose punctuation at the ends.
  const std::pair<const char*, const char*> quotes[] = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"\"", "\""},
                                                        {"'", "'"}, {"`", "`"}, {"", "."},  {"", ","},  {"", ";"},
                                                        {"", ":"},  {"", "!"},  {"", "?"}};
  const char* names[] = {"parentheses",   "brackets",    "braces",    "angle-brackets", "double-quotes",
                         "single-quotes", "backticks",   "full-stop", "comma",          "semicolon",
                         "colon",         "exclamation", "question"};
  for (size_t i = 0; i < std::size(quotes); ++i) {
    const bool opening = *quotes[i].first != '\0';
    add(std::string("prose/") + names[i], quotes[i].first + e + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(BAD_CHARACTER, 23), ok);
    add(std::string("prose/occupancy-") + names[i], quotes[i].first + o + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(TRAILING_DATA, 29), occupancy_ok);
    if (i % 4 != 0) continue;  // the piece with a few of them
    add(std::string("prose/piece-") + names[i], quotes[i].first + p + quotes[i].second, {"ProsePunctuation"}, t7,
        opening ? Err(BAD_MAGIC, 0) : Err(TRAILING_DATA, 10), piece_ok);
  }
  add("prose/all-at-once", "([{<\"'`" + e + "`'\">}]).,;:!?", {"ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("prose/empty-board", "(" + PlacementsHeader(10, 10) + ").", {"ProsePunctuation", "EmptyBoard"}, t7,
      Err(BAD_MAGIC, 0), Ok(PlacementsModel(10, 10, {})), "the '_' that ends the header is no punctuation");
  add("prose/wrong-sides", ")" + e + "(", {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/closing-at-start", "!" + o, {"ProsePunctuation"}, gen3, Err(BAD_MAGIC, 0));
  add("prose/opening-at-end", p + "(", {"ProsePunctuation"}, gen3, Err(TRAILING_DATA, 10));
  add("prose/inside", Insert(o, 20, "."), {"ProsePunctuation"}, gen3, Err(BAD_CHARACTER, 20));
  add("prose/offset-after-quote", "\"" + broken + "\"", {"ProsePunctuation", "NonZeroPadBits"}, {"TET-T7", "TET-H3"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 23));
  // Spaces go before and after the punctuation, but each step runs once.
  add("prose/space-after-closing-quote", "\"" + e + "\" ", {"ProsePunctuation", "SurroundingSpaces"}, t7,
      Err(BAD_MAGIC, 0), ok, "step 1 removes the space, step 4 the quotes");
  add("prose/spaces-around-brackets", " (" + e + ") ", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      ok);
  add("prose/spaces-inside-brackets", "( " + o + " )", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0),
      occupancy_ok, "step 4 removes the brackets, step 5 the spaces they held");
  add("prose/space-between-marks", "\" (" + e + ")\"", {"ProsePunctuation", "SurroundingSpaces"}, gen3,
      Err(BAD_MAGIC, 0), Err(BAD_MAGIC, 2),
      "the trim stops at the space after the quote, and the repairs run once: the bracket stays");
  add("prose/full-stop-after-space", p + " .", {"ProsePunctuation", "SurroundingSpaces"}, t7, Err(TRAILING_DATA, 10),
      piece_ok, "step 4 trims the full stop, step 5 the space it uncovers");

  // [TET-T7] spaces at either end.
  add("spaces/leading", " " + e, {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/trailing", e + " ", {"SurroundingSpaces"}, t7, Err(BAD_CHARACTER, 23), ok);
  add("spaces/occupancy-trailing", o + "  ", {"SurroundingSpaces"}, t7, Err(TRAILING_DATA, 29), occupancy_ok);
  add("spaces/piece-trailing", p + " ", {"SurroundingSpaces"}, t7, Err(TRAILING_DATA, 10), piece_ok);
  add("spaces/both-many", "   " + e + "    ", {"SurroundingSpaces"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/tab-and-space", " \t " + e + "\n", {"SurroundingSpaces", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("spaces/offset-after-spaces", "  " + broken, {"SurroundingSpaces", "NonZeroPadBits"}, {"TET-T7", "TET-H3"},
      Err(BAD_MAGIC, 0), Err(VALUE_OUT_OF_RANGE, 24));
  add("spaces/no-break-space", "\xC2\xA0" + e, {"NonAscii"}, gen3, Err(BAD_MAGIC, 0), std::nullopt,
      "U+00A0 is not the space the repairs remove");
  add("spaces/inside-payload", Insert(e, 17, " "), {"SurroundingSpaces"}, gen3, Err(BAD_CHARACTER, 17));

  // No case folding ([TET-T7]): the kind, the 'x', a mask's hexadecimal
  // letters and a payload's letters stay as received.
  add("case/size-x", "tet1h_10X10_" + e.substr(12), {"OtherCase", "Separator"}, gen3, Err(BAD_CHARACTER, 8));
  // The payload in the other case is other values: the oracle says what they decode to.
  c.Add(f, {.id = "tetris/transport/case/payload",
            .slug = SwapCase(e, 12),
            .flags = {"OtherCase"},
            .requirements = gen3,
            .comment = "the first row's payload in the other case, ieMgwhjLKZY: other values, not the first row"});
  c.Add(f, {.id = "tetris/transport/case/occupancy-payload",
            .slug = SwapCase(o, 12),
            .flags = {"OtherCase"},
            .requirements = gen3,
            .comment = "the first row's cells in the other case, aaaaaaaaaaGcilV_4: 'a' is 26, not 0, so another "
                       "board, which no profile may read as the first row"});

  // Several repairs together.
  add("combined/mail", "(" + Escape(Wrap(e, 5, "\r\n"), "_") + ").",
      {"CombinedDamage", "PercentEncoded", "LineBreaks", "ProsePunctuation"}, t7, Err(BAD_MAGIC, 0), ok);
  add("combined/chat", "  <" + o + ">\n", {"CombinedDamage", "SurroundingSpaces", "ProsePunctuation", "LineBreaks"}, t7,
      Err(BAD_MAGIC, 0), occupancy_ok);
  add("combined/escaped-everything", Escape("\"" + e + "\"\r\n", "\"_\r\n", 2),
      {"CombinedDamage", "DoublePercentEncoded", "ProsePunctuation", "LineBreaks"}, t7, Err(BAD_MAGIC, 0), ok);
  add("combined/quoted-piece", "'" + Wrap(p, 3, "\n") + "'.", {"CombinedDamage", "ProsePunctuation", "LineBreaks"}, t7,
      Err(BAD_MAGIC, 0), piece_ok);
  add("combined/all-five", " \"%20" + Escape(Wrap(o, 6, "\t"), "_") + "%0A\". ",
      {"CombinedDamage", "SurroundingSpaces", "PercentEncoded", "LineBreaks", "ProsePunctuation"}, t7,
      Err(BAD_MAGIC, 0), occupancy_ok,
      "each step once: step 1 the outer spaces, 2 the escapes, 3 the tabs and the LF, 4 the quote and the full "
      "stop, 5 the space that was escaped inside the quote");
}

}  // namespace slugspec::corpusgen::tetris
