// The oracle's v0 checks (spec/pentomino.md §4): JSONCrush, then the JSON.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/pentomino/alphabet.h"
#include "corpusgen/pentomino/json_reader.h"
#include "corpusgen/pentomino/oracle.h"
#include "pentomino/jsoncrush.h"  // borrowed: npm jsoncrush 1.1.8, pinned by its own vectors

namespace slugspec::corpusgen::pentomino {

Oracle::Step Oracle::V0() {
  namespace jc = ::slugspec::pentomino::jsoncrush;
  std::string crushed, json;
  const auto decoded = jc::DecodeUriComponent(t_.chars, &crushed);
  if (!decoded.ok()) return Err(BAD_CHARACTER, At(decoded.offset()), "PEN-V0-1");
  if (crushed.empty() || crushed.back() != '_') {
    return Err(BAD_CHARACTER, At(static_cast<uint32_t>(t_.chars.size() - 1)), "PEN-V0-1");
  }
  if (t_.chars[1] != '\'') return Err(BAD_CHARACTER, At(1), "PEN-V0-7");
  const auto expanded = jc::Uncrush(crushed, kMaxExpanded, &json);
  if (!expanded.ok()) {
    if (expanded.code() != LIMIT_EXCEEDED) Die("uncrush failed without a limit: not a vector this oracle decides");
    return Err(LIMIT_EXCEEDED, 0, "PEN-V0-2");
  }
  Json doc;
  const auto bad = [] { return Err(BAD_JSON, 0, "PEN-V0-3"); };
  if (!ReadJson(json, &doc) || doc.kind != Json::kObject) return bad();
  // Exactly the keys g and h, w or x, y.
  std::map<std::string, const Json*> top;
  for (size_t m = 0; m < doc.keys.size(); ++m) {
    const std::string& k = doc.keys[m];
    const Json& v = doc.values[m];
    if (!top.emplace(k, &v).second) ambiguous_ = "a JSON key given twice";
  }
  std::set<std::string> keys;
  for (const auto& [k, v] : top) keys.insert(k);
  const bool hw = keys == std::set<std::string>{"g", "h", "w"};
  const bool xy = keys == std::set<std::string>{"g", "x", "y"};
  if (!hw && !xy) return bad();
  version_ = hw ? "v0b" : "v0a";
  const Json* g = top["g"];
  if (g->kind != Json::kArray) return bad();
  // An integer: a number token without fraction or exponent.
  struct Int {
    bool huge = false;
    long long v = 0;
  };
  std::string why_not;
  const auto as_int = [&](const Json* j, Int* out) {
    if (j->kind != Json::kNumber) return false;
    if (j->text.find_first_of(".eE") != std::string::npos) {
      // 2.5 is no integer; 2.0 and 2e0 are integers in value, not in form.
      const size_t dot = j->text.find('.');
      const bool zero_fraction =
          dot != std::string::npos && j->text.find_first_not_of('0', dot + 1) == std::string::npos;
      if (zero_fraction || j->text.find_first_of("eE") != std::string::npos) {
        ambiguous_ = "a JSON number with an exponent or a zero fraction";
      }
      return false;
    }
    const bool neg = j->text[0] == '-';
    const std::string digits = j->text.substr(neg ? 1 : 0);
    if (digits.size() > 12) {
      out->huge = true;
      out->v = neg ? -1 : 1000000;
    } else {
      out->v = std::stoll(digits) * (neg ? -1 : 1);
    }
    return true;
  };
  Int rows, cols;
  if (!as_int(top[hw ? "h" : "y"], &rows) || !as_int(top[hw ? "w" : "x"], &cols)) return bad();
  struct Entry {
    std::string p;
    Int o, e, x, y;
  };
  std::vector<Entry> entries;
  for (const Json& item : g->items) {
    if (item.kind != Json::kObject) return bad();
    std::map<std::string, const Json*> m;
    for (size_t i = 0; i < item.keys.size(); ++i) {
      const std::string& k = item.keys[i];
      const Json& v = item.values[i];
      if (!m.emplace(k, &v).second) ambiguous_ = "a JSON key given twice";
    }
    std::set<std::string> ks;
    for (const auto& [k, v] : m) ks.insert(k);
    if (ks != std::set<std::string>{"p", "o", "e", "x", "y"}) return bad();
    Entry en;
    if (m["p"]->kind != Json::kString) return bad();
    en.p = m["p"]->text;
    if (!as_int(m["o"], &en.o) || !as_int(m["e"], &en.e) || !as_int(m["x"], &en.x) || !as_int(m["y"], &en.y)) {
      return bad();
    }
    entries.push_back(en);
  }
  // [PEN-V0-4], [PEN-V0-5] and [PEN-C3]. The spec lists the checks; whether they run
  // check by check over all entries or entry by entry is open, so an
  // input where the two orders differ is refused.
  const auto known = [](const std::string& p) { return p == "Terrain" || (p.size() == 1 && LetterIndex(p[0]) >= 0); };
  const auto side_ok = [](const Int& v) { return !v.huge && v.v >= 1 && v.v <= kMaxLegacySide; };
  const auto entry_ok = [&](const Entry& en) {
    return !en.o.huge && !en.e.huge && !en.x.huge && !en.y.huge && en.o.v >= 0 && en.o.v <= 3 && en.e.v >= 0 &&
           en.e.v <= 1 && en.x.v >= 0 && en.x.v < rows.v && en.y.v >= 0 && en.y.v < cols.v;
  };
  std::vector<ErrorCode> by_check, by_entry;
  for (const Entry& en : entries) {
    if (!known(en.p)) by_check.push_back(UNKNOWN_PIECE);
  }
  if (!side_ok(rows) || !side_ok(cols)) by_check.push_back(VALUE_OUT_OF_RANGE);
  for (const Entry& en : entries) {
    if (!entry_ok(en)) by_check.push_back(VALUE_OUT_OF_RANGE);
  }
  if (!side_ok(rows) || !side_ok(cols)) by_entry.push_back(VALUE_OUT_OF_RANGE);
  for (const Entry& en : entries) {
    if (!known(en.p)) by_entry.push_back(UNKNOWN_PIECE);
    if (!entry_ok(en)) by_entry.push_back(VALUE_OUT_OF_RANGE);
  }
  if (!by_check.empty() || !by_entry.empty()) {
    if (by_check.empty() || by_entry.empty() || by_check[0] != by_entry[0]) ambiguous_ = "v0 check order";
    const ErrorCode code = !by_check.empty() ? by_check[0] : by_entry[0];
    return Err(code, 0, code == UNKNOWN_PIECE ? "PEN-V0-4" : "PEN-V0-5");
  }
  board_.h = static_cast<int>(rows.v);
  board_.w = static_cast<int>(cols.v);
  for (const Entry& en : entries) {
    const int x = static_cast<int>(en.x.v), y = static_cast<int>(en.y.v);
    const int o = static_cast<int>(en.o.v + 4 * en.e.v);
    if (en.p == "Terrain") board_.terrain_o.emplace(std::make_pair(x, y), o);  // [PEN-C2]: the first block's
    if (en.p == "Terrain") {
      AddTerrain(x, y);
    } else {
      AddPiece(en.p[0], o, 0, x, y);
    }
  }
  return std::nullopt;
}

}  // namespace slugspec::corpusgen::pentomino
