// Helpers the mutant tests share: requests, and comparisons of answers as
// the runner makes them.
#ifndef SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TEST_SUPPORT_H_
#define SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TEST_SUPPORT_H_

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "conformance/testees/mutant_testee.h"
#include "conformance/testees/reference_testee.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::conformance::mutant_test {

inline Request Decode(const std::string& format, const std::string& slug, const std::string& profile) {
  Request r;
  r.set_id(1);
  r.mutable_decode()->set_format(format);
  r.mutable_decode()->set_slug(slug);
  r.mutable_decode()->set_profile(profile);
  return r;
}

inline Request Encode(const std::string& format, const std::string& version, const google::protobuf::Message& model) {
  Request r;
  r.set_id(1);
  r.mutable_encode()->set_format(format);
  r.mutable_encode()->set_version(version);
  // The protocol carries each format's model in the field of its name.
  EncodeRequest* e = r.mutable_encode();
  e->GetReflection()->MutableMessage(e, EncodeRequest::descriptor()->FindFieldByName(format))->CopyFrom(model);
  return r;
}

inline const Mutant& Named(std::string_view name) {
  const Mutant* m = FindMutant(name);
  if (m == nullptr) throw std::runtime_error("no mutant " + std::string(name));
  return *m;
}

inline bool SameAnswer(const Response& a, const Response& b) {
  // Messages are for people and never compared; everything else is.
  Response x = a, y = b;
  if (x.has_rejected()) x.mutable_rejected()->clear_message();
  if (y.has_rejected()) y.mutable_rejected()->clear_message();
  return google::protobuf::util::MessageDifferencer::Equals(x, y);
}

// The reference decodes `slug` leniently to the same game as `model`.
inline bool OpensAs(const std::string& format, const std::string& slug, const google::protobuf::Message& model) {
  const Response r = Answer(Decode(format, slug, "lenient"));
  if (!r.has_decoded()) return false;
  const Format* f = FindFormat(format);
  const google::protobuf::Message& got =
      r.decoded().GetReflection()->GetMessage(r.decoded(), Decoded::descriptor()->FindFieldByName(format));
  return f->SameGame(got, model);
}

}  // namespace slugspec::conformance::mutant_test

#endif  // SLUGSPEC_CONFORMANCE_TESTEES_MUTANT_TEST_SUPPORT_H_
