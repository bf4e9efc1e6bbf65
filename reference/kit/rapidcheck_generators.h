// RapidCheck generators over the kits, for the property tests: each kit's
// one model generator (FormatKit::Generate) drawing from RapidCheck, so that
// a failing property shrinks to a small counterexample. Tests only.
#ifndef SLUGSPEC_KIT_RAPIDCHECK_GENERATORS_H_
#define SLUGSPEC_KIT_RAPIDCHECK_GENERATORS_H_

#include <rapidcheck.h>

#include <memory>
#include <string>
#include <string_view>

#include <google/protobuf/message.h>

#include "kit/draw.h"
#include "kit/format_kit.h"

namespace slugspec::generators {

// A generated model. Shared and immutable, so that RapidCheck can copy and
// shrink it; copy it (New + CopyFrom) to change it.
using ModelPtr = std::shared_ptr<const google::protobuf::Message>;

// A uniform number in [min, max). RapidCheck scales inRange by the test size,
// which would make the early cases all blank boards.
rc::Gen<int> Uniform(int min, int max);

// Draws from RapidCheck; only inside a generator (rc::gen::exec) or a property.
class RapidCheckDraw final : public Draw {
 public:
  int Uniform(int min, int max) override;
};

// One of the kit's format's versions.
rc::Gen<std::string> GenVersion(const FormatKit& kit);
// The kit's models of `version`.
rc::Gen<ModelPtr> GenModel(const FormatKit& kit, std::string_view version);
// A model of any version, its canonical slug, then 1..4 edits drawing from
// the kit's edit characters and two bytes that are never text.
rc::Gen<std::string> GenCorruptedSlug(const FormatKit& kit);

}  // namespace slugspec::generators

#endif  // SLUGSPEC_KIT_RAPIDCHECK_GENERATORS_H_
