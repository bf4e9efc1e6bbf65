#include "kit/slug_edits.h"

#include <algorithm>
#include <cstddef>

namespace slugspec {

std::string ReplaceEach(std::string_view s, char from, std::string_view to) {
  std::string out;
  for (char c : s) {
    if (c == from) {
      out += to;
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string Wrapped(std::string_view s, size_t every) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % every == 0) out += i % (2 * every) == 0 ? "\r\n" : "\n\t";
    out.push_back(s[i]);
  }
  return out;
}

std::string EditSlug(Draw& draw, std::string slug, std::string_view chars) {
  const int edits = draw.Uniform(1, 5);
  for (int i = 0; i < edits; ++i) {
    const int kind = draw.Uniform(0, 4);
    const size_t at = static_cast<size_t>(draw.Uniform(0, 1 << 20)) % (slug.size() + 1);
    const char c = draw.CharOf(chars);
    switch (kind) {
      case 0:
        if (at < slug.size()) slug[at] = c;
        break;
      case 1:
        slug.insert(slug.begin() + static_cast<std::ptrdiff_t>(at), c);
        break;
      case 2:
        if (at < slug.size()) slug.erase(at, 1);
        break;
      default:
        slug.resize(at);
        break;
    }
  }
  return slug;
}

std::string_view DamageName(Damage d) {
  switch (d) {
    case Damage::kPlusAsSpace:
      return "plus-as-space";
    case Damage::kPercentOnce:
      return "percent-once";
    case Damage::kPercentTwice:
      return "percent-twice";
    case Damage::kUrlSafe:
      return "url-safe";
    case Damage::kNoPadding:
      return "no-padding";
    case Damage::kLineBreaks:
      return "line-breaks";
    case Damage::kProse:
      return "prose";
    case Damage::kTruncated:
      return "truncated";
  }
  return "?";
}

namespace {

bool Unreserved(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

std::string Percent(std::string_view s, std::string_view escape) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : s) {
    if (Unreserved(c)) {
      out.push_back(c);
      continue;
    }
    const auto b = static_cast<unsigned char>(c);
    out += escape;
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

}  // namespace

std::string ApplyDamage(std::string_view slug, Damage d, uint64_t seed) {
  std::string s(slug);
  switch (d) {
    case Damage::kPlusAsSpace:
      std::replace(s.begin(), s.end(), '+', ' ');
      break;
    case Damage::kPercentOnce:
      s = Percent(s, "%");
      break;
    case Damage::kPercentTwice:
      s = Percent(s, "%25");
      break;
    case Damage::kUrlSafe:
      std::replace(s.begin(), s.end(), '+', '-');
      std::replace(s.begin(), s.end(), '/', '_');
      break;
    case Damage::kNoPadding:
      s.erase(s.find_last_not_of('=') + 1);
      break;
    case Damage::kLineBreaks:
      for (uint64_t i = 0; i < 3; ++i) s.insert((seed * (i + 7)) % (s.size() + 1), i % 2 ? "\r\n" : "\n");
      break;
    case Damage::kProse:
      s = "(" + s + ").";
      break;
    case Damage::kTruncated:
      if (!s.empty()) s.resize(seed % s.size());
      break;
  }
  return s;
}

}  // namespace slugspec
