#include "conformance/testees/chaos_testee.h"

#include <poll.h>
#include <unistd.h>

#include <array>
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <istream>
#include <ostream>
#include <thread>

#include "conformance/protocol/framing.h"
#include "conformance/testees/reference_testee.h"
#include "conformance/testees/session.h"
#include "kit/fill_strings.h"
#include "registry/json.h"

namespace slugspec::conformance {
namespace {

constexpr std::array kModes = {
    ChaosModeInfo{ChaosMode::kCrash, "crash", "abort() instead of answering", false},
    ChaosModeInfo{ChaosMode::kExit, "exit", "exit(3) instead of answering, as if cleanly", false},
    ChaosModeInfo{ChaosMode::kHang, "hang", "stops: no answer, no more reading, no exit", false},
    ChaosModeInfo{ChaosMode::kGarbage, "garbage",
                  "a line of non-JSON bytes (json) or a frame that is no Response (binary) for the answer", false},
    ChaosModeInfo{ChaosMode::kHugeLength, "huge-length",
                  "binary: announces a 1 GiB frame; json: 64 MiB of 'x' without a newline; then hangs", false},
    ChaosModeInfo{ChaosMode::kStderrFlood, "stderr-flood", "writes 100 MiB to standard error, then answers right",
                  false},
    ChaosModeInfo{ChaosMode::kCloseStdout, "close-stdout",
                  "closes standard output, then reads requests to the end without answering", false},
    ChaosModeInfo{ChaosMode::kWrongId, "wrong-id", "the right answer under the id of the next request", false},
    ChaosModeInfo{ChaosMode::kSlow, "slow", "sleeps 200 ms, then answers right", false},
    ChaosModeInfo{ChaosMode::kStderrPerRequest, "stderr-per-request",
                  "writes \"chaos: request ID\" to standard error for every request, and answers the chosen ones "
                  "with a runtime error",
                  false},
    ChaosModeInfo{ChaosMode::kCrashWhenPipelined, "crash-when-pipelined",
                  "abort() on a request read while another is waiting (never when sent alone; --every is ignored)",
                  false},
    ChaosModeInfo{ChaosMode::kPadAnswers, "pad-answers",
                  "the right answer padded with --pad-bytes (1 MiB) of unknown field (binary) or spaces (json)", false},
    ChaosModeInfo{ChaosMode::kHugeText, "huge-text", "a runtime error of --pad-bytes (1 MiB) of text", false},
    ChaosModeInfo{ChaosMode::kLeaveHelper, "leave-helper",
                  "forks a helper that calls setsid() and sleeps holding standard output, then abort()", false},
    ChaosModeInfo{ChaosMode::kBadUtf8, "bad-utf8", "an answer whose slug is not UTF-8", false},
    ChaosModeInfo{ChaosMode::kSkip, "skip", "answers `skipped` (the rest right)", false},
    ChaosModeInfo{ChaosMode::kRejectAll, "reject-all",
                  "rejects every request without an error code (--every is ignored)", false},
    ChaosModeInfo{ChaosMode::kAbortAtEnd, "abort-at-end",
                  "answers every request right, then abort() when standard input ends (--every is ignored)", false},
    ChaosModeInfo{ChaosMode::kStderrEach, "stderr-each",
                  "writes --pad-bytes (1 MiB) to standard error for every request (--every is ignored), answers right",
                  false},
    ChaosModeInfo{ChaosMode::kHalfAnswer, "half-answer", "the first half of the right answer, then exit(3)", false},
    ChaosModeInfo{ChaosMode::kBadHello, "bad-hello", "a line of garbage for a Hello, then reads to the end", true},
    ChaosModeInfo{ChaosMode::kNoHello, "no-hello", "reads the Handshake and hangs", true},
    ChaosModeInfo{ChaosMode::kCrashAtStart, "crash-at-start", "exits with status 1 before reading anything", true},
    ChaosModeInfo{ChaosMode::kUnknownCapability, "unknown-capability",
                  "a Hello that also declares chess/v9 and the first format's v99", true},
    ChaosModeInfo{ChaosMode::kNoProfile, "no-profile", "a Hello whose first capability decodes in neither profile",
                  true},
    ChaosModeInfo{ChaosMode::kHelloWithoutNewline, "hello-without-newline",
                  "the Hello without the newline that ends it, then exits", true},
    ChaosModeInfo{ChaosMode::kHelloWithoutNewlineAlive, "hello-without-newline-alive",
                  "the Hello without the newline that ends it, then hangs with standard output open", true},
    ChaosModeInfo{ChaosMode::kLongName, "long-name",
                  "a Hello whose name and version are --pad-bytes (1 MiB) each; requests answered right", true},
    ChaosModeInfo{ChaosMode::kMarkup, "markup",
                  "the right answer, but every string in it (the model's, a slug, a message) is markup: "
                  "script, an event handler, an element of its own, quotes and ESC",
                  false},
};

// What the markup mode puts in every string: each part is something a
// report must show as text (spec/conformance.md §7). The marker
// proves the payload reached the page; the rest must never become markup.
constexpr std::string_view kMarkupPayload =
    "v1</title></text><script>window.slugspecInjected=1</script>"
    "<img src=x onerror=\"window.slugspecInjected=2\" data-injected=1>"
    "<slugspec-injected>slugspec-injected-marker</slugspec-injected>\"'&\x1b[31m";

// Not JSON, not UTF-8, and no newline inside: one bad line.
constexpr std::string_view kGarbageLine = "\x01\xfe chaos: garbage where a message should be {\"id\": \xff\xc0";
// No protobuf message begins with a ten-byte varint tag of all ones.
constexpr std::string_view kGarbagePayload = "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff";
constexpr uint32_t kHugeLength = uint32_t{1} << 30;

// A binary frame's length prefix: 4 bytes, little-endian.
void PutLength(std::ostream& out, uint32_t n) {
  for (int i = 0; i < 4; ++i) out.put(static_cast<char>((n >> (8 * i)) & 0xFF));
}

void Flood(std::ostream& err, size_t bytes) {
  std::string block;
  while (block.size() < 65536) block += "chaos: stderr flood, a line the runner must not wait to read\n";
  for (size_t written = 0; written < bytes; written += block.size()) {
    err.write(block.data(), static_cast<std::streamsize>(std::min(block.size(), bytes - written)));
  }
  err.flush();
}

// Reads `in` to its end, without answering.
void Drain(std::istream& in) {
  char chunk[65536];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
  }
}

// The session's Responder: the reference's answers, and the misbehaviour on
// the chosen requests.
class ChaosResponder {
 public:
  ChaosResponder(const ChaosOptions& options, const ChaosEffects& effects) : options_(options), effects_(effects) {}

