#include "registry/schema_of.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include <google/protobuf/struct.pb.h>

namespace slugspec::json_internal {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::EnumDescriptor;
using google::protobuf::FieldDescriptor;
using model_schema::Kind;

// A schema and the storage its spans point into, which never moves once
// the schema is made.
struct OwnedSchema {
  std::vector<std::vector<model_schema::Field>> fields;
  std::vector<std::vector<std::string_view>> oneofs;
  std::vector<model_schema::Message> messages;
  std::vector<std::vector<model_schema::EnumValue>> values;
  std::vector<model_schema::Enum> enums;
  model_schema::Schema schema;
};

std::optional<Kind> KindOf(const FieldDescriptor* f) {
  switch (f->type()) {
    case FieldDescriptor::TYPE_INT32:
      return Kind::kInt32;
    case FieldDescriptor::TYPE_INT64:
      return Kind::kInt64;
    case FieldDescriptor::TYPE_UINT32:
      return Kind::kUInt32;
    case FieldDescriptor::TYPE_UINT64:
      return Kind::kUInt64;
    case FieldDescriptor::TYPE_SINT32:
      return Kind::kSInt32;
    case FieldDescriptor::TYPE_SINT64:
      return Kind::kSInt64;
    case FieldDescriptor::TYPE_FIXED32:
      return Kind::kFixed32;
    case FieldDescriptor::TYPE_FIXED64:
      return Kind::kFixed64;
    case FieldDescriptor::TYPE_SFIXED32:
      return Kind::kSFixed32;
    case FieldDescriptor::TYPE_SFIXED64:
      return Kind::kSFixed64;
    case FieldDescriptor::TYPE_BOOL:
      return Kind::kBool;
    case FieldDescriptor::TYPE_ENUM:
      return Kind::kEnum;
    case FieldDescriptor::TYPE_STRING:
      return Kind::kString;
    case FieldDescriptor::TYPE_MESSAGE:
      // protobuf reads a null in a list of Values as a null Value, where
      // the parser skips it: such lists are left to protobuf.
      if (IsValueTree(f->message_type())) {
        if (f->is_repeated()) return std::nullopt;
        return ValueTreeKind(f->message_type());
      }
      if (f->is_map()) return std::nullopt;
      return Kind::kMessage;
    default:
      return std::nullopt;  // bytes, float, double, group
  }
}

std::unique_ptr<OwnedSchema> Make(const Descriptor* root) {
  auto owned = std::make_unique<OwnedSchema>();
  std::vector<const Descriptor*> types{root};
  std::vector<const EnumDescriptor*> enums;
  const auto index_of = [](auto& list, auto* item) {
    for (size_t i = 0; i < list.size(); ++i) {
      if (list[i] == item) return static_cast<int16_t>(i);
    }
    list.push_back(item);
    return static_cast<int16_t>(list.size() - 1);
  };
  // Breadth first: a type reached again (recursion included) is the same index.
  for (size_t t = 0; t < types.size(); ++t) {
    const Descriptor* d = types[t];
    if (d->full_name().rfind("google.protobuf.", 0) == 0) return nullptr;  // other well-known types
    std::vector<model_schema::Field>& fields = owned->fields.emplace_back();
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      const std::optional<Kind> kind = KindOf(f);
      if (!kind) return nullptr;
      int16_t type = -1;
      if (*kind == Kind::kMessage) type = index_of(types, f->message_type());
      if (*kind == Kind::kEnum) type = index_of(enums, f->enum_type());
      const auto* oneof = f->real_containing_oneof();
      fields.push_back({.name = f->name(),
                        .json_name = f->json_name(),
                        .number = f->number(),
                        .kind = *kind,
                        .repeated = f->is_repeated(),
                        .oneof = static_cast<int16_t>(oneof == nullptr ? -1 : oneof->index()),
                        .type = type});
    }
    std::vector<std::string_view>& oneofs = owned->oneofs.emplace_back();
    for (int i = 0; i < d->oneof_decl_count(); ++i) oneofs.push_back(d->oneof_decl(i)->name());
  }
  for (size_t t = 0; t < types.size(); ++t) {
    owned->messages.push_back(
        {.full_name = types[t]->full_name(), .fields = owned->fields[t], .oneofs = owned->oneofs[t]});
  }
  for (const EnumDescriptor* e : enums) {
    std::vector<model_schema::EnumValue>& values = owned->values.emplace_back();
    for (int i = 0; i < e->value_count(); ++i) values.push_back({e->value(i)->name(), e->value(i)->number()});
  }
  for (const auto& values : owned->values) owned->enums.push_back({.values = values});
  owned->schema = {.messages = owned->messages, .enums = owned->enums};
  return owned;
}

}  // namespace

bool IsValueTree(const Descriptor* d) {
  return d == google::protobuf::Struct::descriptor() || d == google::protobuf::Value::descriptor() ||
         d == google::protobuf::ListValue::descriptor();
}

Kind ValueTreeKind(const Descriptor* d) {
  if (d == google::protobuf::Struct::descriptor()) return Kind::kStruct;
  return d == google::protobuf::Value::descriptor() ? Kind::kValue : Kind::kListValue;
}

const model_schema::Schema* SchemaOf(const Descriptor* d) {
  // Descriptors live as long as the program; a tiny cache of the last answer
  // covers batch mode, where one type is parsed over and over.
  thread_local const Descriptor* last = nullptr;
  thread_local const model_schema::Schema* last_schema = nullptr;
  if (d == last) return last_schema;
  static std::mutex mutex;
  static std::map<const Descriptor*, std::unique_ptr<OwnedSchema>> schemas;
  const std::lock_guard<std::mutex> lock(mutex);
  auto it = schemas.find(d);
  if (it == schemas.end()) it = schemas.emplace(d, Make(d)).first;
  last = d;
  last_schema = it->second == nullptr ? nullptr : &it->second->schema;
  return last_schema;
}

}  // namespace slugspec::json_internal

namespace slugspec {

const model_schema::Schema* SchemaByName(std::string_view full_name) {
  const google::protobuf::Descriptor* d =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(std::string(full_name));
  return d == nullptr ? nullptr : json_internal::SchemaOf(d);
}

}  // namespace slugspec
