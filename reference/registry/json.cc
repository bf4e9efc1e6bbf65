// The proto3 JSON mapping, printing, fast. protobuf's converter
// (util/json_util.h) costs tens of microseconds per small message, which made
// the command line's batch mode 50 times slower than decoding itself. For the
// subset of protobuf the models use (json_subset.h) this file prints by
// reflection, exactly as protobuf's converter does (json_test.cc checks the
// equivalence on generated messages); anything else goes to protobuf's
// converter. Parsing is json_parse.cc.
#include "registry/json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>
#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>

#include "common/json_lexer.h"
#include "common/number_text.h"
#include "registry/json_subset.h"

namespace slugspec {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::EnumValueDescriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;
using json_internal::CachedInSubset;
using json_internal::kMaxDepth;

bool IsValidUtf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const size_t n = Utf8Length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

// A byte that is printed as it is: most of every string, copied in runs.
bool PrintedAsIs(unsigned char c) {
  return c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != 0x7F && c != 0xE2;
}

void AppendEscaped(std::string_view s, std::string* out) {
  static constexpr char kHex[] = "0123456789abcdef";
  out->push_back('"');
  for (size_t i = 0; i < s.size(); ++i) {
    size_t run = i;
    while (run < s.size() && PrintedAsIs(static_cast<unsigned char>(s[run]))) ++run;
    out->append(s.data() + i, run - i);
    if (run == s.size()) break;
    i = run;
    const auto c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"':
        *out += "\\\"";
        continue;
      case '\\':
        *out += "\\\\";
        continue;
      case '\b':
        *out += "\\b";
        continue;
      case '\f':
        *out += "\\f";
        continue;
      case '\n':
        *out += "\\n";
        continue;
      case '\r':
        *out += "\\r";
        continue;
      case '\t':
        *out += "\\t";
        continue;
      default:
        break;
    }
    if (c < 0x20 || c == '<' || c == '>' || c == 0x7F) {
      *out += "\\u00";
      out->push_back(kHex[c >> 4]);
      out->push_back(kHex[c & 15]);
    } else if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9)) {
      *out += static_cast<unsigned char>(s[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";  // JS line separators
      i += 2;
    } else {
      out->push_back(static_cast<char>(c));
    }
  }
  out->push_back('"');
}

// An integer in decimal, without a temporary string.
template <typename Int>
void AppendInteger(Int value, std::string* out) {
  char buffer[24];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
  out->append(buffer, static_cast<size_t>(end - buffer));
}

// Printing goes by reflection, after a plan worked out once per message
// type: each field's key already quoted and escaped, its kind, and for an
// enum its value names already quoted (looking them up and escaping them per
// message was a fifth of `slug decode`'s time in batch mode). `r` is `m`'s
// Reflection, passed down rather than asked again: each GetReflection() of a
// generated message runs protobuf's once-only descriptor check. The elements
// of one repeated field share their class, so the first element's Reflection
// serves them all.
struct FieldPlan {
  const FieldDescriptor* field;
  std::string key;  // "jsonName":
  FieldDescriptor::CppType type;
  bool repeated;
  bool skip_unless_set;                 // a field with presence
  std::vector<std::string> enum_names;  // by value, for values 0 .. 63; others are looked up
};

struct MessagePlan {
  const Descriptor* descriptor;
  std::vector<FieldPlan> fields;
};

MessagePlan MakePlan(const Descriptor* d) {
  MessagePlan plan{d, {}};
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    FieldPlan fp{f, {}, f->cpp_type(), f->is_repeated(), false, {}};
    AppendEscaped(f->json_name(), &fp.key);
    fp.key.push_back(':');
    // A field with presence (a message, a oneof member, an `optional`
    // scalar) is printed when it is set, whatever its value; the others
    // always, zeros too.
    fp.skip_unless_set = !fp.repeated && f->has_presence();
    if (fp.type == FieldDescriptor::CPPTYPE_ENUM) {
      for (int v = 0; v < 64; ++v) {
        const EnumValueDescriptor* e = f->enum_type()->FindValueByNumber(v);
        std::string name;
        if (e != nullptr) AppendEscaped(e->name(), &name);
        fp.enum_names.push_back(std::move(name));
      }
    }
    plan.fields.push_back(std::move(fp));
  }
  return plan;
}

// The plans of the types this thread printed. Descriptors of generated
// messages live as long as the program, so only theirs are kept, and at most
// a few dozen (a program prints a handful of types).
const MessagePlan& PlanFor(const Descriptor* d, std::optional<MessagePlan>* uncached) {
  thread_local std::vector<std::unique_ptr<MessagePlan>> plans;
  for (const auto& plan : plans) {
    if (plan->descriptor == d) return *plan;
  }
  if (d->file()->pool() != google::protobuf::DescriptorPool::generated_pool() || plans.size() >= 64) {
    *uncached = MakePlan(d);
    return **uncached;
  }
  plans.push_back(std::make_unique<MessagePlan>(MakePlan(d)));
  return *plans.back();
}

// False if a value needs protobuf's converter (a string that is not UTF-8).
bool AppendValue(const Message& m, const Reflection* r, const FieldPlan& fp, int index,
                 const Reflection* element_reflection, std::string* out);

