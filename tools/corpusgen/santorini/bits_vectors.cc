// The bits vectors (bits.jsonl): §4, the stop bit. No stop bit [SAN-B1], the
// stop bit in each of the five places of its character, characters of zero
// bits after it [SAN-B2], and the pair of §6.2 that zero padding would confuse.
#include <optional>
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

void BitsVectors(Corpus& c) {
  const std::string f = "bits.jsonl";
  Family add(c, f, "santorini/bits/");
  auto length = [](const std::string& s) { return static_cast<uint32_t>(s.size()); };

  // [SAN-B1] No 1 bit at all.
  for (const size_t chars : {1, 4, 8, 27, 33}) {
    const std::string slug = "san2_" + std::string(chars, 'a');
    add("no-stop-bit/v2-" + std::to_string(chars), slug, {"NoStopBit"}, {"SAN-B1"}, Err(TRUNCATED, length(slug)));
  }
  add("no-stop-bit/v1-18", "san1_" + std::string(18, 'a'), {"NoStopBit"}, {"SAN-B1"}, Err(TRUNCATED, 23));
  add("no-stop-bit/upper-case", "san1_AAAA", {"NoStopBit", "UpperCase"}, {"SAN-B1", "SAN-T7"}, Err(BAD_CHARACTER, 5),
      Err(TRUNCATED, 9));
  // A stop bit and nothing before it: a message of 0 bits.
  add("stop-bit-only/q", "san2_q", {"ShortMessage"}, {"SAN-F1"}, Err(TRUNCATED, 6), std::nullopt,
      "the stop bit is the first bit: a message of 0 bits");
  add("stop-bit-only/b", "san1_b", {"ShortMessage"}, {"SAN-F1"}, Err(TRUNCATED, 6), std::nullopt,
      "a message of 4 zero bits");
  add("stop-bit-only/q-and-zero-character", "san2_qa", {"ShortMessage", "ZeroCharacters", "MaskedCanonical"},
      {"SAN-F1", "SAN-B2"}, Err(TRUNCATED, 7));

  // The stop bit in each place of its character: v2 messages of 85, 36, 97,
  // 93 and 89 bits end in place 0 to 4 of a character (v1 messages, 36 + 5n
  // bits, always in place 1). Each alone, then followed by one and by two
  // characters of zero bits.
  const std::pair<int, size_t> places[] = {{0, 10}, {1, 0}, {2, 13}, {3, 12}, {4, 11}};
  for (const auto& [place, n] : places) {
    const Position p = WithBuildings(n);
    const Message m = CanonicalMessage(p, '2');
    if (m.size() % 5 != static_cast<size_t>(place)) Die("stop bit place miscounted");
    const std::string name = "place-" + std::to_string(place);
    const std::string comment = std::to_string(n) + " buildings, " + std::to_string(m.size()) + " bits, " +
                                std::to_string(4 - place) + " zero bits after the stop bit";
    const std::string slug = Slug('2', m);
    add(name + "/v2", slug, {"StopBitPlace"}, {"SAN-B2"}, V2Ok(p), std::nullopt, comment);
    add(name + "/v2-zero-character", Slug('2', m, 1), {"StopBitPlace", "ZeroCharacters"}, {"SAN-B2"},
        Err(NON_CANONICAL, length(slug)), V2Ok(p));
    add(name + "/v2-two-zero-characters", Slug('2', m, 2), {"StopBitPlace", "ZeroCharacters"}, {"SAN-B2"},
        Err(NON_CANONICAL, length(slug)), V2Ok(p));
  }
  // v1 messages of 36 + 5n + r bits end inside a field.
  const Message v1_three = CanonicalMessage(WithBuildings(3), '1');
  for (int r = 1; r <= 4; ++r) {
    const std::string slug = Slug('1', v1_three + std::string(static_cast<size_t>(r), '0'));
    add("place-" + std::to_string((1 + r) % 5) + "/v1-field-cut", slug, {"StopBitPlace", "ShortMessage"}, {"SAN-F7"},
        Err(TRUNCATED, length(slug)), std::nullopt, "3 buildings and " + std::to_string(r) + " bits of a 4th field");
  }
  add("place-1/v1", Slug('1', v1_three), {"StopBitPlace"}, {"SAN-B2"}, V1Ok(WithBuildings(3)));

  // [SAN-B2] Characters of zero bits after the one that holds the stop bit.
  const Position post = PostPosition();
  const Layout post_layout = CanonicalLayout(post);
  for (const int zeros : {2, 3, 9}) {
    add("zero-characters/post-" + std::to_string(zeros), Write(post_layout, '2', zeros), {"Post", "ZeroCharacters"},
        {"SAN-B2"}, Err(NON_CANONICAL, 23), V2Ok(post));
  }
  add("zero-characters/v1-post-2", Write(post_layout, '1', 2), {"Post", "ZeroCharacters"}, {"SAN-B2"},
      Err(NON_CANONICAL, 23), V1Ok(post));
  add("zero-characters/no-buildings", Write(CanonicalLayout(WithBuildings(0)), '1', 1), {"ZeroCharacters"}, {"SAN-B2"},
      Err(NON_CANONICAL, 13), V1Ok(WithBuildings(0)));
  add("zero-characters/25-buildings", Write(CanonicalLayout(WithBuildings(25)), '2', 1), {"ZeroCharacters"}, {"SAN-B2"},
      Err(NON_CANONICAL, 32), V2Ok(WithBuildings(25)));
  add("zero-characters/upper-case", "san2_" + Upper(Write(post_layout, '2', 1).substr(5)),
      {"ZeroCharacters", "UpperCase"}, {"SAN-B2", "SAN-T7"}, Err(BAD_CHARACTER, 5), V2Ok(post));
  // Behind a harder error; beside an earlier canonical failure.
  Fields bad = FieldsOf(post_layout, '2');
  bad.workers[3] = 6;
  add("zero-characters/behind-duplicate", Write(bad, '2', 1), {"ZeroCharacters", "RepeatedSquare", "MaskedCanonical"},
      {"SAN-B2", "SAN-F3"}, Err(DUPLICATE, WorkerAt(3)));
  Layout swapped = post_layout;
  std::swap(swapped.workers[2], swapped.workers[3]);
  add("zero-characters/after-worker-order", Write(swapped, '2', 1),
      {"ZeroCharacters", "WorkerOrder", "SeveralCanonical"}, {"SAN-B2", "SAN-F4"}, Err(NON_CANONICAL, WorkerAt(3)),
      V2Ok(post), "the worker's character comes first");

  // §6.2: the two positions zero padding would confuse, and their shared
  // zero-padded payload.
  const Position shops = Shops(23);
  Position domed = shops;
  domed.heights[23] = kDome;
  const std::string shops_slug = Canonical(shops, '2'), domed_slug = Canonical(domed, '2');
  add("zero-padding/23-shops", shops_slug, {"ZeroPadding"}, {"SAN-B1"}, V2Ok(shops), std::nullopt,
      "129 bits; with the stop bit 130, 26 characters");
  add("zero-padding/23-shops-and-a-dome", domed_slug, {"ZeroPadding"}, {"SAN-B1"}, V2Ok(domed), std::nullopt,
      "the same 129 bits and a 24th field, one 0 bit: a dome on square 23");
  const std::string padded = "san2_" + Base32(CanonicalMessage(shops, '2') + "0");
  if (padded != "san2_" + Base32(CanonicalMessage(domed, '2'))) Die("the two messages do not pad alike");
  add("zero-padding/zero-padded", padded, {"ZeroPadding", "ShortMessage"}, {"SAN-B1", "SAN-F1"},
      Err(TRUNCATED, length(padded)), std::nullopt,
      "both messages padded with zeros (§6.2): the last 1 is bit 25, so the message is 25 bits");
  add("zero-padding/23-shops-zero-character", shops_slug + "a", {"ZeroPadding", "ZeroCharacters"}, {"SAN-B2"},
      Err(NON_CANONICAL, length(shops_slug)), V2Ok(shops));
  add("zero-padding/23-shops-and-a-dome-zero-character", domed_slug + "a", {"ZeroPadding", "ZeroCharacters"},
      {"SAN-B2"}, Err(NON_CANONICAL, length(domed_slug)), V2Ok(domed));
}

}  // namespace slugspec::corpusgen::santorini
