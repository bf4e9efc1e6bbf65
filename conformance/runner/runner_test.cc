// The runner's parts without processes: selection, declarations, one-shot
// answers, expected-failure lists, judgement, and the cases it builds.
#include "conformance/runner/runner.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/protocol/capabilities.h"
#include "conformance/report/case_text.h"
#include "conformance/runner/case_builder.h"
#include "conformance/runner/case_list.h"
#include "conformance/runner/expected_failures.h"
#include "conformance/runner/judge.h"
#include "conformance/runner/one_shot.h"
#include "conformance/runner/output_paths.h"
#include "conformance/runner/selection.h"
#include "corpus/reader/corpus_reader.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

const std::string kCorpus = SLUGSPEC_SOURCE_DIR "/corpus";

// The cases of the real corpus with 3 generated per group, built once.
const std::vector<Case>& Cases() {
  static const std::vector<Case>* cases = [] {
    std::vector<corpus::LoadedVector> vectors;
    EXPECT_TRUE(corpus::LoadVectors(kCorpus, &vectors).ok());
    auto* out = new std::vector<Case>();
    UnbuiltCases unbuilt;
    EXPECT_TRUE(BuildCases(vectors, {.seed = 7, .per_group = 3, .wanted = {}}, out, &unbuilt).ok());
    return out;
  }();
  return *cases;
}

// The first case `holds` is true of, or null.
template <typename Predicate>
const Case* FindCase(Predicate holds) {
  for (const Case& c : Cases()) {
    if (holds(c)) return &c;
  }
  return nullptr;
}

bool Contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// What a case is, for the predicates below.
bool IsStrictDecode(const Case& c) { return c.check == Check::kDecodeStrict; }
bool IsAcceptedStrictDecode(const Case& c) { return IsStrictDecode(c) && c.expected.accept; }

std::string FirstFormat() { return std::string(AllFormats().front()->name()); }
std::string CurrentVersion(const std::string& format) { return std::string(FindFormat(format)->current_version()); }

Hello Declares(std::vector<std::string> declarations) {
  std::vector<Capability> caps;
  for (const std::string& d : declarations) {
    Capability c;
    EXPECT_TRUE(ParseDeclaration(d, &c).ok());
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
  ASSERT_TRUE(f.Parse("format=some-format,check=decode.strict,check=encode.*").ok());
  Case c;
  c.format = "some-format";
  c.check = Check::kEncodeRoundtrip;
  EXPECT_TRUE(f.Matches(c));
  c.check = Check::kDecodeLenient;
  EXPECT_FALSE(f.Matches(c));
  c.check = Check::kDecodeStrict;
  c.format = "other-format";
  EXPECT_FALSE(f.Matches(c));
  Filter bad;
  const Status refused = bad.Parse("colour=red");
  EXPECT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("colour=red"), std::string::npos);
}

// What the runner relies on to leave groups of generated cases unbuilt: a
// group a filter cannot match holds no case it matches, and a group a
// filter covers holds no case it does not match, once the testee's
// declaration has set each case's version.
TEST(Filter, GroupVerdictsAgreeWithEveryCase) {
  std::vector<Filter> filters;
  const std::string format(AllFormats().front()->name());
  const std::string version(AllFormats().front()->versions().front());
  for (const std::string& text : std::vector<std::string>{
           "format=" + format, "format=" + format + ",check=decode.mutated", "check=encode.*,version=" + version,
           "version=" + version, "check=decode.transit,version=" + version, "profile=strict,format=" + format,
           "id=*000001*", "check=nothing", "check=encode.canonical,version=" + version,
           "format=" + format + ",check=decode.strict,version=" + version}) {
    ASSERT_TRUE(filters.emplace_back().Parse(text).ok());
  }
  Hello everything;
  DeclareEveryCapability(&everything);
  int covered = 0, ruled_out = 0;
  for (const Case& built : Cases()) {
    // As the builder asks (BuildOptions::wanted): a generated group by its
    // version, a vector's with none.
    const std::optional<std::string_view> group_version =
        IsVectorCheck(built.check) ? std::nullopt : std::optional<std::string_view>(built.version);
    Case c = built;
    if (!Applies(everything, &c)) continue;
    for (const Filter& f : filters) {
      if (f.Matches(c)) {
        EXPECT_TRUE(f.MayMatchGroup(c.format, group_version, c.check)) << c.id;
      }
      if (f.CoversGroup(c.format, group_version, c.check)) {
        EXPECT_TRUE(f.Matches(c)) << c.id;
      }
      covered += f.CoversGroup(c.format, group_version, c.check);
      ruled_out += !f.MayMatchGroup(c.format, group_version, c.check);
    }
  }
  EXPECT_GT(covered, 0);
  EXPECT_GT(ruled_out, 0);
}

TEST(Shard, EveryCaseIsInExactlyOneShard) {
  std::vector<Shard> shards(4);
  for (uint32_t i = 0; i < 4; ++i) ASSERT_TRUE(shards[i].Parse(std::to_string(i + 1) + "/4").ok());
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
  EXPECT_FALSE(bad.Parse("0/4").ok());
  EXPECT_FALSE(bad.Parse("5/4").ok());
  EXPECT_FALSE(bad.Parse("1/0").ok());
  EXPECT_FALSE(bad.Parse("x").ok());
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
  // 3 per format, version and generated check (the decode ones in both
  // profiles).
  int versions = 0;
  for (const Format* f : AllFormats()) versions += static_cast<int>(f->versions().size());
  EXPECT_EQ(per_check[Check::kEncodeRoundtrip], 3 * versions);
  EXPECT_EQ(per_check[Check::kDecodeMutated], 6 * versions);
  EXPECT_EQ(per_check[Check::kDecodeTransit], 6 * versions);
  // Every bad model is rejected by the reference in most versions.
  EXPECT_GT(per_check[Check::kEncodeInvalid], 50);
}

TEST(Cases, AreTheSameWhenBuiltAgain) {
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(kCorpus, &vectors).ok());
  std::vector<Case> again;
  UnbuiltCases unbuilt;
  ASSERT_TRUE(BuildCases(vectors, {.seed = 7, .per_group = 3, .wanted = {}}, &again, &unbuilt).ok());
  ASSERT_EQ(again.size(), Cases().size());
  for (size_t i = 0; i < again.size(); ++i) {
    EXPECT_EQ(again[i].id, Cases()[i].id);
    EXPECT_EQ(again[i].input, Cases()[i].input) << again[i].id;
  }
  // Another seed, other generated inputs under the same kind of ids.
  std::vector<Case> other;
  ASSERT_TRUE(BuildCases(vectors, {.seed = 8, .per_group = 3, .wanted = {}}, &other, &unbuilt).ok());
  int differ = 0;
  for (size_t i = 0; i < other.size(); ++i) differ += other[i].input != Cases()[i].input;
  EXPECT_GT(differ, 100);
  EXPECT_TRUE(unbuilt.ids.empty());
  EXPECT_TRUE(unbuilt.requirements.empty());
}

