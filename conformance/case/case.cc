#include "conformance/case/case.h"

namespace slugspec::conformance {

std::string_view CheckName(Check check) {
  switch (check) {
    case Check::kDecodeStrict:
      return "decode.strict";
    case Check::kDecodeLenient:
      return "decode.lenient";
    case Check::kDecodeTransit:
      return "decode.transit";
    case Check::kDecodeMutated:
      return "decode.mutated";
    case Check::kEncodeCanonical:
      return "encode.canonical";
    case Check::kEncodeRoundtrip:
      return "encode.roundtrip";
    case Check::kEncodeInvalid:
      return "encode.invalid";
    case Check::kCodeCorpus:
      return "code.corpus";
  }
  return "?";
}

bool IsCodeCheck(Check check) { return check == Check::kCodeCorpus; }

bool IsDecodeCheck(Check check) {
  return check != Check::kEncodeCanonical && check != Check::kEncodeRoundtrip && check != Check::kEncodeInvalid;
}

void ExpectRejection(ErrorCode code, uint32_t offset, std::string message, Expectation* e) {
  e->accept = false;
  e->codes = {code};
  e->offset = offset;
  e->message = std::move(message);
  // The input length limits are RECOMMENDED (spec/README.md [GEN-5]): a
  // decoder that reads longer links opens nothing the reference would not.
  e->required = code != INPUT_TOO_LONG;
}

bool Failed(const Outcome& o) { return o.required == Verdict::kFail || o.recommended == Verdict::kFail; }

}  // namespace slugspec::conformance
