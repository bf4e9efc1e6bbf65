#include "common/prefixed_slug.h"

#include "common/display.h"
#include "common/input_checks.h"
#include "common/text_fields.h"
#include "common/transit.h"

namespace slugspec {
namespace {

// "the tetris version is 1", "santorini versions are 1 and 2".
std::string KnownVersions(const PrefixedSlug& spec) {
  if (spec.versions.size() == 1) return "the " + std::string(spec.format) + " version is " + spec.versions[0];
  std::string list;
  for (size_t i = 0; i < spec.versions.size(); ++i) {
    if (i > 0) list += i + 1 == spec.versions.size() ? " and " : ", ";
    list += spec.versions[i];
  }
  return std::string(spec.format) + " versions are " + list;
}

Status ReadPrefixAndVersion(const PrefixedSlug& spec, std::string_view text, size_t* version) {
  const std::string quoted = "\"" + std::string(spec.prefix) + "\"";
  for (size_t i = 0; i < spec.prefix.size(); ++i) {  // [<F>-T3]
    if (i >= text.size()) return TruncatedAt(text, "the prefix " + quoted + " is cut short");
    if (text[i] != spec.prefix[i]) {
      return Status(BAD_MAGIC, static_cast<uint32_t>(i), "the slug does not begin with " + quoted);
    }
  }
  const size_t at = spec.prefix.size();  // [<F>-T4]
  if (at >= text.size()) return TruncatedAt(text, "the version is missing");
  const size_t index = spec.versions.find(text[at]);
  if (index == std::string_view::npos) {
    return Status(UNKNOWN_VERSION, static_cast<uint32_t>(at),
                  "unknown version " + QuoteByte(static_cast<unsigned char>(text[at])) + ": " + KnownVersions(spec));
  }
  *version = index;
  return OkStatus();
}

}  // namespace

void RepairPrefixed(RepairedText* text, Profile profile) {
  if (profile != Profile::kLenient) return;
  text->TrimEnds(" ", " ");
  RepairTransit(text);
  text->TrimEnds(" ", " ");
}

Status ReadPrefixedHead(const PrefixedSlug& spec, std::string_view slug, Profile profile, RepairedText* text,
                        size_t* version) {
  SLUGSPEC_RETURN_IF_ERROR(CheckInputSize(slug, spec.max_input_size, spec.format));  // [<F>-T2]
  RepairPrefixed(text, profile);
  SLUGSPEC_RETURN_IF_ERROR(CheckNotEmpty(text->text()));  // [<F>-T1]
  return ReadPrefixAndVersion(spec, text->text(), version);
}

Status DetectPrefixedIndex(const PrefixedSlug& spec, std::string_view slug, Profile profile, size_t* index) {
  RepairedText text(slug);
  const Status s = ReadPrefixedHead(spec, slug, profile, &text, index);
  return s.ok() ? s : AtReceivedOffset(s, text);
}

bool RecognisesPrefixed(const PrefixedSlug& spec, std::string_view slug) {
  if (slug.size() > spec.max_input_size) return false;
  RepairedText text(slug);
  RepairPrefixed(&text, Profile::kLenient);
  return text.text().starts_with(spec.prefix);
}

std::string FoldedPrefixed(const PrefixedSlug& spec, std::string_view repaired, Profile profile) {
  std::string out(repaired);
  if (profile != Profile::kLenient) return out;
  for (size_t i = spec.fold_from; i < out.size(); ++i) {
    if (out[i] >= 'A' && out[i] <= 'Z') out[i] = static_cast<char>(out[i] - 'A' + 'a');
  }
  return out;
}

}  // namespace slugspec
