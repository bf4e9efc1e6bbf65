// Crush against a plain transliteration of JSONCrush 1.1.8's algorithm: one
// JavaScript-like object for the table (property order, inherited names),
// indexOf loops for every count, and a full recount after every replacement.
// It is quadratic and slow, and independent of jsoncrush.cc's incremental
// table (jsoncrush_table.cc), so it pins that table's bookkeeping on inputs
// the golden vectors do not reach: periodic text, overlapping repeats, keys
// that are array indices, surrogate pairs, small maximum substring lengths.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "pentomino/jsoncrush.h"
#include "pentomino/jsoncrush_text.h"

namespace slugspec::pentomino::jsoncrush {
namespace {

using text::Units;

// A plain JavaScript object holding numbers: own properties in property
// order (array indices first, numerically, then insertion order).
class JsObject {
 public:
  // What obj[key] is truthy for: an own property (always > 1 here) or a
  // name every object inherits.
  bool Truthy(const Units& key) const {
    static const std::vector<Units> kInherited = {
        u"constructor",      u"__defineGetter__", u"__defineSetter__", u"hasOwnProperty",
        u"__lookupGetter__", u"__lookupSetter__", u"isPrototypeOf",    u"propertyIsEnumerable",
        u"toString",         u"valueOf",          u"__proto__",        u"toLocaleString"};
    return Find(key) != nullptr || std::find(kInherited.begin(), kInherited.end(), key) != kInherited.end();
  }
  int64_t* Find(const Units& key) {
    for (auto& [k, v] : props_) {
      if (k == key) return &v;
    }
    return nullptr;
  }
  const int64_t* Find(const Units& key) const { return const_cast<JsObject*>(this)->Find(key); }
  // obj[key] = value; "__proto__" = number is ignored by JavaScript.
  void Set(const Units& key, int64_t value) {
    if (key == u"__proto__") return;
    if (int64_t* v = Find(key)) {
      *v = value;
    } else {
      props_.emplace_back(key, value);
    }
  }
  void Delete(const Units& key) {
    std::erase_if(props_, [&](const auto& p) { return p.first == key; });
  }
  std::vector<Units> Keys() const {
    std::vector<std::pair<uint64_t, Units>> indices;
    std::vector<Units> others;
    for (const auto& [k, v] : props_) {
      if (const auto index = IndexOf(k)) {
        indices.emplace_back(*index, k);
      } else {
        others.push_back(k);
      }
    }
    std::sort(indices.begin(), indices.end());
    std::vector<Units> keys;
    for (auto& [i, k] : indices) keys.push_back(k);
    keys.insert(keys.end(), others.begin(), others.end());
    return keys;
  }

