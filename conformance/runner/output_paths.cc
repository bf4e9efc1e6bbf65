#include "conformance/runner/output_paths.h"

#include <unistd.h>

#include <filesystem>

#include <sys/stat.h>

namespace slugspec::conformance {
namespace {

namespace fs = std::filesystem;

bool Named(const NamedPath& p) { return !p.path.empty() && p.path != "-"; }

// The path with links and dot segments resolved as far as it exists.
fs::path Resolved(const std::string& path) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
  return ec ? fs::path(path).lexically_normal() : p;
}

bool SameFile(const std::string& a, const std::string& b) {
  std::error_code ec;
  if (fs::exists(a, ec) && fs::exists(b, ec)) return fs::equivalent(a, b, ec) && !ec;
  return Resolved(a) == Resolved(b);
}

// Whether `path` is this process's standard output: "-", or another name of
// it (/dev/stdout, /proc/self/fd/1, or the file it was redirected to).
bool IsStandardOutput(const std::string& path) {
  if (path == "-") return true;
  struct stat out {
  }, st{};
  return !path.empty() && ::fstat(STDOUT_FILENO, &out) == 0 && ::stat(path.c_str(), &st) == 0 &&
         out.st_dev == st.st_dev && out.st_ino == st.st_ino;
}

bool Inside(const std::string& path, const std::string& folder) {
  const fs::path p = Resolved(path), f = Resolved(folder);
  auto pi = p.begin();
  for (auto fi = f.begin(); fi != f.end(); ++fi, ++pi) {
    if (fi->empty()) continue;  // a trailing separator
    if (pi == p.end() || *pi != *fi) return false;
  }
  return true;
}

}  // namespace

std::string CheckOutputPaths(const std::vector<NamedPath>& outputs, const std::vector<NamedPath>& input_files,
                             const std::vector<NamedPath>& input_folders) {
  for (size_t i = 0; i < outputs.size(); ++i) {
    const NamedPath& out = outputs[i];
    // Two reports on one stream interleave into neither (the JSON would not
    // parse): each needs a stream of its own.
    for (size_t j = i + 1; j < outputs.size() && IsStandardOutput(out.path); ++j) {
      if (IsStandardOutput(outputs[j].path)) {
        return out.what + " (" + out.path + ") and " + outputs[j].what + " (" + outputs[j].path +
               ") both write to standard output: each report needs a stream or file of its own";
      }
    }
    if (!Named(out)) continue;
    for (size_t j = i + 1; j < outputs.size(); ++j) {
      if (Named(outputs[j]) && SameFile(out.path, outputs[j].path)) {
        return out.what + " and " + outputs[j].what + " name the same file, " + out.path +
               ": each report needs a file of its own";
      }
    }
    for (const NamedPath& in : input_files) {
      if (Named(in) && SameFile(out.path, in.path)) {
        return out.what + " names " + in.what + ", " + in.path + ": the report would replace it";
      }
    }
    for (const NamedPath& in : input_folders) {
      if (Named(in) && Inside(out.path, in.path)) {
        return out.what + " " + out.path + " is inside " + in.what + ", " + in.path +
               ": the runner writes no file there";
      }
    }
  }
  return {};
}

}  // namespace slugspec::conformance
