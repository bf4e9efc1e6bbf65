#include "conformance/runner/case_builder.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <functional>
#include <iterator>
#include <set>
#include <thread>

#include "common/profile.h"
#include "conformance/protocol/framing.h"
#include "conformance/report/run_report.h"
#include "conformance/runner/case_requests.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/vector_cases.h"
#include "kit/format_kit.h"
#include "kit/slug_edits.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

constexpr Profile kProfiles[] = {Profile::kStrict, Profile::kLenient};

// SplitMix64: the seed of each generated case, from the run's seed and the
// case's place, the same on every platform.
uint64_t Mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
uint64_t CaseSeed(uint64_t seed, std::string_view group, int index) {
  uint64_t h = 0xCBF29CE484222325ull;  // FNV-1a of the group name
  for (char c : group) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ull;
  return Mix(Mix(seed ^ h) + static_cast<uint64_t>(index));
}

std::string Index(int i) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%06d", i);
  return buf;
}

// The reference's own answer to a slug, as the expectation of a decode case;
// whether it accepts. A lenient acceptance is REQUIRED where strict accepts
// the slug too (`strict_accepts`, the strict case's answer).
bool ExpectReferenceDecode(const Format& format, bool strict_accepts, Case* c) {
  std::unique_ptr<Message> model = format.NewModel();
  const Profile profile = c->profile == "strict" ? Profile::kStrict : Profile::kLenient;
  const Status s = format.Decode(c->input, profile, model.get());
  for (std::string_view v : format.ClaimedVersions(c->input, profile)) c->claimed_versions.emplace_back(v);
  if (!s.ok()) {
    ExpectRejection(s.code(), s.offset(), s.message(), &c->expected);
    return false;
  }
  c->expected.accept = true;
  c->version = ModelVersion(*model);
  c->written_by = {c->version};
  if (profile == Profile::kLenient) c->expected.required = strict_accepts;
  c->expected.model = std::move(model);
  return true;
}

// Slugs travel as protocol text (proto3 `string`, JSON): UTF-8 only. Edits
// draw from the ASCII characters of the kit's set; bytes that are no text are
// the fuzzers' business.
std::string AsciiOnly(std::string_view chars) {
  std::string out;
  for (char c : chars) {
    if (static_cast<unsigned char>(c) < 0x80) out.push_back(c);
  }
  return out;
}

// The kit's generated model of a version, or a failure naming what is missing.
StatusOr<std::unique_ptr<Message>> Generated(const FormatKit& kit, std::string_view version, uint64_t seed,
                                             const std::string& id) {
  std::unique_ptr<Message> model = kit.GenerateModel(version, seed);
  if (model == nullptr) {
    return Status::Failure(id + ": the " + std::string(kit.format().name()) + " kit generates no model of " +
                           std::string(version));
  }
  return model;
}

// The id of a generated decode case: "<check>/<place>/<profile>".
std::string DecodeCaseId(Check check, const std::string& place, Profile p) {
  return std::string(CheckName(check)) + "/" + place + "/" + std::string(ProfileName(p));
}

// A generated slug as a case of each profile, expecting what the reference
// answers.
void AddReferenceDecodeCases(const Format& format, std::string_view version, Check check, const std::string& place,
                             const std::string& slug, const std::vector<std::string>& requirements,
                             const std::string& note, std::vector<Case>* cases) {
  static_assert(kProfiles[0] == Profile::kStrict, "the lenient case takes the strict case's answer");
  bool strict_accepts = false;
  for (Profile p : kProfiles) {
    Case c;
    c.check = check;
    c.id = DecodeCaseId(check, place, p);
    c.format = std::string(format.name());
    c.profile = std::string(ProfileName(p));
    c.version = std::string(version);
    c.requirements = requirements;
    c.note = note;
    AddDecodeRequest(&c, slug);
    const bool accepts = ExpectReferenceDecode(format, strict_accepts, &c);
    if (p == Profile::kStrict) strict_accepts = accepts;
    // Transit damage of a slug the group's version wrote: that version's
    // decoder opens it too, whatever version decoding reports.
    if (accepts && check == Check::kDecodeTransit && c.version != version) c.written_by.emplace_back(version);
    cases->push_back(std::move(c));
  }
}

