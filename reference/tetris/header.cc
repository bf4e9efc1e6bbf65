// The transport and the header of a tetris slug (spec/tetris.md §5.1): the
// lenient repairs, "tet", the version, the kind and the board's size.
#include <string>

#include "common/display.h"
#include "common/text_fields.h"
#include "common/transit.h"
#include "tetris/codec.h"

namespace slugspec::tetris {
namespace {

bool SideInRange(int side) { return side >= kMinSide && side <= kMaxSide; }

}  // namespace

void Repair(RepairedText* text, Profile profile) {
  if (profile != Profile::kLenient) return;
  text->TrimEnds(" ", " ");
  RepairTransit(text);
  text->TrimEnds(" ", " ");
}

Status ReadPrefix(std::string_view text) {
  for (size_t i = 0; i < kPrefix.size(); ++i) {  // TET-T3
    if (i >= text.size()) return TruncatedAt(text, "the prefix \"tet\" is cut short");
    if (text[i] != kPrefix[i]) {
      return Status(BAD_MAGIC, static_cast<uint32_t>(i), "the slug does not begin with \"tet\"");
    }
  }
  const size_t at = kPrefix.size();  // TET-T4
  if (at >= text.size()) return TruncatedAt(text, "the version is missing");
  if (text[at] != '1') {
    return Status(UNKNOWN_VERSION, static_cast<uint32_t>(at),
                  "unknown version " + QuoteByte(static_cast<unsigned char>(text[at])) + ": the tetris version is 1");
  }
  return OkStatus();
}

Status ReadHeader(std::string_view text, Header* h) {
  SLUGSPEC_RETURN_IF_ERROR(ReadPrefix(text));
  const size_t kind_at = kPrefix.size() + 1;  // TET-T5
  if (kind_at >= text.size()) return TruncatedAt(text, "the kind ('p', 'o' or 'h') is missing");
  const char kind = text[kind_at];
  if (kind != 'p' && kind != 'o' && kind != 'h') {
    return UnexpectedCharacter(text, kind_at, "the kind, 'p' (piece), 'o' (occupancy) or 'h' (placements),");
  }
  h->kind = kind;
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, kind_at + 1, '_', "'_' after the kind"));
  size_t at = kind_at + 2;
  if (kind == 'p') {
    h->payload = at;
    return OkStatus();
  }
  const size_t width_at = at;  // TET-T6
  SLUGSPEC_RETURN_IF_ERROR(ReadDecimal(text, at, 3, &h->width, &at));
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, at, 'x', "'x' after the width"));
  const size_t height_at = ++at;
  SLUGSPEC_RETURN_IF_ERROR(ReadDecimal(text, at, 3, &h->height, &at));
  const std::string limits = ": each side is " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide);
  if (!SideInRange(h->width)) {  // TET-D1
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(width_at), "width " + std::to_string(h->width) + limits);
  }
  if (!SideInRange(h->height)) {
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(height_at), "height " + std::to_string(h->height) + limits);
  }
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, at, '_', "'_' after the height"));
  h->payload = at + 1;
  return OkStatus();
}

}  // namespace slugspec::tetris
