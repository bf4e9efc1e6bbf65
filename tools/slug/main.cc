#include <sys/stat.h>
#include <unistd.h>

#include <iostream>

#include "slug/cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // batch mode streams many lines
  std::vector<std::string> args(argv + 1, argv + argc);
  struct stat in {};
  const slugspec::cli::Environment environment{
      .stdin_is_terminal = ::isatty(STDIN_FILENO) == 1,
      .stdin_is_folder = ::fstat(STDIN_FILENO, &in) == 0 && S_ISDIR(in.st_mode),
  };
  return slugspec::cli::Run(args, std::cin, std::cout, std::cerr, environment);
}