// Reverses the order of a model's repeated fields: the same game, which an
// encoder must write canonically whatever order it is given.
void Scramble(Message* m, uint64_t seed) {
  const auto* r = m->GetReflection();
  const auto* d = m->GetDescriptor();
  for (int i = 0; i < d->field_count(); ++i) {
    const auto* f = d->field(i);
    if (!f->is_repeated()) continue;
    const int n = r->FieldSize(*m, f);
    // A seeded Fisher-Yates shuffle, written out so every platform agrees.
    uint64_t state = seed + static_cast<uint64_t>(i);
    for (int k = n - 1; k > 0; --k) {
      state = Mix(state);
      r->SwapElements(m, f, k, static_cast<int>(state % static_cast<uint64_t>(k + 1)));
    }
  }
}

// The requirements the generated cases of `check` check.
std::vector<std::string> GeneratedRequirements(const KitRequirements& requirements, Check check) {
  switch (check) {
    case Check::kEncodeRoundtrip:
      return requirements.encode;
    case Check::kDecodeMutated:
      return {"GEN-2", "GEN-3"};
    case Check::kDecodeTransit:
      return requirements.transit;
    default:
      return {};
  }
}

// encode.roundtrip: a generated model in scrambled order.
Status AddRoundtripCase(const FormatKit& kit, std::string_view version, uint64_t seed, const std::string& place,
                        const KitRequirements& requirements, std::vector<Case>* cases) {
  const Format& format = kit.format();
  Case c;
  c.check = Check::kEncodeRoundtrip;
  c.id = std::string(CheckName(c.check)) + "/" + place;
  StatusOr<std::unique_ptr<Message>> generated = Generated(kit, version, seed, c.id);
  if (!generated.ok()) return generated.status();
  std::unique_ptr<Message> model = std::move(generated).value();
  Scramble(model.get(), seed);
  c.format = std::string(format.name());
  c.version = std::string(version);
  c.requirements = GeneratedRequirements(requirements, Check::kEncodeRoundtrip);
  const Status s = format.Encode(*model, version, &c.expected.canonical);
  if (!s.ok()) return Status::Failure(c.id + ": the reference cannot encode its own generated model: " + s.ToString());
  EncodeRequest* e = c.request.mutable_encode();
  e->set_format(c.format);
  e->set_version(c.version);
  MutableModelField(e, c.format)->CopyFrom(*model);
  c.input = ToJson(*model);
  c.expected.accept = true;
  c.expected.model = std::move(model);
  cases->push_back(std::move(c));
  return OkStatus();
}

// The slug of a generated model, for the decode checks that damage it.
StatusOr<std::string> GeneratedSlug(const FormatKit& kit, std::string_view version, uint64_t seed,
                                    const std::string& label) {
  StatusOr<std::unique_ptr<Message>> generated = Generated(kit, version, seed, label);
  if (!generated.ok()) return generated.status();
  std::string slug;
  (void)kit.format().Encode(**generated, version, &slug);
  return slug;
}

// decode.transit: the damage of index i, or the next after it that changes
// the slug (the damages take turns).
std::pair<Damage, std::string> TransitDamage(const std::string& slug, int i, uint64_t seed) {
  constexpr size_t kDamages = std::size(kAllDamages);
  Damage damage = kAllDamages[static_cast<size_t>(i) % kDamages];
  std::string damaged = ApplyDamage(slug, damage, seed);
  for (size_t k = 1; k < kDamages && damaged == slug; ++k) {
    damage = kAllDamages[(static_cast<size_t>(i) + k) % kDamages];
    damaged = ApplyDamage(slug, damage, seed);
  }
  return {damage, damaged};
}

