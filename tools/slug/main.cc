#include <unistd.h>

#include <iostream>

#include "slug/cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // batch mode streams many lines
  std::vector<std::string> args(argv + 1, argv + argc);
  const slugspec::cli::Environment environment{.stdin_is_terminal = ::isatty(STDIN_FILENO) == 1};
  return slugspec::cli::Run(args, std::cin, std::cout, std::cerr, environment);
}
