// sudoku_vectors: generates the sudoku golden vectors, corpus/sudoku/*.jsonl
// (format: corpus/README.md).
//
// This program is an independent implementation of spec/sudoku.md on purpose:
// it does not link the reference library. Each slug is built from its intent
// (givens, header bytes, damage) with the bit packer and base64 encoder below,
// and each expected outcome comes from the small decoder below (the "oracle"),
// written from the spec text alone. Most vectors also state their intended
// outcome by hand (cell 81 in tuple 2 is VALUE_OUT_OF_RANGE at the character
// that carries that tuple's first bit); the oracle must agree with every such
// statement or generation stops, so the hand-stated cases check the oracle and
// the oracle checks the reference (conformance/corpus_test.cc).
//
// Usage:
//   sudoku_vectors OUTDIR         writes OUTDIR/<topic>.jsonl
//   sudoku_vectors --check DIR    exits 1, with a summary, if DIR differs from
//                                 what would be written (the drift test)
//
// Output is deterministic: fixed seeds, a private PRNG, no std distributions.
#include "corpus_files.h"
#include "generator_support.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "slugspec/common.pb.h"

namespace {

using slugspec::corpusgen::Escape;
using slugspec::corpusgen::HexValue;
using slugspec::corpusgen::In;
using slugspec::corpusgen::Len;
using slugspec::corpusgen::PercentDecodeOnce;
using slugspec::corpusgen::PercentEscape;
using slugspec::corpusgen::Quote;
using slugspec::corpusgen::FinishVectorLine;
using slugspec::corpusgen::Received;
using slugspec::corpusgen::Text;
using slugspec::corpusgen::Wrap;

using slugspec::ErrorCode;
using Bytes = std::vector<uint8_t>;

constexpr ErrorCode kOk = slugspec::ERROR_CODE_UNSPECIFIED;
constexpr ErrorCode EMPTY_INPUT = slugspec::EMPTY_INPUT;
constexpr ErrorCode INPUT_TOO_LONG = slugspec::INPUT_TOO_LONG;
constexpr ErrorCode BAD_CHARACTER = slugspec::BAD_CHARACTER;
constexpr ErrorCode BAD_BASE64 = slugspec::BAD_BASE64;
constexpr ErrorCode BAD_MAGIC = slugspec::BAD_MAGIC;
constexpr ErrorCode UNKNOWN_VERSION = slugspec::UNKNOWN_VERSION;
constexpr ErrorCode TRUNCATED = slugspec::TRUNCATED;
constexpr ErrorCode TRAILING_DATA = slugspec::TRAILING_DATA;
constexpr ErrorCode NON_CANONICAL = slugspec::NON_CANONICAL;
constexpr ErrorCode VALUE_OUT_OF_RANGE = slugspec::VALUE_OUT_OF_RANGE;
constexpr ErrorCode DUPLICATE = slugspec::DUPLICATE;

constexpr size_t kMaxInput = 4096;  // [SUD-T1]
constexpr std::string_view kSeedSlug = "UyF2MQRhyECJQWIySCkiKoXU+yAUcJiTwoVTKoVqsHYm5V3D54DxCitHWQclJ0g=";

[[noreturn]] void Die(const std::string& why) {
  std::cerr << "sudoku_vectors: " << why << "\n";
  std::exit(2);
}

struct Given {
  uint32_t cell = 0;
  uint32_t digit = 0;
  bool operator==(const Given&) const = default;
};
using Givens = std::vector<Given>;

// ---------------------------------------------------------------------------
// Building slugs

// Appends fields most significant bit first; the first bit is bit 7 of byte 0.
class BitPacker {
 public:
  explicit BitPacker(Bytes start) : bytes_(std::move(start)), bits_(bytes_.size() * 8) {}

  void Put(uint32_t value, int width) {
    for (int i = width - 1; i >= 0; --i) {
      if (bits_ % 8 == 0) bytes_.push_back(0);
      if ((value >> i) & 1u) bytes_.back() = static_cast<uint8_t>(bytes_.back() | (0x80u >> (bits_ % 8)));
      ++bits_;
    }
  }
  // The bits left in the current byte: the v1 pad bits.
  int BitsToByteEnd() const { return static_cast<int>((8 - bits_ % 8) % 8); }
  const Bytes& bytes() const { return bytes_; }

 private:
  Bytes bytes_;
  size_t bits_;
};

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// RFC 4648 §4 base64. `spare` fills the bits of the last character that make
// no whole byte (zero in a canonical slug); `pad` writes the '=' padding.
std::string Base64(const Bytes& bytes, bool pad = true, uint32_t spare = 0) {
  std::string out;
  size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const uint32_t v = uint32_t{bytes[i]} << 16 | uint32_t{bytes[i + 1]} << 8 | bytes[i + 2];
    for (int shift = 18; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
  }
  const size_t rest = bytes.size() - i;
  if (rest == 0 && spare != 0) Die("no spare bits to fill");
  if (rest == 1) {
    if (spare > 15) Die("4 spare bits cannot hold that");
    const uint32_t v = uint32_t{bytes[i]} << 4 | spare;
    out += kAlphabet[v >> 6];
    out += kAlphabet[v & 63];
    if (pad) out += "==";
  } else if (rest == 2) {
    if (spare > 3) Die("2 spare bits cannot hold that");
    const uint32_t v = (uint32_t{bytes[i]} << 8 | bytes[i + 1]) << 2 | spare;
    for (int shift = 12; shift >= 0; shift -= 6) out += kAlphabet[(v >> shift) & 63];
    if (pad) out += "=";
  }
  return out;
}

std::string Unpadded(const Bytes& bytes) { return Base64(bytes, false); }

Bytes Header(char version) { return {'S', '!', 'v', static_cast<uint8_t>(version)}; }

Bytes Concat(Bytes a, const Bytes& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// v0: the header, then a cell byte and a digit byte per given, as given (so
// out-of-range values can be written), then `extra` bytes.
Bytes V0Bytes(const Givens& givens, const Bytes& extra = {}) {
  Bytes b = Header('0');
  for (const Given& g : givens) {
    if (g.cell > 255 || g.digit > 255) Die("v0 values are bytes");
    b.push_back(static_cast<uint8_t>(g.cell));
    b.push_back(static_cast<uint8_t>(g.digit));
  }
  return Concat(b, extra);
}

// v1: the header, 7 cell bits and 4 digit bits per given, the pad bits (value
// `pad`, zero in a canonical slug), then `extra` whole bytes.
Bytes V1Bytes(const Givens& givens, uint32_t pad = 0, const Bytes& extra = {}) {
  BitPacker p(Header('1'));
  for (const Given& g : givens) {
    if (g.cell > 127 || g.digit > 15) Die("v1 fields are 7 and 4 bits");
    p.Put(g.cell, 7);
    p.Put(g.digit, 4);
  }
  const int pad_bits = p.BitsToByteEnd();
  if (pad >> pad_bits) Die("pad value wider than the pad bits");
  p.Put(pad, pad_bits);
  return Concat(p.bytes(), extra);
}

std::string V0(const Givens& g, const Bytes& extra = {}) { return Base64(V0Bytes(g, extra)); }
std::string V1(const Givens& g, uint32_t pad = 0, const Bytes& extra = {}) { return Base64(V1Bytes(g, pad, extra)); }

Givens Sorted(Givens g) {
  std::sort(g.begin(), g.end(), [](const Given& a, const Given& b) { return a.cell < b.cell; });
  return g;
}

// The canonical slug of a puzzle in a version ([SUD-E2]).
std::string Canonical(const Givens& g, char version) {
  return version == '0' ? V0(Sorted(g)) : V1(Sorted(g));
}

// The number of v1 pad bits for n givens: 8*ceil(11n/8) - 11n.
int V1PadBits(size_t n) { return static_cast<int>((8 - (11 * n) % 8) % 8); }

// Offsets by intent. A check about a decoded bit reports the character that
// carries it: character floor(bit/6) (spec §5); the header is 32 bits.
uint32_t CharOfBit(size_t bit) { return static_cast<uint32_t>(bit / 6); }
uint32_t V1TupleAt(size_t i) { return CharOfBit(32 + 11 * i); }
uint32_t V1DigitAt(size_t i) { return CharOfBit(32 + 11 * i + 7); }
uint32_t V1PadAt(size_t n, int k) { return CharOfBit(32 + 11 * n + static_cast<size_t>(k)); }
uint32_t V0CellAt(size_t i) { return CharOfBit(8 * (4 + 2 * i)); }
uint32_t V0DigitAt(size_t i) { return CharOfBit(8 * (5 + 2 * i)); }

// ---------------------------------------------------------------------------
// Puzzles

// n givens spread over the grid, ascending, with every digit in use.
Givens Spread(size_t n) {
  Givens g;
  for (size_t i = 0; i < n; ++i) {
    const auto cell = static_cast<uint32_t>(i * 81 / n);
    g.push_back({cell, 1 + (cell + 2 * static_cast<uint32_t>(i)) % 9});
  }
  return g;
}

// A solved grid: all 81 cells, obeying the rules of sudoku.
Givens FullGrid() {
  Givens g;
  for (uint32_t cell = 0; cell < 81; ++cell) {
    const uint32_t r = cell / 9, c = cell % 9;
    g.push_back({cell, (r * 3 + r / 3 + c) % 9 + 1});
  }
  return g;
}

// Row-major grid text, '.' for empty, '/' between rows ignored.
Givens FromGrid(std::string_view grid) {
  Givens g;
  uint32_t cell = 0;
  for (char ch : grid) {
    if (ch == '/' || ch == ' ') continue;
    if (ch != '.') g.push_back({cell, static_cast<uint32_t>(ch - '0')});
    ++cell;
  }
  if (cell != 81) Die("grid is not 81 cells");
  return g;
}

// The seed's example (notes §1.8).
Givens SeedGivens() {
  return FromGrid("..3....21/4.19...5./2..4.5.../....61..8/..28591../5..73..../...5.8..7/.7...26.5/34....9..");
}

const Givens kPair = {{19, 6}, {57, 4}};  // upstream README's example

// splitmix64: a fixed, portable generator (std distributions are
// implementation-defined, and the corpus must be the same everywhere).
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  uint32_t Below(uint32_t n) { return static_cast<uint32_t>(Next() % n); }

 private:
  uint64_t state_;
};

// n distinct random cells (partial Fisher-Yates) with random digits, ascending.
Givens RandomPuzzle(SplitMix64* rng, uint32_t n) {
  std::array<uint32_t, 81> cells{};
  for (uint32_t i = 0; i < 81; ++i) cells[i] = i;
  Givens g;
  for (uint32_t i = 0; i < n; ++i) {
    std::swap(cells[i], cells[i + rng->Below(81 - i)]);
    g.push_back({cells[i], 1 + rng->Below(9)});
  }
  return Sorted(g);
}

// The first of a fixed sequence of random puzzles (2 to 6 givens) whose v1
// slug has `count` of each character of `chars`: for vectors that damage '+'
// and '/'.
Givens PuzzleWhoseSlugHas(std::string_view chars, size_t count = 1) {
  SplitMix64 rng(0x2b2f);
  for (int attempt = 0; attempt < 100000; ++attempt) {
    const Givens g = RandomPuzzle(&rng, 2 + rng.Below(5));
    const std::string s = V1(g);
    bool all = true;
    for (char c : chars) all = all && static_cast<size_t>(std::count(s.begin(), s.end(), c)) >= count;
    if (all) return g;
  }
  Die("no puzzle found");
}

// ---------------------------------------------------------------------------
// Damage, as links suffer it in transit



std::string Replace(std::string s, char from, std::string_view to) {
  std::string out;
  for (char c : s) out += c == from ? std::string(to) : std::string(1, c);
  return out;
}

std::string Insert(std::string s, size_t at, std::string_view what) { return s.insert(at, what); }


std::string UrlSafe(std::string s) {
  std::replace(s.begin(), s.end(), '+', '-');
  std::replace(s.begin(), s.end(), '/', '_');
  return s;
}

std::string StripPadding(std::string s) { return s.substr(0, s.find('=')); }

// ---------------------------------------------------------------------------
// The oracle: spec/sudoku.md §2-§7, check by check, in order.

struct Outcome {
  ErrorCode code = kOk;
  uint32_t offset = 0;
  std::string requirement;  // the failing check's id
  char version = 0;         // '0' or '1' when accepted
  Givens givens;
  bool ok() const { return code == kOk; }
};

Outcome Ok(char version, Givens givens) {
  Outcome o;
  o.version = version;
  o.givens = std::move(givens);
  return o;
}

Outcome Err(ErrorCode code, uint32_t offset, std::string requirement = "") {
  Outcome o;
  o.code = code;
  o.offset = offset;
  o.requirement = std::move(requirement);
  return o;
}

bool Same(const Outcome& a, const Outcome& b) {
  if (a.code != b.code) return false;
  return a.ok() ? a.version == b.version && a.givens == b.givens : a.offset == b.offset;
}

std::string Describe(const Outcome& o) {
  if (!o.ok()) return slugspec::ErrorCode_Name(o.code) + " at " + std::to_string(o.offset);
  std::string s = std::string("v") + o.version + " with " + std::to_string(o.givens.size()) + " givens:";
  for (const Given& g : o.givens) s += " " + std::to_string(g.cell) + "=" + std::to_string(g.digit);
  return s;
}






// The lenient repairs of §3, in their order.
Text LenientRepairs(std::string_view input) {
  // 1. Percent-escapes, once and (when escapes remain) once more; a second
  //    round over text without escapes changes nothing.
  Text t = PercentDecodeOnce(PercentDecodeOnce(Received(input)));
  // 2. Line breaks and tabs.
  Text kept;
  kept.input_size = t.input_size;
  for (size_t i = 0; i < t.chars.size(); ++i) {
    if (!In(t.chars[i], "\t\n\f\r")) kept.Push(t.chars[i], t.origin[i]);
  }
  // 3. Prose punctuation at the ends.
  size_t begin = 0, end = kept.chars.size();
  while (begin < end && In(kept.chars[begin], "([{<\"'`")) ++begin;
  while (end > begin && In(kept.chars[end - 1], ".,;:!?)]}>\"'`")) --end;
  Text trimmed;
  trimmed.input_size = kept.input_size;
  for (size_t i = begin; i < end; ++i) trimmed.Push(kept.chars[i], kept.origin[i]);
  // 4. Space, 5. URL-safe alphabet.
  for (char& c : trimmed.chars) {
    if (c == ' ' || c == '-') c = '+';
    if (c == '_') c = '/';
  }
  return trimmed;
}

// The failures of canonical checks (spec/README.md §2): the one with the
// lowest offset is reported, and only if no other check fails. Two different
// codes at that lowest offset would leave the answer to check order, which
// the spec does not pin down; vectors must not depend on it.
class Findings {
 public:
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!first_ || offset < first_->offset) {
      first_ = Err(code, offset, requirement);
      tie_ = false;
    } else if (offset == first_->offset && code != first_->code) {
      tie_ = true;
    }
  }
  const std::optional<Outcome>& first() const { return first_; }
  bool tie() const { return tie_; }

 private:
  std::optional<Outcome> first_;
  bool tie_ = false;
};

