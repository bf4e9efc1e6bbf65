// The JSON parser over a schema (json_wire.h). Each field read is written at
// once as protobuf writes it: a key, then a varint, four or eight bytes, or
// a length and that many bytes. What protobuf's parser of the encoding then
// does is what protobuf's JSON parser does: for a key given twice, the last
// scalar wins, a message is merged, a list grows.
#include "registry/json_wire.h"

#include <algorithm>
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

// An integer field's value as protobuf encodes its kind, from its 64 bits
// (two's complement for a negative value). A negative int32 or enum is
// sign-extended to ten bytes, as protobuf writes it.
void PutInteger(const Field& f, uint64_t bits, std::string* wire) {
  switch (f.kind) {
    case Kind::kInt32:
    case Kind::kEnum:
    case Kind::kInt64:
    case Kind::kUInt32:
    case Kind::kUInt64:
      PutKey(f, kVarint, wire);
      return PutVarint(bits, wire);
    case Kind::kSInt32: {
      const auto v = static_cast<uint32_t>(bits);
      PutKey(f, kVarint, wire);
      return PutVarint((v << 1) ^ (0u - (v >> 31)), wire);
    }
    case Kind::kSInt64:
      PutKey(f, kVarint, wire);
      return PutVarint((bits << 1) ^ (uint64_t{0} - (bits >> 63)), wire);
    case Kind::kFixed32:
    case Kind::kSFixed32:
      PutKey(f, kFixed32Bits, wire);
      return PutFixed(static_cast<uint32_t>(bits), 4, wire);
    case Kind::kFixed64:
    case Kind::kSFixed64:
      PutKey(f, kFixed64Bits, wire);
      return PutFixed(bits, 8, wire);
    default:
      return;
  }
}

// The largest magnitudes of an integer kind's negative and positive values.
struct Range {
  uint64_t negative, positive;
};
Range RangeOf(Kind kind) {
  constexpr uint64_t k2To31 = uint64_t{1} << 31, k2To63 = uint64_t{1} << 63;
  switch (kind) {
    case Kind::kInt32:
    case Kind::kSInt32:
    case Kind::kSFixed32:
    case Kind::kEnum:
      return {k2To31, k2To31 - 1};
    case Kind::kUInt32:
    case Kind::kFixed32:
      return {0, std::numeric_limits<uint32_t>::max()};
    case Kind::kUInt64:
    case Kind::kFixed64:
      return {0, std::numeric_limits<uint64_t>::max()};
    default:  // the 64-bit signed kinds
      return {k2To63, k2To63 - 1};
  }
}

// A string's integer as protobuf reads one: a sign ('+', or '-' for a
// signed kind) and decimal digits, leading zeros allowed; no fraction and
// no exponent, unlike a number.
std::optional<JsonLexer::Integer> StringInteger(std::string_view s, bool is_signed) {
  const bool negative = !s.empty() && s[0] == '-';
  if (!s.empty() && (s[0] == '+' || (negative && is_signed))) s.remove_prefix(1);
  if (s.empty()) return std::nullopt;
  uint64_t magnitude = 0;
  for (const char c : s) {
    const unsigned digit = static_cast<unsigned>(c - '0');
    if (digit > 9 || magnitude > (std::numeric_limits<uint64_t>::max() - digit) / 10) return std::nullopt;
    magnitude = magnitude * 10 + digit;
  }
  return JsonLexer::Integer{negative, magnitude};
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
    if (f == nullptr ? !lex_.SkipValue(kMaxDepth - depth) : !ParseField(schema, *f, depth, wire)) return false;
    if (lex_.Accept(',')) continue;
    return lex_.Expect('}');
  }
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

// A JSON number whose value is an integer, or a string of an integer's
// digits (StringInteger), in the range of f's kind: its 64 bits (two's complement if negative).
bool JsonWireParser::ParseInteger(const Field& f, uint64_t* bits) {
  lex_.SkipSpace();
  std::optional<JsonLexer::Integer> v;
  size_t plain_length = 0;
  if (const auto plain = lex_.PeekPlainInteger()) {
    plain_length = plain->length;
    v = JsonLexer::Integer{plain->value < 0, plain->value < 0 ? 0 - static_cast<uint64_t>(plain->value)
                                                              : static_cast<uint64_t>(plain->value)};
  } else if (lex_.Peek('"')) {
    std::string text;
    if (!lex_.String(&text)) return false;
    v = StringInteger(text, RangeOf(f.kind).negative > 0);
  } else {
    v = JsonLexer::IntegerValue(lex_.NumberChars());
  }
  const Range range = RangeOf(f.kind);
  if (!v || v->magnitude > (v->negative ? range.negative : range.positive)) {
    return lex_.Fail("invalid value for " + std::string(f.name));
  }
  lex_.Skip(plain_length);
  *bits = v->negative ? 0 - v->magnitude : v->magnitude;
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
        // A value's name only: a string of a number ("1") is no enum
        // value, though protobuf 3.21 reads one (spec/errors.md, step 1).
        for (const model_schema::EnumValue& e : schema.enums[f.type].values) {
          if (e.name == name) {
            PutInteger(f, static_cast<uint64_t>(int64_t{e.number}), wire);
            return true;
          }
        }
        return lex_.Fail("invalid value \"" + name + "\" for " + std::string(f.name));
      }
      uint64_t v = 0;
      if (!ParseInteger(f, &v)) return false;
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
      uint64_t v = 0;
      if (!ParseInteger(f, &v)) return false;
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
