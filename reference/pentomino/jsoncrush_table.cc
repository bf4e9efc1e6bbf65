// crush's table of repeated substrings, counted once and then kept up to date
// (jsoncrush_table.h).
//
// Why an entry's count changes only near a replaced occurrence. Let the text
// s become s' = (s with every greedy occurrence of `best` replaced by `with`)
// + `with` + `best`, where `with` does not occur in s. Take an entry E that
// does not contain `best` (so it is not rewritten). E contains no `with`, so
// its occurrences in s' are (1) the occurrences in s that overlap no replaced
// occurrence, each shifted left, and (2) the occurrences inside the appended
// `best`. Two occurrences in (1) keep their relation: if they overlapped,
// nothing was replaced between them and their distance is the same; if not,
// a replaced occurrence between them shrinks to one unit and they still do
// not overlap. The greedy count only depends on that relation, and it is the
// sum of the greedy counts of E's clusters (maximal runs of occurrences each
// overlapping the one before), because the occurrence after a cluster always
// starts after the last one counted. So E's new count is its old count, minus
// the old greedy count of every cluster that holds an occurrence overlapping
// a replaced one, plus the greedy count of what is left of those clusters,
// plus its greedy count inside `best`. Only the windows that overlap a
// replaced occurrence are looked up, and clusters are walked from there.
#include "pentomino/jsoncrush_table.h"

#include <algorithm>
#include <array>
#include <utility>

namespace slugspec::pentomino::jsoncrush::internal {

using text::Units;
using text::UnitsView;

namespace {

using Hash = WindowHashes;

// What one code unit costs in encodeURIComponent's output; a surrogate pair
// (12 bytes, 4 escapes) is split evenly between its two units.
int64_t UnitUriLength(UnitsView s, size_t i) {
  const char16_t c = s[i];
  if (c < 0x80) return text::IsUriUnreserved(c) ? 1 : 3;
  if (c < 0x800) return 6;
  const bool paired = (text::IsHighSurrogate(c) && i + 1 < s.size() && text::IsLowSurrogate(s[i + 1])) ||
                      (text::IsLowSurrogate(c) && i > 0 && text::IsHighSurrogate(s[i - 1]));
  return paired ? 6 : 9;
}

// The greedy count JavaScript's indexOf loop makes: occurrences that start
// at or after the end of the previous counted one, seen in order.
struct GreedyCount {
  size_t next_free = 0;
  int64_t count = 0;

