#include "conformance/runner/runner.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

#include "common/sha256.h"
#include "conformance/report/case_text.h"
#include "conformance/runner/case_builder.h"
#include "conformance/runner/expected_failures.h"
#include "conformance/runner/interrupt.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/selection.h"
#include "conformance/runner/testee_driver.h"
#include "corpus/reader/corpus_reader.h"

namespace slugspec::conformance {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string Role(const Case& c) {
  if (IsCodeCheck(c.check)) return "level codes";
  if (!IsDecodeCheck(c.check)) return "encoder";
  return "decoder (" + c.profile + ")";
}

// The checks whose cases a role's certificate rests on.
bool RoleHasCheck(const std::string& role, Check check) {
  switch (check) {
    case Check::kDecodeStrict:
      return role == "decoder (strict)";
    case Check::kDecodeLenient:
      return role == "decoder (lenient)";
    case Check::kDecodeTransit:
    case Check::kDecodeMutated:
      return role == "decoder (strict)" || role == "decoder (lenient)";
    case Check::kEncodeCanonical:
    case Check::kEncodeRoundtrip:
    case Check::kEncodeInvalid:
      return role == "encoder";
    case Check::kCodeCorpus:
      return role == "level codes";
  }
  return false;
}

// "file:///usr/share/slugspec/spec/" for a directory, the bytes a URL path
// may not hold percent-escaped; empty when it cannot be made absolute.
std::string FileUrl(const std::string& dir) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(dir, ec);
  if (ec || dir.empty()) return {};
  std::string url = "file://";
  for (const char c : absolute.lexically_normal().generic_string()) {
    const auto b = static_cast<unsigned char>(c);
    if (std::isalnum(b) != 0 || std::string_view("/-._~").find(c) != std::string_view::npos) {
      url.push_back(c);
    } else {
      static constexpr char kHex[] = "0123456789ABCDEF";
      url += {'%', kHex[b >> 4], kHex[b & 15]};
    }
  }
  return url.ends_with('/') ? url : url + "/";
}

}  // namespace

StatusOr<std::string> CorpusHash(const std::string& dir) {
  std::error_code ec;
  const std::vector<fs::path> files = corpus::CorpusFiles(dir, &ec);
  if (ec) return Status::Failure("cannot read the corpus at " + dir + ": " + ec.message());
  // The files one after another, hashed as they are read (a byte at a time
  // through istreambuf_iterator was a tenth of a sanitized run's start-up).
  Sha256 hash;
  std::string chunk(1 << 16, '\0');
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    while (in) {
      in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
      hash.Update(std::string_view(chunk.data(), static_cast<size_t>(in.gcount())));
    }
    if (!in.eof()) return Status::Failure("cannot read " + f.string());
  }
  return hash.FinalHex();
}

std::vector<Certificate> ComputeCertificates(const Hello& hello, const std::vector<CaseResult>& results) {
  std::vector<Certificate> certificates;
  auto add = [&](const Capability& cap, const std::string& role) {
    Certificate c;
    c.format = cap.format();
    c.version = cap.version();
    c.role = role;
    certificates.push_back(c);
  };
  for (const Capability& cap : hello.capabilities()) {
    if (cap.decodes() && cap.strict()) add(cap, "decoder (strict)");
    if (cap.decodes() && cap.lenient()) add(cap, "decoder (lenient)");
    if (cap.encodes()) add(cap, "encoder");
    if (cap.level_codes()) add(cap, "level codes");
  }
  // Judged cases per certificate and check.
  std::vector<std::map<Check, int>> per_check(certificates.size());
  for (const CaseResult& r : results) {
    const Case& c = *r.test;
    const Outcome& o = r.outcome;
    const bool skipped_by_testee = o.sent && o.skipped;
    if (!skipped_by_testee && !o.unsendable && (!o.sent || o.skipped)) continue;
    const std::vector<std::string> versions = c.counts_for.empty() ? std::vector<std::string>{c.version} : c.counts_for;
    for (size_t i = 0; i < certificates.size(); ++i) {
      Certificate& cert = certificates[i];
      if (cert.format != c.format || cert.role != Role(c) ||
          std::find(versions.begin(), versions.end(), cert.version) == versions.end()) {
        continue;
      }
      if (skipped_by_testee || o.unsendable) {
        ++(o.unsendable ? cert.unsendable_cases : cert.skipped_cases);
        continue;
      }
      if (o.required != Verdict::kNotJudged || o.recommended != Verdict::kNotJudged) {
        cert.accepting_cases += c.expected.accept;
      }
      cert.version_unnamed_cases += o.version_unnamed;
      cert.link_cases += o.judged_by_link;
      cert.codeless_rejections += hello.rejects_without_codes() && !c.expected.accept;
      if (o.required != Verdict::kNotJudged) {
        ++cert.required_cases;
        cert.required_passed += o.required == Verdict::kPass;
      }
      if (o.recommended != Verdict::kNotJudged) {
        ++cert.recommended_cases;
        cert.recommended_passed += o.recommended == Verdict::kPass;
      }
      ++per_check[i][c.check];
    }
  }
  for (size_t i = 0; i < certificates.size(); ++i) {
    Certificate& cert = certificates[i];
    bool first = true;
    for (Check check : kAllChecks) {
      if (!RoleHasCheck(cert.role, check)) continue;
      const int n = per_check[i][check];
      if (first || n < cert.fewest_cases) {
        cert.fewest_cases = n;
        cert.fewest_check = std::string(CheckName(check));
        first = false;
      }
    }
  }
  return certificates;
}

