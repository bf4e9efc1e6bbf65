// The post's vectors (seed.jsonl): the worked example of seed 003, "Storing
// Santorini Positions", bit for bit in both layouts and in the post's own
// notation, read in the wrong layout, cut short and padded as the post would
// have padded it.
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

void SeedVectors(Corpus& c) {
  const std::string f = "seed.jsonl";
  const Position post = PostPosition();
  const Message bits(kPostMessage);
  // The example must come out of the writer exactly as the post and the spec print it.
  if (CanonicalMessage(post, '2') != bits) Die("the post's position does not pack to the post's 85 bits");
  if (Slug('2', bits) != kPostSlug) Die("the post's 85 bits do not make " + std::string(kPostSlug));
  if (Canonical(post, '1') != kPostV1Slug) Die("the post's position does not make " + std::string(kPostV1Slug));
  if (Notation('2', bits, FieldWidths('2', 10)) != kPostNotation) Die("the post's notation is not its fields");
  const std::string v1_bits = CanonicalMessage(post, '1');
  const std::string slug(kPostSlug), v1_slug(kPostV1Slug);
  const Family add(c, f, "santorini/seed/post/", {"Post"});

  add.WithComment("v2", slug, {}, {"SAN-B1", "SAN-F8"},
                  "the post's 85 bits " + bits + ", the stop bit and 4 zero bits: 18 characters", V2Ok(post));
  add.WithComment("v1", v1_slug, {}, {"SAN-V1-1"},
                  "the post's position in its first-thoughts layout: 86 bits " + v1_bits, V1Ok(post));
  add.WithComment("v2-notation", std::string(kPostNotation), {"PostNotation"}, {"SAN-T8"},
                  "the bits exactly as the post prints them, after 'san2 '", Err(BAD_CHARACTER, 4), V2Ok(post));
  add.WithComment("v1-notation", Notation('1', v1_bits, FieldWidths('1', 10)), {"PostNotation"}, {"SAN-T8"},
                  "the v1 bits grouped by field as the post groups its v2 bits", Err(BAD_CHARACTER, 4), V1Ok(post));

  // §1.1: the bits win over the post's words and picture.
  Position two_to_move = post;
  two_to_move.turn = 1;
  add.WithComment("player-two-to-move", Canonical(two_to_move, '2'), {}, {},
                  "the turn the post's picture shows ('Other player's turn'); the post's bits say player one",
                  V2Ok(two_to_move));
  Position blue = post;
  std::swap(blue.one, blue.two);
  add.WithComment(
      "blue-player-one", Canonical(blue, '2'), {}, {},
      "the post's words (player one is blue, on 1 and 12) instead of its bits: another position, another slug",
      V2Ok(blue));

  // The post's bits without a stop bit, zero padded: 85 bits fill 17
  // characters, so the last 1 of the message is read as the stop bit.
  add.WithComment(
      "zero-padded", "san2_" + Base32(bits), {"ZeroPadding", "Truncated"}, {"SAN-F7"},
      "the post's 85 bits with no stop bit (the slug without its last character): the message's last 1 becomes the "
      "stop bit, and the 4-bit 10th field is cut short",
      Err(TRUNCATED, 22));
  add.WithComment("v1-zero-padded", "san1_" + Base32(v1_bits + "0000"), {"ZeroPadding"}, {"SAN-F7"},
                  "the v1 bits padded with 4 zero bits: the dome's field 10010 loses its last 1 and is cut short",
                  Err(TRUNCATED, 23));
  // Characters cut off the end.
  add.WithComment("cut-2", slug.substr(0, slug.size() - 2), {"Truncated", "ShortMessage"}, {"SAN-F7"},
                  "77 bits remain before the last 1: the 9th field is cut short", Err(TRUNCATED, 21));
  add.WithComment("cut-13", slug.substr(0, slug.size() - 13), {"Truncated", "ShortMessage"}, {"SAN-F1"},
                  "18 bits remain before the last 1", Err(TRUNCATED, 10));
  add.WithComment("v1-cut-1", v1_slug.substr(0, v1_slug.size() - 1), {"Truncated", "ShortMessage"}, {"SAN-F7"},
                  "the 10th 5-bit field is cut short", Err(TRUNCATED, 22));

  // One layout's bits under the other's version digit.
  add.WithComment("v2-bits-as-v1", "san1_" + slug.substr(5), {"OtherLayout", "RepeatedSquare"}, {"SAN-V1-2"},
                  "read as v1 squares, the fields say 4, 1, 4: the third repeats the first",
                  Err(DUPLICATE, FieldAt('1', 3)));
  add.WithComment(
      "v1-bits-as-v2", "san2_" + v1_slug.substr(5), {"OtherLayout", "OutOfRange"}, {"SAN-V2-1"},
      "read as v2 indices, the squares 4 1 6 8 11 12 13 14 name other squares, and the 9th field, 17, is past the "
      "17 squares left",
      Err(VALUE_OUT_OF_RANGE, FieldAt('2', 9)));

  // Transit damage to the example (transport.jsonl has every repair).
  add.WithComment("in-prose", "\"" + slug + "\".", {"ProsePunctuation"}, {"SAN-T7"}, "", Err(BAD_MAGIC, 0), V2Ok(post));
  add.WithComment("escaped-underscore", "san2%5F" + slug.substr(5), {"PercentEncoded"}, {"SAN-T7"}, "",
                  Err(BAD_CHARACTER, 4), V2Ok(post));
  add.WithComment("upper-case", "san2_DHAWAUACASCTTTTUZQ", {"UpperCase"}, {"SAN-T7"}, "", Err(BAD_CHARACTER, 5),
                  V2Ok(post));
  add.WithComment("upper-case-prefix", "SAN2_DHAWAUACASCTTTTUZQ", {"UpperCase", "UpperCasePrefix"}, {"SAN-T7"},
                  "the prefix is not folded (§3.2): SAN could begin a pentomino link", Err(BAD_MAGIC, 0));
  add.WithComment("v1-upper-case-in-prose", "(san1_DHAWAUACATEFWGXIZI),",
                  {"UpperCase", "ProsePunctuation", "CombinedDamage"}, {"SAN-T7"}, "", Err(BAD_MAGIC, 0), V1Ok(post));
  add.WithComment("wrapped", slug.substr(0, 12) + "\r\n" + slug.substr(12), {"LineBreaks"}, {"SAN-T7"}, "",
                  Err(BAD_CHARACTER, 12), V2Ok(post));
  add.WithComment("v1-zero-character", v1_slug + "a", {"ZeroCharacters"}, {"SAN-B2"}, "", Err(NON_CANONICAL, 23),
                  V1Ok(post));
}

}  // namespace slugspec::corpusgen::santorini
