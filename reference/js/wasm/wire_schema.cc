#include "js/wasm/wire_schema.h"

#include <set>

#include <google/protobuf/descriptor.h>

#include "common/json_writer.h"
#include "js/wasm/abi.h"

namespace slugspec::wasm {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::DescriptorPool;
using google::protobuf::EnumDescriptor;
using google::protobuf::FieldDescriptor;

// Every message and enum that `d` reaches, `d` first.
void Reach(const Descriptor* d, std::vector<const Descriptor*>* messages, std::set<const EnumDescriptor*>* enums) {
  for (const Descriptor* seen : *messages) {
    if (seen == d) return;
  }
  messages->push_back(d);
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    if (f->message_type() != nullptr) Reach(f->message_type(), messages, enums);
    if (f->enum_type() != nullptr) enums->insert(f->enum_type());
  }
}

}  // namespace

StatusOr<std::string> WireSchema(const DescriptorPool& pool, const std::vector<ModelEntry>& models) {
  std::vector<const Descriptor*> messages;
  std::set<const EnumDescriptor*> enums;
  JsonWriter w(1);
  w.BeginObject().Key("models").BeginObject();
  for (const ModelEntry& m : models) {
    const Descriptor* d = pool.FindMessageTypeByName(m.message);
    if (d == nullptr) return Status::Failure("no message " + m.message + " for format " + m.format);
    w.Key(m.format).String(m.message);
    Reach(d, &messages, &enums);
  }
  w.EndObject().Key("messages").BeginObject();
  for (const Descriptor* d : messages) {
    w.Key(d->full_name()).BeginArray();
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      if (f->is_map()) return Status::Failure(d->full_name() + "." + f->name() + ": maps are not supported");
      const int flags = (f->is_repeated() ? 1 : 0) | (!f->is_repeated() && f->has_presence() ? 2 : 0);
      std::string type;
      if (f->message_type() != nullptr) type = f->message_type()->full_name();
      if (f->enum_type() != nullptr) type = f->enum_type()->full_name();
      w.BeginArray().Int(f->number()).String(f->json_name()).String(f->type_name()).Int(flags).String(type);
      w.EndArray();
    }
    w.EndArray();
  }
  w.EndObject().Key("enums").BeginObject();
  for (const EnumDescriptor* e : enums) {
    w.Key(e->full_name()).BeginObject();
    for (int i = 0; i < e->value_count(); ++i) w.Key(std::to_string(e->value(i)->number())).String(e->value(i)->name());
    w.EndObject();
  }
  w.EndObject().Key("verbs").BeginObject();
  for (const AbiName& verb : kVerbNames) w.Key(verb.name).Int(verb.value);
  w.EndObject().Key("flags").BeginObject();
  for (const AbiName& flag : kFlagNames) w.Key(flag.name).Int(flag.value);
  w.EndObject();
  return w.Take("}\n");
}

}  // namespace slugspec::wasm
