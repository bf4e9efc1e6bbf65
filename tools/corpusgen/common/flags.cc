#include "corpusgen/common/flags.h"

namespace slugspec::corpusgen {

const NameSet& SharedFlags() {
  static const NameSet flags = {
      "SpecExample",
      "Random",
      "Boundary",
      "VersionPrefix",
      "Empty",
      "LengthLimit",
      "ForeignCharacter",
      "NonAscii",
      "BrokenEscape",
      "PercentEncoded",
      "DoublePercentEncoded",
      "TriplePercentEncoded",
      "LineBreaks",
      "ProsePunctuation",
      "CombinedDamage",
      "LenientBeyondUpstream",
      "BadMagic",
      "ShortHeader",
      "UnknownVersion",
      "OutOfRange",
      "ConflictingRepeat",
      "IdenticalRepeat",
      "Unsorted",
      "NonZeroPadBits",
      "Truncated",
      "MaskedCanonical",
      "SeveralCanonical",
      "UpstreamAcceptsGarbage",
      "UpstreamOpensDifferently",
      "LeadingZeros",
      "ThreeDigits",
      "UpperCase",
      "UpperCasePrefix",
      "SurroundingSpaces",
      "Recorded",
      "Separator",
  };
  return flags;
}

NameSet SharedFlagsAnd(std::initializer_list<std::string_view> own) {
  NameSet flags = SharedFlags();
  for (const std::string_view f : own) flags.emplace(f);
  return flags;
}

}  // namespace slugspec::corpusgen
