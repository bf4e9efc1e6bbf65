// The v1 vectors (v1.jsonl): §6.1, building fields of 5 bits naming their
// square. Every building count, [SAN-V1-1] and [SAN-V1-2] in each group and
// at the first, a middle and the last field.
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

void V1Vectors(Corpus& c) {
  const std::string f = "v1.jsonl";
  const Family add(c, f, "santorini/v1/");

  // Every number of buildings, 0 to 25: 36 + 5n bits.
  for (size_t n = 0; n <= kSquares; ++n) {
    const Position p = WithBuildings(n);
    std::vector<std::string> flags = {"BuildingCount"};
    if (n == 0 || n == kSquares) flags.push_back("Boundary");
    const std::string slug = Canonical(p, '1');
    add("count/" + std::to_string(n), slug, flags, {"SAN-V1-1", "SAN-F8"}, V1Ok(p),
        std::to_string(36 + 5 * n) + " bits, " + std::to_string(slug.size()) + " characters");
  }
  if (Canonical(WithBuildings(25), '1').size() != 38) Die("the longest v1 slug is not 38 characters (§10)");
  add("count/25-shops", Canonical(Shops(25), '1'), {"BuildingCount", "Boundary"}, {"SAN-V1-1"}, V1Ok(Shops(25)));
  Position corners = Shops(0);
  corners.heights[24] = kDome;
  add("square-24", Canonical(corners, '1'), {"Boundary"}, {"SAN-V1-1"}, V1Ok(corners), "a dome on the last square");

  // [SAN-V1-1] A square over 24: at field 1, a middle field, the last, in each group.
  // 12 buildings: shops 0 3 6 (fields 1-3), homes 7 10 13, towers 14 17 20, domes 2 21 24 (fields 10-12).
  const Layout l = CanonicalLayout(WithBuildings(12));
  struct Bad {
    const char* name;
    size_t k;
    uint32_t value;
  };
  const Bad ranges[] = {{"field-1-25", 1, 25}, {"field-1-31", 1, 31},   {"field-6-25", 6, 25},
                        {"field-9-28", 9, 28}, {"field-12-31", 12, 31}, {"field-12-25", 12, 25}};
  for (const Bad& b : ranges) {
    Fields bad = FieldsOf(l, '1');
    bad.buildings[b.k - 1] = b.value;
    add("range/" + std::string(b.name), Write(bad, '1'), {"OutOfRange"}, {"SAN-V1-1"},
        Err(VALUE_OUT_OF_RANGE, FieldAt('1', b.k)),
        "12 buildings; field " + std::to_string(b.k) + " is " + std::to_string(b.value));
  }
  Fields twice = FieldsOf(l, '1');
  twice.buildings[2] = 30;
  twice.buildings[8] = 2;
  add("range/before-duplicate", Write(twice, '1'), {"OutOfRange"}, {"SAN-V1-1"},
      Err(VALUE_OUT_OF_RANGE, FieldAt('1', 3)), "the first failing field is reported");

  // [SAN-V1-2] A square named again: in one group, across groups, at the 25th field.
  const Layout same_group = {.workers = {0, 1, 2, 3}, .groups = {{{5, 5}, {}, {}, {}}}};
  add("duplicate/same-group", Write(same_group, '1'), {"RepeatedSquare"}, {"SAN-V1-2"}, Err(DUPLICATE, FieldAt('1', 2)),
      "shops 5 and 5: the repeat is also not ascending, and DUPLICATE is the harder error");
  Fields across = FieldsOf(l, '1');
  across.buildings[11] = across.buildings[0];
  add("duplicate/dome-on-a-shop-square", Write(across, '1'), {"RepeatedSquare"}, {"SAN-V1-2"},
      Err(DUPLICATE, FieldAt('1', 12)), "the last field names the first field's square");
  Fields middle = FieldsOf(l, '1');
  middle.buildings[6] = middle.buildings[5];
  add("duplicate/tower-on-a-home-square", Write(middle, '1'), {"RepeatedSquare"}, {"SAN-V1-2"},
      Err(DUPLICATE, FieldAt('1', 7)));
  Fields last = FieldsOf(CanonicalLayout(Shops(25)), '1');
  last.buildings[24] = 0;
  add("duplicate/field-25", Write(last, '1'), {"RepeatedSquare", "BuildingCount"}, {"SAN-V1-2"},
      Err(DUPLICATE, FieldAt('1', 25)), "25 fields but square 24 never named");
  Fields unsorted_then_repeat = FieldsOf(l, '1');
  std::swap(unsorted_then_repeat.buildings[0], unsorted_then_repeat.buildings[1]);
  unsorted_then_repeat.buildings[4] = unsorted_then_repeat.buildings[0];
  add("duplicate/after-unsorted", Write(unsorted_then_repeat, '1'), {"RepeatedSquare", "Unsorted", "MaskedCanonical"},
      {"SAN-V1-2", "SAN-F9"}, Err(DUPLICATE, FieldAt('1', 5)));
}

}  // namespace slugspec::corpusgen::santorini
