// certify() with a page as its testee, as a user's test file calls it: the
// hash player of conformance/js/examples/ through its address bar (`page`)
// in Firefox, a page's codec (`browser`) in Chromium, and what the command
// line refuses refused alike, as a TypeError, before anything starts.
//
//   node certify-pages.mjs BASE_URL HASH_READ DECLARE PAGE_FILTER CODEC_FILTER
//
// run in the consumer folder; DECLARE is what the hash player reads
// (FORMAT/VERSION=decode,lenient), PAGE_FILTER the cases it is given, and
// CODEC_FILTER those of the codec page.
import { certify } from "slugspec-conformance";

const [base, hashRead, declare, pageFilter, codecFilter] = process.argv.slice(2);
const formatVersion = declare.slice(0, declare.indexOf("="));
const fail = (why) => {
  console.error(`certify-pages: ${why}`);
  process.exit(1);
};

const page = await certify({
  page: { url: `${base}hash-player.html#/{slug}`, declare, read: hashRead, quietMs: 300, engine: "firefox" },
  args: ["--filter", pageFilter],
});
const line = page.certificates.map((c) => c.line).find((l) => l.includes("decoder (lenient)")) ?? "";
if (!page.pass || !/address bar, Firefox [0-9.]+/.test(line) || page.cases.length === 0) {
  fail(`the hash player through certify({page}) in Firefox: pass ${page.pass}, ${page.cases.length} cases, ${line}`);
}
console.log(`certify({page}), Firefox: ${page.cases.length} cases, every REQUIRED one passed; ${line.slice(0, 60)}...`);

const codec = await certify({
  browser: { url: `${base}codec-page.html`, global: "referenceCodec" },
  args: ["--filter", codecFilter, "--cases", "5"],
});
if (!codec.pass || !codec.testee.includes("window.referenceCodec of") || !codec.testee.includes("Chromium")) {
  fail(`the codec page through certify({browser}): pass ${codec.pass}, testee ${codec.testee}`);
}
console.log(`certify({browser}), Chromium: ${codec.cases.length} cases, every REQUIRED one passed`);

const refused = [
  [{ page: { url: `${base}hash-player.html#/{slug}`, read: "1" } }, /--declare/],
  [{ page: { url: `${base}hash-player.html#/{slug}`, declare: `${formatVersion}=decode,encode`, read: "1" } }, /only reads links/],
  [{ browser: { url: `${base}codec-page.html` } }, /--global/],
  [{ browser: { url: `${base}codec-page.html`, global: "x", engine: "safari" } }, /--engine safari/],
  [{ browser: { url: "ftp://example/", global: "x" } }, /not an http/],
  [{ module: "./reference-codec.mjs", page: { url: "x" } }, /needs one of/],
  [{ module: "./reference-codec.mjs", args: ["--browser", "http://x/"] }, /sets --browser itself/],
];
for (const [options, why] of refused) {
  try {
    await certify(options);
    fail(`not refused: ${JSON.stringify(options)}`);
  } catch (e) {
    if (!(e instanceof TypeError) || !why.test(e.message)) fail(`${JSON.stringify(options)}: ${e}`);
  }
}
console.log(`certify() refused ${refused.length} wrong testees with a TypeError, as the command line refuses them`);
