#include "conformance/report/case_text.h"

#include <algorithm>
#include <map>

#include <google/protobuf/descriptor.h>

#include "common/escape.h"
#include "common/json_writer.h"

namespace slugspec::conformance {
namespace {

using google::protobuf::Message;

// The parts of a compact JSON object's or array's body (without its
// brackets) between the commas of its own level.
std::vector<std::string_view> SplitTopLevel(std::string_view body) {
  std::vector<std::string_view> parts;
  int depth = 0;
  bool in_string = false;
  size_t start = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character cannot end the string
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '{':
      case '[':
        ++depth;
        break;
      case '}':
      case ']':
        --depth;
        break;
      case ',':
        if (depth == 0) {
          parts.push_back(body.substr(start, i - start));
          start = i + 1;
        }
        break;
      default:
        break;
    }
  }
  if (start < body.size()) parts.push_back(body.substr(start));
  return parts;
}

// The end of the JSON string starting at text[0] (one past its closing
// quote), or npos.
size_t StringEnd(std::string_view text) {
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      return i + 1;
    }
  }
  return std::string_view::npos;
}

// ToJson escapes every ASCII control; what is left to hide is non-ASCII.
std::string AsciiOnly(std::string_view json) {
  std::string out;
  for (const char c : json) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x80) {
      out.push_back(c);
      continue;
    }
    static constexpr char kHex[] = "0123456789ABCDEF";
    out += "\\x";
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

std::vector<std::string> SlugLines(std::string_view label, std::string_view slug, const Format* format) {
  std::vector<std::string> lines = {std::string(label) + ": \"" + VisibleBytes(slug) + "\""};
  if (format == nullptr) return lines;
  const SlugReading reading = ReadSlug(*format, slug);
  if (!reading.strict.ok()) {
    lines.push_back("the reference rejects it (strict): " + CodeAndStage(reading.strict.code()) + " at offset " +
                    std::to_string(reading.strict.offset()) + ": " + VisibleText(reading.strict.message(), false));
    if (reading.model == nullptr) return lines;
    lines.push_back("read leniently:");
  }
  for (std::string& line : ModelLines(*reading.model)) lines.push_back(std::move(line));
  return lines;
}

std::string DescribeAllowedCodes(const Expectation& e) {
  if (!e.judge_code || e.codes.empty()) return "rejected (any code)";
  std::string text = "rejected: ";
  for (size_t i = 0; i < e.codes.size(); ++i) {
    if (i > 0) text += " or ";
    text += CodeAndStage(e.codes[i]);
  }
  return text;
}

}  // namespace

std::string ShownInput(std::string_view input) {
  if (input.size() <= kShownInputBytes) return VisibleBytes(input);
  return VisibleBytes(input.substr(0, kShownInputBytes)) + "... (" + std::to_string(input.size()) + " bytes in all)";
}

CaseStatus StatusOf(const Outcome& outcome) {
  if (!outcome.sent || outcome.skipped) return CaseStatus::kSkipped;
  if (!Failed(outcome)) return CaseStatus::kPassed;
  return outcome.expected_failure ? CaseStatus::kExpectedFailure : CaseStatus::kFailed;
}

std::string_view StatusName(CaseStatus status) {
  switch (status) {
    case CaseStatus::kPassed:
      return "passed";
    case CaseStatus::kFailed:
      return "failed";
    case CaseStatus::kExpectedFailure:
      return "expected failure";
    case CaseStatus::kSkipped:
      return "skipped";
  }
  return "?";
}

std::string_view VerdictName(Verdict verdict) {
  switch (verdict) {
    case Verdict::kPass:
      return "pass";
    case Verdict::kFail:
      return "fail";
    case Verdict::kNotJudged:
      return "not judged";
  }
  return "?";
}

std::string_view FailedLevel(const Outcome& outcome) {
  if (outcome.required == Verdict::kFail) return "REQUIRED";
  if (outcome.recommended == Verdict::kFail) return "RECOMMENDED";
  return "";
}

std::string CodeAndStage(ErrorCode code) {
  const std::string_view name = CodeName(code);
  std::string text(name);
  if (!ErrorCode_IsValid(code)) text += "=" + std::to_string(static_cast<int>(code));
  return text + " (" + std::string(StageOf(code)) + ")";
}

