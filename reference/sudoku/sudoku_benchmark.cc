// Decode and encode throughput of the sudoku reference (Google Benchmark).
// Figures are reported as slugs/s (items) and MB/s of slug text (bytes);
// nothing here asserts a speed.
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "sudoku/sudoku.h"

namespace slugspec::sudoku {
namespace {

const std::string kSeed = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";

Puzzle FullGrid() {
  Puzzle p;
  for (uint32_t c = 0; c < kCells; ++c) {
    Given* g = p.add_givens();
    g->set_cell(c);
    g->set_digit(1 + (c + c / 9 * 3 + c / 27) % 9);
  }
  return p;
}

std::string EncodeFull(Version v) {
  std::string slug;
  (void)Encode(FullGrid(), v, &slug);
  return slug;
}

void DecodeSlug(benchmark::State& state, const std::string& slug, Profile profile) {
  Puzzle p;
  for (auto _ : state) {
    const Status s = Decode(slug, profile, &p);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(p);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}

void BM_DecodeSeedV1Strict(benchmark::State& state) { DecodeSlug(state, kSeed, Profile::kStrict); }
void BM_DecodeSeedV1Lenient(benchmark::State& state) { DecodeSlug(state, kSeed, Profile::kLenient); }
void BM_DecodeDamagedSeedLenient(benchmark::State& state) {
  std::string damaged = kSeed;
  damaged[24] = ' ';  // the '+' a query-string parser turned into a space
  DecodeSlug(state, "(" + damaged.substr(0, 30) + "\n" + damaged.substr(30) + ").", Profile::kLenient);
}
void BM_DecodeFullGridV1Strict(benchmark::State& state) {
  DecodeSlug(state, EncodeFull(Version::kV1), Profile::kStrict);
}
void BM_DecodeFullGridV0Strict(benchmark::State& state) {
  DecodeSlug(state, EncodeFull(Version::kV0), Profile::kStrict);
}
void BM_RejectBadCharacter(benchmark::State& state) {
  DecodeSlug(state, kSeed.substr(0, 20) + "*" + kSeed.substr(21), Profile::kStrict);
}

void BM_EncodeFullGridV1(benchmark::State& state) {
  const Puzzle p = FullGrid();
  std::string slug;
  for (auto _ : state) {
    const Status s = Encode(p, Version::kV1, &slug);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(slug);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}

BENCHMARK(BM_DecodeSeedV1Strict);
BENCHMARK(BM_DecodeSeedV1Lenient);
BENCHMARK(BM_DecodeDamagedSeedLenient);
BENCHMARK(BM_DecodeFullGridV1Strict);
BENCHMARK(BM_DecodeFullGridV0Strict);
BENCHMARK(BM_RejectBadCharacter);
BENCHMARK(BM_EncodeFullGridV1);

}  // namespace
}  // namespace slugspec::sudoku

BENCHMARK_MAIN();
