// node tools/site/build.mjs OUTDIR: the specification's static site, from
// spec/ (tools/build-site.sh builds what it needs first and calls this).
//
//   index.html            spec/README.md, the conventions
//   <doc>.html            every other spec/*.md: the formats, errors,
//                         conformance, the changelog
//   playground.html       the WebAssembly reference in a page (playground.html
//                         and assets/playground.* in this folder)
//   downloads.html        the golden corpus of each release as an archive,
//                         with its JSON Schema and hash; the .proto files
//   proto/slugspec/       the models' .proto files, as text
//   assets/               the stylesheet, the reference as a classic script,
//                         the .wasm, and the .wasm as a script (pages opened
//                         from file:// may not fetch it)
//
// Every page is plain HTML with relative links: it works from file:// and
// from any static host. The pages list comes from the files in spec/, so a
// new format's document gets its page with no change here. Written into
// OUTDIR.next, then renamed: OUTDIR is never half-written.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync,
  writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { collectAnchors, makeRenderer } from "./markdown.mjs";
import { layout } from "./layout.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const spec = join(root, "spec");
const [outArg] = process.argv.slice(2);
if (!outArg) {
  console.error("usage: node tools/site/build.mjs OUTDIR");
  process.exit(2);
}
const out = resolve(outArg);
const next = `${out}.next`;
rmSync(next, { recursive: true, force: true });
mkdirSync(join(next, "assets"), { recursive: true });

// ------------------------------------------------------------ the release
const changelog = readFileSync(join(spec, "CHANGELOG.md"), "utf8");
const heading = /^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})$/m.exec(changelog);
if (!heading) throw new Error("spec/CHANGELOG.md has no release heading");
const release = { version: heading[1], date: heading[2] };
// Every release and its corpus hash, from the changelog's table.
const releases = [...changelog.matchAll(/^\| `([0-9a-f]{64})` \| (\d+\.\d+\.\d+)/gm)]
  .map((m) => ({ hash: m[1], version: m[2] }));
