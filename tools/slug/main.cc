#include <iostream>

#include "slug/cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // batch mode streams many lines
  std::vector<std::string> args(argv + 1, argv + argc);
  return slugspec::cli::Run(args, std::cin, std::cout, std::cerr);
}
