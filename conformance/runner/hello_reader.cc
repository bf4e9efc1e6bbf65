#include "conformance/runner/hello_reader.h"

#include <string>

#include "conformance/protocol/capabilities.h"
#include "conformance/runner/declaration.h"
#include "conformance/runner/quote.h"
#include "registry/json.h"

namespace slugspec::conformance {

StatusOr<Hello> ReadHello(std::string_view json) {
  Hello hello;
  if (const Status read = FromJson(json, &hello); !read.ok()) {
    return Status::Failure("the answer to the handshake is not a Hello (" + read.message() + "): " + Quote(json));
  }
  if (hello.framing() != BINARY && hello.framing() != JSON_LINES) {
    return Status::Failure("the Hello chooses no framing (BINARY or JSON_LINES)");
  }
  // Declarations as text are read by the same parser as --declare.
  for (const std::string& text : hello.declared()) {
    if (const Status parsed = ParseDeclaration(text, hello.add_capabilities()); !parsed.ok()) {
      return Status::Failure("protocol error: the Hello declares " + Quote(text) + ": " + parsed.message());
    }
  }
  hello.clear_declared();
  if (const Status checked = CheckHello(hello); !checked.ok()) {
    return Status::Failure("protocol error: " + checked.message());
  }
  // Its name and version are copied into every report and certificate line:
  // bounded like all text from a testee (a 6 MiB name made a 32 MB HTML
  // report of 14 cases).
  for (std::string* text : {hello.mutable_name(), hello.mutable_version()}) {
    if (text->size() > kMaxHelloText) {
      text->resize(kMaxHelloText);
      // Not in the middle of a UTF-8 sequence.
      while (!text->empty() && (static_cast<unsigned char>(text->back()) & 0xC0) == 0x80) text->pop_back();
      if (!text->empty() && static_cast<unsigned char>(text->back()) >= 0xC0) text->pop_back();
      *text += "...";
    }
  }
  return hello;
}

}  // namespace slugspec::conformance
