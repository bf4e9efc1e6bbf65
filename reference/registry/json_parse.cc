// The proto3 JSON mapping, parsing, fast: for the subset of protobuf the
// models use (json_subset.h), by reflection, accepting and rejecting what
// protobuf's parser does with the same result (json_test.cc checks it on
// generated texts), but for texts that are not JSON, which are refused.
// Anything else goes to protobuf's parser. The tokens are
// common/json_lexer.h's.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>
#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>

#include "common/json_lexer.h"
#include "common/number_text.h"
#include "registry/json.h"
#include "registry/json_subset.h"

namespace slugspec {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::EnumValueDescriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;
using json_internal::CachedInSubset;
using json_internal::IsValueTree;
using json_internal::kMaxDepth;
using json_internal::kMaxListElements;

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
  size_t error_offset() const { return lex_.error_offset(); }

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

  // Counts one more element, before it is made; false past the limit.
  bool CountElement() {
    if (++elements_ <= kMaxListElements) return true;
    return lex_.Fail("more than 500,000 list elements: no model holds so many");
  }

  bool ParseValue(Message* m, const FieldDescriptor* f, bool add, int depth) {
    if (add && !CountElement()) return false;
    const Reflection* r = m->GetReflection();
    long double v = 0;
    switch (f->cpp_type()) {
      case FieldDescriptor::CPPTYPE_INT32:
        if (!ParseInteger(f, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), &v))
          return false;
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
        if (lex_.Literal("true"))
          b = true;
        else if (lex_.Literal("false"))
          b = false;
        else
          return lex_.Fail("invalid value for " + f->name());
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
    if (!CountElement()) return false;
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
    if (!ParseDouble(text, &number) || !std::isfinite(number)) {
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
  int elements_ = 0;  // list elements and Value nodes so far (CountElement)
};

}  // namespace

Status FromJson(std::string_view json, Message* message, const JsonReadOptions& options) {
  message->Clear();
  if (CachedInSubset(message->GetDescriptor(), /*parsing=*/true)) {
    Parser parser(json, options);
    if (parser.ParseRoot(message)) return OkStatus();
    message->Clear();
    return Status(BAD_MODEL, static_cast<uint32_t>(parser.error_offset()), parser.error());
  }
  google::protobuf::util::JsonParseOptions parse_options;
  parse_options.ignore_unknown_fields = options.ignore_unknown_fields;
  const auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), message, parse_options);
  if (!status.ok()) {
    message->Clear();
    return Status(BAD_MODEL, 0, std::string(status.message()));
  }
  return OkStatus();
}

}  // namespace slugspec
