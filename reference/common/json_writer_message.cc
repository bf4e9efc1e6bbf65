// JsonWriter::Message: a protobuf message by reflection, for the reports.
// Apart from the writer itself, which a build on protobuf's lite runtime
// (no reflection) uses too.
#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>

#include "common/json_writer.h"

namespace slugspec {

namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Reflection;

// Nesting deeper than this is not a model; the writer stops descending.
constexpr int kMaxDepth = 32;

}  // namespace

JsonWriter& JsonWriter::Message(const google::protobuf::Message& message) {
  MessageFields(message, 0);
  return *this;
}

// As ToJson prints: every singular scalar and list, set messages, the set
// member of a oneof, set fields with explicit presence (proto3 `optional`);
// 64-bit integers as strings, enums by name. Keys are the field names.
void JsonWriter::MessageFields(const google::protobuf::Message& m, int depth) {
  if (depth > kMaxDepth) {
    Null();
    return;
  }
  const google::protobuf::Descriptor* d = m.GetDescriptor();
  const Reflection* r = m.GetReflection();
  BeginObject();
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    if (!f->is_repeated() && f->has_presence() && !r->HasField(m, f)) continue;
    Key(f->name());
    if (!f->is_repeated()) {
      FieldValue(m, f, -1, depth);
      continue;
    }
    BeginArray();
    for (int k = 0; k < r->FieldSize(m, f); ++k) FieldValue(m, f, k, depth);
    EndArray();
  }
  EndObject();
}

void JsonWriter::FieldValue(const google::protobuf::Message& m, const FieldDescriptor* f, int index, int depth) {
  const Reflection* r = m.GetReflection();
  const bool rep = index >= 0;
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      Int(rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f));
      return;
    case FieldDescriptor::CPPTYPE_UINT32:
      Int(rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f));
      return;
    case FieldDescriptor::CPPTYPE_INT64:
      String(std::to_string(rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f)));
      return;
    case FieldDescriptor::CPPTYPE_UINT64:
      String(std::to_string(rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f)));
      return;
    case FieldDescriptor::CPPTYPE_BOOL:
      Bool(rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f));
      return;
    case FieldDescriptor::CPPTYPE_FLOAT:
      Double(rep ? r->GetRepeatedFloat(m, f, index) : r->GetFloat(m, f), 6);
      return;
    case FieldDescriptor::CPPTYPE_DOUBLE:
      Double(rep ? r->GetRepeatedDouble(m, f, index) : r->GetDouble(m, f), 6);
      return;
    case FieldDescriptor::CPPTYPE_ENUM: {
      const int value = rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f);
      const auto* e = f->enum_type()->FindValueByNumber(value);
      if (e != nullptr) {
        String(e->name());
      } else {
        Int(value);
      }
      return;
    }
    case FieldDescriptor::CPPTYPE_STRING: {
      std::string scratch;
      String(rep ? r->GetRepeatedStringReference(m, f, index, &scratch) : r->GetStringReference(m, f, &scratch));
      return;
    }
    case FieldDescriptor::CPPTYPE_MESSAGE:
      MessageFields(rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f), depth + 1);
      return;
  }
}

}  // namespace slugspec
