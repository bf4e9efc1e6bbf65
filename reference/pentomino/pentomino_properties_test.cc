// The pentomino codec's own property (RapidCheck, with shrinking), beside
// those every format keeps (kit/properties_test.cc), which check the terrain
// form only for the v3.1 boards they happen to draw: every v3.1 board with
// terrain writes it in the form §8 chooses (never longer than the other two;
// ties to pairs, then Y, then Z).
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "kit/rapidcheck_generators.h"
#include "pentomino/generators.h"
#include "pentomino/kit_checks.h"
#include "pentomino/pentomino.h"
#include "pentomino/test_show.h"

namespace slugspec::pentomino {
namespace {

RC_GTEST_PROP(PentominoProperties, TerrainFormIsTheShortestWithTiesInOrder, ()) {
  const Board b = *rc::gen::exec([] {
    generators::RapidCheckDraw draw;
    return GenerateBoard(draw, Version::kV3_1);
  });
  RC_PRE(b.terrain_size() > 0);
  std::string slug;
  RC_ASSERT(Encode(b, Version::kV3_1, &slug).ok());
  const std::string problem = CheckTerrainForm(b, slug);
  if (!problem.empty()) RC_FAIL(problem);
  RC_TAG(slug.find("RY") != std::string::npos ? "Y lines" : slug.find("RZ") != std::string::npos ? "Z lines" : "pairs");
}

}  // namespace
}  // namespace slugspec::pentomino
