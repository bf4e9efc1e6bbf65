// The models `slug` decodes into, one per format, cleared and used again
// for each input: a cleared protobuf message keeps its allocations, so batch
// mode allocates no model per line.
#ifndef SLUGSPEC_VERBS_MODEL_CACHE_H_
#define SLUGSPEC_VERBS_MODEL_CACHE_H_

#include <map>
#include <memory>

#include "registry/format.h"

namespace slugspec::verbs {

class ModelCache {
 public:
  ModelMessage* For(const Format& f) {
    std::unique_ptr<ModelMessage>& m = models_[&f];
    if (m == nullptr) {
      m = f.NewModel();
    } else {
      m->Clear();
    }
    return m.get();
  }

 private:
  std::map<const Format*, std::unique_ptr<ModelMessage>> models_;
};

}  // namespace slugspec::verbs

#endif  // SLUGSPEC_VERBS_MODEL_CACHE_H_
