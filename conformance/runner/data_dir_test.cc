// Where the runner finds its own corpus (data_dir.h), and its refusal of a
// corpus it was not built with.
#include "conformance/runner/data_dir.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "conformance/runner/runner.h"
#include "conformance/runner/testee_driver.h"
#include "corpus/reader/corpus_reader.h"

namespace slugspec::conformance {
namespace {

namespace fs = std::filesystem;

// A fresh folder per test, laid out like a prefix: bin/ and share/slugspec/.
class DataDir : public testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("slugspec_data_dir_test_" + std::to_string(::getpid()) + "_" +
                                         testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_ / "bin");
  }
  void TearDown() override { fs::remove_all(root_); }
  std::string Exe() const { return (root_ / "bin" / "slugspec-conformance").string(); }
  fs::path root_;
};

TEST_F(DataDir, FindsTheInstalledDataThroughTheRelativePath) {
  fs::create_directories(root_ / "share/slugspec/corpus");
  const StatusOr<std::string> dir = FindDataDir(Exe(), "../share/slugspec");
  ASSERT_TRUE(dir.ok()) << dir.status().message();
  EXPECT_EQ(fs::path(*dir), (root_ / "share/slugspec").lexically_normal());
}

TEST_F(DataDir, TheBuildTreeMarkerComesFirst) {
  fs::create_directories(root_ / "share/slugspec/corpus");
  fs::create_directories(root_ / "source/corpus");
  std::ofstream(root_ / "bin/slugspec-data-dir") << (root_ / "source").string() << "\n";
  const StatusOr<std::string> dir = FindDataDir(Exe(), "../share/slugspec");
  ASSERT_TRUE(dir.ok()) << dir.status().message();
  EXPECT_EQ(fs::path(*dir), root_ / "source");
}

TEST_F(DataDir, NoCorpusAnywhereSaysWhereItLooked) {
  std::ofstream(root_ / "bin/slugspec-data-dir") << (root_ / "gone").string() << "\n";
  const StatusOr<std::string> dir = FindDataDir(Exe(), "../share/slugspec");
  EXPECT_FALSE(dir.ok());
  const std::string& error = dir.status().message();
  EXPECT_NE(error.find((root_ / "gone").string()), std::string::npos) << error;
  EXPECT_NE(error.find((root_ / "share/slugspec").lexically_normal().string()), std::string::npos) << error;
  EXPECT_NE(error.find("--corpus DIR"), std::string::npos) << error;
}

TEST(BuiltCorpus, ACorpusWithAnotherHashIsRefusedBeforeAnyTesteeStarts) {
  RunnerOptions o;
  o.corpus_dir = SLUGSPEC_SOURCE_DIR "/corpus";
  o.spec_dir = SLUGSPEC_SOURCE_DIR "/spec";
  o.expected_corpus_sha256 = std::string(64, '0');
  o.testee.argv = {"/nonexistent/testee"};
  ConformanceRun run;
  const Status ran = RunConformance(o, &run);
  EXPECT_FALSE(ran.ok());
  const std::string& error = ran.message();
  EXPECT_NE(error.find("is not the one this runner was built with (sha256:" + std::string(64, '0') + ")"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("--corpus DIR"), std::string::npos) << error;
}

// The run hashes the corpus's files before the testee starts and again as
// it reads the vectors: the two agree on a corpus that did not change.
TEST(BuiltCorpus, TheVectorsAreHashedAsReadLikeTheFiles) {
  std::vector<corpus::LoadedVector> vectors;
  std::string as_read;
  ASSERT_TRUE(corpus::LoadVectors(SLUGSPEC_SOURCE_DIR "/corpus", &vectors, &as_read).ok());
  const StatusOr<std::string> files = CorpusHash(SLUGSPEC_SOURCE_DIR "/corpus");
  ASSERT_TRUE(files.ok());
  EXPECT_EQ(as_read, *files);
  EXPECT_EQ(as_read.size(), 64u);
}

// A driver whose start changes the corpus, as an editor saving a file would
// while the testee starts: the run reads the vectors after the testee said
// its Hello, and refuses to judge with vectors whose hash is not the one it
// checked (the one its certificates would name).
class CorpusChangingDriver : public TesteeDriver {
 public:
  explicit CorpusChangingDriver(fs::path file) : file_(std::move(file)) {}
  StatusOr<Hello> Start() override {
    std::ofstream(file_, std::ios::app) << "\n";
    started_ = true;
    Hello hello;
    hello.set_name("corpus-changer");
    return hello;
  }
  void Run(const std::vector<const Case*>&, const CaseDone&) override { ran_ = true; }
  const char* mode() const override { return "in-process"; }
  bool started_ = false, ran_ = false;

 private:
  fs::path file_;
};

TEST(BuiltCorpus, ACorpusChangedWhileTheTesteeStartsStopsTheRun) {
  const fs::path dir = fs::temp_directory_path() / ("slugspec_changing_corpus_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::vector<fs::path> files = corpus::CorpusFiles(SLUGSPEC_SOURCE_DIR "/corpus");
  ASSERT_FALSE(files.empty());
  fs::copy_file(files.front(), dir / "vectors.jsonl");
  RunnerOptions o;
  o.corpus_dir = dir.string();
  o.spec_dir = SLUGSPEC_SOURCE_DIR "/spec";
  CorpusChangingDriver driver(dir / "vectors.jsonl");
  ConformanceRun run;
  const Status ran = RunConformance(o, driver, &run);
  fs::remove_all(dir);
  EXPECT_TRUE(driver.started_);
  EXPECT_FALSE(driver.ran_);
  EXPECT_FALSE(ran.ok());
  EXPECT_NE(ran.message().find("changed during the run's start"), std::string::npos) << ran.message();
  EXPECT_TRUE(run.report.results.empty());
}

TEST(BuiltCorpus, AFolderWithoutVectorsIsRefused) {
  RunnerOptions o;
  o.corpus_dir = SLUGSPEC_SOURCE_DIR "/spec";  // markdown and protos, no .jsonl
  o.spec_dir = SLUGSPEC_SOURCE_DIR "/spec";
  o.testee.argv = {"/nonexistent/testee"};
  ConformanceRun run;
  const Status ran = RunConformance(o, &run);
  EXPECT_FALSE(ran.ok());
  const std::string& error = ran.message();
  EXPECT_NE(error.find("no golden vectors"), std::string::npos) << error;
}

}  // namespace
}  // namespace slugspec::conformance
