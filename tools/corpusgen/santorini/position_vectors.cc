// The position vectors (position.jsonl): §7, a worker on a dome [SAN-P1] or
// on a level-3 tower [SAN-P2], each worker in each version, and the order of
// these checks after the fields.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "corpusgen/common/family.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

void PositionVectors(Corpus& c) {
  const std::string f = "position.jsonl";
  Family add(c, f, "santorini/position/");
  // Workers on 2 and 7, and 12 and 17; a home on 1 and a tower on 23 besides.
  const Layout base = {.turn = 1, .workers = {2, 7, 12, 17}, .groups = {{{}, {1}, {23}, {}}}};
  const char* places[] = {"player-one-first", "player-one-second", "player-two-first", "player-two-second"};

  for (const char version : {'1', '2'}) {
    const std::string v = std::string("v") + version + "/";
    for (size_t i = 0; i < 4; ++i) {
      // [SAN-P1] and [SAN-P2]: worker i's square built up to a dome, or a tower.
      for (const uint32_t height : {kDome, kTower}) {
        Layout l = base;
        l.groups[height - 1].push_back(l.workers[i]);
        std::sort(l.groups[height - 1].begin(), l.groups[height - 1].end());
        add(v + (height == kDome ? "dome/" : "tower/") + places[i], Write(l, version), {"IllegalPosition"},
            {height == kDome ? "SAN-P1" : "SAN-P2"}, Err(ILLEGAL_POSITION, WorkerAt(i)));
      }
      // Heights a worker may stand on.
      Layout home = base;
      home.groups[static_cast<size_t>(i % 2)].push_back(home.workers[i]);
      std::sort(home.groups[i % 2].begin(), home.groups[i % 2].end());
      add(v + (i % 2 == 0 ? "shop/" : "home/") + places[i], Write(home, version), {"Boundary"}, {"SAN-P1", "SAN-P2"},
          Ok(version, PositionOf(home)));
    }
    // Field order decides between two illegal workers, not the check's order.
    const Layout two = {.workers = {2, 7, 12, 17}, .groups = {{{}, {}, {17}, {7}}}};
    add(v + "two-illegal-workers", Write(two, version), {"IllegalPosition"}, {"SAN-P1", "SAN-P2"},
        Err(ILLEGAL_POSITION, WorkerAt(1)), std::nullopt, "player one's second worker on a dome comes first");
    // The position checks come after the fields' and before the canonical ones.
    Fields short_of = FieldsOf(two, version);
    short_of.counts = {1, 1, 1};
    add(v + "after-missing-fields", Write(short_of, version), {"IllegalPosition", "ShortMessage"}, {"SAN-F8"},
        Err(TRUNCATED, static_cast<uint32_t>(Write(short_of, version).size())), std::nullopt,
        "three buildings counted, two fields: the fields fail first");
    Layout unsorted = two;
    std::swap(unsorted.workers[0], unsorted.workers[1]);
    add(v + "behind-worker-order", Write(unsorted, version), {"IllegalPosition", "WorkerOrder", "MaskedCanonical"},
        {"SAN-P1", "SAN-F4"}, Err(ILLEGAL_POSITION, WorkerAt(0)), std::nullopt,
        "the worker on the dome is now the first field");
    // Every building a tower or a dome but the workers' four squares: T + D = 21.
    const Position most = MakePosition(0, {0, 24}, {4, 20}, "24442/33333/44444/33333/13432");
    add(v + "towers-and-domes-21", Canonical(most, version), {"Boundary"}, {"SAN-P1", "SAN-P2"}, Ok(version, most),
        std::nullopt, "T + D = 21, the most §7 allows");
    Position over = most;
    over.heights[0] = kTower;
    add(v + "towers-and-domes-22", Canonical(over, version), {"IllegalPosition"}, {"SAN-P2"},
        Err(ILLEGAL_POSITION, WorkerAt(0)));
  }
  // Lenient readings reach the position checks too.
  Fields field_25 = FieldsOf(CanonicalLayout(Shops(25)), '2');
  field_25.counts = {0, 0, 24};
  field_25.buildings.back() = 1;
  add("v2/dome-from-field-25", Write(field_25, '2'), {"IllegalPosition", "Field25", "MaskedCanonical"},
      {"SAN-P2", "SAN-V2-2"}, Err(ILLEGAL_POSITION, WorkerAt(0)), std::nullopt,
      "24 towers and a dome: every worker stands on a tower");
}

}  // namespace slugspec::corpusgen::santorini
