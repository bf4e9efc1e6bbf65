// The runtime of the model readers: a model's protobuf encoding, as the
// WebAssembly module hands it over, read into the object that the proto3
// JSON mapping prints (registry/json.h's ToJson, `slug decode`): keys in
// declaration order, every list and scalar present (zeros too), a message,
// oneof member or proto3 `optional` field only when set, 64-bit integers as
// strings, enums by name, bytes as base64. One reader function per message
// type is generated at build time from the wire schema (wire-readers.mjs),
// after this file, into one module: no schema is interpreted per call, and
// every model object is made with its keys in one order, which JavaScript
// engines read fastest. No slug is read here: this is the JSON mapping's
// other half, and test/run.sh checks it against `slug decode` on every slug
// of the corpus.

const utf8 = new TextDecoder();

// The reader's state: one reading at a time (JavaScript runs one call at a
// time). lo, hi: the last varint's 32-bit halves.
let bytes = null, pos = 0, lo = 0, hi = 0;

function varint() {
  lo = 0;
  hi = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    const b = bytes[pos++];
    lo |= (b & 0x7f) << shift;
    if (b < 0x80) return;
  }
  let b = bytes[pos++];
  lo |= (b & 0x0f) << 28;
  hi = (b & 0x7f) >> 4;
  if (b < 0x80) return;
  for (let shift = 3; shift < 32; shift += 7) {
    b = bytes[pos++];
    hi |= (b & 0x7f) << shift;
    if (b < 0x80) return;
  }
  throw new Error("slugspec: a varint longer than ten bytes");
}
const big = () => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
const view = () => new DataView(bytes.buffer, bytes.byteOffset + pos);

// One reader per scalar kind, named as the .proto type is.
const read = {
  int32() { varint(); return lo | 0; },
  uint32() { varint(); return lo >>> 0; },
  sint32() { varint(); return (lo >>> 1) ^ -(lo & 1); },
  bool() { varint(); return (lo | hi) !== 0; },
  int64() { varint(); return hi === 0 ? String(lo >>> 0) : String(BigInt.asIntN(64, big())); },
  uint64() { varint(); return hi === 0 ? String(lo >>> 0) : String(big()); },
  sint64() { varint(); const v = big(); return String((v >> 1n) ^ -(v & 1n)); },
  fixed32() { const v = view().getUint32(0, true); pos += 4; return v; },
  sfixed32() { const v = view().getInt32(0, true); pos += 4; return v; },
  float() { const v = view().getFloat32(0, true); pos += 4; return finite(v); },
  fixed64() { const v = view().getBigUint64(0, true); pos += 8; return String(v); },
  sfixed64() { const v = view().getBigInt64(0, true); pos += 8; return String(v); },
  double() { const v = view().getFloat64(0, true); pos += 8; return finite(v); },
  // A string: short ASCII ones (a model's format and version names, most
  // of its strings) without the decoder, whose call costs more than they do.
  string() {
    varint();
    const start = pos, stop = pos + (lo >>> 0);
    pos = stop;
    if (stop - start <= 16) {
      let s = "";
      for (let i = start; i < stop; i++) {
        const c = bytes[i];
        if (c >= 0x80) return utf8.decode(bytes.subarray(start, stop));
        s += String.fromCharCode(c);
      }
      return s;
    }
    return utf8.decode(bytes.subarray(start, stop));
  },
  bytes() {
    varint();
    const start = pos;
    pos += lo >>> 0;
    let s = "";
    for (let i = start; i < pos; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s);
  },
};

// An enum: its name, or its number when the enum has no name for it.
function enumValue(names) {
  varint();
  const n = lo | 0;
  const name = names[n];
  return name !== undefined ? name : n;
}

// A message field: its reader over the bytes its length says (a length
// under 128, one byte, read here: most are).
function message(reader) {
  const b = bytes[pos];
  if (b < 128) {
    pos++;
    return reader(pos + b);
  }
  varint();
  return reader(pos + (lo >>> 0));
}

// A list of scalars: packed (one length, then the values) or one value.
function scalars(wireType, readOne, list) {
  if (wireType !== 2) {
    list.push(readOne());
    return;
  }
  varint();
  const stop = pos + (lo >>> 0);
  while (pos < stop) list.push(readOne());
}

// A field the reader does not know: skipped by its wire type.
function skip(wireType) {
  if (wireType === 0) varint();
  else if (wireType === 1) pos += 8;
  else if (wireType === 5) pos += 4;
  else if (wireType === 2) { varint(); pos += lo >>> 0; }
  else throw new Error(`slugspec: wire type ${wireType}`);
}

function ended(end) {
  if (pos !== end) throw new Error("slugspec: a message overruns its length");
}

// JSON has no NaN or infinities: the mapping writes them as strings.
function finite(v) {
  if (Number.isNaN(v)) return "NaN";
  if (v === Infinity) return "Infinity";
  if (v === -Infinity) return "-Infinity";
  return v;
}

// The model of format `format` in from[start, end), by the generated
// reader of its message (readers, after this file).
function readModelOf(readers, format, from, start, end) {
  const reader = readers[format];
  if (reader === undefined) throw new Error(`slugspec: no model reader for ${format}`);
  bytes = from;
  pos = start;
  try {
    return reader(end);
  } finally {
    bytes = null;
  }
}
