#include "corpusgen/triplex/oracle.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "corpusgen/common/chars.h"
#include "corpusgen/common/findings.h"
#include "corpusgen/common/prefixed_head.h"
#include "corpusgen/common/transit_repairs.h"

namespace slugspec::corpusgen::triplex {
namespace {

constexpr PrefixedHead kHead{.id = "TPX", .prefix = "tpx", .versions = "1", .max_input = kMaxInput};
constexpr uint32_t kMaxArea = 36;

bool Digit(char c) { return c >= '0' && c <= '9'; }
bool LowerHex(char c) { return Digit(c) || (c >= 'a' && c <= 'f'); }
bool Base36(char c) { return Digit(c) || (c >= 'a' && c <= 'z'); }
uint32_t DigitValue(char c) { return Digit(c) ? static_cast<uint32_t>(c - '0') : static_cast<uint32_t>(c - 'a' + 10); }

// A number of [TPX-T6]: its value and where it starts and ends.
struct Number {
  uint32_t value = 0;
  size_t first = 0;
  size_t end = 0;
};

// The eight symmetries of §3, as maps of (column, row) in a W x H rectangle.
// The first four keep the rectangle W x H; the last four make it H x W.
constexpr int kKeeping = 4, kAll = 8;
std::array<uint32_t, 2> MapCell(int symmetry, uint32_t w, uint32_t h, uint32_t c, uint32_t r) {
  switch (symmetry) {
    case 0:
      return {c, r};  // identity
    case 1:
      return {w - 1 - c, r};  // left-right mirror
    case 2:
      return {c, h - 1 - r};  // top-bottom mirror
    case 3:
      return {w - 1 - c, h - 1 - r};  // half turn
    case 4:
      return {r, c};  // transpose (main diagonal)
    case 5:
      return {h - 1 - r, w - 1 - c};  // anti-transpose
    case 6:
      return {h - 1 - r, c};  // quarter turn clockwise
    default:
      return {r, w - 1 - c};  // quarter turn anticlockwise
  }
}

class Oracle {
 public:
  Oracle(std::string_view input, bool lenient)
      : lenient_(lenient), text_(lenient ? LenientRepairs(input) : Received(input)) {}

  bool ReadsVersion() const { return PrefixedVersion(kHead, text_).has_value(); }

  Decoding<Decoded> Run() {
    if (auto e = ReadPrefixedHead(kHead, text_)) return {*e};  // [TPX-T1] to [TPX-T4]
    if (auto e = Header()) return {*e};
    Number w, h;
    if (auto e = ReadNumber(6, "TPX-T6", &w)) return {*e};
    if (AtEnd(w.end)) return {Err(TRUNCATED, End(), "TPX-T6")};
    if (Ch(w.end) != 'x') return {Err(BAD_CHARACTER, At(w.end), "TPX-T6")};
    if (auto e = ReadNumber(w.end + 1, "TPX-T6", &h)) return {*e};
    width_ = w.value;
    height_ = h.value;
    // [TPX-D1] is checked as soon as H's number has been read, before the
    // character that follows H ([TPX-T6]'s '_'): the range comes first.
    std::optional<Rejection> separator;
    if (AtEnd(h.end))
      separator = Err(TRUNCATED, End(), "TPX-T6");
    else if (Ch(h.end) != '_')
      separator = Err(BAD_CHARACTER, At(h.end), "TPX-T6");
    std::optional<Rejection> range;
    if (width_ < 2)
      range = Err(VALUE_OUT_OF_RANGE, At(w.first), "TPX-D1");
    else if (height_ < 2 || width_ * height_ > kMaxArea)
      range = Err(VALUE_OUT_OF_RANGE, At(h.first), "TPX-D1");
    if (range) return {*range};
    if (separator) return {*separator};
    if (width_ < height_) Note(NON_CANONICAL, At(w.first), "TPX-D2");
    Decoding<Decoded> body = level_ ? Level(h.end + 1) : Solution(h.end + 1);
    if (!body.outcome.ok() || !body.ambiguity.empty()) return body;
    if (findings_.first()) {
      return {*findings_.first(),
              findings_.tie() ? "two canonical failures of different codes share the lowest offset" : ""};
    }
    return body;
  }