// Groups turned down are not built, and nothing else changes: the cases
// built are those of a full build outside those groups, in the same order,
// and the ids of the groups turned down are listed instead: exactly, but
// for a vector's encode.canonical cases, listed for every version.
TEST(Cases, GroupsTurnedDownAreListedNotBuilt) {
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(kCorpus, &vectors).ok());
  for (const Format* turned_down : AllFormats()) {
    const std::string format(turned_down->name());
    const std::set<Check> checks = {Check::kDecodeMutated, Check::kDecodeStrict, Check::kCodeCorpus,
                                    Check::kEncodeCanonical};
    BuildOptions g{.seed = 7, .per_group = 3, .wanted = {}};
    g.wanted = [&](std::string_view f, std::optional<std::string_view> version, Check check) {
      // The vectors' groups have no version, the generated groups one.
      EXPECT_EQ(version.has_value(), !IsVectorCheck(check)) << CheckName(check);
      return f != format || !checks.contains(check);
    };
    std::vector<Case> pruned;
    UnbuiltCases unbuilt;
    ASSERT_TRUE(BuildCases(vectors, g, &pruned, &unbuilt).ok());
    std::vector<const Case*> expected;
    std::set<std::string> expected_unbuilt;
    std::map<Check, std::set<std::string>> expected_requirements;
    for (const Case& c : Cases()) {
      if (c.format == format && checks.contains(c.check)) {
        expected_unbuilt.insert(c.id);
        expected_requirements[c.check].insert(c.requirements.begin(), c.requirements.end());
      } else {
        expected.push_back(&c);
      }
    }
    ASSERT_FALSE(expected_unbuilt.empty());
    const std::set<std::string> listed(unbuilt.ids.begin(), unbuilt.ids.end());
    EXPECT_EQ(listed.size(), unbuilt.ids.size()) << "an id listed twice";
    for (const std::string& id : expected_unbuilt) EXPECT_TRUE(listed.contains(id)) << id << " is not listed";
    for (const std::string& id : listed) {
      // Only encode.canonical's may be more, of an older version:
      // "encode.canonical/<vector id>/<version>".
      if (expected_unbuilt.contains(id)) continue;
      const std::string version = id.substr(id.rfind('/') + 1);
      const std::vector<std::string_view> versions = turned_down->versions();
      EXPECT_TRUE(id.starts_with("encode.canonical/") &&
                  std::find(versions.begin(), versions.end(), version) != versions.end())
          << id;
    }
    // The requirements of the cases not built, by check: those of the
    // encode.canonical ids listed beyond the cases may come too.
    for (const auto& [check, requirements] : expected_requirements) {
      const auto it = unbuilt.requirements.find({format, check});
      ASSERT_NE(it, unbuilt.requirements.end()) << CheckName(check);
      if (check == Check::kEncodeCanonical) {
        EXPECT_TRUE(std::includes(it->second.begin(), it->second.end(), requirements.begin(), requirements.end()));
      } else {
        EXPECT_EQ(it->second, requirements) << CheckName(check);
      }
    }
    ASSERT_EQ(pruned.size(), expected.size()) << format;
    for (size_t i = 0; i < pruned.size(); ++i) {
      EXPECT_EQ(pruned[i].id, expected[i]->id);
      EXPECT_EQ(pruned[i].input, expected[i]->input) << pruned[i].id;
    }
  }
}

// `slugspec-conformance cases`: one line per case, in the run's order, the
// filters applied as a run applies them, and what it expects on the line.
TEST(CaseList, ListsTheCasesARunBuilds) {
  CaseListRequest request;
  request.corpus_dir = kCorpus;
  request.seed = 7;
  request.per_group = 3;
  std::ostringstream all;
  ASSERT_TRUE(ListCases(request, all).ok());
  std::istringstream lines(all.str());
  std::vector<std::string> listed;
  for (std::string line; std::getline(lines, line);) listed.push_back(line);
  ASSERT_EQ(listed.size(), Cases().size());
  for (size_t i = 0; i < listed.size(); i += 97) {
    EXPECT_TRUE(listed[i].starts_with("{\"id\":\"" + Cases()[i].id + "\",")) << listed[i].substr(0, 200);
    EXPECT_NE(listed[i].find(Cases()[i].expected.accept ? "\"accept\":true" : "\"accept\":false"), std::string::npos);
  }
  const std::string format(AllFormats().front()->name());
  request.filters = {"format=" + format + ",check=decode.mutated"};
  std::ostringstream some;
  ASSERT_TRUE(ListCases(request, some).ok());
  const auto wanted = std::count_if(Cases().begin(), Cases().end(), [&](const Case& c) {
    return c.format == format && c.check == Check::kDecodeMutated;
  });
  ASSERT_GT(wanted, 0);
  const std::string some_text = some.str();
  EXPECT_EQ(std::count(some_text.begin(), some_text.end(), '\n'), wanted);
  request.filters = {"nokey=x"};
  std::ostringstream none;
  EXPECT_FALSE(ListCases(request, none).ok());
  EXPECT_TRUE(none.str().empty());
  request.filters.clear();
  request.corpus_dir = kCorpus + "/no-such-folder";
  EXPECT_FALSE(ListCases(request, none).ok());
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
  const std::string format = FirstFormat();
  corpus::LoadedVector lv;
  std::string error;
  ASSERT_TRUE(FromJson(R"({"id":")" + format + R"(/either","format":")" + format +
                           R"(","slug":"x","result":"INVALID",)"
                           R"("error":{"code":"TRUNCATED","offset":1},"alsoAllowed":["BAD_BASE64"],)"
                           R"("flags":["Truncated"],"requirements":["GEN-1"],)"
                           R"("strict_level":"REQUIRED","lenient_level":"REQUIRED"})",
                       &lv.vector)
                  .ok())
      << error;
  ASSERT_TRUE(corpus::ValidateShape(lv.vector).ok()) << corpus::ValidateShape(lv.vector).message();
  std::vector<Case> cases;
  UnbuiltCases unbuilt;
  ASSERT_TRUE(BuildCases({lv}, {.seed = 1, .per_group = 0, .wanted = {}}, &cases, &unbuilt).ok());
  const Case& strict = cases[0];
  ASSERT_EQ(strict.id, "decode.strict/" + format + "/either");
  EXPECT_EQ(strict.expected.codes, (std::vector<ErrorCode>{TRUNCATED, BAD_BASE64}));
  Response r;
  r.mutable_rejected()->set_code(BAD_BASE64);
  EXPECT_EQ(Judge(strict, r).recommended, Verdict::kPass);
  r.mutable_rejected()->set_code(BAD_MAGIC);
  EXPECT_EQ(Judge(strict, r).recommended, Verdict::kFail);
  // It names other codes than error's, and only on rejections.
  corpus::Vector twice = lv.vector;
  twice.add_also_allowed(TRUNCATED);
  EXPECT_FALSE(corpus::ValidateShape(twice).ok());
  // The levels are the rule's: a rejection is REQUIRED but for the length
  // limit, and a vector cannot say otherwise.
  corpus::Vector lax = lv.vector;
  lax.set_strict_level(corpus::RECOMMENDED);
  const Status lax_shape = corpus::ValidateShape(lax);
  EXPECT_FALSE(lax_shape.ok());
  EXPECT_NE(lax_shape.message().find("strict_level must be REQUIRED"), std::string::npos) << lax_shape.message();
  corpus::Vector too_long = lv.vector;
  too_long.mutable_error()->set_code(INPUT_TOO_LONG);
  EXPECT_FALSE(corpus::ValidateShape(too_long).ok());
  too_long.set_strict_level(corpus::RECOMMENDED);
  too_long.set_lenient_level(corpus::RECOMMENDED);
  EXPECT_TRUE(corpus::ValidateShape(too_long).ok()) << corpus::ValidateShape(too_long).message();
}

