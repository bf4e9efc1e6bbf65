// The frame of every page of the site: a skip link, the header with the
// release, the navigation, the page's own content in <main>, the footer.
// `root` is the path back to the site's top ("" or "../../"), so that every
// link is relative and the site works from file:// and any static host.
const escape = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function layout({ title, body, nav, current, release, footer, root = "", styles = [], scripts = [] }) {
  const links = nav.map((n) => {
    const here = n.href === current ? ' aria-current="page"' : "";
    return `<li><a href="${root}${n.href}"${here}>${escape(n.label)}</a></li>`;
  }).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — slugspec ${escape(release.version)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${root}assets/site.css">
<link rel="stylesheet" href="${root}assets/highlight.css">
${styles.map((s) => `<link rel="stylesheet" href="${root}${s}">`).join("\n")}
</head>
<body>
<a class="skip" href="#content">Skip to the content</a>
<header class="site">
<p class="brand"><a href="${root}index.html">slugspec</a> <span class="release">specification ${escape(release.version)}, ${escape(release.date)}</span></p>
<nav aria-label="Documents"><ul>${links}</ul></nav>
</header>
<main id="content">
${body}
</main>
<footer class="site"><p>${footer}</p></footer>
${scripts.map((s) => `<script src="${root}${s}"></script>`).join("\n")}
</body>
</html>
`;
}
