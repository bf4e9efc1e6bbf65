// crush's table of repeated substrings (JSONCrush 1.1.8, step 3 of
// jsoncrush.cc's outline), kept up to date as crush replaces them. Internal
// to jsoncrush.cc; not part of the library's interface.
//
// The package recounts every entry in the whole text after each replacement:
// for a text of n code units, t entries and r replacements that is about
// r * t indexOf passes over n units. This table gives the same counts while
// looking only at the windows that overlap a replaced occurrence, and at the
// clusters of occurrences around them (see Replace in jsoncrush_table.cc for
// why an entry's count can change nowhere else). When the replaced
// occurrences are dense, that is still most of the text for each entry
// length, so a round costs up to n times the number of lengths.
#ifndef SLUGSPEC_PENTOMINO_JSONCRUSH_TABLE_H_
#define SLUGSPEC_PENTOMINO_JSONCRUSH_TABLE_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "pentomino/jsoncrush_text.h"

namespace slugspec::pentomino::jsoncrush::internal {

// The length of encodeURIComponent(s): what crush means by a string's size
// in a link. (Surrogates come in pairs here: crush never splits one.)
int64_t UriLength(text::UnitsView s);

// Polynomial hashes modulo 2^61 - 1 of the windows of one text. Equal
// windows have equal hashes; callers compare the text of a match in full.
class WindowHashes {
 public:
  static constexpr uint64_t kMod = (uint64_t{1} << 61) - 1;
  static constexpr uint64_t kBase = 1'000'003;

  void Reset(text::UnitsView text);
  // Inline: crush asks for millions.
  uint64_t Window(size_t pos, size_t len) const {
    return AddMod(prefix_[pos + len], kMod - MulMod(prefix_[pos], power_[len]));
  }
  static uint64_t Of(text::UnitsView s);

  static uint64_t MulMod(uint64_t a, uint64_t b) {
    __extension__ using Wide = unsigned __int128;
    const Wide product = static_cast<Wide>(a) * b;
    const uint64_t folded = static_cast<uint64_t>(product & kMod) + static_cast<uint64_t>(product >> 61);
    return folded >= kMod ? folded - kMod : folded;
  }
  static uint64_t AddMod(uint64_t a, uint64_t b) {
    const uint64_t sum = a + b;
    return sum >= kMod ? sum - kMod : sum;
  }

 private:
  std::vector<uint64_t> prefix_;
  std::vector<uint64_t> power_;
};

// A hash table from 64-bit keys to ids, open addressing, growing as ids are
// added. Several ids may share a key: Find takes the first one `accept` agrees
// to, so callers check candidates themselves.
class IdTable {
 public:
  static constexpr uint32_t kNone = UINT32_MAX;

  explicit IdTable(size_t expected = 0);

  template <typename Accept>
  uint32_t Find(uint64_t key, Accept accept) const {
    for (size_t i = Start(key);; i = (i + 1) & mask_) {
      if (slots_[i].id == kNone) return kNone;
      if (slots_[i].key == key && accept(slots_[i].id)) return slots_[i].id;
    }
  }
  void Add(uint64_t key, uint32_t id);
  size_t size() const { return used_; }
  template <typename Visit>
  void ForEach(Visit visit) const {
    for (const Slot& s : slots_) {
      if (s.id != kNone) visit(s.id);
    }
  }

 private:
  struct Slot {
    uint64_t key = 0;
    uint32_t id = kNone;
  };
  size_t Start(uint64_t key) const;
  void Place(uint64_t key, uint32_t id);

  std::vector<Slot> slots_;
  size_t mask_ = 0;
  size_t used_ = 0;
};

// The text being crushed and its table, in the package's object property
// order, each entry with its greedy count (as the package's indexOf loops
// count). At first the table holds every substring of 2 .. max_length-1 code
// units that occurs more than once, except those that cut a surrogate pair
// and the names every JavaScript object inherits; then what PickBest and
// Replace leave of it: surviving and rewritten keys (a rewritten key may be
// one unit long).
class SubstringTable {
 public:
  SubstringTable(text::Units text, int max_length);

  const text::Units& text() const { return text_; }

  // crush's search for the best entry: drops the entries whose replacement
  // by a character of `with_length` would save nothing (the package deletes
  // them as it looks) and returns the first entry with the largest saving.
  // `first`: nothing was replaced yet, so the separator is still to pay.
  std::optional<text::Units> PickBest(int64_t with_length, bool first);

  // Replaces every occurrence of `best` (greedy, left to right) by `with`,
  // which the text must not contain, appends `with` and `best`, and brings
  // every entry up to date: entries containing `best` are rewritten the same
  // way, and entries that no longer repeat are dropped.
  void Replace(text::UnitsView best, char16_t with);

 private:
  struct Entry {
    uint32_t offset;  // of the text, in store_
    uint32_t length;
    uint64_t hash;
    int64_t count;
    int64_t uri_length;
    std::optional<uint64_t> array_index;  // the key's value if it is an array index
    bool alive;
    uint32_t touched_in;      // the last Replace round that looked at it
    size_t cluster_end;       // in that round: the last occurrence of its last cluster walked
    uint32_t periods_offset;  // in periods_, or kNotYet
    uint32_t periods_count;
    bool rewritten;  // in round touched_in: it holds the replaced substring
  };
  static constexpr uint32_t kNotYet = UINT32_MAX;

  text::UnitsView TextOf(const Entry& e) const;
  uint32_t Lookup(uint64_t hash, text::UnitsView s) const;
  uint32_t AddEntry(uint32_t offset, uint32_t length, uint64_t hash, int64_t count, int64_t uri_length);
  void Kill(uint32_t id);
  void FindFirstEntries(int max_length);
  const uint32_t* PeriodsOf(Entry& e);
  int64_t ClusterDelta(Entry& e, size_t at);
  int64_t CountAt(text::UnitsView key, uint64_t hash, const std::vector<size_t>& candidates) const;
  std::vector<size_t> RewrittenCandidates(text::UnitsView rewritten, char16_t with,
                                          const std::vector<uint32_t>& old_positions,
                                          const std::vector<size_t>& replaced, size_t m) const;
  void PutInPropertyOrder();

  text::Units text_;
  WindowHashes hashes_;      // of text_
  WindowHashes old_hashes_;  // of the text before the current Replace
  text::Units old_text_;
  std::vector<uint32_t> covered_before_;  // per position of old_text_: units of replaced occurrences before it

  text::Units store_;  // the entries' texts: the first text, then rewritten keys
  std::vector<Entry> entries_;
  std::vector<uint32_t> order_;  // the live entries, in property order
  std::vector<uint32_t> live_of_length_;
  std::vector<uint32_t> periods_;   // each entry's periods shorter than it, ascending
  std::vector<uint32_t> border_;    // PeriodsOf's scratch
  std::vector<IdTable> by_length_;  // the entries of each length, by hash
  // Per length, a bit per hash (of entries alive now or before): most
  // windows that Replace looks up are no entry, and are turned away here
  // without a probe into by_length_.
  std::vector<std::vector<uint64_t>> filter_of_length_;
  void Filter(size_t length, uint64_t hash);
  bool MayBeEntry(size_t length, uint64_t hash) const;
  uint32_t round_ = 0;
};

}  // namespace slugspec::pentomino::jsoncrush::internal

#endif  // SLUGSPEC_PENTOMINO_JSONCRUSH_TABLE_H_
