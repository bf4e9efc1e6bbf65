// The v2 vectors (v2.jsonl): §6.2, building fields that index the squares
// with no building yet, 5 bits wide down to 1. Every building count, every
// change of field width (messages that end at it and one bit short of it),
// the last valid index and the first invalid one at every field
// [SAN-V2-1], and the 25th field [SAN-V2-2].
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/generator_main.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

void V2Vectors(Corpus& c) {
  const std::string f = "v2.jsonl";
  Family add(c, f, "santorini/v2/");
  auto end = [](const std::string& s) { return Err(TRUNCATED, static_cast<uint32_t>(s.size())); };

  // Every number of buildings, 0 to 25.
  for (size_t n = 0; n <= kSquares; ++n) {
    const Position p = WithBuildings(n);
    std::vector<std::string> flags = {"BuildingCount"};
    if (n == 0 || n == kSquares) flags.push_back("Boundary");
    const Message m = CanonicalMessage(p, '2');
    const std::string slug = Slug('2', m);
    add("count/" + std::to_string(n), slug, flags, {"SAN-F8"}, V2Ok(p), std::nullopt,
        std::to_string(m.size()) + " bits, " + std::to_string(slug.size()) + " characters");
  }
  // §6.2 and §10: after 9, 17, 21, 23 and 25 buildings the fields take 45, 77, 89, 93 and 95 bits.
  const std::pair<size_t, size_t> table[] = {{9, 45}, {17, 77}, {21, 89}, {23, 93}, {25, 95}};
  for (const auto& [n, bits] : table) {
    if (FieldBit('2', n + 1) != 36 + bits) Die("v2 field widths disagree with the post's table");
  }
  if (Canonical(WithBuildings(25), '2').size() != 32) Die("the longest v2 slug is not 32 characters (§10)");

  // The field width changes after fields 9, 17, 21, 23 (and the message ends
  // after 25): all-shop messages that end there, and one bit short. One bit
  // short of a 1-bit field is one field fewer: then the count [SAN-F8] finds
  // it, unless the field was a dome, whose loss is another position.
  for (const size_t n : {9, 10, 17, 18, 21, 22, 23, 24, 25}) {
    const std::string name = "width/" + std::to_string(n) + "-fields";
    const Message m = CanonicalMessage(Shops(n), '2');
    add(name, Slug('2', m), {"FieldWidth"}, {"SAN-F7"}, V2Ok(Shops(n)), std::nullopt,
        std::to_string(n) + " shops, " + std::to_string(m.size()) + " bits; field " + std::to_string(n) + " is " +
            std::to_string(V2Width(n)) + " bits wide");
    const std::string cut = Slug('2', m.substr(0, m.size() - 1));
    add(name + "-one-bit-short", cut, {"FieldWidth", "ShortMessage"}, {V2Width(n) > 1 ? "SAN-F7" : "SAN-F8"}, end(cut));
    if (V2Width(n) == 1) {
      const Position p = WithBuildings(n);
      Layout fewer = CanonicalLayout(p);
      fewer.groups[3].pop_back();
      const Message dm = CanonicalMessage(p, '2');
      add(name + "-dome-one-bit-short", Slug('2', dm.substr(0, dm.size() - 1)), {"FieldWidth", "ZeroPadding"}, {},
          V2Ok(PositionOf(fewer)), std::nullopt, "the last dome's 1-bit field lost: one dome fewer");
    }
  }

  // [SAN-V2-1] Field k has A = 26 - k squares to choose from. Index A - 1
  // (the last free square) is valid at every field; index A, where the
  // field's width can write it, is not.
  for (size_t k = 1; k <= kSquares; ++k) {
    const uint32_t choices = static_cast<uint32_t>(26 - k);
    Position last = Shops(k - 1);
    last.heights[24] = kShop;
    const Fields valid = FieldsOf(CanonicalLayout(last), '2');
    if (valid.buildings.back() != choices - 1) Die("the last free square is not index A - 1");
    add("index/field-" + std::to_string(k) + "-last", Write(valid, '2'), {"IndexBound"}, {"SAN-V2-1"}, V2Ok(last),
        std::nullopt, "index " + std::to_string(choices - 1) + " of " + std::to_string(V2Width(k)) + " bits");
    if (k == kSquares || choices >= (1u << V2Width(k))) continue;
    Fields bad = valid;
    bad.buildings.back() = choices;
    add("index/field-" + std::to_string(k) + "-one-past", Write(bad, '2'), {"IndexBound", "OutOfRange"}, {"SAN-V2-1"},
        Err(VALUE_OUT_OF_RANGE, FieldAt('2', k)), std::nullopt,
        "index " + std::to_string(choices) + ": only " + std::to_string(choices) + " squares are free");
  }
  // Values past A + 1, up to the largest each width holds.
  const std::pair<size_t, uint32_t> largest[] = {{1, 31}, {9, 31}, {12, 15}, {17, 15}, {20, 7}, {21, 7}};
  for (const auto& [k, value] : largest) {
    Fields bad = FieldsOf(CanonicalLayout(Shops(k)), '2');
    bad.buildings.back() = value;
    add("index/field-" + std::to_string(k) + "-value-" + std::to_string(value), Write(bad, '2'), {"OutOfRange"},
        {"SAN-V2-1"}, Err(VALUE_OUT_OF_RANGE, FieldAt('2', k)));
  }
  Fields later = FieldsOf(CanonicalLayout(WithBuildings(14)), '2');
  later.buildings[12] = 14;
  add("index/domes-field-13", Write(later, '2'), {"OutOfRange"}, {"SAN-V2-1"},
      Err(VALUE_OUT_OF_RANGE, FieldAt('2', 13)), std::nullopt, "a dome's field: index 14 of 13 free squares");

  // [SAN-V2-2] The 25th field: one square left, one bit, 0 in a canonical slug.
  for (const size_t n : {size_t{0}, size_t{25}}) {
    const Position p = n == 0 ? Shops(25) : WithBuildings(25);
    Fields one = FieldsOf(CanonicalLayout(p), '2');
    if (one.buildings.back() != 0) Die("a canonical 25th field is not 0");
    one.buildings.back() = 1;
    add(std::string("field-25/") + (n == 0 ? "shops" : "mixed"), Write(one, '2'), {"Field25"}, {"SAN-V2-2"},
        Err(NON_CANONICAL, FieldAt('2', 25)), V2Ok(p), "lenient reads the 1 as the one square left");
  }
  Fields one_and_extra = FieldsOf(CanonicalLayout(Shops(25)), '2');
  one_and_extra.buildings.back() = 1;
  add("field-25/then-a-bit", Slug('2', Pack(one_and_extra, '2') + "0"), {"Field25", "ExtraField", "MaskedCanonical"},
      {"SAN-V2-2", "SAN-F6"}, Err(TRAILING_DATA, CharOfBit(131)));
  add("field-25/zero-character", Write(one_and_extra, '2', 1), {"Field25", "ZeroCharacters", "SeveralCanonical"},
      {"SAN-V2-2", "SAN-B2"}, Err(NON_CANONICAL, FieldAt('2', 25)), V2Ok(Shops(25)));
}

}  // namespace slugspec::corpusgen::santorini
