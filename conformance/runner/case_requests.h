// What building any case needs, for case_builder.cc and vector_cases.cc:
// a decode request, and the protocol's model field of a format. Not
// installed.
#ifndef SLUGSPEC_CONFORMANCE_RUNNER_CASE_REQUESTS_H_
#define SLUGSPEC_CONFORMANCE_RUNNER_CASE_REQUESTS_H_

#include <string>

#include <google/protobuf/message.h>

#include "conformance/case/case.h"

namespace slugspec::conformance {

// Makes `c` a decode request of `slug` in its format and profile; `slug` is
// also its input, as reports show it.
void AddDecodeRequest(Case* c, const std::string& slug);

// The model field of a oneof named after the format (the protocol carries
// each format's model under its name), or null.
google::protobuf::Message* MutableModelField(google::protobuf::Message* parent, const std::string& format);

}  // namespace slugspec::conformance

#endif  // SLUGSPEC_CONFORMANCE_RUNNER_CASE_REQUESTS_H_
