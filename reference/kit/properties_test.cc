// The properties every format keeps, for every kit of the format list
// (RapidCheck, with shrinking): decode inverts encode in every version,
// encoding is canonical (independent of list order) and idempotent, upgrade
// keeps the game, lenient accepts what strict accepts with the same model,
// any corrupted slug is rejected with a code or decodes to a model the
// format's rules accept, and models print as protobuf's JSON mapping. A format's folder keeps only the properties that
// are its own.
#include <rapidcheck.h>

#include <algorithm>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "common/display.h"
#include "kit/format_kit.h"
#include "kit/rapidcheck_generators.h"
#include "registry/json.h"

// Counterexamples show a model as the JSON line `slug decode` would print.
namespace google::protobuf {
void showValue(const Message& m, std::ostream& os) { os << slugspec::ToJson(m); }
}  // namespace google::protobuf

namespace slugspec {
namespace {

using generators::GenCorruptedSlug;
using generators::GenModel;
using generators::GenVersion;
using generators::ModelPtr;
using google::protobuf::Message;
using google::protobuf::util::MessageDifferencer;

std::string MustEncode(const Format& f, const Message& model, std::string_view version) {
  std::string slug;
  const Status s = f.Encode(model, version, &slug);
  if (!s.ok()) RC_FAIL("encoding " + ToJson(model) + " in " + std::string(version) + " fails: " + s.ToString());
  return slug;
}

std::unique_ptr<Message> Copy(const Message& m) {
  std::unique_ptr<Message> copy(m.New());
  copy->CopyFrom(m);
  return copy;
}

// `model` with its version field set to `version`.
std::unique_ptr<Message> WithVersion(const Message& model, const std::string& version) {
  std::unique_ptr<Message> copy = Copy(model);
  copy->GetReflection()->SetString(copy.get(), copy->GetDescriptor()->FindFieldByName("version"), version);
  return copy;
}

// Runs `property` for every kit, one RapidCheck run each.
template <typename Property>
void ForEveryKit(const char* name, Property property) {
  for (const FormatKit* kit : AllKits()) {
    const std::string title = std::string(kit->format().name()) + ": " + name;
    EXPECT_TRUE(rc::check(title, [kit, &property] { property(*kit); })) << title;
  }
}

TEST(EveryFormat, DecodeInvertsEncodeInEveryVersion) {
  ForEveryKit("decode inverts encode in every version", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr model = *GenModel(kit, v);
    const std::string slug = MustEncode(f, *model, v);
    const std::unique_ptr<Message> back = f.NewModel();
    const Status s = f.Decode(slug, Profile::kStrict, back.get());
    RC_ASSERT(s.ok());
    // The generated model is canonical: strict gives it back field for
    // field, in the version the format's spec reports for the slug.
    const std::string reported = kit.ReportedVersion(*model, v, slug);
    RC_ASSERT(ModelVersion(*back) == reported);
    RC_ASSERT(MessageDifferencer::Equals(*back, *WithVersion(*model, reported)));
    RC_TAG(v);
  });
}

TEST(EveryFormat, EncodingIsCanonicalAndIdempotent) {
  ForEveryKit("encoding is canonical and idempotent", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr model = *GenModel(kit, v);
    const std::string slug = MustEncode(f, *model, v);
    // Any order of the same list items is the same game and the same link:
    // every repeated field of the model is shuffled by a generated order.
    std::unique_ptr<Message> shuffled = Copy(*model);
    const google::protobuf::Reflection* r = shuffled->GetReflection();
    const std::vector<size_t> order = *rc::gen::arbitrary<std::vector<size_t>>();
    for (int i = 0; i < shuffled->GetDescriptor()->field_count(); ++i) {
      const google::protobuf::FieldDescriptor* field = shuffled->GetDescriptor()->field(i);
      if (!field->is_repeated()) continue;
      const int n = r->FieldSize(*shuffled, field);
      for (size_t k = 0; k < order.size() && n > 1; ++k) {
        r->SwapElements(shuffled.get(), field, static_cast<int>(k % static_cast<size_t>(n)),
                        static_cast<int>(order[k] % static_cast<size_t>(n)));
      }
    }
    RC_ASSERT(MustEncode(f, *shuffled, v) == slug);
    // Re-encoding what strict decoding returns, in the version it reports,
    // gives the slug back; and the slug has the shape the spec gives it.
    const std::unique_ptr<Message> back = f.NewModel();
    RC_ASSERT(f.Decode(slug, Profile::kStrict, back.get()).ok());
    RC_ASSERT(MustEncode(f, *back, ModelVersion(*back)) == slug);
    const std::string shape = kit.CheckCanonical(*back, v, slug);
    if (!shape.empty()) RC_FAIL(shape);
    RC_TAG(v);
  });
}

