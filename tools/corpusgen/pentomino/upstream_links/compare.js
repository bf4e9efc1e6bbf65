#!/usr/bin/env node
// Read links.jsonl and cli.jsonl; count per era; find the cause of every failure; compare our
// lenient decode with the fed board and with the upstream decoders (the era commit's own and
// the mirror HEAD's), run unchanged. Writes results.jsonl (one row per link) and report.md.
"use strict";
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");
const U = require("./upstream");
const { HEAD } = require("./eras");

// The CLI under test: SLUG_BIN, else the default preset's build of this
// repository.
const SLUG = process.env.SLUG_BIN || path.join(__dirname, "../../../../build/default/tools/slug");
const rd = (f) => fs.readFileSync(path.join(__dirname, f), "utf8").trim().split("\n").map(JSON.parse);
const links = rd("links.jsonl");
const cli = rd("cli.jsonl");
const LEGACY = new Set(["v1", "v1.1", "v1.5", "v2"]);

function batchDecode(inputs, lenient) {
  if (inputs.length === 0) return [];
  const argv = lenient ? ["decode", "--lenient"] : ["decode"];
  const r = spawnSync(SLUG, argv, { input: inputs.join("\n") + "\n", maxBuffer: 1 << 30 });
  return r.stdout.toString().trim().split("\n").map((l) => JSON.parse(l));
}

// ---------- normal forms ----------
function normOurs(j) {
  return {
    surface: j.surface ? j.surface[0] : "R",
    h: j.height || 0,
    w: j.width || 0,
    pieces: (j.pieces || []).map((p) => [p.letter, p.x || 0, p.y || 0, p.rotation || 0, !!p.reflected]).sort(cmp),
    terrain: (j.terrain || []).map((t) => [t.x || 0, t.y || 0]).sort(cmp),
    colors: Object.fromEntries((j.colors || []).filter((c) => c.color).map((c) => [c.letter, c.color]).sort()),
  };
}
function normBoard(b) {
  return {
    surface: b.surface || "R",
    h: b.h,
    w: b.w,
    pieces: b.pieces.map((p) => [p.letter, p.x, p.y, p.rotation || 0, !!p.reflected]).sort(cmp),
    terrain: b.terrain.map((t) => [t.x, t.y]).sort(cmp),
    colors: Object.fromEntries(Object.entries(b.colors || {}).filter(([, v]) => v).sort()),
  };
}
function normUp(u) {
  return {
    surface: u.surface,
    h: u.h,
    w: u.w,
    raggedRows: u.raggedRows,
    pieces: u.pieces.map((p) => [p.letter, p.x, p.y, p.rotation, !!p.reflected]).sort(cmp),
    terrain: u.terrain.map((t) => [t.x, t.y]).sort(cmp),
    colors: Object.fromEntries(Object.entries(u.colors).sort()),
  };
}
function cmp(a, b) {
  for (let i = 0; i < a.length; i++) {
    if (a[i] < b[i]) return -1;
    if (a[i] > b[i]) return 1;
  }
  return 0;
}
function diff(a, b) {
  const d = [];
  for (const k of ["surface", "h", "w", "pieces", "terrain", "colors"])
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) d.push(k);
  if (b.raggedRows) d.push("ragged-rows");
  return d;
}

// ---------- v3.1 terrain reader, only to locate Y/Z-line singles for classification ----------
const b62 = (c) => {
  if (/[0-9]/.test(c)) return c.charCodeAt(0) - 48;
  if (/[a-z]/.test(c)) return c.charCodeAt(0) - 87;
  if (/[A-Z]/.test(c)) return c.charCodeAt(0) - 29;
  return -1;
};
function terrainForm(s) {
  let i = 3;
  while (i < s.length && s[i] !== "R" && s[i] !== "_") i += 4;
  if (s[i] !== "R") return { form: "none" };
  const start = i;
  i++;
  const mode = s[i] === "Y" || s[i] === "Z" ? s[i] : "pairs";
  if (mode === "pairs") return { form: "pairs", start };
  i++;
  const singles = [];
  let singlesAt = -1;
  while (i < s.length && s[i] !== "_") {
    if (s[i] === "0") {
      singlesAt = i;
      i++;
      while (i + 1 < s.length && s[i] !== "_") {
        singles.push([s[i], s[i + 1], i]);
        i += 2;
      }
      break;
    }
    const n = b62(s[i]);
    i += 2 + n + 1;
  }
  return { form: mode, start, singles, singlesAt };
}
function swapSingles(s, tf) {
  const a = s.split("");
  for (const [p, q, at] of tf.singles) {
    a[at] = q;
    a[at + 1] = p;
  }
  return a.join("");
}

