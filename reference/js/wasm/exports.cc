// The WebAssembly module of the npm package: the verbs (verbs/verbs.h) behind
// a C interface of three functions, for reference/js/src/api.js. A call
// reads its request from one buffer in the module's memory and leaves its
// answer as one JSON object in another, so that JavaScript allocates nothing
// per call and the module's memory stays what the largest input needs.
//
// The answers are JSON objects, worded for JavaScript; the decisions are the
// verbs', the same as `slug`'s:
//   formats   [{name, versions, current, conversions, levelCodes, maxInputSize}]
//   decode    the model's protobuf encoding, not JSON: byte 1, the
//             format's name, byte 0, the serialized model; the package
//             turns it into the proto3 JSON object with the wire schema
//             (wire_schema.h). This module has no JSON printer (it is built
//             on protobuf's lite runtime), and writing and parsing JSON
//             cost several times as much
//   encode, upgrade, convert   {slug}
//   validate  {valid: true, format, version, profile, notes, warnings,
//             [repairs, repairedText (lenient)], [strictError, canonical],
//             text} or {valid: false, error, text};
//             text is what `slug validate SLUG` prints
//   render    {text, [svg]}; svg null for a format that draws no picture
//   levelCode {code} or, with a written code to check, {code, written, match}
//   detect    {format, versions, slug, offset}: the format that recognises
//             the slug (in a link: the slug found, at that offset) and the
//             versions whose syntax it uses, whether or not it decodes
// and every rejection {error: {code, offset, message}}, offsets in bytes of
// the input as given.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <emscripten/emscripten.h>

#include "common/json_writer.h"
#include "common/status.h"
#include "js/wasm/abi.h"
#include "registry/format.h"
#include "verbs/verbs.h"

namespace slugspec::wasm {
namespace {

// The longest input a verb reads: a slug or link cut after
// verbs::kLongestSlugInput + 1 bytes gets the whole input's answer; a model
// longer than verbs::kLongestModelJson is rejected whole (verbs.h).
size_t LongestInput(int verb) { return verb == kEncode ? verbs::kLongestModelJson + 1 : verbs::kLongestSlugInput + 1; }

std::string& Buffer() {
  static std::string buffer;
  return buffer;
}
std::string& Answer() {
  static std::string answer;
  return answer;
}
verbs::ModelCache& Models() {
  static verbs::ModelCache models;
  return models;
}

// A rejection as the proto3 JSON mapping prints slugspec.Error.
void WriteStatus(const Status& s, JsonWriter& w) {
  w.BeginObject().Key("code").String(CodeName(s.code())).Key("offset").Int(s.offset());
  w.Key("message").String(s.message()).EndObject();
}
void WriteError(const Status& s, JsonWriter& w) { WriteStatus(s, w.Key("error")); }

std::string Rejected(const Status& s) {
  JsonWriter w(0);
  w.BeginObject();
  WriteError(s, w);
  return w.Take("}");
}

std::string SlugAnswer(const StatusOr<std::string>& slug) {
  if (!slug.ok()) return Rejected(slug.status());
  JsonWriter w(0);
  w.BeginObject().Key("slug").String(*slug);
  return w.Take("}");
}

std::string Formats() {
  JsonWriter w(0);
  w.BeginArray();
  for (const Format* f : AllFormats()) {
    w.BeginObject().Key("name").String(f->name()).Key("versions").BeginArray();
    for (std::string_view v : f->versions()) w.String(v);
    w.EndArray().Key("current").String(f->current_version()).Key("conversions").BeginArray();
    for (std::string_view c : f->Conversions()) w.String(c);
    w.EndArray().Key("levelCodes").Bool(f->HasLevelCodes());
    w.Key("maxInputSize").Int(static_cast<int64_t>(f->max_input_size())).EndObject();
  }
  return w.Take("]");
}

std::string Validate(const verbs::Reading& reading, std::string_view input) {
  verbs::Located l;
  ModelMessage* model = nullptr;
  JsonWriter w(0);
  w.BeginObject();
  const Status s = verbs::Decode(reading, input, &Models(), &l, &model);
  if (!s.ok()) {
    w.Key("valid").Bool(false);
    WriteError(s, w);
    w.Key("text").String(verbs::RejectionText(input, s));
    return w.Take("}");
  }
  const verbs::Verdict v = verbs::Validate(reading, l, *model);
  const std::vector<std::string> notes = verbs::VerdictNotes(v);
  w.Key("valid").Bool(true).Key("format").String(v.format).Key("version").String(v.version);
  w.Key("profile").String(ProfileName(v.profile)).Key("notes").StringArray(notes);
  w.Key("warnings").StringArray(v.warnings);
  if (v.profile == Profile::kLenient) {
    w.Key("repairs").StringArray(v.repairs).Key("repairedText").String(v.repaired_text);
  }
  if (!v.strict_rejection.ok()) {
    WriteStatus(v.strict_rejection, w.Key("strictError"));
    w.Key("canonical").String(v.canonical);
  }
  w.Key("text").String(verbs::VerdictText(v));
  return w.Take("}");
}

std::string LevelCode(const Format& f, const ModelMessage& model, int flags, std::string_view written) {
  std::string code;
  if (const Status s = f.LevelCode(model, &code); !s.ok()) return Rejected(s);
  JsonWriter w(0);
  w.BeginObject().Key("code").String(code);
  if ((flags & kCheck) != 0) {
    std::string normalized;
    if (const Status read = f.ReadLevelCode(written, &normalized); !read.ok()) {
      // The offset is in the written code, which the message says.
      return Rejected(Status(read.code(), read.offset(), "check: " + read.message()));
    }
    w.Key("written").String(normalized).Key("match").Bool(normalized == code);
  }
  return w.Take("}");
}

// Verbs that decode the input first.
std::string OnDecoded(int verb, int flags, const verbs::Reading& reading, std::string_view input,
                      std::string_view extra) {
  verbs::Located l;
  ModelMessage* model = nullptr;
  if (const Status s = verbs::Decode(reading, input, &Models(), &l, &model); !s.ok()) return Rejected(s);
  switch (verb) {
    case kDecode: {
      std::string answer = "\x01" + std::string(l.format->name()) + '\0';
      if (model->AppendToString(&answer)) return answer;
      return Rejected(Status::Failure("the model could not be encoded"));
    }
    case kRender: {
      JsonWriter w(0);
      w.BeginObject().Key("text").String(l.format->Render(*model, /*one_line=*/false));
      if ((flags & kSvg) != 0) {
        const std::string svg = l.format->RenderSvg(*model);
        if (svg.empty()) {
          w.Key("svg").Null();
        } else {
          w.Key("svg").String(svg);
        }
      }
      return w.Take("}");
    }
    case kLevelCode:
      return LevelCode(*l.format, *model, flags, extra);
    default:  // kConvert
      return SlugAnswer(verbs::Convert(*l.format, *model, extra));
  }
}

std::string Detect(const verbs::Reading& reading, std::string_view input) {
  verbs::Located l;
  if (const Status s = verbs::Locate(reading, input, &l); !s.ok()) return Rejected(s);
  JsonWriter w(0);
  w.BeginObject().Key("format").String(l.format->name()).Key("versions").BeginArray();
  for (std::string_view v : l.format->ClaimedVersions(l.slug, reading.profile)) w.String(v);
  w.EndArray().Key("slug").String(l.slug).Key("offset").Int(l.start);
  return w.Take("}");
}

std::string Call(int verb, int flags, std::string_view input, std::string_view format, std::string_view extra) {
  const verbs::Reading reading{.format = format,
                               .profile = (flags & kLenient) != 0 ? Profile::kLenient : Profile::kStrict,
                               .may_be_link = (flags & kLink) != 0};
  if (input.size() > LongestInput(verb)) input = input.substr(0, LongestInput(verb));
  switch (verb) {
    case kFormats:
      return Formats();
    case kEncode:
      return SlugAnswer(verbs::EncodeJson(input, format, extra));
    case kUpgrade:
      return SlugAnswer(verbs::Upgrade(reading, input));
    case kValidate:
      return Validate(reading, input);
    case kDetect:
      return Detect(reading, input);
    case kDecode:
    case kRender:
    case kLevelCode:
    case kConvert:
      return OnDecoded(verb, flags, reading, input, extra);
    default:
      return Rejected(Status::Failure("unknown verb " + std::to_string(verb)));
  }
}

}  // namespace
}  // namespace slugspec::wasm

