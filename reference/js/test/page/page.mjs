// The package in a plain page, as a player's page would use it: decode a
// link of each format, draw its picture, and show a rejection's caret.
// reference/js/test/browser.mjs serves this folder beside an install of the
// package, with samples.json (links of each format, from the corpus), and
// reads the resulting DOM in headless Chromium.
const errors = window.pageErrors;  // console.error and console.warn add theirs (index.html)
const showErrors = () => { document.getElementById("errors").textContent = errors.join("\n"); };
window.addEventListener("error", (e) => { errors.push(`error: ${e.message}`); showErrors(); });
window.addEventListener("unhandledrejection", (e) => { errors.push(`unhandled: ${e.reason}`); showErrors(); });

function element(tag, text, attributes = {}) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  return e;
}

async function main() {
  // Imported here, not at the top: a failing import is then shown too.
  const slugspec = await import("slugspec");
  await slugspec.ready;
  const samples = await (await fetch("samples.json")).json();
  const links = document.getElementById("links");
  for (const { slug } of samples.valid) {
    const { model, error } = slugspec.decode(slug);
    const article = element("article");
    if (error) {
      article.append(element("h2", `rejected: ${error.code}`), element("code", slug));
    } else {
      article.append(element("h2", `${model.format} ${model.version}`), element("code", slug));
      const { svg } = slugspec.render(slug, { svg: true });
      if (svg) {
        article.append(element("img", undefined, {
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: `the ${model.format} board`,
        }));
      }
      article.append(element("pre", JSON.stringify(model).slice(0, 160)));
    }
    article.dataset.format = model ? model.format : "";
    links.append(article);
  }
  document.getElementById("rejection").textContent = slugspec.validate(samples.invalid.slug).text;
  document.getElementById("status").textContent =
    `Decoded ${samples.valid.length} links with slugspec (${slugspec.formats().length} formats).`;
  showErrors();
  document.body.dataset.done = "true";
}

main().catch((e) => { errors.push(`failed: ${e && e.stack || e}`); showErrors(); document.body.dataset.done = "true"; });