// The generated cases of indexes [begin, end) of one format and version.
Status AddGeneratedCases(const FormatKit& kit, std::string_view version, const BuildOptions& g, int begin, int end,
                         std::vector<Case>* cases, UnbuiltCases* unbuilt) {
  const Format& format = kit.format();
  const KitRequirements requirements = kit.Requirements();
  const std::string edit_chars = AsciiOnly(kit.EditCharacters());
  const std::string stem = std::string(format.name()) + "/" + std::string(version) + "/seed-" + std::to_string(g.seed);
  auto wanted = [&](Check check) { return !g.wanted || g.wanted(format.name(), version, check); };
  const bool roundtrip = wanted(Check::kEncodeRoundtrip);
  const bool mutated = wanted(Check::kDecodeMutated);
  const bool transit = wanted(Check::kDecodeTransit);
  for (Check check : {Check::kEncodeRoundtrip, Check::kDecodeMutated, Check::kDecodeTransit}) {
    if (wanted(check) || begin == end) continue;
    std::set<std::string>& listed = unbuilt->requirements[{std::string(format.name()), check}];
    for (std::string& r : GeneratedRequirements(requirements, check)) listed.insert(std::move(r));
  }
  for (int i = begin; i < end; ++i) {
    const std::string place = stem + "/" + Index(i);
    if (!roundtrip) unbuilt->ids.push_back(std::string(CheckName(Check::kEncodeRoundtrip)) + "/" + place);
    for (Profile p : kProfiles) {
      if (!mutated) unbuilt->ids.push_back(DecodeCaseId(Check::kDecodeMutated, place, p));
      if (!transit) unbuilt->ids.push_back(DecodeCaseId(Check::kDecodeTransit, place, p));
    }
    if (roundtrip) {
      const uint64_t seed = CaseSeed(g.seed, "encode.roundtrip/" + stem, i);
      SLUGSPEC_RETURN_IF_ERROR(AddRoundtripCase(kit, version, seed, place, requirements, cases));
    }
    // decode.mutated: a valid slug with seeded edits.
    if (mutated) {
      const uint64_t seed = CaseSeed(g.seed, "decode.mutated/" + stem, i);
      const StatusOr<std::string> slug = GeneratedSlug(kit, version, seed, "decode.mutated/" + stem);
      if (!slug.ok()) return slug.status();
      SeededDraw draw(Mix(seed));
      const std::string edited = EditSlug(draw, *slug, edit_chars);
      AddReferenceDecodeCases(format, version, Check::kDecodeMutated, place, edited,
                              GeneratedRequirements(requirements, Check::kDecodeMutated), "edits of " + *slug, cases);
    }
    // decode.transit: a valid slug damaged in transit.
    if (transit) {
      const uint64_t seed = CaseSeed(g.seed, "decode.transit/" + stem, i);
      const StatusOr<std::string> slug = GeneratedSlug(kit, version, seed, "decode.transit/" + stem);
      if (!slug.ok()) return slug.status();
      const auto [damage, damaged] = TransitDamage(*slug, i, seed);
      AddReferenceDecodeCases(format, version, Check::kDecodeTransit, place, damaged,
                              GeneratedRequirements(requirements, Check::kDecodeTransit),
                              std::string(DamageName(damage)) + " damage of " + *slug, cases);
    }
  }
  return OkStatus();
}

// encode.invalid: the kit's bad models that a version's encoder rejects.
void AddInvalidModelCases(const FormatKit& kit, std::string_view version, std::vector<Case>* cases) {
  const Format& format = kit.format();
  for (BadModel& bad : kit.BadModels()) {
    std::string slug;
    const Status s = format.Encode(*bad.model, version, &slug);
    if (s.ok()) continue;
    Case c;
    c.check = Check::kEncodeInvalid;
    c.format = std::string(format.name());
    c.version = std::string(version);
    c.id = "encode.invalid/" + c.format + "/" + c.version + "/" + bad.name;
    c.requirements = kit.Requirements().invalid_model;
    EncodeRequest* e = c.request.mutable_encode();
    e->set_format(c.format);
    e->set_version(c.version);
    MutableModelField(e, c.format)->CopyFrom(*bad.model);
    c.input = ToJson(*bad.model);
    ExpectRejection(s.code(), s.offset(), s.message(), &c.expected);
    if (bad.protocol_only) {
      c.expected.required = false;
      c.note =
          "a check of the protocol's model, judged at RECOMMENDED: an app's own model (a grid) cannot hold it, "
          "so only an adapter can pass it on";
    }
    cases->push_back(std::move(c));
  }
}

