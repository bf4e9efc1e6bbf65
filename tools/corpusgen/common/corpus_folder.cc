#include "corpusgen/common/corpus_folder.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>
#include <vector>

namespace slugspec::corpusgen {
namespace {

bool ReadFile(const std::filesystem::path& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  *out = s.str();
  return true;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string IdOf(const std::string& line) {
  const size_t start = line.find("\"id\":\"");
  if (start == std::string::npos) return "?";
  const size_t end = line.find('"', start + 6);
  return line.substr(start + 6, end - start - 6);
}

// Up to 70 characters of `line` around `at`, where two lines first differ.
std::string Around(const std::string& line, size_t at) {
  const size_t from = at > 30 ? at - 30 : 0;
  return (from > 0 ? "..." : "") + line.substr(from, 70) + (from + 70 < line.size() ? "..." : "");
}

// Compares one file, printing where it first differs; true when equal.
bool CheckFile(const std::filesystem::path& path, const std::string& want) {
  std::string got;
  if (!ReadFile(path, &got)) {
    std::cout << path.string() << ": missing\n";
    return false;
  }
  if (got == want) return true;
  const auto a = Lines(want), b = Lines(got);
  size_t differing = 0, first = 0;
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const bool same = i < a.size() && i < b.size() && a[i] == b[i];
    if (!same && differing++ == 0) first = i;
  }
  std::cout << path.string() << ": " << differing << " of " << a.size() << " lines differ (file has " << b.size()
            << "); first at line " << first + 1 << "\n";
  if (first >= a.size() || first >= b.size()) {
    std::cout << "  expected: " << (first < a.size() ? IdOf(a[first]) : "(end of file)") << "\n"
              << "  found:    " << (first < b.size() ? IdOf(b[first]) : "(end of file)") << "\n";
    return false;
  }
  const std::string& want_line = a[first];
  const std::string& got_line = b[first];
  const size_t at =
      std::mismatch(want_line.begin(), want_line.end(), got_line.begin(), got_line.end()).first - want_line.begin();
  std::cout << "  vector " << IdOf(want_line) << ", from character " << at << ":\n"
            << "  expected: " << Around(want_line, at) << "\n"
            << "  found:    " << Around(got_line, at) << "\n";
  return false;
}

}  // namespace

int CheckCorpus(const std::filesystem::path& dir, std::string_view sources, const CorpusFiles& files) {
  bool ok = true;
  for (const auto& [file, text] : files) ok = CheckFile(dir / file, text) && ok;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() == ".jsonl" && !files.contains(file)) {
      std::cout << entry.path().string() << ": not written by this generator\n";
      ok = false;
    }
  }
  if (!ok) std::cout << "the corpus drifted from " << sources << ": regenerate it (corpus/README.md)\n";
  return ok ? 0 : 1;
}

int WriteCorpus(const std::filesystem::path& dir, const CorpusFiles& files) {
  std::filesystem::create_directories(dir);
  for (const auto& [file, text] : files) {
    std::ofstream out(dir / file, std::ios::binary);
    out << text;
    if (!out) {
      std::cerr << "cannot write " << (dir / file).string() << "\n";
      return 1;
    }
    std::cout << (dir / file).string() << ": " << Lines(text).size() << " vectors\n";
  }
  return 0;
}

}  // namespace slugspec::corpusgen
