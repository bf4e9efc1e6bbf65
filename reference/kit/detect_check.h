// The check that a format's version detection agrees with its decoder
// (FormatKit::CheckDecoded of formats that detect a version from a prefix
// or header before decoding): on an accepted slug, detection succeeds and
// names the decoded version; on a rejected one, a detection that fails
// fails with the decoder's code and offset. "" when it holds.
#ifndef SLUGSPEC_KIT_DETECT_CHECK_H_
#define SLUGSPEC_KIT_DETECT_CHECK_H_

#include <string>
#include <string_view>

#include "common/status.h"

namespace slugspec {

inline std::string CheckDetectionAgrees(const Status& detected, std::string_view detected_version,
                                        const Status& decoded, std::string_view decoded_version) {
  if (decoded.ok()) {
    if (!detected.ok()) return "DetectVersion rejects a slug Decode accepts: " + detected.ToString();
    if (detected_version != decoded_version) {
      return "DetectVersion says " + std::string(detected_version) + " but Decode says " + std::string(decoded_version);
    }
  } else if (!detected.ok() && (detected.code() != decoded.code() || detected.offset() != decoded.offset())) {
    return "DetectVersion says " + detected.ToString() + " but Decode says " + decoded.ToString();
  }
  return {};
}

}  // namespace slugspec

#endif  // SLUGSPEC_KIT_DETECT_CHECK_H_
