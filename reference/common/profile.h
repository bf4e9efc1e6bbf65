#ifndef SLUGSPEC_COMMON_PROFILE_H_
#define SLUGSPEC_COMMON_PROFILE_H_

#include <optional>
#include <string_view>

namespace slugspec {

// Decoding profiles (spec/README.md §2). Strict accepts exactly the canonical
// slugs; lenient also accepts what upstream players open and repairs
// unambiguous transit damage.
enum class Profile { kStrict, kLenient };

inline std::string_view ProfileName(Profile p) { return p == Profile::kStrict ? "strict" : "lenient"; }

inline std::optional<Profile> ParseProfile(std::string_view name) {
  if (name == "strict") return Profile::kStrict;
  if (name == "lenient") return Profile::kLenient;
  return std::nullopt;
}

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_PROFILE_H_
