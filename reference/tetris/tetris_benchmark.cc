// Speed of the tetris reference (Google Benchmark): strict decode and
// encode of a piece, of the article's finished 10 x 10 board in both forms,
// and of the largest boards (216 x 216) in both forms; the replay of §7.
// Figures are reported as slugs and bytes per second, never asserted; a case
// whose work fails is skipped with an error, so that no figure measures a
// rejection.
#include <string>

#include <benchmark/benchmark.h>

#include "tetris/codec.h"

namespace slugspec::tetris {
namespace {

constexpr char kArticleBoard[] = "tet1h_10x10_IEwGUJMGkkyQYIcGWCRBCciuRGYzEBSMpJU";

std::string SlugOf(const Puzzle& p) {
  std::string slug;
  return Encode(p, &slug).ok() ? slug : "";
}

std::string Slug(int which) {
  switch (which) {
    case 0:
      return "tet1p_004e";
    case 1:
      return kArticleBoard;
    case 2: {
      Puzzle p, occupancy;
      if (!Decode(kArticleBoard, Profile::kStrict, &p).ok()) return "";
      return Convert(p, kOccupancyConversion, &occupancy).ok() ? SlugOf(occupancy) : "";
    }
    case 3:
      return SlugOf(LongestSlugBoard());
    default: {
      Puzzle occupancy;
      return Convert(LongestSlugBoard(), kOccupancyConversion, &occupancy).ok() ? SlugOf(occupancy) : "";
    }
  }
}

void BM_Decode(benchmark::State& state) {
  const std::string slug = Slug(static_cast<int>(state.range(0)));
  Puzzle p;
  if (!Decode(slug, Profile::kStrict, &p).ok()) state.SkipWithError("the slug does not decode");
  for (auto _ : state) {
    const Status s = Decode(slug, Profile::kStrict, &p);
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}
// 0 piece, 1 article placements, 2 article occupancy, 3 largest placements, 4 largest occupancy.
BENCHMARK(BM_Decode)->DenseRange(0, 4);

void BM_Encode(benchmark::State& state) {
  const std::string slug = Slug(static_cast<int>(state.range(0)));
  Puzzle p;
  if (!Decode(slug, Profile::kStrict, &p).ok()) state.SkipWithError("the slug does not decode");
  std::string out;
  for (auto _ : state) {
    const Status s = Encode(p, &out);
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}
BENCHMARK(BM_Encode)->DenseRange(0, 4);

void BM_Replay(benchmark::State& state) {
  Puzzle p;
  if (!Decode(kArticleBoard, Profile::kStrict, &p).ok() || !TimerFault(p).empty()) {
    state.SkipWithError("the article's board does not replay");
  }
  for (auto _ : state) benchmark::DoNotOptimize(TimerFault(p));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Replay);

}  // namespace
}  // namespace slugspec::tetris

BENCHMARK_MAIN();
