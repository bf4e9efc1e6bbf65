// A conformance case (spec/conformance.md §4): one request to a testee, what
// the reference says should come back, and the requirements it checks.
#ifndef SLUGSPEC_CONFORMANCE_CASE_CASE_H_
#define SLUGSPEC_CONFORMANCE_CASE_CASE_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

#include "slugspec/common.pb.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The checks of spec/conformance.md §4, in report order.
enum class Check {
  kDecodeStrict,     // corpus vectors, strict profile
  kDecodeLenient,    // corpus vectors, lenient profile
  kDecodeTransit,    // generated valid slugs damaged in transit (both profiles)
  kDecodeMutated,    // generated valid slugs with seeded edits (both profiles)
  kEncodeCanonical,  // the models of accepted corpus vectors
  kEncodeRoundtrip,  // generated models
  kEncodeInvalid,    // models an encoder must reject
  kCodeCorpus,       // the level codes of the corpus's accepted slugs (formats with level codes)
};
inline constexpr Check kAllChecks[] = {Check::kDecodeStrict,  Check::kDecodeLenient,   Check::kDecodeTransit,
                                       Check::kDecodeMutated, Check::kEncodeCanonical, Check::kEncodeRoundtrip,
                                       Check::kEncodeInvalid, Check::kCodeCorpus};
// "decode.strict", ...
std::string_view CheckName(Check check);
// Checks whose request carries a slug and a profile: the decode checks and
// the level-code check.
bool IsDecodeCheck(Check check);
// The level-code check: a slug in, a level code (or a rejection) out.
bool IsCodeCheck(Check check);

// What a correct testee answers, as the reference computed it.
struct Expectation {
  bool accept = false;
  // accept: the game a decode must return, or the model an encode was given
  // (its reference decoding must be the same game).
  std::shared_ptr<const google::protobuf::Message> model;
  // encode, accept: the canonical slug (byte-identical is RECOMMENDED);
  // level code, accept: the code as the reference writes it.
  std::string canonical;
  // Whether the outcome is REQUIRED (§5). An acceptance is when the strict
  // profile accepts the slug too, so that lenient repairs (ACCEPTABLE
  // vectors, transit damage) are RECOMMENDED; a rejection is, but for the
  // input length limits. A game accepted as another game is a REQUIRED
  // failure whatever this says.
  bool required = true;
  // reject: the codes the spec allows, the first being the reference's.
  std::vector<ErrorCode> codes;
  // reject: the reference's offset for its code, judged at RECOMMENDED when
  // the testee gives that code.
  uint32_t offset = 0;
  // reject: the reference's message, shown next to its code in a failure
  // (never judged: messages are free text).
  std::string message;
  // reject: whether the code is judged. It is not when the slug's version is
  // one the testee did not declare: it rejects what it does not read, with
  // whatever code, and that is right (REQUIRED still judges the rejection).
  bool judge_code = true;
};

// Makes `e` the expectation of a rejection with `code` at `offset`, the
// reference saying `message`.
void ExpectRejection(ErrorCode code, uint32_t offset, std::string message, Expectation* e);

struct Case {
  std::string id;  // stable: "<check>/<vector id>" or "<check>/<format>/<version>/seed-S/NNNNNN"
  Check check = Check::kDecodeStrict;
  std::string format;
  std::string version;  // the capability it counts toward (in the summary table)
  // The versions whose certificates it counts toward, when more than
  // `version`: a rejection counts for every version whose syntax the slug
  // uses that the testee decodes (spec/conformance.md §4).
  std::vector<std::string> counts_for;
  std::string profile;  // decode: "strict" or "lenient"; encode: empty
  // The request, without its id (the session numbers requests as it sends).
  Request request;
  Expectation expected;
  std::vector<std::string> requirements;
  // What was sent, for people: the slug, or the model's JSON for an encode.
  std::string input;
  // decode: the versions whose syntax the slug uses (Format::ClaimedVersions).
  std::vector<std::string> claimed_versions;
  // decode, accept: every version whose encoder writes the slug's canonical
  // form for the game, the version decoding reports first. A decoder of any
  // of them must open the slug (spec/conformance.md §4: pentomino v1.1's
  // links, which report v1.5, are v1.1's to open too).
  std::vector<std::string> written_by;
  // For people: where the case comes from ("plus-as-space damage of ...").
  std::string note;
};

// One case's verdict at one level.
enum class Verdict { kNotJudged, kPass, kFail };

struct Outcome {
  bool sent = false;     // false: not run (not representable, or the run was interrupted)
  bool skipped = false;  // the testee answered `skipped`, or the case could not be sent
  // Skipped because the one-shot transport cannot carry the input (a line
  // break): the runner's skip, not the testee's.
  bool unsendable = false;
  Verdict required = Verdict::kNotJudged;
  Verdict recommended = Verdict::kNotJudged;
  // Why it failed (or was skipped), one line for people: "rejected with
  // BAD_CHARACTER (syntax); the slug is valid".
  std::string problem;
  // The problem without what is particular to the case (the differences a
  // wrong game has), for grouping failures by kind; empty: the problem.
  std::string kind;
  // What the testee answered, as far as it is kept (Judge: nothing for a
  // passing case; for a runtime error, the runner's description of what
  // went wrong).
  Response received;
  // Why `received` is empty although an answer came: "an answer of
  // 16,777,200 bytes, judged but not kept".
  std::string dropped;
  // What the testee wrote to standard error while this case was the oldest
  // unanswered one (since the previous answer), at most its last 2 KiB.
  std::string stderr_tail;
  // Empty when those lines are this case's own (it was the only request in
  // flight, or the testee ran once for it); else why they may not be:
  // "3 requests were in flight".
  std::string stderr_shared;
  // A decode whose game named no version (a player's, which reads every
  // version into one state): judged on the game alone (judge.cc), and the
  // certificate says so.
  bool version_unnamed = false;
  // A decode answered with the link the testee shows (Response.link): judged
  // by the reference reading that link, a round trip, and the certificate
  // says so.
  bool judged_by_link = false;
  double millis = 0;              // from send to answer
  bool expected_failure = false;  // listed in the expected-failure file
  // A failure past the first few of its kind: it keeps little of the
  // answer, and the reports list it briefly (runner/judge.h KeepLittle).
  bool kept_little = false;
};

bool Failed(const Outcome& o);  // fails at either level

struct CaseResult {
  const Case* test = nullptr;
  Outcome outcome;
};

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_CASE_CASE_H_