  void operator()(const Request& request, std::ostream& out) {
    if (stdout_closed_) return;
    const Framing framing = options_.framing;
    if (options_.mode == ChaosMode::kStderrPerRequest) {
      *effects_.err << "chaos: request " << request.id() << "\n" << std::flush;
    }
    if (options_.mode == ChaosMode::kStderrEach) Flood(*effects_.err, options_.pad_bytes);
    if (options_.mode == ChaosMode::kCrashWhenPipelined && effects_.more_waiting && effects_.more_waiting()) {
      out.flush();
      effects_.crash();
      return;
    }
    if (options_.mode == ChaosMode::kRejectAll) {
      Response r;
      r.set_id(request.id());
      r.mutable_rejected()->set_message("chaos: rejects everything");
      out << EncodeFrame(r, framing);
      return;
    }
    if (!IsChaotic(++count_, options_.every)) {
      out << EncodeFrame(Answer(request), framing);
      return;
    }
    out.flush();  // the answers before this one arrive: only this case is hit
    if (!marked_ && !options_.mark_file.empty()) {
      std::ofstream(options_.mark_file).flush();
      marked_ = true;
    }
    switch (options_.mode) {
      case ChaosMode::kCrash:
        effects_.crash();
        return;
      case ChaosMode::kExit:
        effects_.exit(3);
        return;
      case ChaosMode::kHalfAnswer: {
        const std::string whole = EncodeFrame(Answer(request), framing);
        out << whole.substr(0, whole.size() / 2) << std::flush;
        effects_.exit(3);
        return;
      }
      case ChaosMode::kHang:
        effects_.hang();
        return;
      case ChaosMode::kGarbage:
        if (framing == BINARY) {
          PutLength(out, static_cast<uint32_t>(kGarbagePayload.size()));
          out << kGarbagePayload;
        } else {
          out << kGarbageLine << '\n';
        }
        return;
      case ChaosMode::kHugeLength:
        if (framing == BINARY) {
          PutLength(out, kHugeLength);
        } else {
          const std::string block(65536, 'x');
          for (size_t written = 0; written < effects_.endless_line_bytes; written += block.size()) {
            out.write(block.data(),
                      static_cast<std::streamsize>(std::min(block.size(), effects_.endless_line_bytes - written)));
          }
        }
        out.flush();
        effects_.hang();
        return;
      case ChaosMode::kStderrFlood:
        Flood(*effects_.err, effects_.flood_bytes);
        break;
      case ChaosMode::kStderrEach:
        break;  // written for every request, above
      case ChaosMode::kCloseStdout:
        effects_.close_stdout();
        stdout_closed_ = true;
        return;
      case ChaosMode::kWrongId: {
        Response r = Answer(request);
        r.set_id(request.id() + 1);
        out << EncodeFrame(r, framing);
        return;
      }
      case ChaosMode::kSlow:
        effects_.sleep(std::chrono::milliseconds(200));
        break;
      case ChaosMode::kBadUtf8:
        if (framing == BINARY) {
          // Written by hand: protobuf would complain on our standard error.
          std::string payload;
          payload += '\x08';  // field 1 (id), varint
          for (uint64_t id = request.id();; id >>= 7) {
            if (id < 0x80) {
              payload += static_cast<char>(id);
              break;
            }
            payload += static_cast<char>((id & 0x7f) | 0x80);
          }
          payload += "\x1a\x02\xff\xfe";  // field 3 (slug), 2 bytes that are no UTF-8
          PutLength(out, static_cast<uint32_t>(payload.size()));
          out << payload;
        } else {
          out << "{\"id\":\"" << request.id() << "\",\"slug\":\"\xff\xfe\"}\n";
        }
        return;
      case ChaosMode::kLeaveHelper:
        effects_.leave_helper();
        effects_.crash();
        return;
      case ChaosMode::kPadAnswers: {
        Response r = Answer(request);
        if (framing == BINARY) {
          r.GetReflection()->MutableUnknownFields(&r)->AddLengthDelimited(1000, std::string(options_.pad_bytes, 'p'));
          out << EncodeFrame(r, framing);
        } else {
          std::string line = EncodeFrame(r, framing);  // JSON ends with '\n'
          line.insert(line.size() - 1, std::string(options_.pad_bytes, ' '));
          out << line;
        }
        return;
      }
      case ChaosMode::kHugeText: {
        Response r;
        r.set_id(request.id());
        r.set_runtime_error(std::string(options_.pad_bytes, 'e'));
        out << EncodeFrame(r, framing);
        return;
      }
      case ChaosMode::kStderrPerRequest: {
        Response r;
        r.set_id(request.id());
        r.set_runtime_error("chaos: a chosen request");
        out << EncodeFrame(r, framing);
        return;
      }
      case ChaosMode::kMarkup: {
        Response r = Answer(request);
        FillStrings(&r, std::string(kMarkupPayload));
        out << EncodeFrame(r, framing);
        return;
      }
      case ChaosMode::kSkip: {
        Response r;
        r.set_id(request.id());
        r.set_skipped("chaos: a chosen request");
        out << EncodeFrame(r, framing);
        return;
      }
      case ChaosMode::kAbortAtEnd:          // answers right; ends below
      case ChaosMode::kRejectAll:           // answered above, whatever --every says
      case ChaosMode::kCrashWhenPipelined:  // misbehaves above, whatever --every says
      case ChaosMode::kBadHello:
      case ChaosMode::kNoHello:
      case ChaosMode::kCrashAtStart:
      case ChaosMode::kUnknownCapability:
      case ChaosMode::kNoProfile:
      case ChaosMode::kHelloWithoutNewline:
      case ChaosMode::kHelloWithoutNewlineAlive:
      case ChaosMode::kLongName:
        break;  // handshake modes: requests are answered right
    }
    out << EncodeFrame(Answer(request), framing);
  }

