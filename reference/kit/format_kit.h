// FormatKit: what the harnesses (property tests, the conformance runner, the
// fuzzers) need from a format beyond the library's Format interface: a
// generator of models, the transit damage its lenient profile
// repairs, the requirement ids generated cases exercise, models an encoder
// must refuse, and the format's own extra checks. Each format folder provides
// one (reference/<format>/kit.cc); the generic harnesses
// (kit/properties_test.cc, fuzz/format/, conformance/runner/) run the same
// checks for every kit and know nothing of what is inside a format. Every
// member is pure virtual, so a format that forgets a piece does not compile.
// Kept out of the installed library, and free of any test framework: the
// certifying runner links it.
#ifndef SLUGSPEC_KIT_FORMAT_KIT_H_
#define SLUGSPEC_KIT_FORMAT_KIT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "common/profile.h"
#include "common/status.h"
#include "kit/draw.h"
#include "registry/format.h"

namespace slugspec {

// A model with one thing wrong, named for case ids ("cell-81").
struct BadModel {
  std::string name;
  std::unique_ptr<google::protobuf::Message> model;
  // What is wrong is the protocol's model, not a game a codec could be
  // handed: a second entry for one place (a cell, a colour letter) where
  // the game holds one, or a model of another format. An adapter that maps
  // the protocol's model into its app's own (a 9x9 grid) never passes such a
  // model on, so its encoder is not judged on it at REQUIRED
  // (spec/conformance.md §4, encode.invalid).
  bool protocol_only = false;
};

// A spelling of a slug and what made it ("wrapped", "escaped once").
struct Spelling {
  std::string what;
  std::string text;
};

// How complete the format's golden corpus must be (corpus/reader's test): at
// least this many vectors, and every decode error code the format uses
// (spec/errors.md) in at least `per_error_code` of them. A format whose
// corpus is still growing says {1, 0}.
struct CorpusMinimum {
  size_t vectors;
  int per_error_code;
};

// The requirement ids (spec/*.md) that each generated check exercises.
struct KitRequirements {
  std::vector<std::string> transit;          // a valid slug damaged in transit
  std::vector<std::string> encode;           // a generated model, encoded canonically
  std::vector<std::string> invalid_model;    // a model the encoder must refuse
  std::vector<std::string> level_code = {};  // a level code (formats with level codes)
};

// What a certificate rests on (spec/conformance.md §5, §8), here because a
// format's kit and corpus must supply it: a role is certified only with at
// least kMinCasesPerCheck judged cases in each of its checks (so at least
// that many BadModels for encode.invalid; kit_test checks it), and at least
// kMinAcceptingCases judged cases whose expected outcome is what the role
// produces (a game for a decoder, a slug for an encoder, a code for level
// codes): a role judged on rejections alone certifies nothing.
inline constexpr int kMinCasesPerCheck = 8;
inline constexpr int kMinAcceptingCases = 40;

class FormatKit {
 public:
  virtual ~FormatKit() = default;

  virtual const Format& format() const = 0;

  // ---- Generators ----

  // A model that `version` (one of format().versions()) can express, in
  // canonical form, with its format and version fields set, made from what
  // it draws. The one generator of the format's models: the runner draws
  // from a seed, the property tests from RapidCheck, which shrinks
  // (kit/rapidcheck_generators.h).
  virtual std::unique_ptr<google::protobuf::Message> Generate(Draw& draw, std::string_view version) const = 0;
  // The characters random edits of a slug draw from: the format's alphabet
  // and what its decoders treat specially. ASCII only (slugs travel as text).
  virtual std::string EditCharacters() const = 0;

  // ---- Cases of the conformance runner ----

  virtual KitRequirements Requirements() const = 0;
  virtual CorpusMinimum MinimumCorpus() const = 0;
  // Models that every version's encoder must reject, each for one reason.
  virtual std::vector<BadModel> BadModels() const = 0;

  // ---- Transport ----

  // Spellings of `canonical_slug` damaged in transit that the lenient
  // profile must read as the very model strict reads from `canonical_slug`
  // (each damage alone, and all together where they combine), unless the
  // damage took it past the format's input limit: then INPUT_TOO_LONG.
  virtual std::vector<Spelling> RepairableDamages(std::string_view canonical_slug) const = 0;
  // Whether no lenient repair can change `input`: then both profiles run the
  // same hard checks on the same text, and reject it alike.
  virtual bool UntouchedByRepairs(std::string_view input) const = 0;
  // The codes strict gives only for a spelling that lenient reads (strict's
  // complaints about form, never about content): when strict rejects with
  // one of them, lenient accepts.
  virtual std::vector<ErrorCode> SpellingOnlyCodes() const = 0;

  // ---- Writer spellings (spec/README.md §2) ----

  // Spellings of the game `model` in `version` other than its canonical
  // slug that a real encoder of that version wrote, which strict must accept
  // as the same game (none for a format whose spec lists no writer
  // spelling).
  virtual std::vector<Spelling> WriterSpellings(const google::protobuf::Message& model,
                                                std::string_view version) const = 0;
  // Whether `input`, a slug that strict accepts in `version`, differs from
  // `canonical`, the canonical slug of its game, only in writer spellings
  // (false when the two are equal). The fuzz target's canonical check
  // allows exactly these departures.
  virtual bool IsWriterSpelling(std::string_view input, std::string_view canonical, std::string_view version) const = 0;

  // ---- Versions ----

  // The version a strict decoder reports for `slug`, the canonical slug of
  // `model` written in `written`: `written` itself unless the format's spec
  // says that versions sharing a spelling report another.
  virtual std::string ReportedVersion(const google::protobuf::Message& model, std::string_view written,
                                      std::string_view slug) const = 0;

  // ---- The format's own checks ("" when they hold, else what broke) ----

  // About any decode of `input` (accepted or not) in `profile`.
  virtual std::string CheckDecoded(std::string_view input, Profile profile, const Status& status,
                                   const google::protobuf::Message& model) const = 0;
  // About `slug`, the canonical slug of `model` in `version`: its shape
  // beyond byte equality (lengths, the choice among equivalent forms).
  virtual std::string CheckCanonical(const google::protobuf::Message& model, std::string_view version,
                                     std::string_view slug) const = 0;
  // Whether the fuzzers' round trip of `model` in `version` is cheap enough
  // to run for `input` (a format whose encoder of some version is slow may
  // take turns between versions by the input's bytes).
  virtual bool RoundTripIsCheap(std::string_view input, const google::protobuf::Message& model,
                                std::string_view version) const = 0;

  // ---- Derived, the same for every format ----

  // Generate() drawing from `seed`: the same model for the same seed on every
  // machine and compiler; null for a version the format lacks.
  std::unique_ptr<google::protobuf::Message> GenerateModel(std::string_view version, uint64_t seed) const;
};

// Every format's kit, in the order of AllFormats().
const std::vector<const FormatKit*>& AllKits();
// The kit of the format of that name, or null.
const FormatKit* FindKit(std::string_view format);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_FORMAT_KIT_H_
