#include "conformance/runner/case_list.h"

#include <ostream>

#include "common/json_writer.h"
#include "conformance/runner/case_builder.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/selection.h"
#include "corpus/reader/corpus_reader.h"

namespace slugspec::conformance {
namespace {

std::string CaseLine(const Case& c) {
  JsonWriter w(0);
  w.BeginObject();
  w.Key("id").String(c.id).Key("check").String(CheckName(c.check));
  w.Key("format").String(c.format).Key("version").String(c.version);
  w.Key("counts_for").StringArray(c.counts_for).Key("profile").String(c.profile);
  w.Key("request").Message(c.request);
  w.Key("input").String(c.input);
  w.Key("claimed_versions").StringArray(c.claimed_versions).Key("written_by").StringArray(c.written_by);
  const Expectation& e = c.expected;
  w.Key("expected").BeginObject();
  w.Key("accept").Bool(e.accept).Key("required").Bool(e.required);
  if (e.model) w.Key("model").Message(*e.model);
  if (!e.canonical.empty()) w.Key("canonical").String(e.canonical);
  if (!e.accept) {
    w.Key("codes").BeginArray();
    for (ErrorCode code : e.codes) w.String(CodeName(code));
    w.EndArray();
    w.Key("offset").Int(e.offset).Key("message").String(e.message).Key("judge_code").Bool(e.judge_code);
  }
  w.EndObject();
  w.Key("requirements").StringArray(c.requirements).Key("note").String(c.note);
  w.EndObject();
  return w.Take("\n");
}

}  // namespace

Status ListCases(const CaseListRequest& request, std::ostream& out) {
  FilterSet selection;
  SLUGSPEC_RETURN_IF_ERROR(selection.Parse(request.filters, request.skips));
  const StatusOr<std::string> hash = CorpusHash(request.corpus_dir);
  if (!hash.ok()) return hash.status();
  if (!request.expected_corpus_sha256.empty() && *hash != request.expected_corpus_sha256) {
    return Status::Failure("the corpus at " + request.corpus_dir + " (sha256:" + *hash +
                           ") is not the one this runner was built with; name one with --corpus DIR");
  }
  std::vector<corpus::LoadedVector> vectors;
  SLUGSPEC_RETURN_IF_ERROR(corpus::LoadVectors(request.corpus_dir, &vectors));
  BuildOptions generated;
  generated.seed = request.seed;
  generated.per_group = request.per_group;
  generated.wanted = [&](std::string_view format, std::optional<std::string_view> version, Check check) {
    return selection.MayWantGroup(format, version, check);
  };
  std::vector<Case> cases;
  UnbuiltCases unbuilt;
  SLUGSPEC_RETURN_IF_ERROR(BuildCases(vectors, generated, &cases, &unbuilt));
  for (const Case& c : cases) {
    if (selection.Selects(c)) out << CaseLine(c);
  }
  out.flush();
  if (!out) return Status::Failure("cannot write the case list");
  return OkStatus();
}

}  // namespace slugspec::conformance
