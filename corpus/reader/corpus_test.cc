// corpus_test: checks the reference library against every golden vector in
// corpus/ (format: corpus/README.md), one gtest case per vector, and checks
// the corpus itself: unique ids, known requirement ids and flags, enough
// vectors per format and per decode error code.
//
// Everything goes through the format registry (registry/format.h), so a new
// format's vectors are checked without touching this file.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <google/protobuf/util/message_differencer.h>
#include <gtest/gtest.h>

#include "corpus/reader/corpus_reader.h"
#include "kit/format_kit.h"
#include "registry/format.h"
#include "registry/json.h"

namespace slugspec::corpus {

// How gtest prints a parameter: its id and place, not its bytes. (Found by
// argument-dependent lookup, so it lives in LoadedVector's namespace.)
void PrintTo(const LoadedVector& lv, std::ostream* os) {
  *os << lv.vector.id() << " (" << lv.file << ":" << lv.line << ")";
}

namespace {

const std::filesystem::path kSourceDir = SLUGSPEC_SOURCE_DIR;

// How complete a format's corpus must be, as its kit says: its size, and
// how many times it covers every decode error code of spec/errors.md (as
// `error` or `lenient_error` of an INVALID or ACCEPTABLE vector).
CorpusMinimum MinimumFor(std::string_view format) {
  const FormatKit* kit = FindKit(format);
  return kit == nullptr ? CorpusMinimum{1, 0} : kit->MinimumCorpus();
}

struct Corpus {
  std::vector<LoadedVector> vectors;
  std::string error;
};

const Corpus& TheCorpus() {
  static const Corpus* corpus = [] {
    auto* c = new Corpus;
    if (const Status loaded = LoadVectors(kSourceDir / "corpus", &c->vectors); !loaded.ok()) {
      c->error = loaded.message();
      c->vectors.clear();
    }
    return c;
  }();
  return *corpus;
}

std::string ReadText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The slug as a readable C-like string literal, shortened if very long.
std::string Printable(std::string_view s) {
  constexpr size_t kShown = 160;
  std::string out = "\"";
  for (size_t i = 0; i < std::min(s.size(), kShown); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += "\"";
  if (s.size() > kShown) out += "... (" + std::to_string(s.size()) + " bytes)";
  return out;
}

std::string Where(const LoadedVector& lv) {
  return "vector " + lv.vector.id() + " (" + lv.file + ":" + std::to_string(lv.line) +
         ")\n  slug: " + Printable(lv.vector.slug());
}

std::string Show(const Error& e) { return std::string(CodeName(e.code())) + " at " + std::to_string(e.offset()); }

struct Decoded {
  Status status;
  std::unique_ptr<google::protobuf::Message> model;
  std::string Show() const { return status.ok() ? ToJson(*model) : status.ToString(); }
};

Decoded DecodeWith(const Format& format, std::string_view slug, Profile profile) {
  Decoded d;
  d.model = format.NewModel();
  d.status = format.Decode(slug, profile, d.model.get());
  return d;
}

void ExpectModel(const LoadedVector& lv, std::string_view what, const Decoded& got,
                 const google::protobuf::Message& want) {
  if (got.status.ok() && google::protobuf::util::MessageDifferencer::Equals(*got.model, want)) return;
  ADD_FAILURE() << Where(lv) << "\n  " << what << "\n    expected: " << ToJson(want)
                << "\n    actual:   " << got.Show();
}

void ExpectError(const LoadedVector& lv, std::string_view what, const Decoded& got, const Error& want) {
  if (!got.status.ok() && got.status.code() == want.code() && got.status.offset() == want.offset()) return;
  ADD_FAILURE() << Where(lv) << "\n  " << what << "\n    expected: " << Show(want) << "\n    actual:   " << got.Show();
}

void ExpectText(const LoadedVector& lv, std::string_view what, const Status& status, const std::string& got,
                const std::string& want) {
  if (status.ok() && got == want) return;
  ADD_FAILURE() << Where(lv) << "\n  " << what << "\n    expected: " << Printable(want)
                << "\n    actual:   " << (status.ok() ? Printable(got) : status.ToString());
}

// Decoding `slug` strictly gives the game of `want`, in `version`.
void ExpectSameGame(const LoadedVector& lv, std::string_view what, const Format& format, const std::string& slug,
                    const google::protobuf::Message& want, std::string_view version) {
  const Decoded got = DecodeWith(format, slug, Profile::kStrict);
  if (got.status.ok() && format.SameGame(*got.model, want) && ModelVersion(*got.model) == version) return;
  ADD_FAILURE() << Where(lv) << "\n  " << what << " " << Printable(slug) << "\n    expected: the game of "
                << ToJson(want) << " in " << version << "\n    actual:   " << got.Show();
}

class CorpusVector : public testing::TestWithParam<LoadedVector> {};

TEST_P(CorpusVector, ReferenceAgrees) {
  const LoadedVector& lv = GetParam();
  const Vector& v = lv.vector;
  const Format* format = FindFormat(v.format());
  ASSERT_NE(format, nullptr) << Where(lv);
  const bool accepted = v.result() != INVALID;

  std::unique_ptr<google::protobuf::Message> model = format->NewModel();
  if (accepted) {
    const Status read = ExpectedModel(lv, *format, model.get());
    ASSERT_TRUE(read.ok()) << Where(lv) << "\n  " << read.message();
  }

  // The versions whose syntax the slug uses, in each profile, as the
  // reference's detection sees them (the runner judges codes by them).
  for (const Profile p : {Profile::kStrict, Profile::kLenient}) {
    const auto& listed = p == Profile::kStrict ? v.syntax_versions() : v.lenient_syntax_versions();
    const std::vector<std::string_view> claimed = format->ClaimedVersions(v.slug(), p);
    EXPECT_EQ(std::vector<std::string>(listed.begin(), listed.end()),
              std::vector<std::string>(claimed.begin(), claimed.end()))
        << Where(lv) << "\n  " << ProfileName(p) << " syntax versions";
  }

  const Decoded strict = DecodeWith(*format, v.slug(), Profile::kStrict);
  if (v.result() == VALID) {
    ExpectModel(lv, "strict decode", strict, *model);
  } else {
    ExpectError(lv, "strict decode", strict, v.error());
  }
  const Decoded lenient = DecodeWith(*format, v.slug(), Profile::kLenient);
  if (accepted) {
    ExpectModel(lv, "lenient decode", lenient, *model);
  } else {
    ExpectError(lv, "lenient decode", lenient, v.has_lenient_error() ? v.lenient_error() : v.error());
  }
  if (!accepted) return;

  // The expected model, not the decoded one, is encoded: the encoder is then
  // checked even when the decoder fails.
  std::string canonical;
  const Status encoded = format->Encode(*model, "", &canonical);
  ExpectText(lv, "encoding the model in its version", encoded, canonical, v.canonical());
  // A VALID slug is its own canonical slug, or a writer spelling of it
  // (spec/README.md §2) that its format's kit recognises, flagged so.
  const bool writer_spelling = std::find(v.flags().begin(), v.flags().end(), "WriterSpelling") != v.flags().end();
  if (v.result() == VALID && !writer_spelling) {
    ExpectText(lv, "a VALID slug is its own canonical slug", Status(), v.slug(), v.canonical());
  }
  if (writer_spelling) {
    EXPECT_EQ(v.result(), VALID) << v.id() << ": a writer spelling is VALID";
    EXPECT_TRUE(FindKit(v.format())->IsWriterSpelling(v.slug(), v.canonical(), ModelVersion(*model)))
        << v.id() << ": the kit does not see " << v.slug() << " as a writer spelling of " << v.canonical();
  }

  const Profile profile = v.result() == VALID ? Profile::kStrict : Profile::kLenient;
  std::string upgraded;
  const Status up = format->Upgrade(v.slug(), profile, &upgraded);
  ExpectSameGame(lv, "strict decode of canonical", *format, v.canonical(), *model, ModelVersion(*model));
  if (v.has_upgrade_error()) {
    // A game the current version cannot hold: the upgrade refuses it, and
    // the current version's model rules say why (code and offset).
    EXPECT_FALSE(up.ok()) << Where(lv) << "\n  upgrade gave " << upgraded << ", the vector says it fails";
    EXPECT_EQ(up.code(), v.upgrade_error().code()) << Where(lv) << "\n  upgrade: " << up.ToString();
    EXPECT_EQ(up.offset(), v.upgrade_error().offset()) << Where(lv) << "\n  upgrade: " << up.ToString();
    EXPECT_EQ(format->CheckModel(*model, format->current_version()).code(), v.upgrade_error().code()) << Where(lv);
    return;
  }
  ExpectText(lv, std::string("upgrade (") + std::string(ProfileName(profile)) + ")", up, upgraded, v.upgraded());
  ExpectSameGame(lv, "strict decode of upgraded", *format, v.upgraded(), *model, format->current_version());
}

// Test names from ids, with letters, digits and '_' only. Distinct ids that
// spell the same name (or a repeated id, which IdsAreUnique reports) get the
// vector's index appended, so names stay stable as vectors are added.
std::string ParamName(const testing::TestParamInfo<LoadedVector>& info) {
  static std::set<std::string> used;
  std::string name;
  for (char c : info.param.vector.id()) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (!used.insert(name).second) name += "_" + std::to_string(info.index);
  return name;
}

INSTANTIATE_TEST_SUITE_P(Vectors, CorpusVector, testing::ValuesIn(TheCorpus().vectors), ParamName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CorpusVector);  // an unreadable corpus fails CorpusFiles.Load

TEST(CorpusFiles, Load) {
  EXPECT_EQ(TheCorpus().error, "");
  EXPECT_FALSE(TheCorpus().vectors.empty());
}

// The reader keeps each model as its JSON text and reads it as the format's
// message; through a google.protobuf.Struct, as it once did, every vector
// reads as the same model (so no vector's meaning hangs on how a double
// would round a number).
TEST(CorpusReader, EveryModelReadsAsThroughAStruct) {
  size_t compared = 0;
  for (const LoadedVector& lv : TheCorpus().vectors) {
    if (lv.vector.result() == INVALID) continue;
    ASSERT_FALSE(lv.model_json.empty()) << Where(lv);
    const Format* format = FindFormat(lv.vector.format());
    ASSERT_NE(format, nullptr) << Where(lv);
    std::unique_ptr<google::protobuf::Message> direct = format->NewModel(), through = format->NewModel();
    ASSERT_TRUE(ExpectedModel(lv, *format, direct.get()).ok()) << Where(lv);
    LoadedVector as_struct = lv;
    as_struct.model_json.clear();
    ASSERT_TRUE(FromJson(lv.model_json, as_struct.vector.mutable_model()).ok()) << Where(lv);
    ASSERT_TRUE(ExpectedModel(as_struct, *format, through.get()).ok()) << Where(lv);
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*direct, *through)) << Where(lv);
    EXPECT_EQ(ModelVersionField(lv), ModelVersionField(as_struct)) << Where(lv);
    ++compared;
  }
  EXPECT_GT(compared, 1000u);
}

// The first line of the corpus with a model, and the byte where its model
// member's name starts.
struct LineWithModel {
  std::string line;
  size_t model_key = std::string::npos;
};
LineWithModel ALineWithModel() {
  for (const LoadedVector& lv : TheCorpus().vectors) {
    if (lv.vector.result() == INVALID) continue;
    std::ifstream in(lv.file);
    std::string line;
    for (int n = 0; n < lv.line && std::getline(in, line);) ++n;
    return {line, line.find("\"model\":")};
  }
  return {};
}

// Loads `text` as a one-line .jsonl file.
Status LoadLine(const std::string& text, std::vector<LoadedVector>* out) {
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("corpus_reader_" + std::to_string(::getpid()) + ".jsonl");
  std::ofstream(file, std::ios::binary) << text << "\n";
  const Status loaded = LoadVectors(file, out);
  std::filesystem::remove(file);
  return loaded;
}

TEST(CorpusReader, KeepsTheModelAsItsText) {
  const LineWithModel given = ALineWithModel();
  ASSERT_NE(given.model_key, std::string::npos) << given.line;
  std::vector<LoadedVector> read;
  ASSERT_TRUE(LoadLine(given.line, &read).ok());
  ASSERT_EQ(read.size(), 1u);
  EXPECT_TRUE(read[0].vector.has_model());
  EXPECT_EQ(read[0].vector.model().fields_size(), 0);
  ASSERT_FALSE(read[0].model_json.empty());
  EXPECT_EQ(given.line.find(read[0].model_json), given.model_key + 8);
  // A member name written with an escape is the same name.
  std::string escaped = given.line;
  escaped.replace(given.model_key, 8, "\"mod\\u0065l\":");
  std::vector<LoadedVector> again;
  ASSERT_TRUE(LoadLine(escaped, &again).ok());
  EXPECT_EQ(again[0].model_json, read[0].model_json);
}

TEST(CorpusReader, RefusesAModelWithAKeyTwice) {
  const LineWithModel given = ALineWithModel();
  ASSERT_NE(given.model_key, std::string::npos);
  std::string twice = given.line;
  twice.insert(given.model_key + 9, "\"version\":\"v0\",");
  std::vector<LoadedVector> read;
  const Status loaded = LoadLine(twice, &read);
  EXPECT_FALSE(loaded.ok());
  EXPECT_NE(loaded.message().find("not a Vector"), std::string::npos) << loaded.message();
  EXPECT_NE(loaded.message().find("\"version\""), std::string::npos) << loaded.message();
}

// An error after the model is reported at its byte in the line as written.
TEST(CorpusReader, AnErrorAfterTheModelIsAtItsByteInTheLine) {
  const LineWithModel given = ALineWithModel();
  ASSERT_NE(given.model_key, std::string::npos);
  std::string bad = given.line;
  const size_t at = bad.rfind('}');
  bad.insert(at, ",\"slug\":1");  // JSON the cut follows; the rest's parser refuses it
  std::vector<LoadedVector> read;
  const Status loaded = LoadLine(bad, &read);
  ASSERT_FALSE(loaded.ok());
  const std::string whole = FromJson(bad, &read.emplace_back().vector).message();
  EXPECT_NE(loaded.message().find(whole), std::string::npos) << loaded.message() << "\n" << whole;
}

TEST(CorpusFiles, IdsAreUnique) {
  std::map<std::string, const LoadedVector*> seen;
  for (const LoadedVector& lv : TheCorpus().vectors) {
    const auto [it, inserted] = seen.emplace(lv.vector.id(), &lv);
    EXPECT_TRUE(inserted) << "id " << lv.vector.id() << " at " << lv.file << ":" << lv.line << " is also at "
                          << it->second->file << ":" << it->second->line;
  }
}

// Every id a vector names is defined, as **[ID]**, in spec/*.md.
TEST(CorpusFiles, RequirementsExistInSpec) {
  const std::set<std::string> defined = SpecRequirementIds(kSourceDir / "spec");
  ASSERT_FALSE(defined.empty());
  for (const LoadedVector& lv : TheCorpus().vectors) {
    for (const std::string& r : lv.vector.requirements()) {
      EXPECT_TRUE(defined.contains(r)) << Where(lv) << "\n  names requirement " << r
                                       << ", which spec/*.md does not define";
    }
  }
}

// Each id is stated (in bold) in one document only: an example written in
// another document would count there as a requirement of its own, and a
// run would report it "not exercised" for every testee of other formats.
TEST(CorpusFiles, RequirementsAreStatedOnce) {
  std::map<std::string, std::string> stated_in;
  const std::regex bold_id(R"(\*\*\[([A-Z0-9]+(?:-[A-Z0-9]+)+)\]\*\*)");
  for (const auto& entry : std::filesystem::directory_iterator(kSourceDir / "spec")) {
    if (entry.path().extension() != ".md") continue;
    const std::string document = entry.path().stem().string();
    const std::string text = ReadText(entry.path());
    for (std::sregex_iterator m(text.begin(), text.end(), bold_id), end; m != end; ++m) {
      const auto [it, first] = stated_in.emplace((*m)[1], document);
      EXPECT_TRUE(first) << (*m)[1] << " is stated in spec/" << it->second << ".md and again in spec/" << document
                         << ".md: write a mention without bold";
    }
  }
  EXPECT_GT(stated_in.size(), 100u);
}

// Each requirement's place names its section, whose anchor is the one the
// documents link to themselves ("README.md#1-conventions").
TEST(CorpusFiles, RequirementPlacesNameTheirSection) {
  const auto places = SpecRequirementPlaces(kSourceDir / "spec", {});
  EXPECT_EQ(places.size(), SpecRequirementIds(kSourceDir / "spec").size());
  for (const auto& [id, place] : places) {
    EXPECT_FALSE(place.section.empty()) << id << " is stated before any heading of spec/" << place.document << ".md";
    EXPECT_FALSE(place.anchor.empty()) << id;
  }
  // The documents link GEN-1's section as README.md#2-decoding-profiles.
  ASSERT_TRUE(places.contains("GEN-1"));
  EXPECT_EQ(places.at("GEN-1").document, "README");
  EXPECT_EQ(places.at("GEN-1").section, "2. Decoding profiles");
  EXPECT_EQ(places.at("GEN-1").anchor, "2-decoding-profiles");
}

// The rows "| `Flag` | ..." of the table headed "| flag |" in `readme`:
// corpus/README.md has the flags more than one format uses,
// corpus/<format>/README.md those only that format's vectors use.
std::set<std::string> DocumentedFlags(const std::filesystem::path& readme) {
  std::set<std::string> flags;
  std::istringstream in(ReadText(readme));
  const std::regex row(R"(^\| `([A-Za-z0-9]+)` \|)");
  bool in_table = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| flag |", 0) == 0) in_table = true;
    if (!in_table) continue;
    if (line.rfind("|", 0) != 0) break;
    std::smatch m;
    if (std::regex_search(line, m, row)) flags.insert(m[1]);
  }
  return flags;
}

