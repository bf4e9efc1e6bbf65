// mutant_testee --mutant NAME [--framing json|binary] | --list: the reference
// testee with one seeded bug (mutant_testee.h), on standard input and output.
#include <cstring>
#include <iostream>
#include <string_view>

#include "conformance/testees/mutant_testee.h"
#include "conformance/testees/session.h"

namespace {

int Usage(const char* argv0) {
  std::cerr << "usage: " << argv0 << " --mutant NAME [--framing json|binary]\n"
            << "       " << argv0 << " --list\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace slugspec::conformance;
  std::ios::sync_with_stdio(false);
  Framing framing = JSON_LINES;
  const Mutant* mutant = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--list") {
      // One line each: name, bug, the check that catches it and at what level.
      for (const Mutant& m : AllMutants()) {
        std::cout << m.name << '\t' << m.bug << '\t' << m.check << ' ' << LevelName(m.level) << '\n';
      }
      return 0;
    }
    if (arg == "--mutant" && i + 1 < argc) {
      mutant = FindMutant(argv[++i]);
      if (mutant == nullptr) {
        std::cerr << argv[0] << ": no mutant \"" << argv[i] << "\" (--list shows them)\n";
        return 2;
      }
    } else if (arg == "--framing" && i + 1 < argc) {
      const std::string_view value = argv[++i];
      if (value != "json" && value != "binary") return Usage(argv[0]);
      framing = value == "binary" ? BINARY : JSON_LINES;
    } else {
      return Usage(argv[0]);
    }
  }
  if (mutant == nullptr) return Usage(argv[0]);
  return ServeSession(std::cin, std::cout, MutantHello(*mutant, framing), FramedAnswers(framing, mutant->answer));
}
