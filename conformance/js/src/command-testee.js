// What a command line's testee is, before the runner's command reads the
// rest of it: a module, a page's codec (--browser URL --global NAME) or a
// page read through its address bar (--browser 'URL{slug}' --declare ...
// --read EXPR). The command (cli.js) and certify() (index.js) both ask here,
// so that what the one refuses the other refuses alike.
import { SLUG } from "./address-bar.js";
import { ENGINES, engineMissing } from "./browsers.js";

/**
 * What the command line's testee is, as runCommand takes it: { module },
 * { browser: {url, global, engine} } or { page: {template, declared, read,
 * jobs, quietMs, engine} }; or { refused: why } for what only a browser
 * mode means given without it, or given wrong. (The runner's command
 * checks the rest.) certify() builds its arguments and asks here too.
 */
export async function testeeOfArgs(args) {
  const valuesOf = (option) => args.flatMap((a, i) => (a === option && i + 1 < args.length ? [args[i + 1]] : []));
  const valueOf = (option) => valuesOf(option)[0];
  const refuse = (why) => ({ refused: why });
  const module = valueOf("--module"), url = valueOf("--browser");
  const addressBar = url !== undefined && url.includes(SLUG);
  // What only the address bar means is refused elsewhere, not ignored.
  for (const option of ["--declare", "--read", "--jobs", "--quiet-ms"]) {
    if (!addressBar && args.includes(option)) {
      return refuse(`${option} belongs to the address-bar mode: --browser 'URL' with ${SLUG} where the link's ` +
        "slug goes (a module declares its own capabilities)");
    }
  }
  if (url === undefined) return { module };
  const engine = valueOf("--engine") ?? "chromium";
  if (!Object.hasOwn(ENGINES, engine)) return refuse(`--engine ${engine}: chromium or firefox`);
  let parsed;
  try {
    parsed = new URL(url.replace(SLUG, "slug"));
  } catch {
    return refuse(`--browser ${url}: not an address (http://, https:// or file://)`);
  }
  if (!["http:", "https:", "file:"].includes(parsed.protocol)) {
    return refuse(`--browser ${url}: not an http://, https:// or file:// address`);
  }
  let testee;
  if (addressBar) {
    testee = addressBarTestee(args, url, engine, valuesOf, valueOf, refuse);
  } else {
    const global = valueOf("--global");
    if (global === undefined || !/^[A-Za-z_$][\w$]*$/.test(global)) {
      return refuse("--browser URL needs --global NAME: the name under which the page exposes its codec " +
        "(window.NAME, with capabilities and decode, encode or levelCode, as a module exports them); " +
        `or, with ${SLUG} in the URL, the page read through its address bar (--declare, --read)`);
    }
    testee = { browser: { url, global, engine } };
  }
  if (testee.refused) return testee;
  // (Said before anything starts: not three failed starts later.)
  const missing = await engineMissing(engine);
  return missing ? refuse(missing) : testee;
}

// --browser 'URL{slug}' --declare CAPS... --read EXPR [--jobs N] [--quiet-ms N] [--engine E]
function addressBarTestee(args, template, engine, valuesOf, valueOf, refuse) {
  if (template.split(SLUG).length !== 2) return refuse(`--browser ${template}: ${SLUG} must stand once in the address`);
  if (args.includes("--global")) return refuse(`--global names a page's codec; with ${SLUG} the page itself is read`);
  const declared = valuesOf("--declare"), read = valueOf("--read");
  if (declared.length === 0) {
    return refuse("the address-bar mode needs --declare: what the page reads, as FORMAT/VERSION=decode,lenient " +
      "(or decode,strict), once a version");
  }
  for (const d of declared) {
    // (The runner's one parser reads the words; here only what a page
    // cannot do: it reads links, it writes none on request.)
    const words = d.includes("=") ? d.slice(d.indexOf("=") + 1).split(",") : [];
    if (words.includes("encode") || words.includes("code")) {
      return refuse(`--declare ${d}: the address bar only reads links (declare decode, strict or lenient)`);
    }
  }
  if (read === undefined || read.trim() === "") {
    return refuse("the address-bar mode needs --read EXPR: a JavaScript expression the page gives " +
      "{model: GAME}, {link: location.href} or {rejected: true} by (e.g. --read '({link: location.href})')");
  }
  const number = (option, fallback, least, most) => {
    const text = valueOf(option);
    if (text === undefined) return fallback;
    const n = Number(text);
    return /^\d+$/.test(text) && n >= least && n <= most ? n : NaN;
  };
  const jobs = number("--jobs", 4, 1, 32), quietMs = number("--quiet-ms", 400, 0, 60000);
  if (Number.isNaN(jobs)) return refuse(`--jobs ${valueOf("--jobs")}: a number of tabs from 1 to 32`);
  if (Number.isNaN(quietMs)) return refuse(`--quiet-ms ${valueOf("--quiet-ms")}: milliseconds, at most 60000`);
  return { page: { template, declared, read, jobs, quietMs, engine } };
}