bool AppendMessage(const Message& m, const Descriptor* d, const Reflection* r, std::string* out) {
  std::optional<MessagePlan> uncached;
  const MessagePlan& plan = PlanFor(d, &uncached);
  out->push_back('{');
  bool first = true;
  for (const FieldPlan& fp : plan.fields) {
    if (fp.skip_unless_set && !r->HasField(m, fp.field)) continue;
    if (!first) out->push_back(',');
    first = false;
    out->append(fp.key);
    if (!fp.repeated) {
      if (!AppendValue(m, r, fp, -1, nullptr, out)) return false;
      continue;
    }
    out->push_back('[');
    const int n = r->FieldSize(m, fp.field);
    const Reflection* element_reflection = fp.type == FieldDescriptor::CPPTYPE_MESSAGE && n > 0
                                               ? r->GetRepeatedMessage(m, fp.field, 0).GetReflection()
                                               : nullptr;
    for (int k = 0; k < n; ++k) {
      if (k > 0) out->push_back(',');
      if (!AppendValue(m, r, fp, k, element_reflection, out)) return false;
    }
    out->push_back(']');
  }
  out->push_back('}');
  return true;
}

bool AppendValue(const Message& m, const Reflection* r, const FieldPlan& fp, int index,
                 const Reflection* element_reflection, std::string* out) {
  const FieldDescriptor* f = fp.field;
  const bool rep = index >= 0;
  switch (fp.type) {
    case FieldDescriptor::CPPTYPE_INT32:
      AppendInteger(rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f), out);
      return true;
    case FieldDescriptor::CPPTYPE_UINT32:
      AppendInteger(rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f), out);
      return true;
    case FieldDescriptor::CPPTYPE_INT64:  // 64-bit integers are JSON strings
      out->push_back('"');
      AppendInteger(rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f), out);
      out->push_back('"');
      return true;
    case FieldDescriptor::CPPTYPE_UINT64:
      out->push_back('"');
      AppendInteger(rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f), out);
      out->push_back('"');
      return true;
    case FieldDescriptor::CPPTYPE_BOOL:
      *out += (rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f)) ? "true" : "false";
      return true;
    case FieldDescriptor::CPPTYPE_ENUM: {
      const int value = rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f);
      if (value >= 0 && static_cast<size_t>(value) < fp.enum_names.size()) {
        const std::string& name = fp.enum_names[static_cast<size_t>(value)];
        if (name.empty()) {
          AppendInteger(value, out);
        } else {
          out->append(name);
        }
        return true;
      }
      const EnumValueDescriptor* e = f->enum_type()->FindValueByNumber(value);
      if (e != nullptr) {
        AppendEscaped(e->name(), out);
      } else {
        AppendInteger(value, out);
      }
      return true;
    }
    case FieldDescriptor::CPPTYPE_STRING: {
      std::string scratch;
      const std::string& s =
          rep ? r->GetRepeatedStringReference(m, f, index, &scratch) : r->GetStringReference(m, f, &scratch);
      if (!IsValidUtf8(s)) return false;
      AppendEscaped(s, out);
      return true;
    }
    case FieldDescriptor::CPPTYPE_MESSAGE: {
      const Message& sub = rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f);
      return AppendMessage(sub, f->message_type(), element_reflection ? element_reflection : sub.GetReflection(), out);
    }
    default:
      return false;
  }
}

std::string ProtobufToJson(const Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string json;
  const auto status = google::protobuf::util::MessageToJsonString(message, &json, options);
  return status.ok() ? json : std::string();
}

}  // namespace

std::string ToJson(const Message& message) {
  const Descriptor* d = message.GetDescriptor();
  if (CachedInSubset(d)) {
    std::string out;
    if (AppendMessage(message, d, message.GetReflection(), &out)) return out;
  }
  return ProtobufToJson(message);
}

namespace {

bool AppendValueTree(const google::protobuf::Value& v, int depth, std::string* out);

bool AppendStruct(const google::protobuf::Struct& object, int depth, std::string* out) {
  if (depth > kMaxDepth) return false;
  out->push_back('{');
  bool first = true;
  for (const auto& [key, value] : object.fields()) {
    if (!first) out->push_back(',');
    first = false;
    AppendEscaped(key, out);
    out->push_back(':');
    if (!AppendValueTree(value, depth + 1, out)) return false;
  }
  out->push_back('}');
  return true;
}

// A JSON value tree as text, for StructToJson.
bool AppendValueTree(const google::protobuf::Value& v, int depth, std::string* out) {
  if (depth > kMaxDepth) return false;
  switch (v.kind_case()) {
    case google::protobuf::Value::kNullValue:
      *out += "null";
      return true;
    case google::protobuf::Value::kBoolValue:
      *out += v.bool_value() ? "true" : "false";
      return true;
    case google::protobuf::Value::kStringValue:
      AppendEscaped(v.string_value(), out);
      return true;
    case google::protobuf::Value::kNumberValue: {
      const double d = v.number_value();
      if (!std::isfinite(d)) return false;
      char buf[64];
      // An integral value as an integer (it reads back into an integer
      // field); any other in the shortest form that reads back as itself.
      const bool integral = d == std::floor(d) && std::fabs(d) < 9.2e18;
      if (!integral) {
        AppendShortestDouble(d, out);
        return true;
      }
      const auto r = std::to_chars(buf, buf + sizeof buf, static_cast<int64_t>(d));
      out->append(buf, r.ptr);
      return true;
    }
    case google::protobuf::Value::kStructValue:
      return AppendStruct(v.struct_value(), depth, out);
    case google::protobuf::Value::kListValue: {
      out->push_back('[');
      bool first = true;
      for (const google::protobuf::Value& value : v.list_value().values()) {
        if (!first) out->push_back(',');
        first = false;
        if (!AppendValueTree(value, depth + 1, out)) return false;
      }
      out->push_back(']');
      return true;
    }
    default:
      return false;  // a Value with no kind has no JSON
  }
}

}  // namespace

bool StructToJson(const google::protobuf::Struct& object, std::string* json) {
  json->clear();
  return AppendStruct(object, 0, json);
}

namespace internal {
std::string ProtobufJsonForTest(const Message& message) { return ProtobufToJson(message); }
}  // namespace internal

}  // namespace slugspec
