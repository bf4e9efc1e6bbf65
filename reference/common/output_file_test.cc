// Output files are replaced whole or not at all, and leave no temporary
// file behind.
#include "common/output_file.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <gtest/gtest.h>
#include <sys/stat.h>

namespace slugspec {
namespace {

namespace fs = std::filesystem;

// A fresh folder per test, removed afterwards.
class OutputFile : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("slugspec_output_file_test_" + std::to_string(::getpid()) + "_" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  static std::string Read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  size_t Entries() const { return static_cast<size_t>(std::distance(fs::directory_iterator(dir_), {})); }

  fs::path dir_;
};

TEST_F(OutputFile, WritesTheWholeFileAndNothingElse) {
  const fs::path file = dir_ / "board.svg";
  EXPECT_TRUE(WriteFileAtomically(file.string(), "<svg/>\n").ok());
  EXPECT_EQ(Read(file), "<svg/>\n");
  EXPECT_EQ(Entries(), 1u);
  EXPECT_NE(fs::status(file).permissions() & fs::perms::others_read, fs::perms::none)
      << "an ordinary file, not mkstemp's 0600 (unless the umask says so)";
}

TEST_F(OutputFile, ReplacesAnExistingFile) {
  const fs::path file = dir_ / "board.svg";
  std::ofstream(file) << "an older, longer picture";
  EXPECT_TRUE(WriteFileAtomically(file.string(), "new").ok());
  EXPECT_EQ(Read(file), "new");
  EXPECT_EQ(Entries(), 1u);
}

// A file kept private stays private: the new file takes the old one's mode.
TEST_F(OutputFile, ReplacingKeepsTheFilesMode) {
  const fs::path file = dir_ / "report.json";
  std::ofstream(file) << "old";
  fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write);
  ASSERT_TRUE(WriteFileAtomically(file.string(), "new").ok());
  EXPECT_EQ(Read(file), "new");
  EXPECT_EQ(fs::status(file).permissions(), fs::perms::owner_read | fs::perms::owner_write);
  fs::permissions(file, fs::perms::owner_all | fs::perms::group_read);
  ASSERT_TRUE(WriteFileAtomically(file.string(), "newer").ok());
  EXPECT_EQ(fs::status(file).permissions(), fs::perms::owner_all | fs::perms::group_read);
}

// A read-only file (0444) is not replaced, even by a user whom the bits do
// not stop: the error says so, before and at the write.
TEST_F(OutputFile, AReadOnlyFileIsNotReplaced) {
  const fs::path file = dir_ / "report.json";
  std::ofstream(file) << "kept";
  fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const Status checked = CheckWritable(file.string());
  EXPECT_FALSE(checked.ok());
  EXPECT_NE(checked.message().find("it is read-only (mode 444)"), std::string::npos) << checked.message();
  EXPECT_FALSE(WriteFileAtomically(file.string(), "new").ok());
  EXPECT_EQ(Read(file), "kept");
  EXPECT_EQ(Entries(), 1u);
}

TEST_F(OutputFile, AMissingFolderIsAnErrorWithItsReason) {
  const fs::path file = dir_ / "missing" / "board.svg";
  EXPECT_EQ(WriteFileAtomically(file.string(), "x").message(),
            "cannot write " + file.string() + ": No such file or directory");
  EXPECT_FALSE(fs::exists(dir_ / "missing"));
}

TEST_F(OutputFile, AFailedRenameLeavesNoTemporaryFile) {
  fs::create_directory(dir_ / "taken");  // a folder cannot be replaced by a file
  const Status error = WriteFileAtomically((dir_ / "taken").string(), "x");
  EXPECT_EQ(error.message().rfind("cannot write ", 0), 0u) << error.message();
  EXPECT_EQ(Entries(), 1u);
  EXPECT_TRUE(fs::is_directory(dir_ / "taken"));
}

TEST_F(OutputFile, APipeIsWrittenToNotReplaced) {
  // Renaming over /dev/null once put a plain file in its place: a device or
  // a FIFO must stay what it is. A FIFO shows it without touching /dev.
  const fs::path fifo = dir_ / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = Read(fifo); });
  EXPECT_TRUE(WriteFileAtomically(fifo.string(), "through the pipe\n").ok());
  reader.join();
  EXPECT_EQ(received, "through the pipe\n");
  EXPECT_EQ(fs::status(fifo).type(), fs::file_type::fifo);
  EXPECT_TRUE(CheckWritable(fifo.string()).ok());
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

// A link in a shared folder may have been planted: an output never writes
// through one, to a file or to nothing; both stay as they were.
TEST_F(OutputFile, ALinkIsRefusedNotFollowed) {
  const fs::path target = dir_ / "precious.txt", link = dir_ / "report.json";
  { std::ofstream(target) << "old"; }
  fs::create_symlink(target, link);
  const Status written = WriteFileAtomically(link.string(), "new");
  EXPECT_FALSE(written.ok());
  EXPECT_NE(written.message().find("symbolic link"), std::string::npos) << written.message();
  EXPECT_FALSE(CheckWritable(link.string()).ok());
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(Read(target), "old");

  const fs::path dangling = dir_ / "latest.json";
  fs::create_symlink("reports/today.json", dangling);  // relative, to a file not there
  fs::create_directories(dir_ / "reports");
  EXPECT_FALSE(WriteFileAtomically(dangling.string(), "new").ok());
  EXPECT_FALSE(CheckWritable(dangling.string()).ok());
  EXPECT_FALSE(fs::exists(dir_ / "reports" / "today.json"));

  fs::create_symlink(dir_ / "loop2", dir_ / "loop1");
  fs::create_symlink(dir_ / "loop1", dir_ / "loop2");
  EXPECT_FALSE(WriteFileAtomically((dir_ / "loop1").string(), "x").ok());
  // Nothing was left beside them: no temporary file.
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 6);
}

// A link to a stream (/dev/stdout is one, to /proc/self/fd/1) is written to.
TEST_F(OutputFile, ALinkToAPipeIsWrittenTo) {
  const fs::path fifo = dir_ / "pipe", link = dir_ / "out";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  fs::create_symlink(fifo, link);
  std::string received;
  std::thread reader([&] { received = Read(fifo); });
  EXPECT_TRUE(WriteFileAtomically(link.string(), "through the link\n").ok());
  reader.join();
  EXPECT_EQ(received, "through the link\n");
  EXPECT_TRUE(fs::is_symlink(link));
}

TEST_F(OutputFile, AFolderIsAnError) {
  EXPECT_NE(WriteFileAtomically(dir_.string(), "x").message().find("it is a folder"), std::string::npos);
  EXPECT_NE(CheckWritable(dir_.string()).message().find("it is a folder"), std::string::npos);
}

}  // namespace
}  // namespace slugspec