// The per-given checks of §6 and §7, which differ only in their ids.
struct GivenRules {
  const char* cell;
  const char* digit;
  const char* conflict;
  const char* repeat;
  const char* order;
};
constexpr GivenRules kV0Rules = {"SUD-V0-2", "SUD-V0-3", "SUD-V0-4", "SUD-V0-5", "SUD-V0-6"};
constexpr GivenRules kV1Rules = {"SUD-V1-2", "SUD-V1-3", "SUD-V1-4", "SUD-V1-5", "SUD-V1-6"};

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), text_(lenient ? LenientRepairs(input) : Received(input)) {}

  Outcome Run(bool* ambiguous) {
    *ambiguous = false;
    if (text_.input_size > kMaxInput) return Err(INPUT_TOO_LONG, kMaxInput, "SUD-T1");
    if (text_.chars.empty()) return Err(EMPTY_INPUT, 0, "SUD-T2");
    if (auto e = Base64Layer()) return *e;
    char version = 0;
    if (auto e = HeaderLayer(&version)) return *e;
    if (auto e = version == '0' ? V0Layer() : V1Layer()) return *e;
    if (findings_.first()) {
      *ambiguous = findings_.tie();
      return *findings_.first();
    }
    return Ok(version, givens_);
  }

 private:
  uint32_t AtBit(size_t bit) const { return text_.At(bit / 6); }
  uint32_t AtByte(size_t k) const { return AtBit(8 * k); }
  uint32_t End() const { return text_.input_size; }
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!lenient_) findings_.Note(code, offset, requirement);
  }
  uint32_t Bits(size_t bit, int width) const {
    uint32_t v = 0;
    for (int i = 0; i < width; ++i, ++bit) v = v << 1 | ((bytes_[bit / 8] >> (7 - bit % 8)) & 1u);
    return v;
  }

  // §4
  std::optional<Outcome> Base64Layer() {
    const std::string& s = text_.chars;
    for (size_t i = 0; i < s.size(); ++i) {
      if (!In(s[i], kAlphabet) && s[i] != '=') return Err(BAD_CHARACTER, text_.At(i), "SUD-B1");
    }
    const size_t data = std::min(s.find('='), s.size());
    for (size_t i = data; i < s.size(); ++i) {
      if (s[i] != '=') return Err(BAD_BASE64, text_.At(data), "SUD-B2");
    }
    if (data % 4 == 1) return Err(BAD_BASE64, text_.At(data - 1), "SUD-B3");
    const size_t padding = s.size() - data;
    const size_t needed = data % 4 == 2 ? 2 : data % 4 == 3 ? 1 : 0;
    if (padding != 0 && padding != needed) return Err(BAD_BASE64, text_.At(data), "SUD-B4");
    if (padding == 0 && needed != 0) Note(NON_CANONICAL, End(), "SUD-B5");
    uint32_t acc = 0;
    int held = 0;
    for (size_t i = 0; i < data; ++i) {
      acc = (acc << 6 | static_cast<uint32_t>(kAlphabet.find(s[i]))) & 0xFFF;
      held += 6;
      if (held >= 8) {
        held -= 8;
        bytes_.push_back(static_cast<uint8_t>(acc >> held));
      }
    }
    if ((acc & ((1u << held) - 1)) != 0) Note(NON_CANONICAL, text_.At(data - 1), "SUD-B6");
    return std::nullopt;
  }

  // §5
  std::optional<Outcome> HeaderLayer(char* version) {
    const std::string_view magic = "S!";
    for (size_t k = 0; k < 2; ++k) {
      if (k >= bytes_.size()) return Err(TRUNCATED, End(), "SUD-H1");
      if (bytes_[k] != magic[k]) return Err(BAD_MAGIC, AtByte(k), "SUD-H1");
    }
    if (bytes_.size() < 3) return Err(TRUNCATED, End(), "SUD-H2");
    if (bytes_[2] != 'v') return Err(UNKNOWN_VERSION, AtByte(2), "SUD-H2");
    if (bytes_.size() < 4) return Err(TRUNCATED, End(), "SUD-H2");
    if (bytes_[3] != '0' && bytes_[3] != '1') return Err(UNKNOWN_VERSION, AtByte(2), "SUD-H2");
    *version = static_cast<char>(bytes_[3]);
    return std::nullopt;
  }

  // §6. [SUD-V0-1] is about the whole payload and listed first, so it runs
  // before the pair-by-pair checks. (No vector combines an odd payload with
  // a bad pair: §6 also says "the checks run pair by pair", and the two
  // readings differ there.)
  std::optional<Outcome> V0Layer() {
    if (bytes_.size() % 2 != 0) return Err(TRUNCATED, End(), "SUD-V0-1");
    for (size_t k = 4; k < bytes_.size(); k += 2) {
      if (auto e = Accept({bytes_[k], bytes_[k + 1]}, AtByte(k), AtByte(k + 1), kV0Rules)) return e;
    }
    return std::nullopt;
  }

  // §7
  std::optional<Outcome> V1Layer() {
    const size_t total = bytes_.size() * 8;
    size_t bit = 32;
    for (; total - bit >= 11; bit += 11) {
      if (auto e = Accept({Bits(bit, 7), Bits(bit + 7, 4)}, AtBit(bit), AtBit(bit + 7), kV1Rules)) return e;
    }
    const size_t pad_end = (bit + 7) / 8 * 8;
    for (size_t b = bit; b < pad_end; ++b) {
      if (Bits(b, 1) != 0) {
        Note(NON_CANONICAL, AtBit(b), "SUD-V1-7");
        break;
      }
    }
    if (total - pad_end >= 8) Note(TRAILING_DATA, AtBit(pad_end), "SUD-V1-8");
    return std::nullopt;
  }

  // Range, repeat and order of one given; `at` is its cell field (for v0 the
  // cell byte, for v1 the tuple's first bit).
  std::optional<Outcome> Accept(Given g, uint32_t at, uint32_t digit_at, const GivenRules& r) {
    if (g.cell > 80) return Err(VALUE_OUT_OF_RANGE, at, r.cell);
    if (g.digit < 1 || g.digit > 9) return Err(VALUE_OUT_OF_RANGE, digit_at, r.digit);
    uint32_t& seen = digit_of_[g.cell];
    if (seen != 0 && seen != g.digit) return Err(DUPLICATE, at, r.conflict);
    const bool smaller = previous_cell_ && g.cell < *previous_cell_;
    previous_cell_ = g.cell;
    if (seen == g.digit) {
      Note(DUPLICATE, at, r.repeat);
      if (smaller) Note(NON_CANONICAL, at, r.order);
      return std::nullopt;  // lenient drops the repeat
    }
    if (smaller) Note(NON_CANONICAL, at, r.order);
    seen = g.digit;
    givens_.push_back(g);
    return std::nullopt;
  }

  bool lenient_;
  Text text_;
  Bytes bytes_;
  Findings findings_;
  std::array<uint32_t, 81> digit_of_{};
  std::optional<uint32_t> previous_cell_;
  Givens givens_;
};

// ---------------------------------------------------------------------------
// Vectors

