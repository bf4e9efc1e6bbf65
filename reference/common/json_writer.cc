#include "common/json_writer.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/reflection.h>

#include "common/escape.h"

namespace slugspec {

void AppendJsonString(std::string_view s, std::string* out) {
  static constexpr char kHex[] = "0123456789abcdef";
  const auto append_u00 = [&](unsigned char c) {
    *out += "\\u00";
    out->push_back(kHex[c >> 4]);
    out->push_back(kHex[c & 15]);
  };
  out->push_back('"');
  for (size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    uint32_t cp;
    const size_t n = Utf8SequenceAt(s, i, &cp);
    if (n == 0) {
      append_u00(c);  // a stray byte (see the header)
      ++i;
      continue;
    }
    if (n > 1) {
      out->append(s.substr(i, n));
      i += n;
      continue;
    }
    switch (c) {
      case '"':
        *out += "\\\"";
        break;
      case '\\':
        *out += "\\\\";
        break;
      case '\b':
        *out += "\\b";
        break;
      case '\f':
        *out += "\\f";
        break;
      case '\n':
        *out += "\\n";
        break;
      case '\r':
        *out += "\\r";
        break;
      case '\t':
        *out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          append_u00(c);
        } else {
          out->push_back(static_cast<char>(c));
        }
    }
    ++i;
  }
  out->push_back('"');
}

void JsonWriter::NewLine(size_t depth) {
  if (static_cast<int>(depth) > line_depth_) return;
  out_.push_back('\n');
  out_.append(2 * depth, ' ');
}

// The closing bracket goes on a line of its own when the members did.
void JsonWriter::Close() {
  const size_t depth = levels_.size();
  const bool empty = levels_.back().empty;
  levels_.pop_back();
  if (!empty && static_cast<int>(depth) <= line_depth_) {
    out_.push_back('\n');
    out_.append(2 * (depth - 1), ' ');
  }
}

void JsonWriter::BeforeValue() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (levels_.empty()) return;
  Level& level = levels_.back();
  if (!level.empty) out_.push_back(',');
  level.empty = false;
  NewLine(levels_.size());
}

JsonWriter& JsonWriter::BeginObject() {
  BeforeValue();
  out_.push_back('{');
  levels_.push_back({});
  return *this;
}

JsonWriter& JsonWriter::EndObject() {
  Close();
  out_.push_back('}');
  return *this;
}

JsonWriter& JsonWriter::BeginArray() {
  BeforeValue();
  out_.push_back('[');
  levels_.push_back({});
  return *this;
}

JsonWriter& JsonWriter::EndArray() {
  Close();
  out_.push_back(']');
  return *this;
}

JsonWriter& JsonWriter::Key(std::string_view key) {
  BeforeValue();
  AppendJsonString(key, &out_);
  out_.push_back(':');
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::String(std::string_view value) {
  BeforeValue();
  AppendJsonString(value, &out_);
  return *this;
}

JsonWriter& JsonWriter::Int(int64_t value) {
  BeforeValue();
  out_ += std::to_string(value);
  return *this;
}

JsonWriter& JsonWriter::Bool(bool value) {
  BeforeValue();
  out_ += value ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::Null() {
  BeforeValue();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::Double(double value, int decimals) {
  const std::string text = Fixed(value, decimals);
  if (text == "?") return Null();
  BeforeValue();
  out_ += text;
  return *this;
}

namespace {

using google::protobuf::FieldDescriptor;
using google::protobuf::Reflection;

// Nesting deeper than this is not a model; the writer stops descending.
constexpr int kMaxDepth = 32;

}  // namespace

JsonWriter& JsonWriter::Message(const google::protobuf::Message& message) {
  MessageFields(message, 0);
  return *this;
}

// As ToJson prints: every singular scalar and list, set messages, the set
// member of a oneof, set fields with explicit presence (proto3 `optional`);
// 64-bit integers as strings, enums by name. Keys are the field names.
void JsonWriter::MessageFields(const google::protobuf::Message& m, int depth) {
  if (depth > kMaxDepth) {
    Null();
    return;
  }
  const google::protobuf::Descriptor* d = m.GetDescriptor();
  const Reflection* r = m.GetReflection();
  BeginObject();
  for (int i = 0; i < d->field_count(); ++i) {
    const FieldDescriptor* f = d->field(i);
    if (!f->is_repeated() && f->has_presence() && !r->HasField(m, f)) continue;
    Key(f->name());
    if (!f->is_repeated()) {
      FieldValue(m, f, -1, depth);
      continue;
    }
    BeginArray();
    for (int k = 0; k < r->FieldSize(m, f); ++k) FieldValue(m, f, k, depth);
    EndArray();
  }
  EndObject();
}

void JsonWriter::FieldValue(const google::protobuf::Message& m, const FieldDescriptor* f, int index, int depth) {
  const Reflection* r = m.GetReflection();
  const bool rep = index >= 0;
  switch (f->cpp_type()) {
    case FieldDescriptor::CPPTYPE_INT32:
      Int(rep ? r->GetRepeatedInt32(m, f, index) : r->GetInt32(m, f));
      return;
    case FieldDescriptor::CPPTYPE_UINT32:
      Int(rep ? r->GetRepeatedUInt32(m, f, index) : r->GetUInt32(m, f));
      return;
    case FieldDescriptor::CPPTYPE_INT64:
      String(std::to_string(rep ? r->GetRepeatedInt64(m, f, index) : r->GetInt64(m, f)));
      return;
    case FieldDescriptor::CPPTYPE_UINT64:
      String(std::to_string(rep ? r->GetRepeatedUInt64(m, f, index) : r->GetUInt64(m, f)));
      return;
    case FieldDescriptor::CPPTYPE_BOOL:
      Bool(rep ? r->GetRepeatedBool(m, f, index) : r->GetBool(m, f));
      return;
    case FieldDescriptor::CPPTYPE_FLOAT:
      Double(rep ? r->GetRepeatedFloat(m, f, index) : r->GetFloat(m, f), 6);
      return;
    case FieldDescriptor::CPPTYPE_DOUBLE:
      Double(rep ? r->GetRepeatedDouble(m, f, index) : r->GetDouble(m, f), 6);
      return;
    case FieldDescriptor::CPPTYPE_ENUM: {
      const int value = rep ? r->GetRepeatedEnumValue(m, f, index) : r->GetEnumValue(m, f);
      const auto* e = f->enum_type()->FindValueByNumber(value);
      if (e != nullptr) {
        String(e->name());
      } else {
        Int(value);
      }
      return;
    }
    case FieldDescriptor::CPPTYPE_STRING: {
      std::string scratch;
      String(rep ? r->GetRepeatedStringReference(m, f, index, &scratch) : r->GetStringReference(m, f, &scratch));
      return;
    }
    case FieldDescriptor::CPPTYPE_MESSAGE:
      MessageFields(rep ? r->GetRepeatedMessage(m, f, index) : r->GetMessage(m, f), depth + 1);
      return;
  }
}

JsonWriter& JsonWriter::Raw(std::string_view json) {
  BeforeValue();
  out_ += json;
  return *this;
}

JsonWriter& JsonWriter::StringArray(const std::vector<std::string>& values) {
  BeginArray();
  for (const std::string& v : values) String(v);
  return EndArray();
}

}  // namespace slugspec
