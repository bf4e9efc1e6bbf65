// The address-bar mode's testee (--browser 'URL-with-{slug}' --declare ...
// --read EXPR; spec/conformance.md §3.3): no codec at all, only the page. For
// each decode case the runner's input goes into the URL where {slug} stands,
// the page is opened as a link is (a fresh load, never a same-document
// navigation), and once
// it has settled the operator's expression EXPR is read from it. EXPR
// gives one of:
//   {model: OBJECT}      the game the page shows (proto3 JSON): a decode
//   {link: STRING}       the link the page now shows or offers to share
//                        (location.href): the runner's reference reads it,
//                        a round trip through the page
//   {rejected: true}     the page says the link does not open (optionally
//                        with message: STRING); a page gives no error code
//
// Settled: the page's load event has fired, it is not loading another
// document, and EXPR (read every POLL_MS) has given the same value for
// quietMs. A page that does not settle within the case's time limit, less
// a margin the runner keeps for itself, fails its case with what EXPR last
// gave. Several tabs (--jobs) read cases at once; the answers go back in
// the order asked, each after what its page wrote to the console and the
// lines "opened URL" and "read VALUE", which a failing case keeps.
import { BrowserTestee } from "./browsers.js";
import { pageSays } from "./tab.js";

export const SLUG = "{slug}";
const POLL_MS = 50;
const GONE = Symbol("the tab is gone"), STUCK = Symbol("the page answers nothing");
const STUCK_AFTER_MS = 500;

// A case whose page stopped answering (a script that never returns): no
// answer, so that the runner's time limit ends the browser, and the rest
// of its batch goes to a new one.
function stuckCase(out, note) {
  note("the page stopped answering (a script that never returns?)\n");
  return { stuck: true, out };
}
// Chromium opens no address longer than this (url/url_constants.cc).
const MAX_URL_BYTES = 2 * 1024 * 1024;

/**
 * The address a case opens: the template with the input where {slug}
 * stands, as typed, but for the bytes the address bar would not carry to
 * the page as they are (spec/conformance.md §3.3). Percent-escaped (UTF-8)
 * are exactly those the URL standard's parser escapes in that part of the
 * address (so that the page gets the very address written) or would drop
 * (tabs and line breaks anywhere, spaces and controls at the ends): every
 * control, space, DEL and non-ASCII character, and `"`, `<`, `>` and
 * `'` in a query, `"`, `<`, `>` and `` ` `` in a fragment, `"`, `<`, `>`,
 * `` ` ``, `{` and `}` in a path; and the delimiters that would end the
 * slug's part of the address: `#` and `&` in a query, `?` and `#` in a
 * path. `+`, `%` and every other printable ASCII character stay as typed.
 */
