// The lenient repairs of transit damage that every link format shares
// (spec/README.md §2, "Transit repairs", gives their reasons):
// percent-escapes applied once or twice, line breaks and tabs inserted by
// mail and chat, and punctuation glued to the ends of a link quoted in
// prose. A format whose alphabet contains one
// of these characters passes narrower sets.
#ifndef SLUGSPEC_COMMON_TRANSIT_H_
#define SLUGSPEC_COMMON_TRANSIT_H_

#include <string_view>

#include "common/repaired_text.h"

namespace slugspec {

inline constexpr std::string_view kLineBreaksAndTabs = "\t\n\f\r";
inline constexpr std::string_view kProseLeading = "([{<\"'`";
inline constexpr std::string_view kProseTrailing = ".,;:!?)]}>\"'`";

// Percent-decodes (at most twice), removes TAB/LF/FF/CR, trims prose
// punctuation, in that order.
inline void RepairTransit(RepairedText* text, std::string_view leading = kProseLeading,
                          std::string_view trailing = kProseTrailing) {
  text->PercentDecode(2);
  text->RemoveAll(kLineBreaksAndTabs);
  text->TrimEnds(leading, trailing);
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_TRANSIT_H_
