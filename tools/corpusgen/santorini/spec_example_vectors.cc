// The spec's own examples (spec-examples.jsonl): every slug in an example
// block of spec/santorini.md, built from its intent. Generation stops if a
// built slug differs from the spec's text, so the spec cannot show a slug
// that this encoder does not write.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/common/transit_damage.h"
#include "corpusgen/santorini/families.h"
#include "corpusgen/santorini/offsets.h"
#include "corpusgen/santorini/positions.h"
#include "corpusgen/santorini/writer.h"

namespace slugspec::corpusgen::santorini {

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  auto add = [&](const char* id, std::string_view text, std::string slug, std::vector<std::string> flags,
                 Outcome strict, std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    if (slug != text) Die(std::string(id) + ": built " + slug + " but the spec shows " + std::string(text));
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = std::string("santorini/spec-example/") + id,
              .slug = std::move(slug),
              .flags = std::move(flags),
              .comment = std::move(comment),
              .strict = std::move(strict),
              .lenient = std::move(lenient)});
  };
  const Position post = PostPosition();
  const std::string v2 = Canonical(post, '2');
  const std::string payload = v2.substr(5);

  // §3.1
  add("post-v2", "san2_dhawauacascttttuzq", v2, {"Post"}, V2Ok(post));
  add("bad-magic", "sam2_dhawauacascttttuzq", "sam2_" + payload, {"Post", "BadMagic"}, Err(BAD_MAGIC, 2));
  add("version-3", "san3_dhawauacascttttuzq", "san3_" + payload, {"Post", "UnknownVersion"}, Err(UNKNOWN_VERSION, 3));
  add("hyphen", "san2-dhawauacascttttuzq", "san2-" + payload, {"Post", "Separator"}, Err(BAD_CHARACTER, 4));
  add("digit-1", "san2_dhawauacascttttuz1", v2.substr(0, v2.size() - 1) + "1", {"Post", "NotBase32"},
      Err(BAD_CHARACTER, 22));
  add("empty-payload", "san2_", "san2_", {"ShortHeader"}, Err(TRUNCATED, 5));
  // §3.2
  const std::string notation = Notation('2', CanonicalMessage(post, '2'), FieldWidths('2', 10));
  add("post-notation",
      "san2 0 00110 01110 00001 01100 00001 01000 00000 00100 00001 00100 00101 00111 00111 00111 00111 01001 1001",
      notation, {"Post", "PostNotation"}, Err(BAD_CHARACTER, 4), V2Ok(post));
  add("upper-case-in-prose", " san2_DHAWAUACASCTTTTUZQ.", " san2_" + Upper(payload) + ".",
      {"Post", "UpperCase", "SurroundingSpaces", "ProsePunctuation", "CombinedDamage"}, Err(BAD_MAGIC, 0), V2Ok(post));
  // §4
  add("no-stop-bit", "san2_aaaaaaaaaaaaaaa", "san2_" + Base32(std::string(75, '0')), {"NoStopBit"}, Err(TRUNCATED, 20));
  add("zero-character", "san2_dhawauacascttttuzqa", Write(CanonicalLayout(post), '2', 1), {"Post", "ZeroCharacters"},
      Err(NON_CANONICAL, 23), V2Ok(post));
  // §6.1
  add("post-v1", "san1_dhawauacatefwgxizi", Canonical(post, '1'), {"Post"}, V1Ok(post));
  // §6.2: the zero-padding pair.
  Position domed = Shops(23);
  domed.heights[23] = kDome;
  add("shops-23", "san2_aarb3qaaaaaaaaaaaaaaaaaaab", Canonical(Shops(23), '2'), {"ZeroPadding"}, V2Ok(Shops(23)),
      std::nullopt, "129 bits: the stop bit is the last of 26 characters");
  add("shops-23-dome", "san2_aarb3qaaaaaaaaaaaaaaaaaaaaq", Canonical(domed, '2'), {"ZeroPadding"}, V2Ok(domed),
      std::nullopt, "130 bits: the 24th field is one 0 bit, a dome on square 23");
  // §7: player one on 0 and 5, player two on 1 and 2, a dome on square 0.
  const Layout on_dome = {.workers = {0, 5, 1, 2}, .groups = {{{}, {}, {}, {0}}}};
  add("worker-on-dome", "san2_acqraaaai", Write(on_dome, '2'), {"IllegalPosition"}, Err(ILLEGAL_POSITION, 5));
  // §8
  Layout swapped = CanonicalLayout(post);
  std::swap(swapped.workers[0], swapped.workers[1]);
  add("workers-descending", "san2_hdawauacascttttuzq", Write(swapped, '2'), {"Post", "WorkerOrder"},
      Err(NON_CANONICAL, WorkerAt(1)), V2Ok(post));
}

}  // namespace slugspec::corpusgen::santorini
