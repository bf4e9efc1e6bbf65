// The subset of protobuf that the fast JSON mapping handles (json_subset.h).
#include "registry/json_subset.h"

#include <google/protobuf/struct.pb.h>

namespace slugspec::json_internal {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;

// Whether every field of `d`, recursively, is in the subset handled here.
// Fields with presence (messages, oneof members, proto3 `optional`) are in
// it: parsing sets their presence, and printing prints them when they are
// set, as protobuf does.
bool InSubset(const Descriptor* d, bool parsing, int depth = 0) {
  if (depth > kMaxDepth) return false;
  if (parsing && IsValueTree(d)) return true;
  if (d->full_name().rfind("google.protobuf.", 0) == 0) return false;  // other well-known types
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    if (f->is_map()) return false;
    switch (f->cpp_type()) {
      case FieldDescriptor::CPPTYPE_INT32:
      case FieldDescriptor::CPPTYPE_UINT32:
      case FieldDescriptor::CPPTYPE_INT64:
      case FieldDescriptor::CPPTYPE_UINT64:
      case FieldDescriptor::CPPTYPE_BOOL:
      case FieldDescriptor::CPPTYPE_ENUM:
        break;
      case FieldDescriptor::CPPTYPE_STRING:
        if (f->type() == FieldDescriptor::TYPE_BYTES) return false;
        break;
      case FieldDescriptor::CPPTYPE_MESSAGE:
        // protobuf reads a null in a list of Values as a null Value, where
        // the parser here skips it: such lists are left to protobuf.
        if (f->is_repeated() && IsValueTree(f->message_type())) return false;
        if (!InSubset(f->message_type(), parsing, depth + 1)) return false;
        break;
      default:
        return false;  // float, double
    }
  }
  return true;
}

}  // namespace

// The well-known types of a JSON value (google/protobuf/struct.proto), which
// the parser reads (the corpus keeps each vector's model as a Struct).
bool IsValueTree(const Descriptor* d) {
  return d == google::protobuf::Struct::descriptor() || d == google::protobuf::Value::descriptor() ||
         d == google::protobuf::ListValue::descriptor();
}

bool CachedInSubset(const Descriptor* d, bool parsing) {
  // Descriptors live as long as the program; a tiny cache of the last answer
  // covers batch mode, where one type is printed or parsed over and over.
  thread_local const Descriptor* last[2] = {nullptr, nullptr};
  thread_local bool last_answer[2] = {false, false};
  const int i = parsing ? 1 : 0;
  if (d != last[i]) {
    last[i] = d;
    last_answer[i] = InSubset(d, parsing);
  }
  return last_answer[i];
}

}  // namespace slugspec::json_internal
