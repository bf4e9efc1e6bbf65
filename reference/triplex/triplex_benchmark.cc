// Speed of the triplex reference (Google Benchmark): decode and encode of a
// 6 x 4 solution and its level, the solver and the level code on that
// level, and the level generator's enumeration of 5 x 4 and 6 x 4. Figures
// are reported, never asserted; a case whose work fails is skipped with an
// error, so that no figure measures a rejection.
#include <string>

#include <benchmark/benchmark.h>

#include "triplex/codec.h"
#include "triplex/levels.h"

namespace slugspec::triplex {
namespace {

// The last level of the 6 x 4 census, as a solution.
const Puzzle& Solution() {
  static const Puzzle p = [] {
    Puzzle q;
    q.set_width(6);
    q.set_height(4);
    const LevelCensus c = EnumerateLevels(6, 4);
    SetSolution(Components(6, 4, c.levels.empty() ? 0 : c.levels.back()), kNoPiece, &q);
    return q;
  }();
  return p;
}

std::string SlugOf(const Puzzle& p) {
  std::string slug;
  return Encode(p, &slug).ok() ? slug : "";
}

void BM_Decode(benchmark::State& state, bool level) {
  const std::string slug = SlugOf(level ? LevelOf(Solution()) : Solution());
  Puzzle p;
  if (!Decode(slug, Profile::kStrict, &p).ok()) state.SkipWithError("the slug does not decode");
  for (auto _ : state) {
    const Status s = Decode(slug, Profile::kStrict, &p);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(p);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}
BENCHMARK_CAPTURE(BM_Decode, solution_6x4, false);
BENCHMARK_CAPTURE(BM_Decode, level_6x4, true);

void BM_Encode(benchmark::State& state) {
  std::string slug;
  if (!Encode(Solution(), &slug).ok()) state.SkipWithError("the model does not encode");
  for (auto _ : state) {
    const Status s = Encode(Solution(), &slug);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(slug);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Encode);

void BM_Solve(benchmark::State& state) {
  const Puzzle level = LevelOf(Solution());
  if (Solve(level, 2).size() != 1) state.SkipWithError("the level has not exactly one solution");
  for (auto _ : state) benchmark::DoNotOptimize(Solve(level, 2));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Solve)->Unit(benchmark::kMicrosecond);

void BM_LevelCode(benchmark::State& state) {
  const Puzzle level = LevelOf(Solution());
  std::string code;
  if (!LevelCode(level, &code).ok()) state.SkipWithError("the level has no code");
  for (auto _ : state) {
    const Status s = LevelCode(level, &code);
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LevelCode)->Unit(benchmark::kMicrosecond);

void BM_Enumerate(benchmark::State& state) {
  const int w = static_cast<int>(state.range(0)), h = static_cast<int>(state.range(1));
  uint64_t partitions = 0;
  for (auto _ : state) {
    const LevelCensus c = EnumerateLevels(w, h);
    partitions = c.partitions;
    benchmark::DoNotOptimize(c);
  }
  if (partitions == 0) state.SkipWithError("no partition enumerated");
  state.counters["partitions"] = static_cast<double>(partitions);
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(partitions));
}
BENCHMARK(BM_Enumerate)->Args({5, 4})->Args({6, 4})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace slugspec::triplex

BENCHMARK_MAIN();
