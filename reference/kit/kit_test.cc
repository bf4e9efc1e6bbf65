// Every registered format provides a whole kit, and the generic interface
// refuses a model of the wrong type instead of casting it blindly.
#include <fstream>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "kit/fill_strings.h"
#include "kit/format_kit.h"
#include "kit/format_mutants.h"
#include "registry/format.h"
#include "slugspec/conformance.pb.h"

namespace slugspec {
namespace {

std::string SpecText() {
  std::string all;
  for (const char* file : {"README.md", "errors.md", "conformance.md"}) {
    std::ifstream in(std::string(SLUGSPEC_SOURCE_DIR "/spec/") + file);
    std::ostringstream text;
    text << in.rdbuf();
    all += text.str();
  }
  for (const Format* f : AllFormats()) {
    std::ifstream in(std::string(SLUGSPEC_SOURCE_DIR "/spec/") + std::string(f->name()) + ".md");
    std::ostringstream text;
    text << in.rdbuf();
    all += text.str();
  }
  return all;
}

TEST(FormatKit, EveryFormatHasAKitAndEveryKitAFormat) {
  ASSERT_EQ(AllKits().size(), AllFormats().size());
  for (size_t i = 0; i < AllFormats().size(); ++i) {
    const Format* f = AllFormats()[i];
    const FormatKit* kit = FindKit(f->name());
    ASSERT_NE(kit, nullptr) << "the " << f->name() << " format has no kit";
    EXPECT_EQ(&kit->format(), f);
    EXPECT_EQ(AllKits()[i], kit) << "kits are listed in the order of the formats";
  }
}

// What the generic layers read by name: the model's `format` and `version`
// string fields, and the field of the format's name in the conformance
// protocol's Decoded and EncodeRequest (each a message of the model's type).
TEST(FormatKit, EveryModelHasItsNamedFields) {
  for (const Format* f : AllFormats()) {
    const std::unique_ptr<google::protobuf::Message> model = f->NewModel();
    for (const char* name : {"format", "version"}) {
      const google::protobuf::FieldDescriptor* field = model->GetDescriptor()->FindFieldByName(name);
      ASSERT_NE(field, nullptr) << f->name() << "'s model has no " << name << " field";
      EXPECT_EQ(field->type(), google::protobuf::FieldDescriptor::TYPE_STRING) << f->name() << " " << name;
    }
    for (const google::protobuf::Descriptor* d :
         {conformance::Decoded::descriptor(), conformance::EncodeRequest::descriptor()}) {
      const google::protobuf::FieldDescriptor* field = d->FindFieldByName(std::string(f->name()));
      ASSERT_NE(field, nullptr) << d->full_name() << " has no field " << f->name();
      EXPECT_EQ(field->message_type(), model->GetDescriptor()) << d->full_name() << "." << f->name();
    }
  }
}

TEST(FormatKit, GeneratedModelsAreCanonicalInEveryVersion) {
  for (const FormatKit* kit : AllKits()) {
    const Format& f = kit->format();
    for (std::string_view v : f.versions()) {
      for (uint64_t seed = 1; seed <= 20; ++seed) {
        const std::unique_ptr<google::protobuf::Message> model = kit->GenerateModel(v, seed);
        ASSERT_NE(model, nullptr) << f.name() << " " << v;
        std::string slug;
        const Status s = f.Encode(*model, v, &slug);
        ASSERT_TRUE(s.ok()) << f.name() << " " << v << " seed " << seed << ": " << s.ToString();
        std::unique_ptr<google::protobuf::Message> decoded = f.NewModel();
        ASSERT_TRUE(f.Decode(slug, Profile::kStrict, decoded.get()).ok()) << slug;
        EXPECT_TRUE(f.SameGame(*model, *decoded)) << slug;
        const std::unique_ptr<google::protobuf::Message> again = kit->GenerateModel(v, seed);
        EXPECT_EQ(again->SerializeAsString(), model->SerializeAsString()) << "the same seed, the same model";
      }
    }
    EXPECT_EQ(kit->GenerateModel("v-none", 1), nullptr) << f.name() << ": no model of an unknown version";
  }
}

// Same game is same game (spec/conformance.md §5): a list element given
// twice is the list with it once, and a changed element is another game.
TEST(FormatKit, AnElementListedTwiceIsTheSameGame) {
  int repeated = 0;
  for (const FormatKit* kit : AllKits()) {
    const Format& f = kit->format();
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      const std::unique_ptr<google::protobuf::Message> model = kit->GenerateModel(f.versions().back(), seed);
      const auto* reflection = model->GetReflection();
      for (int i = 0; i < model->GetDescriptor()->field_count(); ++i) {
        const auto* field = model->GetDescriptor()->field(i);
        if (!field->is_repeated() || field->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE ||
            reflection->FieldSize(*model, field) == 0) {
          continue;
        }
        std::unique_ptr<google::protobuf::Message> twice(model->New());
        twice->CopyFrom(*model);
        twice->GetReflection()
            ->AddMessage(twice.get(), field)
            ->CopyFrom(reflection->GetRepeatedMessage(*model, field, 0));
        EXPECT_TRUE(f.SameGame(*model, *twice)) << f.name() << " " << field->name();
        EXPECT_TRUE(f.SameGame(*twice, *model)) << f.name() << " " << field->name();
        ++repeated;
      }
    }
  }
  EXPECT_GT(repeated, 0);
}

TEST(FormatKit, EditCharactersAreAsciiText) {
  for (const FormatKit* kit : AllKits()) {
    const std::string chars = kit->EditCharacters();
    EXPECT_GE(chars.size(), 10u) << kit->format().name();
    for (char c : chars) EXPECT_LT(static_cast<unsigned char>(c), 0x80) << kit->format().name();
  }
}

TEST(FormatKit, RequirementIdsExistInTheSpec) {
  const std::string spec = SpecText();
  for (const FormatKit* kit : AllKits()) {
    const KitRequirements r = kit->Requirements();
    for (const auto* list : {&r.transit, &r.encode, &r.invalid_model}) {
      EXPECT_FALSE(list->empty()) << kit->format().name();
      for (const std::string& id : *list) {
        EXPECT_NE(spec.find(id), std::string::npos) << kit->format().name() << ": " << id << " is not in spec/";
      }
    }
  }
}

// A bad model is refused by some version (encode.invalid judges it in
// those only: a pentomino board 100 wide is v3's fault, not v1's), and most
// by every version.
TEST(FormatKit, EveryBadModelIsRefusedBySomeVersion) {
  for (const FormatKit* kit : AllKits()) {
    const Format& f = kit->format();
    const std::vector<BadModel> bad = kit->BadModels();
    // encode.invalid needs that many cases for an encoder's certificate.
    EXPECT_GE(bad.size(), static_cast<size_t>(kMinCasesPerCheck)) << f.name();
    std::set<std::string> names;
    size_t refused_by_all = 0;
    for (const BadModel& b : bad) {
      EXPECT_TRUE(names.insert(b.name).second) << f.name() << ": " << b.name << " twice";
      size_t refusing = 0;
      for (std::string_view v : f.versions()) {
        std::string slug;
        refusing += !f.Encode(*b.model, v, &slug).ok();
      }
      EXPECT_GT(refusing, 0u) << f.name() << ": every version encodes " << b.name;
      refused_by_all += refusing == f.versions().size();
    }
    EXPECT_GT(refused_by_all * 2, bad.size()) << f.name() << ": most bad models are bad in every version";
  }
}

TEST(FormatKit, EveryFormatSeedsMutantsAtBothLevels) {
  ASSERT_EQ(AllFormatMutants().size(), AllKits().size());
  for (const FormatKit* kit : AllKits()) {
    const std::string prefix = std::string(kit->format().name()) + "-";
    bool required = false, recommended = false;
    for (const FormatMutant& m : MutantsOf(kit->format().name())) {
      EXPECT_TRUE(m.name.starts_with(prefix)) << m.name << ": a mutant's name begins with its format's";
      EXPECT_FALSE(m.bug.empty()) << m.name;
      EXPECT_TRUE(m.decode || m.encode || m.level_code)
          << m.name << ": a mutant with no decoder, encoder or level code is the reference";
      required |= m.level == MutantLevel::kRequired;
      recommended |= m.level == MutantLevel::kRecommended;
    }
    EXPECT_TRUE(required) << kit->format().name() << ": no mutant the runner must catch at REQUIRED";
    EXPECT_TRUE(recommended) << kit->format().name() << ": no mutant the runner must catch at RECOMMENDED";
  }
}

TEST(CodecFormat, AModelOfAnotherFormatIsRefusedNotCast) {
  for (const Format* f : AllFormats()) {
    for (const Format* other : AllFormats()) {
      if (other == f) continue;
      std::unique_ptr<google::protobuf::Message> foreign = other->NewModel();
      std::string slug;
      const Status encoded = f->Encode(*foreign, "", &slug);
      EXPECT_EQ(encoded.code(), BAD_MODEL) << f->name() << " encodes a " << other->name() << " model";
      const Status decoded = f->Decode("x", Profile::kStrict, foreign.get());
      EXPECT_EQ(decoded.code(), BAD_MODEL) << f->name() << " decodes into a " << other->name() << " model";
      EXPECT_FALSE(f->SameGame(*foreign, *foreign));
      EXPECT_EQ(f->Render(*foreign, false), "");
      EXPECT_EQ(f->RenderSvg(*foreign), "");
      EXPECT_EQ(f->Warnings(*foreign).size(), 1u);
      // Level codes and conversions say the same, whether or not the format
      // has any: the model is another format's first.
      std::string code;
      const Status coded = f->LevelCode(*foreign, &code);
      EXPECT_EQ(coded.code(), BAD_MODEL);
      EXPECT_EQ(coded.message(), encoded.message()) << f->name();
      std::unique_ptr<google::protobuf::Message> out = f->NewModel();
      const Status converted = f->Convert(*foreign, "level", out.get());
      EXPECT_EQ(converted.code(), BAD_MODEL);
      EXPECT_EQ(converted.message(), encoded.message()) << f->name();
    }
    EXPECT_EQ(f->Decode("x", Profile::kStrict, nullptr).code(), BAD_MODEL) << f->name();
  }
}

// A model may come from anyone (a testee's answer drawn in the runner's
// HTML report, a model pasted into the playground): whatever its strings
// hold, a drawing carries none of it as markup or terminal control, in
// every format. (The reports and the playground add their labels as
// escaped text themselves.)
TEST(FormatKit, NoStringOfAModelReachesADrawingAsMarkup) {
  const std::string markup = "v1</title><script>alert(1)</script><title>\x1b[31m\"'&";
  for (const Format* f : AllFormats()) {
    const FormatKit* kit = FindKit(f->name());
    ASSERT_NE(kit, nullptr);
    for (const std::string_view version : f->versions()) {
      for (uint64_t seed = 1; seed <= 5; ++seed) {
        std::unique_ptr<google::protobuf::Message> model = kit->GenerateModel(version, seed);
        ASSERT_NE(model, nullptr);
        FillStrings(model.get(), markup);
        const std::string svg = f->RenderSvg(*model), text = f->Render(*model, false);
        // In the SVG, the payload's markup must be gone or escaped: no
        // element of it, no raw quote or ampersand of it, no control byte.
        for (const char* bad : {"<script", "<title><script", "\"'&", "\x1b"}) {
          EXPECT_EQ(svg.find(bad), std::string::npos) << f->name() << " " << version << " SVG holds " << bad;
        }
        // The text drawing goes to terminals: no control byte of the model.
        EXPECT_EQ(text.find('\x1b'), std::string::npos) << f->name() << " " << version << " text holds ESC";
      }
    }
  }
}

}  // namespace
}  // namespace slugspec
