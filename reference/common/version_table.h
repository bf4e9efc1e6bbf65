// VersionTable: a format's versions, oldest first, as one table of names
// indexed by the format's version enum. The one place a format spells its
// version names: the codec, the Format adapter and the harnesses all read it.
#ifndef SLUGSPEC_COMMON_VERSION_TABLE_H_
#define SLUGSPEC_COMMON_VERSION_TABLE_H_

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace slugspec {

template <typename Version, size_t N>
class VersionTable {
 public:
  using Enum = Version;
  // `names[i]` is the name of the version whose enum value is i.
  constexpr explicit VersionTable(std::array<std::string_view, N> names) : names_(names) {}

  constexpr std::string_view Name(Version v) const {
    const auto i = static_cast<size_t>(v);
    return i < N ? names_[i] : std::string_view();
  }
  constexpr std::optional<Version> Parse(std::string_view name) const {
    for (size_t i = 0; i < N; ++i) {
      if (names_[i] == name) return static_cast<Version>(i);
    }
    return std::nullopt;
  }
  std::vector<std::string_view> Names() const { return {names_.begin(), names_.end()}; }
  constexpr Version current() const { return static_cast<Version>(N - 1); }

 private:
  std::array<std::string_view, N> names_;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_VERSION_TABLE_H_