// Every flag a vector may carry; corpus/README.md explains each.
const std::set<std::string, std::less<>> kFlags = {
    "Seed", "UpstreamExample", "SpecExample", "Boundary", "OffByOneHistory", "VersionPrefix",
    "Empty", "LengthLimit", "ForeignCharacter", "NonAscii", "BrokenEscape",
    "PercentEncoded", "DoublePercentEncoded", "TriplePercentEncoded", "LineBreaks", "ProsePunctuation",
    "PlusAsSpace", "SpaceNotFromPlus", "UrlSafeAlphabet", "CombinedDamage", "LenientBeyondUpstream",
    "MissingPadding", "WrongPadding", "DataAfterPadding", "LoneSextet", "NonZeroDiscardedBits",
    "BadMagic", "ShortHeader", "UnknownVersion", "OddPayload", "OutOfRange", "ConflictingRepeat",
    "IdenticalRepeat", "Unsorted", "NonZeroPadBits", "TrailingByte", "ExtraTuple", "Truncated",
    "MaskedCanonical", "SeveralCanonical", "UpstreamAcceptsGarbage", "UpstreamOpensDifferently", "Random",
};

// Ids that were once published and withdrawn: never to be used again.
const std::set<std::string, std::less<>> kRetiredIds = {};

// Members have initializers so that cases can name only what they need.
struct Case {
  std::string id{};
  std::string slug{};
  std::vector<std::string> flags{};
  std::vector<std::string> requirements{};
  std::string comment{};
  // The intended outcomes, which the oracle must reproduce. Unset strict: the
  // oracle decides. Unset lenient: the same as strict (when strict is set).
  std::optional<Outcome> strict{};
  std::optional<Outcome> lenient{};
};



// Exactly what `slug decode` prints for an accepted slug.
std::string ModelJson(const Outcome& o) {
  std::string out = R"({"format":"sudoku","version":"v)" + std::string(1, o.version) + R"(","givens":[)";
  for (size_t i = 0; i < o.givens.size(); ++i) {
    out += (i ? "," : "") + std::string(R"({"cell":)") + std::to_string(o.givens[i].cell) +
           R"(,"digit":)" + std::to_string(o.givens[i].digit) + "}";
  }
  return out + "]}";
}

std::string ErrorJson(const Outcome& o) {
  return R"({"code":")" + slugspec::ErrorCode_Name(o.code) + R"(","offset":)" + std::to_string(o.offset) + "}";
}

bool ValidId(std::string_view id) {
  if (id.rfind("sudoku/", 0) != 0 || id.back() == '/' || id.back() == '-') return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '/';
  });
}

void AddUnique(std::vector<std::string>* list, const std::string& item) {
  if (!item.empty() && std::find(list->begin(), list->end(), item) == list->end()) list->push_back(item);
}

class Corpus {
 public:
  // Decodes `c.slug` both ways, checks the stated intent, and appends the
  // vector line to `file`.
  void Add(const std::string& file, Case c) {
    if (!ValidId(c.id)) Die(c.id + ": ids are sudoku/ then lowercase letters, digits, '-' and '/'");
    if (kRetiredIds.contains(c.id) || !ids_.insert(c.id).second) Die(c.id + ": id used twice or retired");
    bool ambiguous = false, unused = false;
    const Outcome strict = Oracle(c.slug, false).Run(&ambiguous);
    const Outcome lenient = Oracle(c.slug, true).Run(&unused);
    if (ambiguous) Die(c.id + ": two canonical failures share the lowest offset");
    if (c.strict) CheckIntent(c.id, "strict", *c.strict, strict);
    if (c.lenient || c.strict) CheckIntent(c.id, "lenient", c.lenient ? *c.lenient : *c.strict, lenient);
    if (strict.ok() && !Same(strict, lenient)) Die(c.id + ": lenient must accept what strict accepts [GEN-2]");
    if (!strict.ok() && c.flags.empty()) Die(c.id + ": a rejected vector needs flags saying why");
    for (const auto& f : c.flags) {
      if (!kFlags.contains(f)) Die(c.id + ": unknown flag " + f);
    }
    contents_[file] += Line(c, strict, lenient) + "\n";
  }

  const std::map<std::string, std::string>& contents() const { return contents_; }

 private:
  static void CheckIntent(const std::string& id, const char* profile, const Outcome& want, const Outcome& got) {
    if (!Same(want, got)) {
      Die(id + ": " + profile + " intent is " + Describe(want) + " but the spec's rules give " + Describe(got));
    }
  }

  static std::string Line(const Case& c, const Outcome& strict, const Outcome& lenient) {
    const bool accepted = lenient.ok();
    const char* result = strict.ok() ? "VALID" : accepted ? "ACCEPTABLE" : "INVALID";
    std::vector<std::string> reqs = c.requirements;
    AddUnique(&reqs, strict.requirement);
    AddUnique(&reqs, lenient.requirement);
    if (strict.ok()) {
      AddUnique(&reqs, "SUD-E3");  // the encoder writes exactly this slug
      AddUnique(&reqs, "GEN-2");   // and lenient reads it alike
    }
    if (accepted) {
      AddUnique(&reqs, "SUD-E2");  // `canonical`
      AddUnique(&reqs, "SUD-U1");  // `upgraded`
      AddUnique(&reqs, "GEN-4");
    }
    std::string line = "{\"id\":" + Quote(c.id) + ",\"format\":\"sudoku\",\"slug\":" + Quote(c.slug) +
                       ",\"result\":\"" + result + "\"";
    if (accepted) line += ",\"model\":" + ModelJson(lenient);
    if (!strict.ok()) line += ",\"error\":" + ErrorJson(strict);
    if (!accepted && !Same(strict, lenient)) line += ",\"lenient_error\":" + ErrorJson(lenient);
    if (accepted) {
      line += ",\"canonical\":" + Quote(Canonical(lenient.givens, lenient.version));
      line += ",\"upgraded\":" + Quote(Canonical(lenient.givens, '1'));
    }
    return FinishVectorLine(std::move(line), c.id, c.slug, c.flags, reqs, c.comment);
  }

  std::set<std::string> ids_;
  std::map<std::string, std::string> contents_;
};

// Shorthands for intents.
Outcome V1Ok(Givens g) { return Ok('1', std::move(g)); }
Outcome V0Ok(Givens g) { return Ok('0', std::move(g)); }

Givens Append(Givens g, const Givens& more) {
  g.insert(g.end(), more.begin(), more.end());
  return g;
}

Givens Reversed(Givens g) {
  std::reverse(g.begin(), g.end());
  return g;
}

// ---------------------------------------------------------------------------
// seed.jsonl: the seed's example and upstream's worked examples

void SeedVectors(Corpus& c) {
  const std::string f = "seed.jsonl";
  const Givens seed = SeedGivens();
  if (V1(seed) != kSeedSlug) Die("the seed slug does not re-encode: packer or grid is wrong");
  const std::string s(kSeedSlug);
  c.Add(f, {.id = "sudoku/seed/example", .slug = s, .flags = {"Seed", "UpstreamExample"},
            .requirements = {"SUD-V1-1"}, .comment = "the seed's example: 31 givens, 344 payload bits, 3 pad bits",
            .strict = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-plus-as-space", .slug = Replace(s, '+', " "), .flags = {"Seed", "PlusAsSpace"},
            .requirements = {"SUD-T3"}, .comment = "URLSearchParams turned the '+' into a space",
            .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-query-escaped", .slug = Escape(s, "+="), .flags = {"Seed", "PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"}, .comment = "'+' and '=' escaped for a query string, as SUD-T4 asks of builders",
            .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-unpadded", .slug = StripPadding(s), .flags = {"Seed", "MissingPadding"},
            .requirements = {"SUD-B4", "SUD-B5"}, .strict = Err(NON_CANONICAL, 63), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-wrapped", .slug = Wrap(s, 20, "\r\n"), .flags = {"Seed", "LineBreaks"},
            .requirements = {"SUD-T3"}, .comment = "wrapped by a mail client every 20 characters",
            .strict = Err(BAD_CHARACTER, 20), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/seed/example-in-prose", .slug = "\"" + s + "\".", .flags = {"Seed", "ProsePunctuation"},
            .requirements = {"SUD-T3"}, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(seed)});
  // Characters cut off the end: upstream often opens fewer givens silently.
  const Givens first30(seed.begin(), seed.begin() + 30), first29(seed.begin(), seed.begin() + 29);
  c.Add(f, {.id = "sudoku/seed/example-cut-2", .slug = s.substr(0, 62), .flags = {"Seed", "Truncated", "UpstreamOpensDifferently"},
            .comment = "the last 2 characters lost: 30 givens remain, as upstream shows", .lenient = V1Ok(first30)});
  c.Add(f, {.id = "sudoku/seed/example-cut-3", .slug = s.substr(0, 61), .flags = {"Seed", "Truncated", "LoneSextet"},
            .strict = Err(BAD_BASE64, 60)});
  // (Cutting 4 characters leaves a pad bit of 1 and a spare byte that both
  // start in character 58: the spec does not say which of the two is reported.)
  c.Add(f, {.id = "sudoku/seed/example-cut-5", .slug = s.substr(0, 59), .flags = {"Seed", "Truncated", "UpstreamOpensDifferently"},
            .comment = "the last 5 characters lost: 29 givens remain", .lenient = V1Ok(first29)});

  // Notes §1.3 and §1.4: worked examples checked against upstream.
  struct Example {
    const char* id;
    std::string_view slug;
    char version;
    Givens givens;
  };
  const Example examples[] = {
      {"sudoku/upstream/v1-empty", "UyF2MQ==", '1', {}},
      {"sudoku/upstream/v1-cell-0-digit-1", "UyF2MQAg", '1', {{0, 1}}},
      {"sudoku/upstream/v1-readme-pair", "UyF2MSbOUA==", '1', kPair},
      {"sudoku/upstream/v1-cell-80-digit-9", "UyF2MaEg", '1', {{80, 9}}},
      {"sudoku/upstream/v0-cell-0-digit-1", "UyF2MAAB", '0', {{0, 1}}},
      {"sudoku/upstream/v0-readme-pair", "UyF2MBMGOQQ=", '0', kPair},
  };
  for (const Example& e : examples) {
    if (Canonical(e.givens, e.version) != e.slug) Die(std::string(e.id) + ": encoder disagrees with upstream");
    c.Add(f, {.id = e.id, .slug = std::string(e.slug), .flags = {"UpstreamExample"}, .strict = Ok(e.version, e.givens)});
  }
  const std::string full = V1(FullGrid());
  if (full.size() != 156 || full[155] != '=' || full[154] == '=') Die("81 givens: expected 156 characters ending in one '='");
  c.Add(f, {.id = "sudoku/upstream/v1-81-givens", .slug = full, .flags = {"UpstreamExample", "Boundary"},
            .comment = "81 givens: 891 bits, 112 payload bytes, 5 pad bits, 156 characters ending in one '='",
            .strict = V1Ok(FullGrid())});
}

// ---------------------------------------------------------------------------
// spec-examples.jsonl: every slug in an example block of spec/sudoku.md