const Capability* FindCapability(const Hello& hello, std::string_view format, std::string_view version) {
  for (const Capability& c : hello.capabilities()) {
    if (c.format() == format && c.version() == version) return &c;
  }
  return nullptr;
}

}  // namespace

Status BuildCases(const std::vector<corpus::LoadedVector>& vectors, const BuildOptions& options,
                  std::vector<Case>* cases, UnbuiltCases* unbuilt) {
  cases->clear();
  // The protocol carries each format's model in a field of its name, in
  // both messages: the build writes them from the format list
  // (spec/proto/CMakeLists.txt), so this holds unless the build is broken.
  for (const Format* f : AllFormats()) {
    for (const google::protobuf::Descriptor* d : {Decoded::descriptor(), EncodeRequest::descriptor()}) {
      if (d->FindFieldByName(std::string(f->name())) == nullptr) {
        return Status::Failure("the conformance protocol has no " + std::string(f->name()) + " field in " + d->name() +
                               " (the build writes it from spec/proto/slugspec/conformance.proto.in)");
      }
    }
  }
  // The operator may stop the run in any phase (spec/conformance.md §7):
  // building a million cases takes a minute, so each step looks.
  const auto interrupted = [] {
    return Status::Failure("interrupted by " + SignalName(InterruptSignal()) + " while building the cases");
  };
  std::set<std::string> encoded;
  for (const corpus::LoadedVector& lv : vectors) {
    if (InterruptSignal() != 0) return interrupted();
    SLUGSPEC_RETURN_IF_ERROR(AddVectorCases(lv, options, &encoded, cases, unbuilt));
  }
  // The generated cases of each format and version, built on every core
  // (the reference is stateless) in chunks of indexes, so that a format
  // whose encoder is slow (pentomino v0, JSONCrush, whose cost grows faster
  // than the board) does not leave the other cores idle at the end, and
  // appended in the one order: chunk after chunk, then the version's
  // encode.invalid cases.
  constexpr int kChunk = 16;
  struct Chunk {
    const FormatKit* kit;
    std::string_view version;
    int begin;  // an index range of the generated cases; begin == end: the invalid models
    int end;
    std::vector<Case> cases;
    UnbuiltCases unbuilt;
    Status status;
  };
  std::vector<Chunk> groups;
  for (const Format* f : AllFormats()) {
    const FormatKit* kit = FindKit(f->name());
    if (kit == nullptr) {
      return Status::Failure("the " + std::string(f->name()) +
                             " format has no kit (kit/format_kit.h): no cases can be generated");
    }
    for (std::string_view v : f->versions()) {
      for (int begin = 0; begin < options.per_group; begin += kChunk) {
        groups.push_back({kit, v, begin, std::min(begin + kChunk, options.per_group), {}, {}, {}});
      }
      groups.push_back({kit, v, 0, 0, {}, {}, {}});
    }
  }
  std::atomic<size_t> next{0};
  const auto work = [&] {
    for (size_t i = next++; i < groups.size() && InterruptSignal() == 0; i = next++) {
      Chunk& g = groups[i];
      if (g.begin == g.end) {
        AddInvalidModelCases(*g.kit, g.version, &g.cases);
      } else {
        g.status = AddGeneratedCases(*g.kit, g.version, options, g.begin, g.end, &g.cases, &g.unbuilt);
      }
    }
  };
  const size_t cores = std::clamp<size_t>(std::thread::hardware_concurrency(), 1, SLUGSPEC_MAX_THREADS);
  std::vector<std::thread> workers;
  for (size_t w = 1; w < std::min(cores, groups.size()); ++w) workers.emplace_back(work);
  work();
  for (std::thread& t : workers) t.join();
  if (InterruptSignal() != 0) return interrupted();
  for (Chunk& g : groups) {
    SLUGSPEC_RETURN_IF_ERROR(g.status);
    std::move(g.cases.begin(), g.cases.end(), std::back_inserter(*cases));
    std::move(g.unbuilt.ids.begin(), g.unbuilt.ids.end(), std::back_inserter(unbuilt->ids));
    for (auto& [group, requirements] : g.unbuilt.requirements) unbuilt->requirements[group].merge(requirements);
  }
  return OkStatus();
}

