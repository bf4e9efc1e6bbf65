// What registry/json_print.cc and json_parse.cc handle themselves: the
// subset of protobuf the models use (integers, bools, strings, enums, nested
// messages, repeated fields, and for parsing the JSON value types). Anything
// else goes to protobuf's converter. Internal to registry/.
#ifndef SLUGSPEC_REGISTRY_JSON_SUBSET_H_
#define SLUGSPEC_REGISTRY_JSON_SUBSET_H_

#include <google/protobuf/descriptor.h>

namespace slugspec::json_internal {

// How deep printing and parsing go: a deeper message or text is refused.
inline constexpr int kMaxDepth = 64;

// How many list elements (and JSON values of a google.protobuf.Value tree)
// one text may hold: counted before each is made, so that what parsing
// takes is bounded by this, not by the text's size alone. Eight MiB of
// "{}," are 2.8 million empty messages, more than the WebAssembly module's
// memory holds; no game's model comes near (the largest, a 999 x 999 tetris
// board, has too many cells for the input limit in any case).
inline constexpr int kMaxListElements = 500000;

// google.protobuf.Struct, Value or ListValue.
bool IsValueTree(const google::protobuf::Descriptor* d);

// Whether every field of `d`, recursively, is in the subset for parsing or
// for printing (remembered for the last type asked, per thread).
bool CachedInSubset(const google::protobuf::Descriptor* d, bool parsing);

}  // namespace slugspec::json_internal

#endif  // SLUGSPEC_REGISTRY_JSON_SUBSET_H_
