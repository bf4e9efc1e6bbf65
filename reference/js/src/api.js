// The package's API over the WebAssembly module (reference/js/wasm/
// exports.cc). Written once; build.mjs wraps it as the ES module and the
// CommonJS entry points, each with its own way of reading the .wasm file.
// It has no import or export of its own for that reason.
//
// Every decision is the module's, which runs the C++ verbs that `slug`
// runs: this file only moves bytes in and JSON out.

function slugspecApi(createSlugspecModule, readModel) {
  "use strict";
  // As exports.cc numbers them.
  const VERBS = { formats: 0, decode: 1, encode: 2, upgrade: 3, validate: 4, render: 5, levelCode: 6, convert: 7,
    detect: 8 };
  const LENIENT = 1, LINK = 2, SVG = 4, CHECK = 8, WIRE = 16;
  const utf8 = new TextEncoder();
  const text = new TextDecoder();

  let wasm = null;  // the emscripten Module, once ready
  let started = null;  // the promise of the first init
  let failure = null;  // why the module could not be made, once known
  let formatList = null;  // formats(), once asked

  // Makes the module from `source`: the .wasm's bytes (ArrayBuffer, a typed
  // array), a compiled WebAssembly.Module, or a promise of one of those or
  // of a Response. Bytes or a Module instantiate synchronously (CommonJS in
  // Node: ready when require returns). The first call wins; later ones
  // answer its promise.
  function init(source) {
    if (started !== null) return started;
    started = new Promise((resolve, reject) => {
      const fail = (e) => {
        failure = e;
        reject(e);
      };
      const instantiateWasm = (imports, receive) => {
        const now = source instanceof WebAssembly.Module ? source
          : ArrayBuffer.isView(source) || source instanceof ArrayBuffer ? new WebAssembly.Module(source) : null;
        if (now !== null) {
          receive(new WebAssembly.Instance(now, imports), now);
        } else {
          Promise.resolve(source)
            .then((s) => instantiate(s, imports))
            .then((r) => receive(r.instance, r.module), fail);
        }
        return {};
      };
      const module = { instantiateWasm, print: () => {}, printErr: () => {} };
      let made;
      try {
        made = createSlugspecModule(module);
      } catch (e) {
        fail(e);
        return;
      }
      made.then((m) => {
        wasm = m;
        resolve();
      }, fail);
      // Synchronous instantiation has run the module's start already.
      if (module.calledRun === true) wasm = module;
    });
    return started;
  }

  async function instantiate(source, imports) {
    if (source instanceof WebAssembly.Module) {
      return { instance: await WebAssembly.instantiate(source, imports), module: source };
    }
    if (typeof Response !== "undefined" && source instanceof Response) {
      if (!source.ok) throw new Error(`slugspec: cannot fetch ${source.url}: ${source.status}`);
      if (WebAssembly.instantiateStreaming && source.headers.get("content-type") === "application/wasm") {
        return WebAssembly.instantiateStreaming(source, imports);
      }
      source = await source.arrayBuffer();
    }
    return WebAssembly.instantiate(source, imports);
  }

  function need() {
    if (wasm !== null) return;
    if (failure !== null) {
      throw new Error(`slugspec: the WebAssembly module could not be made: ${(failure && failure.message) || failure}`);
    }
    throw new Error("slugspec: the WebAssembly module is not ready yet: await ready (or init) first");
  }

  const limits = [];  // the most bytes of input each verb reads (exports.cc)
  const NO_BYTES = new Uint8Array(0);

  // Runs a verb; the answer is wasm.HEAPU8[at, at + size), valid until the
  // next call. The input goes into the module's request buffer as UTF-8, at
  // most as many bytes as the verb reads: a longer slug gets the answer it
  // would get whole (INPUT_TOO_LONG) and is never copied whole.
  function run(verb, flags, input, format, extra) {
    need();
    const longest = limits[verb] || (limits[verb] = wasm._slugspec_input_limit(verb) >>> 0);
    const f = format ? utf8.encode(format) : NO_BYTES, x = extra ? utf8.encode(extra) : NO_BYTES;
    let size, buffer, heap;
    if (input instanceof Uint8Array) {
      const bytes = input.length > longest ? input.subarray(0, longest) : input;
      size = bytes.length;
      buffer = wasm._slugspec_buffer(size + f.length + x.length) >>> 0;
      heap = wasm.HEAPU8;  // after the buffer call: memory may have grown
      heap.set(bytes, buffer);
    } else {
      let s = input === undefined || input === null ? "" : String(input);
      // Every UTF-16 unit is at least one byte of UTF-8, at most three: the
      // text cut to `longest` units still has the bytes read, and three
      // bytes a unit always fit.
      if (s.length > longest) s = s.slice(0, longest);
      const room = 3 * s.length;
      buffer = wasm._slugspec_buffer(room + f.length + x.length) >>> 0;
      heap = wasm.HEAPU8;
      size = Math.min(utf8.encodeInto(s, heap.subarray(buffer, buffer + room)).written, longest);
    }
    heap.set(f, buffer + size);
    heap.set(x, buffer + size + f.length);
    const answerSize = wasm._slugspec_call(verb, flags, size, f.length, x.length) >>> 0;
    return { heap: wasm.HEAPU8, at: wasm._slugspec_answer() >>> 0, size: answerSize };
  }

  function call(verb, flags, input, format, extra) {
    const { heap, at, size } = run(verb, flags, input, format, extra);
    return JSON.parse(text.decode(heap.subarray(at, at + size)));
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

  // An accepted slug's model comes as its protobuf encoding (byte 1, the
  // format's name, byte 0, the model), read by wire.js; a rejection as JSON.
  function decode(slug, opts) {
    const o = options(opts, READ);
    const { heap, at, size } = run(VERBS.decode, readFlags(o) | WIRE, slug, o.format);
    if (size === 0 || heap[at] !== 1) return JSON.parse(text.decode(heap.subarray(at, at + size)));
    const nameEnd = heap.indexOf(0, at + 1);
    const format = text.decode(heap.subarray(at + 1, nameEnd));
    return { model: readModel(format, heap, nameEnd + 1, at + size) };
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

  function detect(slug, opts) {
    const o = options(opts, READ);
    return call(VERBS.detect, readFlags(o), slug, o.format);
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

  return { init, detect, decode, encode, upgrade, validate, render, levelCode, convert, formats, memoryBytes };
}
