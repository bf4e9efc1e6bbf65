// The fields vectors (fields.jsonl): §5, the fields both versions share and
// the checks on every building field, [SAN-F1] to [SAN-F9], in v1 and v2.
#include <array>
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

void FieldVectors(Corpus& c) {
  const std::string f = "fields.jsonl";
  Family add(c, f, "santorini/fields/");
  auto end = [](const std::string& s) { return Err(TRUNCATED, static_cast<uint32_t>(s.size())); };
  const Position post = PostPosition();
  const Layout post_layout = CanonicalLayout(post);

  for (const char version : {'1', '2'}) {
    const std::string v = std::string("v") + version + "/";
    const Message message = CanonicalMessage(post, version);

    // [SAN-F1] Messages that end inside the first 36 bits (the post's).
    for (const size_t bits : {1, 5, 6, 11, 20, 21, 30, 35}) {
      const std::string slug = Slug(version, message.substr(0, bits));
      add(v + "header/" + std::to_string(bits) + "-bits", slug, {"ShortMessage"}, {"SAN-F1"}, end(slug), std::nullopt,
          "the post's first " + std::to_string(bits) + " bits");
    }

    // [SAN-F2] A worker's square over 24.
    for (size_t i = 0; i < 4; ++i) {
      for (const uint32_t square : {25u, 31u}) {
        if (version == '1' && square == 31 && i % 3 != 0) continue;
        Fields bad = FieldsOf(post_layout, version);
        bad.workers[i] = square;
        add(v + "worker/" + std::to_string(i) + "-on-" + std::to_string(square), Write(bad, version), {"OutOfRange"},
            {"SAN-F2"}, Err(VALUE_OUT_OF_RANGE, WorkerAt(i)));
      }
    }
    // [SAN-F3] A worker on an earlier worker's square.
    const std::pair<size_t, size_t> pairs[] = {{1, 0}, {2, 0}, {2, 1}, {3, 0}, {3, 1}, {3, 2}};
    for (const auto& [later, earlier] : pairs) {
      Fields bad = FieldsOf(post_layout, version);
      bad.workers[later] = bad.workers[earlier];
      add(v + "worker/" + std::to_string(later) + "-on-" + std::to_string(earlier), Write(bad, version),
          {"RepeatedSquare"}, {"SAN-F3"}, Err(DUPLICATE, WorkerAt(later)));
    }
    Fields masked = FieldsOf(post_layout, version);
    masked.workers = {14, 6, 6, 1};
    add(v + "worker/duplicate-after-descending", Write(masked, version),
        {"RepeatedSquare", "WorkerOrder", "MaskedCanonical"}, {"SAN-F3", "SAN-F4"}, Err(DUPLICATE, WorkerAt(2)));
    masked.workers = {6, 14, 25, 25};
    add(v + "worker/out-of-range-twice", Write(masked, version), {"OutOfRange"}, {"SAN-F2"},
        Err(VALUE_OUT_OF_RANGE, WorkerAt(2)), std::nullopt, "range is checked before repeats");
    // [SAN-F4] A player's workers in descending order.
    for (const size_t second : {1, 3}) {
      Layout swapped = post_layout;
      std::swap(swapped.workers[second - 1], swapped.workers[second]);
      add(v + "worker/player-" + (second == 1 ? "one" : "two") + "-descending", Write(swapped, version),
          {"WorkerOrder"}, {"SAN-F4"}, Err(NON_CANONICAL, WorkerAt(second)), Ok(version, post));
    }

    // [SAN-F5] The counts: S, S + H, S + H + T at most 25.
    struct Counts {
      const char* name;
      std::array<uint32_t, 3> counts;
      size_t failing;
    };
    const Counts counts[] = {
        {"s-26", {26, 0, 0}, 0}, {"s-31", {31, 31, 31}, 0},   {"s-20-h-6", {20, 6, 0}, 1},
        {"h-26", {0, 26, 0}, 1}, {"s-25-h-1", {25, 1, 0}, 1}, {"s-10-h-10-t-6", {10, 10, 6}, 2},
        {"t-26", {0, 0, 26}, 2}, {"s-25-t-1", {25, 0, 1}, 2}, {"s-24-h-1-t-1", {24, 1, 1}, 2},
    };
    for (const Counts& k : counts) {
      Fields bad = FieldsOf(CanonicalLayout(WithBuildings(0)), version);
      bad.counts = k.counts;
      add(v + "counts/" + k.name, Write(bad, version), {"OutOfRange"}, {"SAN-F5"},
          Err(VALUE_OUT_OF_RANGE, CountAt(k.failing)), std::nullopt, "the counts, and no building field");
    }
    add(v + "counts/s-25", Canonical(Shops(25), version), {"Boundary"}, {"SAN-F5"}, Ok(version, Shops(25)));
    Position homes = Shops(0);
    homes.heights.fill(kHome);
    add(v + "counts/h-25", Canonical(homes, version), {"Boundary"}, {"SAN-F5"}, Ok(version, homes));
    Position towers = MakePosition(1, {0, 1}, {2, 3}, "12123/33333/33333/33333/33333");
    add(v + "counts/s-2-h-2-t-21", Canonical(towers, version), {"Boundary"}, {"SAN-F5"}, Ok(version, towers),
        std::nullopt, "21 towers, the most a position can have");

    // [SAN-F6] Bits after the 25th building field: not a canonical check.
    const Message full = CanonicalMessage(Shops(25), version);
    const size_t after = FieldBit(version, 26);
    for (const std::string extra : {"0", "1", "00000"}) {
      add(v + "extra/" + std::to_string(extra.size()) + "-bits-" + extra.substr(0, 1), Slug(version, full + extra),
          {"ExtraField", "BuildingCount"}, {"SAN-F6"}, Err(TRAILING_DATA, CharOfBit(after)), std::nullopt,
          "25 shops, then " + extra);
    }
    add(v + "extra/after-domes", Slug(version, CanonicalMessage(WithBuildings(25), version) + "1"), {"ExtraField"},
        {"SAN-F6"}, Err(TRAILING_DATA, CharOfBit(after)));

    // [SAN-F7] A field cut short by the end of the message.
    const Message three = CanonicalMessage(WithBuildings(3), version);
    for (const std::string part : {"1", "11", "111", "1111"}) {
      if (static_cast<int>(part.size()) >= FieldWidth(version, 4)) continue;
      const std::string slug = Slug(version, three + part);
      add(v + "cut/" + std::to_string(part.size()) + "-bits-of-field-4", slug, {"ShortMessage"}, {"SAN-F7"}, end(slug),
          std::nullopt, "a cut field is not checked for its value");
    }

    // [SAN-F8] Fewer building fields than S + H + T.
    struct Missing {
      const char* name;
      std::array<uint32_t, 3> counts;
      size_t fields;
    };
    const Missing missing[] = {
        {"s-1-no-field", {1, 0, 0}, 0},      {"t-1-no-field", {0, 0, 1}, 0},     {"s-3-two-fields", {3, 0, 0}, 2},
        {"2-2-2-five-fields", {2, 2, 2}, 5}, {"s-25-24-fields", {25, 0, 0}, 24},
    };
    for (const Missing& m : missing) {
      Fields short_of = FieldsOf(CanonicalLayout(Shops(m.fields)), version);
      short_of.counts = m.counts;
      const std::string slug = Write(short_of, version);
      add(v + "missing/" + m.name, slug, {"ShortMessage"}, {"SAN-F8"}, end(slug));
    }

    // [SAN-F9] A group out of order, each group; groups are ordered each on its own.
    const char* group_names[] = {"shops", "homes", "towers", "domes"};
    for (size_t g = 0; g < 4; ++g) {
      Layout l = {.turn = 1, .workers = {0, 1, 2, 3}, .groups = {{{}, {}, {}, {}}}};
      l.groups[g] = {20, 9, 15};
      size_t first = 1;
      for (size_t before = 0; before < g; ++before) {
        l.groups[before] = {static_cast<uint32_t>(4 + before)};
        ++first;
      }
      add(v + "order/" + group_names[g], Write(l, version), {"Unsorted"}, {"SAN-F9"},
          Err(NON_CANONICAL, FieldAt(version, first + 1)), Ok(version, PositionOf(l)));
    }
    const Layout across = {.workers = {0, 1, 2, 3}, .groups = {{{22, 23}, {5, 6}, {10}, {8, 9}}}};
    add(v + "order/descending-across-groups", Write(across, version), {}, {"SAN-F9"}, Ok(version, PositionOf(across)),
        std::nullopt, "each group ascends; the groups need not");
  }
  // v2: squares that ascend give indices that never decrease.
  const Layout adjacent = {.workers = {10, 11, 12, 13}, .groups = {{{0, 1, 2}, {3, 4}, {}, {5}}}};
  add("v2/order/equal-indices", Write(adjacent, '2'), {"Boundary"}, {"SAN-F9"}, V2Ok(PositionOf(adjacent)),
      std::nullopt, "every building field is index 0");
}

}  // namespace slugspec::corpusgen::santorini
