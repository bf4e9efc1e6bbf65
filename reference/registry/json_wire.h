// The proto3 JSON mapping, parsing, for the subset of protobuf the models
// use: a JSON text read by a message type's schema (model_schema.h) into the
// message's protobuf encoding, which the message then parses. No reflection:
// so the same parser serves the native library (registry/json.h's FromJson,
// with a schema made from the descriptor) and a build on protobuf's lite
// runtime (a schema generated at build time). It accepts and rejects what
// protobuf's own JSON parser does, with the same result (json_test.cc
// checks it on generated texts), but for texts that are not JSON, which it
// refuses, and for integers written with a fraction or an exponent past a
// double's precision: protobuf reads those as a double and rounds
// ("9007199254740993.0" is 9007199254740992 to it), this parser reads every
// number's exact value and takes it only if that is an integer in range.
// The tokens are common/json_lexer.h's.
#ifndef SLUGSPEC_REGISTRY_JSON_WIRE_H_
#define SLUGSPEC_REGISTRY_JSON_WIRE_H_

#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message_lite.h>

#include "common/json_lexer.h"
#include "common/status.h"
#include "registry/model_schema.h"

namespace slugspec::json_internal {

// How deep printing and parsing go: a deeper message or text is refused.
inline constexpr int kMaxDepth = 64;

// How many list elements (and JSON values of a google.protobuf.Value tree)
// one text may hold: counted before each is made, so that what parsing
// takes is bounded by this, not by the text's size alone. Eight MiB of
// "{}," are 2.8 million empty messages, more than the WebAssembly module's
// memory holds; no game's model comes near (the largest, a 999 x 999 tetris
// board, has too many cells for the input limit in any case).
inline constexpr int kMaxListElements = 500000;

// `message` read from the encoding a JsonWireParser wrote.
Status ReadWire(const std::string& wire, google::protobuf::MessageLite* message);

class JsonWireParser {
 public:
  // Skip keys the message does not have (else they are an error).
  JsonWireParser(std::string_view text, bool ignore_unknown_fields)
      : lex_(text), ignore_unknown_fields_(ignore_unknown_fields) {}
  virtual ~JsonWireParser() = default;

  // The whole text as a message of type schema.messages[0], appended to
  // `wire` as its protobuf encoding. False with error() and error_offset()
  // set when the text is no such message.
  bool ParseMessage(const model_schema::Schema& schema, std::string* wire);
  // The whole text as a message of a JSON value type (kStruct, kValue or
  // kListValue), appended to `wire` as its encoding.
  bool ParseValueTreeMessage(model_schema::Kind kind, std::string* wire);

  const std::string& error() const { return lex_.error(); }
  size_t error_offset() const { return lex_.error_offset(); }

 protected:
  // A value of a JSON value type at the cursor, appended to `wire` as that
  // message's encoding. Only the native library has those types: here, an
  // error.
  virtual bool ParseValueTree(model_schema::Kind kind, int depth, std::string* wire);
  // Counts one more element, before it is made; false past the limit.
  bool CountElement();

  JsonLexer lex_;

 private:
  bool ParseObject(const model_schema::Schema& schema, int type, int depth, std::string* wire);
  bool ParseField(const model_schema::Schema& schema, const model_schema::Field& f, int depth, std::string* wire);
  bool ParseValue(const model_schema::Schema& schema, const model_schema::Field& f, bool element, int depth,
                  std::string* wire);
  bool ParseInteger(const model_schema::Field& f, uint64_t* bits);
  bool Finish();

  bool ignore_unknown_fields_;
  int elements_ = 0;  // list elements and Value nodes so far (CountElement)
};

}  // namespace slugspec::json_internal

namespace slugspec {

// Parses `json`, a message of type schema->messages[0], into `message` (of
// that type; cleared first). On failure, BAD_MODEL with the parser's
// explanation at the byte where it was found, and `message` cleared; a
// null schema (a type the parser cannot read) is BAD_MODEL too.
// `ignore_unknown_fields`: skip keys the message does not have.
Status ParseJsonWithSchema(std::string_view json, const model_schema::Schema* schema,
                           google::protobuf::MessageLite* message, bool ignore_unknown_fields = false);

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_JSON_WIRE_H_
