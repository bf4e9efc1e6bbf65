// A model's protobuf encoding, as the WebAssembly module hands it over, read
// into the object that the proto3 JSON mapping prints (registry/json.h's
// ToJson, `slug decode`): keys in declaration order, every list and scalar
// present (zeros too), a message, oneof member or proto3 `optional` field
// only when set, 64-bit integers as strings, enums by name, bytes as base64.
// `schema` is the wire schema written from the .proto files at build time
// (reference/js/wasm/wire_schema.h). No slug is read here: this is the JSON
// mapping's other half, and test/run.sh checks it against `slug decode` on
// every slug of the corpus.
export function slugspecWire(schema) {
  "use strict";
  const utf8 = new TextDecoder();
  const LIST = 1, PRESENCE = 2;
  const tables = new Map();

  function table(name) {
    let t = tables.get(name);
    if (t !== undefined) return t;
    const fields = schema.messages[name].map(([number, key, kind, flags, type]) => ({
      number, key, kind, list: (flags & LIST) !== 0, presence: (flags & PRESENCE) !== 0, type,
      names: kind === "enum" ? schema.enums[type] : null,
      delimited: kind === "string" || kind === "bytes" || kind === "message", table: null,
    }));
    t = { fields, index: new Map(fields.map((f, i) => [f.number, i])) };
    tables.set(name, t);
    return t;
  }

  function zero(f) {
    if (f.list) return [];
    switch (f.kind) {
      case "string": case "bytes": return "";
      case "bool": return false;
      case "int64": case "uint64": case "sint64": case "fixed64": case "sfixed64": return "0";
      case "enum": return f.names["0"] !== undefined ? f.names["0"] : 0;
      default: return 0;
    }
  }

  // The reader's state: one reading at a time (JavaScript runs one call at
  // a time), so the functions below are made once, not per message.
  let bytes = null, pos = 0, lo = 0, hi = 0;  // lo, hi: the last varint's 32-bit halves

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

  function scalar(f) {
    switch (f.kind) {
      case "int32": varint(); return lo | 0;
      case "uint32": varint(); return lo >>> 0;
      case "sint32": varint(); return (lo >>> 1) ^ -(lo & 1);
      case "bool": varint(); return (lo | hi) !== 0;
      case "enum": { varint(); const n = lo | 0; const named = f.names[n]; return named !== undefined ? named : n; }
      case "int64": varint(); return hi === 0 ? String(lo >>> 0) : String(BigInt.asIntN(64, big()));
      case "uint64": varint(); return hi === 0 ? String(lo >>> 0) : String(big());
      case "sint64": { varint(); const v = big(); return String((v >> 1n) ^ -(v & 1n)); }
      case "fixed32": { const v = view().getUint32(0, true); pos += 4; return v; }
      case "sfixed32": { const v = view().getInt32(0, true); pos += 4; return v; }
      case "float": { const v = view().getFloat32(0, true); pos += 4; return finite(v); }
      case "fixed64": { const v = view().getBigUint64(0, true); pos += 8; return String(v); }
      case "sfixed64": { const v = view().getBigInt64(0, true); pos += 8; return String(v); }
      case "double": { const v = view().getFloat64(0, true); pos += 8; return finite(v); }
      default: throw new Error(`slugspec: no scalar kind ${f.kind}`);
    }
  }

  function delimited(f) {
    varint();
    const start = pos, stop = pos + (lo >>> 0);
    if (f.kind === "string") {
      pos = stop;
      return utf8.decode(bytes.subarray(start, stop));
    }
    if (f.kind === "bytes") {
      pos = stop;
      return base64(bytes.subarray(start, stop));
    }
    return message(f.table || (f.table = table(f.type)), stop);
  }

  function skip(wireType) {
    if (wireType === 0) varint();
    else if (wireType === 1) pos += 8;
    else if (wireType === 5) pos += 4;
    else if (wireType === 2) { varint(); pos += lo >>> 0; }
    else throw new Error(`slugspec: wire type ${wireType}`);
  }

  // Reads one message of table `t` from bytes[pos, end); pos ends at end.
  function message(t, end) {
    const values = new Array(t.fields.length);
    while (pos < end) {
      varint();
      const number = (lo >>> 3) | (hi << 29), wireType = lo & 7;
      const i = t.index.get(number);
      if (i === undefined) {
        skip(wireType);
        continue;
      }
      const f = t.fields[i];
      if (!f.list) {
        values[i] = f.delimited ? delimited(f) : scalar(f);
      } else if (f.delimited || wireType !== 2) {
        (values[i] || (values[i] = [])).push(f.delimited ? delimited(f) : scalar(f));
      } else {  // a packed list of scalars
        varint();
        const stop = pos + (lo >>> 0);
        const list = values[i] || (values[i] = []);
        while (pos < stop) list.push(scalar(f));
      }
    }
    if (pos !== end) throw new Error("slugspec: a message overruns its length");
    const object = {};
    for (let i = 0; i < t.fields.length; i++) {
      const f = t.fields[i];
      if (values[i] !== undefined) object[f.key] = values[i];
      else if (!f.presence) object[f.key] = zero(f);
    }
    return object;
  }

  // JSON has no NaN or infinities: the mapping writes them as strings.
  function finite(v) {
    if (Number.isNaN(v)) return "NaN";
    if (v === Infinity) return "Infinity";
    if (v === -Infinity) return "-Infinity";
    return v;
  }

  function base64(b) {
    let s = "";
    for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
    return btoa(s);
  }

  // The model of format `format` in from[start, end).
  return (format, from, start, end) => {
    bytes = from;
    pos = start;
    try {
      return message(table(schema.models[format]), end);
    } finally {
      bytes = null;
    }
  };
}
