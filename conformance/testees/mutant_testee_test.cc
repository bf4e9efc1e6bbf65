// Each mutant on concrete inputs (most from corpus/*.jsonl): where it
// differs from the reference in the way its bug says, and where it answers
// exactly as the reference does; and the table itself.
#include "conformance/testees/mutant_testee.h"

#include <set>
#include <sstream>
#include <string>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "conformance/testees/mutant_test_support.h"
#include "conformance/testees/reference_testee.h"
#include "conformance/testees/session.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::util::MessageDifferencer;
using namespace mutant_test;

TEST(MutantTable, NamesAreUniqueAndChecksKnown) {
  const std::set<std::string_view> checks = {"decode.strict",    "decode.lenient",   "decode.transit", "decode.mutated",
                                             "encode.canonical", "encode.roundtrip", "code.corpus"};
  std::set<std::string_view> names;
  EXPECT_GE(AllMutants().size(), 9u);
  for (const Mutant& m : AllMutants()) {
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
    EXPECT_TRUE(checks.count(m.check)) << m.name << ": " << m.check;
    std::istringstream also{std::string(m.also)};
    for (std::string c; also >> c;) EXPECT_TRUE(checks.count(c)) << m.name << ": " << c;
    EXPECT_EQ(FindMutant(m.name), &m);
    EXPECT_FALSE(m.bug.empty());
    const Hello hello = MutantHello(m, BINARY);
    EXPECT_EQ(hello.name(), "mutant:" + std::string(m.name));
    EXPECT_EQ(hello.capabilities_size(), ReferenceHello(BINARY).capabilities_size());
  }
  EXPECT_EQ(FindMutant("no-such-mutant"), nullptr);
}

// --- each mutant: where it differs, and where it does not -----------------

// The answer of `mutant` and of the reference to `request`.
struct Both {
  Response mutant, reference;
};
Both Ask(std::string_view mutant, const Request& request) { return {Named(mutant).answer(request), Answer(request)}; }

// Each format's own mutants are tested beside it (reference/<format>/
// mutants_test.cc); the shared ones here, for every format.

// A generated game's canonical slug of every format.
std::vector<std::pair<std::string, std::string>> Samples() {
  std::vector<std::pair<std::string, std::string>> samples;
  for (const FormatKit* kit : AllKits()) {
    std::string slug;
    EXPECT_TRUE(kit->format().Encode(*kit->GenerateModel(kit->format().current_version(), 4), "", &slug).ok());
    samples.emplace_back(std::string(kit->format().name()), slug);
  }
  return samples;
}

TEST(Mutant, WrongErrorCodes) {
  for (const auto& [format, slug] : Samples()) {
    // Every cut of a valid slug that the reference rejects: the code becomes
    // BAD_CHARACTER, the offset stays.
    int rejected = 0;
    for (size_t n = 0; n < slug.size(); ++n) {
      const Both b = Ask("wrong-error-codes", Decode(format, slug.substr(0, n), "strict"));
      if (!b.reference.has_rejected()) continue;
      ++rejected;
      EXPECT_EQ(b.mutant.rejected().code(), BAD_CHARACTER) << format << " " << slug.substr(0, n);
      EXPECT_EQ(b.mutant.rejected().offset(), b.reference.rejected().offset());
    }
    EXPECT_GT(rejected, 0) << format;
    // Accepted slugs are answered as the reference does.
    const Both b = Ask("wrong-error-codes", Decode(format, slug, "strict"));
    EXPECT_TRUE(b.reference.has_decoded()) << format;
    EXPECT_TRUE(SameAnswer(b.mutant, b.reference)) << format;
  }
}

TEST(Mutant, AFormatsMutantAnswersOtherFormatsAsTheReference) {
  for (const Mutant& m : AllMutants()) {
    if (m.format.empty()) continue;
    for (const auto& [format, slug] : Samples()) {
      if (format == m.format) continue;
      for (const char* profile : {"strict", "lenient"}) {
        for (const std::string& input : {slug, slug.substr(0, slug.size() / 2), "%" + slug}) {
          EXPECT_TRUE(SameAnswer(m.answer(Decode(format, input, profile)), Answer(Decode(format, input, profile))))
              << m.name << " on " << format << " " << input;
        }
      }
    }
  }
}

// A whole session: the mutant names itself and answers through the framing.
TEST(Mutant, ServesASession) {
  const Mutant& m = Named("wrong-error-codes");
  for (const Framing framing : {JSON_LINES, BINARY}) {
    std::string input = R"({"protocolVersion":1,"runner":"test"})"
                        "\n";
    // The longest cut of a valid slug that the reference rejects.
    const auto [format, slug] = Samples().front();
    size_t n = slug.size() - 1;
    while (n > 0 && !Answer(Decode(format, slug.substr(0, n), "strict")).has_rejected()) --n;
    input += EncodeFrame(Decode(format, slug.substr(0, n), "strict"), framing);
    std::istringstream in(input);
    std::ostringstream out;
    ASSERT_EQ(ServeSession(in, out, MutantHello(m, framing), FramedAnswers(framing, m.answer)), 0);
    const std::string output = out.str();
    Hello hello;
    std::string error;
    ASSERT_TRUE(FromJson(output.substr(0, output.find('\n')), &hello).ok());
    EXPECT_EQ(hello.name(), "mutant:wrong-error-codes");
    const Frame f = NextFrame(std::string_view(output).substr(output.find('\n') + 1), framing);
    ASSERT_EQ(f.status, FrameStatus::kFrame);
    Response r;
    ASSERT_TRUE(DecodePayload(f.payload, framing, &r).ok());
    EXPECT_EQ(r.rejected().code(), BAD_CHARACTER);
  }
}

}  // namespace
}  // namespace slugspec::conformance
