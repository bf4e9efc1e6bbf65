// slugspec-reference-testee [--framing json|binary]: the reference library
// as a conformance testee on standard input and output.
#include <cstring>
#include <iostream>

#include "conformance/testees/reference_testee.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  slugspec::conformance::Framing framing = slugspec::conformance::JSON_LINES;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--framing") == 0 && i + 1 < argc) {
      const char* value = argv[++i];
      if (std::strcmp(value, "binary") == 0) {
        framing = slugspec::conformance::BINARY;
      } else if (std::strcmp(value, "json") != 0) {
        std::cerr << "usage: " << argv[0] << " [--framing json|binary]\n";
        return 2;
      }
    }
  }
  return slugspec::conformance::ServeSession(std::cin, std::cout, framing);
}