 private:
  uint32_t End() const { return text_.input_size; }
  uint32_t At(size_t i) const { return text_.At(i); }
  bool AtEnd(size_t i) const { return i >= text_.chars.size(); }
  char Ch(size_t i) const { return text_.chars[i]; }
  void Note(ErrorCode code, uint32_t offset, const char* requirement) {
    if (!lenient_) findings_.Note(code, offset, requirement);
  }

  // §5.1 [TPX-T5], after the prefix and version.
  std::optional<Rejection> Header() {
    if (AtEnd(4)) return Err(TRUNCATED, End(), "TPX-T5");
    if (Ch(4) != 's' && Ch(4) != 'l') return Err(BAD_CHARACTER, At(4), "TPX-T5");
    level_ = Ch(4) == 'l';
    if (AtEnd(5)) return Err(TRUNCATED, End(), "TPX-T5");
    if (Ch(5) != '_') return Err(BAD_CHARACTER, At(5), "TPX-T5");
    return std::nullopt;
  }

  // [TPX-T6]: a digit 1-9 and at most one more digit, or the single digit
  // 0; a third digit is VALUE_OUT_OF_RANGE at the first. What follows the
  // number is the caller's to check.
  std::optional<Rejection> ReadNumber(size_t i, const char* requirement, Number* n) const {
    if (AtEnd(i)) return Err(TRUNCATED, End(), requirement);
    if (!Digit(Ch(i))) return Err(BAD_CHARACTER, At(i), requirement);
    n->first = i;
    n->value = DigitValue(Ch(i));
    n->end = i + 1;
    if (n->value == 0) return std::nullopt;
    if (!AtEnd(n->end) && Digit(Ch(n->end))) {
      n->value = n->value * 10 + DigitValue(Ch(n->end));
      ++n->end;
      if (!AtEnd(n->end) && Digit(Ch(n->end))) return Err(VALUE_OUT_OF_RANGE, At(i), requirement);
    }
    return std::nullopt;
  }

  uint32_t Faces() const { return 2 * width_ * height_ - width_ - height_; }

  // §2: the faces in order of significance (bottom then right of each cell,
  // row-major), as the pairs of cells they separate, in a w x h rectangle.
  static std::vector<std::array<uint32_t, 2>> FaceCells(uint32_t w, uint32_t h) {
    std::vector<std::array<uint32_t, 2>> faces;
    for (uint32_t cell = 0; cell < w * h; ++cell) {
      if (cell / w + 1 < h) faces.push_back({cell, cell + w});
      if (cell % w + 1 < w) faces.push_back({cell, cell + 1});
    }
    return faces;
  }

  // The face value of a labelling of a w x h rectangle: open where the two
  // cells carry one label.
  static uint64_t FaceValue(const std::vector<uint32_t>& label, uint32_t w, uint32_t h) {
    uint64_t v = 0;
    for (const auto& [a, b] : FaceCells(w, h)) v = v << 1 | (label[a] == label[b] ? 1u : 0u);
    return v;
  }

