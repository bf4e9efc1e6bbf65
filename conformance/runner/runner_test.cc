// The runner's parts without processes: selection, declarations, one-shot
// answers, expected-failure lists, judgement, and the cases it builds.
#include <fstream>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "corpus/reader/corpus_reader.h"
#include "conformance/runner/case_builder.h"
#include "conformance/runner/expected_failures.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/one_shot.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/selection.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

const std::string kCorpus = SLUGSPEC_SOURCE_DIR "/corpus";

// The cases of the real corpus with 3 generated per group, built once.
const std::vector<Case>& Cases() {
  static const std::vector<Case>* cases = [] {
    std::vector<corpus::LoadedVector> vectors;
    std::string error;
    EXPECT_TRUE(corpus::LoadVectors(kCorpus, &vectors, &error)) << error;
    auto* out = new std::vector<Case>();
    EXPECT_TRUE(BuildCases(vectors, {.seed = 7, .per_group = 3}, out, &error)) << error;
    return out;
  }();
  return *cases;
}

const Case& CaseById(const std::string& id) {
  for (const Case& c : Cases()) {
    if (c.id == id) return c;
  }
  ADD_FAILURE() << "no case " << id;
  static const Case none;
  return none;
}

Hello Declares(std::vector<std::string> declarations) {
  std::vector<Capability> caps;
  for (const std::string& d : declarations) {
    Capability c;
    std::string error;
    EXPECT_TRUE(ParseDeclaration(d, &c, &error)) << error;
    caps.push_back(c);
  }
  return OneShotHello(caps);
}

TEST(Glob, MatchesStarsAnywhere) {
  EXPECT_TRUE(GlobMatch("decode.*", "decode.strict"));
  EXPECT_TRUE(GlobMatch("*strict", "decode.strict"));
  EXPECT_TRUE(GlobMatch("d*e*t", "decode.strict"));
  EXPECT_TRUE(GlobMatch("*", ""));
  EXPECT_FALSE(GlobMatch("encode.*", "decode.strict"));
  EXPECT_FALSE(GlobMatch("decode", "decode.strict"));
  EXPECT_TRUE(GlobMatch("a*a*a*b", "aaaaaaaaaaaab"));
  EXPECT_FALSE(GlobMatch("a*a*a*b", "aaaaaaaaaaaaa"));
}

TEST(Filter, SameKeyIsAlternativeDifferentKeysAreAll) {
  Filter f;
  std::string error;
  ASSERT_TRUE(f.Parse("format=sudoku,check=decode.strict,check=encode.*", &error)) << error;
  Case c;
  c.format = "sudoku";
  c.check = Check::kEncodeRoundtrip;
  EXPECT_TRUE(f.Matches(c));
  c.check = Check::kDecodeLenient;
  EXPECT_FALSE(f.Matches(c));
  c.check = Check::kDecodeStrict;
  c.format = "pentomino";
  EXPECT_FALSE(f.Matches(c));
  Filter bad;
  EXPECT_FALSE(bad.Parse("colour=red", &error));
  EXPECT_NE(error.find("colour=red"), std::string::npos);
}

TEST(Shard, EveryCaseIsInExactlyOneShard) {
  std::string error;
  std::vector<Shard> shards(4);
  for (uint32_t i = 0; i < 4; ++i) ASSERT_TRUE(shards[i].Parse(std::to_string(i + 1) + "/4", &error));
  std::vector<int> sizes(4);
  for (const Case& c : Cases()) {
    int in = 0;
    for (uint32_t i = 0; i < 4; ++i) {
      if (shards[i].Contains(c)) {
        ++in;
        ++sizes[i];
      }
    }
    ASSERT_EQ(in, 1) << c.id;
  }
  for (int n : sizes) EXPECT_GT(n, static_cast<int>(Cases().size()) / 8);  // roughly even
  Shard bad;
  EXPECT_FALSE(bad.Parse("0/4", &error));
  EXPECT_FALSE(bad.Parse("5/4", &error));
  EXPECT_FALSE(bad.Parse("1/0", &error));
  EXPECT_FALSE(bad.Parse("x", &error));
}