bool IsVectorCheck(Check check) {
  return check == Check::kDecodeStrict || check == Check::kDecodeLenient || check == Check::kCodeCorpus ||
         check == Check::kEncodeCanonical;
}

bool RoleApplies(const Hello& hello, std::string_view format, Check check) {
  return std::any_of(hello.capabilities().begin(), hello.capabilities().end(), [&](const Capability& cap) {
    if (cap.format() != format) return false;
    if (IsCodeCheck(check)) return cap.level_codes();
    if (!IsDecodeCheck(check)) return cap.encodes();
    // As Applies sends decode cases: to the decoders of the case's profile
    // (the generated checks have cases of both).
    if (check == Check::kDecodeStrict) return cap.decodes() && cap.strict();
    if (check == Check::kDecodeLenient) return cap.decodes() && cap.lenient();
    return cap.decodes() && (cap.strict() || cap.lenient());
  });
}

bool Applies(const Hello& hello, Case* c) {
  if (IsCodeCheck(c->check)) {
    const Capability* cap = FindCapability(hello, c->format, c->version);
    return cap != nullptr && cap->level_codes();
  }
  if (!IsDecodeCheck(c->check)) {
    const Capability* cap = FindCapability(hello, c->format, c->version);
    return cap != nullptr && cap->encodes();
  }
  // The versions the testee decodes in this profile, in the order declared.
  std::vector<std::string> decodes;
  for (const Capability& cap : hello.capabilities()) {
    if (cap.format() == c->format && cap.decodes() && (c->profile == "strict" ? cap.strict() : cap.lenient())) {
      decodes.push_back(cap.version());
    }
  }
  auto declared = [&](const std::string& v) { return std::find(decodes.begin(), decodes.end(), v) != decodes.end(); };
  if (c->expected.accept) {
    // An acceptance counts toward every declared version that writes the
    // slug (its reported version first, else the newest), so that a version
    // whose links report another (pentomino v1.1 as v1.5) has cases that
    // open the game. written_by keeps the reported version first, so doing
    // this twice gives the same.
    const std::vector<std::string> writers =
        c->written_by.empty() ? std::vector<std::string>{c->version} : c->written_by;
    c->counts_for.clear();
    if (declared(writers.front())) c->counts_for.push_back(writers.front());
    for (auto it = writers.rbegin(); it != writers.rend(); ++it) {
      if (it + 1 != writers.rend() && declared(*it)) c->counts_for.push_back(*it);
    }
    if (c->counts_for.empty()) return false;
    c->version = c->counts_for.front();
    if (c->counts_for.size() == 1) c->counts_for.clear();
    return true;
  }
  if (decodes.empty()) return false;
  // A rejection counts toward the version whose syntax the slug uses when
  // the testee reads it; else toward the newest version it reads, without
  // judging the code. A slug in no version's syntax is every version's.
  c->counts_for.clear();
  for (auto it = c->claimed_versions.rbegin(); it != c->claimed_versions.rend(); ++it) {
    if (declared(*it)) c->counts_for.push_back(*it);
  }
  if (!c->counts_for.empty()) {
    c->version = c->counts_for.front();  // the newest
    // (A testee that gives no codes, a page, has none judged.)
    c->expected.judge_code = !hello.rejects_without_codes();
    if (c->counts_for.size() == 1) c->counts_for.clear();
    return true;
  }
  // "Newest": the last declared in the format's own version order.
  const Format* format = FindFormat(c->format);
  std::string newest = decodes.back();
  if (format != nullptr) {
    for (std::string_view v : format->versions()) {
      if (declared(std::string(v))) newest = std::string(v);
    }
  }
  c->version = newest;
  c->expected.judge_code = c->claimed_versions.empty() && !hello.rejects_without_codes();
  return true;
}

}  // namespace slugspec::conformance
