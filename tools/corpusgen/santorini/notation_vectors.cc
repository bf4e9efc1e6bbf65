// The post's notation (notation.jsonl): §3.2 [SAN-T8], the message as '0'
// and '1' after "san1 " or "san2 ", which the lenient profile reads with any
// spacing and without a stop bit, and the strict profile rejects.
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {
namespace {

// The notation of fields, grouped by field as the post groups its bits.
std::string NotationOf(const Fields& f, char version) {
  return Notation(version, Pack(f, version), FieldWidths(version, f.buildings.size()));
}

std::string Replaced(std::string s, size_t at, char with) {
  s[at] = with;
  return s;
}

}  // namespace

void NotationVectors(Corpus& c) {
  const std::string f = "notation.jsonl";
  const Position post = PostPosition();
  const Message bits(kPostMessage);
  const std::string n(kPostNotation);
  const Outcome ok = V2Ok(post);
  // Strict stops at the space after the version, unless damage before it stops it sooner.
  const Family notation(c, f, "santorini/notation/", {"PostNotation"}, {"SAN-T8"});
  auto add = [&](const std::string& name, std::string slug, std::vector<std::string> flags, Outcome lenient,
                 std::string comment = "", std::vector<std::string> reqs = {}, Outcome strict = Err(BAD_CHARACTER, 4)) {
    notation(name, std::move(slug), std::move(flags), std::move(reqs), std::move(strict), std::move(lenient),
             std::move(comment));
  };

  // The post's example, spaced every way: spaces are ignored wherever they are.
  add("post/no-spaces", "san2 " + bits, {"Post"}, ok);
  add("post/double-spaces", Notation('2', bits, FieldWidths('2', 10), "  "), {"Post"}, ok);
  add("post/groups-of-4", Notation('2', bits, std::vector<int>(22, 4)), {"Post"}, ok,
      "spaces that do not fall between fields");
  add("post/groups-of-8", Notation('2', bits, std::vector<int>(11, 8)), {"Post"}, ok);
  add("post/every-bit", Notation('2', bits, std::vector<int>(85, 1)), {"Post"}, ok);
  add("post/many-spaces-after-version", "san2      " + bits, {"Post"}, ok);
  add("post/surrounding-spaces", "   " + n + "  ", {"Post", "SurroundingSpaces"}, ok, "", {"SAN-T7"},
      Err(BAD_MAGIC, 0));
  add("post/trailing-spaces", n + "  ", {"Post", "SurroundingSpaces"}, ok, "", {"SAN-T7"});
  add("post/upper-case-prefix", "SAN2" + n.substr(4), {"Post", "UpperCase", "UpperCasePrefix"}, Err(BAD_MAGIC, 0),
      "the prefix is not folded", {"SAN-T7"}, Err(BAD_MAGIC, 0));
  add("post/in-prose", "\"" + n + "\".", {"Post", "ProsePunctuation"}, ok, "", {"SAN-T7"}, Err(BAD_MAGIC, 0));
  add("post/wrapped", Insert(Insert(n, 60, "\r\n"), 30, "\n"), {"Post", "LineBreaks"}, ok,
      "line breaks are removed before the bits are read", {"SAN-T7"});
  add("post/tabs", Notation('2', bits, FieldWidths('2', 10), "\t"), {"Post", "LineBreaks"}, ok,
      "tabs between the fields: removed, leaving the bits together", {"SAN-T7"});
  add("post/escaped-spaces", Notation('2', bits, FieldWidths('2', 10), "%20"), {"Post", "PercentEncoded"}, ok,
      "the post's notation pasted into a link", {"SAN-T7"});
  add("post/trailing-comma", n + ",", {"Post", "ProsePunctuation"}, ok, "", {"SAN-T7"});

  // A character other than '0', '1' and space: BAD_CHARACTER at it.
  const size_t field_3 = n.find(' ', 8) + 1;  // the first character of player one's second worker
  struct Bad {
    const char* name;
    std::string slug;
    uint32_t at;
  };
  const Bad bad[] = {
      {"letter-l-for-1", Replaced(n, n.rfind('1'), 'l'), static_cast<uint32_t>(n.rfind('1'))},
      {"letter-o-for-0", Replaced(n, field_3, 'O'), static_cast<uint32_t>(field_3)},
      {"digit-2", Replaced(n, 20, '2'), 20},
      {"comma-between-fields", Replaced(n, 6, ','), 6},
      {"hyphen-between-fields", Replaced(n, 12, '-'), 12},
      {"underscore-after-space", "san2 _" + bits, 5},
      {"full-stop-inside", Replaced(n, 48, '.'), 48},
      {"middle-dot", Insert(n, 7, "\xC2\xB7"), 7},
      {"stop-bit-character", n + " q", static_cast<uint32_t>(n.size() + 1)},
  };
  for (const Bad& b : bad) {
    if (b.slug[b.at] == '0' || b.slug[b.at] == '1' || b.slug[b.at] == ' ')
      Die(std::string(b.name) + ": not a bad character");
    add("post/" + std::string(b.name), b.slug, {"Post", "ForeignCharacter"}, Err(BAD_CHARACTER, b.at));
  }

  // No stop bit: every 0 and 1 is the message.
  Position domed = post;
  domed.heights[0] = kDome;
  add("post/four-zero-bits-added", n + " 0000", {"Post", "ZeroPadding"}, V2Ok(domed),
      "the slug's padding copied into the notation: an 11th field, index 0, a dome on square 0: another position");
  add("post/stop-bit-added", n + "1", {"Post", "ShortMessage"}, Err(TRUNCATED, static_cast<uint32_t>(n.size() + 1)),
      "86 bits: the 11th field (4 bits) is cut short", {"SAN-F7"});
  add("post/last-bit-missing", n.substr(0, n.size() - 1), {"Post", "ShortMessage"},
      Err(TRUNCATED, static_cast<uint32_t>(n.size() - 1)), "the 10th field is cut short", {"SAN-F7"});
  const std::string as_v1 = "san1" + n.substr(4);
  add("post/as-v1", as_v1, {"Post", "OtherLayout", "RepeatedSquare"}, Err(DUPLICATE, NotationBitAt(as_v1, 46)),
      "v1 reads 5-bit squares: 4, 1, 4", {"SAN-V1-2"});

  // Nothing after the space: the repairs leave "san2".
  add("empty", "san2 ", {"ShortHeader", "SurroundingSpaces"}, Err(TRUNCATED, 5),
      "step 2 removes the space, so a message of no bits cannot be written", {"SAN-T5"});
  add("spaces-then-full-stop", "san2   .", {"ShortHeader", "SurroundingSpaces", "ProsePunctuation"}, Err(TRUNCATED, 8),
      "", {"SAN-T5"});
  add("spaces-then-letter", "san2   x", {"ForeignCharacter"}, Err(BAD_CHARACTER, 7));

  // Other positions.
  for (const char version : {'1', '2'}) {
    const std::string v = std::string("v") + version;
    const Position none = WithBuildings(0), full = WithBuildings(25);
    add(v + "/no-buildings", NotationOf(FieldsOf(CanonicalLayout(none), version), version), {"BuildingCount"},
        Ok(version, none), "36 bits");
    const std::string longest = NotationOf(FieldsOf(CanonicalLayout(full), version), version);
    add(v + "/25-buildings", longest, {"BuildingCount"}, Ok(version, full),
        std::to_string(longest.size()) + " characters");
    if (version == '1' && longest.size() != 198) Die("the longest v1 notation is not 198 characters (§3.1)");
    const std::string header = NotationOf(FieldsOf(CanonicalLayout(post), version), version).substr(0, 5 + 35 + 7);
    add(v + "/35-bits", header, {"ShortMessage"}, Err(TRUNCATED, static_cast<uint32_t>(header.size())), "", {"SAN-F1"});
    Fields out = FieldsOf(CanonicalLayout(post), version);
    out.workers[2] = 27;
    const std::string out_slug = NotationOf(out, version);
    add(v + "/worker-27", out_slug, {"OutOfRange"}, Err(VALUE_OUT_OF_RANGE, NotationBitAt(out_slug, 11)), "",
        {"SAN-F2"});
    Layout unsorted = CanonicalLayout(post);
    std::swap(unsorted.workers[2], unsorted.workers[3]);
    std::swap(unsorted.groups[1][0], unsorted.groups[1][7]);
    add(v + "/unsorted", NotationOf(FieldsOf(unsorted, version), version), {"WorkerOrder", "Unsorted"},
        Ok(version, post), "the lenient profile ignores the canonical checks here too", {"SAN-F4", "SAN-F9"});
    const Layout on_tower = {.turn = 1, .workers = {3, 8, 13, 18}, .groups = {{{}, {1}, {18}, {}}}};
    const std::string tower_slug = NotationOf(FieldsOf(on_tower, version), version);
    add(v + "/worker-on-tower", tower_slug, {"IllegalPosition"}, Err(ILLEGAL_POSITION, NotationBitAt(tower_slug, 16)),
        "", {"SAN-P2"});
  }
  // v2 only: the 25th field written 1, and bits after the 25th field.
  Fields all = FieldsOf(CanonicalLayout(Shops(25)), '2');
  all.buildings[24] = 1;
  add("v2/25th-field-1", NotationOf(all, '2'), {"Field25", "BuildingCount"}, V2Ok(Shops(25)), "", {"SAN-V2-2"});
  const std::string extra = NotationOf(FieldsOf(CanonicalLayout(Shops(25)), '2'), '2') + " 0";
  add("v2/bit-after-25th-field", extra, {"ExtraField"}, Err(TRAILING_DATA, NotationBitAt(extra, 131)),
      "not a canonical check: lenient rejects it too", {"SAN-F6"});
  // Over the length limit: the longest v1 notation with three spaces between fields.
  const std::string wide = Notation('1', CanonicalMessage(WithBuildings(25), '1'), FieldWidths('1', 25), "   ");
  c.Add(f, {.id = "santorini/notation/v1/25-buildings-wide",
            .slug = wide,
            .flags = {"PostNotation", "LengthLimit"},
            .requirements = {"SAN-T2"},
            .comment = std::to_string(wide.size()) + " bytes",
            .strict = Err(INPUT_TOO_LONG, 256)});
}

}  // namespace slugspec::corpusgen::santorini
