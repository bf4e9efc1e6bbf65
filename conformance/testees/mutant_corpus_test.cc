// The mutants against the whole corpus, judged by a small judge that follows
// spec/conformance.md §5 over the corpus checks (decode.strict,
// decode.lenient, encode.canonical): each mutant is caught by its table
// row's check at its level, a RECOMMENDED-only mutant passes every REQUIRED
// case, and most answers of every mutant are the reference's (one bug, not
// a breakage). The runner's own tests run the real runner against the
// mutant executables; this keeps the table honest without it.
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/testees/mutant_test_support.h"
#include "conformance/testees/mutant_testee.h"
#include "conformance/testees/reference_testee.h"
#include "corpus/reader/corpus_reader.h"
#include "registry/format.h"

namespace slugspec::conformance {

// How gtest prints a mutant: its name, not its bytes (found by
// argument-dependent lookup, so outside the unnamed namespace).
void PrintTo(const Mutant& m, std::ostream* os) { *os << m.name; }

namespace {

using google::protobuf::util::MessageDifferencer;
using namespace mutant_test;

const std::filesystem::path kCorpus = std::filesystem::path(SLUGSPEC_SOURCE_DIR) / "corpus";

struct Tally {
  int cases = 0;
  int required = 0;     // REQUIRED failures
  int recommended = 0;  // RECOMMENDED failures
  int same = 0;         // answers identical to the reference's
  std::string first_required, first_recommended;
};

struct Corpus {
  std::vector<corpus::LoadedVector> vectors;
  std::vector<std::shared_ptr<google::protobuf::Message>> models;  // parallel; null if rejected
};

const Corpus& TheCorpus() {
  static const Corpus loaded = [] {
    Corpus c;
    if (const Status read = corpus::LoadVectors(kCorpus, &c.vectors); !read.ok()) {
      throw std::runtime_error(read.message());
    }
    for (const corpus::LoadedVector& lv : c.vectors) {
      std::shared_ptr<google::protobuf::Message> model;
      if (lv.vector.has_model()) {
        const Format* f = FindFormat(lv.vector.format());
        model = f->NewModel();
        if (const Status read = corpus::ExpectedModel(lv, *f, model.get()); !read.ok()) {
          throw std::runtime_error(read.message());
        }
      }
      c.models.push_back(model);
    }
    return c;
  }();
  return loaded;
}

// The reference's answer to every request of a check, in the order Judge
// asks them: computed once per process and shared by every mutant it
// judges (ctest runs the mutants in a few shards, not a process each).
class ReferenceAnswers {
 public:
  // The answer to the `index`-th request of `check`.
  const Response& Get(std::string_view check, size_t index, const Request& request) {
    std::vector<Response>& answers = by_check_[std::string(check)];
    if (index == answers.size()) answers.push_back(Answer(request));
    return answers.at(index);
  }

