// The spec's Markdown as the site renders it: Debian's markdown-it and
// highlight.js (tools/bootstrap.sh --web) parse and highlight; this file
// only adds what the spec's own conventions mean for a site:
//   - headings get GitHub's anchors, so the spec's own links
//     (README.md#2-decoding-profiles) work on the site as in the repository;
//   - a requirement's definition (**[PEN-V3-8]**) is its anchor, and every
//     mention of it ([PEN-V3-8]) links there, across pages;
//   - an error code in the registry's table (errors.md) is its anchor, and
//     every `CODE` in code links there;
//   - links between the spec's documents go to their pages; links to files
//     outside spec/ (which the site does not hold) become plain text naming
//     the file in the source tree;
//   - `example` blocks (README.md §6) are shown with a "try it" link into
//     the playground for each command that reads a slug or a model;
//   - `abnf` blocks are highlighted.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// tools/site/package.json declares the two dependencies and their versions:
// installed there (`npm ci` in tools/site), they come from its
// node_modules; else from Debian's packages of the same versions, the
// offline default (tools/bootstrap.sh --web), which a checkout needs no
// npm step for.
function dependency(name) {
  for (const where of [name, `/usr/share/nodejs/${name}`, `/usr/lib/nodejs/${name}`]) {
    try {
      return require(where);
    } catch (e) {
      if (e.code !== "MODULE_NOT_FOUND") throw e;
    }
  }
  throw new Error(`${name} is missing: run npm ci in tools/site, or tools/bootstrap.sh --web (Debian's node-${name})`);
}
const MarkdownIt = dependency("markdown-it");
// Debian's highlight.js 9 would announce its end of life on the console at
// its first use; the site needs only its grammars (ABNF), at build time,
// on text from this repository.
const hljs = dependency("highlight.js");
hljs.configure({ hideUpgradeWarningAcceptNoSupportOrSecurityUpdates: true });

// A requirement id as the spec writes them: a prefix of capitals, then
// hyphenated parts of capitals and digits (GEN-4, PEN-V3-8, SUD-V1-8).
export const REQUIREMENT = /^[A-Z]{2,4}(?:-[A-Z0-9]+)*-[A-Z]*[0-9]+[a-z]?$/;
const MENTION = /\[([A-Z]{2,4}(?:-[A-Z0-9]+)*-[A-Z]*[0-9]+[a-z]?)\]/g;
const ERROR_CODE = /^[A-Z][A-Z0-9_]+$/;

// GitHub's heading anchors: lower case, punctuation other than '-' and '_'
// dropped, each space a '-'; a repeated anchor gets -1, -2, ...
export function headingAnchor(text, used) {
  const base = text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
  let anchor = base;
  for (let n = 1; used.has(anchor); ++n) anchor = `${base}-${n}`;
  used.add(anchor);
  return anchor;
}

function inlineText(token) {
  return (token.children ?? []).filter((t) => t.type === "text" || t.type === "code_inline")
    .map((t) => t.content).join("");
}

// Splits a shell command line into words: '...' and "..." quoting, and bare
// words (enough for the examples' `slug` commands).
function shellWords(line) {
  const words = [];
  const re = /'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let m; (m = re.exec(line));) {
    words.push(m[1] ?? (m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : m[3]));
  }
  return words;
}

