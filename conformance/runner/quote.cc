#include "conformance/runner/quote.h"

#include "common/display.h"

namespace slugspec::conformance {

std::string Quote(std::string_view bytes) {
  const bool cut = bytes.size() > kQuoteBytes;
  return DisplayBytes(bytes.substr(0, kQuoteBytes)) + (cut ? "..." : "");
}

}  // namespace slugspec::conformance
