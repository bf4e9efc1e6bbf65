// Models an encoder must reject ([SUD-E1], [PEN-E1]), for the encode.invalid
// cases: each a small valid model with one thing wrong. Whether and how a
// version rejects one is the reference's answer; one that a version accepts
// is no case of that version.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_BAD_MODELS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_BAD_MODELS_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

namespace slugspec::conformance {

struct BadModel {
  std::string name;  // the last part of the case id: "digit-zero"
  std::unique_ptr<google::protobuf::Message> model;
};

// The bad models of a format, in a fixed order.
std::vector<BadModel> BadModels(std::string_view format);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_BAD_MODELS_H_
