// The shared flags are corpus/README.md §3's table, no more and no less:
// the README is where a vector's reader looks a flag up.
#include "corpusgen/common/flags.h"

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace slugspec::corpusgen {
namespace {

NameSet FlagsOfReadmeTable() {
  std::ifstream in(std::string(SLUGSPEC_SOURCE_DIR) + "/corpus/README.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string readme = text.str();
  const size_t begin = readme.find("## 3. Flags");
  const size_t end = readme.find("## 4.", begin);
  const std::string section = readme.substr(begin, end - begin);
  const std::regex row(R"(\n\| `([A-Za-z]+)` \|)");
  NameSet flags;
  for (auto it = std::sregex_iterator(section.begin(), section.end(), row); it != std::sregex_iterator(); ++it) {
    flags.insert((*it)[1].str());
  }
  return flags;
}

TEST(SharedFlags, AreTheReadmesTable) {
  const NameSet readme = FlagsOfReadmeTable();
  ASSERT_GT(readme.size(), 20u) << "corpus/README.md §3 not found or not read";
  EXPECT_EQ(SharedFlags(), readme);
}

TEST(SharedFlags, AFormatAddsItsOwn) {
  const NameSet flags = SharedFlagsAnd({"Post", "Random"});
  EXPECT_TRUE(flags.contains("Post"));
  EXPECT_TRUE(flags.contains("Separator"));
  EXPECT_EQ(flags.size(), SharedFlags().size() + 1);
}

}  // namespace
}  // namespace slugspec::corpusgen