// Every flag is documented, and every rejected vector says why.
TEST(CorpusFiles, FlagsAreDocumented) {
  const std::set<std::string> shared = DocumentedFlags(kSourceDir / "corpus" / "README.md");
  ASSERT_FALSE(shared.empty()) << "corpus/README.md has no flag table";
  std::map<std::string, std::set<std::string>> own;
  for (const Format* f : AllFormats()) {
    std::set<std::string>& flags = own[std::string(f->name())];
    flags = DocumentedFlags(kSourceDir / "corpus" / f->name() / "README.md");
    for (const std::string& flag : flags) {
      EXPECT_FALSE(shared.contains(flag))
          << "flag " << flag << " is in corpus/README.md and corpus/" << f->name() << "/README.md: a flag has one row";
    }
  }
  for (const LoadedVector& lv : TheCorpus().vectors) {
    for (const std::string& f : lv.vector.flags()) {
      EXPECT_TRUE(shared.contains(f) || own[lv.vector.format()].contains(f))
          << Where(lv) << "\n  flag " << f << " is neither in corpus/README.md nor in corpus/" << lv.vector.format()
          << "/README.md";
    }
    if (lv.vector.result() != VALID) {
      EXPECT_GT(lv.vector.flags_size(), 0) << Where(lv) << "\n  needs flags saying why";
    }
  }
}