  // The pieces: the components of the cells over open faces, each cell
  // labelled with its component's first cell, row-major.
  void Components(uint64_t value) {
    const uint32_t cells = width_ * height_;
    std::vector<uint32_t> parent(cells);
    std::iota(parent.begin(), parent.end(), 0u);
    const auto find = [&](uint32_t x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    const auto faces = FaceCells(width_, height_);
    for (size_t j = 0; j < faces.size(); ++j) {
      if ((value >> (faces.size() - 1 - j)) & 1u) {
        const uint32_t a = find(faces[j][0]), b = find(faces[j][1]);
        parent[std::max(a, b)] = std::min(a, b);
      }
    }
    label_.assign(cells, 0);
    for (uint32_t cell = 0; cell < cells; ++cell) label_[cell] = find(cell);
    // The root is the smallest cell of its component (roots only ever
    // point down), i.e. its first cell row-major.
    first_cells_.clear();
    for (uint32_t cell = 0; cell < cells; ++cell) {
      if (label_[cell] == cell) first_cells_.push_back(cell);
    }
  }

  // [TPX-S3] to [TPX-S5], in that order, pieces by their first cell.
  std::optional<Rejection> Structure(uint32_t at) const {
    for (const uint32_t first : first_cells_) {
      const auto size = std::count(label_.begin(), label_.end(), first);
      if (size < 2 || size > 3) return Err(ILLEGAL_POSITION, at, "TPX-S3");
    }
    if (first_cells_.size() < 3) return Err(ILLEGAL_POSITION, at, "TPX-S4");
    for (uint32_t c = 0; c + 1 < width_; ++c) {  // boundaries between columns c and c + 1
      bool crossed = false;
      for (uint32_t r = 0; r < height_; ++r) crossed = crossed || label_[r * width_ + c] == label_[r * width_ + c + 1];
      if (!crossed) return Err(ILLEGAL_POSITION, at, "TPX-S5");
    }
    for (uint32_t r = 0; r + 1 < height_; ++r) {  // boundaries between rows r and r + 1
      bool crossed = false;
      for (uint32_t c = 0; c < width_; ++c) crossed = crossed || label_[r * width_ + c] == label_[(r + 1) * width_ + c];
      if (!crossed) return Err(ILLEGAL_POSITION, at, "TPX-S5");
    }
    return std::nullopt;
  }

  // The image of the partition (and of cell `marked`) under a symmetry:
  // its face value and the first cell of the marked cell's piece.
  struct Image {
    uint64_t value = 0;
    uint32_t marked_first = 0;
  };
  Image ImageOf(int symmetry, uint32_t marked) const {
    const bool turned = symmetry >= kKeeping;
    const uint32_t w2 = turned ? height_ : width_, h2 = turned ? width_ : height_;
    std::vector<uint32_t> image(width_ * height_);
    for (uint32_t cell = 0; cell < width_ * height_; ++cell) {
      const auto [c2, r2] = MapCell(symmetry, width_, height_, cell % width_, cell / width_);
      image[r2 * w2 + c2] = label_[cell];
    }
    Image result{FaceValue(image, w2, h2), 0};
    const uint32_t piece = label_[marked];
    for (uint32_t cell = 0; cell < image.size(); ++cell) {
      if (image[cell] == piece) {
        result.marked_first = cell;
        break;
      }
    }
    return result;
  }

  // §5.2.
  Decoding<Decoded> Solution(size_t pos) {
    const uint32_t n = Faces();
    const size_t digits = (n + 3) / 4;
    const uint32_t high = static_cast<uint32_t>(4 * digits) - n;
    // [TPX-S1], character by character.
    std::optional<Rejection> s1;
    bool s1_open = false;
    uint64_t value = 0;
    for (size_t i = 0; i < digits && !s1; ++i) {
      if (AtEnd(pos + i))
        s1 = Err(TRUNCATED, End(), "TPX-S1");
      else if (!LowerHex(Ch(pos + i)))
        s1 = Err(BAD_CHARACTER, At(pos + i), "TPX-S1");
      else
        value = value << 4 | DigitValue(Ch(pos + i));
    }
    const size_t after = pos + digits;
    if (!s1 && !AtEnd(after) && Ch(after) != '_') {
      s1 = Err(TRAILING_DATA, At(after), "TPX-S1");
      // A character that is no hex digit, where the faces should have
      // ended: "BAD_CHARACTER at the first other character" and
      // "TRAILING_DATA at the first character past ceil(N / 4)" both apply.
      s1_open = !LowerHex(Ch(after));
    }
    // [TPX-S2]: the bits above N are the top bits of the first character.
    const bool first_read = !AtEnd(pos) && LowerHex(Ch(pos));
    const bool s2 = first_read && high > 0 && (DigitValue(Ch(pos)) >> (4 - high)) != 0;
    const Rejection s2_error = Err(VALUE_OUT_OF_RANGE, At(pos), "TPX-S2");
    if (s2 && s1) {
      return {s2_error, "bits above N and " + DescribeError(s1->code, s1->offset, s1->requirement) +
                            ": \"S1 and S2 are read as the characters come\" orders them either way"};
    }
    if (s2) return {s2_error};
    if (s1 && s1_open) {
      return {*s1, "a non-hex character right after the faces: BAD_CHARACTER or TRAILING_DATA ([TPX-S1])"};
    }
    if (s1 && s1->code != TRAILING_DATA) return {*s1};
    Components(value);
    const std::optional<Rejection> structure = Structure(At(pos));
    if (s1 && structure) {
      return {*s1, "trailing face characters and a partition failing " + structure->requirement +
                       ": is TRAILING_DATA checked before or after \"every face is read\"?"};
    }
    if (s1) return {*s1};
    if (structure) return {*structure};
    // [TPX-S6] and [TPX-S7].
    std::optional<uint32_t> rotatable;
    if (!AtEnd(after)) {  // '_'
      if (AtEnd(after + 1)) return {Err(TRUNCATED, End(), "TPX-S6")};
      if (Ch(after + 1) != 'r') return {Err(BAD_CHARACTER, At(after + 1), "TPX-S6")};
      Number cell;
      if (auto e = ReadNumber(after + 2, "TPX-S6", &cell)) return {*e};
      if (!AtEnd(cell.end)) return {Err(BAD_CHARACTER, At(cell.end), "TPX-S6")};
      if (cell.value >= width_ * height_ || label_[cell.value] != cell.value) {
        return {Err(VALUE_OUT_OF_RANGE, At(cell.first), "TPX-S7")};
      }
      rotatable = cell.value;
    }
    // [TPX-S8]: the smallest face value among the images that keep the
    // rectangle W x H (for W < H, [TPX-D2] has failed at a lower offset).
    if (width_ >= height_) {
      const int symmetries = width_ == height_ ? kAll : kKeeping;
      for (int s = 1; s < symmetries; ++s) {
        if (ImageOf(s, 0).value < value) {
          Note(NON_CANONICAL, At(pos), "TPX-S8");
          break;
        }
      }
    }
    if (rotatable) {
      if (auto why = RotatableTie(*rotatable)) return {Outcome::Accepted(Model(rotatable)), *why};
    }
    return {Outcome::Accepted(Model(rotatable))};
  }

  // §3: "its rotatable piece is the image of the original's". When the
  // partition is symmetric, two minimal images (equal face values) can put
  // the rotatable piece in different places; the spec does not say which
  // one is canonical, and [TPX-S8] compares face values only.
  std::optional<std::string> RotatableTie(uint32_t rotatable) const {
    std::vector<int> symmetries;
    if (width_ > height_)
      symmetries = {0, 1, 2, 3};
    else if (width_ < height_)
      symmetries = {4, 5, 6, 7};
    else
      symmetries = {0, 1, 2, 3, 4, 5, 6, 7};
    uint64_t least = ~uint64_t{0};
    std::set<uint32_t> cells;
    for (const int s : symmetries) {
      const Image image = ImageOf(s, rotatable);
      if (image.value < least) {
        least = image.value;
        cells.clear();
      }
      if (image.value == least) cells.insert(image.marked_first);
    }
    if (cells.size() < 2) return std::nullopt;
    std::string list;
    for (const uint32_t c : cells) list += (list.empty() ? "" : " and ") + std::to_string(c);
    return "a symmetric partition whose minimal images put the rotatable piece at cells " + list +
           ": the spec does not say which is canonical (§3, [TPX-S8])";
  }

  Decoded Model(std::optional<uint32_t> rotatable) const {
    Decoded d;
    d.width = width_;
    d.height = height_;
    for (const uint32_t first : first_cells_) {
      uint32_t column = width_, row = height_;
      std::vector<ShapeCell> cells;
      for (uint32_t cell = 0; cell < label_.size(); ++cell) {
        if (label_[cell] != first) continue;
        column = std::min(column, cell % width_);
        row = std::min(row, cell / width_);
      }
      for (uint32_t cell = 0; cell < label_.size(); ++cell) {
        if (label_[cell] == first) cells.push_back({cell % width_ - column, cell / width_ - row});
      }
      uint32_t shape = 0;
      for (uint32_t code = 1; code <= kShapes; ++code) {
        const auto& table = ShapeCells(code);
        if (table.size() == cells.size() &&
            std::equal(table.begin(), table.end(), cells.begin(),
                       [](const ShapeCell& a, const ShapeCell& b) { return a.column == b.column && a.row == b.row; })) {
          shape = code;
        }
      }
      d.pieces.push_back({shape, column, row, rotatable && *rotatable == first});
    }
    return d;
  }

  // §5.3.
  Decoding<Decoded> Level(size_t pos) {
    Decoded d;
    d.width = width_;
    d.height = height_;
    d.level = true;
    for (size_t i = 0; i < kShapes; ++i) {
      if (AtEnd(pos + i)) return {Err(TRUNCATED, End(), "TPX-L1")};
      if (!Base36(Ch(pos + i))) return {Err(BAD_CHARACTER, At(pos + i), "TPX-L1")};
      d.counts[i] = DigitValue(Ch(pos + i));
    }
    const size_t separator = pos + kShapes;
    if (AtEnd(separator)) return {Err(TRUNCATED, End(), "TPX-L1")};
    if (Ch(separator) != '_') return {Err(BAD_CHARACTER, At(separator), "TPX-L1")};
    const size_t free = separator + 1;
    if (AtEnd(free)) return {Err(TRUNCATED, End(), "TPX-L2")};
    if (!In(Ch(free), kFreeLetters)) return {Err(BAD_CHARACTER, At(free), "TPX-L2")};
    d.free = static_cast<uint32_t>(kFreeLetters.find(Ch(free)));
    if (!AtEnd(free + 1)) return {Err(TRAILING_DATA, At(free + 1), "TPX-L2")};
    uint32_t area = 0, pieces = d.free != 0 ? 1 : 0;
    for (uint32_t code = 1; code <= kShapes; ++code) {
      area += d.counts[code - 1] * (code <= 2 ? 2 : 3);
      pieces += d.counts[code - 1];
    }
    area += d.free == 0 ? 0 : d.free == 1 ? 2 : 3;
    if (area != width_ * height_) return {Err(ILLEGAL_POSITION, At(pos), "TPX-L3")};
    if (pieces < 3) return {Err(ILLEGAL_POSITION, At(pos), "TPX-L4")};
    return {Outcome::Accepted(d)};
  }

  bool lenient_;
  Text text_;
  Findings findings_;
  bool level_ = false;
  uint32_t width_ = 0, height_ = 0;
  std::vector<uint32_t> label_;        // each cell's piece, by the piece's first cell
  std::vector<uint32_t> first_cells_;  // the pieces' first cells, ascending
};

}  // namespace

Text LenientRepairs(std::string_view input) { return LenientTransitRepairs(input, kFoldFrom); }

Decoding<Decoded> Decode(std::string_view slug, bool lenient) { return Oracle(slug, lenient).Run(); }

bool ReadsVersion(std::string_view slug, bool lenient) { return Oracle(slug, lenient).ReadsVersion(); }

}  // namespace slugspec::corpusgen::triplex
