// A whole session of testee output as the runner reads it (spec/conformance.md
// §2, §7): the bytes are everything a testee writes on its standard output,
// a Hello line and then frames in whatever framing it chose, whatever the
// runner asks. The testee is `cat` of those bytes, run through the runner's
// own Session (real process, pipes, handshake, framing, ids, restarts and
// judgement), over a few cases of every format. Whatever the bytes:
//   1. nothing crashes or hangs (the time limits are short);
//   2. every case is given exactly one outcome, or none when the handshake
//      fails, which then says why;
//   3. a Hello the runner accepts declares only what it can judge;
//   4. every outcome keeps what fuzz_cases.h checks (a failure says why, a
//      runtime error fails, what is kept is bounded).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/protocol/capabilities.h"
#include "conformance/runner/session.h"
#include "fuzz/conformance/fuzz_cases.h"

namespace {

using namespace slugspec;
using namespace slugspec::conformance;

// The file `cat` prints: one per fuzzing process.
const std::string& OutputFile() {
  static const std::string path = "/tmp/slugspec-session-fuzz-" + std::to_string(::getpid());
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  {
    std::ofstream out(OutputFile(), std::ios::binary | std::ios::trunc);
    out.write(input.data(), static_cast<std::streamsize>(input.size()));
    if (!out) return 0;
  }
  TesteeOptions options;
  options.argv = {"cat", OutputFile()};
  options.case_timeout = std::chrono::milliseconds(200);
  options.start_timeout = std::chrono::milliseconds(200);
  options.exit_grace = std::chrono::milliseconds(50);
  options.exit_drain = std::chrono::milliseconds(2);
  options.max_failed_starts = 2;
  Session session(options);
  if (const slugspec::Status started = session.Start(); !started.ok()) {
    FUZZ_CHECK(!started.message().empty(), input, "a handshake that fails without a reason");
    return 0;
  }
  const slugspec::Status hello_check = CheckHello(session.hello());
  FUZZ_CHECK(hello_check.ok(), input, "an accepted Hello the runner cannot judge: " + hello_check.message());
  const std::vector<Case>& cases = fuzz_cases::Cases();
  std::vector<const Case*> pointers;
  for (const Case& c : cases) pointers.push_back(&c);
  std::vector<int> outcomes(cases.size(), 0);
  session.Run(pointers, [&](size_t i, Outcome o) {
    FUZZ_CHECK(i < cases.size(), input, "an outcome for no case");
    ++outcomes[i];
    fuzz_cases::CheckOutcome(input, o);
  });
  for (size_t i = 0; i < cases.size(); ++i) {
    FUZZ_CHECK(outcomes[i] == 1, input, cases[i].id + " got " + std::to_string(outcomes[i]) + " outcomes");
  }
  return 0;
}