TEST(EveryFormat, DifferencesAreNamedExactlyWhenTheGamesDiffer) {
  ForEveryKit("differences are named exactly when the games differ", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr a = *GenModel(kit, v);
    const ModelPtr b = *GenModel(kit, *GenVersion(kit));
    // A variant of `a`: one element of a list listed twice (the same game)
    // or left out (usually another), as a testee's answer might be.
    std::unique_ptr<Message> variant = Copy(*a);
    const google::protobuf::Reflection* r = variant->GetReflection();
    const google::protobuf::Descriptor* d = variant->GetDescriptor();
    const bool repeat = *rc::gen::arbitrary<bool>();
    const int pick = *rc::gen::inRange(0, 1 << 16);
    for (int i = 0; i < d->field_count(); ++i) {
      const google::protobuf::FieldDescriptor* field = d->field(i);
      const int n = field->is_repeated() && field->cpp_type() == google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE
                        ? r->FieldSize(*variant, field)
                        : 0;
      if (n == 0) continue;
      const int k = pick % n;
      if (repeat) {
        r->AddMessage(variant.get(), field)->CopyFrom(r->GetRepeatedMessage(*variant, field, k));
      } else {
        r->SwapElements(variant.get(), field, k, n - 1);
        r->RemoveLast(variant.get(), field);
      }
      break;
    }
    for (const Message* other : {a.get(), b.get(), static_cast<const Message*>(variant.get())}) {
      const std::vector<std::string> lines = f.Differences(*a, *other, 3);
      RC_ASSERT(lines.empty() == f.SameGame(*a, *other));
      RC_ASSERT(lines.size() <= 4u);  // three, and "and N more differences"
      for (const std::string& line : lines) RC_ASSERT(!line.empty());
    }
    RC_CLASSIFY(!f.SameGame(*a, *variant), "the variant is another game");
  });
}

TEST(EveryFormat, UpgradeKeepsTheGameFromEveryVersion) {
  ForEveryKit("upgrade keeps the game from every version", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr model = *GenModel(kit, v);
    const Profile profile = *rc::gen::element(Profile::kStrict, Profile::kLenient);
    const std::string current(f.current_version());
    std::string upgraded;
    const Status u = f.Upgrade(MustEncode(f, *model, v), profile, &upgraded);
    // An older version may hold what the current one cannot (a legacy board
    // side over the current maximum): then the model rules refuse it alike.
    const Status rules = f.CheckModel(*model, current);
    RC_ASSERT(u.ok() == rules.ok());
    RC_ASSERT(u.code() == rules.code());
    RC_CLASSIFY(!u.ok(), "beyond the current version");
    if (!u.ok()) return;
    RC_ASSERT(upgraded == MustEncode(f, *model, current));
    const std::unique_ptr<Message> back = f.NewModel();
    RC_ASSERT(f.Decode(upgraded, Profile::kStrict, back.get()).ok());
    RC_ASSERT(f.SameGame(*back, *model));
    RC_ASSERT(ModelVersion(*back) == current);
    RC_TAG(v);
  });
}

// A decode of `slug` in `profile`: a model the format's rules accept, or a
// rejection with a code, an offset into the slug and nothing left behind.
void CheckAnyDecode(const Format& f, const std::string& slug, Profile profile, const Status& s, const Message& m) {
  if (s.ok()) {
    RC_ASSERT(ModelFormat(m) == f.name());
    const std::vector<std::string_view> versions = f.versions();
    RC_ASSERT(std::find(versions.begin(), versions.end(), ModelVersion(m)) != versions.end());
    RC_ASSERT(f.CheckModel(m, ModelVersion(m)).ok());
  } else {
    RC_ASSERT(ErrorCode_IsValid(s.code()));
    RC_ASSERT(s.code() != ERROR_CODE_UNSPECIFIED);
    RC_ASSERT(s.offset() <= slug.size());
    RC_ASSERT(m.ByteSizeLong() == 0u);
    if (profile == Profile::kLenient) RC_ASSERT(s.code() != NON_CANONICAL);
  }
}

