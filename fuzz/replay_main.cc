// Standalone driver for a fuzz target: runs inputs through
// LLVMFuzzerTestOneInput without libFuzzer. It is linked into <target>_replay
// in every preset, so each target builds with g++ and replays its corpus in
// ordinary CI; it must not be linked with -fsanitize=fuzzer (that brings
// libFuzzer's own main).
//
//   <target>_replay [--export DIR] PATH...
//
// A PATH is a file or a folder (read recursively, in name order). A .jsonl
// file holds golden vectors (corpus/README.md): the slug, canonical and
// upgraded strings of each vector are inputs. Any other file is one input, as
// is. A missing PATH counts as empty: golden vectors and regressions appear
// over time, and their absence is not an check failure.
//
// --export DIR writes every distinct input to DIR instead of running it, one
// file per input named by a hash of its content: the seed corpus of a fuzz
// smoke run (fuzz/run_smoke.sh).
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/reader/corpus_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

namespace fs = std::filesystem;

struct Input {
  std::string name;  // where it came from, for the failure report
  std::string bytes;
};

struct Inputs {
  std::vector<Input> list;
  int files = 0;
  int vectors = 0;
};

bool ReadFile(const fs::path& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

void AddVectorFile(const fs::path& path, Inputs* inputs) {
  std::vector<slugspec::corpus::LoadedVector> vectors;
  // A malformed vector file is the corpus test's failure to report; here the
  // vectors read before the bad line are still replayed.
  if (const slugspec::Status loaded = slugspec::corpus::LoadVectors(path, &vectors); !loaded.ok()) {
    std::fprintf(stderr, "replay: warning: %s\n", loaded.message().c_str());
  }
  for (const auto& lv : vectors) {
    const std::string where = lv.file + ":" + std::to_string(lv.line) + " (" + lv.vector.id() + ")";
    ++inputs->vectors;
    inputs->list.push_back({where + " slug", lv.vector.slug()});
    if (!lv.vector.canonical().empty()) inputs->list.push_back({where + " canonical", lv.vector.canonical()});
    if (!lv.vector.upgraded().empty()) inputs->list.push_back({where + " upgraded", lv.vector.upgraded()});
  }
}

void AddFile(const fs::path& path, Inputs* inputs) {
  if (path.extension() == ".jsonl") return AddVectorFile(path, inputs);
  Input input{path.string(), {}};
  if (!ReadFile(path, &input.bytes)) {
    std::fprintf(stderr, "replay: warning: cannot read %s\n", path.c_str());
    return;
  }
  ++inputs->files;
  inputs->list.push_back(std::move(input));
}

void AddPath(const fs::path& path, Inputs* inputs) {
  std::error_code ec;
  if (!fs::exists(path, ec)) {
    std::fprintf(stderr, "replay: %s does not exist; counted as empty\n", path.c_str());
    return;
  }
  if (!fs::is_directory(path, ec)) return AddFile(path, inputs);
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(path, ec)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) AddFile(f, inputs);
}

// 64-bit FNV-1a: stable names for exported inputs, so equal inputs collapse.
std::string HashName(std::string_view bytes) {
  uint64_t h = 14695981039346656037ull;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  char name[17];
  std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(h));
  return name;
}

int Export(const fs::path& dir, const Inputs& inputs) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  std::set<std::string> written;
  for (const Input& input : inputs.list) {
    const std::string name = HashName(input.bytes);
    if (!written.insert(name).second) continue;
    std::ofstream out(dir / name, std::ios::binary);
    out.write(input.bytes.data(), static_cast<std::streamsize>(input.bytes.size()));
    if (!out) {
      std::fprintf(stderr, "replay: cannot write %s\n", (dir / name).c_str());
      return 1;
    }
  }
  std::printf("replay: exported %zu distinct inputs (%d files, %d vectors) to %s\n", written.size(), inputs.files,
              inputs.vectors, dir.c_str());
  return 0;
}

// The input being run, for the abort handler: an check failure (abort) or a
// sanitizer report with abort_on_error=1 then says which file or vector broke.
std::string g_current;

extern "C" void OnAbort(int sig) {
  static constexpr char kPrefix[] = "\nreplay: failing input: ";
  (void)!write(STDERR_FILENO, kPrefix, sizeof kPrefix - 1);
  (void)!write(STDERR_FILENO, g_current.data(), g_current.size());
  (void)!write(STDERR_FILENO, "\n", 1);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

void RunOne(const std::string& name, const std::string& bytes) {
  g_current = name;
  // An exact-size heap copy, as libFuzzer passes it, so that ASan catches a
  // read one past the end.
  std::unique_ptr<uint8_t[]> copy(new uint8_t[bytes.size()]);
  if (!bytes.empty()) std::memcpy(copy.get(), bytes.data(), bytes.size());
  LLVMFuzzerTestOneInput(copy.get(), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
  fs::path export_dir;
  Inputs inputs;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--export" && i + 1 < argc) {
      export_dir = argv[++i];
    } else if (arg.starts_with("-")) {
      std::fprintf(stderr, "usage: %s [--export DIR] PATH...\n", argv[0]);
      return 2;
    } else {
      AddPath(argv[i], &inputs);
    }
  }
  if (!export_dir.empty()) return Export(export_dir, inputs);

  std::signal(SIGABRT, OnAbort);
  std::signal(SIGILL, OnAbort);  // __builtin_trap
  // libFuzzer always tries the empty input; so does the replay.
  RunOne("(the empty input)", "");
  for (const Input& input : inputs.list) RunOne(input.name, input.bytes);
  std::printf("replay: ran %zu inputs (%d files, %d vectors) and the empty input: all checks held\n",
              inputs.list.size(), inputs.files, inputs.vectors);
  return 0;
}
