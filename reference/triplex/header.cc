// The header of a triplex slug after its prefix and version (spec/triplex.md
// §5.1): the kind and the rectangle.
#include <string>

#include "common/display.h"
#include "common/text_fields.h"
#include "triplex/codec.h"

namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD {

Status ReadNumber(std::string_view text, size_t at, int* value, size_t* end) {
  return ReadDecimal(text, at, 2, value, end);
}

Status ReadHeader(std::string_view text, Header* h, CanonicalFindings* findings) {
  const size_t kind_at = kSlug.prefix.size() + 1;  // TPX-T5
  if (kind_at >= text.size()) return TruncatedAt(text, "the kind ('s' or 'l') is missing");
  if (text[kind_at] != 's' && text[kind_at] != 'l') {
    return UnexpectedCharacter(text, kind_at, "the kind, 's' (solution) or 'l' (level),");
  }
  h->kind = text[kind_at];
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, kind_at + 1, '_', "'_' after the kind"));
  size_t at = kind_at + 2;  // TPX-T6
  h->width_at = at;
  SLUGSPEC_RETURN_IF_ERROR(ReadNumber(text, at, &h->width, &at));
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, at, 'x', "'x' after the width"));
  h->height_at = ++at;
  SLUGSPEC_RETURN_IF_ERROR(ReadNumber(text, at, &h->height, &at));
  if (h->width < kMinSide) {  // TPX-D1
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h->width_at),
                  "width " + std::to_string(h->width) + ": the rectangle is at least 2 x 2");
  }
  if (!SizeInRange(h->width, h->height)) {
    return Status(VALUE_OUT_OF_RANGE, static_cast<uint32_t>(h->height_at),
                  std::to_string(h->width) + " x " + std::to_string(h->height) +
                      ": the rectangle is at least 2 x 2 and at most 36 cells");
  }
  SLUGSPEC_RETURN_IF_ERROR(ExpectCharacter(text, at, '_', "'_' after the height"));
  h->payload = at + 1;
  if (h->width < h->height) {  // TPX-D2 (canonical)
    findings->Note(NON_CANONICAL, static_cast<uint32_t>(h->width_at),
                   std::to_string(h->width) + " x " + std::to_string(h->height) +
                       " is written with the width first: canonical slugs have W >= H (the transposed rectangle)");
  }
  return OkStatus();
}

}  // namespace slugspec::triplex::inline SLUGSPEC_CODEC_BUILD