void SpecExampleVectors(Corpus& c) {
  const std::string f = "spec-examples.jsonl";
  // Each slug is built from its intent and must equal the spec's text.
  auto add = [&](const char* id, std::string_view text, std::string slug, std::vector<std::string> flags, Outcome strict,
                 std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    if (slug != text) Die(std::string(id) + ": built " + slug + " but the spec shows " + std::string(text));
    flags.insert(flags.begin(), "SpecExample");
    c.Add(f, {.id = std::string("sudoku/spec-example/") + id, .slug = std::move(slug), .flags = std::move(flags),
              .comment = std::move(comment), .strict = std::move(strict), .lenient = std::move(lenient)});
  };
  add("escaped-padding", "UyF2MSbOUA%3D%3D", Escape(V1(kPair), "="), {"PercentEncoded"}, Err(BAD_CHARACTER, 10), V1Ok(kPair));
  add("prose", "(UyF2MSbOUA==).", "(" + V1(kPair) + ").", {"ProsePunctuation"}, Err(BAD_CHARACTER, 0), V1Ok(kPair));
  add("missing-padding", "UyF2MSbOUA", StripPadding(V1(kPair)), {"MissingPadding"}, Err(NON_CANONICAL, 10), V1Ok(kPair));
  add("short-padding", "UyF2MSbOUA=", StripPadding(V1(kPair)) + "=", {"WrongPadding"}, Err(BAD_BASE64, 10));
  add("discarded-bits", "UyF2MR==", Base64(Header('1'), true, 1), {"NonZeroDiscardedBits"}, Err(NON_CANONICAL, 5), V1Ok({}));
  add("version-v2", "UyF2Mg==", Base64(Header('2')), {"UnknownVersion"}, Err(UNKNOWN_VERSION, 2));
  add("magic-only", "UyE=", Base64({'S', '!'}), {"ShortHeader"}, Err(TRUNCATED, 4));
  add("v0-cell-255", "UyF2MAAB/wE=", V0({{0, 1}, {255, 1}}), {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 8));
  add("v0-one-given", "UyF2MBMG", V0({{19, 6}}), {}, V0Ok({{19, 6}}));
  add("v0-odd", "UyF2MBMGOQ==", Base64(V0Bytes({{19, 6}}, {57})), {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, 12));
  add("v1-empty", "UyF2MQ==", V1({}), {}, V1Ok({}));
  add("v1-pad-bits", "UyF2MSbOUQ==", V1(kPair, 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, 9), V1Ok(kPair),
      "the pad bits are bits 54 and 55; 55 is 1, in character 9");
  add("v1-cell-81", "UyF2MaIg", V1({{81, 1}}), {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, 5));
  add("v1-pad-bits-unpadded", "UyF2MSbOUQ", StripPadding(V1(kPair, 1)), {"NonZeroPadBits", "MissingPadding", "SeveralCanonical"},
      Err(NON_CANONICAL, 9), V1Ok(kPair));
  add("seed", kSeedSlug, V1(SeedGivens()), {"Seed"}, V1Ok(SeedGivens()));
  add("seed-plus-as-space", Replace(std::string(kSeedSlug), '+', " "), Replace(V1(SeedGivens()), '+', " "),
      {"Seed", "PlusAsSpace"}, Err(BAD_CHARACTER, 24), V1Ok(SeedGivens()));
}

// ---------------------------------------------------------------------------
// transport.jsonl: §3, [SUD-T1]..[SUD-T4]