TEST(EveryFormat, CorruptionIsRejectedWithACodeOrDecodesToAValidModel) {
  ForEveryKit("corruption is rejected with a code or decodes to a valid model", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string slug = *rc::gen::oneOf(
        GenCorruptedSlug(kit), rc::gen::mapcat(GenVersion(kit), [&kit, &f](const std::string& v) {
          return rc::gen::map(GenModel(kit, v), [&f, v](const ModelPtr& m) { return MustEncode(f, *m, v); });
        }));
    const std::unique_ptr<Message> strict = f.NewModel();
    const std::unique_ptr<Message> lenient = f.NewModel();
    const Status s = f.Decode(slug, Profile::kStrict, strict.get());
    const Status l = f.Decode(slug, Profile::kLenient, lenient.get());
    CheckAnyDecode(f, slug, Profile::kStrict, s, *strict);
    CheckAnyDecode(f, slug, Profile::kLenient, l, *lenient);
    // Lenient accepts everything strict accepts, with the same model.
    if (s.ok()) {
      RC_ASSERT(l.ok());
      RC_ASSERT(MessageDifferencer::Equals(*strict, *lenient));
    }
    RC_TAG(s.ok() ? "strict accepts" : l.ok() ? "only lenient accepts" : std::string(CodeName(s.code())));
  });
}

TEST(EveryFormat, LenientRepairsEveryTransitDamageAndStrictRejectsIt) {
  ForEveryKit("lenient repairs every transit damage, strict rejects it", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr model = *GenModel(kit, v);
    const std::string slug = MustEncode(f, *model, v);
    const std::unique_ptr<Message> canonical = f.NewModel();
    RC_ASSERT(f.Decode(slug, Profile::kStrict, canonical.get()).ok());
    const std::vector<Spelling> damages = kit.RepairableDamages(slug);
    RC_ASSERT(!damages.empty());
    const Spelling& damaged = *rc::gen::elementOf(damages);
    const std::unique_ptr<Message> back = f.NewModel();
    const Status l = f.Decode(damaged.text, Profile::kLenient, back.get());
    // Damage can take a long slug past the input limit, checked before any
    // repair (spec/README.md §4).
    if (damaged.text.size() > f.max_input_size()) {
      RC_ASSERT(l.code() == INPUT_TOO_LONG);
      RC_SUCCEED("over the input limit");
    }
    if (!l.ok()) RC_FAIL(damaged.what + " \"" + DisplayBytes(damaged.text) + "\": " + l.ToString());
    RC_ASSERT(MessageDifferencer::Equals(*back, *canonical));
    // One game, one link: any other spelling fails strict decoding.
    if (damaged.text != slug) RC_ASSERT(!f.Decode(damaged.text, Profile::kStrict, back.get()).ok());
    RC_TAG(damaged.what);
  });
}

// Writer spellings (spec/README.md §2): what a real encoder of a version
// wrote is read by strict as the same game, and the kit's check says so.
TEST(EveryFormat, WriterSpellingsOpenStrictlyAsTheSameGame) {
  ForEveryKit("writer spellings open strictly as the same game", [](const FormatKit& kit) {
    const Format& f = kit.format();
    const std::string v = *GenVersion(kit);
    const ModelPtr model = *GenModel(kit, v);
    const std::string canonical = MustEncode(f, *model, v);
    RC_ASSERT(!kit.IsWriterSpelling(canonical, canonical, v));
    const std::unique_ptr<Message> want = f.NewModel();
    RC_ASSERT(f.Decode(canonical, Profile::kStrict, want.get()).ok());
    for (const Spelling& spelling : kit.WriterSpellings(*model, v)) {
      RC_CLASSIFY(true, "has writer spellings");
      RC_ASSERT(spelling.text != canonical);
      for (const Profile profile : {Profile::kStrict, Profile::kLenient}) {
        const std::unique_ptr<Message> got = f.NewModel();
        const Status s = f.Decode(spelling.text, profile, got.get());
        if (!s.ok()) RC_FAIL(spelling.what + ": " + spelling.text + " is rejected: " + s.ToString());
        RC_ASSERT(MessageDifferencer::Equals(*got, *want));
      }
      RC_ASSERT(kit.IsWriterSpelling(spelling.text, canonical, ModelVersion(*want)));
    }
  });
}

// The command line and the protocol print models with the fast JSON mapping
// (registry/json.h); it must be protobuf's proto3 JSON mapping exactly, on
// every format's models, and read back what it prints.
TEST(EveryFormat, ModelsPrintAsProtobufAndReadBack) {
  ForEveryKit("models print as protobuf and read back", [](const FormatKit& kit) {
    const ModelPtr model = *GenModel(kit, *GenVersion(kit));
    const std::string json = ToJson(*model);
    RC_ASSERT(json == internal::ProtobufJsonForTest(*model));
    const std::unique_ptr<Message> back = kit.format().NewModel();
    RC_ASSERT(FromJson(json, back.get()).ok());
    RC_ASSERT(MessageDifferencer::Equals(*back, *model));
  });
}

}  // namespace
}  // namespace slugspec
