// The generator's own santorini encoder: slugs built from their intent, in
// either version, canonical or with chosen flaws (values out of range,
// repeated or unsorted squares, a 25th field of 1, bits missing or extra,
// zero characters after the stop bit), and the post's notation. It shares
// nothing with the reference library.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_WRITER_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_WRITER_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "corpusgen/santorini/model.h"

namespace slugspec::corpusgen::santorini {

// A message (§4: the bits before the stop bit) as the characters '0' and
// '1', most significant bit first: readable in comments, and the post's
// notation is this string itself.
using Message = std::string;

// A position's pieces as a slug writes them, in the order written: the four
// workers (player one's two, then player two's), and the squares of each
// building group (shops, homes, towers, domes).
struct Layout {
  uint32_t turn = 0;
  std::array<uint32_t, 4> workers{};
  std::array<std::vector<uint32_t>, 4> groups{};
};

// The fields of a message as written, flaws and all (§5).
struct Fields {
  uint32_t turn = 0;
  std::array<uint32_t, 4> workers{};
  std::array<uint32_t, 3> counts{};  // S, H, T
  std::vector<uint32_t> buildings;   // field values: v1 squares, v2 indices
};

// The width of v2 building field k = 1..25: max(1, ceil(log2(26 - k))).
int V2Width(size_t k);
// The width of building field k in a version ('1' or '2').
int FieldWidth(char version, size_t k);
// The first bit of building field k (k = 1 is bit 36); k = n + 1 gives the
// length of a message with n building fields.
size_t FieldBit(char version, size_t k);

// The position the layout describes (workers sorted, as a model lists them).
Position PositionOf(const Layout& l);
// The canonical layout of a position (§8): workers and groups ascending.
Layout CanonicalLayout(const Position& p);
// The v2 indices of squares built in this order (§6.2).
std::vector<uint32_t> V2Indices(const std::vector<uint32_t>& squares);
// The fields of a layout in a version: counts from the groups, building
// fields from the squares in order.
Fields FieldsOf(const Layout& l, char version);

// Appends `value` in `width` bits.
void Put(Message* m, uint32_t value, int width);
// The message of the fields in a version (a v2 field beyond 25 is 5 bits).
Message Pack(const Fields& f, char version);

// "san" + version + "_" + the payload: the message, the stop bit, zero bits
// to a whole character, then `zero_chars` characters of zero bits ('a').
std::string Slug(char version, const Message& m, int zero_chars = 0);
// The payload characters of a bit string whose length is a multiple of 5,
// with no stop bit added: for payloads without one.
std::string Base32(const std::string& bits);
// The post's notation (§3.2): "san" + version + " " + the message, grouped
// by `widths` with `separator` between groups (the rest in one group).
std::string Notation(char version, const Message& m, const std::vector<int>& widths,
                     const std::string& separator = " ");
// The field widths of a message of n building fields, as the post groups its bits.
std::vector<int> FieldWidths(char version, size_t n);

// The slug of fields or of a layout as written, flaws and all.
std::string Write(const Fields& f, char version, int zero_chars = 0);
std::string Write(const Layout& l, char version, int zero_chars = 0);

// The canonical slug of a position in a version ([SAN-C1]).
std::string Canonical(const Position& p, char version);
Message CanonicalMessage(const Position& p, char version);

}  // namespace slugspec::corpusgen::santorini

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_SANTORINI_WRITER_H_
