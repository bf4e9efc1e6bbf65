// The cases of a golden vector (vector_cases.h).
#include "conformance/runner/vector_cases.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string_view>

#include "common/profile.h"
#include "conformance/protocol/framing.h"
#include "conformance/runner/case_requests.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

constexpr Profile kProfiles[] = {Profile::kStrict, Profile::kLenient};

// The requirements the cases of a vector's `check` check.
std::vector<std::string> VectorRequirements(const corpus::Vector& v, Check check) {
  std::vector<std::string> requirements(v.requirements().begin(), v.requirements().end());
  if (check == Check::kEncodeCanonical) requirements.push_back("GEN-4");
  if (check == Check::kCodeCorpus) {
    const FormatKit* kit = FindKit(v.format());
    requirements = kit != nullptr ? kit->Requirements().level_code : std::vector<std::string>{};
  }
  return requirements;
}

// What AddVectorCases would build from `v` for `check`, left unbuilt: its
// case ids (UnbuiltCases says which are a superset) and requirements.
void AddUnbuiltVectorCases(const corpus::LoadedVector& lv, const Format& format, Check check,
                           std::set<std::string>* encoded, UnbuiltCases* unbuilt) {
  const corpus::Vector& v = lv.vector;
  const std::string id = std::string(CheckName(check)) + "/" + v.id();
  const bool accepted = v.result() != corpus::INVALID;
  const size_t listed = unbuilt->ids.size();
  switch (check) {
    case Check::kDecodeStrict:
    case Check::kDecodeLenient:
      unbuilt->ids.push_back(id);
      break;
    case Check::kCodeCorpus:
      if (!accepted || !format.HasLevelCodes()) break;
      if (v.result() == corpus::ACCEPTABLE) unbuilt->ids.push_back(id + "/strict");
      unbuilt->ids.push_back(id);
      break;
    case Check::kEncodeCanonical: {
      if (!accepted || v.canonical().empty()) break;
      // The model's own version, from the vector's model as loaded (no
      // model is made): its case, unless an earlier vector had the same
      // canonical slug; then every other version's, whether or not it
      // writes the slug, which only an encode would tell.
      const std::string own = corpus::ModelVersionField(lv);
      const auto first = [&](std::string_view version) {
        return encoded->insert(v.format() + "\n" + std::string(version) + "\n" + v.canonical()).second;
      };
      if (first(own)) unbuilt->ids.push_back(id);
      for (std::string_view version : format.versions()) {
        if (version != own && first(version)) unbuilt->ids.push_back(id + "/" + std::string(version));
      }
      break;
    }
    default:
      break;
  }
  if (unbuilt->ids.size() == listed) return;
  std::set<std::string>& requirements = unbuilt->requirements[{v.format(), check}];
  for (std::string& r : VectorRequirements(v, check)) requirements.insert(std::move(r));
}

// A golden vector, read once for all its cases.
struct VectorCases {
  const corpus::Vector& v;
  const Format& format;
  std::set<Check> wanted;          // the checks whose groups are built
  std::shared_ptr<Message> model;  // the game, unless the vector is INVALID
  std::string model_version;
  // The versions whose encoder writes the canonical slug for the game, the
  // model's own first: a decoder of any of them must open the slug, and an
  // encoder of any of them must write it.
  std::vector<std::string> writers;
};

// Only the versions ClaimedVersions names can write the vector's canonical
// slug (an encode costs: pentomino v0 crushes the whole board).
std::vector<std::string> WritersOf(const VectorCases& vc) {
  std::vector<std::string> writers = {vc.model_version};
  if (vc.v.canonical().empty()) return writers;
  const std::vector<std::string_view> in_syntax = vc.format.ClaimedVersions(vc.v.canonical(), Profile::kStrict);
  for (std::string_view version : vc.format.versions()) {
    if (version == vc.model_version || std::find(in_syntax.begin(), in_syntax.end(), version) == in_syntax.end()) {
      continue;
    }
    std::string slug;
    if (vc.format.Encode(*vc.model, version, &slug).ok() && slug == vc.v.canonical()) writers.emplace_back(version);
  }
  return writers;
}