extern "C" {

// A buffer of at least `size` bytes for the next request, valid until the
// next call of this function.
EMSCRIPTEN_KEEPALIVE char* slugspec_buffer(size_t size) {
  std::string& buffer = slugspec::wasm::Buffer();
  if (buffer.size() < size) buffer.resize(size);
  return buffer.data();
}

// Answers the request in the buffer: the input's `input_size` bytes, then the
// format name's `format_size`, then `extra_size` bytes (encode: the version;
// convert: the conversion; levelCode with kCheck: the written code). Returns
// the answer's size; slugspec_answer() is its text.
EMSCRIPTEN_KEEPALIVE size_t slugspec_call(int verb, int flags, size_t input_size, size_t format_size,
                                          size_t extra_size) {
  const std::string& buffer = slugspec::wasm::Buffer();
  std::string& answer = slugspec::wasm::Answer();
  if (input_size > buffer.size() || format_size > buffer.size() - input_size ||
      extra_size > buffer.size() - input_size - format_size) {
    answer = slugspec::wasm::Rejected(slugspec::Status::Failure("request larger than its buffer"));
    return answer.size();
  }
  const std::string_view all(buffer);
  answer = slugspec::wasm::Call(verb, flags, all.substr(0, input_size), all.substr(input_size, format_size),
                                all.substr(input_size + format_size, extra_size));
  // An answer far larger than usual (a big picture) gives its memory back.
  if (answer.capacity() > (size_t{1} << 22) && answer.size() < (size_t{1} << 20)) answer.shrink_to_fit();
  return answer.size();
}

EMSCRIPTEN_KEEPALIVE const char* slugspec_answer() { return slugspec::wasm::Answer().data(); }

// The most bytes of input `verb` reads; JavaScript copies no more of it.
EMSCRIPTEN_KEEPALIVE size_t slugspec_input_limit(int verb) { return slugspec::wasm::LongestInput(verb); }

}  // extern "C"
