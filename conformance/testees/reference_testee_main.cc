// reference_testee [--framing json|binary] [--only FORMAT/VERSION ...]: the
// reference library as a conformance testee on standard input and output.
// --only declares just those capabilities (repeatable), so that the reference
// can be run on exactly the cases another testee gets, e.g. to compare speed.
#include <algorithm>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "conformance/testees/reference_testee.h"
#include "conformance/testees/session.h"

namespace {

int Usage(const char* argv0) {
  std::cerr << "usage: " << argv0 << " [--framing json|binary] [--only FORMAT/VERSION ...]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace slugspec::conformance;
  std::ios::sync_with_stdio(false);
  Framing framing = JSON_LINES;
  std::vector<std::string> only;
  for (int i = 1; i < argc; i += 2) {  // every option takes a value
    if (i + 1 >= argc) return Usage(argv[0]);
    const char* value = argv[i + 1];
    if (std::strcmp(argv[i], "--framing") == 0) {
      if (std::strcmp(value, "binary") == 0) {
        framing = BINARY;
      } else if (std::strcmp(value, "json") != 0) {
        return Usage(argv[0]);
      }
    } else if (std::strcmp(argv[i], "--only") == 0) {
      only.emplace_back(value);
    } else {
      return Usage(argv[0]);
    }
  }
  Hello hello = ReferenceHello(framing);
  if (!only.empty()) {
    auto* caps = hello.mutable_capabilities();
    caps->erase(std::remove_if(caps->begin(), caps->end(),
                               [&](const Capability& c) {
                                 return std::find(only.begin(), only.end(), c.format() + "/" + c.version()) ==
                                        only.end();
                               }),
                caps->end());
    if (caps->empty()) {
      std::cerr << argv[0] << ": --only matches no format and version of the reference\n";
      return 2;
    }
  }
  return ServeSession(std::cin, std::cout, hello, FramedAnswers(framing, Answer));
}
