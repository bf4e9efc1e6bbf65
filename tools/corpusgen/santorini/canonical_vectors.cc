// The canonical-form vectors (canonical.jsonl): §8 [SAN-C1]. Several
// canonical failures at once (the lowest offset is reported), canonical
// failures behind harder errors (which are reported instead), and
// non-canonical slugs that also need lenient repairs.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

void CanonicalVectors(Corpus& c) {
  const std::string f = "canonical.jsonl";
  Family add(c, f, "santorini/canonical/", {}, {"SAN-C1"});
  const Position post = PostPosition();
  const Layout canonical = CanonicalLayout(post);  // homes 1 6 8 11 12 13 14 17 are fields 2 to 9
  auto swap_workers = [](Layout l, size_t second) {
    std::swap(l.workers[second - 1], l.workers[second]);
    return l;
  };
  auto swap_homes = [](Layout l) {
    std::swap(l.groups[1][3], l.groups[1][4]);  // 12 before 11: field 6 is out of order
    return l;
  };

  for (const char version : {'1', '2'}) {
    const std::string v = std::string("v") + version + "/";
    const Outcome ok = Ok(version, post);
    const Layout both = swap_workers(swap_workers(canonical, 1), 3);
    add(v + "both-players-descending", Write(both, version), {"WorkerOrder", "SeveralCanonical"}, {"SAN-F4"},
        Err(NON_CANONICAL, WorkerAt(1)), ok);
    add(v + "homes-and-player-two", Write(swap_workers(swap_homes(canonical), 3), version),
        {"Unsorted", "WorkerOrder", "SeveralCanonical"}, {"SAN-F4", "SAN-F9"}, Err(NON_CANONICAL, WorkerAt(3)), ok);
    add(v + "homes-and-zero-character", Write(swap_homes(canonical), version, 1),
        {"Unsorted", "ZeroCharacters", "SeveralCanonical"}, {"SAN-F9", "SAN-B2"},
        Err(NON_CANONICAL, FieldAt(version, 6)), ok);
    add(v + "homes-reversed",
        Write(
            [&] {
              Layout l = canonical;
              std::reverse(l.groups[1].begin(), l.groups[1].end());
              return l;
            }(),
            version),
        {"Unsorted"}, {"SAN-F9"}, Err(NON_CANONICAL, FieldAt(version, 3)), ok, "every home after the first is lower");
    const std::string descending = Write(swap_workers(canonical, 1), version);
    add(v + "upper-case-and-descending", descending.substr(0, 5) + Upper(descending.substr(5)),
        {"WorkerOrder", "UpperCase"}, {"SAN-F4", "SAN-T7"}, Err(BAD_CHARACTER, 5), ok);

    // Behind harder errors.
    Fields out = FieldsOf(swap_workers(canonical, 1), version);
    out.workers[3] = 25;
    add(v + "behind-worker-range", Write(out, version), {"WorkerOrder", "OutOfRange", "MaskedCanonical"},
        {"SAN-F4", "SAN-F2"}, Err(VALUE_OUT_OF_RANGE, WorkerAt(3)));
    Fields counted = FieldsOf(swap_homes(canonical), version);
    counted.counts[2] = 2;
    const std::string counted_slug = Write(counted, version, 1);
    add(v + "behind-missing-field", counted_slug, {"Unsorted", "ZeroCharacters", "ShortMessage", "MaskedCanonical"},
        {"SAN-F9", "SAN-B2", "SAN-F8"}, Err(TRUNCATED, static_cast<uint32_t>(counted_slug.size())), std::nullopt,
        "two towers counted: the dome's field is read as the first, and the second has no field");
    Fields sum = FieldsOf(swap_workers(canonical, 1), version);
    sum.counts = {1, 25, 0};
    add(v + "behind-count-sum", Write(sum, version, 2),
        {"WorkerOrder", "ZeroCharacters", "OutOfRange", "MaskedCanonical"}, {"SAN-F4", "SAN-B2", "SAN-F5"},
        Err(VALUE_OUT_OF_RANGE, CountAt(1)));
  }

  // v2: every canonical check at once, and the 25th field with an unsorted group.
  Layout all = CanonicalLayout(WithBuildings(25));
  std::swap(all.workers[0], all.workers[1]);
  std::swap(all.groups[0][0], all.groups[0][1]);
  Fields every = FieldsOf(all, '2');
  every.buildings.back() = 1;
  add("v2/every-check", Write(every, '2', 1),
      {"WorkerOrder", "Unsorted", "Field25", "ZeroCharacters", "SeveralCanonical"},
      {"SAN-F4", "SAN-F9", "SAN-V2-2", "SAN-B2"}, Err(NON_CANONICAL, WorkerAt(1)), V2Ok(WithBuildings(25)),
      "[SAN-F4] at 6, [SAN-F9] at 13, [SAN-V2-2] at 31, [SAN-B2] at 32");
  Layout groups_only = CanonicalLayout(WithBuildings(25));
  std::swap(groups_only.groups[0][0], groups_only.groups[0][1]);
  Fields field_25 = FieldsOf(groups_only, '2');
  field_25.buildings.back() = 1;
  add("v2/shops-then-field-25", Write(field_25, '2'), {"Unsorted", "Field25", "SeveralCanonical"},
      {"SAN-F9", "SAN-V2-2"}, Err(NON_CANONICAL, FieldAt('2', 2)), V2Ok(WithBuildings(25)));
  Layout last_dome = CanonicalLayout(WithBuildings(25));
  std::reverse(last_dome.groups[3].end() - 2, last_dome.groups[3].end());
  Fields both_at_25 = FieldsOf(last_dome, '2');
  both_at_25.buildings.back() = 1;
  add("v2/two-checks-at-field-25", Write(both_at_25, '2'), {"Unsorted", "Field25", "SeveralCanonical"},
      {"SAN-F9", "SAN-V2-2"}, Err(NON_CANONICAL, FieldAt('2', 25)), V2Ok(WithBuildings(25)),
      "the last two domes descend and the 25th field is 1: two checks, one offset, one code");
}

}  // namespace slugspec::corpusgen::santorini
