// An output buffer that hands its target whole blocks. libstdc++'s file
// buffer writes any piece of 1 KiB or more straight through with its own
// system call, and a batch answer (a sudoku puzzle as JSON) is often that
// long: 40 writes for every 100 lines. Gathering 64 KiB first makes it one.
// Flushing the stream (which `slug` does when its input has nothing more
// waiting) passes everything on at once.
#ifndef SLUGSPEC_TOOLS_SLUG_BLOCK_BUFFER_H_
#define SLUGSPEC_TOOLS_SLUG_BLOCK_BUFFER_H_

#include <streambuf>
#include <vector>

namespace slugspec::cli {

class BlockBuffer : public std::streambuf {
 public:
  explicit BlockBuffer(std::streambuf* target, size_t size = size_t{1} << 16) : target_(target), buffer_(size) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
  }
  ~BlockBuffer() override { sync(); }
  BlockBuffer(const BlockBuffer&) = delete;
  BlockBuffer& operator=(const BlockBuffer&) = delete;

 protected:
  int_type overflow(int_type c) override {
    if (!Drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }

  int sync() override { return Drain() && target_->pubsync() == 0 ? 0 : -1; }

 private:
  // Passes the gathered bytes on; false if the target took fewer.
  bool Drain() {
    const std::streamsize n = pptr() - pbase();
    const bool ok = n == 0 || target_->sputn(pbase(), n) == n;
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return ok;
  }

  std::streambuf* target_;
  std::vector<char> buffer_;
};

}  // namespace slugspec::cli

#endif  // SLUGSPEC_TOOLS_SLUG_BLOCK_BUFFER_H_