const Message* DecodedModel(const Response& response) {
  if (!response.has_decoded()) return nullptr;
  const Decoded& decoded = response.decoded();
  const google::protobuf::OneofDescriptor* oneof = Decoded::descriptor()->FindOneofByName("model");
  const google::protobuf::FieldDescriptor* field = decoded.GetReflection()->GetOneofFieldDescriptor(decoded, oneof);
  if (field == nullptr) return nullptr;
  return &decoded.GetReflection()->GetMessage(decoded, field);
}

const Format* FormatOfModel(const Message& model) {
  for (const Format* format : AllFormats()) {
    if (format->NewModel()->GetDescriptor() == model.GetDescriptor()) return format;
  }
  return nullptr;
}

SlugReading ReadSlug(const Format& format, std::string_view slug) {
  SlugReading reading;
  auto model = format.NewModel();
  reading.strict = format.Decode(slug, Profile::kStrict, model.get());
  if (reading.strict.ok()) {
    reading.model = std::move(model);
    return reading;
  }
  reading.lenient = format.Decode(slug, Profile::kLenient, model.get());
  if (reading.lenient.ok()) reading.model = std::move(model);
  return reading;
}

std::vector<std::string> ModelLines(const Message& model) {
  // Through the report's JSON writer, compact: ToJson's text, or the same
  // form when a string is not UTF-8 (a testee's decoded letter "\xff").
  const std::string json = JsonWriter(/*line_depth=*/0).Message(model).text();
  if (json.size() < 2 || json.front() != '{' || json.back() != '}') return {VisibleBytes(json)};
  std::vector<std::string> lines;
  for (const std::string_view member : SplitTopLevel(std::string_view(json).substr(1, json.size() - 2))) {
    const size_t key_end = StringEnd(member);
    if (key_end == std::string_view::npos || key_end >= member.size() || member[key_end] != ':') {
      lines.push_back(AsciiOnly(member));
      continue;
    }
    const std::string_view key = member.substr(0, key_end);
    const std::string_view value = member.substr(key_end + 1);
    if (value.size() > 2 && value.front() == '[' && value[1] == '{') {
      lines.push_back(AsciiOnly(key) + ": [");
      for (const std::string_view element : SplitTopLevel(value.substr(1, value.size() - 2))) {
        lines.push_back("  " + AsciiOnly(element));
      }
      lines.push_back("]");
    } else {
      lines.push_back(AsciiOnly(key) + ": " + AsciiOnly(value));
    }
  }
  return lines;
}

std::vector<std::string> ExpectedLines(const Case& c) {
  const Expectation& e = c.expected;
  if (!e.accept) return {DescribeAllowedCodes(e)};
  if (IsCodeCheck(c.check)) return {"level code: " + VisibleBytes(e.canonical)};
  if (IsDecodeCheck(c.check)) {
    if (e.model == nullptr) return {"accepted"};
    return ModelLines(*e.model);
  }
  // An encode: the canonical slug, and the game it stands for.
  if (!e.canonical.empty()) return SlugLines("slug", e.canonical, FindFormat(c.format));
  std::vector<std::string> lines = {"a slug of this game:"};
  if (e.model != nullptr) {
    for (std::string& line : ModelLines(*e.model)) lines.push_back(std::move(line));
  }
  return lines;
}

std::string ExpectedSummary(const Case& c) {
  const Expectation& e = c.expected;
  if (!e.accept) return DescribeAllowedCodes(e);
  if (IsCodeCheck(c.check)) return "level code: \"" + VisibleBytes(e.canonical) + "\"";
  if (IsDecodeCheck(c.check)) return "accepted";
  if (e.canonical.empty()) return "a slug of the model's game";
  return "slug: \"" + VisibleBytes(e.canonical) + "\"";
}

