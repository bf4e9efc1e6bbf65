#include "conformance/testees/reference_testee.h"

#include <sstream>

#include <gtest/gtest.h>

#include "conformance/protocol/framing.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

Request Decode(uint64_t id, const std::string& format, const std::string& slug, const std::string& profile) {
  Request r;
  r.set_id(id);
  r.mutable_decode()->set_format(format);
  r.mutable_decode()->set_slug(slug);
  r.mutable_decode()->set_profile(profile);
  return r;
}

TEST(ReferenceTestee, HelloDeclaresEveryVersionOfEveryFormat) {
  const Hello hello = ReferenceHello(JSON_LINES);
  int versions = 0;
  for (const Format* f : AllFormats()) versions += static_cast<int>(f->versions().size());
  EXPECT_EQ(hello.capabilities_size(), versions);
  EXPECT_EQ(hello.framing(), JSON_LINES);
}

// A generated game of `kit`'s current version and its canonical slug.
struct Sample {
  std::string format;
  std::unique_ptr<google::protobuf::Message> model;
  std::string slug;
};
Sample SampleOf(const FormatKit& kit, uint64_t seed) {
  Sample s{std::string(kit.format().name()), kit.GenerateModel(kit.format().current_version(), seed), ""};
  EXPECT_TRUE(kit.format().Encode(*s.model, "", &s.slug).ok());
  return s;
}

// The reference's own answer to a decode, in protocol form.
std::string ExpectedDecodeJson(uint64_t id, const Format& format, const std::string& slug, Profile profile) {
  std::unique_ptr<google::protobuf::Message> model = format.NewModel();
  const Status status = format.Decode(slug, profile, model.get());
  if (!status.ok()) return "";
  return R"({"id":")" + std::to_string(id) + R"(","decoded":{")" + std::string(format.name()) + R"(":)" +
         ToJson(*model) + "}}";
}

TEST(ReferenceTestee, DecodesIntoTheFormatsField) {
  for (const FormatKit* kit : AllKits()) {
    const Sample s = SampleOf(*kit, 3);
    for (const char* profile : {"strict", "lenient"}) {
      const Response r = Answer(Decode(3, s.format, s.slug, profile));
      EXPECT_EQ(r.id(), 3u);
      ASSERT_TRUE(r.has_decoded()) << s.format << " " << s.slug << " " << profile;
      const std::string want =
          ExpectedDecodeJson(3, kit->format(), s.slug, profile[0] == 's' ? Profile::kStrict : Profile::kLenient);
      ASSERT_FALSE(want.empty());
      EXPECT_EQ(ToJson(r), want);
    }
  }
}

TEST(ReferenceTestee, RejectsWithTheSpecsCodeAndOffset) {
  for (const FormatKit* kit : AllKits()) {
    const Sample s = SampleOf(*kit, 5);
    for (size_t cut = 0; cut < s.slug.size(); ++cut) {
      const std::string input = s.slug.substr(0, cut);
      for (const Profile profile : {Profile::kStrict, Profile::kLenient}) {
        std::unique_ptr<google::protobuf::Message> model = kit->format().NewModel();
        const Status want = kit->format().Decode(input, profile, model.get());
        const Response r = Answer(Decode(5, s.format, input, profile == Profile::kStrict ? "strict" : "lenient"));
        SCOPED_TRACE(s.format + " " + input);
        if (want.ok()) {
          EXPECT_TRUE(r.has_decoded());
          continue;
        }
        ASSERT_TRUE(r.has_rejected());
        EXPECT_EQ(r.rejected().code(), want.code());
        EXPECT_EQ(r.rejected().offset(), want.offset());
        EXPECT_FALSE(r.rejected().message().empty());
      }
    }
  }
}

TEST(ReferenceTestee, SkipsWhatItDoesNotKnow) {
  EXPECT_FALSE(Answer(Decode(7, "no-such-format", "x", "strict")).skipped().empty());
  EXPECT_FALSE(Answer(Decode(8, std::string(AllFormats().front()->name()), "x", "relaxed")).skipped().empty());
  Request empty;
  empty.set_id(9);
  EXPECT_FALSE(Answer(empty).runtime_error().empty());
}

TEST(ReferenceTestee, EncodesTheModelOfItsFormat) {
  for (const FormatKit* kit : AllKits()) {
    const Sample s = SampleOf(*kit, 10);
    for (const std::string_view version : kit->format().versions()) {
      Request r;
      r.set_id(10);
      r.mutable_encode()->set_format(s.format);
      r.mutable_encode()->set_version(std::string(version));
      // The protocol carries each format's model in the field of its name.
      EncodeRequest* e = r.mutable_encode();
      e->GetReflection()->MutableMessage(e, EncodeRequest::descriptor()->FindFieldByName(s.format))->CopyFrom(*s.model);
      std::string want;
      const Status status = kit->format().Encode(*s.model, version, &want);
      const Response got = Answer(r);
      if (status.ok()) {
        EXPECT_EQ(got.slug(), want) << s.format << " " << version;
      } else {
        EXPECT_EQ(got.rejected().code(), status.code()) << s.format << " " << version;
      }
      // Another format's name: that format's field is empty.
      for (const Format* other : AllFormats()) {
        if (other->name() == s.format) continue;
        r.mutable_encode()->set_format(std::string(other->name()));
        r.mutable_encode()->set_version(std::string(other->current_version()));
        EXPECT_EQ(Answer(r).rejected().code(), BAD_MODEL) << s.format << " as " << other->name();
      }
    }
  }
}

TEST(ReferenceTestee, ServesAWholeSessionInEitherFraming) {
  for (const Framing framing : {JSON_LINES, BINARY}) {
    std::string input = R"({"protocolVersion":1,"runner":"test"})"
                        "\n";
    // A request for the first format and one for the last.
    const Sample first = SampleOf(*AllKits().front(), 1), last = SampleOf(*AllKits().back(), 2);
    input += EncodeFrame(Decode(1, first.format, first.slug, "strict"), framing);
    input += EncodeFrame(Decode(2, last.format, last.slug.substr(1), "strict"), framing);
    std::istringstream in(input);
    std::ostringstream out;
    ASSERT_EQ(ServeSession(in, out, framing), 0);
    const std::string output = out.str();
    const size_t hello_end = output.find('\n');
    Hello hello;
    ASSERT_TRUE(FromJson(output.substr(0, hello_end), &hello).ok());
    std::string_view rest = std::string_view(output).substr(hello_end + 1);
    for (uint64_t id : {1u, 2u}) {
      const Frame f = NextFrame(rest, framing);
      ASSERT_EQ(f.status, FrameStatus::kFrame);
      Response r;
      ASSERT_TRUE(DecodePayload(f.payload, framing, &r).ok());
      EXPECT_EQ(r.id(), id);
      rest.remove_prefix(f.consumed);
    }
    EXPECT_TRUE(rest.empty());
  }
}

TEST(ReferenceTestee, EndsOnAGarbageHandshake) {
  std::istringstream in("hello?\n");
  std::ostringstream out;
  EXPECT_EQ(ServeSession(in, out, JSON_LINES), 2);
  EXPECT_TRUE(out.str().empty());
}

}  // namespace
}  // namespace slugspec::conformance
