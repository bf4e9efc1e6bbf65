// Judging a testee's answer to a case (spec/conformance.md §5), at the
// REQUIRED and the RECOMMENDED level. Rejections are judged by code and
// stage and then by offset, never by message.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_JUDGE_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_JUDGE_H_

#include "conformance/case/case.h"
#include "slugspec/conformance.pb.h"

namespace slugspec::conformance {

// The verdicts and the problem line. What is kept of the answer is bounded:
// unknown fields are dropped, text shown to people (runtime_error, skipped,
// a rejection's message) is cut to 4 KiB, a passing case keeps nothing of
// it, and a failing one keeps it unless it is over 64 KiB
// (Outcome::dropped then says so).
Outcome Judge(const Case& c, const Response& received);

// Whether two models hold the same fields with the same values, in the same
// order: what MessageDifferencer::Equals says for the protocol's messages,
// which have no maps and no floating point, by comparing their
// serializations (runner_test checks that the two agree).
bool IdenticalMessages(const google::protobuf::Message& a, const google::protobuf::Message& b);

// A case that got no answer: the testee crashed, hung, or broke the protocol.
Outcome RuntimeFailure(const Case& c, const std::string& what);

// The failures of one kind past the first kFullFailuresPerKind keep little
// (spec/conformance.md §7): the testee's texts cut to kLittleTextBytes, the
// problem line to kLittleProblemBytes, the last kLittleTextBytes of
// standard error, and an answer over kLittleAnswerBytes only its size. The
// first ones of the kind show it whole; a run where every case fails keeps
// and reports about a kilobyte a case, not the 4 KiB and more each.
inline constexpr size_t kFullFailuresPerKind = 20;
inline constexpr size_t kLittleTextBytes = 120;
inline constexpr size_t kLittleProblemBytes = 200;
inline constexpr size_t kLittleAnswerBytes = 1024;
void KeepLittle(Outcome* o);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_JUDGE_H_
