// FormatKit: what the harnesses (property tests, the conformance runner, the
// fuzzers) need from a format beyond the library's Format interface: models
// and edits to generate cases from, the requirement ids those cases exercise,
// and models an encoder must refuse. Each format folder provides one
// (reference/<format>/kit.cc); nothing outside a format's folder knows what
// is inside it. Kept out of the installed library: it links RapidCheck.
#ifndef SLUGSPEC_KIT_FORMAT_KIT_H_
#define SLUGSPEC_KIT_FORMAT_KIT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "registry/format.h"

namespace slugspec {

// A model with one thing wrong, named for case ids ("cell-81").
struct BadModel {
  std::string name;
  std::unique_ptr<google::protobuf::Message> model;
};

// The requirement ids (spec/*.md) that each generated check exercises.
struct KitRequirements {
  std::vector<std::string> transit;         // a valid slug damaged in transit
  std::vector<std::string> encode;          // a generated model, encoded canonically
  std::vector<std::string> invalid_model;   // a model the encoder must refuse
};

class FormatKit {
 public:
  virtual ~FormatKit() = default;

  virtual const Format& format() const = 0;

  // A model that `version` can express, in canonical form, with its format
  // and version fields set: the same model for the same seed on every
  // machine and compiler.
  virtual std::unique_ptr<google::protobuf::Message> GenerateModel(std::string_view version,
                                                                    uint64_t seed) const = 0;
  // The characters random edits of a slug draw from: the format's alphabet
  // and what its decoders treat specially. ASCII only (slugs travel as text).
  virtual std::string EditCharacters() const = 0;
  virtual KitRequirements Requirements() const = 0;
  // Models that every version's encoder must reject, each for one reason.
  virtual std::vector<BadModel> BadModels() const = 0;
};

// Every format's kit, in the order of AllFormats().
const std::vector<const FormatKit*>& AllKits();
// The kit of the format of that name, or null.
const FormatKit* FindKit(std::string_view format);

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_FORMAT_KIT_H_
