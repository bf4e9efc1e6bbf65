#include "conformance/runner/data_dir.h"

#include <filesystem>
#include <fstream>

namespace slugspec::conformance {
namespace {

namespace fs = std::filesystem;

constexpr char kBuildTreeMarker[] = "slugspec-data-dir";

bool HasCorpus(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / "corpus", ec);
}

// The first line of the build tree's marker file, or empty.
std::string ReadMarker(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  if (!in || !std::getline(in, line)) return {};
  return line;
}

}  // namespace

StatusOr<std::string> FindDataDir(const std::string& executable, const std::string& bin_to_data) {
  const fs::path bin = fs::path(executable).parent_path();
  std::string looked;
  const std::string marked = ReadMarker(bin / kBuildTreeMarker);
  if (!marked.empty()) {
    if (HasCorpus(marked)) return marked;
    looked += " " + marked + " (named in " + (bin / kBuildTreeMarker).string() + "),";
  }
  const fs::path installed = (bin / bin_to_data).lexically_normal();
  if (HasCorpus(installed)) return installed.string();
  looked += " " + installed.string();
  return Status::Failure("cannot find the golden corpus: no corpus/ folder in" + looked +
                         "; name one with --corpus DIR (and --spec DIR)");
}

std::string SelfExecutable(const char* argv0) {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) return self.string();
  return argv0 == nullptr ? std::string() : fs::absolute(argv0, ec).string();
}

}  // namespace slugspec::conformance
