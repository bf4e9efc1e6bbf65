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

#include "pentomino/jsoncrush_text.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

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

// ------------------------------------------------------ crush: measures

// The length of encodeURIComponent(s): what crush means by a string's size
// in a link. (Surrogates come in pairs here: crush never splits one.)
int64_t UriLength(UnitsView s) {
  int64_t total = 0;
  for (size_t i = 0; i < s.size();) {
    const size_t n = CodePointUnits(s, i);
    const char16_t c = s[i];
    if (n == 2) total += 12;
    else if (c < 0x80) total += IsUriUnreserved(c) ? 1 : 3;
    else if (c < 0x800) total += 6;
    else total += 9;
    i += n;
  }
  return total;
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

// -------------------------------------------- crush: substring counting

// A hash table from 64-bit keys to small ids, open addressing. The callers
// either use exact keys (FirstTable) or check candidates themselves.
class IdTable {
 public:
  static constexpr uint32_t kNone = UINT32_MAX;

  explicit IdTable(size_t expected) {
    size_t n = 16;
    while (n < 2 * expected) n *= 2;
    slots_.assign(n, Slot{});
    mask_ = n - 1;
  }

  // The first id stored under `key` for which `accept(id)` holds, or kNone.
  template <typename Accept>
  uint32_t Find(uint64_t key, Accept accept) const {
    for (size_t i = Start(key);; i = (i + 1) & mask_) {
      if (slots_[i].id == kNone) return kNone;
      if (slots_[i].key == key && accept(slots_[i].id)) return slots_[i].id;
    }
  }

  void Add(uint64_t key, uint32_t id) {
    size_t i = Start(key);
    while (slots_[i].id != kNone) i = (i + 1) & mask_;
    slots_[i] = {key, id};
  }

 private:
  struct Slot {
    uint64_t key = 0;
    uint32_t id = kNone;
  };
  size_t Start(uint64_t key) const {
    key ^= key >> 31;  // keys may be hashes or packed pairs: mix them
    key *= 0x9E3779B97F4A7C15u;
    return static_cast<size_t>(key >> 32) & mask_;
  }

  std::vector<Slot> slots_;
  size_t mask_ = 0;
};

// The greedy count JavaScript's indexOf loop makes: occurrences that start
// at or after the end of the previous counted one.
struct GreedyCount {
  size_t next_free = 0;
  int64_t count = 0;

  void See(size_t pos, size_t len) {
    if (count > 0 && pos < next_free) return;
    ++count;
    next_free = pos + len;
  }
};

// A repeated substring and its count, an entry of crush's table.
struct Candidate {
  Units text;
  int64_t count;
  int64_t uri_length;
};

// crush keeps its table in a plain JavaScript object, so the table's order
// (which decides ties) is property order: keys that are array indices
// (canonical decimal integers below 2^32 - 1) first, numerically, then the
// others in insertion order.
std::optional<uint64_t> ArrayIndexValue(UnitsView key) {
  if (key.empty() || key.size() > 10) return std::nullopt;
  if (key.size() > 1 && key[0] == u'0') return std::nullopt;
  uint64_t value = 0;
  for (char16_t c : key) {
    if (c < u'0' || c > u'9') return std::nullopt;
    value = value * 10 + (c - u'0');
  }
  if (value >= 0xFFFFFFFFu) return std::nullopt;
  return value;
}

void PutInPropertyOrder(std::vector<Candidate>* table) {
  std::vector<std::pair<uint64_t, Candidate>> indices;
  std::vector<Candidate> others;
  for (Candidate& c : *table) {
    if (const auto index = ArrayIndexValue(c.text)) {
      indices.emplace_back(*index, std::move(c));
    } else {
      others.push_back(std::move(c));
    }
  }
  std::sort(indices.begin(), indices.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  table->clear();
  for (auto& [index, c] : indices) table->push_back(std::move(c));
  for (Candidate& c : others) table->push_back(std::move(c));
}

// The first count looks a substring up in the object before counting it, so
// names that every object inherits look present and are never counted.
bool IsInheritedPropertyName(UnitsView s) {
  static constexpr std::array<UnitsView, 12> kNames = {
      u"constructor", u"__defineGetter__", u"__defineSetter__", u"hasOwnProperty",
      u"__lookupGetter__", u"__lookupSetter__", u"isPrototypeOf", u"propertyIsEnumerable",
      u"toString", u"valueOf", u"__proto__", u"toLocaleString"};
  return std::find(kNames.begin(), kNames.end(), s) != kNames.end();
}

// crush skips substrings that would cut a surrogate pair at either end.
bool CutsSurrogatePair(UnitsView s) { return IsLowSurrogate(s.front()) || IsHighSurrogate(s.back()); }

Candidate MakeCandidate(Units text, int64_t count) {
  const int64_t uri_length = UriLength(text);
  return Candidate{std::move(text), count, uri_length};
}

// The windows of one length, grouped by content: each position's group, and
// per group (numbered in order of first occurrence) its first position, its
// number of occurrences and its greedy count.
struct WindowGroups {
  struct Group {
    size_t first;
    size_t occurrences;
    GreedyCount greedy;
  };
  std::vector<size_t> positions;      // the windows looked at, in order
  std::vector<uint32_t> group_of;     // parallel to positions
  std::vector<Group> groups;
};

// Groups the windows of length len + 1 that start at `positions`, knowing
// the groups of length len: two windows are equal exactly when their first
// len units are (same group) and their last units are equal. Only windows
// whose first len units repeat can repeat, so each length looks at fewer
// positions than the one before (Karp, Miller and Rosenberg's refinement).
WindowGroups Refine(UnitsView s, const WindowGroups& shorter, size_t len) {
  WindowGroups longer;
  for (size_t i = 0; i < shorter.positions.size(); ++i) {
    const size_t pos = shorter.positions[i];
    if (shorter.groups[shorter.group_of[i]].occurrences < 2 || pos + len + 1 > s.size()) continue;
    longer.positions.push_back(pos);
    longer.group_of.push_back(shorter.group_of[i]);
  }
  IdTable ids(longer.positions.size());
  for (size_t i = 0; i < longer.positions.size(); ++i) {
    const size_t pos = longer.positions[i];
    const uint64_t key = (uint64_t{longer.group_of[i]} << 16) | s[pos + len];
    uint32_t id = ids.Find(key, [](uint32_t) { return true; });
    if (id == IdTable::kNone) {
      id = static_cast<uint32_t>(longer.groups.size());
      ids.Add(key, id);
      longer.groups.push_back({pos, 0, GreedyCount{}});
    }
    longer.group_of[i] = id;
    ++longer.groups[id].occurrences;
    longer.groups[id].greedy.See(pos, len + 1);
  }
  return longer;
}

// Windows of length 1: grouped by their code unit.
WindowGroups SingleUnits(UnitsView s) {
  WindowGroups g;
  std::vector<uint32_t> id_of_unit(0x10000, IdTable::kNone);
  for (size_t pos = 0; pos < s.size(); ++pos) {
    uint32_t& id = id_of_unit[s[pos]];
    if (id == IdTable::kNone) {
      id = static_cast<uint32_t>(g.groups.size());
      g.groups.push_back({pos, 0, GreedyCount{}});
    }
    g.positions.push_back(pos);
    g.group_of.push_back(id);
    ++g.groups[id].occurrences;
  }
  return g;
}

// crush's first table: every substring of 2 .. max_length - 1 code units that
// occurs more than once (greedy count), by length and then by first
// occurrence.
std::vector<Candidate> FirstTable(UnitsView s, int max_length) {
  std::vector<Candidate> table;
  WindowGroups groups = SingleUnits(s);
  for (size_t len = 2; static_cast<int64_t>(len) < max_length && len < s.size(); ++len) {
    groups = Refine(s, groups, len - 1);
    if (groups.positions.empty()) break;
    for (const WindowGroups::Group& g : groups.groups) {
      const UnitsView text = s.substr(g.first, len);
      if (g.greedy.count < 2 || CutsSurrogatePair(text) || IsInheritedPropertyName(text)) continue;
      table.push_back(MakeCandidate(Units(text), g.greedy.count));
    }
  }
  PutInPropertyOrder(&table);
  return table;
}

Units ReplaceAll(UnitsView s, UnitsView pattern, char16_t with) {
  Units out;
  out.reserve(s.size());
  size_t pos = 0;
  for (size_t hit = s.find(pattern); hit != UnitsView::npos; hit = s.find(pattern, pos)) {
    out.append(s.substr(pos, hit - pos));
    out.push_back(with);
    pos = hit + pattern.size();
  }
  out.append(s.substr(pos));
  return out;
}

// Polynomial hashes modulo 2^61 - 1 of the windows of one text, to find the
// windows that may equal a table entry (a match is then compared in full).
class WindowHashes {
 public:
  explicit WindowHashes(UnitsView text) : prefix_(text.size() + 1, 0), power_(text.size() + 1, 1) {
    for (size_t i = 0; i < text.size(); ++i) {
      prefix_[i + 1] = Add(MulMod(prefix_[i], kBase), text[i] + 1u);
      power_[i + 1] = MulMod(power_[i], kBase);
    }
  }

  uint64_t Window(size_t pos, size_t len) const {
    return Add(prefix_[pos + len], kMod - MulMod(prefix_[pos], power_[len]));
  }

  static uint64_t Of(UnitsView s) {
    uint64_t h = 0;
    for (char16_t c : s) h = Add(MulMod(h, kBase), c + 1u);
    return h;
  }

 private:
  static constexpr uint64_t kMod = (uint64_t{1} << 61) - 1;
  static constexpr uint64_t kBase = 1'000'003;

  static uint64_t MulMod(uint64_t a, uint64_t b) {
    __extension__ using Wide = unsigned __int128;
    const Wide product = static_cast<Wide>(a) * b;
    const uint64_t folded = static_cast<uint64_t>(product & kMod) + static_cast<uint64_t>(product >> 61);
    return folded >= kMod ? folded - kMod : folded;
  }
  static uint64_t Add(uint64_t a, uint64_t b) {
    const uint64_t sum = a + b;
    return sum >= kMod ? sum - kMod : sum;
  }

  std::vector<uint64_t> prefix_;
  std::vector<uint64_t> power_;
};

// A set of hashes as a small bit array, so that most windows, which match no
// entry, are turned away without touching the (larger) table.
class HashFilter {
 public:
  explicit HashFilter(size_t entries) {
    size_t bits = 1 << 12;
    while (bits < 16 * entries) bits *= 2;
    words_.assign(bits / 64, 0);
    mask_ = bits - 1;
  }
  void Add(uint64_t hash) { words_[Bit(hash) / 64] |= uint64_t{1} << (Bit(hash) % 64); }
  bool MayContain(uint64_t hash) const { return (words_[Bit(hash) / 64] >> (Bit(hash) % 64)) & 1; }

 private:
  size_t Bit(uint64_t hash) const { return static_cast<size_t>(hash ^ (hash >> 32)) & mask_; }
  std::vector<uint64_t> words_;
  size_t mask_;
};

// The greedy count of each entry of `table` in `s`: one pass over `s` per
// distinct entry length, looking each window up among the entries of that
// length.
void CountEach(std::vector<Candidate>* table, UnitsView s) {
  std::unordered_map<size_t, std::vector<uint32_t>> by_length;
  for (size_t i = 0; i < table->size(); ++i) {
    (*table)[i].count = 0;
    by_length[(*table)[i].text.size()].push_back(static_cast<uint32_t>(i));
  }
  const WindowHashes hashes(s);
  std::vector<GreedyCount> greedy(table->size());
  for (const auto& [len, ids] : by_length) {
    if (len > s.size()) continue;
    IdTable entries(ids.size());
    HashFilter filter(ids.size());
    for (uint32_t id : ids) {
      const uint64_t hash = WindowHashes::Of((*table)[id].text);
      entries.Add(hash, id);
      filter.Add(hash);
    }
    for (size_t pos = 0; pos + len <= s.size(); ++pos) {
      const uint64_t hash = hashes.Window(pos, len);
      if (!filter.MayContain(hash)) continue;
      const UnitsView window = s.substr(pos, len);
      const uint32_t id =
          entries.Find(hash, [&](uint32_t other) { return (*table)[other].text == window; });
      if (id != IdTable::kNone) greedy[id].See(pos, len);
    }
  }
  for (size_t i = 0; i < table->size(); ++i) (*table)[i].count = greedy[i].count;
}

// crush's table after replacing `best` by `with` in the text (now `s`): each
// entry rewritten the same way and counted again in the new text; entries
// that no longer repeat are dropped, and entries that became equal merge at
// the first one's place. ("__proto__" cannot be stored in an object.)
// Only rewritten entries can merge: they contain `with`, which no entry that
// was left alone does (it was not in the text).
std::vector<Candidate> NextTable(std::vector<Candidate> table, UnitsView best, char16_t with,
                                 UnitsView s) {
  std::vector<Candidate> next;
  IdTable rewritten(table.size());
  for (Candidate& c : table) {
    if (c.text.find(best) == Units::npos) {
      next.push_back(std::move(c));
      continue;
    }
    Units text = ReplaceAll(c.text, best, with);
    if (text == u"__proto__") continue;
    const uint64_t hash = WindowHashes::Of(text);
    if (rewritten.Find(hash, [&](uint32_t id) { return next[id].text == text; }) != IdTable::kNone) {
      continue;
    }
    rewritten.Add(hash, static_cast<uint32_t>(next.size()));
    next.push_back(MakeCandidate(std::move(text), 0));
  }
  CountEach(&next, s);
  std::erase_if(next, [](const Candidate& c) { return c.count < 2; });
  PutInPropertyOrder(&next);
  return next;
}

// How many bytes of link replacing `c` everywhere by a character of
// `with_length` saves, the substring and the character being appended to the
// text; the first replacement also pays for the U+0001 separator.
int64_t Saving(const Candidate& c, int64_t with_length, bool first) {
  int64_t saving = (c.count - 1) * c.uri_length - (c.count + 1) * with_length;
  if (first) saving -= 3;  // "%01"
  return saving;
}

// Drops the entries that save nothing (crush deletes them as it looks) and
// returns the index of the first entry with the largest saving, or nothing.
std::optional<size_t> PickBest(std::vector<Candidate>* table, int64_t with_length, bool first) {
  std::optional<size_t> best;
  int64_t best_saving = 0;
  std::vector<Candidate> kept;
  for (Candidate& c : *table) {
    const int64_t saving = Saving(c, with_length, first);
    if (saving <= 0) continue;
    if (saving > best_saving) {
      best = kept.size();
      best_saving = saving;
    }
    kept.push_back(std::move(c));
  }
  *table = std::move(kept);
  return best;
}

// The next replacement character, at or after `*cursor` in ReplacementOrder,
// that `s` does not contain.
std::optional<char16_t> NextFreeCharacter(UnitsView s, size_t* cursor) {
  std::array<bool, 256> present{};
  for (char16_t c : s) {
    if (c < 256) present[c] = true;
  }
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

  std::vector<Candidate> table = FirstTable(text, max_substring_length);
  Units keys;  // the replacement characters used, newest first
  size_t cursor = 0;
  while (const std::optional<char16_t> with = NextFreeCharacter(text, &cursor)) {
    const UnitsView with_view(&*with, 1);
    const std::optional<size_t> best = PickBest(&table, UriLength(with_view), keys.empty());
    if (!best) break;
    const Units substring = table[*best].text;
    text = ReplaceAll(text, substring, *with) + *with + substring;
    keys.insert(keys.begin(), *with);
    table = NextTable(std::move(table), substring, *with, text);
  }

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