// For every format, declared as a strict decoder of its current version.
TEST(Applies, ARejectionGoesToEveryDecoderButItsCodeOnlyToItsVersion) {
  int older_rejections = 0, older_valid = 0;
  for (const Format* f : AllFormats()) {
    const std::string name(f->name()), current(f->current_version());
    SCOPED_TRACE(name);
    const Hello decoder = Declares({name + "/" + current + "=decode,strict"});
    const auto of = [&](const Case& c) { return c.format == name; };
    // A broken link of an older version: sent, counted toward the current
    // one, its code not judged.
    if (const Case* found = FindCase([&](const Case& c) {
          return of(c) && IsStrictDecode(c) && !c.expected.accept && !c.claimed_versions.empty() &&
                 !Contains(c.claimed_versions, current);
        })) {
      Case old = *found;
      ASSERT_TRUE(Applies(decoder, &old)) << old.id;
      EXPECT_EQ(old.version, current);
      EXPECT_FALSE(old.expected.judge_code) << old.id;
      ++older_rejections;
    }
    // A broken link of the current version: its code is judged.
    const Case* found = FindCase([&](const Case& c) {
      return of(c) && IsStrictDecode(c) && !c.expected.accept && Contains(c.claimed_versions, current);
    });
    ASSERT_NE(found, nullptr);
    Case now = *found;
    ASSERT_TRUE(Applies(decoder, &now)) << now.id;
    EXPECT_TRUE(now.expected.judge_code) << now.id;
    // An empty slug is every version's.
    found = FindCase([&](const Case& c) { return of(c) && IsStrictDecode(c) && c.input.empty(); });
    ASSERT_NE(found, nullptr);
    Case empty = *found;
    ASSERT_TRUE(Applies(decoder, &empty));
    EXPECT_TRUE(empty.expected.judge_code);
    // Not in the other profile, nor to an encoder, nor another format.
    found = FindCase([&](const Case& c) { return of(c) && c.check == Check::kDecodeLenient && !c.expected.accept; });
    ASSERT_NE(found, nullptr);
    Case lenient = *found;
    EXPECT_FALSE(Applies(decoder, &lenient)) << lenient.id;
    if (const Case* other = FindCase([&](const Case& c) { return !of(c) && IsStrictDecode(c); })) {
      Case copy = *other;
      EXPECT_FALSE(Applies(decoder, &copy)) << copy.id;
    }
    // A valid link of an older version is not sent to this decoder; a valid
    // link of the current version is.
    if (const Case* old_valid = FindCase([&](const Case& c) {
          return of(c) && IsAcceptedStrictDecode(c) && c.version != current && !Contains(c.claimed_versions, current);
        })) {
      Case copy = *old_valid;
      EXPECT_FALSE(Applies(decoder, &copy)) << copy.id;
      ++older_valid;
    }
    found = FindCase([&](const Case& c) { return of(c) && IsAcceptedStrictDecode(c) && c.version == current; });
    ASSERT_NE(found, nullptr);
    Case valid = *found;
    EXPECT_TRUE(Applies(decoder, &valid)) << valid.id;
    found =
        FindCase([&](const Case& c) { return of(c) && c.check == Check::kEncodeCanonical && c.version == current; });
    ASSERT_NE(found, nullptr);
    Case encode = *found;
    EXPECT_FALSE(Applies(decoder, &encode)) << encode.id;
    EXPECT_TRUE(Applies(Declares({name + "/" + current + "=encode"}), &encode)) << encode.id;
  }
  // Some format has older versions, and both rules above were tried.
  EXPECT_GT(older_rejections, 0);
  EXPECT_GT(older_valid, 0);
}

TEST(Declaration, ParsesCapabilities) {
  const Format& f = *AllFormats().front();
  const std::string name(f.name()), current(f.current_version()), oldest(f.versions().front());
  Capability c;
  ASSERT_TRUE(ParseDeclaration(name + "/" + current + "=decode,encode,lenient", &c).ok());
  EXPECT_EQ(c.format(), name);
  EXPECT_EQ(c.version(), current);
  EXPECT_TRUE(c.decodes() && c.encodes() && c.lenient());
  EXPECT_FALSE(c.strict());
  ASSERT_TRUE(ParseDeclaration(name + "/" + oldest + "=decode", &c).ok());
  EXPECT_EQ(c.version(), oldest);
  EXPECT_TRUE(c.strict());  // decoding with no profile named: strict
  EXPECT_FALSE(ParseDeclaration(name + "/" + current + "=fly", &c).ok());
  EXPECT_FALSE(ParseDeclaration(name + "=decode", &c).ok());
  int versions = 0;
  for (const Format* format : AllFormats()) versions += static_cast<int>(format->versions().size());
  EXPECT_EQ(OneShotHello({}).capabilities_size(), versions);  // one per version of every format
}

const Case& AcceptedCase(const std::string& format, Check check) {
  const Case* found = FindCase([&](const Case& c) {
    return c.format == format && c.check == check && c.expected.accept && c.expected.required;
  });
  if (found == nullptr) {
    ADD_FAILURE() << "no accepted " << CheckName(check) << " case of " << format;
    static const Case none;
    return none;
  }
  return *found;
}

TEST(OneShot, ReadsTheContract) {
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    const Case& decode = AcceptedCase(name, Check::kDecodeStrict);
    Response r;
    // A model of the format in its JSON mapping, whatever game it is.
    const std::string json = ToJson(*decode.expected.model);
    ASSERT_TRUE(ParseOneShotAnswer(decode, 0, json + "\n", &r).ok());
    const google::protobuf::Message& got =
        r.decoded().GetReflection()->GetMessage(r.decoded(), Decoded::descriptor()->FindFieldByName(name));
    EXPECT_TRUE(f->SameGame(got, *decode.expected.model));
    ASSERT_TRUE(ParseOneShotAnswer(decode, 1, R"({"error":{"code":"TRUNCATED","offset":4}})", &r).ok());
    EXPECT_EQ(r.rejected().code(), TRUNCATED);
    EXPECT_FALSE(ParseOneShotAnswer(decode, 1, "nope", &r).ok());
    EXPECT_FALSE(ParseOneShotAnswer(decode, 0, "{\"colour\":1}", &r).ok());
    const Status three = ParseOneShotAnswer(decode, 3, "", &r);
    EXPECT_FALSE(three.ok());
    EXPECT_NE(three.message().find("exit status 3"), std::string::npos);
    const Case& encode = AcceptedCase(name, Check::kEncodeCanonical);
    ASSERT_TRUE(ParseOneShotAnswer(encode, 0, encode.expected.canonical + "\r\n", &r).ok());
    EXPECT_EQ(r.slug(), encode.expected.canonical);
    EXPECT_FALSE(ParseOneShotAnswer(encode, 0, "", &r).ok());
  }
}

Response Decoded(const Case& c) {
  Response r;
  auto* field = Decoded::descriptor()->FindFieldByName(c.format);
  r.mutable_decoded()->GetReflection()->MutableMessage(r.mutable_decoded(), field)->CopyFrom(*c.expected.model);
  return r;
}

google::protobuf::Message* DecodedModelOf(Response* r) {
  auto* d = r->mutable_decoded();
  const auto* field = d->GetReflection()->GetOneofFieldDescriptor(*d, d->GetDescriptor()->oneof_decl(0));
  return d->GetReflection()->MutableMessage(d, field);
}

Response DecodedModel(const google::protobuf::Message& model) {
  Response r;
  auto* field = Decoded::descriptor()->FindFieldByName(ModelFormat(model));
  r.mutable_decoded()->GetReflection()->MutableMessage(r.mutable_decoded(), field)->CopyFrom(model);
  return r;
}

Response Rejected(ErrorCode code, uint32_t offset = 0) {
  Response r;
  r.mutable_rejected()->set_code(code);
  r.mutable_rejected()->set_offset(offset);
  return r;
}

// A rejection of a link the game must be read from is one kind of failure
// whatever the testee's message says: its words vary from case to case and
// would make a kind of each. The kind says whether the strict profile
// accepts the link too, or only the lenient profile's repairs open it.
TEST(Judge, TheTesteesWordsMakeNoKindOfTheirOwn) {
  for (const bool required : {true, false}) {
    const Case* found = FindCase([&](const Case& c) {
      return c.check == Check::kDecodeLenient && c.expected.accept && c.expected.required == required;
    });
    ASSERT_NE(found, nullptr) << required;
    std::set<std::string> kinds;
    for (const char* message : {"cannot read this", "line 1\ncolumn 7", ""}) {
      Response r = Rejected(ERROR_CODE_UNSPECIFIED);
      r.mutable_rejected()->set_message(message);
      const CaseResult result{found, Judge(*found, r)};
      ASSERT_TRUE(Failed(result.outcome));
      kinds.insert(FailureKind(result));
      if (std::string(message) == "cannot read this") {
        EXPECT_NE(result.outcome.problem.find(message), std::string::npos) << "the problem line keeps them";
      }
    }
    ASSERT_EQ(kinds.size(), 1u) << *kinds.begin();
    EXPECT_NE(kinds.begin()->find(required ? "rejected a valid link without an error code"
                                           : "rejected a link the lenient profile opens without an error code"),
              std::string::npos)
        << *kinds.begin();
  }
}

