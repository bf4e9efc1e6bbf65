// Decode and encode throughput of the santorini reference (Google
// Benchmark). Figures are reported as slugs/s (items) and MB/s of slug text
// (bytes); nothing here asserts a speed.
#include <string>

#include <benchmark/benchmark.h>

#include "santorini/santorini.h"

namespace slugspec::santorini {
namespace {

// The worst case: a building on every square, workers on levels 1 and 2.
Position FullBoard() {
  Position p;
  p.set_to_move(PLAYER_TWO);
  for (uint32_t s : {3u, 11u}) p.add_player_one(s);
  for (uint32_t s : {7u, 20u}) p.add_player_two(s);
  Heights h{};
  for (uint32_t s = 0; s < kSquares; ++s) h[s] = 1 + s % 4;
  for (uint32_t s : {3u, 11u, 7u, 20u}) h[s] = 1 + s % 2;
  SetBuildings(h, &p);
  return p;
}

std::string EncodeFull(Version v) {
  std::string slug;
  (void)Encode(FullBoard(), v, &slug);
  return slug;
}

void BM_Decode(benchmark::State& state, Version v, Profile profile) {
  const std::string slug = EncodeFull(v);
  Position p;
  for (auto _ : state) {
    const Status s = Decode(slug, profile, &p);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(p);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}

void BM_Encode(benchmark::State& state, Version v) {
  const Position p = FullBoard();
  std::string slug;
  for (auto _ : state) {
    const Status s = Encode(p, v, &slug);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(slug);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}

// The lenient profile on the post's notation: the longest input it reads.
void BM_DecodeNotation(benchmark::State& state) {
  // The full board's 131 bits after "san2 " (a space between every bit
  // would pass the 256-byte limit).
  std::string notation = "san2 ";
  for (const uint8_t bit : MessageBits(FullBoard(), Version::kV2)) notation += bit != 0 ? '1' : '0';
  Position p;
  if (!Decode(notation, Profile::kLenient, &p).ok()) state.SkipWithError("the notation does not decode");
  for (auto _ : state) {
    const Status s = Decode(notation, Profile::kLenient, &p);
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(notation.size()));
}

BENCHMARK_CAPTURE(BM_Decode, v1_full_strict, Version::kV1, Profile::kStrict);
BENCHMARK_CAPTURE(BM_Decode, v2_full_strict, Version::kV2, Profile::kStrict);
BENCHMARK_CAPTURE(BM_Decode, v2_full_lenient, Version::kV2, Profile::kLenient);
BENCHMARK_CAPTURE(BM_Encode, v1_full, Version::kV1);
BENCHMARK_CAPTURE(BM_Encode, v2_full, Version::kV2);
BENCHMARK(BM_DecodeNotation);

}  // namespace
}  // namespace slugspec::santorini

BENCHMARK_MAIN();
