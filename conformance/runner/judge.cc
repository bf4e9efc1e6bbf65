#include "conformance/runner/judge.h"

#include <algorithm>
#include <memory>

#include <google/protobuf/util/message_differencer.h>

#include "common/display.h"
#include "common/profile.h"
#include "common/status.h"
#include "registry/format.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

// The testee's text as a problem line quotes it: at most 1 KiB. The answer
// itself keeps up to 4 KiB (Judge), and a problem that repeated all of it
// would double what every failing case keeps.
std::string Quoted(const std::string& text) {
  constexpr size_t kQuotedBytes = 1024;
  if (text.size() <= kQuotedBytes) return text;
  return text.substr(0, kQuotedBytes) + "... (" + std::to_string(text.size()) + " bytes in all)";
}

std::string CodeWithStage(ErrorCode code) {
  return std::string(CodeName(code)) + " (" + std::string(StageOf(code)) + ")";
}

// Where an offset points: a byte of the slug for a decode, an element of
// one of the model's lists for an encode (spec/errors.md: an encoder's
// offset is the index of the offending element).
std::string Place(const Case& c, uint32_t offset) {
  return (IsDecodeCheck(c.check) ? " at byte " : " at item ") + std::to_string(offset);
}

// A rejection as the testee gave it. Without a code there is no offset to
// show either: the protocol's default 0 would be an invented one.
std::string Rejection(const Case& c, const Error& e) {
  std::string s = e.code() == ERROR_CODE_UNSPECIFIED
                      ? "rejected without an error code"
                      : "rejected with " + CodeWithStage(e.code()) + Place(c, e.offset());
  if (!e.message().empty()) s += ": " + Quoted(e.message());
  return s;
}

// The same without the testee's message or the offset: the words of a kind
// of failure, which groups cases (a testee's text, varying from case to
// case, would make a kind of every message).
std::string RejectionKind(const Error& e) {
  return e.code() == ERROR_CODE_UNSPECIFIED ? "without an error code" : "with " + CodeWithStage(e.code());
}

// The reference's rejection, for failure lines: "BAD_CHARACTER (syntax) at
// byte 4 (\"the reference's message\")".
std::string ReferenceRejection(const Case& c) {
  if (c.expected.codes.empty()) return "a rejection";
  std::string s = CodeWithStage(c.expected.codes.front()) + Place(c, c.expected.offset);
  if (!c.expected.message.empty()) s += " (\"" + c.expected.message + "\")";
  return s;
}

// The code alone, for a kind: "BAD_CHARACTER (syntax)".
std::string ExpectedCode(const Case& c) {
  return c.expected.codes.empty() ? "a rejection" : CodeWithStage(c.expected.codes.front());
}

std::string Expected(const Case& c) {
  if (c.expected.accept && IsCodeCheck(c.check)) return "the level code " + c.expected.canonical;
  if (c.expected.accept) return IsDecodeCheck(c.check) ? "the game" : "a slug";
  std::string s = "a rejection";
  if (c.expected.judge_code && !c.expected.codes.empty()) s += " with " + CodeWithStage(c.expected.codes.front());
  return s;
}

// Expected without what is particular to the case (a level code's value).
std::string ExpectedKind(const Case& c) {
  if (c.expected.accept && IsCodeCheck(c.check)) return "a level code";
  return Expected(c);
}

// The decoded model of the case's format inside `d`, or null.
const Message* ModelOf(const Decoded& d, const std::string& format) {
  const auto* field = d.GetDescriptor()->FindFieldByName(format);
  if (field == nullptr || !d.GetReflection()->HasField(d, field)) return nullptr;
  return &d.GetReflection()->GetMessage(d, field);
}

void ClearStringField(Message* model, const char* name) {
  const google::protobuf::FieldDescriptor* field = model->GetDescriptor()->FindFieldByName(name);
  if (field != nullptr && field->type() == google::protobuf::FieldDescriptor::TYPE_STRING && !field->is_repeated()) {
    model->GetReflection()->ClearField(model, field);
  }
}

// At most this many differences are named in a problem line.
constexpr size_t kDifferenceLines = 4;

// "decoded to a different game: cell 80 (row 8, column 8) given 3; ...".
std::string DifferentGame(const Format& format, const Message& expected, const Message& got, std::string_view what) {
  std::string s(what);
  const std::vector<std::string> lines = format.Differences(expected, got, kDifferenceLines);
  for (size_t i = 0; i < lines.size(); ++i) s += (i == 0 ? ": " : "; ") + lines[i];
  return s;
}

