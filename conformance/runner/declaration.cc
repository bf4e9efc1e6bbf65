#include "conformance/runner/declaration.h"

#include <string>

#include "conformance/protocol/capabilities.h"

namespace slugspec::conformance {

Status ParseDeclaration(std::string_view text, Capability* capability) {
  const size_t slash = text.find('/');
  const size_t eq = text.find('=');
  if (slash == std::string_view::npos || eq == std::string_view::npos || eq < slash) {
    return Status::Failure("a declaration is FORMAT/VERSION=decode,encode,strict,lenient,code, not " +
                           std::string(text));
  }
  capability->Clear();
  capability->set_format(std::string(text.substr(0, slash)));
  capability->set_version(std::string(text.substr(slash + 1, eq - slash - 1)));
  std::string_view rest = text.substr(eq + 1);
  while (!rest.empty()) {
    const size_t comma = rest.find(',');
    const std::string_view word = rest.substr(0, comma);
    if (word == "decode") {
      capability->set_decodes(true);
    } else if (word == "encode") {
      capability->set_encodes(true);
    } else if (word == "strict") {
      capability->set_strict(true);
    } else if (word == "lenient") {
      capability->set_lenient(true);
    } else if (word == "code") {
      capability->set_level_codes(true);
    } else {
      return Status::Failure("unknown capability \"" + std::string(word) +
                             "\" (decode, encode, strict, lenient, code)");
    }
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  if (capability->decodes() && !capability->strict() && !capability->lenient()) capability->set_strict(true);
  return CheckCapability(*capability);
}

Hello OneShotHello(const std::vector<Capability>& declared) {
  Hello hello;
  hello.set_name("one-shot testee");
  hello.set_framing(JSON_LINES);
  if (!declared.empty()) {
    for (const Capability& c : declared) *hello.add_capabilities() = c;
    return hello;
  }
  DeclareEveryCapability(&hello);
  return hello;
}

}  // namespace slugspec::conformance