// ---------- pass 1: counterfactual slugs ----------
const rows = links.map((l, i) => {
  const r = cli[i];
  const b = l.board;
  const row = {
    i,
    commit: l.commit,
    era: l.era,
    slug: l.slug,
    strict: !r.decode.error,
    lenient: !r.decodeLenient.error,
    upgrade: !!r.upgrade.slug,
    upgradeLenient: !!r.upgradeLenient.slug,
    strictError: r.decode.error ? r.decode.error.code : null,
    lenientError: r.decodeLenient.error ? r.decodeLenient.error.code : null,
    upgradeError: r.upgrade.error ? r.upgrade.error.code : null,
    upgradeLenientError: r.upgradeLenient.error ? r.upgradeLenient.error.code : null,
    strictMessage: r.decode.error ? r.decode.error.message : null,
    facts: {},
  };
  const nums = [b.h, b.w, ...b.pieces.flatMap((p) => [p.x, p.y]), ...b.terrain.flatMap((t) => [t.x, t.y])];
  row.facts.sideOver99 = b.h > 99 || b.w > 99;
  row.facts.terrainOrientNonZero = b.terrain.some((t) => t.rotation || t.reflected);
  row.facts.max = Math.max(...nums);
  if (LEGACY.has(l.era) && row.facts.terrainOrientNonZero) {
    const b0 = { ...b, terrain: b.terrain.map((t) => ({ ...t, rotation: 0, reflected: false })) };
    row.cfTerrain0 = U.encode(l.commit, b0);
  }
  if (l.era === "v3.1") {
    const tf = terrainForm(l.slug);
    row.facts.terrainForm = tf.form;
    row.facts.offDiagSingles = tf.form === "Y" && tf.singles.some(([p, q]) => p !== q);
    if (row.facts.offDiagSingles) row.cfSwapped = swapSingles(l.slug, tf);
    row.facts.side61 = b.h === 61 || b.w === 61;
  }
  return row;
});
const cfA = rows.filter((r) => r.cfTerrain0);
const cfAres = batchDecode(cfA.map((r) => r.cfTerrain0), false);
cfA.forEach((r, k) => (r.cfTerrain0Strict = !cfAres[k].error));
const cfB = rows.filter((r) => r.cfSwapped);
const cfBres = batchDecode(cfB.map((r) => r.cfSwapped), false);
cfB.forEach((r, k) => {
  r.cfSwappedStrict = !cfBres[k].error;
  r.cfSwappedBoardOk = !cfBres[k].error && diff(normOurs(cfBres[k]), normBoard(links[r.i].board)).length === 0;
});

// ---------- pass 2: causes ----------
// Every predicate that applies to the link (whether or not it failed). The failing links are
// grouped by the combination of the predicates that apply; a failure with none is "unexplained".
const CAUSE = {
  side99: "legacy side > 99 (no size limit in the UI before 295648d)",
  torient: "terrain orientation digit not 0 (the cursor's orientation)",
  side62: "side 62..99: v3.1 cannot write it (upgrade only)",
  v3at: "v3 number >= 62 written '@'",
  v3bug: "v3 number 36..61 misspelt by the early encodeNumber",
  ysingles: "v3.1 Y-lines singles written (y,x)",
};
function causes(row) {
  const f = row.facts;
  const b = links[row.i].board;
  const c = [];
  if (LEGACY.has(row.era)) {
    if (f.sideOver99) c.push("side99");
    if (f.terrainOrientNonZero) c.push("torient");
    const m = Math.max(b.h, b.w);
    if (m >= 62 && m <= 99) c.push("side62");
  } else if (row.era === "v3") {
    if (f.max >= 62) c.push("v3at");
    if ([b.h, b.w, ...b.pieces.flatMap((p) => [p.x, p.y]), ...b.terrain.flatMap((t) => [t.x, t.y])].some((n) => n >= 36 && n < 62)) c.push("v3bug");
  } else if (row.era === "v3.1") {
    if (f.offDiagSingles) c.push("ysingles");
  }
  return c;
}

