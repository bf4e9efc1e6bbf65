// The requests every kind of case is made of (case_requests.h).
#include "conformance/runner/case_requests.h"

namespace slugspec::conformance {

void AddDecodeRequest(Case* c, const std::string& slug) {
  DecodeRequest* d = c->request.mutable_decode();
  d->set_format(c->format);
  d->set_slug(slug);
  d->set_profile(c->profile);
  c->input = slug;
}

google::protobuf::Message* MutableModelField(google::protobuf::Message* parent, const std::string& format) {
  const auto* field = parent->GetDescriptor()->FindFieldByName(format);
  return field ? parent->GetReflection()->MutableMessage(parent, field) : nullptr;
}

}  // namespace slugspec::conformance
