#!/usr/bin/env node
// Shim check: the article's slugs, decoded by the upstream decoder of their era and re-encoded
// by the same commit's upstream encoder through our shim, must come back byte for byte.
"use strict";
const U = require("./upstream");
const CASES = [
  ["ef9db84", "6.10V10.0I10.6W01.4T11.9Z62.1F62.6N33.3X03.8Y34.2P74.5L75.1U05.8"],
  ["6b314ed", "6_10V10_0I10_6W01_4T11_9Z62_1F62_6N33_3X03_8Y34_2P74_5L75_1U05_8"],
  ["14520b9", "8_8TA0_1R00_3R00_4R01_3R01_4P11_6FK2_2XA2_5II3_0W33_6V14_1ZC4_4Y65_7NL6_3UA7_1LL7_5"],
  ["e0b741d", "R88L505U110F412V215Z133I037N040Y246W254X063P766T271R07305274"],
  ["ec47e98", "R6a_0z1Lw2fY3Nt4Iv5uX"],
  ["cb86ad4", "P88YE00vW05P606nZ20LS23wA26Ub32ii34TL45Xg50zI63f675R11166166"],
  ["cb86ad4", "RbbRZ90012346789a91012346789a"],
  ["cb86ad4", "RbbRY109a119a129a139a149a159a169a179a189a890123456788a012345678"],
  ["cb86ad4", "R88TA01P116FK22XA25II30W336V141ZC44Y657NL63UA71LL75R03041314"],
];
let bad = 0;
for (const [commit, slug] of CASES) {
  const b = U.decode(commit, slug);
  const colors = { F: 0, I: 0, L: 0, P: 0, N: 0, T: 0, U: 0, V: 0, W: 0, X: 0, Y: 0, Z: 0, ...b.colors };
  const again = U.encode(commit, { ...b, colors });
  const ok = again === slug;
  if (!ok) bad++;
  console.error(`${ok ? "ok  " : "FAIL"} ${commit} ${slug}${ok ? "" : " -> " + again}`);
}
if (bad) process.exit(1);
