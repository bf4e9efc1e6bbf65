// The npm runner (conformance/js): the runner's command (command.h)
// compiled to WebAssembly for Node, from the same sources as the native
// runner, its testee a JavaScript module in this very process.
//
// JavaScript calls slugspec_conformance_main(argc, argv) on a worker thread
// of its own (src/runner-thread.js) and, during the run, the testee is
// reached through two functions the package puts on the Emscripten module
// object:
//   Module.slugspecStart(options)            starts the testee (again):
//                                            {hello} or {error}
//   Module.slugspecAnswer(request, options)  a Request (one JSON line) ->
//                                            {kind, text, output}
// (`options`: the run's TesteeOptions as JSON.) The testee itself runs in
// another worker, with time and memory limits; everything about JavaScript
// is in the package's JavaScript; the judging is the runner's, here.
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <sys/stat.h>

#include "common/status.h"
#include "conformance/protocol/framing.h"
#include "conformance/runner/command.h"
#include "conformance/runner/in_process.h"
#include "conformance/runner/interrupt.h"

namespace {

// The host's answers, handed over as malloc'd UTF-8 (freed here): the text,
// and through `kind` and `output` the rest. Null when the package itself
// failed (it catches what the user's code throws).
// (The EM_JS bodies are JavaScript: clang-format would write `=>` as `= >`.)
// clang-format off
EM_JS(char*, slugspec_js_start, (const char* options, int* failed), {
  const give = (text) => {
    const bytes = lengthBytesUTF8(text) + 1;
    const at = _malloc(bytes);
    stringToUTF8(text, at, bytes);
    return at;
  };
  try {
    const started = Module.slugspecStart(UTF8ToString(options));
    setValue(failed, started.error === undefined ? 0 : 1, "i32");
    return give(String(started.error === undefined ? started.hello : started.error));
  } catch (e) {
    return 0;
  }
});
// A batch of requests (JSON lines, joined by '\n', which no JSON line
// holds): the number of answers, at most `count`, kept on the module until
// slugspec_js_batch_answer takes each; -1 when the package itself failed.
EM_JS(int, slugspec_js_answer_each, (const char* requests, size_t size, const char* options), {
  try {
    Module.slugspecBatch = Module.slugspecAnswerEach(UTF8ToString(requests, size).split("\n"), UTF8ToString(options));
    return Module.slugspecBatch.length;
  } catch (e) {
    Module.slugspecBatch = [];
    return -1;
  }
});
EM_JS(char*, slugspec_js_batch_answer, (int i, int* kind, char** output, double* millis), {
  const give = (text) => {
    const bytes = lengthBytesUTF8(text) + 1;
    const at = _malloc(bytes);
    stringToUTF8(text, at, bytes);
    return at;
  };
  const a = Module.slugspecBatch[i];
  Module.slugspecBatch[i] = null;  // each answer's text is copied once, then dropped
  setValue(kind, a.kind, "i32");
  setValue(output, a.output ? give(String(a.output)) : 0, "i32");
  setValue(millis, a.millis, "double");
  return give(String(a.text));
});

// Node knows whether a standard stream is a terminal; WebAssembly's isatty
// says yes for each of them.
EM_JS(int, slugspec_js_is_terminal, (int fd), {
  const stream = fd === 1 ? process.stdout : fd === 2 ? process.stderr : null;
  return stream && stream.isTTY ? 1 : 0;
});
// clang-format on

std::string TakeString(char* text) {
  std::string s = text == nullptr ? std::string() : std::string(text);
  std::free(text);
  return s;
}

// What the JavaScript host needs of the options, as JSON.
std::string OptionsJson(const slugspec::conformance::TesteeOptions& o) {
  return "{\"timeoutMs\":" + std::to_string(o.case_timeout.count()) +
         ",\"startTimeoutMs\":" + std::to_string(o.start_timeout.count()) + ",\"heapMb\":" + std::to_string(o.heap_mb) +
         ",\"floodBytes\":" + std::to_string(o.stderr_flood_bytes) +
         ",\"tailBytes\":" + std::to_string(o.stderr_tail_bytes) +
         ",\"maxAnswerBytes\":" + std::to_string(slugspec::conformance::kMaxFrameBytes) +
         ",\"showOutput\":" + (o.show_output ? "true" : "false") + "}";
}

class JavaScriptHost : public slugspec::conformance::InProcessHost {
 public:
  slugspec::StatusOr<std::string> Start(const slugspec::conformance::TesteeOptions& options) override {
    int failed = 0;
    char* text = slugspec_js_start(OptionsJson(options).c_str(), &failed);
    if (text == nullptr) return slugspec::Status::Failure("the package failed to start the module");
    std::string s = TakeString(text);
    if (failed != 0) return slugspec::Status::Failure(s);
    return s;
  }
  slugspec::conformance::HostAnswer Answer(std::string_view request,
                                           const slugspec::conformance::TesteeOptions& options) override {
    std::vector<slugspec::conformance::HostAnswer> one = AnswerEach({std::string(request)}, options);
    return one.front();
  }
  std::vector<slugspec::conformance::HostAnswer> AnswerEach(
      const std::vector<std::string>& requests, const slugspec::conformance::TesteeOptions& options) override {
    using Kind = slugspec::conformance::HostAnswer::Kind;
    std::string joined;
    for (size_t i = 0; i < requests.size(); ++i) {
      if (i > 0) joined += '\n';
      joined += requests[i];
    }
    const int n = slugspec_js_answer_each(joined.data(), joined.size(), OptionsJson(options).c_str());
    if (n <= 0) return {{Kind::kFailed, "the package failed to call the module", ""}};
    std::vector<slugspec::conformance::HostAnswer> answers;
    for (int i = 0; i < n; ++i) {
      int kind = 0;
      char* output = nullptr;
      double millis = 0;
      char* text = slugspec_js_batch_answer(i, &kind, &output, &millis);
      const Kind k = kind == 1 ? Kind::kFailed : kind == 2 ? Kind::kInterrupted : Kind::kAnswered;
      answers.push_back({k, TakeString(text), TakeString(output), millis});
    }
    return answers;
  }
};

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
  // The testee: a module, or a page (its codec, or the page itself behind
  // its address bar), and what qualifies it; listed in --help as given.
  front.testee_options = {
      {"--module", "FILE",
       "the JavaScript module to certify: it exports `capabilities` and `decode`, `encode` and/or `levelCode` "
       "(the package's README); run in a worker thread of its own, started again when a case hangs or exhausts "
       "its memory",
       true},
      {"--browser", "URL",
       "instead, a page in a headless browser, opened again when a case hangs or the tab dies. With --global, "
       "the codec the page exposes (the same shape as a module's), called inside the page as it is shipped. With "
       "{slug} in URL, --declare and --read, no codec: the page itself, each decode case's input in its address "
       "where {slug} stands, opened as a link is",
       true},
      {"--global", "NAME", "the page's codec is window[NAME]", false},
      {"--read", "EXPR",
       "address bar: read once the page has settled, EXPR gives {model: GAME}, {link: location.href} or "
       "{rejected: true}",
       false},
      {"--declare", "CAPS", "address bar: what the page does, as the native runner's: FORMAT/VERSION=decode,lenient",
       false},
      {"--jobs", "N", "address bar: tabs reading cases at once (default 4)", false},
      {"--quiet-ms", "N",
       "address bar: how long --read must give the same value for the page to have settled "
       "(default 400)",
       false},
      {"--engine", "E",
       "the browser: chromium (Debian's `chromium`, the default) or firefox (Debian's `firefox-esr`, over "
       "WebDriver BiDi)",
       false},
  };
  front.is_terminal = [](int fd) { return slugspec_js_is_terminal(fd) != 0; };
  front.make_driver = [](const RunnerOptions& options) -> std::unique_ptr<TesteeDriver> {
    return InProcessDriver(std::make_unique<JavaScriptHost>(), options.testee);
  };
  return RunnerCommand(argc, argv, front);
}

// Where the run's interrupt flag is (interrupt.h): the package's main
// thread, which gets the operator's signals while this module works on
// another, stores the signal's number there (Atomics.store).
EMSCRIPTEN_KEEPALIVE void* slugspec_conformance_interrupt_flag() { return slugspec::conformance::InterruptFlag(); }

// The process's file mode creation mask: emscripten's own starts at 0777,
// which would give every new report mode 0000 (output_file.cc asks the
// mask what an ordinary new file's mode is).
EMSCRIPTEN_KEEPALIVE void slugspec_conformance_set_umask(int mask) { ::umask(static_cast<mode_t>(mask & 0777)); }

}  // extern "C"