// What keeps the same game from being the same model: the version, or the
// first list (or field) that differs, named from the model's descriptor.
std::string ModelMismatch(const Message& expected, const Message& got) {
  const std::string want_version = ModelVersion(expected), got_version = ModelVersion(got);
  if (want_version != got_version) {
    return "the same game, but version \"" + DisplayBytes(got_version.substr(0, 32)) +
           "\" where the reference reports \"" + want_version + "\"";
  }
  const google::protobuf::Reflection* want = expected.GetReflection();
  const google::protobuf::Reflection* have = got.GetReflection();
  const google::protobuf::Descriptor* d = expected.GetDescriptor();
  for (int i = 0; i < d->field_count(); ++i) {
    const google::protobuf::FieldDescriptor* f = d->field(i);
    if (!f->is_repeated()) continue;
    const int n = want->FieldSize(expected, f), m = have->FieldSize(got, f);
    if (n != m) {
      // Only the counts: why they differ (a repeat kept or dropped, a line
      // break read as an element) is the testee's to find.
      return "the same game, but " + f->name() + " has " + std::to_string(m) + " elements where the reference has " +
             std::to_string(n);
    }
    if (f->cpp_type() != google::protobuf::FieldDescriptor::CPPTYPE_MESSAGE) continue;
    for (int j = 0; j < n; ++j) {
      if (!google::protobuf::util::MessageDifferencer::Equals(want->GetRepeatedMessage(expected, f, j),
                                                              have->GetRepeatedMessage(got, f, j))) {
        return "the same game, but " + f->name() + " in another order: element " + std::to_string(j) +
               " is not the slug's";
      }
    }
  }
  return "the same game, but not the same model";
}

void Fail(Verdict* level, Outcome* o, std::string problem, std::string kind = {}) {
  *level = Verdict::kFail;
  if (o->problem.empty()) {
    o->problem = std::move(problem);
    o->kind = std::move(kind);
  }
}

// The level at which the expected acceptance is judged.
Verdict* AcceptLevel(const Case& c, Outcome* o) { return c.expected.required ? &o->required : &o->recommended; }

void JudgeDecodeAccept(const Case& c, const Format& format, const Response& r, Outcome* o) {
  Verdict* level = AcceptLevel(c, o);
  if (r.has_rejected()) {
    // What was rejected says the kind: a link the strict profile accepts
    // too, or one only the lenient profile's repairs open.
    const std::string what =
        c.expected.required ? "rejected a valid link " : "rejected a link the lenient profile opens ";
    return Fail(level, o, Rejection(c, r.rejected()) + "; expected the game", what + RejectionKind(r.rejected()));
  }
  if (!r.has_decoded()) return Fail(level, o, "answered a slug to a decode; expected the game");
  const Message* got = ModelOf(r.decoded(), c.format);
  if (got == nullptr) return Fail(level, o, "decoded, but with no " + c.format + " model");
  // A wrong game is worse than a clean rejection: REQUIRED in every check,
  // also where accepting at all is only RECOMMENDED (lenient repairs).
  if (!format.SameGame(*c.expected.model, *got)) {
    return Fail(&o->required, o, DifferentGame(format, *c.expected.model, *got, "decoded to a different game"),
                "decoded to a different game");
  }
  *level = Verdict::kPass;
  // RECOMMENDED: the very model, in the slug's order and with its version.
  // A game that names no version (and no format: the answer's field names
  // it) is a player's, which reads every version into one state: it is
  // compared without them (spec/conformance.md §5).
  const Message* want = c.expected.model.get();
  std::unique_ptr<Message> unnamed;
  if (ModelVersion(*got).empty() && !ModelVersion(*want).empty()) {
    o->version_unnamed = true;
    unnamed.reset(want->New());
    unnamed->CopyFrom(*want);
    ClearStringField(unnamed.get(), "version");
    if (ModelFormat(*got).empty()) ClearStringField(unnamed.get(), "format");
    want = unnamed.get();
  }
  if (!IdenticalMessages(*want, *got)) {
    return Fail(&o->recommended, o, ModelMismatch(*want, *got), "the same game, but not the same model");
  }
  o->recommended = Verdict::kPass;
}