TEST(Cases, IdsAreUniqueAndNameTheirCheck) {
  std::set<std::string> ids;
  std::map<Check, int> per_check;
  for (const Case& c : Cases()) {
    EXPECT_TRUE(ids.insert(c.id).second) << c.id;
    EXPECT_EQ(c.id.rfind(std::string(CheckName(c.check)) + "/", 0), 0u) << c.id;
    EXPECT_FALSE(c.requirements.empty()) << c.id;
    ++per_check[c.check];
  }
  for (Check check : kAllChecks) EXPECT_GT(per_check[check], 0) << CheckName(check);
  // 3 per format, version and generated check, 10 versions in all.
  EXPECT_EQ(per_check[Check::kEncodeRoundtrip], 30);
  EXPECT_EQ(per_check[Check::kDecodeMutated], 60);
  EXPECT_EQ(per_check[Check::kDecodeTransit], 60);
  // Every bad model is rejected by the reference in most versions.
  EXPECT_GT(per_check[Check::kEncodeInvalid], 50);
}

TEST(Cases, AreTheSameWhenBuiltAgain) {
  std::vector<corpus::LoadedVector> vectors;
  std::string error;
  ASSERT_TRUE(corpus::LoadVectors(kCorpus, &vectors, &error));
  std::vector<Case> again;
  ASSERT_TRUE(BuildCases(vectors, {.seed = 7, .per_group = 3}, &again, &error));
  ASSERT_EQ(again.size(), Cases().size());
  for (size_t i = 0; i < again.size(); ++i) {
    EXPECT_EQ(again[i].id, Cases()[i].id);
    EXPECT_EQ(again[i].input, Cases()[i].input) << again[i].id;
  }
  // Another seed, other generated inputs under the same kind of ids.
  std::vector<Case> other;
  ASSERT_TRUE(BuildCases(vectors, {.seed = 8, .per_group = 3}, &other, &error));
  int differ = 0;
  for (size_t i = 0; i < other.size(); ++i) differ += other[i].input != Cases()[i].input;
  EXPECT_GT(differ, 100);
}

TEST(Cases, GeneratedExpectationsAreTheReferences) {
  int accepted = 0, rejected = 0;
  for (const Case& c : Cases()) {
    if (c.check != Check::kDecodeMutated && c.check != Check::kDecodeTransit) continue;
    const Format* f = FindFormat(c.format);
    auto model = f->NewModel();
    const Status s = f->Decode(c.input, c.profile == "strict" ? Profile::kStrict : Profile::kLenient, model.get());
    EXPECT_EQ(s.ok(), c.expected.accept) << c.id;
    if (s.ok()) {
      ++accepted;
    } else {
      ++rejected;
      ASSERT_EQ(c.expected.codes.size(), 1u);
      EXPECT_EQ(c.expected.codes[0], s.code()) << c.id;
    }
  }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(rejected, 0);
}

TEST(Cases, AVectorMayAllowOtherCodes) {
  corpus::LoadedVector lv;
  std::string error;
  ASSERT_TRUE(FromJson(R"({"id":"sudoku/either","format":"sudoku","slug":"UyF2","result":"INVALID",)"
                       R"("error":{"code":"TRUNCATED","offset":4},"alsoAllowed":["BAD_BASE64"],"flags":["Truncated"],)"
                       R"("requirements":["SUD-B3"]})",
                       &lv.vector, &error))
      << error;
  ASSERT_TRUE(corpus::ValidateShape(lv.vector, &error)) << error;
  std::vector<Case> cases;
  ASSERT_TRUE(BuildCases({lv}, {.seed = 1, .per_group = 0}, &cases, &error)) << error;
  const Case& strict = cases[0];
  ASSERT_EQ(strict.id, "decode.strict/sudoku/either");
  EXPECT_EQ(strict.expected.codes, (std::vector<ErrorCode>{TRUNCATED, BAD_BASE64}));
  Response r;
  r.mutable_rejected()->set_code(BAD_BASE64);
  EXPECT_EQ(Judge(strict, r).recommended, Verdict::kPass);
  r.mutable_rejected()->set_code(BAD_MAGIC);
  EXPECT_EQ(Judge(strict, r).recommended, Verdict::kFail);
  // It names other codes than error's, and only on rejections.
  lv.vector.add_also_allowed(TRUNCATED);
  EXPECT_FALSE(corpus::ValidateShape(lv.vector, &error));
}

