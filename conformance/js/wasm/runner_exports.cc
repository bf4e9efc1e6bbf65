// The npm runner (conformance/js): the runner's command (command.h)
// compiled to WebAssembly for Node, from the same sources as the native
// runner, its testee a JavaScript module in this very process.
//
// JavaScript calls slugspec_conformance_main(argc, argv) and, during the
// run, the module answers through two functions the package puts on the
// Emscripten module object:
//   Module.slugspecHello()         the testee's Hello, as JSON text
//   Module.slugspecAnswer(request) a Request (one JSON line) -> the Response
// Everything the package knows about JavaScript (calling the user's
// functions, what a rejection is, a thrown error) is in its JavaScript; the
// judging is the runner's, here.
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

#include "common/status.h"
#include "conformance/runner/command.h"
#include "conformance/runner/in_process.h"

namespace {

// What the package's JavaScript answers (`kHello`: the Hello; `kAnswer`:
// the Response to `request`), handed over as malloc'd UTF-8 (freed by the
// caller); null when the package threw: it catches what the user's code
// throws, so null means the package itself failed.
enum JsCall { kHello = 0, kAnswer = 1 };
EM_JS(char*, slugspec_js_call, (int which, const char* request, size_t size), {
  try {
    const text = String(which === 0 ? Module.slugspecHello() : Module.slugspecAnswer(UTF8ToString(request, size)));
    const bytes = lengthBytesUTF8(text) + 1;
    const at = _malloc(bytes);
    stringToUTF8(text, at, bytes);
    return at;
  } catch (e) {
    return 0;
  }
});

// Node knows whether a standard stream is a terminal; WebAssembly's isatty
// says yes for each of them.
EM_JS(int, slugspec_js_is_terminal, (int fd), {
  const stream = fd === 1 ? process.stdout : fd === 2 ? process.stderr : null;
  return stream && stream.isTTY ? 1 : 0;
});

std::string TakeString(char* text) {
  std::string s = text == nullptr ? std::string() : std::string(text);
  std::free(text);
  return s;
}

}  // namespace

extern "C" {

// The command's exit status (command.h). `program` is how the user types
// the command again ("npx slugspec-conformance"); `data_dir` the folder
// holding the package's corpus/ and spec/.
EMSCRIPTEN_KEEPALIVE int slugspec_conformance_main(int argc, char** argv, const char* program, const char* data_dir) {
  using namespace slugspec::conformance;
  CommandFront front;
  front.program = program;
  front.data_dir = data_dir;
  front.testee_option = "--module";
  front.testee_option_help =
      "  --module FILE           the JavaScript module to certify, run in this process: it\n"
      "                          exports `capabilities` and `decode`, `encode` and/or\n"
      "                          `levelCode` (the package's README); no timeouts: a case\n"
      "                          that never returns stops the run";
  front.is_terminal = [](int fd) { return slugspec_js_is_terminal(fd) != 0; };
  front.make_driver = [](const RunnerOptions&) -> std::unique_ptr<TesteeDriver> {
    char* hello = slugspec_js_call(kHello, nullptr, 0);
    std::string hello_json = hello == nullptr ? "(the package could not build the module's Hello)" : TakeString(hello);
    return InProcessDriver(std::move(hello_json), [](std::string_view request) -> slugspec::StatusOr<std::string> {
      char* answer = slugspec_js_call(kAnswer, request.data(), request.size());
      if (answer == nullptr) return slugspec::Status::Failure("the package failed to call the module");
      return TakeString(answer);
    });
  };
  return RunnerCommand(argc, argv, front);
}

}  // extern "C"
