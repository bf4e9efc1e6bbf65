// node same-certificates.mjs NATIVE_REPORT.json PACKAGE_REPORT.json [--formats-of-package]
// The package certified exactly as the native reference: the same
// certificates (format, version, role) with the same case counts, every one
// CERTIFIED, and the same totals. The reports are the runner's --json. With
// --formats-of-package (a format's own entry point, which declares only its
// format), the native certificates of the formats the package report has,
// and no totals.
import { readFileSync } from "node:fs";

const [nativeFile, packageFile, option] = process.argv.slice(2);
const subset = option === "--formats-of-package";
const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const native = read(nativeFile), pkg = read(packageFile);
if (subset) {
  const formats = new Set(pkg.certificates.map((c) => c.format));
  native.certificates = native.certificates.filter((c) => formats.has(c.format));
}
const key = (c) => `${c.format} ${c.version} ${c.role}`;
const counts = (c) => JSON.stringify([c.status, c.accepting_cases, c.required_cases, c.required_passed,
  c.recommended_cases, c.recommended_passed, c.skipped_cases, c.unsendable_cases]);
const problems = [];
const nativeByKey = new Map(native.certificates.map((c) => [key(c), c]));
for (const c of pkg.certificates) {
  const n = nativeByKey.get(key(c));
  if (!n) problems.push(`only the package has ${key(c)}`);
  else if (counts(n) !== counts(c)) problems.push(`${key(c)}: native ${counts(n)}, package ${counts(c)}`);
  if (c.status !== "CERTIFIED") problems.push(`${c.line}`);
  nativeByKey.delete(key(c));
}
for (const k of nativeByKey.keys()) problems.push(`only the native reference has ${k}`);
if (native.corpus_sha256 !== pkg.corpus_sha256) problems.push("the two runs used different corpora");
if (!subset && JSON.stringify(native.totals) !== JSON.stringify(pkg.totals)) {
  problems.push(`totals: native ${JSON.stringify(native.totals)}, package ${JSON.stringify(pkg.totals)}`);
}
if (native.certificates.length === 0) problems.push("the native run has no certificates");
if (problems.length > 0) {
  console.error(`the package is not certified as the native reference is:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`${subset ? `the entry of ${[...new Set(pkg.certificates.map((c) => c.format))].join(", ")}` : "the package"}` +
  ` is certified as the native reference is: ${pkg.certificates.length} certificates, ${pkg.totals.passed} cases passed`);