TEST(Applies, ARejectionGoesToEveryDecoderButItsCodeOnlyToItsVersion) {
  const Hello v31 = Declares({"pentomino/v3.1=decode,strict"});
  // A broken v1 link: sent, counted toward v3.1, code not judged.
  Case v1 = CaseById("decode.strict/pentomino/errors/v1-name/a");
  ASSERT_FALSE(v1.expected.accept);
  ASSERT_TRUE(Applies(v31, &v1));
  EXPECT_EQ(v1.version, "v3.1");
  EXPECT_FALSE(v1.expected.judge_code);
  // A broken v3 link: its code is judged.
  Case v3 = CaseById("decode.strict/pentomino/errors/v3-name/a-upper");
  ASSERT_TRUE(Applies(v31, &v3));
  EXPECT_TRUE(v3.expected.judge_code);
  // An empty slug is every version's.
  Case empty = CaseById("decode.strict/pentomino/transport/empty");
  ASSERT_TRUE(Applies(v31, &empty));
  EXPECT_TRUE(empty.expected.judge_code);
  // Not in the other profile, nor to an encoder, nor another format.
  Case lenient = CaseById("decode.lenient/pentomino/errors/v3-name/a-upper");
  EXPECT_FALSE(Applies(v31, &lenient));
  Case sudoku = CaseById("decode.strict/sudoku/header/magic/lowercase-s");
  EXPECT_FALSE(Applies(v31, &sudoku));
  // A valid v1 link is not sent to a v3.1 decoder; a valid v3.1 one is.
  Case valid_v1 = CaseById("decode.strict/pentomino/v1/valid/empty-1x1");
  EXPECT_FALSE(Applies(v31, &valid_v1));
  Case valid = CaseById("decode.strict/pentomino/article/01-v3.1");
  EXPECT_TRUE(Applies(v31, &valid));
  Case encode = CaseById("encode.canonical/pentomino/article/01-v3.1");
  EXPECT_FALSE(Applies(v31, &encode));
  EXPECT_TRUE(Applies(Declares({"pentomino/v3.1=encode"}), &encode));
}

TEST(Declaration, ParsesCapabilities) {
  Capability c;
  std::string error;
  ASSERT_TRUE(ParseDeclaration("sudoku/v1=decode,encode,lenient", &c, &error));
  EXPECT_EQ(c.format(), "sudoku");
  EXPECT_EQ(c.version(), "v1");
  EXPECT_TRUE(c.decodes() && c.encodes() && c.lenient());
  EXPECT_FALSE(c.strict());
  ASSERT_TRUE(ParseDeclaration("sudoku/v0=decode", &c, &error));
  EXPECT_TRUE(c.strict());  // decoding with no profile named: strict
  EXPECT_FALSE(ParseDeclaration("sudoku/v1=fly", &c, &error));
  EXPECT_FALSE(ParseDeclaration("sudoku=decode", &c, &error));
  int versions = 0;
  for (const Format* f : AllFormats()) versions += static_cast<int>(f->versions().size());
  EXPECT_EQ(OneShotHello({}).capabilities_size(), versions);  // one per version of every format
}

TEST(OneShot, ReadsTheContract) {
  const Case& decode = CaseById("decode.strict/sudoku/seed/example");
  Response r;
  std::string why;
  ASSERT_TRUE(ParseOneShotAnswer(decode, 0,
                                 R"({"format":"sudoku","version":"v1","givens":[{"cell":2,"digit":3}]})"
                                 "\n",
                                 &r, &why))
      << why;
  EXPECT_EQ(r.decoded().sudoku().givens_size(), 1);
  ASSERT_TRUE(ParseOneShotAnswer(decode, 1, R"({"error":{"code":"TRUNCATED","offset":4}})", &r, &why));
  EXPECT_EQ(r.rejected().code(), TRUNCATED);
  EXPECT_FALSE(ParseOneShotAnswer(decode, 1, "nope", &r, &why));
  EXPECT_FALSE(ParseOneShotAnswer(decode, 0, "{\"colour\":1}", &r, &why));
  EXPECT_FALSE(ParseOneShotAnswer(decode, 3, "", &r, &why));
  EXPECT_NE(why.find("exit status 3"), std::string::npos);
  const Case& encode = CaseById("encode.canonical/sudoku/seed/example");
  ASSERT_TRUE(ParseOneShotAnswer(encode, 0, "UyF2MQ==\r\n", &r, &why));
  EXPECT_EQ(r.slug(), "UyF2MQ==");
  EXPECT_FALSE(ParseOneShotAnswer(encode, 0, "", &r, &why));
}