namespace {

// What a run knows between its steps.
struct RunPlan {
  FilterSet selection;
  Shard shard;
  std::vector<corpus::LoadedVector> vectors;
  BuildOptions generated;
  UnbuiltCases unbuilt;
  ExpectedFailureList listed;
  std::vector<const Case*> applicable;  // every built case the testee's Hello lets it answer
  std::vector<const Case*> selected;    // those the options choose
};

std::string UtcNow() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  char stamp[32] = "";
  if (gmtime_r(&now, &utc) == nullptr || std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &utc) == 0) {
    return "";
  }
  return stamp;
}

// The run as the reports name it. A run certifies only when it is the whole
// run: every case, and at least the default number of generated ones.
// Anything less names itself (partial_selection).
void DescribeRun(const RunnerOptions& options, const TesteeDriver& driver, RunInfo* info) {
  info->started_at = UtcNow();
  info->mode = driver.mode();
  info->seed = options.seed;
  info->generated_per_group = options.generated_per_group;
  for (const std::string& f : options.filters) info->filter += (info->filter.empty() ? "" : " and ") + f;
  for (const std::string& f : options.skips) info->filter += (info->filter.empty() ? "not " : " and not ") + f;
  info->shard = options.shard;
  std::string& partial = info->partial_selection;
  auto add = [&](const std::string& option, const std::string& value) {
    partial += (partial.empty() ? "" : " ") + option + " " + value;
  };
  for (const std::string& f : options.filters) add("--filter", f);
  for (const std::string& f : options.skips) add("--skip", f);
  for (const std::string& id : options.case_ids) add("--case", id);
  if (!options.shard.empty()) add("--shard", options.shard);
  if (options.generated_per_group < kDefaultGeneratedPerGroup) {
    add("--cases", std::to_string(options.generated_per_group));
  }
  info->rerun_prefix = options.rerun_prefix;
  for (const std::string& a : options.testee.argv) {
    if (!info->testee_command.empty()) info->testee_command += ' ';
    info->testee_command += a;
  }
}

// The golden vectors' files, before any testee starts: files from another
// release are named as such, not reported as whatever parse error they
// happen to contain, and a folder with none is no corpus.
Status CheckCorpus(const RunnerOptions& options, RunInfo* info) {
  StatusOr<std::string> hash = CorpusHash(options.corpus_dir);
  if (!hash.ok()) return hash.status();
  info->corpus_sha256 = *hash;
  if (!options.expected_corpus_sha256.empty() && info->corpus_sha256 != options.expected_corpus_sha256) {
    return Status::Failure("the corpus at " + options.corpus_dir + " (sha256:" + info->corpus_sha256 +
                           ") is not the one this runner was built with (sha256:" + options.expected_corpus_sha256 +
                           "): reinstall the runner (its corpus comes with it), or name a corpus with --corpus DIR to "
                           "certify against that one");
  }
  if (corpus::CorpusFiles(options.corpus_dir).empty()) {
    return Status::Failure("no golden vectors (*.jsonl) in " + options.corpus_dir);
  }
  return OkStatus();
}

// The golden vectors, read once the testee has said what it can do, and
// hashed as read: the certificates name the corpus that judged them, so
// files changed since CheckCorpus stop the run.
Status LoadCorpus(const RunnerOptions& options, const RunInfo& info, std::vector<corpus::LoadedVector>* vectors) {
  std::string read_hash;
  SLUGSPEC_RETURN_IF_ERROR(corpus::LoadVectors(options.corpus_dir, vectors, &read_hash));
  if (InterruptSignal() != 0) {
    return Status::Failure("interrupted by " + SignalName(InterruptSignal()) + " while loading the corpus");
  }
  if (read_hash != info.corpus_sha256) {
    return Status::Failure(
        "the corpus at " + options.corpus_dir + " changed during the run's start (sha256:" + info.corpus_sha256 +
        " before the testee started, sha256:" + read_hash + " as read): run again once it no longer changes");
  }
  if (vectors->empty()) return Status::Failure("no golden vectors (*.jsonl) in " + options.corpus_dir);
  return OkStatus();
}

