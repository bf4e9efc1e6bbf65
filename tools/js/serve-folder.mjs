// node tools/js/serve-folder.mjs DIR: serves DIR on 127.0.0.1 (static-server.mjs),
// prints its base URL as one line, and serves until it is killed or its
// standard input ends (a test script's coprocess). Dev-only.
import { serveFolder } from "./static-server.mjs";

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error("usage: serve-folder.mjs DIR");
  process.exit(2);
}
const { server, url } = await serveFolder(dir);
process.stdout.write(`${url}\n`);
process.stdin.on("end", () => server.close(() => process.exit(0)));
process.stdin.resume();
