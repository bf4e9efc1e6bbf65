// A small JSON writer for the JSON report: it keeps the commas and nesting
// right, so the report code reads as the document's outline.
#ifndef SLUGSPEC_COMMON_JSON_WRITER_H_
#define SLUGSPEC_COMMON_JSON_WRITER_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/message.h>

namespace slugspec {

// Appends `s` as a JSON string. Valid UTF-8 passes through; '"', '\' and
// control characters are escaped. JSON text must be UTF-8, and a testee's
// output need not be: a byte that is not part of valid UTF-8 is written
// \u00XX, XX being the byte. Since every real U+0080..U+00FF character passes
// through as its two UTF-8 bytes, a \u0080..\u00ff escape in this output
// always stands for such a stray byte.
void AppendJsonString(std::string_view s, std::string* out);

class JsonWriter {
 public:
  // Members and elements down to nesting depth `line_depth` start on lines
  // of their own; deeper ones stay on their parent's line. With 2, the
  // report's sections and each of its cases take one line each.
  explicit JsonWriter(int line_depth = 2) : line_depth_(line_depth) {}
  // Room for about `bytes` of text up front: a report of tens of megabytes
  // that grew by doubling would hold two copies at once.
  void Reserve(size_t bytes) { out_.reserve(bytes); }

  JsonWriter& BeginObject();
  JsonWriter& EndObject();
  JsonWriter& BeginArray();
  JsonWriter& EndArray();
  JsonWriter& Key(std::string_view key);

  JsonWriter& String(std::string_view value);
  JsonWriter& Int(int64_t value);
  JsonWriter& Bool(bool value);
  JsonWriter& Null();
  // Fixed-point with `decimals` digits; null if not finite (JSON has no NaN).
  JsonWriter& Double(double value, int decimals);
  // A protobuf message in the proto3 JSON mapping as the reports write it:
  // every field printed, as ToJson does (registry/json.h), but keyed by the
  // proto field names ("to_move", "level_code"), the mapping's
  // preserve-field-names option, which every proto3 JSON parser reads: the
  // reports' own keys are snake_case, and a message inside them is too
  // (spec/conformance.md §8). A string field may hold bytes that are not
  // UTF-8 (a runner message quoting testee output); they are escaped as
  // AppendJsonString does.
  JsonWriter& Message(const google::protobuf::Message& message);
  JsonWriter& StringArray(const std::vector<std::string>& values);
  // A value that is JSON text already (ToJson's output, say), as it is.
  JsonWriter& Raw(std::string_view json);

  // The document; complete once every Begin has its End.
  const std::string& text() const { return out_; }
  // The document with `end` appended, moved out (no copy of a large report).
  std::string Take(std::string_view end) {
    out_ += end;
    return std::move(out_);
  }

 private:
  void BeforeValue();
  void NewLine(size_t depth);
  void Close();
  void MessageFields(const google::protobuf::Message& message, int depth);
  void FieldValue(const google::protobuf::Message& message, const google::protobuf::FieldDescriptor* field, int index,
                  int depth);

  struct Level {
    bool empty = true;  // no member or element yet: no comma before the next
  };
  int line_depth_;
  std::vector<Level> levels_;
  bool after_key_ = false;
  std::string out_;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_JSON_WRITER_H_
