#include "verbs/verbs.h"

#include <memory>

#include "common/display.h"
#include "common/repaired_text.h"
#include "registry/json_wire.h"
#include "slugspec/common.pb.h"
#include "verbs/link.h"

namespace slugspec::verbs {
namespace {

// A rejection of the slug found at `start` in the input, moved to refer to
// the input as given.
Status Shifted(const Status& s, uint32_t start) { return s.ok() ? s : s.WithOffset(s.offset() + start); }

// The format of `slug`: the named one, or the one that recognises it.
const Format* FormatFor(std::string_view named, std::string_view slug, Status* error) {
  if (!named.empty()) {
    const Format* f = FindFormat(named);
    if (f == nullptr) *error = Status(UNKNOWN_FORMAT, 0, "unknown format \"" + std::string(named) + "\"");
    return f;
  }
  if (slug.empty()) {
    *error = Status(EMPTY_INPUT, 0, "the slug is empty");
    return nullptr;
  }
  const Format* f = DetectFormat(slug);
  if (f == nullptr) {
    *error = Status(UNKNOWN_FORMAT, 0,
                    "no format recognises this slug; name its format (slug --format, or the format option)");
  }
  return f;
}

}  // namespace

Status Locate(const Reading& reading, std::string_view input, Located* located) {
  if (!reading.may_be_link) {
    located->slug = input;
    located->start = 0;
    Status error;
    located->format = FormatFor(reading.format, input, &error);
    return error;
  }
  const Format* named = reading.format.empty() ? nullptr : FindFormat(reading.format);
  if (!reading.format.empty() && named == nullptr) {
    return Status(UNKNOWN_FORMAT, 0, "unknown format \"" + std::string(reading.format) + "\"");
  }
  const auto format_of = [named](std::string_view candidate) {
    return named != nullptr ? (named->Recognises(candidate) ? named : nullptr) : DetectFormat(candidate);
  };
  // A link may carry other short parameters (`?theme=Kx&play=...`) that look
  // like a slug: a candidate that decodes wins over one that only looks right.
  auto found = FindSlug(input, [&](std::string_view candidate) {
    const Format* f = format_of(candidate);
    if (f == nullptr) return false;
    const std::unique_ptr<ModelMessage> model = f->NewModel();
    return f->Decode(candidate, reading.profile, model.get()).ok();
  });
  if (found && IsLink(input) && format_of(found->text) == nullptr) {
    found = FindSlug(input, [&](std::string_view candidate) { return format_of(candidate) != nullptr; });
  }
  if (!found) {
    return Status(EMPTY_INPUT, 0, "the link carries no slug: no fragment and no query parameter value");
  }
  located->slug = found->text;
  located->start = static_cast<uint32_t>(found->offset);
  Status error;
  located->format = FormatFor(reading.format, located->slug, &error);
  return Shifted(error, located->start);
}

Status Decode(const Reading& reading, std::string_view input, ModelCache* models, Located* located,
              ModelMessage** model) {
  SLUGSPEC_RETURN_IF_ERROR(Locate(reading, input, located));
  *model = models->For(*located->format);
  return Shifted(located->format->Decode(located->slug, reading.profile, *model), located->start);
}

StatusOr<std::string> Upgrade(const Reading& reading, std::string_view input) {
  Located l;
  SLUGSPEC_RETURN_IF_ERROR(Locate(reading, input, &l));
  std::string upgraded;
  SLUGSPEC_RETURN_IF_ERROR(Shifted(l.format->Upgrade(l.slug, reading.profile, &upgraded), l.start));
  return upgraded;
}

StatusOr<std::string> Convert(const Format& format, const ModelMessage& model, std::string_view to) {
  const std::unique_ptr<ModelMessage> converted = format.NewModel();
  SLUGSPEC_RETURN_IF_ERROR(format.Convert(model, to, converted.get()));
  std::string slug;
  SLUGSPEC_RETURN_IF_ERROR(format.Encode(*converted, "", &slug));
  return slug;
}

StatusOr<std::string> EncodeJson(std::string_view json, std::string_view format, std::string_view version) {
  if (json.size() > kLongestModelJson) {
    return Status(BAD_MODEL, static_cast<uint32_t>(kLongestModelJson),
                  "the model's JSON is longer than " + std::to_string(kLongestModelJson >> 20) + " MiB");
  }
  std::string format_name(format);
  if (format_name.empty()) {
    // The JSON itself first: text that is no JSON object (cut short, "[]",
    // "null", NaN, bytes that are not UTF-8) is said to be so, where it
    // breaks, whatever format it was meant for.
    ModelHeader header;
    if (const Status read =
            ParseJsonWithSchema(json, SchemaFor<ModelHeader>(), &header, /*ignore_unknown_fields=*/true);
        !read.ok()) {
      return Status(BAD_MODEL, read.offset(), "not a model: " + read.message());
    }
    format_name = header.format();
  }
  const Format* f = FindFormat(format_name);
  if (f == nullptr) {
    return Status(BAD_MODEL, 0,
                  format_name.empty() ? "name the format with --format or in the model"
                                      : "unknown format \"" + format_name + "\"");
  }
  std::unique_ptr<ModelMessage> model = f->NewModel();
  if (const Status read = ParseJsonWithSchema(json, f->ModelSchema(), model.get()); !read.ok()) {
    return Status(BAD_MODEL, read.offset(), "not a " + std::string(f->name()) + " model: " + read.message());
  }
  std::string slug;
  SLUGSPEC_RETURN_IF_ERROR(f->Encode(*model, version, &slug));
  return slug;
}

Verdict Validate(const Reading& reading, const Located& located, const ModelMessage& model) {
  const Format& f = *located.format;
  Verdict v;
  v.format = f.name();
  v.version = f.ModelVersionOf(model);
  v.profile = reading.profile;
  if (reading.profile == Profile::kLenient) {
    {
      // The same decoding again, to write down its repairs: decoding itself
      // keeps no record (RepairRecorder).
      RepairRecorder recorder;
      const std::unique_ptr<ModelMessage> again = f.NewModel();
      if (f.Decode(located.slug, Profile::kLenient, again.get()).ok()) {
        v.repairs = recorder.repairs();
        v.repaired_text = recorder.repaired_text();
      }
    }
    const std::unique_ptr<ModelMessage> strict = f.NewModel();
    const Status s = Shifted(f.Decode(located.slug, Profile::kStrict, strict.get()), located.start);
    std::string canonical;
    if (!s.ok() && f.Encode(model, "", &canonical).ok()) {
      v.strict_rejection = s;
      v.canonical = std::move(canonical);
    }
  }
  v.warnings = f.Warnings(model);
  return v;
}

std::string VerdictLine(const Verdict& verdict) {
  return "valid: " + verdict.format + " " + verdict.version + " (" + std::string(ProfileName(verdict.profile)) + ")";
}

std::vector<std::string> VerdictNotes(const Verdict& verdict) {
  std::vector<std::string> notes;
  if (!verdict.repairs.empty()) {
    std::string line = "repaired: ";
    for (size_t i = 0; i < verdict.repairs.size(); ++i) line += (i == 0 ? "" : "; ") + verdict.repairs[i];
    notes.push_back(line);
  }
  if (!verdict.strict_rejection.ok()) {
    // A NON_CANONICAL message names the canonical slug itself (common/
    // decode_result.h); the note names it once, at its end.
    const Status& strict = verdict.strict_rejection;
    const std::string named = "; canonical: " + verdict.canonical;
    std::string message = strict.message();
    if (message.ends_with(named)) message.resize(message.size() - named.size());
    notes.push_back("not canonical (strict: " + Status(strict.code(), strict.offset(), message).ToString() + ")" +
                    named);
  }
  for (const std::string& w : verdict.warnings) notes.push_back("warning: " + w);
  return notes;
}

std::string VerdictText(const Verdict& verdict) {
  std::string text = VerdictLine(verdict) + "\n";
  for (const std::string& note : VerdictNotes(verdict)) text += note + "\n";
  return text;
}

std::string RejectionText(std::string_view input, const Status& rejection) {
  return "invalid: " + rejection.ToString() + "\n" + CaretDisplay(input, rejection.offset());
}

std::string CaretDisplay(std::string_view input, uint32_t offset) {
  std::string shown, caret;
  for (size_t i = 0; i <= input.size(); ++i) {
    if (i == offset) caret = std::string(shown.size(), ' ') + "^";
    if (i == input.size()) break;
    AppendDisplayByte(static_cast<unsigned char>(input[i]), &shown);
  }
  return "  " + shown + "\n  " + caret + "\n";
}

}  // namespace slugspec::verbs