// A generated game of `format` other than `game`.
std::unique_ptr<google::protobuf::Message> AnotherGame(const std::string& format,
                                                       const google::protobuf::Message& game) {
  const FormatKit& kit = *FindKit(format);
  for (uint64_t seed = 1;; ++seed) {
    auto other = kit.GenerateModel(kit.format().ResolveVersion(game, ""), seed);
    if (!kit.format().SameGame(*other, game)) return other;
  }
}

// The first repeated message field of `model` with two different elements,
// or null.
const google::protobuf::FieldDescriptor* ListWithTwoElements(const google::protobuf::Message& model) {
  const auto* reflection = model.GetReflection();
  for (int i = 0; i < model.GetDescriptor()->field_count(); ++i) {
    const auto* field = model.GetDescriptor()->field(i);
    if (!field->is_repeated() || field->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE) continue;
    if (reflection->FieldSize(model, field) >= 2 &&
        !google::protobuf::util::MessageDifferencer::Equals(reflection->GetRepeatedMessage(model, field, 0),
                                                            reflection->GetRepeatedMessage(model, field, 1))) {
      return field;
    }
  }
  return nullptr;
}

// IdenticalMessages is MessageDifferencer::Equals for the protocol's models:
// each expected model of the cases against itself, its neighbour of the same
// type, and itself with each list reversed or one element dropped.
TEST(Judge, IdenticalMessagesIsMessageDifferencerEquals) {
  using google::protobuf::util::MessageDifferencer;
  const google::protobuf::Message* previous = nullptr;
  int compared = 0, different = 0;
  for (const Case& c : Cases()) {
    if (!c.expected.model) continue;
    const google::protobuf::Message& m = *c.expected.model;
    std::vector<std::unique_ptr<google::protobuf::Message>> others;
    const auto* d = m.GetDescriptor();
    const auto* r = m.GetReflection();
    for (int i = 0; i < d->field_count(); ++i) {
      const auto* f = d->field(i);
      if (!f->is_repeated() || r->FieldSize(m, f) < 2) continue;
      std::unique_ptr<google::protobuf::Message> reversed(m.New());
      reversed->CopyFrom(m);
      for (int a = 0, b = r->FieldSize(m, f) - 1; a < b; ++a, --b)
        reversed->GetReflection()->SwapElements(reversed.get(), f, a, b);
      others.push_back(std::move(reversed));
      std::unique_ptr<google::protobuf::Message> shorter(m.New());
      shorter->CopyFrom(m);
      shorter->GetReflection()->RemoveLast(shorter.get(), f);
      others.push_back(std::move(shorter));
    }
    std::unique_ptr<google::protobuf::Message> copy(m.New());
    copy->CopyFrom(m);
    others.push_back(std::move(copy));
    for (const auto& other : others) {
      EXPECT_EQ(IdenticalMessages(m, *other), MessageDifferencer::Equals(m, *other)) << m.ShortDebugString();
      ++compared;
      different += MessageDifferencer::Equals(m, *other) ? 0 : 1;
    }
    if (previous != nullptr && previous->GetDescriptor() == d) {
      EXPECT_EQ(IdenticalMessages(*previous, m), MessageDifferencer::Equals(*previous, m)) << m.ShortDebugString();
      ++compared;
      different += MessageDifferencer::Equals(*previous, m) ? 0 : 1;
    }
    previous = &m;
  }
  EXPECT_GT(compared, 5000);
  EXPECT_GT(different, 1000);  // the comparisons are not all of equal models
}

TEST(Judge, AcceptedSlugs) {
  int reordered = 0;
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    const Case& c = AcceptedCase(name, Check::kDecodeStrict);
    Outcome o = Judge(c, Decoded(c));
    EXPECT_EQ(o.required, Verdict::kPass);
    EXPECT_EQ(o.recommended, Verdict::kPass);
    // A list's elements in another order, where the format says the order
    // means nothing: the same game, not the same model.
    if (const Case* listed = FindCase([&](const Case& x) {
          return x.format == name && IsAcceptedStrictDecode(x) && x.expected.required &&
                 ListWithTwoElements(*x.expected.model) != nullptr;
        })) {
      Response shuffled = Decoded(*listed);
      google::protobuf::Message* model = DecodedModelOf(&shuffled);
      model->GetReflection()->SwapElements(model, ListWithTwoElements(*model), 0, 1);
      if (f->SameGame(*model, *listed->expected.model)) {
        o = Judge(*listed, shuffled);
        EXPECT_EQ(o.required, Verdict::kPass) << listed->id;
        EXPECT_EQ(o.recommended, Verdict::kFail) << listed->id;
        EXPECT_NE(o.problem.find("in another order: element 0 is not the slug's"), std::string::npos) << o.problem;
        EXPECT_EQ(o.kind, "the same game, but not the same model");
        ++reordered;
      }
    }
    // Another game.
    const std::unique_ptr<google::protobuf::Message> another = AnotherGame(name, *c.expected.model);
    o = Judge(c, DecodedModel(*another));
    EXPECT_EQ(o.required, Verdict::kFail);
    // The problem says what differs, as the format names it, and the kind
    // it is grouped by leaves that out.
    const std::vector<std::string> differences = f->Differences(*c.expected.model, *another, 4);
    ASSERT_FALSE(differences.empty());
    std::string named;
    for (const std::string& d : differences) named += (named.empty() ? "" : "; ") + d;
    EXPECT_EQ(o.problem, "decoded to a different game: " + named);
    EXPECT_EQ(o.kind, "decoded to a different game");
    o = Judge(c, Rejected(BAD_CHARACTER));
    EXPECT_EQ(o.required, Verdict::kFail);
    EXPECT_NE(o.problem.find("BAD_CHARACTER (syntax)"), std::string::npos);
  }
  EXPECT_GT(reordered, 0);
}

Response Link(std::string slug) {
  Response r;
  r.set_link(std::move(slug));
  return r;
}

// A decode answered with the link a page shows (spec/conformance.md §3.3):
// the reference reads that link strictly, and its game is judged.
TEST(Judge, ALinkIsJudgedByTheGameTheReferenceReadsInIt) {
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    const Case& c = AcceptedCase(name, Check::kDecodeStrict);
    // The canonical link of the same game, in the newest version: a round
    // trip through a page that writes its own link.
    std::string own;
    ASSERT_TRUE(f->Encode(*c.expected.model, f->current_version(), &own).ok());
    Outcome o = Judge(c, Link(own));
    EXPECT_EQ(o.required, Verdict::kPass) << o.problem;
    EXPECT_EQ(o.recommended, Verdict::kPass);
    EXPECT_TRUE(o.judged_by_link);
    // The link of another game: REQUIRED, as a decoder's wrong game.
    std::string other;
    ASSERT_TRUE(f->Encode(*AnotherGame(name, *c.expected.model), f->current_version(), &other).ok());
    o = Judge(c, Link(other));
    EXPECT_EQ(o.required, Verdict::kFail);
    EXPECT_EQ(o.kind, "showed a link of a different game");
    EXPECT_EQ(o.problem.rfind("shows a link of a different game: ", 0), 0u) << o.problem;
    // A link the reference does not read.
    o = Judge(c, Link("\x01"));
    EXPECT_EQ(o.required, Verdict::kFail);
    EXPECT_EQ(o.kind, "showed a link the reference does not read");
    // A slug only the lenient profile reads, kept as it was given: the page
    // wrote no link of its own, and that is said.
    if (const Case* repair = FindCase([&](const Case& x) {
          return x.format == name && x.check == Check::kDecodeLenient && x.expected.accept && !x.expected.required;
        })) {
      o = Judge(*repair, Link(repair->input));
      EXPECT_EQ(o.recommended, Verdict::kFail) << repair->id;
      EXPECT_EQ(o.kind, "kept the link it was given, not a valid one of the game");
    }
    // An expected rejection: a link that holds no game is a rejection
    // without a code (the code is judged where the case judges codes);
    // one that holds a game is REQUIRED.
    const Case* rejected = FindCase([&](const Case& x) {
      return x.format == name && IsStrictDecode(x) && !x.expected.accept && x.expected.required &&
             x.expected.judge_code;
    });
    ASSERT_NE(rejected, nullptr);
    o = Judge(*rejected, Link(rejected->input));
    EXPECT_EQ(o.required, Verdict::kPass) << rejected->id;
    EXPECT_EQ(o.recommended, Verdict::kFail);
    EXPECT_EQ(o.problem.rfind("rejected, but no error code given", 0), 0u) << o.problem;
    Case codeless = *rejected;
    codeless.expected.judge_code = false;
    o = Judge(codeless, Link(rejected->input));
    EXPECT_EQ(o.required, Verdict::kPass);
    EXPECT_EQ(o.recommended, Verdict::kNotJudged);
    o = Judge(*rejected, Link(own));
    EXPECT_EQ(o.required, Verdict::kFail);
    EXPECT_EQ(o.problem.rfind("opened a game from what must be rejected", 0), 0u) << o.problem;
  }
}

