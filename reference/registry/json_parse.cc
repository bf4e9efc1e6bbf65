// The proto3 JSON mapping, parsing, fast: for the subset of protobuf the
// models use, the parser over a schema (json_wire.h, with the schema made
// from the message's descriptor, schema_of.h), to which this file adds the
// JSON value types (google.protobuf.Struct, Value, ListValue: a corpus
// vector's model field is a Struct). Anything else goes to protobuf's
// parser.
#include <cmath>
#include <string>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/struct.pb.h>
#include <google/protobuf/util/json_util.h>

#include "common/json_lexer.h"
#include "common/number_text.h"
#include "registry/json.h"
#include "registry/json_wire.h"
#include "registry/schema_of.h"

namespace slugspec {
namespace {

using google::protobuf::Message;
using json_internal::IsValueTree;
using json_internal::kMaxDepth;
using model_schema::Kind;

class Parser : public json_internal::JsonWireParser {
 public:
  using JsonWireParser::JsonWireParser;

 protected:
  // A field of a well-known JSON value type. ParseField has taken a null
  // already, which sets nothing here: protobuf sets a null Value instead, and
  // so the texts where the two would differ are refused (Struct and
  // ListValue: a field of those is never null in slugspec's files).
  bool ParseValueTree(Kind kind, int depth, std::string* wire) override {
    if (kind == Kind::kValue) {
      google::protobuf::Value value;
      return ParseJsonValue(&value, depth) && value.AppendToString(wire);
    }
    lex_.SkipSpace();
    if (kind == Kind::kListValue) {
      google::protobuf::ListValue list;
      if (!lex_.Peek('[')) return lex_.Fail("expected a JSON array");
      return ParseJsonArray(&list, depth) && list.AppendToString(wire);
    }
    google::protobuf::Struct object;
    if (!lex_.Peek('{')) return lex_.Fail("expected a JSON object");
    return ParseJsonObject(&object, depth) && object.AppendToString(wire);
  }

 private:
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
};

}  // namespace

Status FromJson(std::string_view json, Message* message, const JsonReadOptions& options) {
  message->Clear();
  const google::protobuf::Descriptor* d = message->GetDescriptor();
  const model_schema::Schema* schema = IsValueTree(d) ? nullptr : json_internal::SchemaOf(d);
  if (schema != nullptr || IsValueTree(d)) {
    Parser parser(json, options.ignore_unknown_fields);
    std::string wire;
    const bool parsed = schema != nullptr ? parser.ParseMessage(*schema, &wire)
                                          : parser.ParseValueTreeMessage(json_internal::ValueTreeKind(d), &wire);
    if (!parsed) return Status(BAD_MODEL, static_cast<uint32_t>(parser.error_offset()), parser.error());
    return json_internal::ReadWire(wire, message);
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
