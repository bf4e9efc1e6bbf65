// The tokens of JSON (RFC 8259): white space, punctuation, literals, strings
// with their escapes, numbers. The readers share them and differ only in what
// a token may mean: the proto3 JSON mapping (registry/json_parse.cc), the JSON
// inside a v0 pentomino slug (pentomino/v0_json.cc) and the corpus reader's
// scan of a vector's line (corpus/reader). Sharing the lexer keeps one
// definition of what JSON text is, and one set of error messages.
#ifndef SLUGSPEC_COMMON_JSON_LEXER_H_
#define SLUGSPEC_COMMON_JSON_LEXER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace slugspec {

// The length of the valid UTF-8 sequence starting at s[i], or 0 if none
// starts there (overlong forms, surrogates and code points past U+10FFFF are
// not valid). Printing JSON needs it too.
size_t Utf8Length(std::string_view s, size_t i);

// A cursor over one JSON text. Every method that fails records why and
// where, keeping the first error (later ones are consequences of it), and
// returns false.
class JsonLexer {
 public:
  explicit JsonLexer(std::string_view text) : s_(text) {}

  // Records `why` at the cursor unless an error is already recorded; false.
  bool Fail(const std::string& why);
  const std::string& error() const { return error_; }
  // The byte where the recorded error was found.
  size_t error_offset() const { return error_offset_; }

  bool AtEnd() const { return pos_ == s_.size(); }
  // The cursor: the byte the next token starts at (or white space before it).
  size_t position() const { return pos_; }
  // The byte at the cursor; only when !AtEnd().
  char Current() const { return s_[pos_]; }
  void Skip(size_t n) { pos_ += n; }

  void SkipSpace() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) ++pos_;
  }
  // After white space: whether `c` comes next (not consumed).
  bool Peek(char c) {
    SkipSpace();
    return pos_ < s_.size() && s_[pos_] == c;
  }
  // After white space: consumes `c` if it comes next.
  bool Accept(char c) {
    if (!Peek(c)) return false;
    ++pos_;
    return true;
  }
  // After white space: consumes `c`, or fails.
  bool Expect(char c) {
    if (!Peek(c)) return Fail(std::string("expected '") + c + "'");
    ++pos_;
    return true;
  }
  // Whether the text at the cursor begins with `word` (no white space skipped).
  bool LooksAt(std::string_view word) const { return s_.substr(pos_, word.size()) == word; }
  // Consumes `word` if the text at the cursor begins with it.
  bool Literal(std::string_view word) {
    if (!LooksAt(word)) return false;
    pos_ += word.size();
    return true;
  }

  // The string at the cursor (which is '"'), unescaped into UTF-8 and
  // appended to `out`. A lone surrogate escape is an error: it has no UTF-8.
  bool String(std::string* out);

  // The usual number, read without strtold: a plain decimal integer of up to
  // 18 digits (so it fits in int64) at the cursor, not followed by more of a
  // number. Not consumed (Skip(length) does), so that a reader can refuse it
  // where it stands. nullopt when the number there is anything else.
  struct PlainInteger {
    int64_t value;
    size_t length;
  };
  std::optional<PlainInteger> PeekPlainInteger() const;

  // What SkipValue checks of what it skips, beyond JSON's syntax. The three
  // together refuse at least what a google.protobuf.Struct refuses (a
  // reader that skips a value to read it later that way may refuse more).
  struct SkipChecks {
    bool unique_keys = false;       // an object names no key twice
    bool finite_numbers = false;    // every number is within a double's range
    size_t* values_left = nullptr;  // counted down a value at a time; none left fails
  };
  // Consumes any one JSON value, checking its syntax and `checks`, nested
  // at most `depth_left` more arrays or objects deep.
  bool SkipValue(int depth_left, const SkipChecks& checks);
  bool SkipValue(int depth_left) { return SkipValue(depth_left, SkipChecks{}); }

  // Consumes and returns the run of characters a number can be made of; it
  // is a number only if NumberValue accepts it.
  std::string_view NumberChars();

  // Whether `text` is a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  static bool IsNumber(std::string_view text);
  // The value of `text` if it is a JSON number, else nullopt. A number of
  // more than 64 characters is read as an infinity of its sign: longer than
  // any number worth reading exactly, so only its sign is kept.
  static std::optional<long double> NumberValue(std::string_view text);
  // The exact value of `text` if it is a JSON number whose value is an
  // integer of magnitude below 2^64, however written ("1e2", "100.0"); else
  // nullopt. Read digit by digit, with no floating point: the same answer
  // on every platform, and exact where a double would round.
  struct Integer {
    bool negative;
    uint64_t magnitude;
  };
  static std::optional<Integer> IntegerValue(std::string_view text);

 private:
  // The four hex digits of a \u escape, or nullopt with the error set.
  std::optional<uint32_t> Hex4();

  std::string_view s_;
  size_t pos_ = 0;
  std::string error_;
  size_t error_offset_ = 0;
};

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_JSON_LEXER_H_
