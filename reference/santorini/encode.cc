// The canonical encoder (spec/santorini.md §8, §9) and the model checks of
// an encoder ([SAN-E1]).
#include <algorithm>
#include <array>
#include <string>

#include "santorini/message.h"

namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD {
namespace {

// A player's workers in field order: player one's, then player two's.
std::array<uint32_t, kWorkers> WorkersOf(const Position& p) {
  return {p.player_one(0), p.player_one(1), p.player_two(0), p.player_two(1)};
}

std::string WorkerName(int i) { return std::string(i < 2 ? "player one's" : "player two's") + " worker on square "; }

void Append(std::vector<uint8_t>* bits, uint32_t value, int width) {
  for (int b = width - 1; b >= 0; --b) bits->push_back(static_cast<uint8_t>((value >> b) & 1));
}

}  // namespace

Status CheckModel(const Position& p) {  // [SAN-E1]
  if (!p.format().empty() && p.format() != kFormatName) {
    return Status(BAD_MODEL, 0, "the model is of format \"" + p.format() + "\", not santorini");
  }
  if (p.player_one_size() != 2 || p.player_two_size() != 2) {
    return Status(BAD_MODEL, 0,
                  "each player has two workers; the model gives " + std::to_string(p.player_one_size()) + " and " +
                      std::to_string(p.player_two_size()));
  }
  // An enum number that names no player is out of range, as every
  // format's enum numbers are (spec/errors.md); 0 names no player either.
  if (p.to_move() != PLAYER_ONE && p.to_move() != PLAYER_TWO) {
    return Status(VALUE_OUT_OF_RANGE, 0,
                  "to_move is " + std::to_string(static_cast<int>(p.to_move())) + ": PLAYER_ONE (1) or PLAYER_TWO (2)");
  }
  std::array<bool, kSquares> listed{};
  for (int i = 0; i < p.buildings_size(); ++i) {
    const Building& b = p.buildings(i);
    const auto at = static_cast<uint32_t>(i);
    if (b.square() >= kSquares) {
      return Status(
          VALUE_OUT_OF_RANGE, at,
          "building " + std::to_string(i) + " on square " + std::to_string(b.square()) + ": squares are 0 to 24");
    }
    if (b.height() < 1 || b.height() > kDome) {
      return Status(VALUE_OUT_OF_RANGE, at,
                    "building " + std::to_string(i) + " has height " + std::to_string(b.height()) +
                        ": buildings are 1 to 4 high");
    }
    if (listed[b.square()]) {
      return Status(DUPLICATE, at, "square " + std::to_string(b.square()) + " is listed twice");
    }
    listed[b.square()] = true;
  }
  const auto workers = WorkersOf(p);
  for (int i = 0; i < kWorkers; ++i) {
    const auto at = static_cast<uint32_t>(i);
    if (workers[i] >= kSquares) {
      return Status(VALUE_OUT_OF_RANGE, at, WorkerName(i) + std::to_string(workers[i]) + ": squares are 0 to 24");
    }
    for (int j = 0; j < i; ++j) {
      if (workers[j] == workers[i]) {
        return Status(DUPLICATE, at, "two workers on square " + std::to_string(workers[i]));
      }
    }
  }
  const Heights heights = HeightsOf(p);
  for (int i = 0; i < kWorkers; ++i) {
    const uint32_t h = heights[workers[i]];
    if (h >= 3) {
      return Status(ILLEGAL_POSITION, static_cast<uint32_t>(i),
                    WorkerName(i) + std::to_string(workers[i]) +
                        (h == kDome ? " stands on a dome" : " stands on a level-3 tower: that game is won"));
    }
  }
  return OkStatus();
}

std::vector<uint8_t> MessageBitsWith(const Position& p, Version version, const Quirks& quirks) {
  std::vector<uint8_t> bits;
  Append(&bits, p.to_move() == PLAYER_ONE ? 0 : 1, 1);
  for (const auto* player : {&p.player_one(), &p.player_two()}) {
    Append(&bits, std::min(player->Get(0), player->Get(1)), kSquareBits);
    Append(&bits, std::max(player->Get(0), player->Get(1)), kSquareBits);
  }
  const Heights heights = HeightsOf(p);
  for (uint32_t h = 1; h <= 3; ++h) {
    Append(&bits, static_cast<uint32_t>(std::count(heights.begin(), heights.end(), h)), kSquareBits);
  }
  // Groups by height, each in ascending square order (§8); in v2 each square
  // as its index among the squares not built yet (§6.2).
  std::array<bool, kSquares> built{};
  int k = 0;
  for (uint32_t h = 1; h <= kDome; ++h) {
    for (int s = 0; s < kSquares; ++s) {
      if (heights[static_cast<size_t>(s)] != h) continue;
      ++k;
      if (version == Version::kV1) {
        Append(&bits, static_cast<uint32_t>(s), kSquareBits);
        continue;
      }
      const auto index = static_cast<uint32_t>(std::count(built.begin(), built.begin() + s, false));
      built[static_cast<size_t>(s)] = true;
      const int width = quirks.zero_width_last_field && k == kSquares ? 0 : BuildingFieldWidth(version, k);
      Append(&bits, index, width);
    }
  }
  return bits;
}

std::vector<uint8_t> MessageBits(const Position& p, Version version) { return MessageBitsWith(p, version, {}); }

std::string SlugOfMessage(const std::vector<uint8_t>& bits, Version version) {
  std::vector<uint8_t> padded = bits;
  padded.push_back(1);  // the stop bit (§4)
  while (padded.size() % 5 != 0) padded.push_back(0);
  std::string slug = "san";
  slug += version == Version::kV1 ? '1' : '2';
  slug += '_';
  for (size_t i = 0; i < padded.size(); i += 5) {
    uint32_t v = 0;
    for (size_t j = 0; j < 5; ++j) v = v << 1 | padded[i + j];
    slug += Base32Char(v);
  }
  return slug;
}

Status Encode(const Position& position, Version version, std::string* slug) {
  SLUGSPEC_RETURN_IF_ERROR(CheckModel(position));
  *slug = SlugOfMessage(MessageBits(position, version), version);
  return OkStatus();
}

Heights HeightsOf(const Position& position) {
  Heights heights{};
  for (const Building& b : position.buildings()) {
    if (b.square() < kSquares && b.height() <= kDome) heights[b.square()] = b.height();
  }
  return heights;
}

void SetBuildings(const Heights& heights, Position* position) {
  position->clear_buildings();
  for (uint32_t s = 0; s < kSquares; ++s) {
    if (heights[s] == 0) continue;
    Building* b = position->add_buildings();
    b->set_square(s);
    b->set_height(heights[s]);
  }
}

// Lists compare as sets: order is free, and an entry listed twice is the
// list with it once (a square listed twice with two heights is no position
// the other can equal).
bool SameGame(const Position& a, const Position& b) {
  auto sorted = [](const google::protobuf::RepeatedField<uint32_t>& f) {
    std::vector<uint32_t> v(f.begin(), f.end());
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  auto buildings = [](const Position& p) {
    std::vector<std::pair<uint32_t, uint32_t>> v;
    for (const Building& x : p.buildings()) v.emplace_back(x.square(), x.height());
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  return a.to_move() == b.to_move() && sorted(a.player_one()) == sorted(b.player_one()) &&
         sorted(a.player_two()) == sorted(b.player_two()) && buildings(a) == buildings(b);
}

}  // namespace slugspec::santorini::inline SLUGSPEC_CODEC_BUILD
