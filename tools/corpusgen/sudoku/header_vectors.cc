// The header's vectors (header.jsonl): spec/sudoku.md §5.
#include <cstdint>
#include <string>
#include <string_view>

#include "corpusgen/common/generator_main.h"
#include "corpusgen/sudoku/families.h"
#include "corpusgen/sudoku/offsets.h"
#include "corpusgen/sudoku/writer.h"

namespace slugspec::corpusgen::sudoku {

void HeaderVectors(Corpus& c) {
  const std::string f = "header.jsonl";
  auto with_header = [](Bytes header) { return Base64(header); };
  struct Magic {
    const char* id;
    Bytes bytes;
    uint32_t at;
  };
  const Magic magics[] = {
      {"lowercase-s", {'s', '!', 'v', '1'}, 0}, {"question-mark", {'S', '?', 'v', '1'}, 1},
      {"swapped", {'!', 'S', 'v', '1'}, 0},     {"double-s", {'S', 'S', 'v', '1'}, 1},
      {"t", {'T', '!', 'v', '1'}, 0},           {"space", {'S', ' ', 'v', '1'}, 1},
      {"nul-bytes", {0, 0, 'v', '1'}, 0},       {"no-magic", {'v', '1', 0x26, 0xCE, 0x50}, 0},
      {"text", {'h', 'e', 'l', 'l', 'o'}, 0},   {"one-wrong-byte", {'R'}, 0},
      {"s-and-space", {'S', 0x20}, 1},          {"lowercase-one-byte", {'s'}, 0},
  };
  for (const Magic& m : magics) {
    c.Add(f, {.id = std::string("sudoku/header/magic/") + m.id,
              .slug = with_header(m.bytes),
              .flags = {"BadMagic"},
              .strict = Err(BAD_MAGIC, m.at)});
  }
  c.Add(f, {.id = "sudoku/header/magic/one-byte",
            .slug = Base64({'S'}),
            .flags = {"ShortHeader"},
            .strict = Err(TRUNCATED, 4)});
  c.Add(f, {.id = "sudoku/header/magic/one-byte-unpadded",
            .slug = Unpadded({'S'}),
            .flags = {"ShortHeader", "MissingPadding", "MaskedCanonical"},
            .strict = Err(TRUNCATED, 2)});
  c.Add(f, {.id = "sudoku/header/magic/one-byte-spare-bits",
            .slug = "Uy",
            .flags = {"ShortHeader", "NonZeroDiscardedBits", "MaskedCanonical"},
            .comment = "'y' carries 4 bits that make no byte; still the header is cut short",
            .strict = Err(TRUNCATED, 2)});
  c.Add(f, {.id = "sudoku/header/version/magic-only-unpadded",
            .slug = "UyE",
            .flags = {"ShortHeader", "MissingPadding"},
            .strict = Err(TRUNCATED, 3)});
  c.Add(f, {.id = "sudoku/header/version/v-only",
            .slug = Base64({'S', '!', 'v'}),
            .flags = {"ShortHeader"},
            .strict = Err(TRUNCATED, 4)});
  c.Add(f, {.id = "sudoku/header/version/v-and-lone-sextet",
            .slug = "UyF2M",
            .flags = {"ShortHeader", "LoneSextet"},
            .strict = Err(BAD_BASE64, 4)});

  struct Version {
    const char* id;
    Bytes bytes;
  };
  const Version versions[] = {
      {"uppercase-v1", {'S', '!', 'V', '1'}},
      {"uppercase-v0", {'S', '!', 'V', '0'}},
      {"v9", {'S', '!', 'v', '9'}},
      {"vv", {'S', '!', 'v', 'v'}},
      {"v-nul", {'S', '!', 'v', 0}},
      {"reversed", {'S', '!', '1', 'v'}},
      {"w1", {'S', '!', 'w', '1'}},
      {"magic-twice", {'S', '!', 'S', '!', 'v', '1'}},
      {"x-only", {'S', '!', 'x'}},
      {"uppercase-v-only", {'S', '!', 'V'}},
      {"v2-with-payload", {'S', '!', 'v', '2', 0x26, 0xCE, 0x50}},
  };
  for (const Version& v : versions) {
    c.Add(f, {.id = std::string("sudoku/header/version/") + v.id,
              .slug = Base64(v.bytes),
              .flags = {"UnknownVersion"},
              .strict = Err(UNKNOWN_VERSION, 2)});
  }

  // "S!v10...": the version is two bytes; the '0' is payload (§5).
  auto prefixed = [&](const char* id, std::string_view text, char version, Givens g, const char* comment) {
    const Bytes b = version == '0' ? V0Bytes(g) : V1Bytes(g);
    if (std::string(b.begin(), b.begin() + static_cast<long>(text.size())) != text)
      Die(std::string(id) + ": bytes do not spell it");
    c.Add(f, {.id = std::string("sudoku/header/version/") + id,
              .slug = Base64(b),
              .flags = {"VersionPrefix"},
              .requirements = {"SUD-H2"},
              .comment = comment,
              .strict = Ok(version, g)});
  };
  prefixed("v10", "S!v10", '1', {{24, 5}}, "S!v10: version v1, and '0' (0x30) starts the tuple (24, 5)");
  prefixed("v11", "S!v11", '1', {{24, 8}}, "S!v11: version v1, and '1' (0x31) starts the tuple (24, 8)");
  prefixed("v00", "S!v00", '0', {{48, 5}}, "S!v00: version v0, and '0' is cell 48");
  prefixed("v01", "S!v01", '0', {{49, 7}}, "S!v01: version v0, and '1' is cell 49");
  c.Add(f, {.id = "sudoku/header/version/v10-alone",
            .slug = Base64({'S', '!', 'v', '1', '0'}),
            .flags = {"VersionPrefix", "TrailingByte"},
            .comment = "S!v10 and nothing more: a v1 payload of one byte, no tuple",
            .strict = Err(TRAILING_DATA, 5),
            .lenient = V1Ok({})});
  c.Add(f, {.id = "sudoku/header/version/v01-alone",
            .slug = Base64({'S', '!', 'v', '0', '1'}),
            .flags = {"VersionPrefix", "OddPayload", "UpstreamAcceptsGarbage"},
            .strict = Err(TRUNCATED, 8)});
  c.Add(f, {.id = "sudoku/header/version/v1v1",
            .slug = Base64({'S', '!', 'v', '1', 'v', '1'}),
            .flags = {"VersionPrefix", "NonZeroPadBits"},
            .comment = "the repeated \"v1\" is payload: tuple (59, 1) and pad bits 10001",
            .strict = Err(NON_CANONICAL, V1PadAt(1, 0)),
            .lenient = V1Ok({{59, 1}})});
}

}  // namespace slugspec::corpusgen::sudoku
