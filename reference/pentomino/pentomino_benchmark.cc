// Decode and encode throughput of the pentomino reference for v3.1 and v1
// (Google Benchmark). Reported as slugs/s (items) and MB/s of slug text
// (bytes); nothing here asserts a speed.
#include <string>

#include <benchmark/benchmark.h>

#include "pentomino/pentomino.h"

namespace slugspec::pentomino {
namespace {

// The article's opening board (12 pieces, 4 terrain blocks, colours) and its
// terrain-heavy 11x11 example.
const std::string kSolvedV31 = "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166";
const std::string kTerrainV31 =
    "RbbRZ90012346789a710123789a5201289a33019a140a160a37019a5801289a790123789aaa0123456789a_0y1Iu2Wx3Vz4lT5Pn";
const std::string kSolvedV1 = "6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8";
// A v0b link (JSONCrush) of a solved 6x10 board, as upstream's encoder wrote
// it: strict decoding uncrushes it and crushes the model again to check it is
// canonical, so this measures both halves of JSONCrush.
const std::string kSolvedV0b =
    "('g!%5BBVC070*IC076*WD174*TC179*ZE1*FE6*NG-373*XD378*YG-472*PGA475*LGA571*UD578)%5D~h!6~w!10)*)%2CB-~e!0~x!.'~o!7~"
    "y!A~e!1~x!B('p!'C.1-D.0-E.2A27G.3%01GEDCBA7.-*_";

void Decode(benchmark::State& state, const std::string& slug) {
  Board b;
  for (auto _ : state) {
    const Status s = pentomino::Decode(slug, Profile::kStrict, &b);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(b);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(slug.size()));
}

void Encode(benchmark::State& state, const std::string& slug, Version version) {
  Board b;
  (void)pentomino::Decode(slug, Profile::kLenient, &b);
  std::string out;
  for (auto _ : state) {
    const Status s = pentomino::Encode(b, version, &out);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(state.iterations());
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(out.size()));
}

void BM_DecodeV31Solved(benchmark::State& s) { Decode(s, kSolvedV31); }
void BM_DecodeV31Terrain(benchmark::State& s) { Decode(s, kTerrainV31); }
void BM_DecodeV1Solved(benchmark::State& s) { Decode(s, kSolvedV1); }
void BM_DecodeV0bSolved(benchmark::State& s) { Decode(s, kSolvedV0b); }
void BM_EncodeV31Solved(benchmark::State& s) { Encode(s, kSolvedV31, Version::kV3_1); }
void BM_EncodeV31Terrain(benchmark::State& s) { Encode(s, kTerrainV31, Version::kV3_1); }
void BM_EncodeV1Solved(benchmark::State& s) { Encode(s, kSolvedV1, Version::kV1); }
void BM_EncodeV0bSolved(benchmark::State& s) { Encode(s, kSolvedV0b, Version::kV0b); }

BENCHMARK(BM_DecodeV31Solved);
BENCHMARK(BM_DecodeV31Terrain);
BENCHMARK(BM_DecodeV1Solved);
BENCHMARK(BM_DecodeV0bSolved);
BENCHMARK(BM_EncodeV31Solved);
BENCHMARK(BM_EncodeV31Terrain);
BENCHMARK(BM_EncodeV1Solved);
BENCHMARK(BM_EncodeV0bSolved);

}  // namespace
}  // namespace slugspec::pentomino

BENCHMARK_MAIN();
