// The header of a tetris slug after its prefix and version (spec/tetris.md
// §5.1): the kind and the board's size.
#include <string>

#include "common/display.h"
#include "common/text_fields.h"
#include "tetris/codec.h"

namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD {
namespace {

bool SideInRange(int side) { return side >= kMinSide && side <= kMaxSide; }

}  // namespace

Status ReadHeader(std::string_view text, Header* h) {
  const size_t kind_at = kSlug.prefix.size() + 1;  // TET-T5
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

}  // namespace slugspec::tetris::inline SLUGSPEC_CODEC_BUILD