export function addressOf(template, slug) {
  const at = template.indexOf(SLUG), before = template.slice(0, at);
  const escaped = before.includes("#") ? "\"<>`" : before.includes("?") ? "\"<>'#&" : "\"<>`{}?#";
  let text = "";
  for (const ch of slug) {
    const c = ch.codePointAt(0);
    if (c > 0x20 && c < 0x7f && !escaped.includes(ch)) {
      text += ch;
    } else {
      for (const byte of new TextEncoder().encode(ch)) text += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
  }
  // (A function, so that "$&" in a slug is not a replacement pattern.)
  return template.replace(SLUG, () => text);
}

/**
 * The slug in a link the page shows, read by the template: what stands
 * where {slug} does, percent-decoded once (as decodeURIComponent does; as
 * it is when that fails). null when the link is not of the template.
 */
export function slugOfLink(template, link, opened) {
  const MARK = "SLUGSPECSLUGMARK";
  let shape, shown;
  try {
    // Both in the URL parser's own spelling (host case, default port,
    // percent-encoding), as the address bar shows them.
    shape = new URL(template.replace(SLUG, MARK)).href;
    shown = new URL(link, opened).href;
  } catch {
    return null;
  }
  const at = shape.indexOf(MARK);
  const prefix = shape.slice(0, at), suffix = shape.slice(at + MARK.length);
  if (!shown.startsWith(prefix) || !shown.endsWith(suffix) || shown.length < prefix.length + suffix.length) return null;
  const text = shown.slice(prefix.length, shown.length - suffix.length);
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// The expression as the page runs it: its value as JSON, null for nothing
// yet, {thrown} for an exception (a page still starting may throw).
function readingOf(expression) {
  return `(() => {
  try {
    const value = (${expression}\n);
    return JSON.stringify(value === undefined ? null : value);
  } catch (e) {
    return JSON.stringify({ thrown: String((e && e.message) || e) });
  }
})()`;
}

// The Response to a decode request from what EXPR gave (parsed), or the
// runtime error that says what was wrong with it.
export function answerOf(id, format, value, { read, template, address }) {
  const said = read.length > 80 ? `${read.slice(0, 77)}...` : read;
  const wrong = (why) => ({ id, runtimeError: `--read ${said} gave ${why}: expected {model: GAME}, ` +
    "{link: STRING} or {rejected: true}" });
  if (value === null || typeof value !== "object" || Array.isArray(value)) return wrong(JSON.stringify(value));
  const keys = Object.keys(value).filter((k) => k !== "message");
  if (keys.length !== 1) return wrong(`an object with ${keys.length ? keys.join(", ") : "no key"}`);
  const [key] = keys;
  if (key === "model" && value.model && typeof value.model === "object" && !Array.isArray(value.model)) {
    return { id, decoded: { [format]: value.model } };
  }
  if (key === "link" && typeof value.link === "string") {
    const slug = slugOfLink(template, value.link, address);
    if (slug === null) {
      return { id, runtimeError: `the page shows a link not of the template ${template}: ${value.link.slice(0, 300)}` };
    }
    return { id, link: slug };
  }
  if (key === "rejected" && value.rejected === true) {
    return { id, rejected: typeof value.message === "string" ? { message: value.message } : {} };
  }
  return wrong(`{${key}: ${JSON.stringify(value[key])?.slice(0, 80)}}`);
}

/**
 * Starts the page as a testee: `page` is {template, declared, read, jobs,
 * quietMs, engine}; the rest as page-host.js's startPageHost. Returns the
 * BrowserTestee.
 */
export function startAddressBar(page, { port, ctl, options, died }) {
  const { template, declared, read, jobs, quietMs, engine } = page;
  // The page's own limit, inside the runner's: a page that does not settle
  // fails with what it last read, not with the runner's "no answer".
  const limitMs = Math.max(options.timeoutMs - Math.min(1000, options.timeoutMs / 5), 100);
  // (A page that answers nothing is stuck at limitMs + STUCK_AFTER_MS, well
  // within the runner's wait of two limits.)
  const testee = new BrowserTestee(engine, { port, ctl, died });
  const post = (message) => testee.post(message);
  let browser = null;

  // A tab and what it reports while it reads one case.
  const newTab = async () => {
    const tab = { events: null, loader: null, lost: false };
    tab.page = await browser.openTab({
      onEvent: (method, params) => {
        // (Also between two cases: the next one then takes a new tab.)
        if (method === "Inspector.targetCrashed" || method === "Target.detachedFromTarget") tab.lost = true;
        tab.events?.(method, params);
      },
    });
    await tab.page.call("Page.setLifecycleEventsEnabled", { enabled: true });
    return tab;
  };

  // Reads one case in `tab`; resolves to { answer, out } (out: the lines
  // the case keeps), or to { stuck } when the page stopped answering.
  const readCase = async (holder, line) => {
    let request;
    try {
      request = JSON.parse(line);
    } catch {
      return { answer: { runtimeError: "the runner sent what is not JSON" }, out: "" };
    }
    const id = request.id;
    if (!request.decode) {
      return { answer: { id, skipped: "the address bar reads links: it has no encoder and no level codes" }, out: "" };
    }
    const { format, slug } = request.decode;
    const address = addressOf(template, slug);
    let out = `opened ${address.length > 300 ? `${address.slice(0, 300)}... (${address.length} characters)` : address}\n`;
    const note = (text) => { if (out.length < options.floodBytes) out += text; };
    if (Buffer.byteLength(address) > MAX_URL_BYTES) {
      return { answer: { id, rejected: { message: `a browser opens no address of over ${MAX_URL_BYTES} bytes` } }, out };
    }
    if (holder.tab.lost) {
      holder.tab.page.close();
      holder.tab = await newTab();
    }
    const tab = holder.tab;
    const deadline = performance.now() + limitMs;
    // The document the case reads: the one whose loader committed after
    // this case's navigation, once its load event has fired. (Events of
    // the last case's document may still arrive: they name its loader.)
    let mainFrame = tab.mainFrame, loader = tab.loader, loaded = false, loading = true, loads = 0, gone = null;
    let withinDocument = false;
    // What every wait of the case races: the tab's end, and the deadline
    // (a page that loops answers nothing, not even the DevTools' calls).
    let tabGone, timer;
    const goneSignal = new Promise((r) => { tabGone = r; });
    // (A read under way at the deadline has a moment more: only a page
    // that answers nothing at all is stuck.)
    const deadlineSignal = new Promise((r) => { timer = setTimeout(() => r(STUCK), limitMs + STUCK_AFTER_MS); });
    const within = (promise) => Promise.race([promise, goneSignal.then(() => GONE), deadlineSignal]);
    const end = (why) => {
      gone ??= why;
      tabGone();
    };
    const before = tab.loader;
    tab.events = (method, p) => {
      if (pageSays(method, p, note, tab.page.call)) return;
      switch (method) {
        case "Page.frameNavigated":
          if (!p.frame.parentId) {
            mainFrame = tab.mainFrame = p.frame.id;
            if (p.frame.loaderId !== loader) {
              loader = tab.loader = p.frame.loaderId;
              loaded = false;
            }
          }
          return;
        case "Page.lifecycleEvent":
          if (p.name === "load" && p.loaderId === loader && loader !== before) {
            loaded = true;
            loads++;
          }
          return;
        case "Page.navigatedWithinDocument":
          if (p.frameId === mainFrame) withinDocument = true;
          return;
        case "Page.frameStartedLoading":
          if (p.frameId === mainFrame) loading = true;
          return;
        case "Page.frameStoppedLoading":
          if (p.frameId === mainFrame) loading = false;
          return;
        case "Inspector.targetCrashed":
          end("the page crashed (its tab's process ended)");
          return;
        case "Target.detachedFromTarget":
          end("the page's tab was closed");
          return;
        default:
      }
    };
    const replaceTab = async () => {
      tab.events = null;
      tab.page.close();
      holder.tab = await newTab();
    };
    const lost = async () => {
      await replaceTab();
      return { answer: { id, runtimeError: gone }, out };
    };
    try {
      // (A page that reloads itself may refuse a navigation for a moment:
      // "Not attached to an active page". Asked again until the deadline.)
      const navigate = async () => {
        for (;;) {
          try {
            return await tab.page.call("Page.navigate", { url: address });
          } catch (e) {
            if (performance.now() >= deadline || gone) throw e;
            await new Promise((r) => setTimeout(r, POLL_MS));
          }
        }
      };
      const navigation = await within(navigate());
      if (navigation === GONE) return await lost();
      if (navigation === STUCK) return stuckCase(out, note);
      mainFrame = navigation.frameId;
      if (navigation.errorText) {
        return { answer: { id, runtimeError: `could not open ${address.slice(0, 300)}: ${navigation.errorText}` }, out };
      }
      // A fresh load, as a link opened from elsewhere is: an address that
      // differs from the last case's only after # was a same-document
      // navigation (no loader), which is then loaded again, once it has
      // happened (a reload asked for before would load the last address).
      // (Not through about:blank: that costs a new renderer process a case,
      // and doubles the time of a case.)
      if (navigation.loaderId === undefined) {
        while (!withinDocument && !gone && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        const reloaded = await within(tab.page.call("Page.reload", {}).catch(() => null));
        if (reloaded === GONE) return await lost();
        if (reloaded === STUCK) return stuckCase(out, note);
      }
      const settledDocument = () => loaded && !loading;
      let last, since = 0;
      for (;;) {
        if (gone) return await lost();
        if (performance.now() >= deadline) break;
        if (settledDocument()) {
          const result = await within(tab.page.call("Runtime.evaluate", {
            expression: readingOf(read), returnByValue: true,
          }).then((r) => r, () => null));
          if (result === GONE) return await lost();
          if (result === STUCK) return stuckCase(out, note);
          const text = result?.result?.value;
          if (typeof text === "string" && settledDocument()) {
            if (text !== last) {
              last = text;
              since = performance.now();
            } else if (performance.now() - since >= quietMs && !/^null$|^\{"thrown":/.test(text)) {
              if (Buffer.byteLength(text) > options.maxAnswerBytes) {
                return { answer: { id, runtimeError: `--read gave ${Buffer.byteLength(text)} bytes, over the limit of ${options.maxAnswerBytes}` }, out };
              }
              note(`read ${text.length > 2000 ? `${text.slice(0, 2000)}... (${text.length} characters)` : text}\n`);
              return { answer: answerOf(id, format, JSON.parse(text), { read, template, address }), out };
            }
          }
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const gave = last === undefined ? "nothing" : last.length > 300 ? `${last.slice(0, 300)}...` : last;
      // The next case gets a fresh tab: this page may go on (reloading,
      // rewriting its link) into the next case's time.
      await replaceTab();
      return {
        answer: {
          id,
          runtimeError: `the page did not settle within ${Math.round(limitMs)} ms (${loading ? "still loading; " : ""}` +
            `${loads} load${loads === 1 ? "" : "s"}; --read last gave ${gave})`,
        },
        out,
      };
    } catch (e) {
      if (testee.closed) return { stuck: true, out };
      await replaceTab().catch(() => {});
      return { answer: { id, runtimeError: `the page could not be read: ${(e && e.message) || e}` }, out };
    } finally {
      clearTimeout(timer);
    }
  };

  testee.start(async (started) => {
    browser = started;
    const tabs = [];
    for (let i = 0; i < jobs; i++) tabs.push({ tab: await newTab() });
    // One batch at a time (the runner sends the next once it has every
    // answer of this one); its cases shared among the tabs.
    let queue = Promise.resolve();
    port.on("message", (message) => {
      const lines = Array.isArray(message) ? message : [message];
      queue = queue.then(() => answerBatch(tabs, lines));
    });
    testee.ready = true;
    post({
      hello: JSON.stringify({
        name: `page ${template} (address bar, ${browser.version})`,
        version: "",
        framing: "JSON_LINES",
        declared,
        rejectsWithoutCodes: true,
      }),
    });
  });

  const answerBatch = async (tabs, lines) => {
    const results = new Array(lines.length);
    let next = 0, posted = 0;
    const flush = () => {
      while (posted < lines.length && results[posted]) {
        const r = results[posted];
        if (r.stuck) {
          // No answer: the runner's time limit ends this browser, and the
          // rest of the batch goes to a new one.
          post({ out: r.out });
          return;
        }
        post({ out: r.out });
        const text = JSON.stringify(r.answer);
        post(Buffer.byteLength(text) > options.maxAnswerBytes ? { tooLong: Buffer.byteLength(text), outputBytes: 0 }
                                                             : { answer: text, outputBytes: 0 });
        posted++;
      }
    };
    await Promise.all(tabs.map(async (holder) => {
      while (next < lines.length && !testee.closed) {
        const i = next++;
        results[i] = await readCase(holder, lines[i]);
        flush();
        if (results[i].stuck) return;
      }
    }));
  };

  return testee;
}
