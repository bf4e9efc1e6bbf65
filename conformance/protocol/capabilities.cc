#include "conformance/protocol/capabilities.h"

#include <string>

#include "registry/format.h"

namespace slugspec::conformance {

void DeclareEveryCapability(Hello* hello) {
  for (const Format* f : AllFormats()) {
    for (std::string_view v : f->versions()) {
      Capability* c = hello->add_capabilities();
      c->set_format(std::string(f->name()));
      c->set_version(std::string(v));
      c->set_decodes(true);
      c->set_encodes(true);
      c->set_strict(true);
      c->set_lenient(true);
    }
  }
}

}  // namespace slugspec::conformance