// A testee that gives no codes (a page): its rejections are judged without
// them, and its certificates count how many.
TEST(Applies, ATesteeWithoutCodesHasNoCodeJudged) {
  Hello hello = Declares({FirstFormat() + "/" + CurrentVersion(FirstFormat()) + "=decode,strict"});
  int rejections = 0;
  for (Case c : Cases()) {
    if (c.format != FirstFormat() || !IsStrictDecode(c) || c.expected.accept) continue;
    hello.set_rejects_without_codes(false);
    if (!Applies(hello, &c) || !c.expected.judge_code) continue;
    hello.set_rejects_without_codes(true);
    ASSERT_TRUE(Applies(hello, &c));
    EXPECT_FALSE(c.expected.judge_code) << c.id;
    ++rejections;
  }
  EXPECT_GT(rejections, 10);
}

TEST(Judge, LenientRepairsAreRecommended) {
  int repairs = 0;
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    // A slug that only the lenient profile reads, and the strict case of the
    // same vector.
    const Case* c = FindCase([&](const Case& x) {
      return x.format == name && x.check == Check::kDecodeLenient && x.expected.accept && !x.expected.required &&
             FindCase([&](const Case& y) { return y.id == "decode.strict/" + x.id.substr(x.id.find('/') + 1); });
    });
    if (c == nullptr) continue;
    ++repairs;
    const Outcome o = Judge(*c, Rejected(BAD_CHARACTER));
    EXPECT_EQ(o.required, Verdict::kNotJudged) << c->id;
    EXPECT_EQ(o.recommended, Verdict::kFail) << c->id;
    // Repaired into another game: worse than not repairing, so REQUIRED.
    const Outcome wrong = Judge(*c, DecodedModel(*AnotherGame(name, *c->expected.model)));
    EXPECT_EQ(wrong.required, Verdict::kFail) << c->id;
    EXPECT_NE(wrong.problem.find("different game"), std::string::npos) << wrong.problem;
    // Strict must reject it.
    const Case* strict =
        FindCase([&](const Case& y) { return y.id == "decode.strict/" + c->id.substr(c->id.find('/') + 1); });
    EXPECT_EQ(Judge(*strict, Decoded(*c)).required, Verdict::kFail) << strict->id;
  }
  EXPECT_GT(repairs, 0);
}

// Any code of `stage` other than `not_this`.
ErrorCode CodeOfStage(std::string_view stage, ErrorCode not_this, bool same) {
  for (int n = ErrorCode_MIN; n <= ErrorCode_MAX; ++n) {
    if (!ErrorCode_IsValid(n) || n == not_this || n == ERROR_CODE_UNSPECIFIED) continue;
    const auto code = static_cast<ErrorCode>(n);
    if ((StageOf(code) == stage) == same) return code;
  }
  return ERROR_CODE_UNSPECIFIED;
}

TEST(Judge, RejectionsByCodeAndStage) {
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    const Case* found = FindCase([&](const Case& x) {
      return x.format == name && IsStrictDecode(x) && !x.expected.accept && x.expected.codes.size() == 1 &&
             x.expected.judge_code;
    });
    ASSERT_NE(found, nullptr);
    const Case& c = *found;
    const ErrorCode code = c.expected.codes[0];
    EXPECT_EQ(Judge(c, Rejected(code, c.expected.offset)).recommended, Verdict::kPass);
    // The right code at another offset: RECOMMENDED, with both places shown.
    Outcome moved = Judge(c, Rejected(code, c.expected.offset + 1));
    EXPECT_EQ(moved.required, Verdict::kPass);
    EXPECT_EQ(moved.recommended, Verdict::kFail);
    EXPECT_NE(moved.problem.find("right code, wrong offset"), std::string::npos) << moved.problem;
    EXPECT_NE(moved.problem.find("at byte " + std::to_string(c.expected.offset + 1)), std::string::npos);
    // The reference's place, and its message next to its code.
    EXPECT_NE(moved.problem.find("the reference rejects it with " + std::string(CodeName(code)) + " (" +
                                 std::string(StageOf(code)) + ") at byte " + std::to_string(c.expected.offset) +
                                 " (\"" + c.expected.message + "\")"),
              std::string::npos)
        << moved.problem;
    EXPECT_FALSE(c.expected.message.empty());
    // No code at all: the rejection counts, the missing code is reported,
    // and no offset is made up for the testee.
    Response uncoded;
    uncoded.mutable_rejected()->set_message("invalid link");
    Outcome bare = Judge(c, uncoded);
    EXPECT_EQ(bare.required, Verdict::kPass);
    EXPECT_EQ(bare.recommended, Verdict::kFail);
    EXPECT_NE(bare.problem.find("no error code given"), std::string::npos) << bare.problem;
    const ErrorCode same_stage = CodeOfStage(StageOf(code), code, true);
    const ErrorCode other_stage = CodeOfStage(StageOf(code), code, false);
    ASSERT_NE(same_stage, ERROR_CODE_UNSPECIFIED);
    Outcome o = Judge(c, Rejected(same_stage));
    EXPECT_EQ(o.required, Verdict::kPass);
    EXPECT_EQ(o.recommended, Verdict::kFail);
    EXPECT_NE(o.problem.find("right stage, wrong code"), std::string::npos) << o.problem;
    o = Judge(c, Rejected(other_stage));
    EXPECT_NE(o.problem.find("wrong stage"), std::string::npos) << o.problem;
    // A set of allowed codes; another allowed code's offset is not judged.
    Case either = c;
    either.expected.codes = {code, other_stage};
    EXPECT_EQ(Judge(either, Rejected(other_stage, c.expected.offset + 7)).recommended, Verdict::kPass);
    // A code not judged: any rejection will do.
    either.expected.judge_code = false;
    EXPECT_EQ(Judge(either, Rejected(same_stage)).recommended, Verdict::kNotJudged);
    // Accepting it fails at the REQUIRED level.
    EXPECT_EQ(Judge(c, Decoded(AcceptedCase(name, Check::kDecodeStrict))).required, Verdict::kFail);
  }
}

TEST(Judge, InputLengthLimitsAreRecommended) {
  int limits = 0;
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    SCOPED_TRACE(name);
    const Case* c = FindCase([&](const Case& x) {
      return x.format == name && IsStrictDecode(x) && !x.expected.accept && x.expected.codes.front() == INPUT_TOO_LONG;
    });
    if (c == nullptr) continue;
    ++limits;
    EXPECT_FALSE(c->expected.required);
    const Outcome read = Judge(*c, Decoded(AcceptedCase(name, Check::kDecodeStrict)));
    EXPECT_EQ(read.required, Verdict::kNotJudged) << c->id;
    EXPECT_EQ(read.recommended, Verdict::kFail) << c->id;
    const Outcome rejected = Judge(*c, Rejected(INPUT_TOO_LONG, c->expected.offset));
    EXPECT_EQ(rejected.recommended, Verdict::kPass) << c->id;
  }
  EXPECT_GT(limits, 0);
}

