#include "corpusgen/pentomino/json_reader.h"

#include <cstddef>
#include <utility>

#include "corpusgen/common/chars.h"
#include "corpusgen/pentomino/alphabet.h"

namespace slugspec::corpusgen::pentomino {
namespace {

class JsonReader {
 public:
  explicit JsonReader(std::string_view s) : s_(s) {}
  bool Read(Json* out) {
    Space();
    if (!Value(out, 0)) return false;
    Space();
    return i_ == s_.size();
  }

 private:
  void Space() {
    while (i_ < s_.size() && In(s_[i_], " \t\n\r")) ++i_;
  }
  bool Lit(std::string_view w) {
    if (s_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  bool Value(Json* v, int depth) {
    if (depth > 64 || i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '{') {
      v->kind = Json::kObject;
      ++i_;
      Space();
      if (i_ < s_.size() && s_[i_] == '}') return ++i_, true;
      for (;;) {
        Space();
        Json key;
        if (i_ >= s_.size() || s_[i_] != '"' || !String(&key.text)) return false;
        Space();
        if (!Lit(":")) return false;
        Space();
        Json val;
        if (!Value(&val, depth + 1)) return false;
        v->keys.push_back(key.text);
        v->values.push_back(std::move(val));
        Space();
        if (Lit("}")) return true;
        if (!Lit(",")) return false;
      }
    }
    if (c == '[') {
      v->kind = Json::kArray;
      ++i_;
      Space();
      if (i_ < s_.size() && s_[i_] == ']') return ++i_, true;
      for (;;) {
        Space();
        Json val;
        if (!Value(&val, depth + 1)) return false;
        v->items.push_back(std::move(val));
        Space();
        if (Lit("]")) return true;
        if (!Lit(",")) return false;
      }
    }
    if (c == '"') {
      v->kind = Json::kString;
      return String(&v->text);
    }
    if (Lit("true")) return v->kind = Json::kBool, v->text = "true", true;
    if (Lit("false")) return v->kind = Json::kBool, v->text = "false", true;
    if (Lit("null")) return v->kind = Json::kNull, true;
    return Number(v);
  }
  bool String(std::string* out) {
    ++i_;  // '"'
    while (i_ < s_.size()) {
      const auto c = static_cast<unsigned char>(s_[i_]);
      if (c == '"') return ++i_, true;
      if (c < 0x20) return false;
      if (c == '\\') {
        if (++i_ >= s_.size()) return false;
        const char e = s_[i_++];
        if (e == 'u') {
          if (i_ + 4 > s_.size()) return false;
          for (int k = 0; k < 4; ++k) {
            if (HexValue(s_[i_ + k]) < 0) return false;
          }
          *out += "\\u" + std::string(s_.substr(i_, 4));  // kept escaped: only compared, never shown
          i_ += 4;
        } else if (In(e, "\"\\/bfnrt")) {
          *out += '\\';
          *out += e;
        } else {
          return false;
        }
        continue;
      }
      *out += static_cast<char>(c);
      ++i_;
    }
    return false;
  }
  bool Number(Json* v) {
    const size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
    if (s_[i_] == '0') {
      ++i_;
    } else {
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (i_ >= s_.size() || !IsDigit(s_[i_])) return false;
      while (i_ < s_.size() && IsDigit(s_[i_])) ++i_;
    }
    v->kind = Json::kNumber;
    v->text = std::string(s_.substr(start, i_ - start));
    return true;
  }
  std::string_view s_;
  size_t i_ = 0;
};

}  // namespace

bool ReadJson(std::string_view text, Json* out) { return JsonReader(text).Read(out); }

}  // namespace slugspec::corpusgen::pentomino
