// The package's API over the WebAssembly module (reference/js/wasm/
// exports.cc), an ES module that build.mjs bundles, with emscripten's glue
// and the model readers, into each entry point (ESM, CommonJS, a classic
// script); each entry reads the .wasm in its own way.
//
// Every decision is the module's, which runs the C++ verbs that `slug`
// runs: this file only moves bytes in and JSON out.
// createSlugspecModule: emscripten's factory; wire: the model readers
// (wire.js and the readers build.mjs generates from the wire schema), with
// the module's verb numbers and request flags (abi: reference/js/wasm/abi.h).
export function slugspecApi(createSlugspecModule, { readModel, abi }) {
  const VERBS = abi.verbs;
  const { lenient: LENIENT, link: LINK, svg: SVG, check: CHECK } = abi.flags;
  const utf8 = new TextEncoder();
  const text = new TextDecoder();

  // The glue asks where the .wasm is (else it makes a URL from its own
  // import.meta.url, which a CommonJS or classic-script bundle has not),
  // then never fetches it: instantiateWasm below always hands it the module.
  const unused = (file) => file;

  let wasm = null;  // the emscripten Module, once ready
  let started = null;  // the promise of the first init
  let failure = null;  // why the module could not be made, once known
  let formatList = null;  // formats(), once asked
  let compiled = null;  // the compiled WebAssembly.Module, to make the module again

  // After the module aborted (its memory exhausted by an input no check
  // bounded first), a new instance of the same compiled module takes its
  // place, synchronously, so that no sequence of calls leaves the package
  // throwing; the call that aborted answers an error.
  function remake() {
    wasm = null;
    const module = {
      instantiateWasm: (imports, receive) => {
        receive(new WebAssembly.Instance(compiled, imports), compiled);
        return {};
      },
      locateFile: unused,
      print: () => {},
      printErr: () => {},
    };
    createSlugspecModule(module).catch(() => {});
    if (module.calledRun === true) wasm = module;
    limits.length = 0;
  }
  const aborted = (e) => e instanceof WebAssembly.RuntimeError || (e instanceof Error && /^Aborted\(/.test(e.message));
  // `verb` whose module call may abort: the error answer, and a new module.
  function guarded(verb) {
    return (...args) => {
      try {
        return verb(...args);
      } catch (e) {
        if (!aborted(e) || compiled === null) throw e;
        remake();
        const message = "the reference ran out of memory on this input (its module was made again)";
        const error = { code: "LIMIT_EXCEEDED", offset: 0, message };
        return verb === validate ? { valid: false, error, text: message } : { error };
      }
    };
  }

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
        let now;
        try {
          now = source instanceof WebAssembly.Module ? source
            : ArrayBuffer.isView(source) || source instanceof ArrayBuffer ? new WebAssembly.Module(source) : null;
        } catch (e) {
          // Bytes that are no module (an HTML 404 page, a cut file): the
          // promise says why, rather than never settling.
          fail(new Error(`slugspec: the bytes given are not the slugspec WebAssembly module: ${e && e.message}`));
          return {};
        }
        if (now !== null) {
          compiled = now;
          receive(new WebAssembly.Instance(now, imports), now);
        } else {
          Promise.resolve(source)
            .then((s) => instantiate(s, imports))
            .then((r) => {
              compiled = r.module;
              receive(r.instance, r.module);
            }, (e) => fail(new Error(`slugspec: the WebAssembly module could not be made: ${
              String(e && e.message).replace(/^slugspec: /, "")}`)));
        }
        return {};
      };
      const module = { instantiateWasm, locateFile: unused, print: () => {}, printErr: () => {} };
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
    // Bytes before anything else: in Node 20 the first look at the global
    // Response loads its fetch (undici), 40 ms of a 50 ms start.
    if (!(ArrayBuffer.isView(source) || source instanceof ArrayBuffer) && typeof Response !== "undefined" &&
        source instanceof Response) {
      // A 404 in a bundled page is most often a bundler that left the
      // .wasm out (it does not follow new URL(..., import.meta.url)).
      if (!source.ok) {
        throw new Error(`slugspec: cannot fetch ${source.url}: ${source.status}` + (source.status === 404
          ? "; if a bundler built this page, it did not copy the .wasm: import the /inline entry, or copy slugspec.wasm" +
            " beside the bundle (README, Loading)" : ""));
      }
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
      const why = String((failure && failure.message) || failure).replace(/^slugspec: (the WebAssembly module could not be made: )?/, "");
      throw new Error(`slugspec: the WebAssembly module could not be made: ${why}`);
    }
    throw new Error("slugspec: the WebAssembly module is not ready yet: await ready (or init) first");
  }

  const limits = [];  // the most bytes of input each verb reads (exports.cc)
  const NO_BYTES = new Uint8Array(0);

  // Runs a verb; the answer is wasm.HEAPU8[at, at + size), valid until the
  // next call. The input goes into the module's request buffer as UTF-8, at
  // most as many bytes as the verb reads: a longer slug gets the answer it
  // would get whole (INPUT_TOO_LONG) and is never copied whole.
  // What a slug may be: a string or a Uint8Array (its bytes); undefined and
  // null read as the empty slug. Anything else is no slug and is rejected,
  // never turned into text (String(Symbol()) throws, String({}) is
  // "[object Object]"), and nothing about it may throw: a Proxy, a
  // detached or subclassed array, an object without a prototype.
  function slugOf(input) {
    try {
      if (input === undefined || input === null || typeof input === "string") return { input };
      if (input instanceof Uint8Array) {
        // A plain view of the same bytes: a subclass's own methods are never
        // called, and a detached buffer throws here.
        return { input: new Uint8Array(input.buffer, input.byteOffset, input.byteLength) };
      }
      const what = typeof input === "object" ? "an object" : `a ${typeof input}`;
      return { refused: `not a slug: ${what}; a slug is a string or a Uint8Array` };
    } catch {
      return { refused: "not a slug: an array whose bytes cannot be read (detached?)" };
    }
  }
  const NOT_A_SLUG = (why) => ({ error: { code: "BAD_CHARACTER", offset: 0, message: why } });

  // The UTF-8 length of the input, for the INPUT_TOO_LONG message of an
  // input that was cut before it reached the module.
  function byteLength(input) {
    if (input instanceof Uint8Array) return input.length;
    let n = 0;
    for (let i = 0; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        n += 4;
        i++;
      } else n += 3;
    }
    return n;
  }
  function realLength(answer, input, longest) {
    const error = answer && (answer.error || (answer.valid === false && answer.error));
    if (!error || error.code !== "INPUT_TOO_LONG" || typeof input !== "string" && !(input instanceof Uint8Array)) return answer;
    if (input.length <= longest) return answer;
    const real = `input is ${byteLength(input)} bytes`;
    error.message = String(error.message).replace(/^input is \d+ bytes/, real);
    if (typeof answer.text === "string") answer.text = answer.text.replace(/input is \d+ bytes/, real);
    return answer;
  }

  function run(verb, flags, input, format, extra) {
    need();
    const longest = limits[verb] || (limits[verb] = wasm._slugspec_input_limit(verb) >>> 0);
    // Option strings are bounded like inputs: a format's name or a version
    // is short, and a level code to check no longer than a slug.
    const f = format ? utf8.encode(String(format).slice(0, 256)) : NO_BYTES;
    const x = extra ? utf8.encode(String(extra).slice(0, Math.min(longest, 1 << 20))) : NO_BYTES;
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
      // ASCII, as slugs are, copied a unit a byte; anything else through
      // the encoder (a view and a call a slug cost more than a short copy).
      let ascii = 0;
      for (let c; ascii < s.length && (c = s.charCodeAt(ascii)) < 128; ascii++) heap[buffer + ascii] = c;
      size = ascii === s.length ? Math.min(ascii, longest)
        : Math.min(utf8.encodeInto(s, heap.subarray(buffer, buffer + room)).written, longest);
    }
    if (f.length > 0) heap.set(f, buffer + size);
    if (x.length > 0) heap.set(x, buffer + size + f.length);
    const answerSize = wasm._slugspec_call(verb, flags, size, f.length, x.length) >>> 0;
    return { heap: wasm.HEAPU8, at: wasm._slugspec_answer() >>> 0, size: answerSize };
  }

  function call(verb, flags, given, format, extra) {
    const slug = slugOf(given);
    if (slug.refused) return verb === VERBS.validate ? { valid: false, ...NOT_A_SLUG(slug.refused), text: slug.refused } : NOT_A_SLUG(slug.refused);
    const { heap, at, size } = run(verb, flags, slug.input, format, extra);
    return realLength(JSON.parse(text.decode(heap.subarray(at, at + size))), slug.input, limits[verb]);
  }

  const NO_OPTIONS = Object.freeze({});
  function options(given, allowed) {
    if (given === undefined || given === null) return NO_OPTIONS;  // the usual call, at no cost
    const o = given;
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
    const given = slugOf(slug);
    if (given.refused) return NOT_A_SLUG(given.refused);
    const { heap, at, size } = run(VERBS.decode, readFlags(o), given.input, o.format);
    if (size === 0 || heap[at] !== 1) {
      return realLength(JSON.parse(text.decode(heap.subarray(at, at + size))), given.input, limits[VERBS.decode]);
    }
    const nameEnd = heap.indexOf(0, at + 1);
    return { model: readModel(formatName(heap, at + 1, nameEnd), heap, nameEnd + 1, at + size) };
  }

  // The format's name in an answer: the last one again, compared byte for
  // byte (a page decodes one format's slugs), rather than a TextDecoder
  // call a slug.
  let lastFormat = "";
  function formatName(heap, start, end) {
    let same = end - start === lastFormat.length;
    for (let i = 0; same && i < lastFormat.length; i++) same = heap[start + i] === lastFormat.charCodeAt(i);
    if (!same) lastFormat = text.decode(heap.subarray(start, end));
    return lastFormat;
  }

  function encode(model, opts) {
    const o = options(opts, ["format", "version"]);
    let json;
    let bytes = false;
    try {
      bytes = model instanceof Uint8Array;
    } catch {
      return { error: { code: "BAD_MODEL", offset: 0, message: "not a model: an object that cannot be read" } };
    }
    const given = typeof model === "string" ? { input: model } : slugOf(bytes ? model : "");
    if (typeof model === "string" || bytes) {
      if (given.refused) return { error: { code: "BAD_MODEL", offset: 0, message: given.refused } };
      json = given.input;
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

  return { init, detect: guarded(detect), decode: guarded(decode), encode: guarded(encode), upgrade: guarded(upgrade),
    validate: guarded(validate), render: guarded(render), levelCode: guarded(levelCode), convert: guarded(convert),
    formats, memoryBytes };
}
