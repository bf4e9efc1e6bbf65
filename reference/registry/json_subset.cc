// The subset of protobuf that the fast JSON printer handles (json_subset.h).
#include "registry/json_subset.h"

namespace slugspec::json_internal {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::FieldDescriptor;

// Whether every field of `d`, recursively, is in the subset handled here.
// Fields with presence (messages, oneof members, proto3 `optional`) are in
// it: printing prints them when they are set, as protobuf does.
bool InSubset(const Descriptor* d, int depth = 0) {
  if (depth > kMaxDepth) return false;
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
        if (!InSubset(f->message_type(), depth + 1)) return false;
        break;
      default:
        return false;  // float, double
    }
  }
  return true;
}

}  // namespace

bool CachedInSubset(const Descriptor* d) {
  // Descriptors live as long as the program; a tiny cache of the last answer
  // covers batch mode, where one type is printed over and over.
  thread_local const Descriptor* last = nullptr;
  thread_local bool last_answer = false;
  if (d != last) {
    last = d;
    last_answer = InSubset(d);
  }
  return last_answer;
}

}  // namespace slugspec::json_internal
