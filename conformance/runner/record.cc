#include "conformance/runner/record.h"

#include <fstream>
#include <iostream>
#include <memory>

#include <google/protobuf/util/json_util.h>

#include "common/escape.h"
#include "common/status.h"
#include "registry/format.h"
#include "registry/json.h"
#include "slugspec/corpus.pb.h"
#include "verbs/verbs.h"

namespace slugspec::conformance {
namespace {

// As the corpus writes errors: code and offset; messages are for people
// and never compared (corpus/README.md §1).
void SetError(const Status& status, Error* error) {
  error->set_code(status.code());
  error->set_offset(status.offset());
}

}  // namespace

std::string RecordedVector(const RecordRequest& request, std::string_view link, size_t line_number, std::string* why) {
  if (!IsValidUtf8(link)) {
    *why = "the link is not UTF-8, which a vector cannot keep byte for byte";
    return {};
  }
  // Where the player finds the slug in the link: the verbs' reading of a
  // pasted link (verbs/link.h), the one `slug` and the npm package use.
  verbs::Reading reading;
  reading.format = request.format;
  reading.may_be_link = true;
  verbs::Located located;
  if (const Status found = verbs::Locate(reading, link, &located); !found.ok()) {
    *why = found.message();
    return {};
  }
  const Format& format = *located.format;
  const std::string_view slug = located.slug;

  corpus::Vector v;
  v.set_id(request.id_prefix + "/line-" + std::to_string(line_number));
  v.set_format(std::string(format.name()));
  v.set_slug(std::string(slug));
  v.set_link(std::string(link));
  std::unique_ptr<google::protobuf::Message> strict_model = format.NewModel(), lenient_model = format.NewModel();
  const Status strict = format.Decode(slug, Profile::kStrict, strict_model.get());
  const Status lenient = strict.ok() ? strict : format.Decode(slug, Profile::kLenient, lenient_model.get());
  const google::protobuf::Message& model = strict.ok() ? *strict_model : *lenient_model;
  v.set_result(strict.ok() ? corpus::VALID : lenient.ok() ? corpus::ACCEPTABLE : corpus::INVALID);
  if (!strict.ok()) SetError(strict, v.mutable_error());
  if (!lenient.ok() && (lenient.code() != strict.code() || lenient.offset() != strict.offset())) {
    SetError(lenient, v.mutable_lenient_error());
  }
  if (lenient.ok()) {
    std::string canonical;
    if (const Status encoded = format.Encode(model, "", &canonical); !encoded.ok()) {
      *why = "the reference cannot write its own reading again: " + encoded.message();
      return {};
    }
    v.set_canonical(canonical);
    std::string upgraded;
    if (const Status up = format.Upgrade(slug, strict.ok() ? Profile::kStrict : Profile::kLenient, &upgraded);
        up.ok()) {
      v.set_upgraded(upgraded);
    } else {
      SetError(up, v.mutable_upgrade_error());
    }
  }
  for (const auto& [profile, versions] : {std::pair{Profile::kStrict, v.mutable_syntax_versions()},
                                          std::pair{Profile::kLenient, v.mutable_lenient_syntax_versions()}}) {
    for (std::string_view version : format.ClaimedVersions(slug, profile)) versions->Add(std::string(version));
  }
  // The levels as corpus/README.md §1 derives them (and ValidateShape checks).
  const bool strict_required = strict.ok() || strict.code() != INPUT_TOO_LONG;
  const bool lenient_required = lenient.ok() ? strict.ok() : lenient.code() != INPUT_TOO_LONG;
  v.set_strict_level(strict_required ? corpus::REQUIRED : corpus::RECOMMENDED);
  v.set_lenient_level(lenient_required ? corpus::REQUIRED : corpus::RECOMMENDED);
  v.add_flags("Recorded");
  v.set_comment("line " + std::to_string(line_number) + " of " + request.links_path + ", as the reference read it");

  google::protobuf::util::JsonPrintOptions options;
  options.preserve_proto_field_names = true;
  std::string line;
  if (!google::protobuf::util::MessageToJsonString(v, &line, options).ok()) {
    *why = "the vector has no JSON form";
    return {};
  }
  // The model as `slug decode` prints it, keys in the message's order: a
  // Struct would write them in no fixed order, and a golden file that
  // changes from one recording to the next is no golden file.
  if (lenient.ok()) {
    const std::string after = "\"result\":\"" + corpus::Result_Name(v.result()) + "\"";
    line.insert(line.find(after) + after.size(), ",\"model\":" + ToJson(model));
  }
  return line;
}

int RecordLinks(const RecordRequest& request, std::ostream& out, std::ostream& err) {
  if (FindFormat(request.format) == nullptr) {
    err << "slugspec-conformance record: no format \"" << VisibleText(request.format, false)
        << "\" (slug formats lists them)\n";
    return 2;
  }
  std::ifstream file;
  if (request.links_path != "-") {
    file.open(request.links_path, std::ios::binary);
    if (!file) {
      err << "slugspec-conformance record: cannot read " << VisibleText(request.links_path, false) << '\n';
      return 2;
    }
  }
  std::istream& in = request.links_path == "-" ? std::cin : file;
  int status = 0;
  size_t number = 0, recorded = 0, skipped = 0;
  // One line, its LF gone; a CR before it ends the line too (a file
  // written on Windows). A byte-order mark before the first line is the
  // file's, not the link's. A blank line, and a comment ("#" alone or
  // followed by a space: a link's fragment "#/..." is still a link), are
  // skipped and counted.
  auto record = [&](std::string& line) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (number == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos ||
        (line[first] == '#' && (first + 1 == line.size() || line[first + 1] == ' ' || line[first + 1] == '\t'))) {
      skipped += !line.empty();
      return;
    }
    ++recorded;
    std::string why;
    const std::string vector = RecordedVector(request, line, number, &why);
    if (vector.empty()) {
      err << "slugspec-conformance record: line " << number << " left out: " << VisibleText(why, false) << '\n';
      status = 1;
    } else {
      out << vector << '\n';
    }
  };
  // A line longer than any slug a format reads is no link of it: it is cut
  // there (and so rejected as too long), so that a file of one endless line
  // takes bounded memory.
  constexpr size_t kLongestLine = verbs::kLongestSlugInput + 1;
  std::string line;
  for (char c; in.get(c);) {
    if (c != '\n') {
      if (line.size() < kLongestLine) line += c;
      continue;
    }
    record(line);
    line.clear();
  }
  if (!line.empty()) record(line);
  err << "slugspec-conformance record: " << recorded << (recorded == 1 ? " link" : " links") << " read";
  if (skipped > 0) err << "; " << skipped << " blank or comment " << (skipped == 1 ? "line" : "lines") << " skipped";
  err << '\n';
  return status;
}

}  // namespace slugspec::conformance