void TransportVectors(Corpus& c) {
  const std::string f = "transport.jsonl";
  const std::string p = V1(kPair);  // UyF2MSbOUA==
  const std::string s(kSeedSlug);
  const Givens seed = SeedGivens();
  const Givens w = PuzzleWhoseSlugHas("+/");
  const std::string ws = V1(w);
  const size_t w_plus = ws.find('+'), w_slash = ws.find('/');
  const uint32_t w_first = static_cast<uint32_t>(std::min(w_plus, w_slash));
  const std::vector<std::string> t3 = {"SUD-T3"};
  const std::vector<std::string> gen3 = {"SUD-T3", "GEN-3"};

  // Length limit.
  const std::string zeros = Unpadded(Concat(Header('1'), Bytes(3068, 0)));  // 4096 characters
  if (zeros.size() != 4096) Die("4096-character payload miscounted");
  c.Add(f, {.id = "sudoku/transport/length/4096-line-breaks", .slug = p + std::string(4096 - p.size(), '\n'),
            .flags = {"LengthLimit", "LineBreaks"}, .requirements = {"SUD-T1", "SUD-T3"},
            .comment = "exactly 4096 bytes: within the limit; the repairs leave the pair",
            .strict = Err(BAD_CHARACTER, 12), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/length/4097-line-breaks", .slug = p + std::string(4097 - p.size(), '\n'),
            .flags = {"LengthLimit", "LineBreaks"}, .requirements = {"SUD-T1", "GEN-5"},
            .comment = "one byte over: rejected before any repair", .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/4096-punctuation", .slug = p + std::string(4096 - p.size(), '.'),
            .flags = {"LengthLimit", "ProsePunctuation"}, .requirements = {"SUD-T1", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 12), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/length/4097-punctuation", .slug = p + std::string(4097 - p.size(), '.'),
            .flags = {"LengthLimit", "ProsePunctuation"}, .requirements = {"SUD-T1", "GEN-5"},
            .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/4096-base64", .slug = zeros, .flags = {"LengthLimit", "OutOfRange"},
            .requirements = {"SUD-T1"}, .comment = "4096 base64 characters pass the limit; the first tuple's digit is 0",
            .strict = Err(VALUE_OUT_OF_RANGE, V1DigitAt(0))});
  c.Add(f, {.id = "sudoku/transport/length/4097-base64", .slug = zeros + "A", .flags = {"LengthLimit"},
            .requirements = {"SUD-T1", "GEN-5"}, .strict = Err(INPUT_TOO_LONG, 4096)});
  c.Add(f, {.id = "sudoku/transport/length/5000-base64", .slug = zeros + std::string(904, 'A'), .flags = {"LengthLimit"},
            .requirements = {"SUD-T1", "GEN-5"}, .strict = Err(INPUT_TOO_LONG, 4096)});

  // Empty input, and input that the repairs leave empty.
  c.Add(f, {.id = "sudoku/transport/empty/empty-string", .slug = "", .flags = {"Empty"}, .requirements = {"SUD-T2"},
            .comment = "upstream returns null silently", .strict = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/line-breaks-only", .slug = "\r\n\t\f", .flags = {"Empty", "LineBreaks"},
            .requirements = {"SUD-T2", "SUD-T3"}, .strict = Err(BAD_CHARACTER, 0), .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/punctuation-only", .slug = "(\"').", .flags = {"Empty", "ProsePunctuation"},
            .requirements = {"SUD-T2", "SUD-T3"}, .strict = Err(BAD_CHARACTER, 0), .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/escaped-line-break", .slug = "%0A", .flags = {"Empty", "PercentEncoded", "LineBreaks"},
            .requirements = {"SUD-T2", "SUD-T3"}, .strict = Err(BAD_CHARACTER, 0), .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/double-escaped-crlf", .slug = "%250D%250A",
            .flags = {"Empty", "DoublePercentEncoded", "LineBreaks"}, .requirements = {"SUD-T2", "SUD-T3"},
            .strict = Err(BAD_CHARACTER, 0), .lenient = Err(EMPTY_INPUT, 0)});
  c.Add(f, {.id = "sudoku/transport/empty/single-space", .slug = " ", .flags = {"SpaceNotFromPlus", "LoneSextet"},
            .requirements = {"SUD-T3"}, .comment = "lenient reads the space as '+', a lone sextet",
            .strict = Err(BAD_CHARACTER, 0), .lenient = Err(BAD_BASE64, 0)});

  // 1. Percent-escapes.
  c.Add(f, {.id = "sudoku/transport/percent/padding-lowercase", .slug = "UyF2MSbOUA%3d%3d", .flags = {"PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"}, .strict = Err(BAD_CHARACTER, 10), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/plus-slash-padding", .slug = Escape(ws, "+/="), .flags = {"PercentEncoded"},
            .requirements = {"SUD-T3", "SUD-T4"}, .comment = "a builder following SUD-T4",
            .strict = Err(BAD_CHARACTER, w_first), .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/percent/every-character", .slug = Escape(p, ""), .flags = {"PercentEncoded", "LenientBeyondUpstream"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/double-plus", .slug = Escape(s, "+", 2), .flags = {"Seed", "DoublePercentEncoded"},
            .requirements = t3, .comment = "escaped twice: %252B", .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/percent/double-every-character", .slug = Escape(p, "", 2), .flags = {"DoublePercentEncoded"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/single-and-double", .slug = "UyF2MSbOUA%3D%253D",
            .flags = {"PercentEncoded", "DoublePercentEncoded"}, .requirements = t3,
            .strict = Err(BAD_CHARACTER, 10), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/percent/triple-padding", .slug = Escape(p, "=", 3), .flags = {"TriplePercentEncoded"},
            .requirements = gen3, .comment = "two rounds of decoding leave %3D%3D",
            .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/percent/triple-plus", .slug = Escape(s, "+", 3), .flags = {"Seed", "TriplePercentEncoded"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 24)});
  c.Add(f, {.id = "sudoku/transport/percent/not-hex", .slug = "UyF2MSbOUA%3G%3D", .flags = {"BrokenEscape"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/percent/lone-percent-at-end", .slug = p + "%", .flags = {"BrokenEscape"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/percent/one-hex-digit", .slug = "UyF2MSbOUA%3D%3", .flags = {"BrokenEscape"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 10), .lenient = Err(BAD_CHARACTER, 13)});
  c.Add(f, {.id = "sudoku/transport/percent/escaped-space", .slug = Replace(s, '+', "%20"),
            .flags = {"Seed", "PlusAsSpace", "PercentEncoded"}, .requirements = t3,
            .comment = "the '+' became a space, which was then escaped",
            .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/percent/escaped-non-ascii", .slug = p + "%C2%A0", .flags = {"NonAscii", "PercentEncoded"},
            .requirements = gen3, .comment = "an escaped no-break space: the byte 0xC2 comes from the '%' at 12",
            .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/percent/offset-after-escape", .slug = "%55" + V1({{19, 6}, {81, 1}}).substr(1),
            .flags = {"PercentEncoded", "OutOfRange"}, .requirements = {"SUD-T3", "SUD-V1-2"},
            .comment = "lenient offsets count the escape as received: the cell field's character 7 is at 9",
            .strict = Err(BAD_CHARACTER, 0), .lenient = Err(VALUE_OUT_OF_RANGE, V1TupleAt(1) + 2)});
  c.Add(f, {.id = "sudoku/transport/percent/truncated-after-escape", .slug = "UyE%3D", .flags = {"PercentEncoded", "ShortHeader"},
            .requirements = {"SUD-T3", "SUD-H2"}, .comment = "input that ends too early is reported at the input's length",
            .strict = Err(BAD_CHARACTER, 3), .lenient = Err(TRUNCATED, 6)});

  // 2. Line breaks and tabs.
  c.Add(f, {.id = "sudoku/transport/line-breaks/lf-after-header", .slug = Insert(p, 4, "\n"), .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 4), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/crlf-in-seed", .slug = Insert(s, 32, "\r\n"), .flags = {"Seed", "LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 32), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/tab", .slug = Insert(p, 7, "\t"), .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 7), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/form-feed", .slug = Insert(p, 1, "\f"), .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 1), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/cr", .slug = Insert(p, 11, "\r"), .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 11), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/wrapped-every-16", .slug = Wrap(s, 16, "\n"), .flags = {"Seed", "LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 16), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/leading-and-trailing", .slug = "\n" + p + "\r\n", .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/inside-padding", .slug = Insert(p, 11, "\n"), .flags = {"LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 11), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/vertical-tab", .slug = Insert(p, 6, "\v"), .flags = {"ForeignCharacter"},
            .requirements = gen3, .comment = "VT is not among the removed characters", .strict = Err(BAD_CHARACTER, 6)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/offset-after-break", .slug = Insert(V1({{81, 1}}), 4, "\n"),
            .flags = {"LineBreaks", "OutOfRange"}, .requirements = {"SUD-T3", "SUD-V1-2"},
            .strict = Err(BAD_CHARACTER, 4), .lenient = Err(VALUE_OUT_OF_RANGE, 6)});
  c.Add(f, {.id = "sudoku/transport/line-breaks/truncated-then-crlf", .slug = "UyE=\r\n", .flags = {"LineBreaks", "ShortHeader"},
            .requirements = {"SUD-T3", "SUD-H2"}, .strict = Err(BAD_CHARACTER, 4), .lenient = Err(TRUNCATED, 6)});

  // 3. Prose punctuation.
  const std::pair<const char*, const char*> quotes[] = {
      {"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"},
      {"", "."}, {"", ","}, {"", ";"}, {"", ":"}, {"", "!"}, {"", "?"}};
  const char* names[] = {"parentheses", "brackets", "braces", "angle-brackets", "double-quotes", "single-quotes",
                         "backticks", "full-stop", "comma", "semicolon", "colon", "exclamation", "question"};
  for (size_t i = 0; i < std::size(quotes); ++i) {
    const std::string slug = quotes[i].first + p + quotes[i].second;
    c.Add(f, {.id = std::string("sudoku/transport/prose/") + names[i], .slug = slug,
              .flags = {"ProsePunctuation", "LenientBeyondUpstream"}, .requirements = t3,
              .strict = Err(BAD_CHARACTER, *quotes[i].first ? 0 : 12), .lenient = V1Ok(kPair)});
  }
  c.Add(f, {.id = "sudoku/transport/prose/all-at-once", .slug = "([{<\"'`" + p + "`'\">}]).,;:!?",
            .flags = {"ProsePunctuation"}, .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/prose/unpadded", .slug = "(" + StripPadding(p) + ")",
            .flags = {"ProsePunctuation", "MissingPadding"}, .requirements = t3,
            .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/prose/in-the-middle", .slug = Insert(p, 6, "."), .flags = {"ProsePunctuation"},
            .requirements = gen3, .comment = "punctuation is only removed at the ends", .strict = Err(BAD_CHARACTER, 6)});
  c.Add(f, {.id = "sudoku/transport/prose/wrong-sides", .slug = ")" + p + "(", .flags = {"ProsePunctuation"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 0)});
  c.Add(f, {.id = "sudoku/transport/prose/trailing-only-at-start", .slug = "!" + p, .flags = {"ProsePunctuation"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 0)});
  c.Add(f, {.id = "sudoku/transport/prose/offset-after-quote", .slug = "(" + V1({{81, 1}}) + ")",
            .flags = {"ProsePunctuation", "OutOfRange"}, .requirements = {"SUD-T3", "SUD-V1-2"},
            .strict = Err(BAD_CHARACTER, 0), .lenient = Err(VALUE_OUT_OF_RANGE, 6)});

  // 4. Space.
  const Givens two_plus = PuzzleWhoseSlugHas("+", 2);
  const std::string tp = V1(two_plus);
  c.Add(f, {.id = "sudoku/transport/space/two-pluses", .slug = Replace(tp, '+', " "), .flags = {"PlusAsSpace"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, Len(tp.substr(0, tp.find('+')))), .lenient = V1Ok(two_plus)});
  c.Add(f, {.id = "sudoku/transport/space/not-from-plus", .slug = Insert(p, 4, " "), .flags = {"SpaceNotFromPlus"},
            .requirements = gen3, .comment = "the space becomes '+': 11 data characters and 2 '='",
            .strict = Err(BAD_CHARACTER, 4), .lenient = Err(BAD_BASE64, 11)});
  c.Add(f, {.id = "sudoku/transport/space/after-padding", .slug = p + " ", .flags = {"SpaceNotFromPlus", "DataAfterPadding"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 12), .lenient = Err(BAD_BASE64, 10)});
  c.Add(f, {.id = "sudoku/transport/space/four-inserted", .slug = Insert(p, 4, "    "), .flags = {"SpaceNotFromPlus"},
            .requirements = gen3, .comment = "four spaces become '++++': whole base64, but the version byte is then 0xFB",
            .strict = Err(BAD_CHARACTER, 4), .lenient = Err(UNKNOWN_VERSION, 2)});

  // 5. URL-safe alphabet.
  c.Add(f, {.id = "sudoku/transport/url-safe/padded", .slug = UrlSafe(ws), .flags = {"UrlSafeAlphabet", "LenientBeyondUpstream"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, w_first), .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/url-safe/unpadded", .slug = StripPadding(UrlSafe(ws)),
            .flags = {"UrlSafeAlphabet", "MissingPadding", "LenientBeyondUpstream"}, .requirements = t3,
            .strict = Err(BAD_CHARACTER, w_first), .lenient = V1Ok(w)});
  std::string mixed = ws;
  mixed[w_slash] = '_';
  c.Add(f, {.id = "sudoku/transport/url-safe/mixed-alphabets", .slug = mixed, .flags = {"UrlSafeAlphabet", "LenientBeyondUpstream"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, static_cast<uint32_t>(w_slash)), .lenient = V1Ok(w)});

  // Several repairs together.
  c.Add(f, {.id = "sudoku/transport/combined/seed-in-mail", .slug = "(" + Escape(Wrap(Replace(s, '+', " "), 20, "\r\n"), "=") + ").",
            .flags = {"Seed", "CombinedDamage", "PlusAsSpace", "PercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/combined/url-safe-escaped-wrapped", .slug = "<" + Escape(Wrap(UrlSafe(ws), 5, "\n"), "=") + ">",
            .flags = {"CombinedDamage", "UrlSafeAlphabet", "PercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(w)});
  c.Add(f, {.id = "sudoku/transport/combined/double-escaped-quoted", .slug = "\"" + Escape(p, "=", 2) + "\"\r\n",
            .flags = {"CombinedDamage", "DoublePercentEncoded", "ProsePunctuation", "LineBreaks"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 0), .lenient = V1Ok(kPair)});
  c.Add(f, {.id = "sudoku/transport/combined/escaped-plus-wrapped", .slug = Escape(Wrap(s, 30, "\n"), "+", 2) + ".",
            .flags = {"Seed", "CombinedDamage", "DoublePercentEncoded", "LineBreaks", "ProsePunctuation"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});
  c.Add(f, {.id = "sudoku/transport/combined/escaped-line-break-and-space", .slug = Replace(Insert(s, 40, "%0D%0A"), '+', " "),
            .flags = {"Seed", "CombinedDamage", "PercentEncoded", "LineBreaks", "PlusAsSpace"},
            .requirements = t3, .strict = Err(BAD_CHARACTER, 24), .lenient = V1Ok(seed)});

  // Characters no repair touches.
  c.Add(f, {.id = "sudoku/transport/foreign/no-break-space", .slug = p + "\xC2\xA0", .flags = {"NonAscii"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/foreign/ellipsis", .slug = StripPadding(p) + "\xE2\x80\xA6", .flags = {"NonAscii"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 10)});
  c.Add(f, {.id = "sudoku/transport/foreign/e-acute", .slug = Insert(p, 5, "\xC3\xA9"), .flags = {"NonAscii"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 5)});
  c.Add(f, {.id = "sudoku/transport/foreign/fullwidth-plus", .slug = Replace(s, '+', "\xEF\xBC\x8B"), .flags = {"Seed", "NonAscii"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 24)});
  c.Add(f, {.id = "sudoku/transport/foreign/nul", .slug = std::string("UyF2MQ==") + '\0', .flags = {"ForeignCharacter"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 8)});
  c.Add(f, {.id = "sudoku/transport/foreign/next-query-parameter", .slug = p + "&lang=en", .flags = {"ForeignCharacter"},
            .requirements = gen3, .strict = Err(BAD_CHARACTER, 12)});
  c.Add(f, {.id = "sudoku/transport/foreign/whole-url", .slug = "https://nickgirardo.com/projects/sudoku/player.html?play=" + p,
            .flags = {"ForeignCharacter"}, .requirements = gen3, .comment = "the slug is the parameter, not the link",
            .strict = Err(BAD_CHARACTER, 5)});
}

// ---------------------------------------------------------------------------
// base64.jsonl: §4, [SUD-B1]..[SUD-B6]

void Base64Vectors(Corpus& c) {
  const std::string f = "base64.jsonl";
  const std::string p = V1(kPair);
  const std::string empty = V1({});  // UyF2MQ==
  const std::string v0pair = V0(kPair);  // UyF2MBMGOQQ=
  auto bad_char = [&](const char* id, std::string slug, uint32_t at, std::vector<std::string> flags = {"ForeignCharacter"}) {
    c.Add(f, {.id = std::string("sudoku/base64/character/") + id, .slug = std::move(slug), .flags = std::move(flags),
              .strict = Err(BAD_CHARACTER, at)});
  };
  bad_char("asterisk-first", "*" + p.substr(1), 0);
  bad_char("asterisk-in-header", Insert(p, 3, "*"), 3);
  bad_char("hash-in-payload", Insert(p, 8, "#"), 8);
  bad_char("dollar-last", p + "$", 12);
  bad_char("tilde", Insert(empty, 6, "~"), 6);
  bad_char("backslash", Insert(p, 10, "\\"), 10);
  bad_char("at-sign", Insert(p, 2, "@"), 2);
  bad_char("before-data-after-padding", empty + "A*", 9, {"ForeignCharacter", "DataAfterPadding"});
  bad_char("after-wrong-padding", p + "=*", 13, {"ForeignCharacter", "WrongPadding"});

  auto bad = [&](const char* id, std::string slug, uint32_t at, std::vector<std::string> flags) {
    c.Add(f, {.id = std::string("sudoku/base64/") + id, .slug = std::move(slug), .flags = std::move(flags),
              .strict = Err(BAD_BASE64, at)});
  };
  // [SUD-B2]
  bad("data-after-padding/whole-quad", empty + "AAAA", 6, {"DataAfterPadding"});
  bad("data-after-padding/padding-in-header", "UyF2=MQ==", 4, {"DataAfterPadding"});
  bad("data-after-padding/between-pads", "UyF2MSbOUA=A=", 10, {"DataAfterPadding"});
  bad("data-after-padding/two-slugs", empty + empty, 6, {"DataAfterPadding"});
  bad("data-after-padding/leading-pad", "=" + empty, 0, {"DataAfterPadding"});
  // [SUD-B3]
  bad("lone-sextet/one-character", "U", 0, {"LoneSextet"});
  bad("lone-sextet/five-characters", "UyF2M", 4, {"LoneSextet"});
  bad("lone-sextet/nine-characters", "UyF2MSbOU", 8, {"LoneSextet"});
  bad("lone-sextet/before-padding", "UyF2MSbOU=", 8, {"LoneSextet", "WrongPadding"});
  bad("lone-sextet/extra-character", p.substr(0, 10) + "AA" + "A", 12, {"LoneSextet"});
  // [SUD-B4]
  bad("padding/one-where-two", "UyF2MQ=", 6, {"WrongPadding"});
  bad("padding/three-where-two", p + "=", 10, {"WrongPadding"});
  bad("padding/two-where-one", v0pair + "=", 11, {"WrongPadding"});
  bad("padding/three-where-one", v0pair + "==", 11, {"WrongPadding"});
  bad("padding/one-where-none", "UyF2MSbO=", 8, {"WrongPadding"});
  bad("padding/two-where-none", "UyF2MSbO==", 8, {"WrongPadding"});
  bad("padding/four-where-none", "UyF2MSbO====", 8, {"WrongPadding"});
  bad("padding/only-padding", "==", 0, {"WrongPadding"});

  // [SUD-B5] missing padding: strict NON_CANONICAL at the input's length.
  auto unpadded = [&](const std::string& id, std::string slug, Outcome model) {
    c.Add(f, {.id = "sudoku/base64/missing-padding/" + id, .slug = slug, .flags = {"MissingPadding"},
              .requirements = {"SUD-B4"}, .strict = Err(NON_CANONICAL, Len(slug)), .lenient = std::move(model)});
  };
  unpadded("v1-empty", StripPadding(empty), V1Ok({}));
  for (size_t n : {2, 5}) unpadded("v1-" + std::to_string(n) + "-givens", StripPadding(V1(Spread(n))), V1Ok(Spread(n)));
  unpadded("v0-pair", StripPadding(v0pair), V0Ok(kPair));
  unpadded("v0-3-givens", StripPadding(V0(Spread(3))), V0Ok(Spread(3)));

  // [SUD-B6] every non-zero value of the discarded bits.
  for (uint32_t spare = 1; spare < 16; ++spare) {
    c.Add(f, {.id = "sudoku/base64/discarded-bits/four-bits-" + std::to_string(spare), .slug = Base64(Header('1'), true, spare),
              .flags = {"NonZeroDiscardedBits"}, .comment = "4 bits of the last character make no byte; upstream ignores them",
              .strict = Err(NON_CANONICAL, 5), .lenient = V1Ok({})});
  }
  for (uint32_t spare = 1; spare < 4; ++spare) {
    c.Add(f, {.id = "sudoku/base64/discarded-bits/two-bits-" + std::to_string(spare), .slug = Base64(V0Bytes(kPair), true, spare),
              .flags = {"NonZeroDiscardedBits"}, .strict = Err(NON_CANONICAL, 10), .lenient = V0Ok(kPair)});
  }
  c.Add(f, {.id = "sudoku/base64/discarded-bits/and-missing-padding", .slug = Base64(Header('1'), false, 1),
            .flags = {"NonZeroDiscardedBits", "MissingPadding", "SeveralCanonical"},
            .comment = "two canonical failures: the lower offset (5, the last character) is reported",
            .strict = Err(NON_CANONICAL, 5), .lenient = V1Ok({})});
  c.Add(f, {.id = "sudoku/base64/discarded-bits/behind-out-of-range", .slug = Base64(V1Bytes({{81, 1}, {3, 3}}), true, 1),
            .flags = {"NonZeroDiscardedBits", "OutOfRange", "MaskedCanonical"},
            .comment = "a spelling complaint never hides a harder error", .strict = Err(VALUE_OUT_OF_RANGE, 5)});
  c.Add(f, {.id = "sudoku/base64/discarded-bits/behind-unknown-version", .slug = Base64(Header('2'), true, 1),
            .flags = {"NonZeroDiscardedBits", "UnknownVersion", "MaskedCanonical"}, .strict = Err(UNKNOWN_VERSION, 2)});
  c.Add(f, {.id = "sudoku/base64/missing-padding/behind-duplicate", .slug = StripPadding(V1({{5, 1}, {5, 2}})),
            .flags = {"MissingPadding", "ConflictingRepeat", "MaskedCanonical"}, .strict = Err(DUPLICATE, V1TupleAt(1))});
}

// ---------------------------------------------------------------------------
// header.jsonl: §5, [SUD-H1] and [SUD-H2]

void HeaderVectors(Corpus& c) {
  const std::string f = "header.jsonl";
  auto with_header = [](Bytes header) { return Base64(header); };
  struct Magic {
    const char* id;
    Bytes bytes;
    uint32_t at;
  };
  const Magic magics[] = {
      {"lowercase-s", {'s', '!', 'v', '1'}, 0},  {"question-mark", {'S', '?', 'v', '1'}, 1},
      {"swapped", {'!', 'S', 'v', '1'}, 0},      {"double-s", {'S', 'S', 'v', '1'}, 1},
      {"t", {'T', '!', 'v', '1'}, 0},            {"space", {'S', ' ', 'v', '1'}, 1},
      {"nul-bytes", {0, 0, 'v', '1'}, 0},        {"no-magic", {'v', '1', 0x26, 0xCE, 0x50}, 0},
      {"text", {'h', 'e', 'l', 'l', 'o'}, 0},    {"one-wrong-byte", {'R'}, 0},
      {"s-and-space", {'S', 0x20}, 1},           {"lowercase-one-byte", {'s'}, 0},
  };
  for (const Magic& m : magics) {
    c.Add(f, {.id = std::string("sudoku/header/magic/") + m.id, .slug = with_header(m.bytes), .flags = {"BadMagic"},
              .strict = Err(BAD_MAGIC, m.at)});
  }
  c.Add(f, {.id = "sudoku/header/magic/one-byte", .slug = Base64({'S'}), .flags = {"ShortHeader"},
            .strict = Err(TRUNCATED, 4)});
  c.Add(f, {.id = "sudoku/header/magic/one-byte-unpadded", .slug = Unpadded({'S'}), .flags = {"ShortHeader", "MissingPadding", "MaskedCanonical"},
            .strict = Err(TRUNCATED, 2)});
  c.Add(f, {.id = "sudoku/header/magic/one-byte-spare-bits", .slug = "Uy", .flags = {"ShortHeader", "NonZeroDiscardedBits", "MaskedCanonical"},
            .comment = "'y' carries 4 bits that make no byte; still the header is cut short", .strict = Err(TRUNCATED, 2)});
  c.Add(f, {.id = "sudoku/header/version/magic-only-unpadded", .slug = "UyE", .flags = {"ShortHeader", "MissingPadding"},
            .strict = Err(TRUNCATED, 3)});
  c.Add(f, {.id = "sudoku/header/version/v-only", .slug = Base64({'S', '!', 'v'}), .flags = {"ShortHeader"},
            .strict = Err(TRUNCATED, 4)});
  c.Add(f, {.id = "sudoku/header/version/v-and-lone-sextet", .slug = "UyF2M", .flags = {"ShortHeader", "LoneSextet"},
            .strict = Err(BAD_BASE64, 4)});

  struct Version {
    const char* id;
    Bytes bytes;
  };
  const Version versions[] = {
      {"uppercase-v1", {'S', '!', 'V', '1'}}, {"uppercase-v0", {'S', '!', 'V', '0'}}, {"v9", {'S', '!', 'v', '9'}},
      {"vv", {'S', '!', 'v', 'v'}},           {"v-nul", {'S', '!', 'v', 0}},          {"reversed", {'S', '!', '1', 'v'}},
      {"w1", {'S', '!', 'w', '1'}},           {"magic-twice", {'S', '!', 'S', '!', 'v', '1'}},
      {"x-only", {'S', '!', 'x'}},            {"uppercase-v-only", {'S', '!', 'V'}},
      {"v2-with-payload", {'S', '!', 'v', '2', 0x26, 0xCE, 0x50}},
  };
  for (const Version& v : versions) {
    c.Add(f, {.id = std::string("sudoku/header/version/") + v.id, .slug = Base64(v.bytes), .flags = {"UnknownVersion"},
              .strict = Err(UNKNOWN_VERSION, 2)});
  }

  // "S!v10...": the version is two bytes; the '0' is payload (§5).
  auto prefixed = [&](const char* id, std::string_view text, char version, Givens g, const char* comment) {
    const Bytes b = version == '0' ? V0Bytes(g) : V1Bytes(g);
    if (std::string(b.begin(), b.begin() + static_cast<long>(text.size())) != text) Die(std::string(id) + ": bytes do not spell it");
    c.Add(f, {.id = std::string("sudoku/header/version/") + id, .slug = Base64(b), .flags = {"VersionPrefix"},
              .requirements = {"SUD-H2"}, .comment = comment, .strict = Ok(version, g)});
  };
  prefixed("v10", "S!v10", '1', {{24, 5}}, "S!v10: version v1, and '0' (0x30) starts the tuple (24, 5)");
  prefixed("v11", "S!v11", '1', {{24, 8}}, "S!v11: version v1, and '1' (0x31) starts the tuple (24, 8)");
  prefixed("v00", "S!v00", '0', {{48, 5}}, "S!v00: version v0, and '0' is cell 48");
  prefixed("v01", "S!v01", '0', {{49, 7}}, "S!v01: version v0, and '1' is cell 49");
  c.Add(f, {.id = "sudoku/header/version/v10-alone", .slug = Base64({'S', '!', 'v', '1', '0'}), .flags = {"VersionPrefix", "TrailingByte"},
            .comment = "S!v10 and nothing more: a v1 payload of one byte, no tuple", .strict = Err(TRAILING_DATA, 5),
            .lenient = V1Ok({})});
  c.Add(f, {.id = "sudoku/header/version/v01-alone", .slug = Base64({'S', '!', 'v', '0', '1'}),
            .flags = {"VersionPrefix", "OddPayload", "UpstreamAcceptsGarbage"}, .strict = Err(TRUNCATED, 8)});
  c.Add(f, {.id = "sudoku/header/version/v1v1", .slug = Base64({'S', '!', 'v', '1', 'v', '1'}), .flags = {"VersionPrefix", "NonZeroPadBits"},
            .comment = "the repeated \"v1\" is payload: tuple (59, 1) and pad bits 10001",
            .strict = Err(NON_CANONICAL, V1PadAt(1, 0)), .lenient = V1Ok({{59, 1}})});
}

// ---------------------------------------------------------------------------
// v0.jsonl: §6, [SUD-V0-1]..[SUD-V0-6]

void V0Vectors(Corpus& c) {
  const std::string f = "v0.jsonl";
  auto valid = [&](const std::string& name, const Givens& g, std::vector<std::string> flags = {}, std::string comment = "") {
    c.Add(f, {.id = "sudoku/v0/valid/" + name, .slug = V0(g), .flags = std::move(flags), .comment = std::move(comment),
              .strict = V0Ok(g)});
  };
  valid("empty", {}, {"Boundary"});
  valid("cell-80-digit-9", {{80, 9}}, {"Boundary"});
  valid("cell-0-digit-9", {{0, 9}}, {"Boundary"});
  valid("cell-80-digit-1", {{80, 1}}, {"Boundary"});
  for (size_t n : {3, 7, 8, 16, 17, 80}) valid("spread-" + std::to_string(n), Spread(n), {}, std::to_string(n) + " givens");
  valid("81-givens", FullGrid(), {"Boundary"}, "the longest canonical slug: 166 bytes, 224 characters");
  if (V0(FullGrid()).size() != 224) Die("the longest v0 slug should be 224 characters");

  auto reject = [&](const std::string& name, std::string slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    c.Add(f, {.id = "sudoku/v0/" + name, .slug = std::move(slug), .flags = std::move(flags), .comment = std::move(comment),
              .strict = std::move(strict), .lenient = std::move(lenient)});
  };
  // [SUD-V0-1]
  const std::string odd1 = Base64(V0Bytes({}, {19}));
  reject("odd/cell-without-digit", odd1, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd1)), std::nullopt,
         "upstream reads the missing digit as undefined");
  const std::string odd2 = Base64(V0Bytes({{0, 1}}, {80}));
  reject("odd/after-one-given", odd2, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd2)));
  const std::string odd3 = Base64(V0Bytes(Spread(80), {80}));
  reject("odd/after-80-givens", odd3, {"OddPayload", "UpstreamAcceptsGarbage"}, Err(TRUNCATED, Len(odd3)));
  const std::string odd4 = Unpadded(V0Bytes({{19, 6}}, {70}));
  reject("odd/unpadded", odd4, {"OddPayload", "MissingPadding", "MaskedCanonical"}, Err(TRUNCATED, Len(odd4)));

  // [SUD-V0-2] and [SUD-V0-3]
  const Givens base = {{3, 1}, {10, 2}, {40, 5}};
  auto out_of_range = [&](const std::string& name, size_t i, Given g, bool cell) {
    Givens gs = base;
    gs[i] = g;
    reject("range/" + name, V0(gs), {"OutOfRange", "UpstreamAcceptsGarbage"},
           Err(VALUE_OUT_OF_RANGE, cell ? V0CellAt(i) : V0DigitAt(i)));
  };
  out_of_range("cell-81", 0, {81, 1}, true);
  out_of_range("cell-127", 1, {127, 4}, true);
  out_of_range("cell-128", 2, {128, 9}, true);
  out_of_range("cell-255", 2, {255, 255}, true);
  out_of_range("cell-81-digit-0", 1, {81, 0}, true);
  out_of_range("digit-0", 0, {3, 0}, false);
  out_of_range("digit-10", 1, {10, 10}, false);
  out_of_range("digit-15", 2, {40, 15}, false);
  out_of_range("digit-255", 2, {40, 255}, false);
  reject("range/cell-255-digit-255-only", V0({{255, 255}}), {"OutOfRange", "UpstreamAcceptsGarbage"}, Err(VALUE_OUT_OF_RANGE, V0CellAt(0)));

  // [SUD-V0-4] conflicting repeats: rejected by both profiles.
  reject("duplicate/conflict", V0({{5, 1}, {5, 2}}), {"ConflictingRepeat", "UpstreamOpensDifferently"}, Err(DUPLICATE, V0CellAt(1)),
         std::nullopt, "upstream shows the last digit");
  reject("duplicate/conflict-unsorted", V0({{1, 1}, {5, 1}, {9, 9}, {5, 2}}),
         {"ConflictingRepeat", "Unsorted", "MaskedCanonical", "UpstreamOpensDifferently"}, Err(DUPLICATE, V0CellAt(3)));
  reject("duplicate/identical-then-conflict", V0({{5, 1}, {5, 1}, {5, 2}}),
         {"IdenticalRepeat", "ConflictingRepeat", "MaskedCanonical", "UpstreamOpensDifferently"}, Err(DUPLICATE, V0CellAt(2)));
  // [SUD-V0-5] identical repeats: lenient drops them.
  reject("duplicate/identical", V0({{5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V0CellAt(1)), V0Ok({{5, 1}}));
  reject("duplicate/identical-thrice", V0({{5, 1}, {5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V0CellAt(1)), V0Ok({{5, 1}}));
  reject("duplicate/identical-82-pairs", V0(Append(FullGrid(), {FullGrid()[80]})), {"IdenticalRepeat", "Boundary"},
         Err(DUPLICATE, V0CellAt(81)), V0Ok(FullGrid()), "82 pairs: more pairs than cells");
  // [SUD-V0-6] order: lenient keeps slug order.
  reject("order/reversed-pair", V0(Reversed(kPair)), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(1)), V0Ok(Reversed(kPair)));
  reject("order/reversed-16", V0(Reversed(Spread(16))), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(1)), V0Ok(Reversed(Spread(16))));
  Givens last_swapped = Spread(8);
  std::swap(last_swapped[6], last_swapped[7]);
  reject("order/last-two-swapped", V0(last_swapped), {"Unsorted"}, Err(NON_CANONICAL, V0CellAt(7)), V0Ok(last_swapped));
  reject("order/before-identical", V0({{9, 1}, {3, 2}, {3, 2}}), {"Unsorted", "IdenticalRepeat", "SeveralCanonical"},
         Err(NON_CANONICAL, V0CellAt(1)), V0Ok({{9, 1}, {3, 2}}));
  reject("order/after-identical", V0({{3, 2}, {3, 2}, {1, 1}}), {"Unsorted", "IdenticalRepeat", "SeveralCanonical"},
         Err(DUPLICATE, V0CellAt(1)), V0Ok({{3, 2}, {1, 1}}));
  reject("order/behind-out-of-range", V0({{9, 1}, {3, 2}, {90, 2}}), {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V0CellAt(2)));
  const std::string unsorted_unpadded = Unpadded(V0Bytes(Reversed(kPair)));
  reject("order/unpadded", unsorted_unpadded, {"Unsorted", "MissingPadding", "SeveralCanonical"},
         Err(NON_CANONICAL, V0CellAt(1)), V0Ok(Reversed(kPair)));
}

// ---------------------------------------------------------------------------
// v1.jsonl: §7, [SUD-V1-1]..[SUD-V1-8]

void V1Vectors(Corpus& c) {
  const std::string f = "v1.jsonl";
  auto valid = [&](const std::string& name, const Givens& g, std::vector<std::string> flags = {}) {
    const std::string comment = std::to_string(g.size()) + " givens, " + std::to_string(V1PadBits(g.size())) + " pad bits";
    c.Add(f, {.id = "sudoku/v1/valid/" + name, .slug = V1(g), .flags = std::move(flags), .requirements = {"SUD-V1-1"},
              .comment = comment, .strict = V1Ok(g)});
  };
  // [SUD-V1-1] counts 0..8 cover every pad-bit count 0..7; 11n is a
  // multiple of 8 for n = 8, 16, ..., 80 (upstream's old off-by-one).
  for (size_t n = 0; n <= 8; ++n) {
    std::vector<std::string> flags;
    if (n == 0) flags.push_back("Boundary");
    if (n == 8) flags.push_back("OffByOneHistory");
    valid("count-" + std::to_string(n), Spread(n), flags);
  }
  for (size_t n : {16, 24, 80}) valid("count-" + std::to_string(n), Spread(n), {"OffByOneHistory"});
  for (size_t n : {17, 40, 79}) valid("count-" + std::to_string(n), Spread(n));
  valid("count-81", FullGrid(), {"Boundary"});
  valid("cell-0-digit-9", {{0, 9}}, {"Boundary"});
  valid("cell-80-digit-1", {{80, 1}}, {"Boundary"});
  valid("corners", {{0, 1}, {8, 9}, {72, 9}, {80, 1}}, {"Boundary"});
  for (uint32_t d = 1; d <= 9; ++d) valid("centre-digit-" + std::to_string(d), {{40, d}});

  auto reject = [&](const std::string& name, std::string slug, std::vector<std::string> flags, Outcome strict,
                    std::optional<Outcome> lenient = std::nullopt, std::string comment = "") {
    c.Add(f, {.id = "sudoku/v1/" + name, .slug = std::move(slug), .flags = std::move(flags), .comment = std::move(comment),
              .strict = std::move(strict), .lenient = std::move(lenient)});
  };
  // [SUD-V1-2] and [SUD-V1-3], at the first, a middle and the last tuple.
  auto out_of_range = [&](const std::string& name, size_t n, size_t i, Given g, bool cell) {
    Givens gs = Spread(n);
    gs[i] = g;
    reject("range/" + name, V1(gs), {"OutOfRange", "UpstreamAcceptsGarbage"},
           Err(VALUE_OUT_OF_RANGE, cell ? V1TupleAt(i) : V1DigitAt(i)), std::nullopt,
           "tuple " + std::to_string(i) + " of " + std::to_string(n));
  };
  out_of_range("cell-81-first", 3, 0, {81, 5}, true);
  out_of_range("cell-127-first", 1, 0, {127, 1}, true);
  out_of_range("cell-81-middle", 8, 3, {81, 2}, true);
  out_of_range("cell-100-last", 8, 7, {100, 3}, true);
  out_of_range("cell-127-last-of-81", 81, 80, {127, 9}, true);
  out_of_range("cell-81-digit-0", 2, 1, {81, 0}, true);
  out_of_range("digit-0-first", 1, 0, {0, 0}, false);
  out_of_range("digit-10-middle", 5, 2, {30, 10}, false);
  out_of_range("digit-15-last", 7, 6, {77, 15}, false);
  out_of_range("digit-0-last-of-8", 8, 7, {75, 0}, false);
  out_of_range("digit-12-second", 4, 1, {25, 12}, false);

  // [SUD-V1-4] conflicting repeats.
  reject("duplicate/conflict", V1({{5, 1}, {5, 2}}), {"ConflictingRepeat", "UpstreamOpensDifferently"}, Err(DUPLICATE, V1TupleAt(1)),
         std::nullopt, "upstream shows the last digit");
  reject("duplicate/conflict-at-80", V1({{0, 1}, {80, 9}, {80, 8}}), {"ConflictingRepeat", "UpstreamOpensDifferently"},
         Err(DUPLICATE, V1TupleAt(2)));
  reject("duplicate/conflict-unsorted", V1({{10, 1}, {20, 2}, {10, 3}}),
         {"ConflictingRepeat", "Unsorted", "MaskedCanonical", "UpstreamOpensDifferently"}, Err(DUPLICATE, V1TupleAt(2)));
  reject("duplicate/identical-then-conflict", V1({{5, 1}, {5, 1}, {5, 2}}),
         {"IdenticalRepeat", "ConflictingRepeat", "MaskedCanonical", "UpstreamOpensDifferently"}, Err(DUPLICATE, V1TupleAt(2)));
  // [SUD-V1-5] identical repeats.
  reject("duplicate/identical", V1({{5, 1}, {5, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V1TupleAt(1)), V1Ok({{5, 1}}));
  reject("duplicate/identical-thrice-at-0", V1({{0, 1}, {0, 1}, {0, 1}}), {"IdenticalRepeat"}, Err(DUPLICATE, V1TupleAt(1)),
         V1Ok({{0, 1}}));
  const Givens s16 = Spread(16);
  reject("duplicate/identical-at-end", V1(Append(s16, {s16.back()})), {"IdenticalRepeat"}, Err(DUPLICATE, V1TupleAt(16)), V1Ok(s16));
  reject("duplicate/identical-82-tuples", V1(Append(FullGrid(), {FullGrid()[80]})), {"IdenticalRepeat", "Boundary"},
         Err(DUPLICATE, V1TupleAt(81)), V1Ok(FullGrid()), "82 tuples: more tuples than cells");
  // [SUD-V1-6] order.
  reject("order/reversed-pair", V1(Reversed(kPair)), {"Unsorted"}, Err(NON_CANONICAL, V1TupleAt(1)), V1Ok(Reversed(kPair)));
  reject("order/reversed-16", V1(Reversed(s16)), {"Unsorted"}, Err(NON_CANONICAL, V1TupleAt(1)), V1Ok(Reversed(s16)));
  Givens seed_swapped = SeedGivens();
  std::swap(seed_swapped[29], seed_swapped[30]);
  reject("order/seed-last-two-swapped", V1(seed_swapped), {"Seed", "Unsorted"}, Err(NON_CANONICAL, V1TupleAt(30)),
         V1Ok(seed_swapped));
  reject("order/identical-first", V1({{5, 1}, {5, 1}, {3, 2}}), {"IdenticalRepeat", "Unsorted", "SeveralCanonical"},
         Err(DUPLICATE, V1TupleAt(1)), V1Ok({{5, 1}, {3, 2}}));
  reject("order/unsorted-first", V1({{9, 1}, {3, 2}, {3, 2}}), {"IdenticalRepeat", "Unsorted", "SeveralCanonical"},
         Err(NON_CANONICAL, V1TupleAt(1)), V1Ok({{9, 1}, {3, 2}}));
  reject("order/behind-out-of-range", V1({{9, 1}, {3, 2}, {50, 0}}), {"Unsorted", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(2)));

  // [SUD-V1-7] non-zero pad bits, for every pad-bit count 1..7: all ones
  // (reported at the first pad bit) and only the last one.
  for (size_t n = 1; n <= 7; ++n) {
    const int bits = V1PadBits(n);
    const Givens g = Spread(n);
    const std::string name = "pad-bits/" + std::to_string(bits) + "-bits-";
    reject(name + "all-ones", V1(g, (1u << bits) - 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, V1PadAt(n, 0)), V1Ok(g),
           std::to_string(n) + " givens; upstream ignores the pad bits");
    if (bits > 1) {
      reject(name + "last-one", V1(g, 1), {"NonZeroPadBits"}, Err(NON_CANONICAL, V1PadAt(n, bits - 1)), V1Ok(g));
    }
  }
  reject("pad-bits/behind-out-of-range", V1({{3, 3}, {81, 1}}, 3), {"NonZeroPadBits", "OutOfRange", "MaskedCanonical"},
         Err(VALUE_OUT_OF_RANGE, V1TupleAt(1)));

  // [SUD-V1-8] a whole spare byte (8 to 10 spare bits).
  auto trailing = [&](const std::string& name, size_t n, uint8_t byte) {
    const Givens g = Spread(n);
    const size_t byte_bit = 32 + 11 * n + static_cast<size_t>(V1PadBits(n));
    reject("trailing/" + name, V1(g, 0, {byte}), {"TrailingByte"}, Err(TRAILING_DATA, CharOfBit(byte_bit)), V1Ok(g),
           std::to_string(8 + V1PadBits(n)) + " spare bits: too few for a tuple; upstream ignores them");
  };
  trailing("8-spare-bits-zero", 0, 0x00);
  trailing("8-spare-bits-ones", 0, 0xFF);
  trailing("8-spare-bits-after-8", 8, 0x00);
  trailing("9-spare-bits", 5, 0x00);
  trailing("10-spare-bits", 2, 0xA5);
  trailing("8-spare-bits-after-16", 16, 0x41);
  // With 10 givens the pad bits and the spare byte start in different
  // characters, so the lower offset decides.
  reject("trailing/behind-pad-bits", V1(Spread(10), 2, {0x00}), {"TrailingByte", "NonZeroPadBits", "SeveralCanonical"},
         Err(NON_CANONICAL, V1PadAt(10, 0)), V1Ok(Spread(10)));
  reject("trailing/unpadded", Unpadded(V1Bytes(Spread(2), 0, {0x00})), {"TrailingByte", "MissingPadding", "SeveralCanonical"},
         Err(TRAILING_DATA, CharOfBit(32 + 22 + 2)), V1Ok(Spread(2)));
  // 11 or more spare bits are a tuple.
  const Givens three = {{10, 2}, {20, 3}, {30, 4}};
  reject("extra-tuple/digit-0", V1(three, 0, {0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(3)), std::nullopt, "7 pad bits and a zero byte: a fourth tuple (0, 0)");
  reject("extra-tuple/cell-0-digit-1", V1(three, 0, {0x10}), {"ExtraTuple", "Unsorted"}, Err(NON_CANONICAL, V1TupleAt(3)),
         V1Ok(Append(three, {{0, 1}})), "7 pad bits and 0x10: a fourth tuple (0, 1), out of order");
  reject("extra-tuple/two-zero-bytes", V1({}, 0, {0x00, 0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(0)));
  reject("extra-tuple/after-81", V1(FullGrid(), 0, {0x00}), {"ExtraTuple", "OutOfRange", "UpstreamAcceptsGarbage"},
         Err(VALUE_OUT_OF_RANGE, V1DigitAt(81)));

  // Characters cut off the end of canonical slugs.
  // 17 givens: 28 bytes, 38 data characters and "==".
  const std::string s17 = V1(Spread(17));
  Givens first16 = Spread(17);
  first16.pop_back();
  const auto cut = [&](size_t n) { return s17.substr(0, s17.size() - n); };
  reject("truncated/17-givens-cut-1", cut(1), {"Truncated", "WrongPadding"}, Err(BAD_BASE64, 38));
  reject("truncated/17-givens-cut-2", cut(2), {"Truncated", "MissingPadding"}, Err(NON_CANONICAL, 38), V1Ok(Spread(17)));
  reject("truncated/17-givens-cut-3", cut(3), {"Truncated", "LoneSextet"}, Err(BAD_BASE64, 36));
  reject("truncated/17-givens-cut-4", cut(4), {"Truncated", "TrailingByte", "UpstreamOpensDifferently"},
         Err(TRAILING_DATA, CharOfBit(32 + 11 * 16)), V1Ok(first16), "16 tuples and a spare byte: upstream shows 16 givens");
}

// ---------------------------------------------------------------------------
// random.jsonl: random puzzles in both versions, clean, damaged and broken

// Random transit damage that lenient repairs: a random non-empty choice of
// kinds, applied in an order that keeps each repair unambiguous (escapes are
// made after line breaks are inserted, so no break splits an escape).
std::string RandomDamage(SplitMix64* rng, std::string slug, std::vector<std::string>* flags) {
  uint32_t kinds = 1 + rng->Below(63);
  const auto chosen = [&](int kind) { return (kinds >> kind) & 1u; };
  const size_t before = flags->size();
  if (chosen(0) && slug.find_first_of("+/") != std::string::npos) {
    slug = UrlSafe(slug);
    flags->push_back("UrlSafeAlphabet");
  }
  if (chosen(1) && slug.find('+') != std::string::npos) {
    slug = Replace(slug, '+', " ");
    flags->push_back("PlusAsSpace");
  }
  if (chosen(2) && slug.find('=') != std::string::npos) {
    slug = StripPadding(slug);
    flags->push_back("MissingPadding");
  }
  if (chosen(3) || flags->size() == before) {
    // One draw per statement: the order of evaluation of function arguments
    // is unspecified, and g++ and clang++ differ.
    const size_t width = 4 + rng->Below(20);
    const char* line_break = rng->Below(2) ? "\r\n" : "\n";
    slug = Wrap(slug, width, line_break);
    flags->push_back("LineBreaks");
  }
  if (chosen(4)) {
    const bool twice = rng->Below(2) != 0;
    slug = Escape(slug, slug.find_first_of("+/=") != std::string::npos ? "+/=" : "y", twice ? 2 : 1);
    flags->push_back(twice ? "DoublePercentEncoded" : "PercentEncoded");
  }
  if (chosen(5)) {
    const char open = "([{<\"'`"[rng->Below(7)];
    const char close = ".,;:!?)]}>\"'`"[rng->Below(13)];
    slug = std::string(1, open) + slug + close;
    flags->push_back("ProsePunctuation");
  }
  if (flags->size() - before > 1) flags->push_back("CombinedDamage");
  return slug;
}

std::string Index(uint32_t i) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%03u", i);
  return buf;
}

void RandomVectors(Corpus& c) {
  const std::string f = "random.jsonl";
  SplitMix64 rng(0x5eed0002);
  for (uint32_t i = 0; i < 120; ++i) {
    const Givens g = RandomPuzzle(&rng, rng.Below(82));
    c.Add(f, {.id = "sudoku/random/v1/" + Index(i), .slug = V1(g), .flags = {"Random"}, .strict = V1Ok(g)});
  }
  for (uint32_t i = 0; i < 80; ++i) {
    const Givens g = RandomPuzzle(&rng, rng.Below(82));
    c.Add(f, {.id = "sudoku/random/v0/" + Index(i), .slug = V0(g), .flags = {"Random"},
              .comment = "upgraded: the same puzzle in v1", .strict = V0Ok(g)});
  }
  // Damaged in transit.
  for (uint32_t i = 0; i < 40; ++i) {
    const char version = rng.Below(4) == 0 ? '0' : '1';
    const Givens g = RandomPuzzle(&rng, 1 + rng.Below(81));
    std::vector<std::string> flags = {"Random"};
    const std::string slug = RandomDamage(&rng, Canonical(g, version), &flags);
    c.Add(f, {.id = "sudoku/random/damaged/" + Index(i), .slug = slug, .flags = flags, .requirements = {"SUD-T3"},
              .lenient = Ok(version, g)});
  }
  // Broken: one given made out of range, or repeated with another digit.
  for (uint32_t i = 0; i < 40; ++i) {
    const char version = rng.Below(3) == 0 ? '0' : '1';
    Givens g = RandomPuzzle(&rng, 1 + rng.Below(81));
    const auto k = static_cast<size_t>(rng.Below(static_cast<uint32_t>(g.size())));
    std::vector<std::string> flags = {"Random"};
    Outcome want;
    if (rng.Below(3) == 0) {
      g.push_back({g[k].cell, g[k].digit % 9 + 1});
      flags.push_back("ConflictingRepeat");
      want = Err(DUPLICATE, version == '0' ? V0CellAt(g.size() - 1) : V1TupleAt(g.size() - 1));
    } else if (rng.Below(2) == 0) {
      g[k].cell = 81 + rng.Below(version == '0' ? 175 : 47);
      flags.push_back("OutOfRange");
      want = Err(VALUE_OUT_OF_RANGE, version == '0' ? V0CellAt(k) : V1TupleAt(k));
    } else {
      const uint32_t bad[] = {0, 10, 11, 12, 13, 14, 15};
      g[k].digit = bad[rng.Below(7)];
      flags.push_back("OutOfRange");
      want = Err(VALUE_OUT_OF_RANGE, version == '0' ? V0DigitAt(k) : V1DigitAt(k));
    }
    c.Add(f, {.id = "sudoku/random/broken/" + Index(i), .slug = version == '0' ? V0(g) : V1(g), .flags = flags,
              .strict = want});
  }
}

// ---------------------------------------------------------------------------

Corpus Generate() {
  Corpus c;
  SeedVectors(c);
  SpecExampleVectors(c);
  TransportVectors(c);
  Base64Vectors(c);
  HeaderVectors(c);
  V0Vectors(c);
  V1Vectors(c);
  RandomVectors(c);
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  return slugspec::corpusgen::GeneratorMain(argc, argv, "sudoku_vectors", Generate().contents());
}
