// JSONCrush 1.1.8, written from the algorithm (see jsoncrush.h).
//
// crush(json):
//   1. delete every U+0001 (it will separate the parts of the result);
//   2. swap JSON punctuation with characters encodeURIComponent leaves alone;
//   3. while a free replacement character and a profitable repeated substring
//      exist: replace the substring everywhere by the character and append
//      character + substring to the text;
//   4. text + U+0001 + the replacement characters, newest first (the U+0001
//      and the list only when something was replaced) + "_".
// uncrush reverses 4, 3 and 2. Everything below is on UTF-16 code units,
// because that is what JavaScript's string operations see.
#include "pentomino/jsoncrush.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "pentomino/jsoncrush_table.h"
#include "pentomino/jsoncrush_text.h"

namespace slugspec::pentomino::jsoncrush {
namespace {

using namespace text;  // UTF-8 and UTF-16 as JavaScript sees them (jsoncrush_text.h)

constexpr char16_t kDelimiter = u'\u0001';

// ---------------------------------------------------------------- swaps

// crush's second step. Each pair is swapped both ways in one left-to-right
// pass (a regular expression `a|b`, so at each position `a` is tried first);
// the pairs are applied in this order, and in the reverse order by uncrush.
struct SwapPair {
  UnitsView a;
  UnitsView b;
};
constexpr std::array<SwapPair, 5> kSwapPairs = {{
    {u"\"", u"'"},
    {u"':", u"!"},
    {u",'", u"~"},
    {u"}", u")"},
    {u"{", u"("},
}};

// Unchanged runs are copied whole: a unit that starts neither side of the
// pair is skipped with one comparison (uncrush swaps texts of up to the
// 262,144-byte expansion limit five times).
Units SwapPass(UnitsView s, const SwapPair& pair) {
  Units out;
  out.reserve(s.size());
  const char16_t a0 = pair.a.front();
  const char16_t b0 = pair.b.front();
  size_t run = 0;  // where the pending unchanged run starts
  for (size_t i = 0; i < s.size();) {
    const char16_t c = s[i];
    if (c != a0 && c != b0) {
      ++i;
      continue;
    }
    const UnitsView rest = s.substr(i);
    const bool is_a = rest.starts_with(pair.a);
    if (!is_a && !rest.starts_with(pair.b)) {
      ++i;
      continue;
    }
    out.append(s.substr(run, i - run));
    out.append(is_a ? pair.b : pair.a);
    i += is_a ? pair.a.size() : pair.b.size();
    run = i;
  }
  out.append(s.substr(run));
  return out;
}

Units SwapForward(Units s) {
  for (const SwapPair& pair : kSwapPairs) s = SwapPass(s, pair);
  return s;
}

Units SwapBackward(Units s) {
  for (auto it = kSwapPairs.rbegin(); it != kSwapPairs.rend(); ++it) s = SwapPass(s, *it);
  return s;
}

// The characters crush may replace substrings with, in the order it tries
// them: first those encodeURIComponent leaves alone, then the rest of
// U+0020..U+00FE except the backslash, each group in code order.
const std::vector<char16_t>& ReplacementOrder() {
  static const std::vector<char16_t> order = [] {
    std::vector<char16_t> v;
    for (char16_t c = 1; c < 127; ++c) {
      if (IsUriUnreserved(c)) v.push_back(c);
    }
    for (char16_t c = 32; c < 255; ++c) {
      if (!IsUriUnreserved(c) && c != u'\\') v.push_back(c);
    }
    return v;
  }();
  return order;
}

// The next replacement character, at or after `*cursor` in ReplacementOrder,
// that the text does not contain (`present`: its units below 256).
std::optional<char16_t> NextFreeCharacter(const std::array<bool, 256>& present, size_t* cursor) {
  const std::vector<char16_t>& order = ReplacementOrder();
  while (*cursor < order.size() && present[order[*cursor]]) ++*cursor;
  if (*cursor == order.size()) return std::nullopt;
  return order[*cursor];
}

// ----------------------------------------------------- uncrush: expansion

Status TooLong() { return Status(LIMIT_EXCEEDED, 0, "the JSONCrush expansion limit was exceeded"); }

// One step of uncrush for replacement character `key` (one code point, as
// JavaScript's for..of yields it): the text after the last `key` is the
// substring it stands for; it is cut off, with that `key`, and put in place of
// every other `key`. With no `key` in the text, the text becomes empty (a
// JavaScript quirk: split gives one part, which pop takes away). The size of
// the result is known before it is built, so the limit is checked first.
Status ExpandOnce(UnitsView key, size_t limit, Units* text) {
  size_t occurrences = 0;
  size_t last = 0;
  for (size_t hit = text->find(key); hit != Units::npos; hit = text->find(key, hit + key.size())) {
    ++occurrences;
    last = hit;
  }
  if (occurrences == 0) {
    text->clear();
    return OkStatus();
  }
  const size_t copies = occurrences - 1;
  const UnitsView value = UnitsView(*text).substr(last + key.size());
  const size_t kept = last - copies * key.size();
  if (kept > limit || (!value.empty() && copies > (limit - kept) / value.size())) return TooLong();
  Units out;
  out.reserve(kept + copies * value.size());
  size_t pos = 0;
  for (size_t hit = text->find(key); hit < last; hit = text->find(key, hit + key.size())) {
    out.append(UnitsView(*text).substr(pos, hit - pos));
    out.append(value);
    pos = hit + key.size();
  }
  out.append(UnitsView(*text).substr(pos, last - pos));
  *text = std::move(out);
  return OkStatus();
}

size_t Utf8Length(UnitsView s) {
  size_t n = 0;
  for (size_t i = 0; i < s.size();) {
    const size_t units = CodePointUnits(s, i);
    const char16_t c = s[i];
    n += units == 2 ? 4 : c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    i += units;
  }
  return n;
}

}  // namespace

std::string Crush(std::string_view json_utf8, int max_substring_length) {
  Units text = DecodeUtf8Lossy(json_utf8);
  std::erase(text, kDelimiter);
  text = SwapForward(std::move(text));

  // A replacement takes substrings out and appends them again: the text only
  // ever gains the replacement character.
  std::array<bool, 256> present{};
  for (char16_t c : text) {
    if (c < 256) present[c] = true;
  }
  internal::SubstringTable table(std::move(text), max_substring_length);
  Units keys;  // the replacement characters used, newest first
  size_t cursor = 0;
  while (const std::optional<char16_t> with = NextFreeCharacter(present, &cursor)) {
    const std::optional<Units> best = table.PickBest(internal::UriLength(UnitsView(&*with, 1)), keys.empty());
    if (!best) break;
    table.Replace(*best, *with);
    present[*with] = true;
    keys.insert(keys.begin(), *with);
  }
  text = table.text();

  if (!keys.empty()) text += kDelimiter + keys;
  text += u'_';
  return EncodeUtf8(text);
}

Status Uncrush(std::string_view crushed_utf8, size_t max_output_bytes, std::string* json) {
  Units input;
  SLUGSPEC_RETURN_IF_ERROR(DecodeUtf8Strict(crushed_utf8, &input));
  // The last code unit goes, whatever it is (crush's final '_'; half of a
  // surrogate pair if that is what ends the text).
  if (!input.empty()) input.pop_back();

  // Parts split at U+0001: the text, then the replacement characters; any
  // further parts are ignored.
  const UnitsView whole(input);
  const size_t separator = whole.find(kDelimiter);
  Units text(whole.substr(0, separator));
  UnitsView keys;
  if (separator != UnitsView::npos) {
    keys = whole.substr(separator + 1);
    keys = keys.substr(0, keys.find(kDelimiter));
  }

  // Once the text is empty, every further step leaves it empty.
  for (size_t i = 0; i < keys.size() && !text.empty();) {
    const size_t n = CodePointUnits(keys, i);
    SLUGSPEC_RETURN_IF_ERROR(ExpandOnce(keys.substr(i, n), max_output_bytes, &text));
    i += n;
  }

  text = SwapBackward(std::move(text));
  if (Utf8Length(text) > max_output_bytes) return TooLong();
  *json = EncodeUtf8(text);
  return OkStatus();
}

}  // namespace slugspec::pentomino::jsoncrush
