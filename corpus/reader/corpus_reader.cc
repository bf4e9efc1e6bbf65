#include "corpus/reader/corpus_reader.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <regex>

#include "common/json_lexer.h"
#include "common/sha256.h"
#include "registry/json.h"

namespace slugspec::corpus {
namespace {

// The limits of the scan of a model, FromJson's own for a whole line: 64
// levels (the line's object is the first) and 500,000 values.
constexpr int kLineDepth = 64;
constexpr size_t kLineValues = 500'000;

// Calls `visit(key)` for each member of the JSON object at the cursor, with
// the cursor before the member's value, which `visit` consumes (false stops
// the walk, which then fails); true once the object's '}' is consumed.
template <typename Visit>
bool ForEachMember(JsonLexer& lex, Visit visit) {
  if (!lex.Expect('{')) return false;
  if (lex.Accept('}')) return true;
  while (true) {
    std::string key;
    if (!lex.Peek('"') || !lex.String(&key) || !lex.Expect(':')) return false;
    lex.SkipSpace();
    if (!visit(key)) return false;
    if (lex.Accept(',')) continue;
    return lex.Expect('}');
  }
}

// The line's "model" member cut out: `rest` is the line with the model's
// object replaced by {}, and `model` that object's text, checked for what a
// Struct would refuse (a key twice in an object, a number no double holds,
// too deep, too many values). False when the line has no model that is an
// object, or anything the scan cannot follow or its checks refuse: the line
// is then parsed whole, and its parser says why, as it always did.
bool CutModel(std::string_view line, std::string* rest, std::string* model) {
  JsonLexer lex(line);
  size_t begin = 0, end = 0;
  size_t values_left = kLineValues;
  const JsonLexer::SkipChecks as_struct = {.unique_keys = true, .finite_numbers = true, .values_left = &values_left};
  const bool scanned = ForEachMember(lex, [&](const std::string& key) {
    if (key != "model") return lex.SkipValue(kLineDepth - 1);
    if (end != 0 || lex.AtEnd() || lex.Current() != '{') return false;
    begin = lex.position();
    if (!lex.SkipValue(kLineDepth - 1, as_struct)) return false;
    end = lex.position();
    return true;
  });
  lex.SkipSpace();
  if (!scanned || !lex.AtEnd() || end == 0) return false;
  model->assign(line.substr(begin, end - begin));
  rest->assign(line.substr(0, begin)).append("{}").append(line.substr(end));
  return true;
}

Status ReadLine(std::string_view line, LoadedVector* lv) {
  std::string rest;
  if (CutModel(line, &rest, &lv->model_json) && FromJson(rest, &lv->vector).ok()) return OkStatus();
  // Parsed whole: a line the cut could not follow, or whose error is then
  // reported at its byte in the line as written.
  lv->model_json.clear();
  return FromJson(line, &lv->vector);
}

// The vectors of one file's `text`, one a line; blank lines are skipped.
Status LoadText(const std::filesystem::path& file, std::string_view text, std::vector<LoadedVector>* out) {
  int number = 0;
  for (size_t start = 0; start < text.size();) {
    const size_t newline = text.find('\n', start);
    const size_t stop = newline == std::string_view::npos ? text.size() : newline;
    const std::string_view line = text.substr(start, stop - start);
    start = stop + 1;
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    LoadedVector lv;
    lv.file = file.string();
    lv.line = number;
    const std::string where = file.string() + ":" + std::to_string(number) + ": ";
    if (const Status read = ReadLine(line, &lv); !read.ok()) {
      return Status::Failure(where + "not a Vector: " + read.message());
    }
    if (const Status shape = ValidateShape(lv.vector); !shape.ok()) return Status::Failure(where + shape.message());
    out->push_back(std::move(lv));
  }
  return OkStatus();
}

}  // namespace

std::vector<std::filesystem::path> CorpusFiles(const std::filesystem::path& path, std::error_code* error) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  std::error_code ec;
  if (fs::is_regular_file(path, ec)) {
    files.push_back(path);
  } else {
    for (fs::recursive_directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
      if (it->is_regular_file() && it->path().extension() == ".jsonl") files.push_back(it->path());
    }
  }
  if (error != nullptr) *error = ec;
  std::sort(files.begin(), files.end(),
            [](const fs::path& a, const fs::path& b) { return a.generic_string() < b.generic_string(); });
  return files;
}

Status LoadVectors(const std::filesystem::path& path, std::vector<LoadedVector>* out, std::string* sha256) {
  std::error_code ec;
  const std::vector<std::filesystem::path> files = CorpusFiles(path, &ec);
  if (ec) return Status::Failure(path.string() + ": " + ec.message());
  Sha256 hash;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Status::Failure(file.string() + ": cannot open");
    // Read in blocks: a byte at a time (istreambuf_iterator) is slow under
    // sanitizers, where the runner's tests read the corpus again and again.
    std::string text, block(1 << 16, '\0');
    while (in) {
      in.read(block.data(), static_cast<std::streamsize>(block.size()));
      text.append(block.data(), static_cast<size_t>(in.gcount()));
    }
    if (!in.eof()) return Status::Failure(file.string() + ": cannot read");
    if (sha256 != nullptr) hash.Update(text);
    SLUGSPEC_RETURN_IF_ERROR(LoadText(file, text, out));
  }
  if (sha256 != nullptr) *sha256 = hash.FinalHex();
  return OkStatus();
}