// Detection without a named format (the command line's) sends every slug a
// decoder accepts to its own format: the formats' Recognises do not overlap
// on real slugs, and the format list's order (detection order) is right.
TEST(CorpusFiles, EveryAcceptedSlugIsDetectedAsItsFormat) {
  for (const LoadedVector& lv : TheCorpus().vectors) {
    const Vector& v = lv.vector;
    if (v.result() == INVALID) continue;
    const Format* detected = DetectFormat(v.slug());
    EXPECT_TRUE(detected != nullptr && detected->name() == v.format())
        << v.id() << ": detected as " << (detected ? detected->name() : std::string_view("nothing"));
  }
}

TEST(CorpusFiles, EnoughVectorsPerFormat) {
  std::map<std::string, size_t> count;
  for (const LoadedVector& lv : TheCorpus().vectors) ++count[lv.vector.format()];
  for (const Format* f : AllFormats()) {
    const std::string name(f->name());
    EXPECT_GE(count[name], std::max<size_t>(MinimumFor(name).vectors, 1)) << "format " << name;
  }
}

// The codes a format's decoder uses: the "yes" rows of the table under
// "## Error codes" in the format's spec, spec/<format>.md.
std::set<std::string> DecodeCodes(std::string_view format) {
  std::set<std::string> codes;
  std::istringstream in(ReadText(kSourceDir / "spec" / (std::string(format) + ".md")));
  int column = -1;
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("## ")) in_section = line == "## Error codes";
    if (!in_section) continue;
    if (line.rfind("|", 0) != 0) {
      if (column >= 0) break;  // the table ended
      continue;
    }
    std::vector<std::string> cells;
    std::stringstream row(line.substr(1));
    for (std::string cell; std::getline(row, cell, '|');) {
      cell.erase(0, cell.find_first_not_of(" `"));
      cell.erase(cell.find_last_not_of(" `") + 1);
      cells.push_back(cell);
    }
    if (column < 0) {
      if (cells.empty() || cells[0] != "code") continue;
      const auto it = std::find(cells.begin(), cells.end(), "used");
      if (it == cells.end()) return codes;
      column = static_cast<int>(it - cells.begin());
    } else if (static_cast<int>(cells.size()) > column && cells[column].rfind("yes", 0) == 0) {
      codes.insert(cells[0]);
    }
  }
  return codes;
}

TEST(CorpusFiles, ThreeVectorsPerDecodeErrorCode) {
  for (const Format* f : AllFormats()) {
    const CorpusMinimum m = MinimumFor(f->name());
    if (m.per_error_code == 0) continue;
    const std::set<std::string> codes = DecodeCodes(f->name());
    EXPECT_FALSE(codes.empty()) << "spec/" << f->name() << ".md has no table of its codes under \"## Error codes\"";
    std::map<std::string, int> count;
    for (const LoadedVector& lv : TheCorpus().vectors) {
      const Vector& v = lv.vector;
      if (v.format() != f->name() || v.result() == VALID) continue;
      std::set<std::string> named = {std::string(CodeName(v.error().code()))};
      if (v.has_lenient_error()) named.insert(std::string(CodeName(v.lenient_error().code())));
      for (const auto& c : named) ++count[c];
    }
    for (const std::string& code : codes) {
      EXPECT_GE(count[code], m.per_error_code) << f->name() << ": too few vectors rejected with " << code;
    }
  }
}

}  // namespace
}  // namespace slugspec::corpus
