// The JSON parser over a schema (json_wire.h). Each field read is written at
// once as protobuf writes it: a key, then a varint, four or eight bytes, or
// a length and that many bytes. What protobuf's parser of the encoding then
// does is what protobuf's JSON parser does: for a key given twice, the last
// scalar wins, a message is merged, a list grows.
#include "registry/json_wire.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

namespace slugspec::json_internal {
namespace {

using model_schema::Field;
using model_schema::Kind;
using model_schema::Schema;

enum WireType : uint32_t { kVarint = 0, kFixed64Bits = 1, kDelimited = 2, kFixed32Bits = 5 };

void PutVarint(uint64_t v, std::string* wire) {
  while (v >= 0x80) {
    wire->push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  wire->push_back(static_cast<char>(v));
}
void PutKey(const Field& f, WireType type, std::string* wire) {
  PutVarint((static_cast<uint64_t>(static_cast<uint32_t>(f.number)) << 3) | type, wire);
}
void PutFixed(uint64_t v, int bytes, std::string* wire) {
  for (int i = 0; i < bytes; ++i) wire->push_back(static_cast<char>(v >> (8 * i)));
}
void PutDelimited(const Field& f, std::string_view bytes, std::string* wire) {
  PutKey(f, kDelimited, wire);
  PutVarint(bytes.size(), wire);
  wire->append(bytes);
}

// An integer field's value as protobuf encodes its kind. A negative int32
// or enum is sign-extended to ten bytes, as protobuf writes it.
void PutInteger(const Field& f, long double value, std::string* wire) {
  switch (f.kind) {
    case Kind::kInt32:
    case Kind::kEnum:
      PutKey(f, kVarint, wire);
      return PutVarint(static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(value))), wire);
    case Kind::kInt64:
      PutKey(f, kVarint, wire);
      return PutVarint(static_cast<uint64_t>(static_cast<int64_t>(value)), wire);
    case Kind::kUInt32:
    case Kind::kUInt64:
      PutKey(f, kVarint, wire);
      return PutVarint(static_cast<uint64_t>(value), wire);
    case Kind::kSInt32: {
      const auto v = static_cast<int32_t>(value);
      PutKey(f, kVarint, wire);
      return PutVarint((static_cast<uint32_t>(v) << 1) ^ static_cast<uint32_t>(v >> 31), wire);
    }
    case Kind::kSInt64: {
      const auto v = static_cast<int64_t>(value);
      PutKey(f, kVarint, wire);
      return PutVarint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63), wire);
    }
    case Kind::kFixed32:
      PutKey(f, kFixed32Bits, wire);
      return PutFixed(static_cast<uint32_t>(value), 4, wire);
    case Kind::kSFixed32:
      PutKey(f, kFixed32Bits, wire);
      return PutFixed(static_cast<uint32_t>(static_cast<int32_t>(value)), 4, wire);
    case Kind::kFixed64:
      PutKey(f, kFixed64Bits, wire);
      return PutFixed(static_cast<uint64_t>(value), 8, wire);
    case Kind::kSFixed64:
      PutKey(f, kFixed64Bits, wire);
      return PutFixed(static_cast<uint64_t>(static_cast<int64_t>(value)), 8, wire);
    default:
      return;
  }
}

// The range of an integer kind's values.
struct Range {
  long double lo, hi;
};
Range RangeOf(Kind kind) {
  switch (kind) {
    case Kind::kInt32:
    case Kind::kSInt32:
    case Kind::kSFixed32:
    case Kind::kEnum:
      return {std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()};
    case Kind::kUInt32:
    case Kind::kFixed32:
      return {0, std::numeric_limits<uint32_t>::max()};
    case Kind::kUInt64:
    case Kind::kFixed64:
      return {0, static_cast<long double>(std::numeric_limits<uint64_t>::max())};
    default:  // the 64-bit signed kinds
      return {static_cast<long double>(std::numeric_limits<int64_t>::min()),
              static_cast<long double>(std::numeric_limits<int64_t>::max())};
  }
}