// The vector's model and writers, checked against what a request can carry.
Status ReadVector(const corpus::LoadedVector& lv, VectorCases* vc) {
  const corpus::Vector& v = vc->v;
  // A request obeys the framing limit that answers do (§2): a slug that no
  // request can carry is an error in the corpus, not a testee's failure.
  // A sixth of the frame: the JSON framing may write each byte as \u00XX.
  constexpr size_t kMaxRequestSlug = kMaxFrameBytes / 6;
  if (v.slug().size() > kMaxRequestSlug) {
    return Status::Failure(lv.file + ":" + std::to_string(lv.line) + ": " + v.id() + ": a slug of " +
                           std::to_string(v.slug().size()) + " bytes, over the " + std::to_string(kMaxRequestSlug) +
                           " a request may carry (spec/conformance.md §2)");
  }
  if (v.result() == corpus::INVALID) return OkStatus();
  vc->model = vc->format.NewModel();
  if (const Status read = corpus::ExpectedModel(lv, vc->format, vc->model.get()); !read.ok()) {
    return Status::Failure(lv.file + ":" + std::to_string(lv.line) + ": " + read.message());
  }
  vc->model_version = ModelVersion(*vc->model);
  if (vc->wanted.contains(Check::kDecodeStrict) || vc->wanted.contains(Check::kDecodeLenient) ||
      vc->wanted.contains(Check::kEncodeCanonical)) {
    vc->writers = WritersOf(*vc);
  }
  return OkStatus();
}

// decode.strict and decode.lenient. What is judged comes from the vector
// (corpus/README.md §1), which the corpus test holds to the reference: the
// versions whose syntax the slug uses, and the level of each profile's
// outcome.
void AddDecodeCases(const VectorCases& vc, std::vector<Case>* cases) {
  const corpus::Vector& v = vc.v;
  const std::vector<std::string> requirements = VectorRequirements(v, Check::kDecodeStrict);
  for (Profile p : kProfiles) {
    Case c;
    c.check = p == Profile::kStrict ? Check::kDecodeStrict : Check::kDecodeLenient;
    if (!vc.wanted.contains(c.check)) continue;
    c.id = std::string(CheckName(c.check)) + "/" + v.id();
    c.format = v.format();
    c.profile = std::string(ProfileName(p));
    c.requirements = requirements;
    const auto& syntax = p == Profile::kStrict ? v.syntax_versions() : v.lenient_syntax_versions();
    c.claimed_versions.assign(syntax.begin(), syntax.end());
    const bool required = (p == Profile::kStrict ? v.strict_level() : v.lenient_level()) == corpus::REQUIRED;
    c.note = v.comment();
    AddDecodeRequest(&c, v.slug());
    const bool accept = v.result() == corpus::VALID || (v.result() == corpus::ACCEPTABLE && p == Profile::kLenient);
    c.expected.accept = accept;
    if (accept) {
      c.expected.model = vc.model;
      c.expected.required = required;
      c.version = vc.model_version;
      c.written_by = vc.writers;
    } else {
      const slugspec::Error& e = p == Profile::kLenient && v.has_lenient_error() ? v.lenient_error() : v.error();
      const ErrorCode code = e.code();
      // The vector keeps the code and offset; the message is the
      // reference's, when it finds the same.
      std::unique_ptr<Message> scratch = vc.format.NewModel();
      const Status s = vc.format.Decode(v.slug(), p, scratch.get());
      ExpectRejection(code, e.offset(), s.code() == code ? s.message() : e.message(), &c.expected);
      c.expected.required = required;
      for (int other : v.also_allowed()) {
        if (other != code) c.expected.codes.push_back(static_cast<ErrorCode>(other));
      }
    }
    cases->push_back(std::move(c));
  }
}

// A code is asked in a profile: a slug that profile rejects gets that
// rejection, code and offset, before any search ([TPX-K1]). The strict
// profile rejects the lenient-only spellings of an ACCEPTABLE vector: one
// case each.
Case StrictCodeCase(const VectorCases& vc, const Case& lenient) {
  const corpus::Vector& v = vc.v;
  Case strict = lenient;
  strict.id += "/strict";
  strict.profile = std::string(ProfileName(Profile::kStrict));
  strict.request.mutable_level_code()->set_profile(strict.profile);
  strict.claimed_versions.assign(v.syntax_versions().begin(), v.syntax_versions().end());
  strict.expected = Expectation{};
  ExpectRejection(v.error().code(), v.error().offset(), "", &strict.expected);
  std::unique_ptr<Message> scratch = vc.format.NewModel();
  const Status read = vc.format.Decode(v.slug(), Profile::kStrict, scratch.get());
  if (read.code() == v.error().code()) strict.expected.message = read.message();
  for (int other : v.also_allowed()) {
    if (other != v.error().code()) strict.expected.codes.push_back(static_cast<ErrorCode>(other));
  }
  return strict;
}