// A level code: the reference's, as the format reads codes (REQUIRED; a
// refusal is judged as a decode's, a wrong code is REQUIRED always), and
// written as the reference writes it (RECOMMENDED).
void JudgeLevelCode(const Case& c, const Format& format, const Response& r, Outcome* o) {
  Verdict* level = AcceptLevel(c, o);
  const std::string want = c.expected.canonical;
  if (r.has_rejected()) {
    return Fail(level, o, Rejection(c, r.rejected()) + "; expected the level code " + want,
                "rejected a slug that has a level code " + RejectionKind(r.rejected()));
  }
  if (!r.has_level_code()) return Fail(level, o, "answered no level code; expected " + want, "answered no level code");
  std::string written;
  const Status s = format.ReadLevelCode(r.level_code(), &written);
  if (!s.ok()) {
    return Fail(&o->required, o,
                "answered \"" + DisplayBytes(r.level_code().substr(0, 64)) + "\", which is not a level code (" +
                    s.ToString() + "); expected " + want,
                "answered what is not a level code");
  }
  if (written != want) {
    return Fail(&o->required, o, "the level code " + written + ", where the reference's is " + want,
                "a wrong level code");
  }
  *level = Verdict::kPass;
  if (r.level_code() != want) {
    return Fail(
        &o->recommended, o,
        "the right level code, written \"" + DisplayBytes(r.level_code().substr(0, 64)) + "\" instead of " + want,
        "the right level code, not written as the reference writes it");
  }
  o->recommended = Verdict::kPass;
}

// REQUIRED: the rejection (RECOMMENDED only for the length limits).
// RECOMMENDED: its code, then, where the code is the reference's, its offset.
void JudgeReject(const Case& c, const Response& r, Outcome* o) {
  Verdict* level = c.expected.required ? &o->required : &o->recommended;
  if (!r.has_rejected()) {
    return Fail(level, o,
                std::string(r.has_decoded()      ? "accepted"
                            : r.has_slug()       ? "encoded"
                            : r.has_level_code() ? "gave a level code for"
                                                 : "answered") +
                    " what must be rejected; the reference rejects it with " + ReferenceRejection(c),
                "did not reject what the reference rejects with " + ExpectedCode(c));
  }
  *level = Verdict::kPass;
  if (!c.expected.judge_code) return;  // a version the testee does not read: any code will do
  const Error& e = r.rejected();
  if (e.code() == ERROR_CODE_UNSPECIFIED) {
    return Fail(&o->recommended, o, "rejected, but no error code given; the reference gives " + ReferenceRejection(c),
                "rejected without an error code, where the reference gives " + ExpectedCode(c));
  }
  const auto& allowed = c.expected.codes;
  if (std::find(allowed.begin(), allowed.end(), e.code()) == allowed.end()) {
    const ErrorCode want = allowed.empty() ? ERROR_CODE_UNSPECIFIED : allowed.front();
    const bool same_stage = StageOf(e.code()) == StageOf(want);
    return Fail(&o->recommended, o,
                Rejection(c, e) + "; the reference rejects it with " + ReferenceRejection(c) +
                    (same_stage ? ": right stage, wrong code" : ": wrong stage"),
                "rejected " + RejectionKind(e) + " where the reference gives " + ExpectedCode(c));
  }
  // The reference's offset belongs to its own code; another allowed code's
  // place is not judged.
  if (!allowed.empty() && e.code() == allowed.front() && e.offset() != c.expected.offset) {
    return Fail(
        &o->recommended, o,
        Rejection(c, e) + "; the reference rejects it with " + ReferenceRejection(c) + ": right code, wrong offset",
        "rejected " + RejectionKind(e) + " at another offset than the reference's");
  }
  o->recommended = Verdict::kPass;
}

