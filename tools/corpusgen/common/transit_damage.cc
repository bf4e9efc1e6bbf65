#include "corpusgen/common/transit_damage.h"

namespace slugspec::corpusgen {

std::string PercentEscape(char c, int times) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const auto u = static_cast<unsigned char>(c);
  std::string e = {'%', kHex[u >> 4], kHex[u & 15]};
  for (int i = 1; i < times; ++i) e.insert(1, "25");  // "%XX" escaped again is "%25XX"
  return e;
}

std::string Escape(std::string_view s, std::string_view which, int times) {
  std::string out;
  for (char c : s)
    out += (which.empty() || which.find(c) != std::string_view::npos) ? PercentEscape(c, times) : std::string(1, c);
  return out;
}

std::string Wrap(std::string_view s, size_t every, std::string_view brk) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && i % every == 0) out += brk;
    out += s[i];
  }
  return out;
}

std::string InProse(std::string_view s, SplitMix64* rng) {
  // One draw per statement: g++ and clang++ evaluate arguments in different orders.
  const char open = "([{<\"'`"[rng->Below(7)];
  const char close = ".,;:!?)]}>\"'`"[rng->Below(13)];
  return std::string(1, open) + std::string(s) + close;
}

std::string Upper(std::string s, size_t from) {
  for (size_t i = from; i < s.size(); ++i) {
    if (s[i] >= 'a' && s[i] <= 'z') s[i] = static_cast<char>(s[i] - 'a' + 'A');
  }
  return s;
}

std::string RandomTransitDamage(SplitMix64* rng, const RepairableDamage& repairable, std::string slug,
                                std::vector<std::string>* flags) {
  // One bit per kind of damage; upper case is a kind only where it is folded.
  const bool folds = repairable.fold_from != std::string_view::npos;
  const uint32_t kind_count = folds ? 5 : 4;
  const uint32_t kinds = 1 + rng->Below((1u << kind_count) - 1);
  int next = 0;
  const int upper = folds ? next++ : -1, wrap = next++, escape = next++, space = next++, prose = next++;
  const auto chosen = [&](int kind) { return kind >= 0 && ((kinds >> kind) & 1u) != 0; };
  const size_t before = flags->size();
  if (chosen(upper)) {
    slug = Upper(std::move(slug), repairable.fold_from);
    flags->push_back("UpperCase");
  }
  if (chosen(wrap)) {
    // One draw per statement: the order of evaluation of function arguments
    // is unspecified, and g++ and clang++ differ.
    const size_t width = 3 + rng->Below(10);
    const char* line_break = rng->Below(2) ? "\r\n" : "\n";
    slug = Wrap(slug, width, line_break);
    flags->push_back("LineBreaks");
  }
  if (chosen(escape)) {
    const bool twice = rng->Below(2) != 0;
    const std::string which = rng->Below(2) ? "_" : "_" + std::string(repairable.escaped_too);
    slug = Escape(slug, which, twice ? 2 : 1);
    flags->push_back(twice ? "DoublePercentEncoded" : "PercentEncoded");
  }
  const bool spaces_outside = rng->Below(2) != 0;
  const auto spaces = [&] {
    const size_t left = rng->Below(3);
    const size_t right = 1 + rng->Below(3);
    slug = std::string(left, ' ') + slug + std::string(right, ' ');
    flags->push_back("SurroundingSpaces");
  };
  if (chosen(space) && !spaces_outside) spaces();
  if (chosen(prose)) {
    slug = InProse(slug, rng);
    flags->push_back("ProsePunctuation");
  }
  if (chosen(space) && spaces_outside) spaces();
  if (flags->size() - before > 1) flags->push_back("CombinedDamage");
  return slug;
}

}  // namespace slugspec::corpusgen
