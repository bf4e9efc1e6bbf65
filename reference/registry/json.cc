// The proto3 JSON mapping, fast. protobuf's converter (util/json_util.h)
// costs tens of microseconds per small message, which made the command
// line's batch mode 50 times slower than decoding itself. The models use a
// small subset of protobuf: integers, bools, strings, enums, nested messages
// and repeated fields. For those this file prints and parses by reflection,
// exactly as protobuf's converter does (json_test.cc checks the equivalence
// on generated messages and texts); anything else goes to protobuf's converter.
// The tokens themselves are common/json_lexer.h's.
#include "registry/json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>
#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>

#include "common/json_lexer.h"

namespace slugspec {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::EnumValueDescriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

constexpr int kMaxDepth = 64;

// The well-known types of a JSON value (google/protobuf/struct.proto), which
// the parser reads (the corpus keeps each vector's model as a Struct).
bool IsValueTree(const Descriptor* d) {
  return d == google::protobuf::Struct::descriptor() || d == google::protobuf::Value::descriptor() ||
         d == google::protobuf::ListValue::descriptor();
}

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

// ---------------------------------------------------------------------------
// Printing

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
      case '"': *out += "\\\""; continue;
      case '\\': *out += "\\\\"; continue;
      case '\b': *out += "\\b"; continue;
      case '\f': *out += "\\f"; continue;
      case '\n': *out += "\\n"; continue;
      case '\r': *out += "\\r"; continue;
      case '\t': *out += "\\t"; continue;
      default: break;
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
  bool skip_unless_set;  // a field with presence
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
      const std::string& s = rep ? r->GetRepeatedStringReference(m, f, index, &scratch)
                                 : r->GetStringReference(m, f, &scratch);
      if (!IsValidUtf8(s)) return false;
      AppendEscaped(s, out);
      return true;
    }
    case FieldDescriptor::CPPTYPE_MESSAGE: {
      const Message& sub = rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f);
      return AppendMessage(sub, f->message_type(), element_reflection ? element_reflection : sub.GetReflection(),
                           out);
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

// ---------------------------------------------------------------------------
// Parsing

class Parser {
 public:
  Parser(std::string_view text, const JsonReadOptions& options) : lex_(text), options_(options) {}

  bool ParseRoot(Message* m) {
    lex_.SkipSpace();
    if (IsValueTree(m->GetDescriptor())) {
      if (!ParseValueTree(m, 0)) return false;
    } else {
      if (!lex_.Peek('{')) return lex_.Fail("the root must be a JSON object");
      if (!ParseObject(m, 0)) return false;
    }
    lex_.SkipSpace();
    if (!lex_.AtEnd()) return lex_.Fail("unexpected text after the JSON object");
    return true;
  }

  const std::string& error() const { return lex_.error(); }

