#include "conformance/runner/explain.h"

#include <algorithm>
#include <charconv>
#include <ostream>

#include "common/escape.h"
#include "common/profile.h"
#include "common/repaired_text.h"
#include "common/status.h"
#include "conformance/report/case_text.h"
#include "conformance/report/run_report.h"
#include "conformance/runner/case_builder.h"
#include "corpus/reader/corpus_reader.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

std::string Rejection(const Status& s) {
  return "rejected with " + std::string(CodeName(s.code())) + " (" + std::string(StageOf(s.code())) + ") at byte " +
         std::to_string(s.offset()) + ": " + VisibleText(s.message(), false);
}

// One profile's answer, with the repairs it made (lenient) and what the
// game's canonical slug is.
void ExplainProfile(const Format& format, const std::string& slug, Profile profile, std::ostream& out) {
  std::unique_ptr<google::protobuf::Message> model = format.NewModel();
  Status s;
  std::vector<std::string> repairs;
  std::string repaired;
  {
    RepairRecorder recorder;
    s = format.Decode(slug, profile, model.get());
    repairs = recorder.repairs();
    repaired = recorder.repaired_text();
  }
  out << "  " << format.name() << " " << ProfileName(profile) << ": "
      << (s.ok() ? "accepted: " + ToJson(*model) : Rejection(s)) << "\n";
  if (!repairs.empty()) {
    out << "    repairs made:";
    for (size_t i = 0; i < repairs.size(); ++i) out << (i == 0 ? " " : "; ") << repairs[i];
    out << "\n    text read after them: \"" << VisibleBytes(repaired) << "\"\n";
  } else if (profile == Profile::kLenient) {
    out << "    repairs made: none\n";
  }
  if (!s.ok()) return;
  std::string canonical;
  const Status written = format.Encode(*model, ModelVersion(*model), &canonical);
  if (!written.ok()) {
    out << "    canonical slug: none (" << Rejection(written) << ")\n";
  } else if (canonical != slug) {
    out << "    canonical slug: " << VisibleBytes(canonical) << "\n";
  } else {
    out << "    canonical slug: this one\n";
  }
}

int ExplainSlug(const std::string& format_name, const std::string& slug, std::ostream& out) {
  const Format* format = format_name.empty() ? DetectFormat(slug) : FindFormat(format_name);
  if (format == nullptr) {
    out << "  no format " << (format_name.empty() ? "recognises it" : VisibleText(format_name, false))
        << " (UNKNOWN_FORMAT)\n";
    return 1;
  }
  for (const Profile profile : {Profile::kStrict, Profile::kLenient}) ExplainProfile(*format, slug, profile, out);
  return 0;
}

// "<check>/<format>/<version>/seed-S/NNNNNN[/<profile>]": the seed and
// index that rebuild a generated case; false for a vector's case.
bool ParseGeneratedId(const std::string& id, uint64_t* seed, int* index) {
  const size_t at = id.find("/seed-");
  if (at == std::string::npos) return false;
  const size_t slash = id.find('/', at + 6);
  if (slash == std::string::npos) return false;
  const char* seed_begin = id.data() + at + 6;
  const char* seed_end = id.data() + slash;
  const size_t after = id.find('/', slash + 1);
  const char* index_end = id.data() + (after == std::string::npos ? id.size() : after);
  return std::from_chars(seed_begin, seed_end, *seed).ptr == seed_end &&
         std::from_chars(seed_end + 1, index_end, *index).ptr == index_end && *index >= 0 &&
         *index < kMaxGeneratedPerGroup;
}

int ExplainCase(const ExplainRequest& request, const std::string& id, std::ostream& out) {
  std::vector<corpus::LoadedVector> vectors;
  if (const Status loaded = corpus::LoadVectors(request.corpus_dir, &vectors); !loaded.ok()) {
    out << "  cannot read the corpus: " << VisibleText(loaded.message(), false) << "\n";
    return 1;
  }
  BuildOptions generated;
  int index = 0;
  const bool is_generated = ParseGeneratedId(id, &generated.seed, &index);
  generated.per_group = is_generated ? index + 1 : 1;
  // Only the case's own group is built: the others are slow (pentomino v0).
  generated.wanted = [&](std::string_view format, std::optional<std::string_view> version, Check check) {
    const std::string prefix = std::string(CheckName(check)) + "/";
    if (!version) return !is_generated && id.starts_with(prefix);
    return is_generated && id.starts_with(prefix + std::string(format) + "/" + std::string(*version) + "/seed-");
  };
  std::vector<Case> cases;
  UnbuiltCases unbuilt;
  if (const Status built = BuildCases(vectors, generated, &cases, &unbuilt); !built.ok()) {
    out << "  cannot build the cases: " << VisibleText(built.message(), false) << "\n";
    return 1;
  }
  const auto found = std::find_if(cases.begin(), cases.end(), [&](const Case& c) { return c.id == id; });
  if (found == cases.end()) {
    out << "  no such case in the corpus at " << VisibleText(request.corpus_dir, false) << "\n";
    return 1;
  }
  const Case& c = *found;
  RunReport places;  // only for the requirements' text
  std::set<std::string> documents = {"README", "errors", "conformance", c.format};
  places.requirement_places = corpus::SpecRequirementPlaces(request.spec_dir, documents);
  out << "  check: " << CheckName(c.check) << ", " << VisibleText(c.format, false)
      << (c.version.empty() ? "" : " " + VisibleText(c.version, false))
      << (c.profile.empty() ? "" : ", " + c.profile + " profile") << "\n";
  if (!c.note.empty()) out << "  case: " << VisibleText(c.note, false) << "\n";
  if (!c.requirements.empty()) out << "  requires: " << RequirementsText(places, c.requirements) << "\n";
  out << "  "
      << (IsDecodeCheck(c.check) ? "input: \"" + VisibleBytes(c.input) + "\"" : "model: " + VisibleBytes(c.input))
      << "\n  expected:\n";
  for (const std::string& line : ExpectedLines(c)) out << "    " << line << "\n";
  if (!c.expected.accept && !c.expected.codes.empty()) {
    out << "    (the reference's: at " << (IsDecodeCheck(c.check) ? "byte " : "item ") << c.expected.offset;
    if (!c.expected.message.empty()) out << ", \"" << VisibleText(c.expected.message, false) << "\"";
    out << ")\n";
  }
  if (IsDecodeCheck(c.check)) {
    out << "  the reference reads the input:\n";
    return ExplainSlug(c.format, c.input, out);
  }
  return 0;
}

}  // namespace

bool LooksLikeCaseId(const std::string& input) {
  return std::any_of(std::begin(kAllChecks), std::end(kAllChecks),
                     [&](Check check) { return input.starts_with(std::string(CheckName(check)) + "/"); });
}

int Explain(const ExplainRequest& request, std::ostream& out) {
  int status = 0;
  for (const std::string& input : request.inputs) {
    if (LooksLikeCaseId(input)) {
      out << "case: " << VisibleBytes(input) << "\n";
      status = std::max(status, ExplainCase(request, input, out));
    } else {
      // Quoted and escaped: a line break in the slug stays on this line.
      out << "slug: \"" << VisibleBytes(input) << "\"\n";
      status = std::max(status, ExplainSlug(request.format, input, out));
    }
  }
  return status;
}

}  // namespace slugspec::conformance