Response Decoded(const Case& c) {
  Response r;
  auto* field = Decoded::descriptor()->FindFieldByName(c.format);
  r.mutable_decoded()->GetReflection()->MutableMessage(r.mutable_decoded(), field)->CopyFrom(*c.expected.model);
  return r;
}

Response Rejected(ErrorCode code) {
  Response r;
  r.mutable_rejected()->set_code(code);
  return r;
}

TEST(Judge, AcceptedSlugs) {
  const Case& c = CaseById("decode.strict/sudoku/seed/example");
  Outcome o = Judge(c, Decoded(c));
  EXPECT_EQ(o.required, Verdict::kPass);
  EXPECT_EQ(o.recommended, Verdict::kPass);
  // The same givens in another order: the same game, not the same model.
  Response shuffled = Decoded(c);
  auto* givens = shuffled.mutable_decoded()->mutable_sudoku()->mutable_givens();
  givens->SwapElements(0, 1);
  o = Judge(c, shuffled);
  EXPECT_EQ(o.required, Verdict::kPass);
  EXPECT_EQ(o.recommended, Verdict::kFail);
  // A digit changed: another game.
  Response wrong = Decoded(c);
  wrong.mutable_decoded()->mutable_sudoku()->mutable_givens(0)->set_digit(9);
  o = Judge(c, wrong);
  EXPECT_EQ(o.required, Verdict::kFail);
  EXPECT_NE(o.problem.find("different game"), std::string::npos);
  o = Judge(c, Rejected(BAD_CHARACTER));
  EXPECT_EQ(o.required, Verdict::kFail);
  EXPECT_NE(o.problem.find("BAD_CHARACTER (syntax)"), std::string::npos);
}

TEST(Judge, LenientRepairsAreRecommended) {
  const Case& c = CaseById("decode.lenient/sudoku/seed/example-plus-as-space");
  ASSERT_TRUE(c.expected.accept);
  EXPECT_FALSE(c.expected.required);
  const Outcome o = Judge(c, Rejected(BAD_CHARACTER));
  EXPECT_EQ(o.required, Verdict::kNotJudged);
  EXPECT_EQ(o.recommended, Verdict::kFail);
  // Strict must reject it.
  const Case& strict = CaseById("decode.strict/sudoku/seed/example-plus-as-space");
  EXPECT_EQ(Judge(strict, Decoded(c)).required, Verdict::kFail);
}

TEST(Judge, RejectionsByCodeAndStage) {
  const Case& c = CaseById("decode.strict/sudoku/header/magic/lowercase-s");
  EXPECT_EQ(Judge(c, Rejected(BAD_MAGIC)).recommended, Verdict::kPass);
  Outcome o = Judge(c, Rejected(BAD_CHARACTER));
  EXPECT_EQ(o.required, Verdict::kPass);
  EXPECT_EQ(o.recommended, Verdict::kFail);
  EXPECT_NE(o.problem.find("right stage, wrong code"), std::string::npos);
  o = Judge(c, Rejected(DUPLICATE));
  EXPECT_NE(o.problem.find("wrong stage"), std::string::npos);
  // A set of allowed codes.
  Case either = c;
  either.expected.codes = {BAD_MAGIC, UNKNOWN_VERSION};
  EXPECT_EQ(Judge(either, Rejected(UNKNOWN_VERSION)).recommended, Verdict::kPass);
  // A code not judged: any rejection will do.
  either.expected.judge_code = false;
  EXPECT_EQ(Judge(either, Rejected(DUPLICATE)).recommended, Verdict::kNotJudged);
  // Accepting it fails at the REQUIRED level.
  const Case& valid = CaseById("decode.strict/sudoku/seed/example");
  EXPECT_EQ(Judge(c, Decoded(valid)).required, Verdict::kFail);
}

TEST(Judge, EncodesOpenInTheReference) {
  const Case& c = CaseById("encode.canonical/sudoku/seed/example");
  Response r;
  r.set_slug(c.expected.canonical);
  Outcome o = Judge(c, r);
  EXPECT_EQ(o.required, Verdict::kPass);
  EXPECT_EQ(o.recommended, Verdict::kPass);
  // Unpadded: opens as the same game, but is not canonical.
  r.set_slug(c.expected.canonical.substr(0, c.expected.canonical.size() - 1));
  o = Judge(c, r);
  EXPECT_EQ(o.required, Verdict::kPass);
  EXPECT_EQ(o.recommended, Verdict::kFail);
  r.set_slug("UyF2MSbOUA==");  // another puzzle
  EXPECT_EQ(Judge(c, r).required, Verdict::kFail);
  r.set_slug("!!");
  EXPECT_NE(Judge(c, r).problem.find("cannot open"), std::string::npos);
}

