// The fields of a message (spec/santorini.md §5, §6) and the position checks
// (§7). Each check carries the id of its requirement; each field is checked
// completely before the next is read.
#include <algorithm>
#include <array>
#include <string>

#include "santorini/message.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {
namespace {

constexpr std::array<std::string_view, 4> kGroupNames = {"shop", "home", "tower", "dome"};

std::string PlayerOfWorker(int i) { return i < 2 ? "player one's" : "player two's"; }

// Reads fields from a message, bit by bit.
class FieldReader {
 public:
  explicit FieldReader(const Message& m) : m_(m) {}
  size_t position() const { return pos_; }
  size_t remaining() const { return m_.bits.size() - pos_; }
  uint32_t offset() const { return pos_ < m_.at.size() ? m_.at[pos_] : m_.end; }
  // `width` bits as a number; the caller checks remaining() first.
  uint32_t Read(int width) {
    uint32_t v = 0;
    for (int i = 0; i < width; ++i) v = v << 1 | m_.bits[pos_++];
    return v;
  }

 private:
  const Message& m_;
  size_t pos_ = 0;
};

Status Truncated(const Message& m, std::string what) { return Status(TRUNCATED, m.end, std::move(what)); }

// The k-th square (0-based) that has no building yet.
uint32_t NthFree(const std::array<uint32_t, kSquares>& heights, uint32_t n) {
  for (uint32_t s = 0; s < kSquares; ++s) {
    if (heights[s] == 0 && n-- == 0) return s;
  }
  return kSquares;  // not reached: the caller checked n against the free count
}

}  // namespace

int BuildingFieldWidth(Version version, int k) {
  if (version == Version::kV1) return kSquareBits;
  int width = 0;
  while ((1 << width) < 26 - k) ++width;
  return std::max(1, width);
}