bool IsValueTree(Kind kind) { return kind == Kind::kStruct || kind == Kind::kValue || kind == Kind::kListValue; }

// A field by its JSON name (lowerCamelCase) or its proto name, as protobuf accepts both.
const Field* FindField(const model_schema::Message& m, std::string_view key) {
  for (const Field& f : m.fields) {
    if (f.json_name == key || f.name == key) return &f;
  }
  return nullptr;
}

}  // namespace

Status ReadWire(const std::string& wire, google::protobuf::MessageLite* message) {
  // The parser wrote what protobuf writes: a message always reads it.
  if (message->ParseFromString(wire)) return OkStatus();
  message->Clear();
  return Status(BAD_MODEL, 0, "the JSON text makes no " + message->GetTypeName());
}

bool JsonWireParser::ParseMessage(const Schema& schema, std::string* wire) {
  lex_.SkipSpace();
  if (!lex_.Peek('{')) return lex_.Fail("the root must be a JSON object");
  return ParseObject(schema, 0, 0, wire) && Finish();
}

bool JsonWireParser::ParseValueTreeMessage(Kind kind, std::string* wire) {
  lex_.SkipSpace();
  return ParseValueTree(kind, 0, wire) && Finish();
}

bool JsonWireParser::Finish() {
  lex_.SkipSpace();
  if (!lex_.AtEnd()) return lex_.Fail("unexpected text after the JSON object");
  return true;
}

bool JsonWireParser::ParseValueTree(Kind, int, std::string*) {
  return lex_.Fail("a JSON value type, which this build does not read");
}

bool JsonWireParser::CountElement() {
  if (++elements_ <= kMaxListElements) return true;
  return lex_.Fail("more than 500,000 list elements: no model holds so many");
}

bool JsonWireParser::ParseObject(const Schema& schema, int type, int depth, std::string* wire) {
  if (depth > kMaxDepth) return lex_.Fail("nested too deeply");
  if (!lex_.Expect('{')) return false;
  if (lex_.Accept('}')) return true;
  const model_schema::Message& m = schema.messages[type];
  std::vector<int> oneofs_set;
  while (true) {
    std::string key;
    if (!lex_.Peek('"') || !lex_.String(&key)) return lex_.Fail("expected a field name");
    if (!lex_.Expect(':')) return false;
    const Field* f = FindField(m, key);
    if (f == nullptr && !ignore_unknown_fields_) {
      return lex_.Fail("unknown field \"" + key + "\" in " + std::string(m.full_name));
    }
    // As in protobuf: a second non-null member of a oneof, even the same
    // one again, is an error; null sets nothing.
    lex_.SkipSpace();
    if (f != nullptr && f->oneof >= 0 && !lex_.LooksAt("null")) {
      if (std::find(oneofs_set.begin(), oneofs_set.end(), f->oneof) != oneofs_set.end()) {
        return lex_.Fail("oneof " + std::string(m.oneofs[f->oneof]) + " is already set");
      }
      oneofs_set.push_back(f->oneof);
    }
    if (f == nullptr ? !SkipValue(depth) : !ParseField(schema, *f, depth, wire)) return false;
    if (lex_.Accept(',')) continue;
    return lex_.Expect('}');
  }
}