 private:
  const ChaosOptions& options_;
  const ChaosEffects& effects_;
  uint64_t count_ = 0;
  bool stdout_closed_ = false;
  bool marked_ = false;  // the mark file is made
};

bool ParseCount(std::string_view text, uint32_t* value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
  return ec == std::errc() && end == text.data() + text.size() && *value > 0;
}

}  // namespace

std::span<const ChaosModeInfo> AllChaosModes() { return kModes; }

std::optional<ChaosMode> ParseChaosMode(std::string_view name) {
  for (const ChaosModeInfo& m : kModes) {
    if (m.name == name) return m.mode;
  }
  return std::nullopt;
}

const ChaosModeInfo& InfoOf(ChaosMode mode) {
  for (const ChaosModeInfo& m : kModes) {
    if (m.mode == mode) return m;
  }
  return kModes.front();  // unreachable: every mode is listed
}

bool ParseChaosOptions(std::span<const std::string_view> args, ChaosOptions* options, bool* list, std::string* error) {
  *list = false;
  bool have_mode = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (arg == "--list") {
      *list = true;
      return true;
    }
    if (i + 1 >= args.size()) {
      *error = "unknown argument or missing value: " + std::string(arg);
      return false;
    }
    const std::string_view value = args[++i];
    if (arg == "--mode") {
      const std::optional<ChaosMode> mode = ParseChaosMode(value);
      if (!mode) {
        *error = "no mode \"" + std::string(value) + "\" (--list shows them)";
        return false;
      }
      options->mode = *mode;
      have_mode = true;
    } else if (arg == "--every" || arg == "--max-in-flight" || arg == "--pad-bytes") {
      uint32_t n = 0;
      if (!ParseCount(value, &n)) {
        *error = std::string(arg) + " takes a positive number, not \"" + std::string(value) + "\"";
        return false;
      }
      (arg == "--every" ? options->every : arg == "--pad-bytes" ? options->pad_bytes : options->max_in_flight) = n;
    } else if (arg == "--mark") {
      options->mark_file = std::string(value);
    } else if (arg == "--framing" && (value == "json" || value == "binary")) {
      options->framing = value == "binary" ? BINARY : JSON_LINES;
    } else {
      *error = "unknown argument: " + std::string(arg) + " " + std::string(value);
      return false;
    }
  }
  if (!have_mode) *error = "--mode is required";
  return have_mode;
}

