#include "corpusgen/common/generator_main.h"

#include <cstdlib>
#include <iostream>
#include <vector>

namespace slugspec::corpusgen {
namespace {

// Set once, before anything is generated, for Die's messages.
std::string& GeneratorName() {
  static std::string name = "corpusgen";
  return name;
}

}  // namespace

int GeneratorMain(int argc, char** argv, std::string_view name, std::string_view sources,
                  const std::function<CorpusFiles()>& generate) {
  GeneratorName() = std::string(name);
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 1 && args[0] != "--check") return WriteCorpus(args[0], generate());
  if (args.size() == 2 && args[0] == "--check") return CheckCorpus(args[1], sources, generate());
  std::cerr << "usage: " << name << " OUTDIR | " << name << " --check DIR\n";
  return 2;
}

void Die(const std::string& why) {
  std::cerr << GeneratorName() << ": " << why << "\n";
  std::exit(2);
}

}  // namespace slugspec::corpusgen