std::vector<std::string> ReceivedLines(const Case& c, const Outcome& outcome) {
  const Response& r = outcome.received;
  if (!outcome.dropped.empty()) return {outcome.dropped};
  switch (r.result_case()) {
    case Response::kDecoded: {
      const Message* model = DecodedModel(r);
      if (model == nullptr) return {"decoded, with no model"};
      return ModelLines(*model);
    }
    case Response::kSlug:
      return SlugLines("slug", r.slug(), FindFormat(c.format));
    case Response::kRejected: {
      std::vector<std::string> lines = {"rejected: " + CodeAndStage(r.rejected().code())};
      // Without a code there is no offset either: the protocol's default 0
      // would be an invented one.
      const bool coded = r.rejected().code() != ERROR_CODE_UNSPECIFIED;
      std::string detail = coded ? "offset " + std::to_string(r.rejected().offset()) : "";
      if (!r.rejected().message().empty()) {
        detail += (coded ? ": " : "message: ") + VisibleText(r.rejected().message(), false);
      }
      if (!detail.empty()) lines.push_back(std::move(detail));
      return lines;
    }
    case Response::kLevelCode:
      return {"level code: " + VisibleBytes(r.level_code())};
    case Response::kLink:
      return SlugLines("link shown", r.link(), FindFormat(c.format));
    case Response::kSkipped:
      return {"skipped: " + VisibleText(r.skipped(), false)};
    case Response::kRuntimeError:
      return {"runtime error: " + VisibleText(r.runtime_error(), false)};
    case Response::RESULT_NOT_SET:
      break;
  }
  return {outcome.sent ? "no answer" : "not sent"};
}

std::vector<DiffLine> CaseDifference(const Case& c, const Outcome& outcome, size_t max_lines) {
  const std::vector<std::string> expected = ExpectedLines(c);
  const std::vector<std::string> received = ReceivedLines(c, outcome);
  const std::vector<DiffLine> diff = DiffLines(expected, received);
  if (std::any_of(diff.begin(), diff.end(), [](const DiffLine& d) { return d.op == ' '; })) {
    return Abridge(diff, /*context=*/3, max_lines);
  }
  const size_t half = std::max<size_t>(max_lines / 2, 1);
  std::vector<DiffLine> out;
  const auto side = [&](const std::vector<std::string>& lines, char op, const char* which) {
    for (size_t i = 0; i < lines.size() && i < half; ++i) out.push_back({op, lines[i]});
    if (lines.size() > half) {
      out.push_back({'~', "... and " + std::to_string(lines.size() - half) + " more " + which + " lines"});
    }
  };
  side(expected, '-', "expected");
  side(received, '+', "received");
  return out;
}

std::vector<const CaseResult*> UnexpectedFailures(const std::vector<CaseResult>& results) {
  std::vector<const CaseResult*> required, recommended;
  for (const CaseResult& r : results) {
    if (r.test == nullptr || StatusOf(r.outcome) != CaseStatus::kFailed) continue;
    (r.outcome.required == Verdict::kFail ? required : recommended).push_back(&r);
  }
  required.insert(required.end(), recommended.begin(), recommended.end());
  return required;
}

std::vector<std::string> StderrLines(std::string_view tail, size_t max_lines) {
  std::vector<std::string> lines = SplitLines(std::string(tail));
  if (lines.size() > max_lines) lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(max_lines));
  for (std::string& line : lines) line = VisibleText(line, false);
  return lines;
}

std::string StderrHeading(const Outcome& outcome) {
  if (StderrAttributed(outcome)) return "standard error while this case ran";
  return "standard error not shown: it cannot be attributed to this case (" +
         VisibleText(outcome.stderr_shared, false) + "); rerun the case alone to see its own";
}

std::string FailureKind(const CaseResult& r) {
  std::string kind = std::string(CheckName(r.test->check)) + " " + std::string(FailedLevel(r.outcome)) + ": ";
  bool in_number = false, in_name = false;
  for (char ch : r.outcome.kind.empty() ? r.outcome.problem : r.outcome.kind) {
    const bool digit = ch >= '0' && ch <= '9';
    const bool letter = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch == '_';
    if (digit && !in_name) {
      if (!in_number) kind += '#';
      in_number = true;
      continue;
    }
    kind += ch;
    in_number = false;
    in_name = letter || (digit && in_name);
  }
  return kind;
}

std::vector<std::vector<const CaseResult*>> GroupByKind(const std::vector<const CaseResult*>& failures) {
  std::vector<std::vector<const CaseResult*>> groups;
  std::map<std::string, size_t> group_of;
  for (const CaseResult* r : failures) {
    const auto [it, added] = group_of.emplace(FailureKind(*r), groups.size());
    if (added) groups.emplace_back();
    groups[it->second].push_back(r);
  }
  // REQUIRED kinds before RECOMMENDED ones, each the largest first (ties in
  // the order they were met): the biggest defect is read first.
  std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
    const bool a_required = a.front()->outcome.required == Verdict::kFail;
    const bool b_required = b.front()->outcome.required == Verdict::kFail;
    if (a_required != b_required) return a_required;
    return a.size() > b.size();
  });
  return groups;
}

}  // namespace slugspec::conformance
