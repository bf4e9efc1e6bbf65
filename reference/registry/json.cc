// The proto3 JSON mapping, fast. protobuf's converter (util/json_util.h)
// costs tens of microseconds per small message, which made the command
// line's batch mode 50 times slower than decoding itself. The models use a
// small subset of protobuf: integers, bools, strings, enums, nested messages
// and repeated fields. For those this file prints and parses by reflection,
// exactly as protobuf's converter does (json_test.cc checks the equivalence
// on generated messages and texts); anything else goes to protobuf's converter.
#include "registry/json.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>
#include <optional>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>
#include <google/protobuf/util/json_util.h>

namespace slugspec {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::EnumValueDescriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

constexpr int kMaxDepth = 64;

// Whether every field of `d`, recursively, is in the subset handled here.
// Scalar fields with presence (proto3 `optional`) are in it for parsing,
// which sets their presence; printing leaves them to protobuf.
bool InSubset(const Descriptor* d, bool parsing, int depth = 0) {
  if (depth > kMaxDepth) return false;
  if (d->full_name().rfind("google.protobuf.", 0) == 0) return false;  // well-known types
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    const bool scalar_with_presence =
        f->has_presence() && !f->is_repeated() && f->cpp_type() != FieldDescriptor::CPPTYPE_MESSAGE;
    if (f->is_map() || (scalar_with_presence && !parsing)) return false;
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

// Appends the code point starting at s[i] if it is valid UTF-8 and returns
// its length, or 0 for an invalid sequence.
size_t Utf8Length(std::string_view s, size_t i) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  size_t n;
  uint32_t cp;
  if (b0 < 0x80) return 1;
  if (b0 >= 0xC2 && b0 <= 0xDF) n = 2, cp = b0 & 0x1F;
  else if (b0 >= 0xE0 && b0 <= 0xEF) n = 3, cp = b0 & 0x0F;
  else if (b0 >= 0xF0 && b0 <= 0xF4) n = 4, cp = b0 & 0x07;
  else return 0;
  if (i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF)) {
    return 0;
  }
  return n;
}