// code.corpus: the level code of every slug the lenient profile accepts,
// for a format that defines level codes: the reference's code, or its
// refusal for a game that has none. Accepting is judged as decode.lenient
// judges it (REQUIRED where strict accepts too); a wrong code is REQUIRED
// whatever the slug.
void AddCodeCases(const VectorCases& vc, std::vector<Case>* cases) {
  const corpus::Vector& v = vc.v;
  if (!vc.model || !vc.format.HasLevelCodes() || !vc.wanted.contains(Check::kCodeCorpus)) return;
  Case c;
  c.check = Check::kCodeCorpus;
  c.id = std::string(CheckName(c.check)) + "/" + v.id();
  c.format = v.format();
  c.version = vc.model_version;
  c.profile = std::string(ProfileName(Profile::kLenient));
  c.requirements = VectorRequirements(v, Check::kCodeCorpus);
  c.note = v.comment();
  LevelCodeRequest* r = c.request.mutable_level_code();
  r->set_format(v.format());
  r->set_slug(v.slug());
  r->set_profile(c.profile);
  c.input = v.slug();
  c.claimed_versions.assign(v.lenient_syntax_versions().begin(), v.lenient_syntax_versions().end());
  std::string code;
  if (const Status s = vc.format.LevelCode(*vc.model, &code); s.ok()) {
    c.expected.accept = true;
    c.expected.model = vc.model;
    c.expected.canonical = code;
    c.expected.required = v.result() == corpus::VALID;
  } else {
    ExpectRejection(s.code(), s.offset(), s.message(), &c.expected);
  }
  if (v.result() == corpus::ACCEPTABLE) cases->push_back(StrictCodeCase(vc, c));
  cases->push_back(std::move(c));
}

// One encode case per distinct canonical slug: many vectors are spellings
// of the same game. An older version whose encoder writes the very same
// slug for the game gets the case too ("<id>/<version>"): a version whose
// slugs decode as another (pentomino v1.1 as v1.5, most v3 as v3.1) has no
// vectors of its own, and its encoder is judged on these.
Status AddEncodeCases(const VectorCases& vc, std::set<std::string>* encoded, std::vector<Case>* cases) {
  const corpus::Vector& v = vc.v;
  if (!vc.model || v.canonical().empty() || !vc.wanted.contains(Check::kEncodeCanonical)) return OkStatus();
  for (std::string_view version : vc.format.versions()) {
    const bool own = version == vc.model_version;
    if (std::find(vc.writers.begin(), vc.writers.end(), version) == vc.writers.end()) continue;
    if (!encoded->insert(v.format() + "\n" + std::string(version) + "\n" + v.canonical()).second) continue;
    Case c;
    c.check = Check::kEncodeCanonical;
    c.id = std::string(CheckName(c.check)) + "/" + v.id() + (own ? "" : "/" + std::string(version));
    c.format = v.format();
    c.version = std::string(version);
    c.requirements = VectorRequirements(v, Check::kEncodeCanonical);
    EncodeRequest* e = c.request.mutable_encode();
    e->set_format(v.format());
    e->set_version(c.version);
    Message* field = MutableModelField(e, v.format());
    if (field == nullptr) return Status::Failure("the protocol has no model field for " + v.format());
    field->CopyFrom(*vc.model);
    c.input = ToJson(*vc.model);
    c.expected.accept = true;
    c.expected.model = vc.model;
    c.expected.canonical = v.canonical();
    cases->push_back(std::move(c));
  }
  return OkStatus();
}

}  // namespace

Status AddVectorCases(const corpus::LoadedVector& lv, const BuildOptions& options, std::set<std::string>* encoded,
                      std::vector<Case>* cases, UnbuiltCases* unbuilt) {
  const corpus::Vector& v = lv.vector;
  const Format* format = FindFormat(v.format());
  if (format == nullptr) {
    return Status::Failure(lv.file + ":" + std::to_string(lv.line) + ": no format " + v.format());
  }
  VectorCases vc{v, *format, {}, nullptr, "", {}};
  for (Check check : kAllChecks) {
    if (!IsVectorCheck(check)) continue;
    if (!options.wanted || options.wanted(format->name(), std::nullopt, check)) {
      vc.wanted.insert(check);
    } else {
      AddUnbuiltVectorCases(lv, *format, check, encoded, unbuilt);
    }
  }
  if (vc.wanted.empty()) return OkStatus();
  SLUGSPEC_RETURN_IF_ERROR(ReadVector(lv, &vc));
  AddDecodeCases(vc, cases);
  AddCodeCases(vc, cases);
  return AddEncodeCases(vc, encoded, cases);
}

}  // namespace slugspec::conformance
