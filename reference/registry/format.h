// Format: what the command line, the corpus checks and the conformance runner
// need from every slug format, behind one interface. Each format folder
// provides one (TheFormat() in its format.cc); the build lists them from
// SLUGSPEC_FORMATS (AllFormats, in the generated registry/format_list.cc).
#ifndef SLUGSPEC_REGISTRY_FORMAT_H_
#define SLUGSPEC_REGISTRY_FORMAT_H_

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/profile.h"
#include "common/status.h"
#include "registry/model_message.h"

namespace slugspec {

class Format {
 public:
  virtual ~Format() = default;

  virtual std::string_view name() const = 0;
  // Every version ever published, oldest first; the last is the current one.
  virtual std::vector<std::string_view> versions() const = 0;
  std::string_view current_version() const { return versions().back(); }
  // The longest slug, in bytes, that a decoder must read; a longer one is
  // INPUT_TOO_LONG at this offset (spec/README.md §4).
  virtual size_t max_input_size() const = 0;

  // Detection without a named format.
  virtual bool Recognises(std::string_view slug) const = 0;
  // The versions whose syntax the slug uses, judged from its first bytes as
  // `profile` reads them (lenient: after its repairs), whether or not it
  // decodes; empty when it looks like no version. The conformance runner
  // uses it to tell a testee that rejects a slug of a version it never
  // claimed to read from one that gets its own version wrong.
  virtual std::vector<std::string_view> ClaimedVersions(std::string_view slug, Profile profile) const = 0;

  // A new, empty model message of this format.
  virtual std::unique_ptr<ModelMessage> NewModel() const = 0;

  // `model` must come from NewModel().
  virtual Status Decode(std::string_view slug, Profile profile, ModelMessage* model) const = 0;
  // `version` empty: the model's version, else the current one.
  virtual Status Encode(const ModelMessage& model, std::string_view version, std::string* slug) const = 0;
  // The format's model rules for an encoder of `version` (empty: the
  // model's own version): ok exactly when Encode(model, version) succeeds.
  // Every model a decoder returns passes it for the version it reports.
  virtual Status CheckModel(const ModelMessage& model, std::string_view version) const = 0;
  // The version Encode(model, requested) writes: `requested`, or if empty
  // the model's own version, or if that is empty too the current one; empty
  // when the format has no such version.
  std::string ResolveVersion(const ModelMessage& model, std::string_view requested) const;
  virtual Status Upgrade(std::string_view slug, Profile profile, std::string* upgraded) const = 0;
  // The model's own `version` field; empty for a model of another format.
  virtual std::string ModelVersionOf(const ModelMessage& model) const = 0;
  // The schema of this format's model, for the JSON parser (json_wire.h).
  virtual const model_schema::Schema* ModelSchema() const = 0;

  virtual bool SameGame(const ModelMessage& a, const ModelMessage& b) const = 0;
  // What differs between the games `expected` and `got`, in words, one
  // difference a line ("piece X moved from (0, 3) to (3, 0)"), at most
  // `max_lines` lines and then "and N more differences"; empty exactly when
  // SameGame holds. `got` may break the model's rules (it may come from a
  // testee): those breaks are named too ("cell 81 given; the grid has 81
  // cells"). Models of another format differ in that alone.
  virtual std::vector<std::string> Differences(const ModelMessage& expected, const ModelMessage& got,
                                               size_t max_lines) const = 0;
  virtual std::vector<std::string> Warnings(const ModelMessage& model) const = 0;
  virtual std::string Render(const ModelMessage& model, bool one_line) const = 0;
  // A standalone SVG picture of the model, or empty if the format draws none.
  virtual std::string RenderSvg(const ModelMessage&) const { return {}; }

  // Level codes: a short code, written on paper, that shows a game was
  // solved and unlocks the next (spec/triplex.md §6). A format that defines
  // none rejects both calls with BAD_MODEL.
  // Whether the format defines level codes (then both calls below answer).
  virtual bool HasLevelCodes() const { return false; }
  // The level code of `model`, in the form ReadLevelCode returns.
  virtual Status LevelCode(const ModelMessage& model, std::string* code) const;
  // A code as a person wrote it, normalized (or the rejection, with the
  // offset in `text`), so that two codes compare as strings.
  virtual Status ReadLevelCode(std::string_view text, std::string* normalized) const;

  // Conversions: named changes of a game into another game of the same
  // format that forget something, which `Upgrade` never makes (spec/tetris.md
  // §6: a placements board to its occupancy board). The names this format
  // has, none by default.
  virtual std::vector<std::string_view> Conversions() const { return {}; }
  // `out` must come from NewModel(). A name the format lacks, or a model the
  // conversion does not apply to, is BAD_MODEL.
  virtual Status Convert(const ModelMessage& model, std::string_view to, ModelMessage* out) const;
};

// The `format` and `version` fields that every model message has (empty if
// a message has none), read by reflection: native only.
std::string ModelFormat(const ModelMessage& model);
std::string ModelVersion(const ModelMessage& model);

// Every registered format, in a fixed order.
const std::vector<const Format*>& AllFormats();
// The format of that name, or null.
const Format* FindFormat(std::string_view name);
// The first format that recognises the slug, or null.
const Format* DetectFormat(std::string_view slug);

// Each format folder defines `const Format& slugspec::<format>::TheFormat()`;
// the format list (SLUGSPEC_FORMATS in the top CMakeLists.txt) generates
// AllFormats() from them, in the list's order, which is detection order.

}  // namespace slugspec

#endif  // SLUGSPEC_REGISTRY_FORMAT_H_