void JudgeEncode(const Case& c, const Format& format, const Response& r, Outcome* o) {
  if (r.has_rejected()) {
    return Fail(&o->required, o, Rejection(c, r.rejected()) + "; expected a slug",
                "rejected a model it must encode " + RejectionKind(r.rejected()));
  }
  if (!r.has_slug()) return Fail(&o->required, o, "answered a model to an encode; expected a slug");
  // REQUIRED: the slug opens, in the reference, as the same game. Lenient,
  // as players open links: a spelling the canonical rule does not choose is
  // a RECOMMENDED failure below, not a broken link.
  std::unique_ptr<Message> back = format.NewModel();
  const Status s = format.Decode(r.slug(), Profile::kLenient, back.get());
  // A slug the reference cannot open and one that opens as another game
  // are one kind: an encoder defect shows as either, case by case (a
  // coordinate written transposed lands off the board or on another cell).
  constexpr char kNotThisGame[] = "wrote a slug that is not the model's game";
  if (!s.ok()) return Fail(&o->required, o, "the reference cannot open the slug: " + s.ToString(), kNotThisGame);
  if (!format.SameGame(*c.expected.model, *back)) {
    return Fail(&o->required, o, DifferentGame(format, *c.expected.model, *back, "the slug opens as a different game"),
                kNotThisGame);
  }
  o->required = Verdict::kPass;
  if (r.slug() == c.expected.canonical) {
    o->recommended = Verdict::kPass;
    return;
  }
  size_t i = 0;
  while (i < r.slug().size() && i < c.expected.canonical.size() && r.slug()[i] == c.expected.canonical[i]) ++i;
  Fail(&o->recommended, o,
       "the same game, but not the canonical slug: they differ from byte " + std::to_string(i) + " (expected " +
           c.expected.canonical + ")",
       "wrote the model's game, but not the canonical slug");
}

// A decode answered with the link the testee shows for what it read (a
// page that writes its own link back: spec/conformance.md §3.3), judged by
// the reference reading that link strictly, as a round trip through the
// testee. The link must be a valid one: a page that writes back damaged
// text has not repaired it. An expected game: the link must hold that game
// (a wrong game is REQUIRED, as a decoder's). An expected rejection: the
// link must hold no game (the page kept the bad link, or showed none), and
// a rejection so read has no code to judge.
void JudgeLink(const Case& c, const Format& format, const std::string& link, Outcome* o) {
  o->judged_by_link = true;
  std::unique_ptr<Message> game = format.NewModel();
  const Status read = format.Decode(link, Profile::kStrict, game.get());
  if (!c.expected.accept) {
    Verdict* level = c.expected.required ? &o->required : &o->recommended;
    if (read.ok()) {
      return Fail(level, o,
                  "opened a game from what must be rejected (the link it shows holds a game); the reference rejects "
                  "it with " +
                      ReferenceRejection(c),
                  "opened a game from what the reference rejects with " + ExpectedCode(c));
    }
    // Read as a rejection without a code, as any other.
    Response rejected;
    rejected.mutable_rejected();
    return JudgeReject(c, rejected, o);
  }
  Verdict* level = AcceptLevel(c, o);
  if (!read.ok()) {
    const bool unchanged = link == c.input;
    return Fail(level, o,
                (unchanged ? std::string("shows the very link it was given, which the reference does not read "
                                         "strictly (a page that writes no link of its own is read with {model}): ")
                           : std::string("shows a link the reference does not read: ")) +
                    read.ToString() + "; expected a link of the game",
                unchanged ? "kept the link it was given, not a valid one of the game"
                          : "showed a link the reference does not read");
  }
  if (!format.SameGame(*c.expected.model, *game)) {
    return Fail(&o->required, o, DifferentGame(format, *c.expected.model, *game, "shows a link of a different game"),
                "showed a link of a different game");
  }
  // The model itself (its version, its lists' order) is the testee's own
  // link's, not the slug's: the game is all a round trip can judge.
  *level = Verdict::kPass;
  o->recommended = Verdict::kPass;
}

// What a case keeps of a testee's answer, whatever its size on the wire
// (spec/conformance.md §7): text only shown to people is cut to this many
// bytes before it is judged or kept, and a slug or model past
// kKeptAnswerBytes is judged whole but not kept.
constexpr size_t kKeptTextBytes = 4096;
constexpr size_t kKeptAnswerBytes = 64 * 1024;

void BoundText(std::string* text) {
  if (text->size() <= kKeptTextBytes) return;
  const size_t size = text->size();
  text->resize(kKeptTextBytes);
  *text += "... (" + std::to_string(size) + " bytes in all)";
}

