#include "conformance/testees/reference_testee.h"

#include <memory>
#include <string>

#include "common/profile.h"
#include "conformance/protocol/capabilities.h"
#include "conformance/testees/session.h"
#include "registry/format.h"

namespace slugspec::conformance {
namespace {

constexpr char kName[] = "slugspec-reference";
constexpr char kVersion[] = "0.1.0";

// The field of a oneof named after a format ("sudoku", "pentomino"): the
// protocol's messages carry each format's model under its name.
const google::protobuf::FieldDescriptor* ModelField(const google::protobuf::Descriptor* d, std::string_view format) {
  return d->FindFieldByName(std::string(format));
}

Response Skipped(uint64_t id, std::string why) {
  Response r;
  r.set_id(id);
  r.set_skipped(std::move(why));
  return r;
}

Response Rejected(uint64_t id, const Status& s) {
  Response r;
  r.set_id(id);
  *r.mutable_rejected() = s.ToProto();
  return r;
}

Response Decode(uint64_t id, const DecodeRequest& req) {
  const Format* format = FindFormat(req.format());
  const std::optional<Profile> profile = ParseProfile(req.profile());
  if (format == nullptr) return Skipped(id, "no format \"" + req.format() + "\"");
  if (!profile) return Skipped(id, "no profile \"" + req.profile() + "\"");
  std::unique_ptr<google::protobuf::Message> model = format->NewModel();
  const Status s = format->Decode(req.slug(), *profile, model.get());
  if (!s.ok()) return Rejected(id, s);
  Response r;
  r.set_id(id);
  Decoded* decoded = r.mutable_decoded();
  const auto* field = ModelField(Decoded::descriptor(), format->name());
  if (field == nullptr) return Skipped(id, "the protocol has no model field for " + req.format());
  decoded->GetReflection()->MutableMessage(decoded, field)->CopyFrom(*model);
  return r;
}

Response Encode(uint64_t id, const EncodeRequest& req) {
  const Format* format = FindFormat(req.format());
  if (format == nullptr) return Skipped(id, "no format \"" + req.format() + "\"");
  const auto* field = ModelField(EncodeRequest::descriptor(), format->name());
  if (field == nullptr || !req.GetReflection()->HasField(req, field)) {
    return Rejected(id, Status(BAD_MODEL, 0, "the request carries no " + req.format() + " model"));
  }
  std::string slug;
  const Status s = format->Encode(req.GetReflection()->GetMessage(req, field), req.version(), &slug);
  if (!s.ok()) return Rejected(id, s);
  Response r;
  r.set_id(id);
  r.set_slug(slug);
  return r;
}

Response LevelCode(uint64_t id, const LevelCodeRequest& req) {
  const Format* format = FindFormat(req.format());
  const std::optional<Profile> profile = ParseProfile(req.profile());
  if (format == nullptr) return Skipped(id, "no format \"" + req.format() + "\"");
  if (!profile) return Skipped(id, "no profile \"" + req.profile() + "\"");
  std::unique_ptr<google::protobuf::Message> model = format->NewModel();
  std::string code;
  Status s = format->Decode(req.slug(), *profile, model.get());
  if (s.ok()) s = format->LevelCode(*model, &code);
  if (!s.ok()) return Rejected(id, s);
  Response r;
  r.set_id(id);
  r.set_level_code(code);
  return r;
}

}  // namespace

Hello ReferenceHello(Framing framing) {
  Hello hello;
  hello.set_name(kName);
  hello.set_version(kVersion);
  hello.set_framing(framing);
  hello.set_max_in_flight(64);  // answers never wait for later requests
  DeclareEveryCapability(&hello);
  return hello;
}

Response Answer(const Request& request) {
  switch (request.kind_case()) {
    case Request::kDecode:
      return Decode(request.id(), request.decode());
    case Request::kEncode:
      return Encode(request.id(), request.encode());
    case Request::kLevelCode:
      return LevelCode(request.id(), request.level_code());
    default: {
      Response r;
      r.set_id(request.id());
      r.set_runtime_error("a request that is no decode, encode or level code");
      return r;
    }
  }
}

int ServeSession(std::istream& in, std::ostream& out, Framing framing) {
  return ServeSession(in, out, ReferenceHello(framing), FramedAnswers(framing, Answer));
}

}  // namespace slugspec::conformance
