// `record` (record.h): a recorded vector says what the golden corpus says
// of the same slug, is a vector of the corpus's own shape, keeps its link,
// and reads back; a link with no slug, or not UTF-8, is left out with the
// reason; the lines of a file are numbered as an editor numbers them.
#include "conformance/runner/record.h"

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/util/json_util.h>
#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "corpus/reader/corpus_reader.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

corpus::Vector Read(const std::string& line) {
  corpus::Vector v;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(line, &v).ok()) << line;
  return v;
}

// Every vector of the golden corpus (up to 40 a file), recorded again from
// its slug: the same result, error codes and offsets, model, canonical and
// upgraded slugs, and levels.
TEST(Record, AgreesWithTheGoldenCorpus) {
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(SLUGSPEC_SOURCE_DIR "/corpus", &vectors).ok());
  std::map<std::string, int> per_file;
  int compared = 0;
  for (const corpus::LoadedVector& loaded : vectors) {
    const corpus::Vector& want = loaded.vector;
    // Slugs with a line break are no line of a links file; a whole link
    // is what record reads for its slug (KeepsTheWholeLinkAndFindsItsSlug),
    // where a decoder given it rejects it.
    if (want.slug().find('\n') != std::string::npos || want.slug().find('\r') != std::string::npos) continue;
    if (want.slug().starts_with("http://") || want.slug().starts_with("https://")) continue;
    if (want.slug().empty() || ++per_file[loaded.file] > 40) continue;
    RecordRequest request;
    request.format = want.format();
    request.links_path = "links.txt";
    std::string why;
    const std::string line = RecordedVector(request, want.slug(), 7, &why);
    ASSERT_FALSE(line.empty()) << want.id() << ": " << why;
    const corpus::Vector got = Read(line);
    EXPECT_TRUE(corpus::ValidateShape(got).ok()) << corpus::ValidateShape(got).message();
    EXPECT_EQ(got.id(), "recorded/line-7");
    EXPECT_EQ(got.link(), want.slug());
    EXPECT_EQ(got.slug(), want.slug()) << want.id();
    EXPECT_EQ(got.result(), want.result()) << want.id();
    EXPECT_EQ(got.error().code(), want.error().code()) << want.id();
    EXPECT_EQ(got.error().offset(), want.error().offset()) << want.id();
    EXPECT_EQ(got.lenient_error().code(), want.lenient_error().code()) << want.id();
    EXPECT_EQ(got.canonical(), want.canonical()) << want.id();
    EXPECT_EQ(got.upgraded(), want.upgraded()) << want.id();
    EXPECT_EQ(got.upgrade_error().code(), want.upgrade_error().code()) << want.id();
    EXPECT_EQ(got.strict_level(), want.strict_level()) << want.id();
    EXPECT_EQ(got.lenient_level(), want.lenient_level()) << want.id();
    // The reader keeps the model as its text (corpus_reader.h).
    google::protobuf::Struct want_model;
    if (!loaded.model_json.empty()) {
      ASSERT_TRUE(FromJson(loaded.model_json, &want_model).ok()) << want.id();
    }
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(got.model(), want_model)) << want.id();
    ++compared;
  }
  EXPECT_GT(compared, 500);
}

TEST(Record, KeepsTheWholeLinkAndFindsItsSlug) {
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(SLUGSPEC_SOURCE_DIR "/corpus", &vectors).ok());
  for (const Format* format : AllFormats()) {
    const corpus::Vector* valid = nullptr;
    for (const corpus::LoadedVector& loaded : vectors) {
      const corpus::Vector& v = loaded.vector;
      if (v.format() == format->name() && v.result() == corpus::VALID && v.slug().find('#') == std::string::npos &&
          v.slug().find('%') == std::string::npos) {
        valid = &v;
        break;
      }
    }
    ASSERT_NE(valid, nullptr) << format->name();
    const std::string link = "https://example.org/play/#" + valid->slug();
    RecordRequest request;
    request.format = std::string(format->name());
    std::string why;
    const corpus::Vector got = Read(RecordedVector(request, link, 1, &why));
    EXPECT_EQ(got.link(), link);
    EXPECT_EQ(got.slug(), valid->slug());
    EXPECT_EQ(got.result(), corpus::VALID) << why;
  }
}

TEST(Record, LeavesOutWhatHoldsNoSlugAndSaysWhy) {
  const Format* format = AllFormats().front();
  const std::string path = testing::TempDir() + "record_links.txt";
  {
    std::ofstream file(path, std::ios::binary);
    file << "https://example.org/no-slug-here\r\n\n\xff\xfe\n";
  }
  RecordRequest request;
  request.format = std::string(format->name());
  request.links_path = path;
  std::ostringstream out, err;
  EXPECT_EQ(RecordLinks(request, out, err), 1);
  EXPECT_EQ(out.str(), "");
  EXPECT_NE(err.str().find("line 1 left out"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("line 3 left out: the link is not UTF-8"), std::string::npos) << err.str();
  EXPECT_EQ(err.str().find("line 2"), std::string::npos) << err.str();

  EXPECT_NE(err.str().find("2 links read\n"), std::string::npos) << err.str();

  request.format = "no-such-format";
  EXPECT_EQ(RecordLinks(request, out, err), 2);
  request.format = std::string(format->name());
  request.links_path = testing::TempDir() + "no-such-file.txt";
  EXPECT_EQ(RecordLinks(request, out, err), 2);
}

// A byte-order mark is the file's; blank lines and comments ("# ...") are
// skipped and counted; a line that begins "#/" (a link's fragment) is read
// as a link.
TEST(Record, ReadsABomBlankLinesAndCommentsAsWhatTheyAre) {
  std::vector<corpus::LoadedVector> vectors;
  ASSERT_TRUE(corpus::LoadVectors(SLUGSPEC_SOURCE_DIR "/corpus", &vectors).ok());
  const corpus::Vector* valid = nullptr;
  for (const corpus::LoadedVector& loaded : vectors) {
    const corpus::Vector& v = loaded.vector;
    if (v.result() == corpus::VALID && !v.slug().empty() && v.slug().find_first_of("#%\r\n ") == std::string::npos) {
      valid = &v;
      break;
    }
  }
  ASSERT_NE(valid, nullptr);
  const std::string path = testing::TempDir() + "record_bom.txt";
  {
    std::ofstream file(path, std::ios::binary);
    file << "\xEF\xBB\xBF" << valid->slug() << "\n   \n# the links of March\n\t#\n#/" << valid->slug() << "\n";
  }
  RecordRequest request;
  request.format = valid->format();
  request.links_path = path;
  std::ostringstream out, err;
  RecordLinks(request, out, err);
  std::istringstream lines(out.str());
  std::string first;
  ASSERT_TRUE(std::getline(lines, first)) << err.str();
  const corpus::Vector got = Read(first);
  EXPECT_EQ(got.link(), valid->slug());  // no BOM kept
  EXPECT_EQ(got.result(), corpus::VALID);
  EXPECT_EQ(got.id(), "recorded/line-1");
  EXPECT_EQ(err.str().find("line 2"), std::string::npos) << err.str();
  EXPECT_EQ(err.str().find("line 3"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("2 links read; 3 blank or comment lines skipped"), std::string::npos) << err.str();
}

}  // namespace
}  // namespace slugspec::conformance