// ---------- pass 3: fidelity vs fed board and upstream decoders ----------
const upCache = {};
function upDecode(commit, slug) {
  return U.decode(commit, slug);
}
for (const row of rows) {
  const l = links[row.i];
  const r = cli[row.i];
  row.causes = causes(row);
  // the causes that can explain what failed: side62 only explains an upgrade failure
  const failed = !row.strict || !row.upgrade;
  if (failed) {
    let c = row.causes.filter((k) => k !== "side62" || !row.upgradeLenient);
    if (row.strict) c = c.filter((k) => k === "side62");
    row.cause = c.length ? c.map((k) => CAUSE[k]).join(" + ") : "unexplained";
    // confirmation by counterfactual for the terrain orientation
    if (c.length === 1 && c[0] === "torient") row.confirmed = !!row.cfTerrain0Strict;
    if (c.includes("ysingles")) row.confirmed = !!row.cfSwappedBoardOk;
  }
  const fed = normBoard(l.board);
  const ours = r.decodeLenient.error ? null : normOurs(r.decodeLenient);
  row.oursVsFed = ours ? diff(ours, fed) : ["ours-rejects"];
  const own = upDecode(l.commit, l.slug);
  const head = l.commit === HEAD ? own : upDecode(HEAD, l.slug);
  const cmpUp = (u) => {
    if (u.error && !ours) return "both-reject";
    if (u.error) return `upstream-throws (${u.error.split(":")[0]})`;
    const un = normUp(u);
    const upVsFed = diff(un, fed);
    if (!ours) return upVsFed.length ? `ours-rejects; upstream opens a different board (${upVsFed.join(",")})` : "ours-rejects; upstream opens the fed board";
    const d = diff(ours, un);
    return d.length ? `differ (${d.join(",")})` : "same";
  };
  row.vsOwnEra = cmpUp(own);
  row.vsHead = cmpUp(head);
  row.ownEraDecode = own;
  row.headDecode = head;
  // the lenient upgrade: does it keep the fed board (strict decode of the output), and does
  // upstream HEAD open the upgraded slug to the fed board?
  if (r.upgradeLenient.slug) {
    const ud = r.upgradedDecode;
    row.upgradedSlug = r.upgradeLenient.slug;
    row.upgradedVsFed = ud.error ? ["upgraded-slug-rejected:" + ud.error.code] : diff(normOurs(ud), fed);
    const hu = upDecode(HEAD, r.upgradeLenient.slug);
    row.headOpensUpgraded = hu.error
      ? "throws"
      : diff(normUp(hu), fed).join(",") || "fed board";
  }
}
fs.writeFileSync(path.join(__dirname, "results.jsonl"), rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

// ---------- report ----------
const eras = ["v1", "v1.1", "v1.5", "v2", "v3", "v3.1"];
const L = [];
const p = (s = "") => L.push(s);
p("# Upstream-encoded pentomino links through our CLI");
p();
p(`${links.length} links; CLI ${SLUG}; upstream HEAD ${HEAD}.`);
p();
p("## Counts per era (and per commit)");
p();
p("| era | commit | links | strict decode ok | lenient decode ok | upgrade ok | upgrade --lenient ok |");
p("|---|---|---|---|---|---|---|");
const count = (rs) => [rs.length, rs.filter((r) => r.strict).length, rs.filter((r) => r.lenient).length, rs.filter((r) => r.upgrade).length, rs.filter((r) => r.upgradeLenient).length];
for (const e of eras) {
  const rs = rows.filter((r) => r.era === e);
  const commits = [...new Set(rs.map((r) => r.commit))];
  for (const c of commits) p(`| ${e} | ${c} | ${count(rs.filter((r) => r.commit === c)).join(" | ")} |`);
  p(`| **${e}** | all | ${count(rs).map((n) => `**${n}**`).join(" | ")} |`);
}
p();
const tally = (rs, f) => {
  const t = {};
  for (const r of rs) {
    const v = typeof f === "function" ? f(r) : r[f] || "ok";
    t[v] = (t[v] || 0) + 1;
  }
  return Object.entries(t).sort((a, b) => b[1] - a[1]).map(([a, b]) => `${a} ${b}`).join("; ");
};
const examples = (xs) => [...xs].sort((a, b) => a.slug.length - b.slug.length).slice(0, 2).map((r) => "`" + r.slug + "`").join("<br>");
p("## Failures (strict decode or default upgrade) by era and cause");
p();
p("A cause is listed when it applies to the link; the terrain-orientation cause is confirmed by re-encoding the");
p("same board with terrain orientation 0 with the same upstream encoder (the slug then passes strict); the");
p("Y-singles cause by swapping each single's two characters (the slug then decodes strictly to the fed board).");
p();
p("| era | cause | n | confirmed | strict decode | lenient decode | upgrade | upgrade --lenient | examples |");
p("|---|---|---|---|---|---|---|---|---|");
for (const e of eras) {
  const rs = rows.filter((r) => r.era === e && (!r.strict || !r.upgrade));
  const byCause = {};
  for (const r of rs) (byCause[r.cause] = byCause[r.cause] || []).push(r);
  for (const [c, xs] of Object.entries(byCause).sort((a, b) => b[1].length - a[1].length)) {
    const conf = xs.some((r) => r.confirmed !== undefined) ? `${xs.filter((r) => r.confirmed).length}/${xs.length}` : "-";
    p(`| ${e} | ${c} | ${xs.length} | ${conf} | ${tally(xs, "strictError")} | ${tally(xs, "lenientError")} | ${tally(xs, "upgradeError")} | ${tally(xs, "upgradeLenientError")} | ${examples(xs)} |`);
  }
}
p();
p("## Accepted, but not the board the author saw (our decode differs from the fed board)");
p();
p("| era | profile | cause | n | what differs | examples |");
p("|---|---|---|---|---|---|");
for (const e of eras) {
  for (const [prof, ok] of [["strict", (r) => r.strict], ["lenient only", (r) => !r.strict && r.lenient]]) {
    const rs = rows.filter((r) => r.era === e && ok(r) && r.oursVsFed.length);
    const by = {};
    for (const r of rs) {
      const k = r.causes.filter((c) => c !== "side62").map((c) => CAUSE[c]).join(" + ") || "unexplained";
      (by[k] = by[k] || []).push(r);
    }
    for (const [c, xs] of Object.entries(by)) p(`| ${e} | ${prof} | ${c} | ${xs.length} | ${tally(xs, (r) => r.oursVsFed.join(","))} | ${examples(xs)} |`);
  }
}
p();
p("## Our lenient decode vs the upstream decoders, run unchanged (all links)");
p();
p("`same`: identical board (terrain orientation, which upstream keeps in the grid and we drop, ignored).");
p("`ours-rejects; upstream ...`: our lenient decoder rejects; what upstream opens, compared with the fed board.");
p();
p("| era | commit | cause | n | ours vs fed board | ours vs the commit's own decoder | ours vs HEAD decoder |");
p("|---|---|---|---|---|---|---|");
for (const e of eras) {
  const rs = rows.filter((r) => r.era === e);
  for (const c of [...new Set(rs.map((r) => r.commit))]) {
    const by = {};
    for (const r of rs.filter((r) => r.commit === c)) {
      const k = r.causes.filter((x) => x !== "side62").map((x) => CAUSE[x]).join(" + ") || "(none)";
      (by[k] = by[k] || []).push(r);
    }
    for (const [k, xs] of Object.entries(by))
      p(`| ${e} | ${c} | ${k} | ${xs.length} | ${tally(xs, (r) => (r.oursVsFed.length ? r.oursVsFed.join(",") : "same"))} | ${tally(xs, (r) => r.vsOwnEra)} | ${tally(xs, (r) => r.vsHead)} |`);
  }
}
p();
p("## Lenient upgrade output: does it keep the fed board, and does upstream HEAD open it as such?");
p();
p("| era | upgraded | strict decode of output vs fed board | HEAD decoder on output vs fed board |");
p("|---|---|---|---|");
for (const e of eras) {
  const rs = rows.filter((r) => r.era === e && r.upgradedSlug);
  p(`| ${e} | ${rs.length} | ${tally(rs, (r) => (r.upgradedVsFed.length ? r.upgradedVsFed.join(",") : "same"))} | ${tally(rs, (r) => r.headOpensUpgraded)} |`);
}
const unk = rows.filter((r) => r.strictError === "UNKNOWN_FORMAT");
if (unk.length) {
  const rr = spawnSync(SLUG, ["decode", "--format", "pentomino"], { input: unk.map((r) => r.slug).join("\n") + "\n", maxBuffer: 1 << 30 });
  const ans = rr.stdout.toString().trim().split("\n").map((l) => JSON.parse(l));
  p();
  p("## Links not recognised as pentomino without --format");
  p();
  p(`${unk.length} links (${tally(unk, "commit")}) get UNKNOWN_FORMAT: their second character (the rows) is not base-62. With --format pentomino: ${tally(ans.map((a) => ({ c: a.error ? a.error.code + ": " + a.error.message.replace(/'[^']*'/, "'c'").replace(/: the early.*/, " (names the early v3 encoder)") : "ok" })), (a) => a.c)}.`);
}
fs.writeFileSync(path.join(__dirname, "report.md"), L.join("\n") + "\n");
console.log(L.join("\n"));