bool IsValidUtf8(std::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const size_t n = Utf8Length(s, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

void AppendEscaped(std::string_view s, std::string* out) {
  static constexpr char kHex[] = "0123456789abcdef";
  out->push_back('"');
  for (size_t i = 0; i < s.size(); ++i) {
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

// False if a value needs protobuf's converter (a string that is not UTF-8).
bool AppendValue(const Message& m, const FieldDescriptor* f, int index, std::string* out);

bool AppendMessage(const Message& m, std::string* out) {
  const Descriptor* d = m.GetDescriptor();
  const Reflection* r = m.GetReflection();
  out->push_back('{');
  bool first = true;
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    const bool is_message = f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE;
    if (!f->is_repeated() && is_message && !r->HasField(m, f)) continue;
    // A oneof member is printed when it is the one set, whatever its value.
    if (f->real_containing_oneof() != nullptr && !r->HasField(m, f)) continue;
    if (!first) out->push_back(',');
    first = false;
    AppendEscaped(f->json_name(), out);
    out->push_back(':');
    if (!f->is_repeated()) {
      if (!AppendValue(m, f, -1, out)) return false;
      continue;
    }
    out->push_back('[');
    const int n = r->FieldSize(m, f);
    for (int k = 0; k < n; ++k) {
      if (k > 0) out->push_back(',');
      if (!AppendValue(m, f, k, out)) return false;
    }
    out->push_back(']');
  }
  out->push_back('}');
  return true;
}

bool AppendValue(const Message& m, const FieldDescriptor* f, int index, std::string* out) {
  const Reflection* r = m.GetReflection();
  const bool rep = index >= 0;
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      *out += std::to_string(rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f));
      return true;
    case FieldDescriptor::CPPTYPE_UINT32:
      *out += std::to_string(rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f));
      return true;
    case FieldDescriptor::CPPTYPE_INT64:  // 64-bit integers are JSON strings
      *out += '"' + std::to_string(rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f)) + '"';
      return true;
    case FieldDescriptor::CPPTYPE_UINT64:
      *out += '"' + std::to_string(rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f)) + '"';
      return true;
    case FieldDescriptor::CPPTYPE_BOOL:
      *out += (rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f)) ? "true" : "false";
      return true;
    case FieldDescriptor::CPPTYPE_ENUM: {
      const int value = rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f);
      const EnumValueDescriptor* e = f->enum_type()->FindValueByNumber(value);
      if (e != nullptr) {
        AppendEscaped(e->name(), out);
      } else {
        *out += std::to_string(value);
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
    case FieldDescriptor::CPPTYPE_MESSAGE:
      return AppendMessage(rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f), out);
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
  Parser(std::string_view text, const JsonReadOptions& options) : s_(text), options_(options) {}

  bool ParseRoot(Message* m) {
    SkipSpace();
    if (!Peek('{')) return Fail("the root must be a JSON object");
    if (!ParseObject(m, 0)) return false;
    SkipSpace();
    if (pos_ != s_.size()) return Fail("unexpected text after the JSON object");
    return true;
  }

  const std::string& error() const { return error_; }

 private:
  bool Fail(std::string why) {
    if (error_.empty()) error_ = why + " (at byte " + std::to_string(pos_) + ")";
    return false;
  }
  void SkipSpace() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) ++pos_;
  }
  bool Peek(char c) {
    SkipSpace();
    return pos_ < s_.size() && s_[pos_] == c;
  }
  bool Expect(char c) {
    if (!Peek(c)) return Fail(std::string("expected '") + c + "'");
    ++pos_;
    return true;
  }
  bool Literal(std::string_view word) {
    if (s_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  // A field by its JSON name (lowerCamelCase) or its proto name, as protobuf accepts both.
  static const FieldDescriptor* FindField(const Descriptor* d, std::string_view key) {
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      if (f->json_name() == key || f->name() == key) return f;
    }
    return nullptr;
  }

  bool ParseObject(Message* m, int depth) {
    if (depth > kMaxDepth) return Fail("nested too deeply");
    if (!Expect('{')) return false;
    if (Peek('}')) return ++pos_, true;
    const Descriptor* d = m->GetDescriptor();
    std::vector<const FieldDescriptor*> named;  // for reject_duplicate_keys
    std::vector<const google::protobuf::OneofDescriptor*> oneofs_set;
    while (true) {
      std::string key;
      if (!Peek('"') || !ParseString(&key)) return Fail("expected a field name");
      if (!Expect(':')) return false;
      const FieldDescriptor* f = FindField(d, key);
      if (f == nullptr && !options_.ignore_unknown_fields) {
        return Fail("unknown field \"" + key + "\" in " + d->full_name());
      }
      if (f != nullptr && options_.reject_duplicate_keys) {
        if (std::find(named.begin(), named.end(), f) != named.end()) return Fail("the key \"" + key + "\" appears twice");
        named.push_back(f);
      }
      if (f != nullptr && options_.keys_seen != nullptr) options_.keys_seen->push_back(f);
      // As in protobuf: a second non-null member of a oneof, even the same
      // one again, is an error; null sets nothing.
      const auto* oneof = f == nullptr ? nullptr : f->real_containing_oneof();
      SkipSpace();
      if (oneof != nullptr && s_.substr(pos_, 4) != "null") {
        if (std::find(oneofs_set.begin(), oneofs_set.end(), oneof) != oneofs_set.end()) {
          return Fail("oneof " + oneof->name() + " is already set");
        }
        oneofs_set.push_back(oneof);
      }
      if (f == nullptr ? !SkipValue(depth) : !ParseField(m, f, depth)) return false;
      if (Peek(',')) {
        ++pos_;
        continue;
      }
      return Expect('}');
    }
  }

  // Skips any JSON value (for ignored fields).
  bool SkipValue(int depth) {
    if (depth > kMaxDepth) return Fail("nested too deeply");
    SkipSpace();
    if (pos_ >= s_.size()) return Fail("expected a value");
    const char c = s_[pos_];
    if (c == '"') {
      std::string ignored;
      return ParseString(&ignored);
    }
    if (c == '{' || c == '[') {
      const char close = c == '{' ? '}' : ']';
      ++pos_;
      if (Peek(close)) return ++pos_, true;
      while (true) {
        if (c == '{') {
          std::string key;
          if (!Peek('"') || !ParseString(&key) || !Expect(':')) return Fail("expected a field name");
        }
        if (!SkipValue(depth + 1)) return false;
        if (Peek(',')) {
          ++pos_;
          continue;
        }
        return Expect(close);
      }
    }
    if (Literal("true") || Literal("false") || Literal("null")) return true;
    const size_t start = pos_;
    while (pos_ < s_.size() && std::string_view("+-0123456789.eE").find(s_[pos_]) != std::string_view::npos) ++pos_;
    if (!IsJsonNumber(s_.substr(start, pos_ - start))) return Fail("expected a value");
    return true;
  }

  bool ParseField(Message* m, const FieldDescriptor* f, int depth) {
    SkipSpace();
    // As in protobuf: null leaves a field as it is, a repeated key appends
    // to a list, and for other fields the last value wins.
    if (Literal("null")) return true;
    if (!f->is_repeated()) return ParseValue(m, f, false, depth);
    // protobuf also reads a lone object as a one-element list of messages.
    if (f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && Peek('{')) return ParseValue(m, f, true, depth);
    if (!Expect('[')) return false;
    if (Peek(']')) return ++pos_, true;
    while (true) {
      SkipSpace();
      // protobuf skips null elements of a repeated message field.
      if (!(f->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE && Literal("null")) && !ParseValue(m, f, true, depth)) {
        return false;
      }
      if (Peek(',')) {
        ++pos_;
        continue;
      }
      return Expect(']');
    }
  }

  // Whether `t` is a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  static bool IsJsonNumber(std::string_view t) {
    size_t i = 0;
    auto digits = [&] {
      const size_t start = i;
      while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
      return i > start;
    };
    if (i < t.size() && t[i] == '-') ++i;
    if (i < t.size() && t[i] == '0') {
      ++i;
    } else if (!digits()) {
      return false;
    }
    if (i < t.size() && t[i] == '.') {
      ++i;
      if (!digits()) return false;
    }
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
      ++i;
      if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
      if (!digits()) return false;
    }
    return i == t.size();
  }

  // A JSON number, or a string holding exactly one, as an integral value.
  bool ParseInteger(const FieldDescriptor* f, long double lo, long double hi, long double* value) {
    SkipSpace();
    // Fast path: a plain decimal integer of up to 18 digits, the usual case.
    {
      size_t i = pos_ + (pos_ < s_.size() && s_[pos_] == '-' ? 1 : 0);
      const size_t digits_start = i;
      int64_t magnitude = 0;
      while (i < s_.size() && i - digits_start < 18 && std::isdigit(static_cast<unsigned char>(s_[i]))) {
        magnitude = magnitude * 10 + (s_[i++] - '0');
      }
      const bool ends = i == s_.size() || std::string_view("+-0123456789.eE").find(s_[i]) == std::string_view::npos;
      const bool leading_zero = i - digits_start > 1 && s_[digits_start] == '0';
      if (i > digits_start && ends && !leading_zero) {
        const long double v = digits_start > pos_ ? -static_cast<long double>(magnitude) : magnitude;
        if ((v < lo || v > hi) && !options_.saturate_integers) return Fail("invalid value for " + f->name());
        pos_ = i;
        *value = std::clamp(v, lo, hi);
        return true;
      }
    }
    std::string text;
    if (Peek('"')) {
      if (options_.numbers_only) return Fail("a number written as a string for " + f->name());
      if (!ParseString(&text)) return false;
    } else {
      const size_t start = pos_;
      while (pos_ < s_.size() && std::string_view("+-0123456789.eE").find(s_[pos_]) != std::string_view::npos) ++pos_;
      text = std::string(s_.substr(start, pos_ - start));
    }
    const std::string where = "invalid value for " + f->name();
    if (!IsJsonNumber(text)) return Fail(where);
    long double v = 0;
    if (text.size() > 64) {
      // Longer than any number worth reading exactly: only its sign matters,
      // and only when out-of-range integers saturate.
      v = text[0] == '-' ? -HUGE_VALL : HUGE_VALL;
    } else {
      char* end = nullptr;
      errno = 0;
      v = std::strtold(text.c_str(), &end);
      if (end != text.c_str() + text.size()) return Fail(where);
    }
    if (!std::isfinite(v) || v < lo || v > hi) {
      if (!options_.saturate_integers) return Fail(where);
      *value = v < lo ? lo : hi;
      return true;
    }
    if (v != std::floor(v)) return Fail(where);
    *value = v;
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
        SkipSpace();
        bool b;
        if (Literal("true")) b = true;
        else if (Literal("false")) b = false;
        else return Fail("invalid value for " + f->name());
        add ? r->AddBool(m, f, b) : r->SetBool(m, f, b);
        return true;
      }
      case FieldDescriptor::CPPTYPE_ENUM: {
        int number;
        if (Peek('"')) {
          std::string name;
          if (!ParseString(&name)) return false;
          const EnumValueDescriptor* e = f->enum_type()->FindValueByName(name);
          if (e == nullptr) return Fail("invalid value \"" + name + "\" for " + f->name());
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
        if (!Peek('"') || !ParseString(&s)) return Fail("invalid value for " + f->name());
        add ? r->AddString(m, f, std::move(s)) : r->SetString(m, f, std::move(s));
        return true;
      }
      case FieldDescriptor::CPPTYPE_MESSAGE:
        return ParseObject(add ? r->AddMessage(m, f) : r->MutableMessage(m, f), depth + 1);
      default:
        return Fail("unsupported field type");
    }
  }

  static void AppendUtf8(uint32_t cp, std::string* out) {
    if (cp < 0x80) {
      out->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
      out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
      out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
  }

  // The four hex digits of a \u escape at pos_, or nullopt (with the error
  // set). An optional rather than an out-parameter: no caller can read a code
  // point that was never written.
  std::optional<uint32_t> Hex4() {
    if (pos_ + 4 > s_.size()) return Fail("bad \\u escape"), std::nullopt;
    uint32_t v = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = s_[pos_++];
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
              : (c >= 'a' && c <= 'f')                     ? c - 'a' + 10
              : (c >= 'A' && c <= 'F')                     ? c - 'A' + 10
                                                           : -1;
      if (d < 0) return Fail("bad \\u escape"), std::nullopt;
      v = v * 16 + static_cast<uint32_t>(d);
    }
    return v;
  }

  // A JSON string at pos_ (which is '"'), unescaped into UTF-8.
  bool ParseString(std::string* out) {
    ++pos_;
    while (pos_ < s_.size()) {
      const auto c = static_cast<unsigned char>(s_[pos_]);
      if (c == '"') return ++pos_, true;
      if (c < 0x20) return Fail("control character in a JSON string");
      if (c != '\\') {
        const size_t n = Utf8Length(s_, pos_);
        if (n == 0) return Fail("a JSON string that is not UTF-8");
        out->append(s_.substr(pos_, n));
        pos_ += n;
        continue;
      }
      if (++pos_ >= s_.size()) break;
      const char e = s_[pos_++];
      switch (e) {
        case '"': out->push_back('"'); break;
        case '\\': out->push_back('\\'); break;
        case '/': out->push_back('/'); break;
        case 'b': out->push_back('\b'); break;
        case 'f': out->push_back('\f'); break;
        case 'n': out->push_back('\n'); break;
        case 'r': out->push_back('\r'); break;
        case 't': out->push_back('\t'); break;
        case 'u': {
          std::optional<uint32_t> cp = Hex4();
          if (!cp) return false;
          if (*cp >= 0xD800 && *cp <= 0xDBFF) {
            if (!Literal("\\u")) return Fail("lone surrogate");
            const std::optional<uint32_t> low = Hex4();
            if (!low) return false;
            if (*low < 0xDC00 || *low > 0xDFFF) return Fail("lone surrogate");
            cp = 0x10000 + ((*cp - 0xD800) << 10) + (*low - 0xDC00);
          } else if (*cp >= 0xDC00 && *cp <= 0xDFFF) {
            return Fail("lone surrogate");
          }
          AppendUtf8(*cp, out);
          break;
        }
        default:
          return Fail("bad escape in a JSON string");
      }
    }
    return Fail("unterminated JSON string");
  }

  std::string_view s_;
  const JsonReadOptions& options_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace

std::string ToJson(const Message& message) {
  if (CachedInSubset(message.GetDescriptor(), /*parsing=*/false)) {
    std::string out;
    if (AppendMessage(message, &out)) return out;
  }
  return ProtobufToJson(message);
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