Status ReadFields(const Message& message, Version version, const Quirks& quirks, CanonicalFindings* findings,
                  Position* out) {
  if (message.bits.size() < kFixedBits) {  // SAN-F1
    return Truncated(
        message, "the message has " + std::to_string(message.bits.size()) + " bits; turn, workers and counts take 36");
  }
  FieldReader r(message);
  const uint32_t turn = r.Read(1);
  std::array<uint32_t, kWorkers> workers{};
  std::array<uint32_t, kWorkers> worker_at{};
  for (int i = 0; i < kWorkers; ++i) {
    worker_at[i] = r.offset();
    const uint32_t square = r.Read(kSquareBits);
    if (square >= kSquares) {  // SAN-F2
      return Status(VALUE_OUT_OF_RANGE, worker_at[i],
                    PlayerOfWorker(i) + " worker on square " + std::to_string(square) + ": squares are 0 to 24");
    }
    for (int j = 0; j < i; ++j) {  // SAN-F3
      if (workers[j] == square) {
        return Status(DUPLICATE, worker_at[i], "two workers on square " + std::to_string(square));
      }
    }
    if (i % 2 == 1 && square < workers[i - 1]) {  // SAN-F4 (canonical)
      findings->Note(NON_CANONICAL, worker_at[i],
                     PlayerOfWorker(i) + " workers are not in ascending order: " + std::to_string(square) + " after " +
                         std::to_string(workers[i - 1]));
    }
    workers[i] = square;
  }
  std::array<uint32_t, 3> counts{};
  uint32_t built_by_count = 0;
  for (size_t g = 0; g < counts.size(); ++g) {
    const uint32_t at = r.offset();
    counts[g] = r.Read(kSquareBits);
    built_by_count += counts[g];
    if (built_by_count > kSquares) {  // SAN-F5
      return Status(VALUE_OUT_OF_RANGE, at,
                    "the counts of shops, homes and towers add up to " + std::to_string(built_by_count) +
                        " squares by the " + std::string(kGroupNames[g]) + "s; the board has 25");
    }
  }

  std::array<uint32_t, kSquares> heights{};
  int k = 0;
  int previous_group = -1;
  uint32_t previous_square = 0;
  while (r.remaining() > 0) {
    ++k;
    if (k > kSquares) {  // SAN-F6
      return Status(TRAILING_DATA, r.offset(), "the message goes on after 25 building fields");
    }
    // The free squares before this field: 26 - k; one fewer in the mutant.
    const int free = quirks.free_count_off_by_one ? kSquares - k : kSquares + 1 - k;
    int width = version == Version::kV1 ? kSquareBits : BuildingFieldWidth(Version::kV2, kSquares + 1 - free);
    if (quirks.zero_width_last_field && version == Version::kV2 && free <= 1) width = 0;
    if (r.remaining() < static_cast<size_t>(width)) {  // SAN-F7
      return Truncated(message, "building field " + std::to_string(k) + " is cut short");
    }
    const uint32_t at = r.offset();
    const uint32_t value = r.Read(width);
    uint32_t square = 0;
    if (version == Version::kV1) {
      if (value >= kSquares) {  // SAN-V1-1
        return Status(
            VALUE_OUT_OF_RANGE, at,
            "building field " + std::to_string(k) + " names square " + std::to_string(value) + ": squares are 0 to 24");
      }
      if (heights[value] != 0) {  // SAN-V1-2
        return Status(DUPLICATE, at, "square " + std::to_string(value) + " is built twice");
      }
      square = value;
    } else {
      uint32_t index = value;
      if (k < kSquares && static_cast<int>(value) >= free) {  // SAN-V2-1
        return Status(VALUE_OUT_OF_RANGE, at,
                      "building field " + std::to_string(k) + " has index " + std::to_string(value) + ", but only " +
                          std::to_string(std::max(free, 0)) + " squares are free");
      }
      if (k == kSquares && value != 0) {  // SAN-V2-2 (canonical)
        findings->Note(NON_CANONICAL, at, "the 25th building field is not 0");
        index = 0;
      }
      square = NthFree(heights, index);
      if (square >= kSquares) return Truncated(message, "no square is free for building field " + std::to_string(k));
    }
    const uint32_t S = counts[0], H = counts[1], T = counts[2];
    const uint32_t n = static_cast<uint32_t>(k);
    const int group = n <= S ? 0 : n <= S + H ? 1 : n <= S + H + T ? 2 : 3;
    if (group == previous_group && square < previous_square) {  // SAN-F9 (canonical)
      findings->Note(NON_CANONICAL, at,
                     std::string(kGroupNames[static_cast<size_t>(group)]) + "s are not in ascending order: square " +
                         std::to_string(square) + " after " + std::to_string(previous_square));
    }
    previous_group = group;
    previous_square = square;
    heights[square] = static_cast<uint32_t>(group + 1);
  }
  if (static_cast<uint32_t>(k) < built_by_count) {  // SAN-F8
    return Truncated(message, "the counts name " + std::to_string(built_by_count) +
                                  " shops, homes and towers; the message holds " + std::to_string(k) +
                                  " building fields");
  }
  for (int i = 0; i < kWorkers; ++i) {  // SAN-P1, SAN-P2
    const uint32_t h = heights[workers[i]];
    if (h >= 3) {
      return Status(ILLEGAL_POSITION, worker_at[i],
                    PlayerOfWorker(i) + " worker on square " + std::to_string(workers[i]) +
                        (h == kDome ? " stands on a dome" : " stands on a level-3 tower: that game is won"));
    }
  }
  out->set_to_move(turn == 0 ? PLAYER_ONE : PLAYER_TWO);
  for (int i = 0; i < kWorkers; ++i) {
    auto* player = i < 2 ? out->mutable_player_one() : out->mutable_player_two();
    player->Add(workers[i]);
  }
  std::sort(out->mutable_player_one()->begin(), out->mutable_player_one()->end());
  std::sort(out->mutable_player_two()->begin(), out->mutable_player_two()->end());
  SetBuildings(heights, out);
  return OkStatus();
}

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
