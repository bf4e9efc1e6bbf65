#include "pentomino/v0_json.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

#include "common/json_lexer.h"

namespace slugspec::pentomino::internal {
namespace {

class V0JsonReader {
 public:
  explicit V0JsonReader(std::string_view text) : lex_(text) {}

  bool Read(V0Json* json, bool* names_g) {
    lex_.SkipSpace();
    if (!lex_.Peek('{')) return lex_.Fail("the root must be a JSON object");
    std::string named;
    const bool read = ReadObject(V0Json::default_instance().GetTypeName(), "ghwxy", &named, [&](char key) {
      switch (key) {
        case 'g':
          return ReadPieces(json);
        case 'h':
          return ReadInteger("h", json, &V0Json::set_h);
        case 'w':
          return ReadInteger("w", json, &V0Json::set_w);
        case 'x':
          return ReadInteger("x", json, &V0Json::set_x);
        default:
          return ReadInteger("y", json, &V0Json::set_y);  // the last of `keys`
      }
    });
    if (!read) return false;
    *names_g = named.find('g') != std::string::npos;
    lex_.SkipSpace();
    if (!lex_.AtEnd()) return lex_.Fail("unexpected text after the JSON object");
    return true;
  }

  const std::string& error() const { return lex_.error(); }

 private:
  // One object whose keys are among the one-letter `keys` of the message
  // `type`, each at most once; `named` receives the keys in order. `member`
  // reads the value of a key, except null: that leaves the field unset (its
  // key still named), as the proto3 mapping this reader was split from did,
  // so that no slug's reading changed with the split.
  template <typename Member>
  bool ReadObject(const std::string& type, std::string_view keys, std::string* named, Member member) {
    if (!lex_.Expect('{')) return false;
    if (lex_.Accept('}')) return true;
    while (true) {
      std::string key;
      if (!lex_.Peek('"') || !lex_.String(&key)) return lex_.Fail("expected a field name");
      if (!lex_.Expect(':')) return false;
      if (key.size() != 1 || keys.find(key[0]) == std::string_view::npos) {
        return lex_.Fail("unknown field \"" + key + "\" in " + type);
      }
      if (named->find(key[0]) != std::string::npos) return lex_.Fail("the key \"" + key + "\" appears twice");
      named->push_back(key[0]);
      lex_.SkipSpace();
      if (!lex_.Literal("null") && !member(key[0])) return false;
      if (lex_.Accept(',')) continue;
      return lex_.Expect('}');
    }
  }

  // The value of g. Also kept from the proto3 mapping: a lone object is a
  // list of one piece, and null entries are skipped.
  bool ReadPieces(V0Json* json) {
    if (lex_.Peek('{')) return ReadPiece(json->add_g());
    if (!lex_.Expect('[')) return false;
    if (lex_.Accept(']')) return true;
    while (true) {
      lex_.SkipSpace();
      if (!lex_.Literal("null") && !ReadPiece(json->add_g())) return false;
      if (lex_.Accept(',')) continue;
      return lex_.Expect(']');
    }
  }

  bool ReadPiece(V0Piece* piece) {
    std::string named;
    return ReadObject(V0Piece::default_instance().GetTypeName(), "poexy", &named, [&](char key) {
      switch (key) {
        case 'p':
          return ReadText("p", piece->mutable_p());
        case 'o':
          return ReadInteger("o", piece, &V0Piece::set_o);
        case 'e':
          return ReadInteger("e", piece, &V0Piece::set_e);
        case 'x':
          return ReadInteger("x", piece, &V0Piece::set_x);
        default:
          return ReadInteger("y", piece, &V0Piece::set_y);  // the last of `keys`
      }
    });
  }

  bool ReadText(std::string_view name, std::string* value) {
    if (!lex_.Peek('"') || !lex_.String(value)) return lex_.Fail("invalid value for " + std::string(name));
    return true;
  }

  // An integer as JSON.parse reads it, set with `set`: any JSON number with
  // an integral value, however written; beyond int64 it saturates.
  template <typename Proto>
  bool ReadInteger(std::string_view name, Proto* message, void (Proto::*set)(int64_t)) {
    lex_.SkipSpace();
    if (const auto plain = lex_.PeekPlainInteger()) {
      lex_.Skip(plain->length);
      (message->*set)(plain->value);
      return true;
    }
    if (lex_.Peek('"')) return lex_.Fail("a number written as a string for " + std::string(name));
    const std::optional<long double> v = JsonLexer::NumberValue(lex_.NumberChars());
    if (!v) return lex_.Fail("invalid value for " + std::string(name));
    constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    if (!std::isfinite(*v) || *v < static_cast<long double>(kMin) || *v > static_cast<long double>(kMax)) {
      (message->*set)(*v < static_cast<long double>(kMin) ? kMin : kMax);
      return true;
    }
    if (*v != std::floor(*v)) return lex_.Fail("invalid value for " + std::string(name));
    (message->*set)(static_cast<int64_t>(*v));
    return true;
  }

  JsonLexer lex_;
};

}  // namespace

Status ReadV0Json(std::string_view text, V0Json* json, bool* names_g) {
  json->Clear();
  *names_g = false;
  V0JsonReader reader(text);
  if (reader.Read(json, names_g)) return OkStatus();
  json->Clear();
  return Status(BAD_JSON, 0, reader.error());
}

}  // namespace slugspec::pentomino::internal