 private:
  static std::optional<uint64_t> IndexOf(const Units& k) {
    if (k.empty() || k.size() > 10 || (k.size() > 1 && k[0] == u'0')) return std::nullopt;
    uint64_t v = 0;
    for (char16_t c : k) {
      if (c < u'0' || c > u'9') return std::nullopt;
      v = v * 10 + (c - u'0');
    }
    if (v >= 0xFFFFFFFFu) return std::nullopt;
    return v;
  }
  std::vector<std::pair<Units, int64_t>> props_;
};

// string.split(a).join(b)
Units SplitJoin(const Units& s, const Units& a, const Units& b) {
  Units out;
  size_t pos = 0;
  for (size_t hit = s.find(a); hit != Units::npos; hit = s.find(a, pos)) {
    out += s.substr(pos, hit - pos) + b;
    pos = hit + a.size();
  }
  return out + s.substr(pos);
}

// encodeURIComponent(s).length, for text without unpaired surrogates.
int64_t ByteLength(const Units& s) {
  int64_t n = 0;
  for (unsigned char byte : text::EncodeUtf8(s)) n += text::IsUriUnreserved(byte) ? 1 : 3;
  return n;
}

// A regular expression a|b replaced by the other, left to right.
Units Swap(const Units& s, const Units& a, const Units& b) {
  Units out;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, a.size(), a) == 0) {
      out += b, i += a.size();
    } else if (s.compare(i, b.size(), b) == 0) {
      out += a, i += b.size();
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string NaiveCrush(const std::string& json, int max_substring_length) {
  Units string = text::DecodeUtf8Lossy(json);
  std::erase(string, u'\u0001');
  for (const auto& [a, b] :
       std::vector<std::pair<Units, Units>>{{u"\"", u"'"}, {u"':", u"!"}, {u",'", u"~"}, {u"}", u")"}, {u"{", u"("}}) {
    string = Swap(string, a, b);
  }

  // The package's replacement characters, built the way it builds them.
  std::vector<char16_t> characters;
  for (int i = 126; i > 0; --i) {
    if (text::IsUriUnreserved(static_cast<char32_t>(i))) characters.push_back(static_cast<char16_t>(i));
  }
  for (int i = 32; i < 255; ++i) {
    const auto c = static_cast<char16_t>(i);
    if (c != u'\\' && std::find(characters.begin(), characters.end(), c) == characters.end()) {
      characters.insert(characters.begin(), c);
    }
  }

  JsObject count_of;
  for (int64_t length = 2; length < max_substring_length; ++length) {
    for (int64_t i = 0; i < static_cast<int64_t>(string.size()) - length; ++i) {
      const Units sub = string.substr(i, length);
      if (count_of.Truthy(sub)) continue;
      if (text::IsLowSurrogate(sub.front()) || text::IsHighSurrogate(sub.back())) continue;
      int64_t count = 1;
      for (size_t pos = string.find(sub, i + length); pos != Units::npos; ++count) {
        pos = string.find(sub, pos + length);
      }
      if (count > 1) count_of.Set(sub, count);
    }
  }

  Units split_string;
  int64_t position = static_cast<int64_t>(characters.size());
  for (;;) {
    while (position-- && string.find(characters[position]) != Units::npos) {
    }
    if (position < 0) break;
    const Units with(1, characters[position]);
    std::optional<Units> best;
    int64_t best_delta = 0;
    for (const Units& key : count_of.Keys()) {
      const int64_t count = *count_of.Find(key);
      int64_t delta = (count - 1) * ByteLength(key) - (count + 1) * ByteLength(with);
      if (split_string.empty()) delta -= 3;
      if (delta <= 0) {
        count_of.Delete(key);
      } else if (delta > best_delta) {
        best = key, best_delta = delta;
      }
    }
    if (!best) break;
    string = SplitJoin(string, *best, with) + with + *best;
    split_string = with + split_string;
    JsObject next;
    for (const Units& key : count_of.Keys()) {
      const Units rewritten = SplitJoin(key, *best, with);
      int64_t count = 0;
      for (size_t pos = string.find(rewritten); pos != Units::npos; ++count) {
        pos = string.find(rewritten, pos + rewritten.size());
      }
      if (count > 1) next.Set(rewritten, count);
    }
    count_of = next;
  }
  if (!split_string.empty()) string += u'\u0001' + split_string;
  return text::EncodeUtf8(string + u'_');
}

// Text over a few characters, often periodic, so that repeats overlap,
// chain and nest; digits make keys that are array indices.
rc::Gen<std::string> GenRepetitive() {
  return rc::gen::exec([] {
    const std::string alphabet = *rc::gen::elementOf(
        std::vector<std::string>{"ab", "abc", "a1", "01", "{}\":,'", "!('g", "xy{\"p\":1}", "aé", "0123456789", "😀"});
    const auto picks = *rc::gen::container<std::vector<size_t>>(rc::gen::inRange<size_t>(0, alphabet.size()));
    std::string unit;
    for (size_t p : picks) unit += alphabet[p];
    // Multi-byte characters are picked whole.
    if (alphabet == "aé") unit = *rc::gen::elementOf(std::vector<std::string>{"a", "\xC3\xA9", "a\xC3\xA9"});
    if (alphabet == "😀") {
      unit = *rc::gen::elementOf(std::vector<std::string>{"\xF0\x9F\x98\x80", "a\xF0\x9F\x98\x80",
                                                          "\xF0\x9F\x98\x80\xF0\x9F\x98\x80"
                                                          "b"});
    }
    const int repeats = *rc::gen::inRange(1, 60);
    std::string s;
    for (int r = 0; r < repeats; ++r) {
      s += unit;
      if (*rc::gen::inRange(0, 4) == 0) s += *rc::gen::elementOf(std::vector<std::string>{"a", "1", "\"", "z"});
    }
    return s.substr(0, 300);
  });
}

RC_GTEST_PROP(JsonCrushOracle, CrushMatchesTheTransliteration, ()) {
  const std::string json = *GenRepetitive();
  const int max_length = *rc::gen::elementOf(std::vector<int>{kDefaultMaxSubstringLength, 3, 4, 7, 12});
  RC_ASSERT(Crush(json, max_length) == NaiveCrush(json, max_length));
}

RC_GTEST_PROP(JsonCrushOracle, CrushMatchesTheTransliterationOnBoards, ()) {
  // Piece lists like the v0 JSON, with the fields in changing values.
  const int pieces = *rc::gen::inRange(0, 14);
  std::string json = R"({"g":[)";
  for (int i = 0; i < pieces; ++i) {
    if (i > 0) json += ",";
    json += R"({"p":")" + std::string(1, "FILPNTUVWXYZ"[*rc::gen::inRange(0, 12)]) + R"(","o":)" +
            std::to_string(*rc::gen::inRange(0, 4)) + R"(,"e":)" + std::to_string(*rc::gen::inRange(0, 2)) +
            R"(,"x":)" + std::to_string(*rc::gen::inRange(0, 12)) + R"(,"y":)" +
            std::to_string(*rc::gen::inRange(0, 12)) + "}";
  }
  json += R"(],"h":)" + std::to_string(*rc::gen::inRange(3, 13)) + R"(,"w":)" +
          std::to_string(*rc::gen::inRange(3, 13)) + "}";
  RC_ASSERT(Crush(json) == NaiveCrush(json, kDefaultMaxSubstringLength));
}

TEST(JsonCrushOracle, AgreesOnHandPickedCases) {
  for (const std::string json :
       {"", "aa", "aaaa", "aaaaaaaaaaaaaaaaaaaaaaaaaaaa", "abababababababab", "abcabcabcabcxabcabc", "0101010101",
        "1212121234343412", "toStringtoStringtoString", "__proto____proto____proto__", "constructorconstructor",
        // A fuzz finding: a run whose repeats a replacement cuts into.
        "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!('g\x1b",
        // After the swaps the text holds ! ' ( ) * - . 1 2, so the
        // first replacement character is the digit 0, and keys
        // such as 1cd2 become array indices when rewritten.
        "{\"a\":\"b\"}*-.1cd21cd21cd2cdcdcd1cd2cd1cd2",
        // Replacement characters up to the letter o, and keys
        // around __pr?t?__.
        "{\"x\":\"y\"}*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmn"
        "__pr~~~t~~~____pr~~~t~~~____pr~~~t~~~____pr~~~t~~~__",
        // Surrogate pairs: no key may cut one.
        "\xF0\x9F\x98\x80\xF0\x9F\x98\x80"
        "a\xF0\x9F\x98\x80\xF0\x9F\x98\x80"
        "a"
        "\xF0\x9F\x98\x80\xF0\x9F\x98\x80"
        "a\xF0\x9F\x98\x80"
        "b\xF0\x9F\x98\x80"
        "b"}) {
    EXPECT_EQ(Crush(json), NaiveCrush(json, kDefaultMaxSubstringLength)) << json;
    EXPECT_EQ(Crush(json, 4), NaiveCrush(json, 4)) << json;
  }
}

}  // namespace
}  // namespace slugspec::pentomino::jsoncrush