// Skips any JSON value (for ignored fields).
bool JsonWireParser::SkipValue(int depth) {
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

bool JsonWireParser::ParseField(const Schema& schema, const Field& f, int depth, std::string* wire) {
  lex_.SkipSpace();
  // As in protobuf: null leaves a field as it is, a repeated key appends
  // to a list, and for other fields the last value wins.
  if (lex_.LooksAt("null") && IsValueTree(f.kind)) {
    return lex_.Fail("null for the JSON value field " + std::string(f.name));
  }
  if (lex_.Literal("null")) return true;
  if (!f.repeated) return ParseValue(schema, f, false, depth, wire);
  // protobuf also reads a lone value (an object, a number, a string) as a
  // one-element list.
  if (!lex_.Accept('[')) return ParseValue(schema, f, true, depth, wire);
  const bool message = f.kind == Kind::kMessage || IsValueTree(f.kind);
  if (lex_.Accept(']')) return true;
  while (true) {
    lex_.SkipSpace();
    // protobuf skips null elements of a repeated message field.
    if (!(message && lex_.Literal("null")) && !ParseValue(schema, f, true, depth, wire)) return false;
    if (lex_.Accept(',')) continue;
    return lex_.Expect(']');
  }
}

// A JSON number, or a string holding exactly one, as an integral value in [lo, hi].
bool JsonWireParser::ParseInteger(const Field& f, long double lo, long double hi, long double* value) {
  lex_.SkipSpace();
  if (const auto plain = lex_.PeekPlainInteger()) {
    const auto v = static_cast<long double>(plain->value);
    if (v < lo || v > hi) return lex_.Fail("invalid value for " + std::string(f.name));
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
    return lex_.Fail("invalid value for " + std::string(f.name));
  }
  *value = *v;
  return true;
}

bool JsonWireParser::ParseValue(const Schema& schema, const Field& f, bool element, int depth, std::string* wire) {
  if (element && !CountElement()) return false;
  switch (f.kind) {
    case Kind::kBool: {
      lex_.SkipSpace();
      bool b;
      if (lex_.Literal("true")) {
        b = true;
      } else if (lex_.Literal("false")) {
        b = false;
      } else {
        return lex_.Fail("invalid value for " + std::string(f.name));
      }
      PutKey(f, kVarint, wire);
      PutVarint(b ? 1 : 0, wire);
      return true;
    }
    case Kind::kEnum: {
      if (lex_.Peek('"')) {
        std::string name;
        if (!lex_.String(&name)) return false;
        for (const model_schema::EnumValue& e : schema.enums[f.type].values) {
          if (e.name == name) return PutInteger(f, e.number, wire), true;
        }
        return lex_.Fail("invalid value \"" + name + "\" for " + std::string(f.name));
      }
      long double v = 0;
      if (!ParseInteger(f, RangeOf(f.kind).lo, RangeOf(f.kind).hi, &v)) return false;
      PutInteger(f, v, wire);
      return true;
    }
    case Kind::kString: {
      std::string s;
      if (!lex_.Peek('"') || !lex_.String(&s)) return lex_.Fail("invalid value for " + std::string(f.name));
      PutDelimited(f, s, wire);
      return true;
    }
    case Kind::kMessage: {
      std::string sub;
      if (!ParseObject(schema, f.type, depth + 1, &sub)) return false;
      PutDelimited(f, sub, wire);
      return true;
    }
    case Kind::kStruct:
    case Kind::kValue:
    case Kind::kListValue: {
      std::string sub;
      if (!ParseValueTree(f.kind, depth + 1, &sub)) return false;
      PutDelimited(f, sub, wire);
      return true;
    }
    default: {  // the integers
      long double v = 0;
      if (!ParseInteger(f, RangeOf(f.kind).lo, RangeOf(f.kind).hi, &v)) return false;
      PutInteger(f, v, wire);
      return true;
    }
  }
}

}  // namespace slugspec::json_internal

namespace slugspec {

Status ParseJsonWithSchema(std::string_view json, const model_schema::Schema* schema,
                           google::protobuf::MessageLite* message, bool ignore_unknown_fields) {
  message->Clear();
  if (schema == nullptr) return Status(BAD_MODEL, 0, "no JSON reader for " + message->GetTypeName());
  json_internal::JsonWireParser parser(json, ignore_unknown_fields);
  std::string wire;
  if (!parser.ParseMessage(*schema, &wire)) {
    return Status(BAD_MODEL, static_cast<uint32_t>(parser.error_offset()), parser.error());
  }
  return json_internal::ReadWire(wire, message);
}

}  // namespace slugspec