// Builds the cases. Groups that --filter, --skip or --case rule out as a
// whole are not built (their ids still count as cases, for the expected
// failures list). A vector's case id is its check and the vector's id.
Status BuildRunCases(const RunnerOptions& options, RunPlan* plan, ConformanceRun* run) {
  plan->generated.seed = options.seed;
  plan->generated.per_group = options.generated_per_group;
  const FilterSet& selection = plan->selection;
  plan->generated.wanted = [&selection, &options](std::string_view format, std::optional<std::string_view> version,
                                                  Check check) {
    if (!selection.MayWantGroup(format, version, check)) return false;
    if (options.case_ids.empty()) return true;
    const std::string prefix = std::string(CheckName(check)) + "/" +
                               (version ? std::string(format) + "/" + std::string(*version) + "/" : std::string());
    return std::any_of(options.case_ids.begin(), options.case_ids.end(),
                       [&](const std::string& id) { return id.starts_with(prefix); });
  };
  SLUGSPEC_RETURN_IF_ERROR(BuildCases(plan->vectors, plan->generated, &run->cases, &plan->unbuilt));
  for (const Case& c : run->cases) run->all_ids.insert(c.id);
  run->all_ids.insert(plan->unbuilt.ids.begin(), plan->unbuilt.ids.end());
  return OkStatus();
}

// The cases the testee can answer (its Hello), and of those the ones the
// options choose.
void SelectCases(const RunnerOptions& options, const Hello& hello, ConformanceRun* run, RunPlan* plan) {
  for (Case& c : run->cases) {
    if (!Applies(hello, &c)) continue;
    plan->applicable.push_back(&c);
    if (!plan->selection.Selects(c)) continue;
    if (!options.shard.empty() && !plan->shard.Contains(c)) continue;
    if (!options.case_ids.empty() &&
        std::find(options.case_ids.begin(), options.case_ids.end(), c.id) == options.case_ids.end()) {
      continue;
    }
    plan->selected.push_back(&c);
  }
}

// The exchange with the testee. Failures past the first few of their kind
// keep little: memory and the reports stay small when every case fails
// alike (judge.h KeepLittle). Cases the run did not reach (it was
// interrupted) are listed as not run.
void ExchangeCases(const RunnerOptions& options, TesteeDriver& driver, const std::vector<const Case*>& selected,
                   RunReport* report) {
  std::vector<CaseResult>& results = report->results;
  results.resize(selected.size());
  size_t finished = 0, failed = 0;
  std::map<std::string, size_t> failures_of_kind;
  const CaseDone done = [&](size_t i, Outcome o) {
    results[i].test = selected[i];
    failed += Failed(o);
    results[i].outcome = std::move(o);
    if (Failed(results[i].outcome) && ++failures_of_kind[FailureKind(results[i])] > kFullFailuresPerKind) {
      KeepLittle(&results[i].outcome);
    }
    if (options.progress) options.progress(++finished, selected.size(), failed);
  };
  const auto exchange = Clock::now();
  driver.Run(selected, done);
  RunInfo& info = report->info;
  info.restarts = driver.restarts();
  info.testee_end = driver.end_note();
  info.testee_seconds = std::chrono::duration<double>(Clock::now() - exchange).count();
  info.interrupted_by = InterruptSignal();
  for (size_t i = 0; i < results.size(); ++i) {
    if (results[i].test != nullptr) continue;
    results[i].test = selected[i];
    results[i].outcome.skipped = true;
    results[i].outcome.problem = info.interrupted_by != 0 ? "not run: the run was interrupted" : "not run";
  }
}

// Why no case counted, or empty. The closest names come from every case the
// testee would get, the groups that were not built included: they are built
// for the message.
std::string NoCaseReason(const RunnerOptions& options, RunPlan& plan, const RunReport& report) {
  if (!plan.selected.empty()) {
    const bool answered = std::any_of(report.results.begin(), report.results.end(),
                                      [](const CaseResult& r) { return r.outcome.sent && !r.outcome.skipped; });
    return report.info.interrupted_by == 0 && !answered ? "the testee skipped every case" : "";
  }
  std::vector<Case> every;
  std::vector<const Case*> every_applicable;
  const std::vector<const Case*>* explained = &plan.applicable;
  if (!plan.unbuilt.ids.empty()) {
    plan.generated.wanted = nullptr;
    UnbuiltCases none;
    if (BuildCases(plan.vectors, plan.generated, &every, &none).ok()) {
      for (Case& c : every) {
        if (Applies(report.info.hello, &c)) every_applicable.push_back(&c);
      }
      explained = &every_applicable;
    }
  }
  return ExplainEmptySelection(*explained, plan.selection.filters, plan.selection.skips, options.case_ids,
                               !options.shard.empty());
}