const git = (...args) => {
  try {
    return execFileSync("git", ["-C", root, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
};
const commit = git("rev-parse", "--short=12", "HEAD");

// ------------------------------------------------------------ the pages
const pageOfDoc = (file) => (file === "README.md" ? "index.html" : file.replace(/\.md$/, ".html").toLowerCase());
const titleOf = (source) => /^# (.+)$/m.exec(source)?.[1].replace(/`/g, "") ?? "untitled";
const errorDoc = "errors.md";
const shared = new Set(["README.md", "errors.md", "conformance.md", "CHANGELOG.md"]);

// The navigation of one release's documents (under `prefix`): the
// conventions first, each format's document, then the shared documents;
// the playground, the downloads and the releases are the site's.
function navOf(docs, prefix) {
  return [
    { href: `${prefix}index.html`, label: "Conventions" },
    ...docs.filter((f) => !shared.has(f)).map((f) => ({ href: prefix + pageOfDoc(f), label: f.replace(/\.md$/, "") })),
    ...["errors.md", "conformance.md", "CHANGELOG.md"].filter((f) => docs.includes(f))
      .map((f) => ({ href: prefix + pageOfDoc(f), label: f === "CHANGELOG.md" ? "Changelog" : f[0].toUpperCase() + f.slice(1, -3) })),
    { href: "playground.html", label: "Playground" },
    { href: "downloads.html", label: "Downloads" },
    { href: "releases.html", label: "Releases" },
  ];
}
const siteNav = navOf(readdirSync(spec).filter((f) => f.endsWith(".md")), "");
const footer = `Specification release ${release.version} (${release.date})` +
  (commit ? `, built from commit <code>${commit}</code>` : "") +
  `. Requirement anchors are stable: <code>pentomino.html#PEN-V3-8</code> names one requirement in every release.`;
const page = (file, title, body, extra = {}) => {
  const depth = file.split("/").length - 1;
  writeFileSync(join(next, file), layout({ title, body, nav: siteNav, current: file, release, footer,
    root: "../".repeat(depth), ...extra }));
};

// Renders one release's documents (`sources`: file name -> Markdown) into
// `prefix` ("" for this site's own, "releases/0.4.0/" for an older one).
// `protoExists(path)`: whether a proto file the text links to is on the
// site. Returns the anchors: requirement id -> page, and the error codes.
function renderDocuments(sources, prefix, { protoExists, banner = "" }) {
  // A bold definition wins over an id alone in a table's cell (a withdrawn
  // id listed where it was withdrawn).
  const requirements = new Map();
  const listed = new Map();
  const errorCodes = new Set();
  for (const [file, source] of sources) {
    const found = collectAnchors(source, { isRegistry: file === errorDoc });
    for (const id of found.requirements) {
      if (source.includes(`**[${id}]**`)) {
        // Twice is an error of the text, refused in the current one; an old
        // release is shown as it was, its first definition the anchor.
        if (requirements.has(id) && prefix === "") throw new Error(`${id} is defined in ${file} and ${requirements.get(id)}`);
        if (!requirements.has(id)) requirements.set(id, pageOfDoc(file));
      } else if (!listed.has(id)) {
        listed.set(id, pageOfDoc(file));
      }
    }
    for (const code of found.codes) errorCodes.add(code);
  }
  for (const [id, p] of listed) if (!requirements.has(id)) requirements.set(id, p);
  const back = "../".repeat(prefix.split("/").length - 1);
  const site = {
    requirements,
    errorCodes,
    errorPage: pageOfDoc(errorDoc),
    playgroundPage: `${back}playground.html`,
    // A link from a spec document: another document's page, the proto
    // files' copies, or null for a file the site does not hold.
    pageOf(file) {
      if (file === "") return "";
      if (sources.has(file)) return pageOfDoc(file);
      if (file.startsWith("proto/") && protoExists(file)) {
        return file.endsWith("/") ? `${file}index.html` : `${file}.txt`;
      }
      return null;
    },
  };
  const nav = navOf([...sources.keys()], prefix);
  mkdirSync(join(next, prefix), { recursive: true });
  for (const [file, source] of sources) {
    const target = prefix + pageOfDoc(file);
    const md = makeRenderer(site, pageOfDoc(file));
    writeFileSync(join(next, target), layout({ title: titleOf(source), body: banner + md.render(source), nav,
      current: target, release, footer, root: back }));
  }
  return { requirements, errorCodes, pages: [...sources.keys()].map((f) => prefix + pageOfDoc(f)) };
}

const docs = readdirSync(spec).filter((f) => f.endsWith(".md")).sort();
const sources = new Map(docs.map((f) => [f, readFileSync(join(spec, f), "utf8")]));
// Text written since the release: the site says it is a draft of the next.
const unreleased = /^## Unreleased$/m.test(changelog);
const current = renderDocuments(sources, "", {
  protoExists: (file) => existsSync(join(spec, file)),
  banner: unreleased ? `<p class="banner">This text is release ${release.version} with changes not yet released ` +
    `(<a href="changelog.html#unreleased">what changed</a>); older releases are under <a href="releases.html">Releases</a>.</p>\n` : "",
});
const { requirements, errorCodes } = current;

// Every older release's text, from its git tag, when the clone has it.
const older = [];
const dates = new Map([...changelog.matchAll(/^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})$/gm)].map((m) => [m[1], m[2]]));
for (const version of dates.keys()) {
  if (version === release.version) continue;
  const r = { version };
  const tag = `spec-v${r.version}`;
  const listing = git("ls-tree", "--name-only", `${tag}:spec`);
  if (listing === null) continue;
  const files = listing.split("\n").filter((f) => f.endsWith(".md")).sort();
  const texts = new Map(files.map((f) => [f, git("show", `${tag}:spec/${f}`)]));
  const prefix = `releases/${r.version}/`;
  const rendered = renderDocuments(texts, prefix, {
    protoExists: () => false,
    banner: `<p class="banner">This is release ${r.version} of ${dates.get(r.version) ?? "an earlier date"}, ` +
      `not the current text: <a href="../../index.html">release ${release.version}</a>. ` +
      `<a href="../../changelog.html">What changed since</a>.</p>\n`,
  });
  older.push({ ...r, date: dates.get(r.version), pages: rendered.pages, requirements: Object.fromEntries(rendered.requirements) });
}

// ------------------------------------------------------------ the protos
const protoDir = join(spec, "proto", "slugspec");
mkdirSync(join(next, "proto", "slugspec"), { recursive: true });
const protos = readdirSync(protoDir).filter((f) => /\.proto(\.in)?$/.test(f)).sort();
for (const f of protos) copyFileSync(join(protoDir, f), join(next, "proto", "slugspec", `${f}.txt`));
const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
page("proto/slugspec/index.html", "The models as protocol buffers",
  `<h1>The models as protocol buffers</h1>
<p>The game models, the error value and the vector schema, as the library, the corpus, the conformance protocol and
the command line's JSON use them (the proto3 JSON mapping).</p>
<ul>${protos.map((f) => `<li><a href="${escape(f)}.txt"><code>${escape(f)}</code></a></li>`).join("")}</ul>`);

// ------------------------------------------------------------ the corpus archives
// One archive a release: corpus/ as that release's tag has it, its JSON
// Schema and README, and SHA256 (the hash certificates print). The current
// release's comes from the working tree; an older one's from its git tag,
// when the clone has the tag. Each archive's corpus must hash to what the
// changelog says, or the build fails. Archives are made deterministically
// (sorted names, fixed times and owners, gzip without a name or time).
function corpusHash(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".jsonl")) files.push(relative(dir, p));
    }
  };
  walk(dir);
  files.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const h = createHash("sha256");
  for (const f of files) h.update(readFileSync(join(dir, f)));
  return h.digest("hex");
}
mkdirSync(join(next, "downloads"), { recursive: true });
const archives = [];
for (const r of releases) {
  const name = `slugspec-corpus-${r.version}`;
  const work = mkdtempSync(join(tmpdir(), "slugspec-site-"));
  const dir = join(work, name);
  try {
    if (r.version === release.version) {
      execFileSync("cp", ["-r", join(root, "corpus"), dir]);
    } else {
      const tag = `spec-v${r.version}`;
      if (git("rev-parse", "--verify", "--quiet", `refs/tags/${tag}`) === null) continue;
      mkdirSync(dir);
      execFileSync("sh", ["-c", 'git -C "$1" archive "$2" corpus | tar -x -C "$3" --strip-components=1',
        "sh", root, tag, dir]);
    }
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      // Only the vectors and their documentation: the reader's code is not the corpus.
      if (e.isDirectory() && !readdirSync(join(dir, e.name)).some((f) => f.endsWith(".jsonl"))) {
        rmSync(join(dir, e.name), { recursive: true });
      }
    }
    const hash = corpusHash(dir);
    if (hash !== r.hash) throw new Error(`the corpus of ${r.version} hashes to ${hash}, the changelog says ${r.hash}`);
    writeFileSync(join(dir, "SHA256"), `${hash}\n`);
    const file = `${name}.tar.gz`;
    execFileSync("sh", ["-c",
      'tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$1" -cf - "$2" | gzip -n -9 > "$3"',
      "sh", work, name, join(next, "downloads", file)]);
    const bytes = readFileSync(join(next, "downloads", file));
    archives.push({ ...r, file, size: bytes.length, archiveSha256: createHash("sha256").update(bytes).digest("hex"),
      schema: existsSync(join(dir, "vector.schema.json")) });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
if (!archives.some((a) => a.version === release.version)) throw new Error(`no archive of ${release.version}`);
copyFileSync(join(root, "corpus", "vector.schema.json"), join(next, "downloads", "vector.schema.json"));

page("downloads.html", "Downloads", `<h1>Downloads</h1>
<h2 id="corpus">The golden corpus</h2>
<p>Each release's golden vectors (<code>corpus/</code>: one folder per format, JSON Lines, with their README files),
the JSON Schema of a vector (<code>vector.schema.json</code>, from release 0.3.0 on) and <code>SHA256</code>, the corpus
hash every certificate prints: the files <code>**/*.jsonl</code> sorted by path in byte order and concatenated
(<a href="conformance.html#8-reports-and-certificates">conformance §8</a>). What changed in each release, and whether
an implementation certified against the one before can fail, is in the <a href="changelog.html">changelog</a>.</p>
<div class="table-scroll"><table>
<thead><tr><th>release</th><th>archive</th><th>corpus sha256</th><th>archive sha256</th></tr></thead>
<tbody>${archives.map((a) => `<tr id="corpus-${a.version}"><td>${a.version}${a.version === release.version ? " (this site)" : ""}</td>
<td><a href="downloads/${a.file}" download>${a.file}</a> (${(a.size / 1024).toFixed(0)} KiB)</td>
<td><code class="hash">${a.hash}</code></td><td><code class="hash">${a.archiveSha256}</code></td></tr>`).join("\n")}</tbody>
</table></div>
<p>The JSON Schema of this release alone: <a href="downloads/vector.schema.json" download>vector.schema.json</a>.</p>
<h2 id="models">The models</h2>
<p>The <a href="proto/slugspec/index.html"><code>.proto</code> files</a> of this release.</p>`);

const changelogAnchor = (version) => `${version.replace(/\./g, "")}--${dates.get(version)}`;
page("releases.html", "Releases", `<h1>Releases</h1>
<p>Every release of the specification: its text, what changed (with whether an implementation certified against the
release before can fail), and its golden corpus. Each is tagged <code>spec-vX.Y.Z</code> in the repository.</p>
<div class="table-scroll"><table>
<thead><tr><th>release</th><th>date</th><th>text</th><th>changes</th><th>corpus</th></tr></thead>
<tbody>
<tr><td>${release.version}${unreleased ? " and unreleased changes" : ""}</td><td>${release.date}</td>
<td><a href="index.html">this site</a></td><td><a href="changelog.html#${changelogAnchor(release.version)}">changelog</a></td>
<td><a href="downloads.html#corpus-${release.version}">archive</a></td></tr>
${older.map((r) => `<tr><td>${r.version}</td><td>${r.date ?? ""}</td><td><a href="releases/${r.version}/index.html">release ${r.version}</a></td>
<td><a href="changelog.html#${changelogAnchor(r.version)}">changelog</a></td>
<td>${archives.some((a) => a.version === r.version) ? `<a href="downloads.html#corpus-${r.version}">archive</a>` : ""}</td></tr>`).join("\n")}
</tbody></table></div>`);

// ------------------------------------------------------------ the playground
// The reference as a classic script (reference/js's slugspec.global.js,
// which tools/build-site.sh builds into build/site-js/), its .wasm to fetch
// from a web server, and the same bytes as a script for a page opened from
// file://, where fetch cannot read files (load-slugspec.js chooses).
const dist = join(root, "build", "site-js");
for (const f of ["slugspec.global.js", "slugspec.wasm"]) {
  if (!existsSync(join(dist, f))) {
    throw new Error(`${join(dist, f)} is missing: tools/build-site.sh builds it (reference/js/build.mjs --site)`);
  }
  copyFileSync(join(dist, f), join(next, "assets", f));
}
writeFileSync(join(next, "assets", "slugspec-wasm.js"),
  "// The reference's WebAssembly as base64, for pages opened from file:// (load-slugspec.js).\n" +
  `window.SLUGSPEC_WASM_BASE64 = "${readFileSync(join(dist, "slugspec.wasm")).toString("base64")}";\n`);
for (const f of readdirSync(join(here, "assets"))) copyFileSync(join(here, "assets", f), join(next, "assets", f));
page("playground.html", "Playground", readFileSync(join(here, "playground.html"), "utf8"), {
  styles: ["assets/playground.css"],
  scripts: ["assets/slugspec.global.js", "assets/load-slugspec.js", "assets/playground.js"],
});

// ------------------------------------------------------------ done
// What the browser test checks every anchor against.
writeFileSync(join(next, "assets", "site.json"), JSON.stringify({
  release, commit, pages: current.pages, requirements: Object.fromEntries(requirements),
  errorCodes: [...errorCodes], archives: archives.map((a) => a.file),
  releases: older.map(({ version, pages, requirements }) => ({ version, pages, requirements })),
}, null, 1));
rmSync(out, { recursive: true, force: true });
renameSync(next, out);
let bytes = 0, files = 0;
const count = (d) => {
  for (const e of readdirSync(d, { withFileTypes: true })) {
    if (e.isDirectory()) count(join(d, e.name));
    else {
      bytes += readFileSync(join(d, e.name)).length;
      ++files;
    }
  }
};
count(out);
console.log(`build-site: ${basename(out)}: release ${release.version}${unreleased ? " and unreleased changes" : ""}, ` +
  `${sources.size} documents, ${older.length} older releases rendered, ` +
  `${requirements.size} requirement anchors, ${errorCodes.size} error codes, ${archives.length} corpus archives; ` +
  `${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
