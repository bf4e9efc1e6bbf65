// node links-of-corpus.mjs CORPUS N
// N links for `record` to read, as a player's logs would hold them: the
// slugs of the first N VALID vectors of the corpus's first format (in file
// order), every other one inside a whole URL. Each line is FORMAT, a tab
// and the link.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [corpus, count] = process.argv.slice(2);
const format = readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== "reader")
  .map((e) => e.name).sort()[0];
const links = [];
for (const file of readdirSync(join(corpus, format)).filter((f) => f.endsWith(".jsonl")).sort()) {
  for (const line of readFileSync(join(corpus, format, file), "utf8").split("\n")) {
    if (!line || links.length >= Number(count)) continue;
    const v = JSON.parse(line);
    // Slugs a URL carries unescaped (what a player's encoder writes).
    if (v.result !== "VALID" || !/^[A-Za-z0-9._~!$&'()*+,;=:@\/?-]+$/.test(v.slug)) continue;
    links.push(links.length % 2 ? `https://example.org/play/#${v.slug}` : v.slug);
  }
}
if (links.length < Number(count)) throw new Error(`only ${links.length} links of ${format}`);
for (const link of links) console.log(`${format}\t${link}`);