// The verdicts on an answer already bounded, keeping it as given.
Outcome Verdicts(const Case& c, const Response& received) {
  Outcome o;
  o.sent = true;
  o.received = received;
  if (received.has_skipped()) {
    o.skipped = true;
    o.problem = "skipped by the testee: " + Quoted(received.skipped());
    return o;
  }
  if (received.has_runtime_error()) {
    Fail(&o.required, &o, "runtime error: " + Quoted(received.runtime_error()) + "; expected " + Expected(c),
         "runtime error; expected " + ExpectedKind(c));
    return o;
  }
  const Format* format = FindFormat(c.format);
  if (format == nullptr) {  // cases are only built for registered formats
    Fail(&o.required, &o, "no reference format " + c.format);
    return o;
  }
  if (IsCodeCheck(c.check)) {
    if (c.expected.accept) {
      JudgeLevelCode(c, *format, received, &o);
    } else {
      JudgeReject(c, received, &o);
    }
  } else if (!IsDecodeCheck(c.check)) {
    if (c.expected.accept) {
      JudgeEncode(c, *format, received, &o);
    } else {
      JudgeReject(c, received, &o);
    }
  } else if (received.has_link()) {
    JudgeLink(c, *format, received.link(), &o);
  } else if (c.expected.accept) {
    JudgeDecodeAccept(c, *format, received, &o);
  } else {
    JudgeReject(c, received, &o);
  }
  return o;
}

}  // namespace

bool IdenticalMessages(const Message& a, const Message& b) {
  if (a.GetDescriptor() != b.GetDescriptor()) return false;
  // Without maps, serializing writes fields in number order and list
  // elements in list order: equal messages give equal bytes, and a field
  // set in one only (a oneof member, a message) gives different ones.
  std::string x, y;
  return a.SerializeToString(&x) && b.SerializeToString(&y) && x == y;
}

Outcome Judge(const Case& c, const Response& answer) {
  Response received = answer;
  // Fields this runner does not know are no part of any verdict: a testee
  // padding its answers with them must not make the runner keep them.
  received.DiscardUnknownFields();
  if (received.has_runtime_error()) BoundText(received.mutable_runtime_error());
  if (received.has_skipped()) BoundText(received.mutable_skipped());
  if (received.has_rejected()) BoundText(received.mutable_rejected()->mutable_message());
  Outcome o = Verdicts(c, received);
  // A passing case is counted, not shown: nothing of its answer is kept. A
  // failing one keeps it for the reports, unless it is too large to show.
  if (!Failed(o) && !o.skipped) {
    o.received.Clear();
  } else if (const size_t size = o.received.ByteSizeLong(); size > kKeptAnswerBytes) {
    o.received.Clear();
    o.dropped = "an answer of " + std::to_string(size) + " bytes, judged but not kept";
  }
  return o;
}

void KeepLittle(Outcome* o) {
  o->kept_little = true;
  const std::string note = "; the first " + std::to_string(kFullFailuresPerKind) + " failures of this kind keep more)";
  // A new string, not a resized one: resizing keeps the old capacity, and
  // the point is the memory.
  const auto cut = [&](std::string* text, size_t keep) {
    if (text->size() <= keep) return;
    std::string shorter = text->substr(0, keep) + "... (" + std::to_string(text->size()) + " bytes" + note;
    text->swap(shorter);
  };
  cut(&o->problem, kLittleProblemBytes);
  Response& r = o->received;
  if (r.has_runtime_error()) cut(r.mutable_runtime_error(), kLittleTextBytes);
  if (r.has_skipped()) cut(r.mutable_skipped(), kLittleTextBytes);
  if (r.has_rejected()) cut(r.mutable_rejected()->mutable_message(), kLittleTextBytes);
  if (const size_t size = r.ByteSizeLong(); size > kLittleAnswerBytes) {
    r.Clear();
    o->dropped = "an answer of " + std::to_string(size) + " bytes, judged but not kept (the first " +
                 std::to_string(kFullFailuresPerKind) + " failures of its kind keep theirs)";
  }
  if (o->stderr_tail.size() > kLittleTextBytes) {
    std::string last = o->stderr_tail.substr(o->stderr_tail.size() - kLittleTextBytes);
    o->stderr_tail.swap(last);
  }
}

Outcome RuntimeFailure(const Case& c, const std::string& what) {
  // The runner's own words, but they may quote the testee.
  Response r;
  r.set_runtime_error(what);
  Outcome o = Judge(c, r);
  // Its kind is what happened ("exited with status 139"), not the one kind
  // that a testee's own runtime errors share.
  o.kind.clear();
  return o;
}

}  // namespace slugspec::conformance