 private:
  std::map<std::string, std::vector<Response>, std::less<>> by_check_;
};

ReferenceAnswers& TheReferenceAnswers() {
  static ReferenceAnswers answers;
  return answers;
}

void Note(std::string* first, const std::string& what) {
  if (first->empty()) *first = what;
}

// Judges `answer` on every corpus case of `check` ("decode.strict",
// "decode.lenient", "encode.canonical") as spec/conformance.md §5 does.
Tally Judge(const std::function<Response(const Request&)>& answer, std::string_view check) {
  const Corpus& c = TheCorpus();
  ReferenceAnswers& reference = TheReferenceAnswers();
  size_t asked = 0;  // requests of this check so far
  Tally t;
  for (size_t i = 0; i < c.vectors.size(); ++i) {
    const corpus::Vector& v = c.vectors[i].vector;
    const Format* format = FindFormat(v.format());
    const google::protobuf::Message* model = c.models[i].get();
    const std::string id = std::string(check) + "/" + v.id();
    if (check == "encode.canonical") {
      if (model == nullptr) continue;
      const std::string version = ModelVersion(*model);
      const Request request = Encode(v.format(), version, *model);
      const Response got = answer(request);
      ++t.cases;
      if (SameAnswer(got, reference.Get(check, asked++, request))) ++t.same;
      if (!got.has_slug() || !OpensAs(v.format(), got.slug(), *model)) {
        ++t.required;
        Note(&t.first_required, id);
      } else if (got.slug() != v.canonical()) {
        ++t.recommended;
        Note(&t.first_recommended, id);
      }
      continue;
    }
    const bool strict = check == "decode.strict";
    const Request request = Decode(v.format(), v.slug(), strict ? "strict" : "lenient");
    const Response got = answer(request);
    ++t.cases;
    if (SameAnswer(got, reference.Get(check, asked++, request))) ++t.same;
    const bool accept = v.result() == corpus::VALID || (!strict && v.result() == corpus::ACCEPTABLE);
    if (accept) {
      const google::protobuf::Message* decoded = nullptr;
      if (got.has_decoded()) {
        // The protocol carries each format's model in the field of its name.
        const auto* field = Decoded::descriptor()->FindFieldByName(v.format());
        if (field != nullptr) decoded = &got.decoded().GetReflection()->GetMessage(got.decoded(), field);
      }
      const bool repair = v.result() == corpus::ACCEPTABLE;  // lenient repairs are RECOMMENDED
      if (decoded != nullptr && !format->SameGame(*decoded, *model)) {
        ++t.required;
        Note(&t.first_required, id);
      } else if (decoded == nullptr && !repair) {
        ++t.required;
        Note(&t.first_required, id);
      } else if (decoded == nullptr || !MessageDifferencer::Equals(*decoded, *model)) {
        ++t.recommended;
        Note(&t.first_recommended, id);
      }
    } else {
      const Error& want = !strict && v.has_lenient_error() ? v.lenient_error() : v.error();
      if (!got.has_rejected()) {
        ++t.required;
        Note(&t.first_required, id);
      } else if (got.rejected().code() != want.code()) {
        ++t.recommended;
        Note(&t.first_recommended, id);
      }
    }
  }
  return t;
}

constexpr std::string_view kCorpusChecks[] = {"decode.strict", "decode.lenient", "encode.canonical"};

TEST(MutantJudge, TheReferencePassesEverything) {
  for (std::string_view check : kCorpusChecks) {
    const Tally t = Judge(Answer, check);
    EXPECT_GT(t.cases, 500) << check;
    EXPECT_EQ(t.required, 0) << check << ": " << t.first_required;
    EXPECT_EQ(t.recommended, 0) << check << ": " << t.first_recommended;
    EXPECT_EQ(t.same, t.cases) << check;
  }
}

class EveryMutant : public testing::TestWithParam<Mutant> {};

// The table's promise: the named check fails at the named level; a
// RECOMMENDED-only mutant passes every REQUIRED case; and most answers are
// the reference's.
TEST_P(EveryMutant, IsCaughtAtItsLevelAndIsOtherwiseTheReference) {
  const Mutant& m = GetParam();
  int cases = 0, same = 0;
  for (std::string_view check : kCorpusChecks) {
    const Tally t = Judge(m.answer, check);
    cases += t.cases;
    same += t.same;
    if (m.level == Level::kRecommended) {
      EXPECT_EQ(t.required, 0) << check << ": " << t.first_required;
    }
    if (check != m.check) continue;
    if (m.level == Level::kRequired) {
      EXPECT_GT(t.required, 0) << check;
    } else {
      EXPECT_GT(t.recommended, 0) << check;
    }
  }
  EXPECT_GT(same * 10, cases * 7) << same << " of " << cases << " answers are the reference's";
}

INSTANTIATE_TEST_SUITE_P(Mutants, EveryMutant, testing::ValuesIn(AllMutants().begin(), AllMutants().end()),
                         [](const testing::TestParamInfo<Mutant>& param) {
                           std::string name(param.param.name);
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

}  // namespace
}  // namespace slugspec::conformance