Hello ChaosHello(const ChaosOptions& options) {
  Hello hello = ReferenceHello(options.framing);
  hello.set_name("chaos:" + std::string(InfoOf(options.mode).name));
  hello.set_max_in_flight(options.max_in_flight);
  if (options.mode == ChaosMode::kUnknownCapability && hello.capabilities_size() > 0) {
    Capability first = hello.capabilities(0);
    first.set_version("v99");
    *hello.add_capabilities() = first;
    first.set_format("chess");
    first.set_version("v9");
    *hello.add_capabilities() = first;
  }
  if (options.mode == ChaosMode::kLongName) {
    hello.set_name(std::string(options.pad_bytes, 'n'));
    hello.set_version(std::string(options.pad_bytes, 'v'));
  }
  if (options.mode == ChaosMode::kNoProfile && hello.capabilities_size() > 0) {
    hello.mutable_capabilities(0)->set_strict(false);
    hello.mutable_capabilities(0)->set_lenient(false);
  }
  return hello;
}

ChaosEffects ProcessEffects() {
  ChaosEffects e;
  e.crash = [] { std::abort(); };
  e.leave_helper = [] {
    if (::fork() == 0) {
      ::setsid();
      while (true) ::sleep(3600);
    }
  };
  e.exit = [](int status) { std::exit(status); };
  e.hang = [] {
    while (true) std::this_thread::sleep_for(std::chrono::hours(1));
  };
  e.sleep = [](std::chrono::milliseconds d) { std::this_thread::sleep_for(d); };
  e.close_stdout = [] {
    std::cout.flush();
    ::close(STDOUT_FILENO);
  };
  e.more_waiting = [] {
    if (BytesOfLaterRequests() > 0 || std::cin.rdbuf()->in_avail() > 0) return true;
    pollfd in{STDIN_FILENO, POLLIN, 0};
    return ::poll(&in, 1, 0) > 0 && (in.revents & POLLIN) != 0;
  };
  e.err = &std::cerr;
  return e;
}

int ServeChaos(std::istream& in, std::ostream& out, const ChaosOptions& options, const ChaosEffects& effects) {
  switch (options.mode) {
    case ChaosMode::kCrashAtStart:
      effects.exit(1);
      return 1;
    case ChaosMode::kNoHello: {
      std::string handshake;
      std::getline(in, handshake);
      effects.hang();
      return 0;
    }
    case ChaosMode::kHelloWithoutNewline:
    case ChaosMode::kHelloWithoutNewlineAlive: {
      std::string handshake;
      std::getline(in, handshake);
      out << ToJson(ChaosHello(options)) << std::flush;
      if (options.mode == ChaosMode::kHelloWithoutNewlineAlive) effects.hang();
      return 0;
    }
    case ChaosMode::kBadHello: {
      std::string handshake;
      std::getline(in, handshake);
      out << kGarbageLine << '\n' << std::flush;
      Drain(in);
      return 0;
    }
    default:
      break;
  }
  ChaosResponder responder(options, effects);
  const int status = ServeSession(in, out, ChaosHello(options), std::ref(responder));
  if (options.mode == ChaosMode::kAbortAtEnd) {
    out.flush();
    std::abort();
  }
  return status;
}

}  // namespace slugspec::conformance
