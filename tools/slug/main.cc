#include <unistd.h>

#include <iostream>

#include <sys/stat.h>

#include "slug/block_buffer.h"
#include "slug/cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);  // batch mode streams many lines
  std::vector<std::string> args(argv + 1, argv + argc);
  struct stat in {};
  const slugspec::cli::Environment environment{
      .stdin_is_terminal = ::isatty(STDIN_FILENO) == 1,
      .stdin_is_folder = ::fstat(STDIN_FILENO, &in) == 0 && S_ISDIR(in.st_mode),
  };
  int status;
  {
    slugspec::cli::BlockBuffer block(std::cout.rdbuf());
    std::ostream out(&block);
    status = slugspec::cli::Run(args, std::cin, out, std::cerr, environment);
  }  // the block is passed on here, before exit
  std::cout.flush();
  return status;
}
