#include "common/json_writer.h"

#include "common/escape.h"

namespace slugspec {
namespace {

// Printable ASCII that a JSON string holds as it is.
bool Plain(unsigned char c) { return c >= 0x20 && c < 0x7F && c != '"' && c != '\\'; }

}  // namespace

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
    if (Plain(c)) {
      // A run of printable ASCII, appended at once: most of any text.
      size_t end = i + 1;
      while (end < s.size() && Plain(static_cast<unsigned char>(s[end]))) ++end;
      out->append(s.substr(i, end - i));
      i = end;
      continue;
    }
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