TEST(Judge, EncodesOpenInTheReference) {
  for (const FormatKit* kit : AllKits()) {
    const std::string name(kit->format().name());
    SCOPED_TRACE(name);
    const Case& c = AcceptedCase(name, Check::kEncodeCanonical);
    Response r;
    r.set_slug(c.expected.canonical);
    Outcome o = Judge(c, r);
    EXPECT_EQ(o.required, Verdict::kPass);
    EXPECT_EQ(o.recommended, Verdict::kPass);
    // Spellings that open as the same game but are not canonical.
    const std::vector<Spelling> damaged = kit->RepairableDamages(c.expected.canonical);
    ASSERT_FALSE(damaged.empty());
    int spellings = 0;
    for (const Spelling& spelling : damaged) {
      if (spelling.text == c.expected.canonical) continue;                  // a damage this slug has nothing for
      if (spelling.text.size() > kit->format().max_input_size()) continue;  // INPUT_TOO_LONG, no spelling
      ++spellings;
      r.set_slug(spelling.text);
      o = Judge(c, r);
      EXPECT_EQ(o.required, Verdict::kPass) << spelling.text;
      EXPECT_EQ(o.recommended, Verdict::kFail) << spelling.text;
    }
    EXPECT_GT(spellings, 0);
    std::string another;
    ASSERT_TRUE(kit->format().Encode(*AnotherGame(name, *c.expected.model), c.version, &another).ok());
    r.set_slug(another);
    const Outcome other_game = Judge(c, r);
    EXPECT_EQ(other_game.required, Verdict::kFail);
    r.set_slug("!!");
    const Outcome unreadable = Judge(c, r);
    EXPECT_NE(unreadable.problem.find("cannot open"), std::string::npos);
    // One defect shows as either, case by case: one kind, whatever the
    // reference's message.
    EXPECT_EQ(other_game.kind, unreadable.kind);
    EXPECT_EQ(other_game.kind, "wrote a slug that is not the model's game");
    // A spelling that is not canonical: its kind names no byte or slug.
    r.set_slug(damaged.front().text);
    const Outcome spelled = Judge(c, r);
    if (spelled.recommended == Verdict::kFail) {
      EXPECT_EQ(spelled.kind, "wrote the model's game, but not the canonical slug");
    }
  }
}

// An encoder's offset points into the model's lists: "at item N", and the
// reference's rejection is shown with its message.
TEST(Judge, EncoderOffsetsAreItems) {
  const Case* c = FindCase([](const Case& x) { return x.check == Check::kEncodeInvalid && x.expected.judge_code; });
  ASSERT_NE(c, nullptr);
  const Outcome moved = Judge(*c, Rejected(c->expected.codes.front(), c->expected.offset + 1));
  EXPECT_EQ(moved.recommended, Verdict::kFail);
  EXPECT_NE(moved.problem.find(" at item " + std::to_string(c->expected.offset + 1)), std::string::npos)
      << moved.problem;
  EXPECT_NE(moved.problem.find(" at item " + std::to_string(c->expected.offset) + " (\"" + c->expected.message + "\")"),
            std::string::npos)
      << moved.problem;
  EXPECT_EQ(moved.problem.find(" at byte "), std::string::npos) << moved.problem;
  EXPECT_EQ(moved.kind, "rejected with " + std::string(CodeName(c->expected.codes.front())) + " (" +
                            std::string(StageOf(c->expected.codes.front())) +
                            ") at another offset than the reference's");
}

TEST(Cases, ProtocolOnlyBadModelsAreJudgedAtRecommended) {
  // encode.invalid: a model only an adapter can pass on (a second entry for
  // one place, another format's name) is judged as the protocol, at
  // RECOMMENDED; every other bad model's rejection is REQUIRED.
  int protocol_only = 0, codec = 0;
  for (const FormatKit* kit : AllKits()) {
    const std::string name(kit->format().name());
    for (const BadModel& bad : kit->BadModels()) {
      const Case* c = FindCase([&](const Case& x) {
        return x.check == Check::kEncodeInvalid && x.format == name &&
               x.id == "encode.invalid/" + name + "/" + x.version + "/" + bad.name;
      });
      if (c == nullptr) continue;  // no version rejects it
      EXPECT_EQ(c->expected.required, !bad.protocol_only) << c->id;
      Response wrote;
      wrote.set_slug("anything");
      const Outcome o = Judge(*c, wrote);
      EXPECT_EQ(o.required, bad.protocol_only ? Verdict::kNotJudged : Verdict::kFail) << c->id;
      EXPECT_EQ(o.recommended, bad.protocol_only ? Verdict::kFail : Verdict::kNotJudged) << c->id;
      ++(bad.protocol_only ? protocol_only : codec);
    }
  }
  EXPECT_GT(protocol_only, 0);
  EXPECT_GT(codec, 0);
}

TEST(Hellos, DeclareOnlyWhatTheRunnerCanJudge) {
  Hello hello;
  DeclareEveryCapability(&hello);
  EXPECT_TRUE(CheckHello(hello).ok()) << CheckHello(hello).message();
  const Capability first = hello.capabilities(0);
  auto refused = [&](const std::function<void(Hello*)>& spoil, const std::string& phrase) {
    Hello h = hello;
    spoil(&h);
    const Status why_status = CheckHello(h);
    const std::string why = why_status.message();
    EXPECT_FALSE(why_status.ok()) << phrase;
    EXPECT_NE(why.find(phrase), std::string::npos) << why;
  };
  refused([&](Hello* h) { h->mutable_capabilities(0)->set_format("chess"); }, "no format \"chess\"");
  refused([&](Hello* h) { h->mutable_capabilities(0)->set_version("v99"); }, "has no version \"v99\"");
  refused([&](Hello* h) { *h->add_capabilities() = first; }, "twice");
  refused(
      [&](Hello* h) {
        h->mutable_capabilities(0)->set_strict(false);
        h->mutable_capabilities(0)->set_lenient(false);
      },
      "decodes in neither profile");
  refused(
      [&](Hello* h) {
        h->mutable_capabilities(0)->set_decodes(false);
        h->mutable_capabilities(0)->set_encodes(false);
      },
      "neither decodes, encodes nor gives level codes");
  // Level codes only where the format's spec defines them.
  for (int i = 0; i < hello.capabilities_size(); ++i) {
    const Format* f = FindFormat(hello.capabilities(i).format());
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(hello.capabilities(i).level_codes(), f->HasLevelCodes()) << hello.capabilities(i).format();
    if (f->HasLevelCodes()) continue;
    refused([&](Hello* h) { h->mutable_capabilities(i)->set_level_codes(true); }, "defines no level codes");
    break;
  }
  refused([&](Hello* h) { h->clear_capabilities(); }, "no capability");
}

TEST(Judge, SkipsAndRuntimeErrors) {
  const Case& c = AcceptedCase(FirstFormat(), Check::kDecodeStrict);
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
  ASSERT_TRUE(LoadExpectedFailures(path, &list).ok());
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
  // The file's own lines stay as they were, but those of stale ids; new
  // failures follow under one comment.
  EXPECT_EQ(rewritten,
            "# known\n"
            "decode.strict/a   # still fails\n"
            "\n"
            "# failing since the list was last updated:\n"
            "decode.strict/c  # runtime error: crash; expected a rejection\n");
  // Rewriting what the rewrite wrote changes nothing.
  {
    std::ofstream out(path);
    out << rewritten;
  }
  ExpectedFailureList again;
  ASSERT_TRUE(LoadExpectedFailures(path, &again).ok());
  ExpectedFailureCheck check_again;
  ApplyExpectedFailures(again, all, &results, &check_again);
  EXPECT_EQ(RewriteExpectedFailures(again, all, results), rewritten);
}

