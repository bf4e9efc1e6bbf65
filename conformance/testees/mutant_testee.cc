#include "conformance/testees/mutant_testee.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "common/profile.h"
#include "conformance/testees/reference_testee.h"
#include "kit/format_kit.h"
#include "registry/format.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

Response Rejected(uint64_t id, const Status& s) {
  Response r;
  r.set_id(id);
  *r.mutable_rejected() = s.ToProto();
  return r;
}

// The reference's answer, but requests of the mutant's format go through its
// decoder or encoder where it has one.
Response AnswerWithMutant(const Request& request, const Format& format, const FormatMutant& m) {
  if (m.decode && request.has_decode() && request.decode().format() == format.name()) {
    const std::optional<Profile> profile = ParseProfile(request.decode().profile());
    const auto* field = Decoded::descriptor()->FindFieldByName(std::string(format.name()));
    if (!profile || field == nullptr) return Answer(request);
    Response r;
    r.set_id(request.id());
    Decoded* decoded = r.mutable_decoded();
    Message* model = decoded->GetReflection()->MutableMessage(decoded, field);
    const Status s = m.decode(request.decode().slug(), *profile, model);
    return s.ok() ? r : Rejected(request.id(), s);
  }
  if (m.encode && request.has_encode() && request.encode().format() == format.name()) {
    const EncodeRequest& e = request.encode();
    const auto* field = EncodeRequest::descriptor()->FindFieldByName(std::string(format.name()));
    if (field == nullptr || !e.GetReflection()->HasField(e, field)) return Answer(request);
    std::string slug;
    const Status s = m.encode(e.GetReflection()->GetMessage(e, field), e.version(), &slug);
    if (!s.ok()) return Rejected(request.id(), s);
    Response r;
    r.set_id(request.id());
    r.set_slug(slug);
    return r;
  }
  if (m.level_code && request.has_level_code() && request.level_code().format() == format.name()) {
    const std::optional<Profile> profile = ParseProfile(request.level_code().profile());
    if (!profile) return Answer(request);
    std::string code;
    const Status s = m.level_code(request.level_code().slug(), *profile, &code);
    if (!s.ok()) return Rejected(request.id(), s);
    Response r;
    r.set_id(request.id());
    r.set_level_code(code);
    return r;
  }
  return Answer(request);
}

Response WrongErrorCodes(const Request& request) {
  Response r = Answer(request);
  if (r.has_rejected()) r.mutable_rejected()->set_code(BAD_CHARACTER);
  return r;
}

std::vector<Mutant> BuildMutants() {
  std::vector<Mutant> all;
  for (const FormatKit* kit : AllKits()) {
    for (FormatMutant& m : MutantsOf(kit->format().name())) {
      const Format* format = &kit->format();
      auto answer = [format, fm = m](const Request& request) { return AnswerWithMutant(request, *format, fm); };
      all.push_back({std::move(m.name), std::string(format->name()), std::move(m.bug), std::move(m.check), m.level,
                     std::move(m.also), std::move(answer)});
    }
  }
  all.push_back({"wrong-error-codes", "", "every rejection is reported as BAD_CHARACTER", "decode.strict",
                 Level::kRecommended, "decode.lenient decode.transit decode.mutated", WrongErrorCodes});
  return all;
}

}  // namespace

std::string_view LevelName(Level level) { return level == Level::kRequired ? "REQUIRED" : "RECOMMENDED"; }

std::span<const Mutant> AllMutants() {
  static const std::vector<Mutant> mutants = BuildMutants();
  return mutants;
}

const Mutant* FindMutant(std::string_view name) {
  for (const Mutant& m : AllMutants()) {
    if (m.name == name) return &m;
  }
  return nullptr;
}

Hello MutantHello(const Mutant& mutant, Framing framing) {
  Hello hello = ReferenceHello(framing);
  hello.set_name("mutant:" + mutant.name);
  return hello;
}

}  // namespace slugspec::conformance
