// Runs every example block of spec/*.md and README.md (spec/README.md §6)
// against the reference, through the same command line users run. Each
// block is registered as its own test, named after its file and line, so a
// report says which example of the text drifted from the code.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "slug/cli.h"

namespace slugspec {
namespace {

struct Command {
  std::vector<std::string> args;  // without the leading "slug"
  std::string stdin_text;
  std::string expected;
  int line = 0;
};

struct Example {
  std::string file;
  int line = 0;
  std::vector<Command> commands;
};

// Splits a shell-like command line: words, 'single-quoted' and "double-quoted"
// parts (no escapes inside either, as for slugs without $, ` or \ the shell
// reads them the same), and `<<< 'TEXT'` for one line of standard input.
// Returns false if malformed.
bool ParseCommand(const std::string& text, Command* c, std::string* error) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::string word;
    while (i < text.size() && text[i] != ' ') {
      if (text[i] == '\'' || text[i] == '"') {
        const size_t close = text.find(text[i], i + 1);
        if (close == std::string::npos) return *error = "unterminated quote", false;
        word += text.substr(i + 1, close - i - 1);
        i = close + 1;
      } else {
        word.push_back(text[i++]);
      }
    }
    words.push_back(word);
  }
  if (words.empty() || words[0] != "slug") return *error = "an example command must start with `slug`", false;
  for (size_t w = 1; w < words.size(); ++w) {
    if (words[w] == "<<<") {
      if (w + 1 >= words.size()) return *error = "<<< needs a text", false;
      c->stdin_text = words[w + 1] + "\n";
      ++w;
    } else {
      c->args.push_back(words[w]);
    }
  }
  return true;
}

std::vector<Example> LoadExamples(const std::filesystem::path& file, std::string* error) {
  std::vector<Example> examples;
  std::ifstream in(file);
  std::string line;
  int number = 0;
  Example* current = nullptr;
  // Any other fenced block: its info string, and whether it is open.
  std::string other_fence;
  bool in_other = false;
  while (std::getline(in, line)) {
    ++number;
    if (in_other) {
      if (line == "```") {
        in_other = false;
      } else if (line.rfind("$ ", 0) == 0 && other_fence != "illustration") {
        // A command with its output that nothing runs would drift from the
        // code unseen: it is either an example (run here) or says that it
        // is an illustration (spec/README.md §6).
        *error = file.string() + ":" + std::to_string(number) + ": a `$ ` command in a ```" + other_fence +
                 " block: fence it ```example (run by this test) or ```illustration";
        return {};
      }
      continue;
    }
    if (current == nullptr) {
      if (line == "```example") {
        examples.push_back(Example{file.filename().string(), number, {}});
        current = &examples.back();
      } else if (line.rfind("```", 0) == 0) {
        in_other = true;
        other_fence = line.substr(3);
      }
      continue;
    }
    if (line == "```") {
      current = nullptr;
      continue;
    }
    if (line.rfind("$ ", 0) == 0) {
      Command c;
      c.line = number;
      if (!ParseCommand(line.substr(2), &c, error)) {
        *error = file.string() + ":" + std::to_string(number) + ": " + *error;
        return {};
      }
      current->commands.push_back(c);
    } else if (!current->commands.empty()) {
      current->commands.back().expected += line + "\n";
    } else {
      *error = file.string() + ":" + std::to_string(number) + ": output before any `$ slug` command";
      return {};
    }
  }
  if (current != nullptr) *error = file.string() + ": unterminated example block";
  return examples;
}

class SpecExample : public testing::Test {
 public:
  explicit SpecExample(Example e) : example_(std::move(e)) {}
  void TestBody() override {
    for (const Command& c : example_.commands) {
      std::istringstream in(c.stdin_text);
      std::ostringstream out, err;
      cli::Run(c.args, in, out, err);
      EXPECT_EQ(out.str(), c.expected) << example_.file << ":" << c.line << " differs from the reference";
    }
  }

 private:
  Example example_;
};

std::vector<std::filesystem::path> ExampleFiles() {
  const std::filesystem::path root = SLUGSPEC_SOURCE_DIR;
  std::vector<std::filesystem::path> files = {root / "README.md", root / "corpus/README.md",
                                              root / "conformance/README.md",
                                              root / "conformance/adapters/node/README.md"};
  for (const auto& entry : std::filesystem::directory_iterator(root / "spec")) {
    if (entry.path().extension() == ".md") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace
}  // namespace slugspec

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  using slugspec::Example;
  int total = 0;
  std::string error;
  for (const auto& file : slugspec::ExampleFiles()) {
    for (Example& e : slugspec::LoadExamples(file, &error)) {
      std::string name = e.file + "_line_" + std::to_string(e.line);
      for (char& ch : name) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      }
      ++total;
      testing::RegisterTest("SpecExamples", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                            [e]() -> testing::Test* { return new slugspec::SpecExample(e); });
    }
  }
  if (!error.empty() || total == 0) {
    std::fprintf(stderr, "spec examples: %s\n", error.empty() ? "no example blocks found" : error.c_str());
    return 1;
  }
  return RUN_ALL_TESTS();
}