// No control byte of a testee's problem text or of a corpus's case id
// reaches the list; an id that could not be listed is named in a comment.
TEST(ExpectedFailures, TheRewrittenListHoldsNoControlBytes) {
  Case a, b;
  a.id = "decode.strict/a";
  b.id = "decode.strict/\x1b[2Jb";
  std::vector<CaseResult> results = {{&a, RuntimeFailure(a, "crash \x1b[31mred\x07")}, {&b, RuntimeFailure(b, "x")}};
  const std::string rewritten = RewriteExpectedFailures(ExpectedFailureList{}, {a.id, b.id}, results);
  EXPECT_EQ(rewritten.find('\x1b'), std::string::npos) << rewritten;
  EXPECT_EQ(rewritten.find('\x07'), std::string::npos) << rewritten;
  EXPECT_NE(rewritten.find("decode.strict/a  # runtime error: crash "), std::string::npos) << rewritten;
  EXPECT_NE(rewritten.find("# not listable (spaces, '#' or control characters in its id): decode.strict/"),
            std::string::npos)
      << rewritten;
}

TEST(ExpectedFailures, ABadListIsAnErrorWithItsReason) {
  ExpectedFailureList list;
  std::string error;
  error = LoadExpectedFailures(testing::TempDir(), &list).message();
  EXPECT_FALSE(error.empty());
  EXPECT_NE(error.find("is a folder"), std::string::npos) << error;
  const std::string path = testing::TempDir() + "/bom.txt";
  {
    std::ofstream out(path);
    out << "\xEF\xBB\xBF"
        << "decode.strict/a\n";
  }
  error = LoadExpectedFailures(path, &list).message();
  EXPECT_FALSE(error.empty());
  EXPECT_NE(error.find("byte-order mark"), std::string::npos) << error;
  {
    std::ofstream out(path);
    out << "decode.strict/a b\n";
  }
  error = LoadExpectedFailures(path, &list).message();
  EXPECT_FALSE(error.empty());
  EXPECT_NE(error.find(":1: \"decode.strict/a b\" is no case id"), std::string::npos) << error;
  // A read that fails is an error, not an empty list; a list without end
  // is refused, not read into memory.
  error = LoadExpectedFailures("/proc/self/mem", &list).message();
  EXPECT_FALSE(error.empty());
  EXPECT_NE(error.find("a read failed"), std::string::npos) << error;
  error = LoadExpectedFailures("/dev/zero", &list).message();
  EXPECT_FALSE(error.empty());
  EXPECT_NE(error.find("is over 64 MiB"), std::string::npos) << error;
}

// A corpus vector no request can carry is an error of the corpus, named by
// its file and line, not a REQUIRED failure of the testee.
TEST(Cases, AVectorNoRequestCanCarryIsACorpusError) {
  const std::string dir = testing::TempDir() + "/huge-vector";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string name = std::string(AllFormats().front()->name());
  {
    std::ofstream out(dir + "/huge.jsonl");
    out << R"({"id":")" << name << R"(/huge","format":")" << name << R"(","slug":")" << std::string(3 << 20, 'A')
        << R"(","result":"INVALID","error":{"code":"INPUT_TOO_LONG","offset":1},"strict_level":"RECOMMENDED","lenient_level":"RECOMMENDED","flags":["LengthLimit"]})"
        << "\n";
  }
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(dir, &vectors).ok());
  std::vector<Case> cases;
  UnbuiltCases unbuilt;
  BuildOptions none;
  none.per_group = 0;
  const Status built = BuildCases(vectors, none, &cases, &unbuilt);
  EXPECT_FALSE(built.ok());
  EXPECT_NE(built.message().find("huge.jsonl:1: " + name + "/huge: a slug of 3145728 bytes, over the"),
            std::string::npos)
      << built.message();
}

// Two reports on standard output would interleave into neither.
TEST(OutputPaths, TwoReportsOnStandardOutputAreRefused) {
  EXPECT_NE(
      CheckOutputPaths({{"--json", "-"}, {"--junit", "/dev/stdout"}}, {}, {}).find("both write to standard output"),
      std::string::npos);
  EXPECT_NE(CheckOutputPaths({{"--json", "-"}, {"--html", "-"}}, {}, {}).find("both write to standard output"),
            std::string::npos);
  EXPECT_EQ(CheckOutputPaths({{"--json", "-"}, {"--junit", testing::TempDir() + "/r.xml"}}, {}, {}), "");
}

TEST(Certificates, CountEachJudgedLevelPerCapability) {
  const std::string format = FirstFormat(), current = CurrentVersion(format);
  const Hello hello = Declares({format + "/" + current + "=decode,strict"});
  const Case* found_pass = FindCase([&](const Case& c) {
    return c.format == format && IsAcceptedStrictDecode(c) && c.expected.required && c.version == current;
  });
  const Case* found_wrong_code = FindCase([&](const Case& c) {
    return c.format == format && IsStrictDecode(c) && !c.expected.accept && Contains(c.claimed_versions, current) &&
           c.expected.codes.size() == 1 && c.expected.codes[0] != TRUNCATED;
  });
  ASSERT_NE(found_pass, nullptr);
  ASSERT_NE(found_wrong_code, nullptr);
  Case pass = *found_pass;
  Case wrong_code = *found_wrong_code;
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
  // Nothing failed, but two cases certify nothing: the role's generated
  // checks had none.
  EXPECT_FALSE(certs[0].failed());
  EXPECT_FALSE(certs[0].certified());
  EXPECT_EQ(certs[0].fewest_cases, 0);
  EXPECT_EQ(certs[0].fewest_check, "decode.transit");
  // kMinCasesPerCheck cases in each of the role's checks do, with
  // kMinAcceptingCases that open the game.
  std::vector<Case> copies;
  copies.reserve(kMinAcceptingCases + 2 * kMinCasesPerCheck);
  for (Check check : {Check::kDecodeStrict, Check::kDecodeTransit, Check::kDecodeMutated}) {
    for (int i = 0; i < (check == Check::kDecodeStrict ? kMinAcceptingCases : kMinCasesPerCheck); ++i) {
      copies.push_back(pass);
      copies.back().check = check;
    }
  }
  results.clear();
  for (const Case& c : copies) results.push_back({&c, Judge(c, Decoded(c))});
  const std::vector<Certificate> enough = ComputeCertificates(hello, results);
  EXPECT_TRUE(enough[0].certified());
  EXPECT_EQ(enough[0].fewest_cases, kMinCasesPerCheck);
  results.pop_back();
  EXPECT_FALSE(ComputeCertificates(hello, results)[0].certified()) << "one case short in decode.mutated";
}

// A passing role's cases: kMinAcceptingCases acceptances of `accept` in
// decode.strict, and kMinCasesPerCheck rejections of `reject` in each of the
// role's checks.
std::vector<Case> EnoughCases(const Case& accept, const Case& reject, int accepting) {
  std::vector<Case> cases;
  for (int i = 0; i < accepting; ++i) cases.push_back(accept);
  for (Check check : {Check::kDecodeStrict, Check::kDecodeTransit, Check::kDecodeMutated}) {
    for (int i = 0; i < kMinCasesPerCheck; ++i) {
      cases.push_back(reject);
      cases.back().check = check;
    }
  }
  return cases;
}

std::vector<CaseResult> AnsweredRight(const std::vector<Case>& cases) {
  std::vector<CaseResult> results;
  for (const Case& c : cases) {
    results.push_back(
        {&c, Judge(c, c.expected.accept ? Decoded(c) : Rejected(c.expected.codes[0], c.expected.offset))});
  }
  return results;
}

struct OneRoleCases {
  Hello hello;
  Case accept, reject;
};

OneRoleCases StrictDecoderCases() {
  const std::string format = FirstFormat(), current = CurrentVersion(format);
  OneRoleCases r;
  r.hello = Declares({format + "/" + current + "=decode,strict"});
  const Case* accept = FindCase([&](const Case& c) {
    return c.format == format && IsAcceptedStrictDecode(c) && c.expected.required && c.version == current;
  });
  const Case* reject = FindCase([&](const Case& c) {
    return c.format == format && IsStrictDecode(c) && !c.expected.accept && Contains(c.claimed_versions, current);
  });
  EXPECT_NE(accept, nullptr);
  EXPECT_NE(reject, nullptr);
  if (accept != nullptr) r.accept = *accept;
  if (reject != nullptr) r.reject = *reject;
  EXPECT_TRUE(Applies(r.hello, &r.accept));
  EXPECT_TRUE(Applies(r.hello, &r.reject));
  return r;
}

