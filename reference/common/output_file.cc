#include "common/output_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include <sys/stat.h>

namespace slugspec {
namespace {

// Writes all of `bytes` to `fd`; false with errno set on failure.
bool WriteAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

// A hidden name beside `path` for mkstemp: same folder, so same file system,
// so the final rename cannot fail for crossing devices nor be half done.
std::vector<char> TemporaryTemplate(const std::string& path) {
  const std::filesystem::path target(path);
  const std::string name = (target.parent_path() / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  std::vector<char> buffer(name.begin(), name.end());
  buffer.push_back('\0');
  return buffer;
}

// Fills the open temporary file; 0 or the errno of the failure. fsync before
// the rename, so a crash cannot leave the new name on an empty file.
int Fill(int fd, std::string_view contents, mode_t mode) {
  if (::fchmod(fd, mode) != 0) return errno;
  if (!WriteAll(fd, contents) || ::fsync(fd) != 0) return errno;
  return 0;
}

// What is at `path` now.
enum class Target { kNone, kRegular, kFolder, kOther };
Target TargetOf(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return Target::kNone;
  if (S_ISREG(st.st_mode)) return Target::kRegular;
  return S_ISDIR(st.st_mode) ? Target::kFolder : Target::kOther;
}

// A device or a pipe (/dev/null, /dev/stdout, a FIFO) is no file to
// replace: renaming over it would put a file where the device was. It is
// written to, as a shell's `>` does; the reader sees a stream either way.
Status CannotWrite(const std::string& path, std::string_view why) {
  return Status::Failure("cannot write " + path + ": " + std::string(why));
}

Status WriteToStream(const std::string& path, std::string_view contents) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
  int error = fd < 0 ? errno : WriteAll(fd, contents) ? 0 : errno;
  if (fd >= 0 && ::close(fd) != 0 && error == 0) error = errno;
  return error == 0 ? OkStatus() : CannotWrite(path, std::strerror(error));
}

// The mode the new file gets: the old file's, so that a report kept
// private (0600) stays private; a new file's is an ordinary one's (mkstemp
// creates 0600).
mode_t ModeFor(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) return st.st_mode & 07777;
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

// A file that nobody may write (0444) is not replaced: renaming over it
// would undo what its owner decided, even for a user (root) whom the
// permission bits do not stop.
Status RefuseReadOnly(const std::string& given, const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0222) == 0) {
    return CannotWrite(given, "it is read-only (mode " + std::to_string((st.st_mode >> 6) & 7) +
                                  std::to_string((st.st_mode >> 3) & 7) + std::to_string(st.st_mode & 7) + ")");
  }
  return OkStatus();
}

// A symbolic link to a file (or to nothing yet) is refused, never followed:
// a link planted in a shared folder (/tmp/report.html pointing at a file
// of the user's) would otherwise have the write replace whatever it names,
// with the rights of whoever runs the command (spec/conformance.md §7).
// The user who means the file it names can name that file. A link to a
// device or a pipe (/dev/stdout is one) is a stream, written to above.
Status RefuseLink(const std::string& given) {
  struct stat st {};
  if (::lstat(given.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return OkStatus();
  return CannotWrite(given, "it is a symbolic link, which outputs never write through; name the file it points to");
}

}  // namespace

// POSIX calls rather than a stream: errno says why a write failed (a missing
// folder, a full disk), which the user needs to hear.
Status WriteFileAtomically(const std::string& given, std::string_view contents) {
  switch (TargetOf(given)) {
    case Target::kFolder:
      return CannotWrite(given, "it is a folder");
    case Target::kOther:
      return WriteToStream(given, contents);
    case Target::kNone:
    case Target::kRegular:
      break;
  }
  if (Status link = RefuseLink(given); !link.ok()) return link;
  const std::string& path = given;
  if (Status read_only = RefuseReadOnly(given, path); !read_only.ok()) return read_only;
  std::vector<char> temp = TemporaryTemplate(path);
  const int fd = ::mkstemp(temp.data());
  int error = fd < 0 ? errno : Fill(fd, contents, ModeFor(path));
  if (fd >= 0 && ::close(fd) != 0 && error == 0) error = errno;
  if (error == 0 && ::rename(temp.data(), path.c_str()) != 0) error = errno;
  if (error == 0) return OkStatus();
  if (fd >= 0) ::unlink(temp.data());
  return CannotWrite(given, std::strerror(error));
}

Status CheckWritable(const std::string& given) {
  switch (TargetOf(given)) {
    case Target::kFolder:
      return CannotWrite(given, "it is a folder");
    case Target::kOther:
      // Opening a FIFO for writing would wait for a reader: only ask.
      return ::access(given.c_str(), W_OK) == 0 ? OkStatus() : CannotWrite(given, std::strerror(errno));
    case Target::kNone:
    case Target::kRegular:
      break;
  }
  if (Status link = RefuseLink(given); !link.ok()) return link;
  const std::string& path = given;
  if (Status read_only = RefuseReadOnly(given, path); !read_only.ok()) return read_only;
  std::vector<char> temp = TemporaryTemplate(path);
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return CannotWrite(path, std::strerror(errno));
  ::close(fd);
  ::unlink(temp.data());
  return OkStatus();
}

}  // namespace slugspec
