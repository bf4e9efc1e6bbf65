// The upstream vectors (upstream.jsonl): links that the unchanged upstream
// encoders of every era wrote for random boards (upstream_links.inc, made by
// upstream_links/select.js). Where a link is what its era's encoder wrote
// for a board this specification reads back (no cause, or only the terrain
// orientation of [PEN-C2]), both profiles must open it as that very board;
// where the era's encoder had a bug (the early v3 numbers, the Y singles of
// [PEN-E3]) or the link is one the current app misreads (an item in row
// 100 or more), the vector pins what the spec's rules give, and its
// comment says which. Boards over 99 a side otherwise open as written.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "corpusgen/common/vector_ids.h"
#include "corpusgen/pentomino/families.h"
#include "corpusgen/pentomino/json_reader.h"
#include "corpusgen/pentomino/oracle.h"
#include "corpusgen/pentomino/writers.h"

namespace slugspec::corpusgen::pentomino {
namespace {

struct UpstreamLink {
  const char* era;
  const char* commit;
  const char* causes;  // compare.js's: torient, side99, v3bug, v3at, ysingles, joined by '+'; empty for none
  const char* slug;
  const char* board;  // the board the encoder was given, as generate.js wrote it
};

constexpr UpstreamLink kLinks[] = {
#include "corpusgen/pentomino/upstream_links.inc"
};

const Json* Member(const Json& object, std::string_view key) {
  for (size_t i = 0; i < object.keys.size(); ++i) {
    if (object.keys[i] == key) return &object.values[i];
  }
  return nullptr;
}

int Number(const Json* j) { return j != nullptr && j->kind == Json::kNumber ? std::stoi(j->text) : 0; }

// generate.js's board: {surface, h, w, pieces: [{letter, x, y, rotation,
// reflected}], terrain: [{x, y, ...}], colors: {letter: colour}}.
Board FedBoard(const UpstreamLink& link) {
  Json doc;
  if (!ReadJson(link.board, &doc) || doc.kind != Json::kObject) Die(std::string("unreadable board of ") + link.slug);
  Board b;
  b.surface = Member(doc, "surface")->text.at(0);
  b.h = Number(Member(doc, "h"));
  b.w = Number(Member(doc, "w"));
  for (const Json& p : Member(doc, "pieces")->items) {
    const Json* reflected = Member(p, "reflected");
    b.pieces.push_back({Member(p, "letter")->text.at(0), Number(Member(p, "x")), Number(Member(p, "y")),
                        Number(Member(p, "rotation")),
                        reflected != nullptr && reflected->kind == Json::kBool && reflected->text == "true"});
  }
  for (const Json& t : Member(doc, "terrain")->items)
    b.terrain.push_back({Number(Member(t, "x")), Number(Member(t, "y"))});
  const Json* colors = Member(doc, "colors");
  for (size_t i = 0; i < colors->keys.size(); ++i) b.Color(colors->keys[i].at(0)) = Number(&colors->values[i]);
  return b;
}

bool Has(std::string_view causes, std::string_view cause) { return causes.find(cause) != std::string_view::npos; }

}  // namespace

void UpstreamVectors(Corpus& c) {
  const std::string f = "upstream.jsonl";
  std::map<std::string, int> counts;
  for (const UpstreamLink& link : kLinks) {
    const std::string group = std::string(link.era) + "/" + link.commit;
    const std::string id = "pentomino/upstream/" + group + "/" + Index(static_cast<uint32_t>(counts[group]++));
    const std::string_view causes = link.causes;
    const Board fed = FedBoard(link);
    const Outcome strict = Decode(link.slug, false).outcome;
    std::vector<std::string> flags = {"UpstreamEncoder"};
    if (Has(causes, "torient")) flags.push_back("LegacyTerrainOrientation");
    // Sides over 99 open ([GEN-6], §12) unless an item's row has three
    // digits, which the current app misreads (an erratum).
    const bool side_only = std::string_view(link.causes) == "side99" ||
                           std::string_view(link.causes) == "side99+torient" ||
                           std::string_view(link.causes) == "torient+side99";
    if ((Has(causes, "side99") && !(side_only && strict.ok())) || Has(causes, "v3at")) flags.push_back("OutOfRange");
    if (Has(causes, "side99")) flags.push_back("ThreeDigits");
    if (Has(causes, "v3bug")) flags.push_back("EarlyV3Spelling");
    if (Has(causes, "ysingles")) flags.push_back("YSinglesErratum");
    if (strict.ok() && MustWrite(strict.decoded.board, strict.decoded.version) != link.slug) {
      flags.push_back("WriterSpelling");
    }
    Case<Decoded> v{.id = id,
                    .slug = link.slug,
                    .flags = flags,
                    .comment = "written by the upstream " + std::string(link.era) + " encoder of " + link.commit};
    // What an era's encoder wrote for a board the spec can read: opened as
    // that board, by both profiles [GEN-6].
    const bool readable = causes.empty() || causes == "torient" || (side_only && strict.ok());
    if (readable) {
      const Outcome lenient = Decode(link.slug, true).outcome;
      const std::string version = lenient.ok() ? lenient.decoded.version : "";
      v.strict = Ok(version, fed);
      v.comment += "; opens as the board it was encoded from";
    } else {
      v.comment += std::string("; ") + link.causes;
    }
    c.Add(f, std::move(v));
  }
}

}  // namespace slugspec::corpusgen::pentomino
