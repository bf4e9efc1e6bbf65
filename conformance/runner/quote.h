// What the runner's failure messages quote of a testee's bytes: at most
// kQuoteBytes of them, shown as DisplayBytes shows them, "..." when cut.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_QUOTE_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_QUOTE_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace slugspec::conformance {

inline constexpr size_t kQuoteBytes = 160;

std::string Quote(std::string_view bytes);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_QUOTE_H_
