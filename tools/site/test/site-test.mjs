// node tools/site/test/site-test.mjs SITE CORPUS OUTDIR
// The built spec site (tools/build-site.sh SITE) in headless Chromium
// (Debian's, over the DevTools protocol: tools/js/browser-page.mjs), as a reader
// meets it, from file:// and from a static server on 127.0.0.1:
//   - every page loads with no console error, warning or exception;
//   - every link within the site reaches a file, and its #anchor an element
//     of that page; every requirement anchor the site lists exists, and so
//     does every requirement the corpus's vectors cite (the ids the
//     runner's reports link to);
//   - every page fits 1,280 and 390 pixels with no horizontal scroll;
//   - accessibility basics: one h1, no skipped heading level, every control
//     labelled, text contrast of 4.5:1 or more, the skip link first in the
//     keyboard order, and the playground usable with the keyboard alone;
//   - the playground decodes a link of each format, shows a rejection's
//     caret, and round-trips an edited model;
// and writes screenshots to OUTDIR.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { launch } from "../../js/browser-page.mjs";
import { setField } from "../../js/page-common.mjs";
import { serveFolder } from "../../js/static-server.mjs";

const [site, corpus, outdir] = process.argv.slice(2).map((p) => resolve(p));
if (!outdir) {
  console.error("usage: node tools/site/test/site-test.mjs SITE CORPUS OUTDIR");
  process.exit(2);
}
mkdirSync(outdir, { recursive: true });
const info = JSON.parse(readFileSync(join(site, "assets", "site.json"), "utf8"));
const pages = [...info.pages, "playground.html", "downloads.html", "releases.html", "proto/slugspec/index.html"];
// Older releases' text: loaded and link-checked from file:// (the layout
// and stylesheet are the same as the pages above, which get every check).
const releasePages = info.releases.flatMap((r) => r.pages);

// ---------------------------------------------------------------- corpus
// A valid link of each format (the longest short one) and a rejected one,
// and every requirement id the vectors cite.
function fromCorpus() {
  const valid = new Map();
  let invalid = null, longInvalid = null;
  const cited = new Set();
  for (const format of readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of readdirSync(join(corpus, format.name)).filter((f) => f.endsWith(".jsonl")).sort()) {
      for (const line of readFileSync(join(corpus, format.name, file), "utf8").split("\n")) {
        if (!line.trim()) continue;
        const v = JSON.parse(line);
        for (const id of v.requirements ?? []) cited.add(id);
        if (v.result === "VALID" && !v.link && /^[\x21-\x7e]{6,70}$/.test(v.slug) &&
            v.slug.length > (valid.get(v.format)?.slug.length ?? 0)) {
          valid.set(v.format, { format: v.format, slug: v.slug, version: v.model.version, model: v.model });
        }
        if (!invalid && v.result === "INVALID" && /^[\x21-\x7e]{8,40}$/.test(v.slug) && v.error?.offset > 2) {
          invalid = { format: v.format, slug: v.slug, code: v.error.code, offset: v.error.offset };
        }
        // A link wider than a phone, rejected near its end.
        if (!longInvalid && v.result === "INVALID" && /^[\x21-\x7e]{90,120}$/.test(v.slug) && v.error?.offset > 80) {
          longInvalid = { format: v.format, slug: v.slug, code: v.error.code, offset: v.error.offset };
        }
      }
    }
  }
  return { valid: [...valid.values()], invalid, longInvalid, cited };
}
const samples = fromCorpus();
assert.ok(samples.valid.length > 0 && samples.invalid && samples.longInvalid, "no samples in the corpus");

// Every id the corpus cites has its anchor on the site.
for (const id of samples.cited) {
  assert.ok(info.requirements[id], `the corpus cites ${id}, which no page of the site defines`);
}

// ---------------------------------------------------------------- a static host
const { server, url: http } = await serveFolder(site);
const file = pathToFileURL(site).href + "/";

const browser = await launch();
const failures = [];
const check = (ok, what) => { if (!ok) failures.push(what); };
let checkedLinks = 0, checkedAnchors = 0;