// A testee that rejects every link passes every rejection case: with no
// case expecting the game, that is no certificate (issue: a reject-all
// testee was CERTIFIED pentomino v1.1 decoder).
TEST(Certificates, RejectionsAloneCertifyNothing) {
  const OneRoleCases r = StrictDecoderCases();
  ASSERT_FALSE(HasFailure());
  RunInfo info;
  for (int accepting : {0, kMinAcceptingCases - 1, kMinAcceptingCases}) {
    std::vector<Case> cases = EnoughCases(r.accept, r.reject, accepting);
    // Plenty of rejections: what is missing is acceptances alone.
    for (int i = 0; i < 3 * kMinAcceptingCases; ++i) cases.push_back(r.reject);
    const std::vector<Certificate> certs = ComputeCertificates(r.hello, AnsweredRight(cases));
    ASSERT_EQ(certs.size(), 1u);
    EXPECT_EQ(certs[0].accepting_cases, accepting);
    EXPECT_FALSE(certs[0].failed());
    EXPECT_EQ(certs[0].certified(), accepting >= kMinAcceptingCases) << accepting;
    const std::string line = CertificateLine(certs[0], info);
    if (accepting < kMinAcceptingCases) {
      EXPECT_EQ(CertificateStatus(certs[0]), "INSUFFICIENT CASES");
      EXPECT_NE(line.find(std::to_string(accepting) + " cases expected a game, at least " +
                          std::to_string(kMinAcceptingCases) + " are needed"),
                std::string::npos)
          << line;
    } else {
      EXPECT_TRUE(line.starts_with("CERTIFIED ")) << line;
    }
  }
}

// A case the testee skipped leaves the role INCOMPLETE, however well it did
// elsewhere; a case the one-shot transport cannot carry is the runner's and
// is named on a line that still certifies.
TEST(Certificates, ACaseTheTesteeSkippedLeavesTheRoleIncomplete) {
  const OneRoleCases r = StrictDecoderCases();
  ASSERT_FALSE(HasFailure());
  RunInfo info;
  const std::vector<Case> cases = EnoughCases(r.accept, r.reject, kMinAcceptingCases);
  std::vector<CaseResult> results = AnsweredRight(cases);
  ASSERT_TRUE(ComputeCertificates(r.hello, results)[0].certified());

  Response skipped;
  skipped.set_skipped("this player has no such boards");
  const Case extra = r.accept;
  results.push_back({&extra, Judge(extra, skipped)});
  Certificate cert = ComputeCertificates(r.hello, results)[0];
  EXPECT_EQ(cert.skipped_cases, 1);
  EXPECT_FALSE(cert.certified());
  EXPECT_FALSE(cert.failed());
  EXPECT_EQ(CertificateStatus(cert), "INCOMPLETE");
  EXPECT_NE(CertificateLine(cert, info).find("the testee skipped 1 case; "), std::string::npos)
      << CertificateLine(cert, info);

  results.back().outcome = Outcome{};
  results.back().outcome.skipped = true;
  results.back().outcome.unsendable = true;
  cert = ComputeCertificates(r.hello, results)[0];
  EXPECT_EQ(cert.skipped_cases, 0);
  EXPECT_EQ(cert.unsendable_cases, 1);
  EXPECT_TRUE(cert.certified());
  EXPECT_NE(CertificateLine(cert, info).find("; 1 case not sent (one-shot mode cannot pass a line break)"),
            std::string::npos)
      << CertificateLine(cert, info);
}

// A slug that an older version's encoder writes too (pentomino v1.1's links
// report v1.5) is that version's to open: its decoder gets the case.
TEST(Certificates, AnAcceptanceCountsForEveryVersionThatWritesTheSlug) {
  const Case* shared = FindCase([&](const Case& c) { return IsAcceptedStrictDecode(c) && c.written_by.size() >= 2; });
  if (shared == nullptr) GTEST_SKIP() << "no format has a slug that two versions write";
  const std::string& reported = shared->written_by[0];
  const std::string& older = shared->written_by[1];
  ASSERT_NE(reported, older);
  EXPECT_EQ(shared->version, reported);

  const Hello only_older = Declares({shared->format + "/" + older + "=decode,strict"});
  Case c = *shared;
  ASSERT_TRUE(Applies(only_older, &c));
  EXPECT_EQ(c.version, older);
  std::vector<CaseResult> results = {{&c, Judge(c, Decoded(c))}};
  std::vector<Certificate> certs = ComputeCertificates(only_older, results);
  ASSERT_EQ(certs.size(), 1u);
  EXPECT_EQ(certs[0].accepting_cases, 1);
  EXPECT_EQ(certs[0].required_passed, 1);

  const Hello both =
      Declares({shared->format + "/" + older + "=decode,strict", shared->format + "/" + reported + "=decode,strict"});
  Case d = *shared;
  ASSERT_TRUE(Applies(both, &d));
  EXPECT_EQ(d.version, reported) << "listed under the version decoding reports";
  results = {{&d, Judge(d, Decoded(d))}};
  certs = ComputeCertificates(both, results);
  ASSERT_EQ(certs.size(), 2u);
  for (const Certificate& cert : certs) EXPECT_EQ(cert.accepting_cases, 1) << cert.version;
  // Applying it again gives the same.
  ASSERT_TRUE(Applies(both, &d));
  EXPECT_EQ(d.version, reported);

  // A decoder of another version does not get it.
  const std::string other = [&] {
    for (std::string_view v : FindFormat(shared->format)->versions()) {
      if (!Contains(shared->written_by, std::string(v))) return std::string(v);
    }
    return std::string();
  }();
  if (!other.empty()) {
    Case e = *shared;
    EXPECT_FALSE(Applies(Declares({shared->format + "/" + other + "=decode,strict"}), &e)) << other;
  }
}

// A rejection in the syntax of several versions counts for each of them
// that the testee decodes, and for no other.
TEST(Certificates, ARejectionCountsForEveryVersionWhoseSyntaxItUses) {
  const Case* shared = FindCase(
      [&](const Case& c) { return IsStrictDecode(c) && !c.expected.accept && c.claimed_versions.size() >= 2; });
  if (shared == nullptr) GTEST_SKIP() << "no format has a slug syntax shared by two versions";
  const std::string& older = shared->claimed_versions[0];
  const std::string& newer = shared->claimed_versions[1];
  const Hello hello =
      Declares({shared->format + "/" + older + "=decode,strict", shared->format + "/" + newer + "=decode,strict"});
  Case c = *shared;
  ASSERT_TRUE(Applies(hello, &c));
  EXPECT_EQ(c.version, newer) << "the summary table lists it under the newest";
  std::vector<CaseResult> results = {{&c, Judge(c, Rejected(c.expected.codes[0], c.expected.offset))}};
  const std::vector<Certificate> certs = ComputeCertificates(hello, results);
  ASSERT_EQ(certs.size(), 2u);
  for (const Certificate& cert : certs) {
    EXPECT_EQ(cert.required_cases, 1) << cert.version;
    EXPECT_EQ(cert.recommended_passed, 1) << cert.version;
  }
  // Declaring one of them: it counts for that one.
  const Hello one = Declares({shared->format + "/" + older + "=decode,strict"});
  Case d = *shared;
  ASSERT_TRUE(Applies(one, &d));
  EXPECT_EQ(d.version, older);
  results = {{&d, Judge(d, Rejected(d.expected.codes[0], d.expected.offset))}};
  EXPECT_EQ(ComputeCertificates(one, results)[0].required_cases, 1);
}

}  // namespace
}  // namespace slugspec::conformance
