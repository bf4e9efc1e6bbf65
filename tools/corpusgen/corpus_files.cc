#include "corpus_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include <google/protobuf/util/json_util.h>

#include "generator_support.h"
#include "slugspec/corpus.pb.h"

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
  const size_t at = std::mismatch(want_line.begin(), want_line.end(), got_line.begin(), got_line.end()).first -
                    want_line.begin();
  std::cout << "  vector " << IdOf(want_line) << ", from character " << at << ":\n"
            << "  expected: " << Around(want_line, at) << "\n"
            << "  found:    " << Around(got_line, at) << "\n";
  return false;
}

int Check(const std::filesystem::path& dir, std::string_view name, const CorpusFiles& files) {
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
  if (!ok) {
    std::cout << "the corpus drifted from tools/corpusgen/" << name << ".cc: regenerate it (corpus/README.md)\n";
  }
  return ok ? 0 : 1;
}

int Write(const std::filesystem::path& dir, const CorpusFiles& files) {
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

}  // namespace

int GeneratorMain(int argc, char** argv, std::string_view name, const CorpusFiles& files) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 1 && args[0] != "--check") return Write(args[0], files);
  if (args.size() == 2 && args[0] == "--check") return Check(args[1], name, files);
  std::cerr << "usage: " << name << " OUTDIR | " << name << " --check DIR\n";
  return 2;
}

std::string FinishVectorLine(std::string line, const std::string& id, const std::string& slug,
                             const std::vector<std::string>& flags, const std::vector<std::string>& requirements,
                             const std::string& comment) {
  if (!flags.empty()) line += ",\"flags\":" + QuoteList(flags);
  line += ",\"requirements\":" + QuoteList(requirements);
  if (!comment.empty()) line += ",\"comment\":" + Quote(comment);
  line += "}";
  slugspec::corpus::Vector v;
  const auto status = google::protobuf::util::JsonStringToMessage(line, &v);
  const std::string why = !status.ok()                       ? "line is not a Vector: " + status.ToString()
                          : v.slug() != slug || v.id() != id ? "slug does not survive JSON"
                                                             : "";
  if (!why.empty()) {
    std::cerr << id << ": " << why << '\n';
    std::exit(1);
  }
  return line;
}

}  // namespace slugspec::corpusgen
