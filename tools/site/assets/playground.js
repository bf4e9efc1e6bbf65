// The playground: what the reference reads in a slug or a link, and what
// slug a model encodes to. A classic script (the site must work from
// file://, where Chromium runs no module script); load-slugspec.js, loaded
// before it, gives window.loadSlugspec(). Every decision is the reference's:
// this file only asks the API and shows its answers.
(function () {
  "use strict";

  const $ = (id) => document.getElementById(id);
  const linkInput = $("link-input"), profileSelect = $("profile"), formatSelect = $("format");
  const editor = $("model-editor"), versionSelect = $("encode-version");
  const out = {
    detected: $("detected"), rejection: $("rejection"), repairs: $("repairs"), warnings: $("warnings"),
    upgraded: $("upgraded"), levelCode: $("level-code"), board: $("board"), boardText: $("board-text"),
    model: $("model-json"), modelSlug: $("model-slug"), modelError: $("model-error"),
  };
  const boardDetails = $("board-details");
  const editModel = $("edit-model"), useSlug = $("use-slug"), permalink = $("permalink");

  let api = null;  // the slugspec API, once loaded
  let formatList = [];  // api.formats()
  let modelText = "";  // the JSON of the last decoded model, for "Edit this model"
  let encodedSlug = "";  // the editor's last canonical slug, for "Open this slug above"
  let wantedVersion = "";  // a #version= that waits for its format's options

  // ---- small DOM helpers -------------------------------------------------

  // An element with children: strings become text nodes, never markup.
  function el(tag, className, ...children) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    for (const c of children) e.append(c);
    return e;
  }
  function code(text) {
    return el("code", "pg-slug", text);
  }
  function show(target, ...children) {
    target.replaceChildren(...children);
  }
  // A box that may scroll sideways: focusable, so the keyboard scrolls it.
  function pre(text) {
    const e = el("pre", "pg-pre", text);
    e.tabIndex = 0;
    return e;
  }
  function errorLine(error) {
    return el("p", "", el("strong", "", error.code), ` at byte ${error.offset}: ${error.message}`);
  }

  // The input with a caret under the byte a rejection names, placed from
  // the rejection itself (its offset counts UTF-8 bytes of the input as
  // pasted): one column a code point, control characters shown as their
  // symbols (U+2400 on) so that a damaged link's line breaks keep their
  // column. A long input (up to 1 MiB pasted) shows a window around the
  // caret, so the box stays readable and the page does not hold it twice.
  function caretText(input, offset) {
    const bytes = new TextEncoder().encode(input);
    const before = new TextDecoder().decode(bytes.subarray(0, Math.max(0, Math.min(offset, bytes.length))));
    const visible = (text) => Array.from(text, (ch) => {
      const c = ch.codePointAt(0);
      return c < 0x20 ? String.fromCodePoint(0x2400 + c) : c === 0x7f ? "\u2421" : ch;
    });
    const shown = visible(input), column = visible(before).length, WIDE = 60;
    if (shown.length <= 2 * WIDE + 10) return { text: "  " + shown.join("") + "\n  " + " ".repeat(column) + "^", column: column + 2 };
    const start = Math.max(0, column - WIDE), end = Math.min(shown.length, column + WIDE);
    const open = start > 0 ? "…" : "", close = end < shown.length ? "…" : "";
    return {
      text: "  " + open + shown.slice(start, end).join("") + close + "\n  " + " ".repeat(column - start + open.length) + "^",
      column: column - start + open.length + 2,
    };
  }

  // The caret's box, scrolled so that the caret is in view, near the middle,
  // at any width (a long link is wider than a phone's screen).
  function caretPre(input, error) {
    const { text, column } = caretText(input, error.offset);
    const box = pre(text);
    box.dataset.caret = String(column);
    const width = Math.max(...text.split("\n").map((l) => Array.from(l).length));
    const center = () => {
      box.scrollLeft = Math.max(0, ((column + 0.5) / width) * box.scrollWidth - box.clientWidth / 2);
    };
    if (typeof ResizeObserver === "function") new ResizeObserver(center).observe(box);
    requestAnimationFrame(center);
    return box;
  }

  // ---- reading a link ----------------------------------------------------

  function readOptions(profile) {
    const o = { profile: profile || profileSelect.value, link: true };
    if (formatSelect.value) o.format = formatSelect.value;
    return o;
  }

  function clearReading() {
    for (const k of ["detected", "rejection", "repairs", "warnings", "upgraded", "levelCode", "board", "boardText",
      "model"]) show(out[k]);
    boardDetails.hidden = true;
    modelText = "";
    editModel.disabled = true;
  }

  function updateReading() {
    clearReading();
    const input = linkInput.value;
    if (input === "" || api === null) return;
    const options = readOptions();

    const found = api.detect(input, options);
    const validation = api.validate(input, options);
    const decoded = validation.valid ? api.decode(input, options) : null;

    // What detection recognised, and where in a link it found the slug.
    if (found.error) {
      show(out.detected, found.error.message);
    } else {
      const versions = found.versions.length ? `, in the syntax of ${found.versions.join(" or ")}`
        : ", but in the syntax of none of its versions";
      const parts = [found.format + versions];
      if (validation.valid) parts.push(`; it reads as ${validation.version}`);
      if (found.slug !== input) parts.push(". The slug found at byte ", String(found.offset), ": ", code(found.slug));
      show(out.detected, ...parts);
    }

    if (!validation.valid) {
      const rejected = [errorLine(validation.error), caretPre(input, validation.error)];
      // A strict rejection that lenient reads: say so, as `slug validate --lenient` would tell.
      if (options.profile === "strict" && api.validate(input, readOptions("lenient")).valid) {
        rejected.push(el("p", "", "The lenient profile reads this input: choose lenient to see what it repairs."));
      }
      show(out.rejection, ...rejected);
      return;
    }

    // Repairs: lenient validation lists the transit repairs it made and the
    // text it then read; the strict reading's rejection of the same input
    // says why strict alone cannot open it.
    const repairs = validation.repairs || [];
    const parts = [];
    if (repairs.length) {
      parts.push(el("ul", "", ...repairs.map((r) => el("li", "", r))),
        el("p", "", "Then read: ", code(validation.repairedText)));
    }
    if (validation.strictError) {
      parts.push(el("p", "", "The strict profile rejects this input: "), errorLine(validation.strictError),
        caretPre(input, validation.strictError),
        el("p", "", "The lenient profile reads the game whose canonical slug is ", code(validation.canonical)));
    }
    if (parts.length) {
      show(out.repairs, ...parts);
    } else {
      show(out.repairs, options.profile === "lenient" ? "None: the input needed no repair."
        : "None: the strict profile repairs nothing.");
    }
    show(out.warnings, validation.warnings.length
      ? el("ul", "", ...validation.warnings.map((w) => el("li", "", w))) : "None.");

    const upgraded = api.upgrade(input, options);
    if (upgraded.slug !== undefined) {
      const same = upgraded.slug === found.slug;
      show(out.upgraded, el("p", "", code(upgraded.slug)),
        el("p", "pg-help", same ? "The slug is already the canonical slug of the current version."
          : "The canonical slug of the same game in the current version."));
    } else if (upgraded.error) {
      show(out.upgraded, errorLine(upgraded.error));
    }

    const format = formatList.find((f) => f.name === validation.format);
    if (format && format.levelCodes) {
      const level = api.levelCode(input, options);
      show(out.levelCode, level.code !== undefined ? code(level.code) : errorLine(level.error));
    } else {
      show(out.levelCode, "No level codes for this format.");
    }

    // The picture as an <img> of a data: URL: the SVG never enters the DOM.
    const picture = api.render(input, Object.assign({ svg: true }, options));
    if (picture.svg) {
      const title = new DOMParser().parseFromString(picture.svg, "image/svg+xml").querySelector("title");
      const img = el("img");
      img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(picture.svg);
      img.alt = `${validation.format} ${validation.version} board` + (title ? `: ${title.textContent}` : "");
      show(out.board, img);
      show(out.boardText, picture.text);
      boardDetails.hidden = false;
    }

    if (decoded && decoded.model) {
      modelText = JSON.stringify(decoded.model, null, 2);
      show(out.model, modelText);
      editModel.disabled = false;
    }
  }

  // ---- the model editor --------------------------------------------------

  // The editor's JSON, when it parses; else null (encode says why).
  function parsedModel() {
    try {
      const m = JSON.parse(editor.value);
      return m !== null && typeof m === "object" ? m : null;
    } catch (e) {
      return null;
    }
  }

  // The version choices follow the model's format; the choice is kept
  // while the format stays.
  let versionsFor = null;
  function updateVersions(model) {
    const format = formatList.find((f) => model && f.name === model.format) || null;
    const own = model && typeof model.version === "string" && model.version ? model.version
      : format ? format.current : "";
    // A model's version is the visitor's text: shown short, so that a long
    // one cannot widen the page past the screen.
    const shown = own.length > 24 ? own.slice(0, 23) + "\u2026" : own;
    versionSelect.options[0].textContent = own ? `the model's own (${shown})` : "the model's own";
    if (format !== versionsFor) {
      const kept = wantedVersion || versionSelect.value;
      versionsFor = format;
      while (versionSelect.options.length > 1) versionSelect.remove(1);
      for (const v of format ? format.versions : []) versionSelect.add(new Option(v, v));
      versionSelect.value = format && format.versions.includes(kept) ? kept : "";
      if (format) wantedVersion = "";
    }
  }

  function updateEncoding() {
    show(out.modelSlug);
    show(out.modelError);
    encodedSlug = "";
    useSlug.disabled = true;
    if (api === null) return;
    updateVersions(parsedModel());
    if (editor.value.trim() === "") return;
    const options = versionSelect.value ? { version: versionSelect.value } : {};
    const encoded = api.encode(editor.value, options);
    if (encoded.slug !== undefined) {
      encodedSlug = encoded.slug;
      show(out.modelSlug, code(encoded.slug));
      useSlug.disabled = false;
    } else {
      show(out.modelError, errorLine(encoded.error));
    }
  }

  // ---- the permalink: the state in the fragment --------------------------

  // The editor's JSON goes into the fragment compact when our own pretty
  // printing of it is exactly the text (nothing is lost), else as typed.
  function modelForFragment(text) {
    try {
      const m = JSON.parse(text);
      if (JSON.stringify(m, null, 2) === text) return JSON.stringify(m);
    } catch (e) { /* kept as typed */ }
    return text;
  }
  function modelFromFragment(text) {
    try {
      const m = JSON.parse(text);
      if (JSON.stringify(m) === text) return JSON.stringify(m, null, 2);
    } catch (e) { /* kept as written */ }
    return text;
  }

  const MAX_FRAGMENT = 200000;  // far below Chromium's 2 MiB URL limit

  function fragment() {
    const parts = [];
    const add = (key, value) => parts.push(key + "=" + encodeURIComponent(value));
    try {
      if (linkInput.value) add("link", linkInput.value);
      if (profileSelect.value !== "strict") add("profile", profileSelect.value);
      if (formatSelect.value) add("format", formatSelect.value);
      if (editor.value) add("model", modelForFragment(editor.value));
      if (versionSelect.value) add("version", versionSelect.value);
    } catch (e) {
      return null;  // a lone surrogate: encodeURIComponent cannot write it
    }
    return parts.join("&");
  }

  function updatePermalink() {
    const f = fragment();
    const here = location.href.replace(/#.*$/, "");
    if (f === null || f.length > MAX_FRAGMENT) {
      permalink.removeAttribute("href");
      permalink.textContent = "No permalink: the input is too long for a link";
      replaceUrl(here);  // a stale fragment would reopen another state
      return;
    }
    permalink.href = f ? "#" + f : here;
    permalink.textContent = "Permalink to this state";
    replaceUrl(f ? "#" + f : here);
  }
  // replaceState, not location.hash: typing must not fill the history.
  function replaceUrl(url) {
    try {
      history.replaceState(null, "", url);
    } catch (e) { /* some file:// setups refuse; the permalink still works */ }
  }

  // Reads "#link=...&profile=...&format=...&model=...&version=...". A
  // parameter that is missing takes its default, so a "try it" link sets
  // the whole state.
  function applyFragment() {
    const params = {};
    for (const part of location.hash.replace(/^#/, "").split("&")) {
      const eq = part.indexOf("=");
      if (eq < 0) continue;
      let value = part.slice(eq + 1);
      try {
        value = decodeURIComponent(value);
      } catch (e) { /* a lone % stays as written */ }
      params[part.slice(0, eq)] = value;
    }
    linkInput.value = params.link || "";
    profileSelect.value = params.profile === "lenient" ? "lenient" : "strict";
    formatSelect.value = formatList.some((f) => f.name === params.format) ? params.format : "";
    editor.value = params.model ? modelFromFragment(params.model) : "";
    wantedVersion = params.version || "";
    versionsFor = null;  // rebuild the version choices, with wantedVersion
    versionSelect.value = "";
  }

  // ---- wiring ------------------------------------------------------------

  function updateAll() {
    updateReading();
    updateEncoding();
    updatePermalink();
  }

  // Light debouncing: a 100 KB paste is read once, not once per keystroke.
  let pending = 0;
  function soon(fn) {
    clearTimeout(pending);
    pending = setTimeout(() => {
      fn();
      updatePermalink();
    }, 120);
  }

  linkInput.addEventListener("input", () => soon(updateReading));
  editor.addEventListener("input", () => soon(updateEncoding));
  for (const s of [profileSelect, formatSelect]) s.addEventListener("change", updateAll);
  versionSelect.addEventListener("change", () => {
    updateEncoding();
    updatePermalink();
  });
  editModel.addEventListener("click", () => {
    editor.value = modelText;
    versionSelect.value = "";
    updateEncoding();
    updatePermalink();
    editor.focus();
  });
  useSlug.addEventListener("click", () => {
    linkInput.value = encodedSlug;
    updateReading();
    updatePermalink();
    linkInput.focus();
  });
  // The "try" links and a fragment edited by hand change the hash.
  window.addEventListener("hashchange", () => {
    applyFragment();
    updateAll();
  });

  function failed(e) {
    const why = (e && e.message) || String(e);
    const status = $("load-status"), error = $("load-error");
    status.hidden = true;
    error.textContent = `The WebAssembly reference could not be loaded: ${why}`;
    error.hidden = false;
    document.body.dataset.ready = "failed";
  }

  // Fill the inputs at once, so that a permalink shows its text while the
  // module loads; the selects that need formats() wait for it.
  applyFragment();
  if (typeof window.loadSlugspec !== "function") {
    failed(new Error("assets/load-slugspec.js did not load"));
    return;
  }
  let loading;
  try {
    loading = Promise.resolve(window.loadSlugspec());
  } catch (e) {
    loading = Promise.reject(e);
  }
  loading.then((slugspec) => {
    api = slugspec;
    formatList = api.formats();
    for (const f of formatList) formatSelect.add(new Option(f.name, f.name));
    const typed = { link: linkInput.value, model: editor.value };
    applyFragment();
    // Keep what was typed while loading, over what the fragment said.
    linkInput.value = typed.link;
    editor.value = typed.model;
    updateAll();
    $("load-status").hidden = true;
    document.body.dataset.ready = "true";
  }, failed);
})();