// The requirements of the general documents and of the formats the testee
// declared (another format's are not this testee's to cover), and which of
// them the run left uncovered.
void CountRequirements(const RunnerOptions& options, const RunPlan& plan, const ConformanceRun& run,
                       RunReport* report) {
  std::set<std::string> documents = {"README", "errors", "conformance"};
  for (const Capability& cap : report->info.hello.capabilities()) documents.insert(cap.format());
  report->requirement_places = corpus::SpecRequirementPlaces(options.spec_dir, documents);
  report->spec_location = FileUrl(options.spec_dir);
  report->spec_site = options.spec_url;
  std::set<std::string> defined;
  for (const auto& [id, place] : report->requirement_places) defined.insert(id);
  // A requirement that cases check, but only cases of roles the testee did
  // not declare (an encoder's, for a decoder), is not this testee's either.
  // One that no case checks stays: it has no vector yet.
  std::set<std::string> checked, checked_here;
  for (const Case& c : run.cases) checked.insert(c.requirements.begin(), c.requirements.end());
  for (const Case* c : plan.applicable) checked_here.insert(c->requirements.begin(), c->requirements.end());
  // (And those of the groups a filtered run did not build, by role.)
  for (const auto& [group, requirements] : plan.unbuilt.requirements) {
    checked.insert(requirements.begin(), requirements.end());
    if (RoleApplies(report->info.hello, group.first, group.second)) {
      checked_here.insert(requirements.begin(), requirements.end());
    }
  }
  std::erase_if(defined, [&](const std::string& id) { return checked.contains(id) && !checked_here.contains(id); });
  std::set<std::string> exercised;
  for (const CaseResult& r : report->results) {
    if (r.outcome.sent && !r.outcome.skipped) {
      exercised.insert(r.test->requirements.begin(), r.test->requirements.end());
    }
  }
  report->requirements_total = static_cast<int>(defined.size());
  for (const std::string& id : defined) {
    if (!exercised.contains(id)) report->uncovered_requirements.push_back(id);
  }
}

}  // namespace

Status RunConformance(const RunnerOptions& options, TesteeDriver& driver, ConformanceRun* run) {
  const auto started = Clock::now();
  RunReport& report = run->report;
  DescribeRun(options, driver, &report.info);
  RunPlan plan;
  SLUGSPEC_RETURN_IF_ERROR(plan.selection.Parse(options.filters, options.skips));
  if (!options.shard.empty()) SLUGSPEC_RETURN_IF_ERROR(plan.shard.Parse(options.shard));
  // What needs no testee is checked first: the corpus's files and hash,
  // and the expected-failure list.
  SLUGSPEC_RETURN_IF_ERROR(CheckCorpus(options, &report.info));
  const bool create_list = options.updating_expected_failures && !fs::exists(options.expected_failures);
  if (!options.expected_failures.empty() && !create_list) {
    SLUGSPEC_RETURN_IF_ERROR(LoadExpectedFailures(options.expected_failures, &plan.listed));
  }
  // Then the testee says what it can do: one that cannot start is told so
  // before the corpus is read and the cases are built.
  StatusOr<Hello> hello = driver.Start();
  if (!hello.ok()) return hello.status();
  report.info.hello = std::move(hello).value();
  SLUGSPEC_RETURN_IF_ERROR(LoadCorpus(options, report.info, &plan.vectors));
  SLUGSPEC_RETURN_IF_ERROR(BuildRunCases(options, &plan, run));
  SelectCases(options, report.info.hello, run, &plan);
  ExchangeCases(options, driver, plan.selected, &report);

  ApplyExpectedFailures(plan.listed, run->all_ids, &report.results, &report.expected_failures);
  report.expected_failures.file = options.expected_failures;
  run->rewritten_expected_failures = RewriteExpectedFailures(plan.listed, run->all_ids, report.results);
  report.certificates = ComputeCertificates(report.info.hello, report.results);
  for (Certificate& c : report.certificates) {
    c.partial = !report.info.partial_selection.empty() || report.info.interrupted_by != 0;
  }
  report.no_case_reason = NoCaseReason(options, plan, report);
  CountRequirements(options, plan, *run, &report);
  report.info.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  return OkStatus();
}

}  // namespace slugspec::conformance