// The playground's fragment for one example command, or null: `slug VERB
// [--lenient] [--format F] [--version V] SLUG` reads a slug; `slug encode
// ... <<< 'JSON'` a model.
export function tryItFragment(command) {
  const words = shellWords(command.replace(/^\$\s*/, ""));
  if (words[0] !== "slug" || words.length < 3) return null;
  const params = new URLSearchParams();
  const herestring = words.indexOf("<<<");
  let format = null, version = null, lenient = false;
  const args = [];
  for (let i = 2; i < (herestring >= 0 ? herestring : words.length); ++i) {
    if (words[i] === "--lenient") lenient = true;
    else if (words[i] === "--strict") lenient = false;
    else if (words[i] === "--format" && i + 1 < words.length) format = words[++i];
    else if (words[i] === "--version" && i + 1 < words.length) version = words[++i];
    else if (words[i].startsWith("--")) return null;
    else args.push(words[i]);
  }
  if (words[1] === "encode") {
    if (herestring < 0 || herestring + 1 >= words.length) return null;
    params.set("model", words[herestring + 1]);
    if (version) params.set("version", version);
    return params.toString();
  }
  if (args.length !== 1) return null;
  params.set("link", args[0]);
  if (lenient) params.set("profile", "lenient");
  if (format) params.set("format", format);
  return params.toString();
}

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// One markdown-it for the site. `site.requirements` (id -> page) and
// `site.errorCodes` (a Set) are the anchors every page may link to;
// `site.pageOf(file)` is the page of a spec document ("errors.md" ->
// "errors.html"), or null for a file the site does not hold.
export function makeRenderer(site, page) {
  const md = new MarkdownIt({
    html: false,
    linkify: false,
    typographer: false,
    highlight(code, lang) {
      if (lang && hljs.getLanguage(lang)) return hljs.highlight(lang, code, true).value;
      return "";
    },
  });

  md.core.ruler.push("slugspec", (state) => {
    const used = new Set();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; ++i) {
      const t = tokens[i];
      if (t.type === "heading_open") {
        t.attrSet("id", headingAnchor(inlineText(tokens[i + 1]), used));
      }
      if (t.type === "inline") {
        // The cell this inline fills, if any: its anchor goes there.
        const cell = tokens[i - 1] && tokens[i - 1].type === "td_open" ? tokens[i - 1] : null;
        t.children = rewriteInline(t.children, state, cell);
      }
    }
  });

  function link(state, href, children, attrs = []) {
    const open = new state.Token("link_open", "a", 1);
    open.attrs = [["href", href], ...attrs];
    const close = new state.Token("link_close", "a", -1);
    return [open, ...children, close];
  }

  function rewriteInline(children, state, cell) {
    const out = [];
    let inLink = 0;
    for (let j = 0; j < children.length; ++j) {
      const t = children[j];
      if (t.type === "link_open") {
        const href = t.attrGet("href");
        const target = resolveHref(href);
        if (target === null) {
          // A file outside spec/: the link goes, its text stays, with where
          // the file is in the source tree.
          let k = j + 1;
          while (k < children.length && children[k].type !== "link_close") out.push(children[k++]);
          const note = new state.Token("html_inline", "", 0);
          note.content = ` <span class="repo-path">(${escapeHtml(sourcePath(href))} in the source tree)</span>`;
          out.push(note);
          j = k;
          continue;
        }
        t.attrSet("href", target);
        ++inLink;
        out.push(t);
        continue;
      }
      if (t.type === "link_close") {
        --inLink;
        out.push(t);
        continue;
      }
      // **[ID]**: the requirement's definition, its anchor.
      if (t.type === "strong_open" && children[j + 1]?.type === "text" && children[j + 2]?.type === "strong_close") {
        const m = /^\[(.+)\]$/.exec(children[j + 1].content);
        if (m && REQUIREMENT.test(m[1]) && site.requirements.get(m[1]) === page) {
          t.attrSet("id", m[1]);
          t.attrSet("class", "requirement");
          out.push(t, ...link(state, `#${m[1]}`, [textToken(state, children[j + 1].content)]), children[j + 2]);
          j += 2;
          continue;
        }
      }
      if (t.type === "code_inline" && ERROR_CODE.test(t.content) && site.errorCodes.has(t.content)) {
        if (cell && page === site.errorPage && !cell.attrGet("id")) {
          cell.attrSet("id", t.content);  // the registry's own row
          out.push(t);
        } else if (inLink === 0) {
          out.push(...link(state, `${page === site.errorPage ? "" : site.errorPage}#${t.content}`, [t],
            [["class", "error-code"]]));
        } else {
          out.push(t);
        }
        continue;
      }
      if (t.type === "text" && inLink === 0) {
        // A withdrawn id alone in a table's cell: its anchor.
        if (cell && REQUIREMENT.test(t.content) && site.requirements.get(t.content) === page && !cell.attrGet("id")) {
          cell.attrSet("id", t.content);
        }
        out.push(...linkMentions(state, t));
        continue;
      }
      out.push(t);
    }
    return out;
  }

  function textToken(state, content) {
    const t = new state.Token("text", "", 0);
    t.content = content;
    return t;
  }

  // [ID] in running text: a link to the requirement's anchor, on whichever
  // page defines it. An id no page defines stays text.
  function linkMentions(state, t) {
    const out = [];
    let last = 0;
    for (const m of t.content.matchAll(MENTION)) {
      const where = site.requirements.get(m[1]);
      if (where === undefined) continue;
      if (m.index > last) out.push(textToken(state, t.content.slice(last, m.index)));
      out.push(...link(state, `${where === page ? "" : where}#${m[1]}`, [textToken(state, m[0])],
        [["class", "requirement-link"]]));
      last = m.index + m[0].length;
    }
    if (last === 0) return [t];
    if (last < t.content.length) out.push(textToken(state, t.content.slice(last)));
    return out;
  }

  // A spec link on the site: "errors.md#x" -> "errors.html#x"; "#x" stays;
  // an absolute URL stays; null for a file the site does not hold.
  function resolveHref(href) {
    if (/^[a-z]+:/i.test(href) || href.startsWith("#")) return href;
    const [file, anchor] = href.split("#");
    const target = site.pageOf(file);
    if (target === null) return null;
    return anchor === undefined ? target : `${target}#${anchor}`;
  }
  function sourcePath(href) {
    const file = href.split("#")[0];
    const parts = [];
    for (const p of `spec/${file}`.split("/")) {
      if (p === "..") parts.pop();
      else if (p !== "." && p !== "") parts.push(p);
    }
    return parts.join("/");
  }

  // `example` blocks: each command line with a "try it" link, its answer as
  // it is; other fences as markdown-it does them (highlighted).
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const t = tokens[idx];
    const lang = t.info.trim().split(/\s+/)[0];
    if (lang !== "example") return fence(tokens, idx, options, env, self);
    const lines = t.content.replace(/\n$/, "").split("\n").map((line) => {
      if (!line.startsWith("$ ")) return `<span class="output">${escapeHtml(line)}</span>`;
      const fragment = tryItFragment(line);
      const command = `<span class="command">${escapeHtml(line)}</span>`;
      return fragment === null ? command
        : `${command} <a class="try-it" href="${site.playgroundPage}#${escapeHtml(fragment)}">try it</a>`;
    });
    return `<pre class="example"><code>${lines.join("\n")}</code></pre>\n`;
  };
  return md;
}

