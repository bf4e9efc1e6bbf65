// The package's API over the WebAssembly module (reference/js/wasm/
// exports.cc). Written once; build.mjs wraps it as the ES module and the
// CommonJS entry points, each with its own way of reading the .wasm file.
// It has no import or export of its own for that reason.
//
// Every decision is the module's, which runs the C++ verbs that `slug`
// runs: this file only moves bytes in and JSON out.

function slugspecApi(createSlugspecModule, readWasm) {
  "use strict";
  // As exports.cc numbers them.
  const VERBS = { formats: 0, decode: 1, encode: 2, upgrade: 3, validate: 4, render: 5, levelCode: 6, convert: 7 };
  const LENIENT = 1, LINK = 2, SVG = 4, CHECK = 8;
  const utf8 = new TextEncoder();
  const text = new TextDecoder();

  let wasm = null;  // the emscripten Module, once ready
  let formatList = null;

  // Instantiates synchronously when `bytes` is there already (CommonJS in
  // Node: the package is usable as soon as require returns), else waits.
  function start(bytes) {
    const instantiateWasm = (imports, receive) => {
      if (bytes instanceof Uint8Array || bytes instanceof ArrayBuffer) {
        const module = new WebAssembly.Module(bytes);
        receive(new WebAssembly.Instance(module, imports), module);
      } else {
        Promise.resolve(bytes)
          .then((b) => WebAssembly.instantiate(b, imports))
          .then((r) => receive(r.instance, r.module), (e) => failed(e));
      }
      return {};
    };
    let failed = () => {};
    const module = { instantiateWasm, print: () => {}, printErr: () => {} };
    return new Promise((resolve, reject) => {
      failed = reject;
      createSlugspecModule(module).then((m) => {
        wasm = m;
        resolve();
      }, reject);
      // Synchronous instantiation has run the module's start already.
      if (typeof module._slugspec_call === "function") wasm = module;
    });
  }

  const ready = start(readWasm());

  function need() {
    if (wasm === null) throw new Error("slugspec: the WebAssembly module is not ready yet: await ready first");
  }

  // The input's UTF-8 bytes, at most as many as the verb reads
  // (exports.cc): a longer slug gets the answer it would get whole
  // (INPUT_TOO_LONG), and is never copied whole into the module's memory.
  function bytesOf(value, longest) {
    if (value instanceof Uint8Array) return value.length > longest ? value.subarray(0, longest) : value;
    let s = value === undefined || value === null ? "" : String(value);
    // Every UTF-16 unit is at least one byte of UTF-8: the text cut to that
    // many units still has the bytes read, and a huge string is never
    // encoded whole.
    if (s.length > longest) s = s.slice(0, longest);
    const b = utf8.encode(s);
    return b.length > longest ? b.subarray(0, longest) : b;
  }

  function call(verb, flags, input, format, extra) {
    need();
    const i = bytesOf(input, wasm._slugspec_input_limit(verb) >>> 0);
    const f = utf8.encode(format || ""), x = utf8.encode(extra || "");
    const at = wasm._slugspec_buffer(i.length + f.length + x.length);
    const heap = wasm.HEAPU8;  // after the buffer call: memory may have grown
    heap.set(i, at);
    heap.set(f, at + i.length);
    heap.set(x, at + i.length + f.length);
    const size = wasm._slugspec_call(verb, flags, i.length, f.length, x.length);
    const answer = wasm._slugspec_answer() >>> 0;
    return JSON.parse(text.decode(wasm.HEAPU8.subarray(answer, answer + size)));
  }

  function options(given, allowed) {
    const o = given === undefined || given === null ? {} : given;
    if (typeof o !== "object") throw new TypeError("slugspec: options must be an object");
    for (const key of Object.keys(o)) {
      if (!allowed.includes(key)) throw new TypeError(`slugspec: unknown option "${key}" (${allowed.join(", ")})`);
    }
    if (o.profile !== undefined && o.profile !== "strict" && o.profile !== "lenient") {
      throw new TypeError(`slugspec: profile must be "strict" or "lenient"`);
    }
    return o;
  }

  const READ = ["format", "profile", "link"];
  function readFlags(o) {
    return (o.profile === "lenient" ? LENIENT : 0) | (o.link ? LINK : 0);
  }

  function decode(slug, opts) {
    const o = options(opts, READ);
    return call(VERBS.decode, readFlags(o), slug, o.format);
  }

  function encode(model, opts) {
    const o = options(opts, ["format", "version"]);
    let json;
    if (typeof model === "string" || model instanceof Uint8Array) {
      json = model;
    } else {
      try {
        json = JSON.stringify(model);
      } catch (e) {
        return { error: { code: "BAD_MODEL", offset: 0, message: `not a model: ${e && e.message}` } };
      }
      if (json === undefined) json = "";
    }
    return call(VERBS.encode, 0, json, o.format, o.version);
  }

  function upgrade(slug, opts) {
    const o = options(opts, READ);
    return call(VERBS.upgrade, readFlags(o), slug, o.format);
  }

  function validate(slug, opts) {
    const o = options(opts, READ);
    return call(VERBS.validate, readFlags(o), slug, o.format);
  }

  function render(slug, opts) {
    const o = options(opts, [...READ, "svg"]);
    return call(VERBS.render, readFlags(o) | (o.svg ? SVG : 0), slug, o.format);
  }

  function levelCode(slug, opts) {
    const o = options(opts, [...READ, "check"]);
    const checking = o.check !== undefined && o.check !== null;
    return call(VERBS.levelCode, readFlags(o) | (checking ? CHECK : 0), slug, o.format,
                checking ? String(o.check) : "");
  }

  function convert(slug, opts) {
    const o = options(opts, [...READ, "to"]);
    if (typeof o.to !== "string" || o.to === "") throw new TypeError('slugspec: convert needs { to: "FORM" }');
    return call(VERBS.convert, readFlags(o), slug, o.format, o.to);
  }

  function formats() {
    if (formatList === null) formatList = call(VERBS.formats, 0, "", "", "");
    return JSON.parse(JSON.stringify(formatList));
  }

  // The module's memory in bytes: it grows to what the largest input needs
  // (at most 128 MiB, reference/js/wasm/CMakeLists.txt) and no further.
  function memoryBytes() {
    need();
    return wasm.HEAPU8.length;
  }

  return { ready, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes };
}