 private:
  // A field by its JSON name (lowerCamelCase) or its proto name, as protobuf accepts both.
  static const FieldDescriptor* FindField(const Descriptor* d, std::string_view key) {
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      if (f->json_name() == key || f->name() == key) return f;
    }
    return nullptr;
  }

  bool ParseObject(Message* m, int depth) {
    if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
    if (!lex_.Expect('{')) return false;
    if (lex_.Accept('}')) return true;
    const Descriptor* d = m->GetDescriptor();
    std::vector<const google::protobuf::OneofDescriptor*> oneofs_set;
    while (true) {
      std::string key;
      if (!lex_.Peek('"') || !lex_.String(&key)) return lex_.Fail("expected a field name");
      if (!lex_.Expect(':')) return false;
      const FieldDescriptor* f = FindField(d, key);
      if (f == nullptr && !options_.ignore_unknown_fields) {
        return lex_.Fail("unknown field \"" + key + "\" in " + d->full_name());
      }
      // As in protobuf: a second non-null member of a oneof, even the same
      // one again, is an error; null sets nothing.
      const auto* oneof = f == nullptr ? nullptr : f->real_containing_oneof();
      lex_.SkipSpace();
      if (oneof != nullptr && !lex_.LooksAt("null")) {
        if (std::find(oneofs_set.begin(), oneofs_set.end(), oneof) != oneofs_set.end()) {
          return lex_.Fail("oneof " + oneof->name() + " is already set");
        }
        oneofs_set.push_back(oneof);
      }
      if (f == nullptr ? !SkipValue(depth) : !ParseField(m, f, depth)) return false;
      if (lex_.Accept(',')) continue;
      return lex_.Expect('}');
    }
  }

  // Skips any JSON value (for ignored fields).
  bool SkipValue(int depth) {
    if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
    lex_.SkipSpace();
    if (lex_.AtEnd()) return lex_.Fail("expected a value");
    const char c = lex_.Current();
    if (c == '"') {
      std::string ignored;
      return lex_.String(&ignored);
    }
    if (c == '{' || c == '[') {
      const char close = c == '{' ? '}' : ']';
      lex_.Skip(1);
      if (lex_.Accept(close)) return true;
      while (true) {
        if (c == '{') {
          std::string key;
          if (!lex_.Peek('"') || !lex_.String(&key) || !lex_.Expect(':')) return lex_.Fail("expected a field name");
        }
        if (!SkipValue(depth + 1)) return false;
        if (lex_.Accept(',')) continue;
        return lex_.Expect(close);
      }
    }
    if (lex_.Literal("true") || lex_.Literal("false") || lex_.Literal("null")) return true;
    if (!JsonLexer::IsNumber(lex_.NumberChars())) return lex_.Fail("expected a value");
    return true;
  }

  bool ParseField(Message* m, const FieldDescriptor* f, int depth) {
    lex_.SkipSpace();
    // As in protobuf: null leaves a field as it is, a repeated key appends
    // to a list, and for other fields the last value wins.
    if (lex_.LooksAt("null") && f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && IsValueTree(f->message_type())) {
      return lex_.Fail("null for the JSON value field " + f->name());
    }
    if (lex_.Literal("null")) return true;
    if (!f->is_repeated()) return ParseValue(m, f, false, depth);
    // protobuf also reads a lone object as a one-element list of messages.
    if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && lex_.Peek('{')) return ParseValue(m, f, true, depth);
    if (!lex_.Expect('[')) return false;
    if (lex_.Accept(']')) return true;
    while (true) {
      lex_.SkipSpace();
      // protobuf skips null elements of a repeated message field.
      if (!(f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && lex_.Literal("null")) &&
          !ParseValue(m, f, true, depth)) {
        return false;
      }
      if (lex_.Accept(',')) continue;
      return lex_.Expect(']');
    }
  }

  // A JSON number, or a string holding exactly one, as an integral value in [lo, hi].
  bool ParseInteger(const FieldDescriptor* f, long double lo, long double hi, long double* value) {
    lex_.SkipSpace();
    if (const auto plain = lex_.PeekPlainInteger()) {
      const auto v = static_cast<long double>(plain->value);
      if (v < lo || v > hi) return lex_.Fail("invalid value for " + f->name());
      lex_.Skip(plain->length);
      *value = v;
      return true;
    }
    std::string text;
    if (lex_.Peek('"')) {
      if (!lex_.String(&text)) return false;
    } else {
      text = lex_.NumberChars();
    }
    const std::optional<long double> v = JsonLexer::NumberValue(text);
    if (!v || !std::isfinite(*v) || *v < lo || *v > hi || *v != std::floor(*v)) {
      return lex_.Fail("invalid value for " + f->name());
    }
    *value = *v;
    return true;
  }

  bool ParseValue(Message* m, const FieldDescriptor* f, bool add, int depth) {
    const Reflection* r = m->GetReflection();
    long double v = 0;
    switch (f->cpp_type()) {
      case FieldDescriptor::CPPTYPE_INT32:
        if (!ParseInteger(f, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), &v)) return false;
        add ? r->AddInt32(m, f, static_cast<int32_t>(v)) : r->SetInt32(m, f, static_cast<int32_t>(v));
        return true;
      case FieldDescriptor::CPPTYPE_UINT32:
        if (!ParseInteger(f, 0, std::numeric_limits<uint32_t>::max(), &v)) return false;
        add ? r->AddUInt32(m, f, static_cast<uint32_t>(v)) : r->SetUInt32(m, f, static_cast<uint32_t>(v));
        return true;
      case FieldDescriptor::CPPTYPE_INT64:
        if (!ParseInteger(f, static_cast<long double>(std::numeric_limits<int64_t>::min()),
                          static_cast<long double>(std::numeric_limits<int64_t>::max()), &v)) {
          return false;
        }
        add ? r->AddInt64(m, f, static_cast<int64_t>(v)) : r->SetInt64(m, f, static_cast<int64_t>(v));
        return true;
      case FieldDescriptor::CPPTYPE_UINT64:
        if (!ParseInteger(f, 0, static_cast<long double>(std::numeric_limits<uint64_t>::max()), &v)) return false;
        add ? r->AddUInt64(m, f, static_cast<uint64_t>(v)) : r->SetUInt64(m, f, static_cast<uint64_t>(v));
        return true;
      case FieldDescriptor::CPPTYPE_BOOL: {
        lex_.SkipSpace();
        bool b;
        if (lex_.Literal("true")) b = true;
        else if (lex_.Literal("false")) b = false;
        else return lex_.Fail("invalid value for " + f->name());
        add ? r->AddBool(m, f, b) : r->SetBool(m, f, b);
        return true;
      }
      case FieldDescriptor::CPPTYPE_ENUM: {
        int number;
        if (lex_.Peek('"')) {
          std::string name;
          if (!lex_.String(&name)) return false;
          const EnumValueDescriptor* e = f->enum_type()->FindValueByName(name);
          if (e == nullptr) return lex_.Fail("invalid value \"" + name + "\" for " + f->name());
          number = e->number();
        } else {
          if (!ParseInteger(f, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), &v)) {
            return false;
          }
          number = static_cast<int>(v);
        }
        add ? r->AddEnumValue(m, f, number) : r->SetEnumValue(m, f, number);
        return true;
      }
      case FieldDescriptor::CPPTYPE_STRING: {
        std::string s;
        if (!lex_.Peek('"') || !lex_.String(&s)) return lex_.Fail("invalid value for " + f->name());
        add ? r->AddString(m, f, std::move(s)) : r->SetString(m, f, std::move(s));
        return true;
      }
      case FieldDescriptor::CPPTYPE_MESSAGE: {
        Message* sub = add ? r->AddMessage(m, f) : r->MutableMessage(m, f);
        if (IsValueTree(f->message_type())) return ParseValueTree(sub, depth + 1);
        return ParseObject(sub, depth + 1);
      }
      default:
        return lex_.Fail("unsupported field type");
    }
  }

  // A field of a well-known JSON value type. ParseField has taken a null
  // already, which sets nothing here: protobuf sets a null Value instead, and
  // so the texts where the two would differ are refused (Struct and
  // ListValue: a field of those is never null in slugspec's files).
  bool ParseValueTree(Message* m, int depth) {
    if (auto* value = google::protobuf::DynamicCastToGenerated<google::protobuf::Value>(m)) {
      return ParseJsonValue(value, depth);
    }
    if (auto* list = google::protobuf::DynamicCastToGenerated<google::protobuf::ListValue>(m)) {
      lex_.SkipSpace();
      if (!lex_.Peek('[')) return lex_.Fail("expected a JSON array");
      return ParseJsonArray(list, depth);
    }
    if (auto* object = google::protobuf::DynamicCastToGenerated<google::protobuf::Struct>(m)) {
      lex_.SkipSpace();
      if (!lex_.Peek('{')) return lex_.Fail("expected a JSON object");
      return ParseJsonObject(object, depth);
    }
    return lex_.Fail("unsupported message type " + m->GetDescriptor()->full_name());
  }

  // Any JSON value as a google.protobuf.Value, as protobuf's parser reads it.
  bool ParseJsonValue(google::protobuf::Value* v, int depth) {
    if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
    lex_.SkipSpace();
    if (lex_.AtEnd()) return lex_.Fail("expected a value");
    switch (lex_.Current()) {
      case '"':
        return lex_.String(v->mutable_string_value());
      case '{':
        return ParseJsonObject(v->mutable_struct_value(), depth);
      case '[':
        return ParseJsonArray(v->mutable_list_value(), depth);
      default:
        break;
    }
    if (lex_.Literal("true")) return v->set_bool_value(true), true;
    if (lex_.Literal("false")) return v->set_bool_value(false), true;
    if (lex_.Literal("null")) return v->set_null_value(google::protobuf::NULL_VALUE), true;
    const std::string_view text = lex_.NumberChars();
    if (!JsonLexer::IsNumber(text)) return lex_.Fail("expected a value");
    // A double, as protobuf's parser reads it; one too large for a double
    // has no Value, and protobuf refuses it too.
    double number = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(number)) {
      return lex_.Fail("number out of range: " + std::string(text));
    }
    v->set_number_value(number);
    return true;
  }

  bool ParseJsonArray(google::protobuf::ListValue* list, int depth) {
    if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
    if (!lex_.Expect('[')) return false;
    if (lex_.Accept(']')) return true;
    while (true) {
      if (!ParseJsonValue(list->add_values(), depth + 1)) return false;
      if (lex_.Accept(',')) continue;
      return lex_.Expect(']');
    }
  }

  // A JSON object as a Struct. A key twice is refused: what protobuf keeps
  // then is its map's business, not the JSON mapping's.
  bool ParseJsonObject(google::protobuf::Struct* object, int depth) {
    if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
    if (!lex_.Expect('{')) return false;
    if (lex_.Accept('}')) return true;
    auto& fields = *object->mutable_fields();
    while (true) {
      std::string key;
      if (!lex_.Peek('"') || !lex_.String(&key)) return lex_.Fail("expected a field name");
      if (!lex_.Expect(':')) return false;
      if (fields.contains(key)) return lex_.Fail("the key \"" + key + "\" twice in one object");
      if (!ParseJsonValue(&fields[key], depth + 1)) return false;
      if (lex_.Accept(',')) continue;
      return lex_.Expect('}');
    }
  }

  JsonLexer lex_;
  const JsonReadOptions& options_;
};

}  // namespace

std::string ToJson(const Message& message) {
  const Descriptor* d = message.GetDescriptor();
  if (CachedInSubset(d, /*parsing=*/false)) {
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
      const auto r = integral ? std::to_chars(buf, buf + sizeof buf, static_cast<int64_t>(d))
                              : std::to_chars(buf, buf + sizeof buf, d);
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

bool FromJson(std::string_view json, Message* message, std::string* error, const JsonReadOptions& options) {
  message->Clear();
  if (CachedInSubset(message->GetDescriptor(), /*parsing=*/true)) {
    Parser parser(json, options);
    if (parser.ParseRoot(message)) return true;
    message->Clear();
    *error = parser.error();
    return false;
  }
  google::protobuf::util::JsonParseOptions parse_options;
  parse_options.ignore_unknown_fields = options.ignore_unknown_fields;
  const auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), message, parse_options);
  if (!status.ok()) {
    *error = std::string(status.message());
    return false;
  }
  return true;
}

namespace internal {
std::string ProtobufJsonForTest(const Message& message) { return ProtobufToJson(message); }
}  // namespace internal

}  // namespace slugspec
