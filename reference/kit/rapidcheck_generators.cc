#include "kit/rapidcheck_generators.h"

#include <utility>
#include <vector>

#include "kit/slug_edits.h"

namespace slugspec::generators {

rc::Gen<int> Uniform(int min, int max) { return rc::gen::resize(100, rc::gen::inRange(min, max)); }

int RapidCheckDraw::Uniform(int min, int max) {
  if (max <= min) return min;
  return *generators::Uniform(min, max);
}

rc::Gen<std::string> GenVersion(const FormatKit& kit) {
  std::vector<std::string> names;
  for (std::string_view v : kit.format().versions()) names.emplace_back(v);
  return rc::gen::elementOf(names);
}

rc::Gen<ModelPtr> GenModel(const FormatKit& kit, std::string_view version) {
  return rc::gen::exec([kit = &kit, v = std::string(version)]() -> ModelPtr {
    RapidCheckDraw draw;
    return ModelPtr(kit->Generate(draw, v));
  });
}

rc::Gen<std::string> GenCorruptedSlug(const FormatKit& kit) {
  return rc::gen::exec([kit = &kit] {
    const std::string version = *GenVersion(*kit);
    const ModelPtr model = *GenModel(*kit, version);
    std::string slug;
    (void)kit->format().Encode(*model, version, &slug);  // generated models always encode
    RapidCheckDraw draw;
    return EditSlug(draw, std::move(slug), kit->EditCharacters() + "\x80\xff");
  });
}

}  // namespace slugspec::generators