  void See(size_t pos, size_t len) {
    if (count > 0 && pos < next_free) return;
    ++count;
    next_free = pos + len;
  }
};

int64_t GreedyIn(UnitsView s, UnitsView pattern) {
  int64_t count = 0;
  for (size_t hit = s.find(pattern); hit != UnitsView::npos; hit = s.find(pattern, hit + pattern.size())) ++count;
  return count;
}

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

// The first count looks a substring up in the object before counting it, so
// names that every object inherits look present and are never counted.
bool IsInheritedPropertyName(UnitsView s) {
  static constexpr std::array<UnitsView, 12> kNames = {
      u"constructor",      u"__defineGetter__", u"__defineSetter__", u"hasOwnProperty",
      u"__lookupGetter__", u"__lookupSetter__", u"isPrototypeOf",    u"propertyIsEnumerable",
      u"toString",         u"valueOf",          u"__proto__",        u"toLocaleString"};
  return std::find(kNames.begin(), kNames.end(), s) != kNames.end();
}

// crush skips substrings that would cut a surrogate pair at either end.
bool CutsSurrogatePair(UnitsView s) { return text::IsLowSurrogate(s.front()) || text::IsHighSurrogate(s.back()); }

// The windows of one length, grouped by content: each position's group, and
// per group (numbered in order of first occurrence) its first position, its
// number of occurrences and its greedy count.
struct WindowGroups {
  struct Group {
    size_t first;
    size_t occurrences;
    GreedyCount greedy;
  };
  std::vector<size_t> positions;   // the windows looked at, in order
  std::vector<uint32_t> group_of;  // parallel to positions
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
  IdTable ids(64);
  g.positions.reserve(s.size());
  g.group_of.reserve(s.size());
  for (size_t pos = 0; pos < s.size(); ++pos) {
    uint32_t id = ids.Find(s[pos], [](uint32_t) { return true; });
    if (id == IdTable::kNone) {
      id = static_cast<uint32_t>(g.groups.size());
      ids.Add(s[pos], id);
      g.groups.push_back({pos, 0, GreedyCount{}});
    }
    g.positions.push_back(pos);
    g.group_of.push_back(id);
    ++g.groups[id].occurrences;
  }
  return g;
}

}  // namespace

int64_t UriLength(UnitsView s) {
  int64_t total = 0;
  for (size_t i = 0; i < s.size(); ++i) total += UnitUriLength(s, i);
  return total;
}

// ------------------------------------------------------------ WindowHashes

void WindowHashes::Reset(UnitsView text) {
  prefix_.resize(text.size() + 1);
  prefix_[0] = 0;
  for (size_t i = 0; i < text.size(); ++i)
    prefix_[i + 1] = Hash::AddMod(Hash::MulMod(prefix_[i], Hash::kBase), text[i] + 1u);
  if (power_.empty()) power_.push_back(1);
  while (power_.size() < text.size() + 1) power_.push_back(Hash::MulMod(power_.back(), Hash::kBase));
}

uint64_t WindowHashes::Of(UnitsView s) {
  uint64_t h = 0;
  for (char16_t c : s) h = Hash::AddMod(Hash::MulMod(h, Hash::kBase), c + 1u);
  return h;
}

// ----------------------------------------------------------------- IdTable

IdTable::IdTable(size_t expected) {
  size_t n = 16;
  while (n < 2 * expected) n *= 2;
  slots_.assign(n, Slot{});
  mask_ = n - 1;
}

size_t IdTable::Start(uint64_t key) const {
  key ^= key >> 31;  // keys may be hashes or packed pairs: mix them
  key *= 0x9E3779B97F4A7C15u;
  return static_cast<size_t>(key >> 32) & mask_;
}

void IdTable::Place(uint64_t key, uint32_t id) {
  size_t i = Start(key);
  while (slots_[i].id != kNone) i = (i + 1) & mask_;
  slots_[i] = {key, id};
}

void IdTable::Add(uint64_t key, uint32_t id) {
  if (2 * (used_ + 1) > slots_.size()) {  // keep the load at most one half
    std::vector<Slot> old(2 * slots_.size(), Slot{});
    old.swap(slots_);
    mask_ = slots_.size() - 1;
    for (const Slot& s : old) {
      if (s.id != kNone) Place(s.key, s.id);
    }
  }
  Place(key, id);
  ++used_;
}

// ---------------------------------------------------------- SubstringTable

SubstringTable::SubstringTable(Units text, int max_length) : text_(std::move(text)) {
  hashes_.Reset(text_);
  store_ = text_;
  FindFirstEntries(max_length);
}

UnitsView SubstringTable::TextOf(const Entry& e) const { return UnitsView(store_).substr(e.offset, e.length); }

uint32_t SubstringTable::Lookup(uint64_t hash, UnitsView s) const {
  if (s.size() >= by_length_.size()) return IdTable::kNone;
  return by_length_[s.size()].Find(hash, [&](uint32_t id) {
    const Entry& e = entries_[id];
    return e.alive && TextOf(e) == s;
  });
}

uint32_t SubstringTable::AddEntry(uint32_t offset, uint32_t length, uint64_t hash, int64_t count, int64_t uri_length) {
  const auto id = static_cast<uint32_t>(entries_.size());
  const UnitsView key = UnitsView(store_).substr(offset, length);
  entries_.push_back(
      Entry{offset, length, hash, count, uri_length, ArrayIndexValue(key), true, 0, 0, kNotYet, 0, false});
  if (live_of_length_.size() <= length) {
    live_of_length_.resize(length + 1, 0);
    by_length_.resize(length + 1);
    filter_of_length_.resize(length + 1);
  }
  by_length_[length].Add(hash, id);
  Filter(length, hash);
  ++live_of_length_[length];
  return id;
}

// The filter of a length has at least 8 bits per entry it was made for and
// is made again, larger, when its entries outgrow it.
void SubstringTable::Filter(size_t length, uint64_t hash) {
  std::vector<uint64_t>& bits = filter_of_length_[length];
  const size_t entries = by_length_[length].size();
  if (bits.size() * 64 < 8 * entries) {
    bits.assign(std::max<size_t>(8, 2 * bits.size()), 0);
    while (bits.size() * 64 < 16 * entries) bits.resize(2 * bits.size());
    by_length_[length].ForEach([&](uint32_t id) {
      const uint64_t h = entries_[id].hash;
      bits[(h >> 7) & (bits.size() - 1)] |= uint64_t{1} << (h & 63);
    });
    return;
  }
  bits[(hash >> 7) & (bits.size() - 1)] |= uint64_t{1} << (hash & 63);
}

bool SubstringTable::MayBeEntry(size_t length, uint64_t hash) const {
  const std::vector<uint64_t>& bits = filter_of_length_[length];
  return (bits[(hash >> 7) & (bits.size() - 1)] >> (hash & 63)) & 1;
}

void SubstringTable::Kill(uint32_t id) {
  Entry& e = entries_[id];
  if (!e.alive) return;
  e.alive = false;
  --live_of_length_[e.length];
}

// Every substring of 2 .. max_length - 1 code units that occurs more than
// once (greedy count), by length and then by first occurrence; then put in
// property order. Entries point into the first text, kept in store_.
void SubstringTable::FindFirstEntries(int max_length) {
  const UnitsView s(text_);
  std::vector<int64_t> uri_before(s.size() + 1, 0);  // encodeURIComponent length of s[0, i)
  for (size_t i = 0; i < s.size(); ++i) uri_before[i + 1] = uri_before[i] + UnitUriLength(s, i);
  WindowGroups groups = SingleUnits(s);
  for (size_t len = 2; static_cast<int64_t>(len) < max_length && len < s.size(); ++len) {
    groups = Refine(s, groups, len - 1);
    if (groups.positions.empty()) break;
    for (const WindowGroups::Group& g : groups.groups) {
      const UnitsView key = s.substr(g.first, len);
      if (g.greedy.count < 2 || CutsSurrogatePair(key) || IsInheritedPropertyName(key)) continue;
      // A key cuts no surrogate pair, so its units' costs add up to its own.
      const uint32_t id =
          AddEntry(static_cast<uint32_t>(g.first), static_cast<uint32_t>(len), hashes_.Window(g.first, len),
                   g.greedy.count, uri_before[g.first + len] - uri_before[g.first]);
      order_.push_back(id);
    }
  }
  PutInPropertyOrder();
}

void SubstringTable::PutInPropertyOrder() {
  const auto indices_end = std::stable_partition(order_.begin(), order_.end(),
                                                 [&](uint32_t id) { return entries_[id].array_index.has_value(); });
  std::sort(order_.begin(), indices_end,
            [&](uint32_t x, uint32_t y) { return *entries_[x].array_index < *entries_[y].array_index; });
}

std::optional<Units> SubstringTable::PickBest(int64_t with_length, bool first) {
  std::optional<uint32_t> best;
  int64_t best_saving = 0;
  size_t kept = 0;
  for (const uint32_t id : order_) {
    const Entry& e = entries_[id];
    int64_t saving = (e.count - 1) * e.uri_length - (e.count + 1) * with_length;
    if (first) saving -= 3;  // the separator, "%01"
    if (saving <= 0) {
      Kill(id);
      continue;
    }
    if (saving > best_saving) {
      best = id;
      best_saving = saving;
    }
    order_[kept++] = id;
  }
  order_.resize(kept);
  if (!best) return std::nullopt;
  return Units(TextOf(entries_[*best]));
}

// The shifts p < |key| at which a key overlaps itself (key[i] == key[i + p]
// for every i), ascending: the only distances at which two of its
// occurrences can overlap. Computed when first needed (Knuth, Morris and
// Pratt's border table); most keys have none.
const uint32_t* SubstringTable::PeriodsOf(Entry& e) {
  if (e.periods_offset == kNotYet) {
    const UnitsView key = TextOf(e);
    std::vector<uint32_t>& border = border_;  // longest proper border of key[0, i]
    border.assign(key.size(), 0);
    for (size_t i = 1, b = 0; i < key.size(); ++i) {
      while (b > 0 && key[i] != key[b]) b = border[b - 1];
      if (key[i] == key[b]) ++b;
      border[i] = static_cast<uint32_t>(b);
    }
    e.periods_offset = static_cast<uint32_t>(periods_.size());
    for (uint32_t b = key.empty() ? 0 : border.back(); b > 0; b = border[b - 1]) {
      periods_.push_back(static_cast<uint32_t>(key.size()) - b);
    }
    e.periods_count = static_cast<uint32_t>(periods_.size() - e.periods_offset);
  }
  return periods_.data() + e.periods_offset;
}

// How the greedy count of `e` changes in the cluster of its occurrences that
// holds the occurrence at `at` (in old_text_) when the occurrences that
// overlap a replaced one go; sets e.cluster_end to the cluster's last
// occurrence. Neighbours in a cluster are a period of the key apart, so only
// those distances are tried; a key without periods is a cluster of one.
int64_t SubstringTable::ClusterDelta(Entry& e, size_t at) {
  const size_t len = e.length;
  const auto destroyed = [&](size_t y) { return covered_before_[y + len] != covered_before_[y]; };
  const uint32_t* periods = PeriodsOf(e);
  const uint32_t period_count = e.periods_count;
  if (period_count == 0) {
    e.cluster_end = at;
    return destroyed(at) ? -1 : 0;
  }
  const UnitsView key = TextOf(e);
  const size_t n = old_text_.size();
  const auto occurs = [&](size_t y) {
    return y + len <= n && old_hashes_.Window(y, len) == e.hash && UnitsView(old_text_).substr(y, len) == key;
  };
  // The nearest occurrence before (after) `y` that overlaps it, or y itself.
  const auto previous = [&](size_t y) {
    for (uint32_t i = 0; i < period_count && periods[i] <= y; ++i) {
      if (occurs(y - periods[i])) return y - periods[i];
    }
    return y;
  };
  const auto following = [&](size_t y) {
    for (uint32_t i = 0; i < period_count; ++i) {
      if (occurs(y + periods[i])) return y + periods[i];
    }
    return y;
  };

  size_t first = at;
  for (size_t y = previous(first); y != first; y = previous(first)) first = y;
  GreedyCount before;
  GreedyCount after;
  for (size_t cur = first;;) {
    before.See(cur, len);
    if (!destroyed(cur)) after.See(cur, len);
    const size_t next = following(cur);
    if (next == cur) {
      e.cluster_end = cur;
      break;
    }
    cur = next;
  }
  return after.count - before.count;
}

// The greedy count in text_ of a rewritten key, among `candidates` (any
// superset of its occurrences, sorted).
int64_t SubstringTable::CountAt(UnitsView key, uint64_t hash, const std::vector<size_t>& candidates) const {
  const UnitsView s(text_);
  GreedyCount greedy;
  for (const size_t x : candidates) {
    if (x + key.size() > s.size()) break;
    if (hashes_.Window(x, key.size()) == hash && s.substr(x, key.size()) == key) greedy.See(x, key.size());
  }
  return greedy.count;
}

// Where a rewritten key may occur in the new text. Expanding each
// replacement character back into `best` turns the new text, up to its last
// replacement character, into the old text, and the rewritten key into the
// old key; so an occurrence either ends before the last replacement
// character and is an old occurrence of the key, moved left by what the
// replacements before it took out, or it holds the last replacement
// character at one of the key's own.
std::vector<size_t> SubstringTable::RewrittenCandidates(UnitsView rewritten, char16_t with,
                                                        const std::vector<uint32_t>& old_positions,
                                                        const std::vector<size_t>& replaced, size_t m) const {
  std::vector<size_t> candidates;
  candidates.reserve(old_positions.size() + 2);
  for (const uint32_t y : old_positions) {
    // (An old occurrence that a replaced one cuts into maps to nothing; the
    // check in CountAt turns such candidates away, and this one away here.)
    const auto before = static_cast<size_t>(std::lower_bound(replaced.begin(), replaced.end(), y) - replaced.begin());
    if (y >= before * (m - 1)) candidates.push_back(y - before * (m - 1));
  }
  const size_t last_marker = text_.size() - m - 1;
  for (size_t k = rewritten.find(with); k != UnitsView::npos; k = rewritten.find(with, k + 1)) {
    if (k <= last_marker) candidates.push_back(last_marker - k);
  }
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  return candidates;
}

void SubstringTable::Replace(UnitsView best, char16_t with) {
  ++round_;
  const size_t m = best.size();
  old_text_.swap(text_);
  std::swap(old_hashes_, hashes_);
  const UnitsView old(old_text_);
  const size_t n = old.size();

  // The replaced occurrences (split's, left to right without overlap), the
  // units they cover, and the new text.
  std::vector<size_t> replaced;
  for (size_t hit = old.find(best); hit != UnitsView::npos; hit = old.find(best, hit + m)) replaced.push_back(hit);
  covered_before_.assign(n + 1, 0);
  text_.clear();
  size_t pos = 0;
  for (const size_t hit : replaced) {
    for (size_t i = pos; i < hit; ++i) covered_before_[i + 1] = covered_before_[i];
    for (size_t i = hit; i < hit + m; ++i) covered_before_[i + 1] = covered_before_[i] + 1;
    text_.append(old.substr(pos, hit - pos));
    text_.push_back(with);
    pos = hit + m;
  }
  for (size_t i = pos; i < n; ++i) covered_before_[i + 1] = covered_before_[i];
  text_.append(old.substr(pos));
  text_.push_back(with);
  text_.append(best);
  hashes_.Reset(text_);

  // The entries with an occurrence that overlaps a replaced one: the windows
  // overlapping a replaced occurrence, each length once, each window once.
  // An entry holding `best` is rewritten, and all its occurrences are among
  // these windows (each holds an occurrence of `best`, which overlaps a
  // replaced one, or split would have taken it); the others lose the
  // occurrences that overlap, cluster by cluster.
  std::vector<std::pair<uint32_t, uint32_t>> rewritten_at;  // entry, old position
  for (size_t len = 1; len < live_of_length_.size() && len <= n; ++len) {
    if (live_of_length_[len] == 0) continue;
    size_t next = 0;  // the first window of this length not looked at yet
    for (const size_t hit : replaced) {
      const size_t lo = std::max(next, hit + 1 >= len ? hit + 1 - len : 0);
      const size_t hi = std::min(hit + m - 1, n - len);
      for (size_t x = lo; x <= hi; ++x) {
        const uint64_t hash = old_hashes_.Window(x, len);
        if (!MayBeEntry(len, hash)) continue;
        const uint32_t id = Lookup(hash, old.substr(x, len));
        if (id == IdTable::kNone) continue;
        Entry& e = entries_[id];
        if (e.touched_in != round_) {
          e.touched_in = round_;
          e.rewritten = TextOf(e).find(best) != UnitsView::npos;
        } else if (!e.rewritten && x <= e.cluster_end) {
          continue;
        }
        if (e.rewritten) {
          rewritten_at.emplace_back(id, static_cast<uint32_t>(x));
        } else {
          e.count += ClusterDelta(e, x);
        }
      }
      next = std::max(next, hi + 1);
    }
  }
  std::sort(rewritten_at.begin(), rewritten_at.end());

  // Rewrite, recount and drop, in the table's order.
  std::vector<uint32_t> order;
  order.reserve(order_.size());
  std::vector<uint32_t> old_positions;
  bool added = false;
  for (const uint32_t id : order_) {
    Entry& e = entries_[id];
    if (e.touched_in != round_) {
      order.push_back(id);
      continue;
    }
    const UnitsView key = TextOf(e);
    if (!e.rewritten) {
      e.count += GreedyIn(best, key);  // its occurrences in the appended `best`
      if (e.count < 2) {
        Kill(id);
      } else {
        order.push_back(id);
      }
      continue;
    }
    // split(best).join(with), as the package rewrites its keys.
    Units rewritten;
    size_t from = 0;
    for (size_t hit = key.find(best); hit != UnitsView::npos; hit = key.find(best, from)) {
      rewritten.append(key.substr(from, hit - from));
      rewritten.push_back(with);
      from = hit + m;
    }
    rewritten.append(key.substr(from));
    Kill(id);
    if (rewritten == u"__proto__") continue;  // setting it on an object stores nothing
    // Distinct keys stay distinct (expanding the replacement character gives
    // each back), so no two rewritten keys merge; the package would keep the
    // first, and so does this.
    const uint64_t hash = WindowHashes::Of(rewritten);
    if (Lookup(hash, rewritten) != IdTable::kNone) continue;
    old_positions.clear();
    const auto first = std::lower_bound(rewritten_at.begin(), rewritten_at.end(), std::make_pair(id, uint32_t{0}));
    for (auto it = first; it != rewritten_at.end() && it->first == id; ++it) old_positions.push_back(it->second);
    const int64_t count = CountAt(rewritten, hash, RewrittenCandidates(rewritten, with, old_positions, replaced, m));
    if (count < 2) continue;
    const auto offset = static_cast<uint32_t>(store_.size());
    store_.append(rewritten);
    order.push_back(AddEntry(offset, static_cast<uint32_t>(rewritten.size()), hash, count, UriLength(rewritten)));
    added = true;
  }
  order_ = std::move(order);
  if (added) PutInPropertyOrder();
}

}  // namespace slugspec::pentomino::jsoncrush::internal