// The ids a document defines: requirements (**[ID]**, and ids alone in the
// first cell of a table row, the withdrawn ones), and for the registry
// (`isRegistry`) the error codes of its first table.
export function collectAnchors(source, { isRegistry }) {
  const md = new MarkdownIt();
  const tokens = md.parse(source, {});
  const requirements = new Set();
  const codes = new Set();
  let tables = 0;
  for (let i = 0; i < tokens.length; ++i) {
    const t = tokens[i];
    if (t.type === "table_open") ++tables;
    if (t.type !== "inline") continue;
    const children = t.children ?? [];
    for (let j = 0; j + 2 < children.length; ++j) {
      if (children[j].type === "strong_open" && children[j + 1].type === "text" && children[j + 2].type === "strong_close") {
        const m = /^\[(.+)\]$/.exec(children[j + 1].content);
        if (m && REQUIREMENT.test(m[1])) requirements.add(m[1]);
      }
    }
    const cell = tokens[i - 1]?.type === "td_open";
    if (cell && children.length === 1 && children[0].type === "text" && REQUIREMENT.test(children[0].content)) {
      requirements.add(children[0].content);
    }
    if (isRegistry && cell && tables === 1) {
      for (const c of children) if (c.type === "code_inline" && ERROR_CODE.test(c.content)) codes.add(c.content);
    }
  }
  return { requirements, codes };
}