TEST(Judge, SkipsAndRuntimeErrors) {
  const Case& c = CaseById("decode.strict/sudoku/seed/example");
  Response skipped;
  skipped.set_skipped("no");
  const Outcome s = Judge(c, skipped);
  EXPECT_TRUE(s.skipped);
  EXPECT_FALSE(Failed(s));
  const Outcome e = RuntimeFailure(c, "killed by signal 6");
  EXPECT_EQ(e.required, Verdict::kFail);
  EXPECT_NE(e.problem.find("signal 6"), std::string::npos);
}

TEST(ExpectedFailures, ListedFailuresPassAndTheListCannotRot) {
  const std::string path = testing::TempDir() + "/expected.txt";
  {
    std::ofstream out(path);
    out << "# known\n"
           "decode.strict/a   # still fails\n"
           "decode.strict/b\n"
           "\n"
           "decode.strict/gone  # removed from the corpus\n";
  }
  ExpectedFailureList list;
  std::string error;
  ASSERT_TRUE(LoadExpectedFailures(path, &list, &error)) << error;
  EXPECT_EQ(list.order.size(), 3u);
  EXPECT_EQ(list.ids["decode.strict/b"], "known");
  Case a, b, c;
  a.id = "decode.strict/a";
  b.id = "decode.strict/b";
  c.id = "decode.strict/c";
  std::vector<CaseResult> results(3);
  results[0] = {&a, RuntimeFailure(a, "crash")};
  Outcome passed;
  passed.sent = true;
  passed.required = Verdict::kPass;
  results[1] = {&b, passed};
  results[2] = {&c, RuntimeFailure(c, "crash")};
  const std::set<std::string> all = {"decode.strict/a", "decode.strict/b", "decode.strict/c"};
  ExpectedFailureCheck check;
  ApplyExpectedFailures(list, all, &results, &check);
  EXPECT_TRUE(results[0].outcome.expected_failure);
  EXPECT_FALSE(results[2].outcome.expected_failure);
  EXPECT_EQ(check.now_passing, std::vector<std::string>{"decode.strict/b"});
  EXPECT_EQ(check.unknown, std::vector<std::string>{"decode.strict/gone"});
  EXPECT_FALSE(check.ok());
  const std::string rewritten = RewriteExpectedFailures(list, all, results);
  EXPECT_NE(rewritten.find("decode.strict/a  # still fails\n"), std::string::npos);
  EXPECT_EQ(rewritten.find("decode.strict/b"), std::string::npos);
  EXPECT_EQ(rewritten.find("gone"), std::string::npos);
  EXPECT_NE(rewritten.find("decode.strict/c  # runtime error: crash"), std::string::npos);
}

TEST(Certificates, CountEachJudgedLevelPerCapability) {
  const Hello hello = Declares({"sudoku/v1=decode,strict"});
  Case pass = CaseById("decode.strict/sudoku/seed/example");
  Case wrong_code = CaseById("decode.strict/sudoku/header/magic/lowercase-s");
  ASSERT_TRUE(Applies(hello, &pass));
  ASSERT_TRUE(Applies(hello, &wrong_code));
  std::vector<CaseResult> results = {{&pass, Judge(pass, Decoded(pass))},
                                     {&wrong_code, Judge(wrong_code, Rejected(TRUNCATED))}};
  const std::vector<Certificate> certs = ComputeCertificates(hello, results);
  ASSERT_EQ(certs.size(), 1u);
  EXPECT_EQ(certs[0].role, "decoder (strict)");
  EXPECT_EQ(certs[0].required_cases, 2);
  EXPECT_EQ(certs[0].required_passed, 2);
  EXPECT_EQ(certs[0].recommended_cases, 2);
  EXPECT_EQ(certs[0].recommended_passed, 1);
  EXPECT_TRUE(certs[0].certified());
}

}  // namespace
}  // namespace slugspec::conformance
