#include "slug/line_reader.h"

#include <ios>

namespace slugspec::cli {

bool ReadBoundedLine(std::istream& in, std::string* line, size_t max, std::ostream& out) {
  line->clear();
  std::streambuf* buffer = in.rdbuf();
  bool any = false;
  try {
    while (true) {
      if (buffer->in_avail() <= 0) out.flush();
      const int c = buffer->sbumpc();
      if (c == std::char_traits<char>::eof()) break;
      any = true;
      if (c == '\n') return true;
      if (line->size() <= max) line->push_back(static_cast<char>(c));
    }
  } catch (const std::ios_base::failure&) {
    // libstdc++'s file buffer throws when read(2) fails (a closed standard
    // input: EBADF), whatever the stream's exception mask says.
    in.setstate(std::ios::badbit);
    return false;
  }
  in.setstate(any ? std::ios::eofbit : std::ios::eofbit | std::ios::failbit);
  return any;
}

}  // namespace slugspec::cli