Status ValidateShape(const Vector& v) {
  if (v.id().empty()) return Status::Failure("vector has no id");
  if (FindFormat(v.format()) == nullptr) return Status::Failure(v.id() + ": unknown format \"" + v.format() + "\"");
  const bool has_model = v.has_model();
  const bool has_error = v.has_error() && v.error().code() != ERROR_CODE_UNSPECIFIED;
  switch (v.result()) {
    case VALID:
      if (!has_model || has_error) return Status::Failure(v.id() + ": VALID needs a model and no error");
      break;
    case INVALID:
      if (has_model || !has_error) return Status::Failure(v.id() + ": INVALID needs an error and no model");
      break;
    case ACCEPTABLE:
      if (!has_model || !has_error) return Status::Failure(v.id() + ": ACCEPTABLE needs an error and a model");
      break;
    default:
      return Status::Failure(v.id() + ": result must be VALID, INVALID or ACCEPTABLE");
  }
  if (v.has_lenient_error() && v.result() != INVALID) {
    return Status::Failure(v.id() + ": lenient_error belongs to INVALID vectors");
  }
  for (int code : v.also_allowed()) {
    if (!has_error) return Status::Failure(v.id() + ": also_allowed belongs to rejected vectors");
    if (code == ERROR_CODE_UNSPECIFIED || code == v.error().code()) {
      return Status::Failure(v.id() + ": also_allowed must name other codes than error's");
    }
  }
  if (has_model && (v.canonical().empty() || v.upgraded().empty() == !v.has_upgrade_error())) {
    return Status::Failure(v.id() +
                           ": an accepted vector needs canonical, and upgraded or upgrade_error (one of them)");
  }
  // The levels follow from the result and the codes (corpus/README.md §1):
  // written into every vector for readers that do not run the runner, and
  // checked here so that they cannot say otherwise.
  const ErrorCode lenient_code = v.has_lenient_error() ? v.lenient_error().code() : v.error().code();
  const Level strict = v.result() == VALID || v.error().code() != INPUT_TOO_LONG ? REQUIRED : RECOMMENDED;
  const Level lenient = v.result() == VALID              ? REQUIRED
                        : v.result() == ACCEPTABLE       ? RECOMMENDED
                        : lenient_code != INPUT_TOO_LONG ? REQUIRED
                                                         : RECOMMENDED;
  if (v.strict_level() != strict || v.lenient_level() != lenient) {
    return Status::Failure(v.id() + ": strict_level must be " + Level_Name(strict) + " and lenient_level " +
                           Level_Name(lenient) + " for this result and these codes");
  }
  return OkStatus();
}

Status ExpectedModel(const LoadedVector& lv, const Format& format, google::protobuf::Message* model) {
  const Vector& v = lv.vector;
  std::string json;
  const Status read = !lv.model_json.empty()           ? FromJson(lv.model_json, model)
                      : StructToJson(v.model(), &json) ? FromJson(json, model)
                                                       : Status::Failure("the model has no JSON text");
  if (!read.ok()) {
    return Status::Failure(v.id() + ": model is not a " + std::string(format.name()) + " model: " + read.message());
  }
  return OkStatus();
}

std::string ModelVersionField(const LoadedVector& lv) {
  if (lv.model_json.empty()) {
    const auto& fields = lv.vector.model().fields();
    const auto field = fields.find("version");
    return field != fields.end() ? field->second.string_value() : "";
  }
  JsonLexer lex(lv.model_json);
  std::string version;
  ForEachMember(lex, [&](const std::string& key) {
    if (key == "version" && lex.Peek('"')) {
      version.clear();
      return lex.String(&version);
    }
    return lex.SkipValue(kLineDepth - 2);  // the model is the line's second level
  });
  return version;
}

std::set<std::string> SpecRequirementIds(const std::filesystem::path& spec_dir) {
  return SpecRequirementIds(spec_dir, {});
}

std::set<std::string> SpecRequirementIds(const std::filesystem::path& spec_dir,
                                         const std::set<std::string>& documents) {
  std::set<std::string> defined;
  for (const auto& [id, place] : SpecRequirementPlaces(spec_dir, documents)) defined.insert(id);
  return defined;
}

namespace {

// A heading's anchor as GitHub and most Markdown renderers make it.
std::string Anchor(std::string_view heading) {
  std::string anchor;
  for (const char c : heading) {
    const auto b = static_cast<unsigned char>(c);
    if (std::isalnum(b) != 0 || c == '-' || c == '_' || b >= 0x80) {
      anchor.push_back(static_cast<char>(std::tolower(b)));
    } else if (c == ' ') {
      anchor.push_back('-');
    }
  }
  return anchor;
}

}  // namespace

std::map<std::string, RequirementPlace> SpecRequirementPlaces(const std::filesystem::path& spec_dir,
                                                              const std::set<std::string>& documents) {
  std::map<std::string, RequirementPlace> places;
  const std::regex id(R"(\*\*\[([A-Z0-9]+(?:-[A-Z0-9]+)+)\]\*\*)");
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(spec_dir, ec)) {
    if (entry.path().extension() != ".md") continue;
    const std::string document = entry.path().stem().string();
    if (!documents.empty() && !documents.contains(document)) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::string section;
    for (std::string line; std::getline(in, line);) {
      if (line.starts_with("## ") || line.starts_with("### ")) {
        section = line.substr(line.find(' ') + 1);
        while (!section.empty() && (section.back() == '\r' || section.back() == ' ')) section.pop_back();
        continue;
      }
      for (std::sregex_iterator m(line.begin(), line.end(), id), end; m != end; ++m) {
        places.emplace((*m)[1], RequirementPlace{document, section, Anchor(section)});
      }
    }
  }
  return places;
}

}  // namespace slugspec::corpus