try {
  // ------------------------------------------------------------ every page
  const idsOf = new Map();
  for (const p of pages) {
    for (const [base, name] of [[file, "file"], [http, "http"]]) {
      const tab = await browser.open(base + p, { width: 1280 });
      if (p === "playground.html") await tab.waitFor("document.body.dataset.ready !== undefined");
      check(tab.errors.length === 0, `${name} ${p}: ${tab.errors.join("; ")}`);
      const facts = await tab.evaluate(`(() => {
        const headings = [...document.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")]
          .map((h) => Number(h.tagName[1]));
        const controls = [...document.querySelectorAll("input, select, textarea")].filter((c) => c.type !== "hidden");
        const unlabelled = controls.filter((c) => !(c.labels && c.labels.length) && !c.getAttribute("aria-label"))
          .map((c) => c.id || c.tagName);
        return {
          ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
          links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")),
          headings, unlabelled,
          h1: document.querySelectorAll("h1").length,
          scroll: document.documentElement.scrollWidth - window.innerWidth,
        };
      })()`);
      if (name === "file") idsOf.set(p, new Set(facts.ids));
      check(facts.scroll <= 0, `${name} ${p}: scrolls ${facts.scroll} px sideways at 1,280`);
      check(facts.h1 === 1, `${p}: ${facts.h1} h1 elements`);
      for (let i = 1; i < facts.headings.length; ++i) {
        check(facts.headings[i] <= facts.headings[i - 1] + 1, `${p}: an h${facts.headings[i]} after an h${facts.headings[i - 1]}`);
      }
      check(facts.unlabelled.length === 0, `${p}: controls without a label: ${facts.unlabelled.join(", ")}`);
      if (name === "file") tab.links = facts.links;
      await tab.resize(390);
      const narrow = await tab.evaluate("document.documentElement.scrollWidth - window.innerWidth");
      check(narrow <= 0, `${name} ${p}: scrolls ${narrow} px sideways at 390`);
      if (name === "file") idsOf.set(`${p}:links`, facts.links);
      // Contrast of the text a reader meets: body text, links, code, the
      // navigation and the footer.
      const contrast = await tab.evaluate(`(() => {
        const rgb = (s) => s.match(/[0-9.]+/g).map(Number);
        const lum = ([r, g, b]) => [r, g, b].map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
          .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
        const background = (e) => {
          for (; e; e = e.parentElement) {
            const c = rgb(getComputedStyle(e).backgroundColor);
            if (c.length < 4 || c[3] > 0) return c;
          }
          return [255, 255, 255];
        };
        const worst = [];
        for (const e of document.querySelectorAll("p, li, td, th, a, code, pre, h1, h2, h3, label, button, footer, nav a")) {
          if (!e.textContent.trim() || e.offsetParent === null) continue;
          const fg = lum(rgb(getComputedStyle(e).color)), bg = lum(background(e));
          const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
          if (ratio < 4.5) worst.push(e.tagName + " '" + e.textContent.trim().slice(0, 30) + "' " + ratio.toFixed(2));
        }
        return worst.slice(0, 5);
      })()`);
      check(contrast.length === 0, `${name} ${p}: contrast under 4.5:1: ${contrast.join("; ")}`);
      if (name === "file" && (p === "index.html" || p === "pentomino.html")) {
        writeFileSync(join(outdir, `${p.replace(/\W/g, "-")}-390.png`), await tab.screenshot({ viewport: true }));
        await tab.resize(1280);
        writeFileSync(join(outdir, `${p.replace(/\W/g, "-")}-1280.png`), await tab.screenshot({ viewport: true }));
      }
    }
  }

  for (const p of releasePages) {
    const tab = await browser.open(file + p, { width: 1280 });
    check(tab.errors.length === 0, `file ${p}: ${tab.errors.join("; ")}`);
    const facts = await tab.evaluate(`({ ids: [...document.querySelectorAll("[id]")].map((e) => e.id),
      links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")) })`);
    idsOf.set(p, new Set(facts.ids));
    idsOf.set(`${p}:links`, facts.links);
  }

  // ------------------------------------------------------------ links and anchors
  for (const p of [...pages, ...releasePages]) {
    const from = new URL(p, "http://site/");
    for (const href of idsOf.get(`${p}:links`)) {
      if (/^[a-z]+:/i.test(href) && !href.startsWith("http://site/")) continue;  // nothing outside is linked but mail, none today
      const to = new URL(href, from);
      const target = decodeURIComponent(to.pathname.slice(1));
      ++checkedLinks;
      check(existsSync(join(site, target)), `${p}: a link to ${href}: no ${target}`);
      // The playground's #link=... and #model=... are its state, not anchors.
      if (to.hash && target.endsWith(".html") && !to.hash.includes("=")) {
        if (!idsOf.has(target)) continue;
        ++checkedAnchors;
        check(idsOf.get(target).has(decodeURIComponent(to.hash.slice(1))), `${p}: a link to ${href}: no such anchor`);
      }
    }
  }
  for (const [id, page] of Object.entries(info.requirements)) {
    check(idsOf.get(page)?.has(id), `the requirement ${id} has no anchor on ${page}`);
  }
  for (const r of info.releases) {
    for (const [id, page] of Object.entries(r.requirements)) {
      check(idsOf.get(`releases/${r.version}/${page}`)?.has(id), `release ${r.version}: ${id} has no anchor on ${page}`);
    }
  }
  for (const code of info.errorCodes) check(idsOf.get("errors.html")?.has(code), `the error code ${code} has no anchor`);

  // ------------------------------------------------------------ the keyboard
  {
    const tab = await browser.open(file + "playground.html", { width: 1280 });
    await tab.waitFor("document.body.dataset.ready === 'true'");
    await tab.press("Tab");
    check(await tab.evaluate("document.activeElement.classList.contains('skip')"), "the skip link is not first to take the focus");
    let reached = false;
    for (let i = 0; i < 40 && !reached; ++i) {
      await tab.press("Tab");
      reached = await tab.evaluate("document.activeElement.id === 'link-input'");
    }
    check(reached, "the keyboard does not reach the playground's link input");
    if (reached) {
      for (const ch of samples.valid[0].slug) await tab.press(ch);
      await tab.waitFor(`document.getElementById("model-json").textContent.includes(${JSON.stringify(samples.valid[0].format)})`, 10000)
        .catch(() => check(false, "a link typed with the keyboard is not decoded"));
    }
  }

  // ------------------------------------------------------------ the playground
  for (const [base, name] of [[file, "file"], [http, "http"]]) {
    const tab = await browser.open(base + "playground.html", { width: 1280 });
    await tab.waitFor("document.body.dataset.ready !== undefined");
    check(await tab.evaluate("document.body.dataset.ready") === "true", `${name}: the playground did not load the reference`);
    const type = (id, value) => setField(tab, id, value);
    const text = (id) => tab.evaluate(`document.getElementById(${JSON.stringify(id)})?.textContent ?? ""`);
    for (const s of samples.valid) {
      await type("link-input", s.slug);
      await tab.waitFor(`document.getElementById("model-json").textContent.includes('"format": "${s.format}"') ||
        document.getElementById("model-json").textContent.includes('"format":"${s.format}"')`, 10000)
        .catch(() => {});
      const model = await text("model-json");
      check(model.includes(s.format) && model.includes(s.version), `${name}: ${s.slug} is not shown as ${s.format} ${s.version}`);
      check((await text("detected")).includes(s.format), `${name}: ${s.slug}: no detected format`);
      check(await tab.evaluate(`!!document.querySelector("#board img[src^='data:image/svg+xml']")`),
        `${name}: ${s.slug}: no picture of the board`);
      if (name === "file" && s === samples.valid[1]) {
        writeFileSync(join(outdir, "playground-valid-1280.png"), await tab.screenshot());
        await tab.resize(390);
        writeFileSync(join(outdir, "playground-valid-390.png"), await tab.screenshot());
        await tab.resize(1280);
      }
    }
    // A link damaged in transit, read leniently: the repairs are named.
    {
      const s = samples.valid[0];
      await type("profile", "lenient");
      await type("link-input", `(${s.slug.slice(0, 4)}\n${s.slug.slice(4)}).`);
      await tab.waitFor(`document.getElementById("repairs").textContent.includes("trimmed")`, 10000).catch(() => {});
      const repairs = await text("repairs");
      check(repairs.includes("removed") && repairs.includes("trimmed") && repairs.includes(s.slug),
        `${name}: the lenient repairs of a damaged link are not named: ${repairs}`);
      if (name === "file") writeFileSync(join(outdir, "playground-repaired-1280.png"), await tab.screenshot());
      await type("profile", "strict");
    }
    // A rejected link: its code, and a caret under the byte.
    await type("format", samples.invalid.format);
    await type("link-input", samples.invalid.slug);
    // (The format's change alone redraws the previous input's rejection:
    // wait for this slug's.)
    await tab.waitFor(`document.getElementById("rejection").textContent.includes(${JSON.stringify(samples.invalid.code)}) &&
      [...document.querySelectorAll("#rejection pre")].some((p) => p.textContent.startsWith("  " + ${JSON.stringify(samples.invalid.slug)}))`, 10000)
      .catch(() => {});
    const rejection = await text("rejection");
    check(rejection.includes(samples.invalid.code) && rejection.includes("^"),
      `${name}: ${samples.invalid.slug}: the rejection shows no code or caret: ${rejection}`);
    // The caret is placed from the rejection's offset (an ASCII slug: one
    // column a byte), under the byte the vector names.
    const caret = await tab.evaluate(`(() => {
      const box = [...document.querySelectorAll("#rejection pre")].find((p) => /\\^$/.test(p.textContent));
      if (!box) return null;
      const [shown, marks] = box.textContent.split("\\n");
      return { column: marks.indexOf("^"), above: shown[marks.indexOf("^")], data: box.dataset.caret };
    })()`);
    check(caret && caret.column === samples.invalid.offset + 2 && String(caret.column) === caret.data &&
      caret.above === samples.invalid.slug[samples.invalid.offset],
    `${name}: ${samples.invalid.slug}: the caret is not under byte ${samples.invalid.offset}: ${JSON.stringify(caret)}`);
    if (name === "file") {
      writeFileSync(join(outdir, "playground-rejected-1280.png"), await tab.screenshot());
      await tab.resize(390);
      writeFileSync(join(outdir, "playground-rejected-390.png"), await tab.screenshot());
      await tab.resize(1280);
    }
    // A long link rejected near its end: the caret is in view in its box,
    // at 1280 and at 390 pixels.
    await type("format", samples.longInvalid.format);
    await type("link-input", samples.longInvalid.slug);
    await tab.waitFor(`document.getElementById("rejection").textContent.includes(${JSON.stringify(samples.longInvalid.code)})`, 10000)
      .catch(() => {});
    const caretInView = `new Promise((done) => setTimeout(() => {
      const box = [...document.querySelectorAll("#rejection pre")].find((p) => /\\^$/.test(p.textContent));
      if (!box) return done("no caret");
      const range = document.createRange();
      range.setStart(box.firstChild, box.textContent.length - 1);
      range.setEnd(box.firstChild, box.textContent.length);
      const c = range.getBoundingClientRect(), b = box.getBoundingClientRect();
      done(c.left >= b.left && c.right <= b.right ? "in view" : \`caret at \${c.left}, box \${b.left} to \${b.right}\`);
    }, 200))`;
    for (const width of [1280, 390]) {
      await tab.resize(width);
      const seen = await tab.evaluate(caretInView);
      check(seen === "in view", `${name}: ${samples.longInvalid.slug} at ${width} px: the caret is not in view (${seen})`);
      if (name === "file") writeFileSync(join(outdir, `playground-rejected-long-${width}.png`), await tab.screenshot());
    }
    await tab.resize(1280);
    // An edited model: the decoded one taken into the editor, then edited
    // into another game (the model of another format's vector), whose
    // canonical slug shows as it is typed and opens as that game.
    const [s, other] = samples.valid;
    await type("format", "");
    await type("link-input", s.slug);
    await tab.waitFor(`document.getElementById("model-json").textContent.includes(${JSON.stringify(s.format)})`, 10000)
      .catch(() => {});
    await tab.evaluate(`document.getElementById("edit-model").click()`);
    const taken = JSON.parse(await tab.evaluate(`document.getElementById("model-editor").value || "{}"`));
    check(taken.format === s.format, `${name}: the model editor did not take the decoded model`);
    await type("model-editor", JSON.stringify(other.model, null, 1));
    await tab.waitFor(`document.getElementById("model-slug").textContent.includes(${JSON.stringify(other.slug)})`, 10000)
      .catch(() => {});
    const encoded = (await text("model-slug")).trim();
    check(encoded === other.slug, `${name}: the edited model encodes to ${encoded}, not ${other.slug}`);
    await tab.evaluate(`document.getElementById("use-slug").click()`);
    check(await tab.evaluate(`document.getElementById("link-input").value`) === other.slug,
      `${name}: "open this slug" did not fill the link input`);
    await tab.waitFor(`document.getElementById("model-json").textContent.includes(${JSON.stringify(other.format)})`, 10000)
      .catch(() => check(false, `${name}: the edited model's slug does not open as ${other.format}`));
    // The permalink reopens the same state.
    const permalink = await tab.evaluate(`document.getElementById("permalink").href`);
    check(permalink.includes("#link="), `${name}: no permalink (${permalink})`);
    check(tab.errors.length === 0, `${name} playground: ${tab.errors.join("; ")}`);
  }
} catch (e) {
  failures.push(`the test stopped: ${e && e.stack || e}`);
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`site: ${failures.length} failures:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`site: ${pages.length} pages from file:// and http://, ${releasePages.length} pages of older releases, ${checkedLinks} links and ${checkedAnchors} anchors ` +
  `followed, ${Object.keys(info.requirements).length} requirement anchors and ${samples.cited.size} cited ids found, ` +
  `${samples.valid.length} formats decoded in the playground, a rejection's caret, an edited model round-tripped; ` +
  `screenshots in ${outdir}`);
