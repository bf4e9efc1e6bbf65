// A static file server on 127.0.0.1 for the browser tests (dev-only, as
// everything in tools/js/): serves the files below `root`, "/" as
// /index.html, with the content types pages need, and records each request
// and its status so that a test can say that none went unanswered. A path
// below /fresh-N/ (N digits) is the same path without it: URLs the browser
// has never seen, so that a measurement can load the same files afresh
// without starting a new browser (first-decode-page.mjs).
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const TYPES = { ".html": "text/html", ".mjs": "text/javascript", ".js": "text/javascript", ".css": "text/css",
  ".json": "application/json", ".wasm": "application/wasm", ".txt": "text/plain", ".gz": "application/gzip",
  ".svg": "image/svg+xml", ".png": "image/png" };

/** Resolves to { server, url, served }: the server, its base URL ("http://127.0.0.1:PORT/"), the requests. */
export function serveFolder(root) {
  const base = resolve(root);
  const served = [];
  const server = createServer((request, response) => {
    const asked = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname)).replace(/^\/fresh-\d+\//, "/");
    const path = asked.endsWith("/") ? `${asked}index.html` : asked;
    const file = join(base, path);
    let body = null;
    try {
      if (file.startsWith(base) && statSync(file).isFile()) body = readFileSync(file);
    } catch { /* not found */ }
    served.push({ path, status: body ? 200 : 404 });
    response.writeHead(body ? 200 : 404, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(body ?? "not found");
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () =>
    done({ server, url: `http://127.0.0.1:${server.address().port}/`, served })));
}
