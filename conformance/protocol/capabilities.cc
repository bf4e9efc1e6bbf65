#include "conformance/protocol/capabilities.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "common/display.h"
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
      c->set_level_codes(f->HasLevelCodes());
    }
  }
}

Status CheckCapability(const Capability& capability) {
  const std::string name =
      DisplayBytes(capability.format().substr(0, 64)) + "/" + DisplayBytes(capability.version().substr(0, 64));
  const Format* format = FindFormat(capability.format());
  if (format == nullptr) {
    std::string known;
    for (const Format* f : AllFormats()) known += (known.empty() ? "" : ", ") + std::string(f->name());
    return Status::Failure(name + ": no format \"" + DisplayBytes(capability.format().substr(0, 64)) +
                           "\" (formats: " + known + ")");
  }
  const auto versions = format->versions();
  if (std::find(versions.begin(), versions.end(), capability.version()) == versions.end()) {
    std::string known;
    for (std::string_view v : versions) known += (known.empty() ? "" : ", ") + std::string(v);
    return Status::Failure(name + ": " + capability.format() + " has no version \"" +
                           DisplayBytes(capability.version().substr(0, 64)) + "\" (versions: " + known + ")");
  }
  if (!capability.decodes() && !capability.encodes() && !capability.level_codes()) {
    return Status::Failure(name + " neither decodes, encodes nor gives level codes");
  }
  if (capability.level_codes() && !format->HasLevelCodes()) {
    return Status::Failure(name + ": " + capability.format() + " defines no level codes");
  }
  if (capability.decodes() && !capability.strict() && !capability.lenient()) {
    return Status::Failure(name + " decodes in neither profile: say strict, lenient or both");
  }
  return OkStatus();
}

Status CheckHello(const Hello& hello) {
  std::set<std::pair<std::string, std::string>> seen;
  for (const Capability& c : hello.capabilities()) {
    if (Status s = CheckCapability(c); !s.ok()) return Status::Failure("the Hello declares " + s.message());
    if (!seen.emplace(c.format(), c.version()).second) {
      return Status::Failure("the Hello declares " + c.format() + "/" + c.version() + " twice");
    }
  }
  if (seen.empty()) {
    return Status::Failure(
        "the Hello declares no capability (spec/conformance.md §2: each format and version it decodes or encodes)");
  }
  return OkStatus();
}

}  // namespace slugspec::conformance
