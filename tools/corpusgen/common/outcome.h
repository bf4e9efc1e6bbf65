// What decoding one slug gives, in any generator: an error (its code, the
// offset it is reported at, the check that failed) or the format's decoded
// model; how two outcomes compare; and how an error is written in a vector.
#ifndef SLUGSPEC_TOOLS_CORPUSGEN_COMMON_OUTCOME_H_
#define SLUGSPEC_TOOLS_CORPUSGEN_COMMON_OUTCOME_H_

#include <cstdint>
#include <string>
#include <utility>

#include "slugspec/common.pb.h"

namespace slugspec::corpusgen {

constexpr ErrorCode kOk = ERROR_CODE_UNSPECIFIED;

// An error outcome before it is given a format; it converts to the Outcome of
// any format, so vectors and oracles write `Err(BAD_CHARACTER, 3)` alike.
struct Rejection {
  ErrorCode code = kOk;
  uint32_t offset = 0;
  std::string requirement;  // the failing check's id; empty in a hand-stated intent
};

inline Rejection Err(ErrorCode code, uint32_t offset, std::string requirement = "") {
  return {code, offset, std::move(requirement)};
}

// `Decoded` is the format's accepted result (its version and model), with an
// operator== that says when two decodings are the same.
template <typename Decoded>
struct Outcome {
  ErrorCode code = kOk;
  uint32_t offset = 0;
  std::string requirement;  // the failing check's id
  Decoded decoded{};        // when ok()

  Outcome() = default;
  // Implicit on purpose: see Rejection.
  Outcome(Rejection r) : code(r.code), offset(r.offset), requirement(std::move(r.requirement)) {}
  static Outcome Accepted(Decoded d) {
    Outcome o;
    o.decoded = std::move(d);
    return o;
  }

  bool ok() const { return code == kOk; }
};

// The same result: the same decoding, or the same error at the same offset
// (which check reported it does not matter).
template <typename Decoded>
bool Same(const Outcome<Decoded>& a, const Outcome<Decoded>& b) {
  if (a.code != b.code) return false;
  return a.ok() ? a.decoded == b.decoded : a.offset == b.offset;
}

// What a vector line says of an error: {"code":"NAME","offset":N}.
std::string ErrorJson(ErrorCode code, uint32_t offset);
template <typename Decoded>
std::string ErrorJson(const Outcome<Decoded>& o) {
  return ErrorJson(o.code, o.offset);
}

// "NAME at N (REQUIREMENT)", for messages.
std::string DescribeError(ErrorCode code, uint32_t offset, const std::string& requirement);

// What an oracle makes of one slug in one profile; `ambiguity` says why the
// spec leaves the outcome open, or is empty.
template <typename Decoded>
struct Decoding {
  Decoding(Outcome<Decoded> o, std::string why = "") : outcome(std::move(o)), ambiguity(std::move(why)) {}
  Outcome<Decoded> outcome;
  std::string ambiguity;
};

}  // namespace slugspec::corpusgen

#endif  // SLUGSPEC_TOOLS_CORPUSGEN_COMMON_OUTCOME_H_
