// chaos_testee --mode MODE [--every N] [--framing json|binary] [--max-in-flight K] [--pad-bytes B]
// [--mark FILE] | --list: the reference testee that misbehaves on every Nth request
// (chaos_testee.h), on standard input and output.
#include <iostream>
#include <string_view>
#include <vector>

#ifdef __linux__
#include <signal.h>

#include <sys/prctl.h>
#endif

#include "conformance/testees/chaos_testee.h"

int main(int argc, char** argv) {
  using namespace slugspec::conformance;
  std::ios::sync_with_stdio(false);
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  ChaosOptions options;
  bool list = false;
  std::string error;
  if (!ParseChaosOptions(args, &options, &list, &error)) {
    std::cerr << argv[0] << ": " << error << "\nusage: " << argv[0]
              << " --mode MODE [--every N] [--framing json|binary] [--max-in-flight K] [--pad-bytes B]"
                 " [--mark FILE] | --list\n";
    return 2;
  }
  if (list) {
    for (const ChaosModeInfo& m : AllChaosModes()) {
      std::cout << m.name << '\t' << (m.at_handshake ? "handshake" : "every Nth request") << '\t' << m.behaviour
                << '\n';
    }
    return 0;
  }
#ifdef __linux__
  // A hanging chaos testee must not outlive a runner that died without
  // killing it.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
  return ServeChaos(std::cin, std::cout, options, ProcessEffects());
}
