// The check that a page shows hostile text as text: the payload every
// markup test puts into every string it controls, and what the page must
// hold afterwards. The payload's marker must be in the page's text (the
// payload reached it: a test that never shows it checks nothing), and none
// of the payload's parts may have become markup: no script ran, no element
// or attribute of it exists.

// The same payload as the chaos testee's markup mode
// (conformance/testees/chaos_testee.cc).
export const payload =
  "v1</title></text><script>window.slugspecInjected=1</script>" +
  "<img src=x onerror=\"window.slugspecInjected=2\" data-injected=1>" +
  "<slugspec-injected>slugspec-injected-marker</slugspec-injected>\"'&\u001b[31m";

export const marker = "slugspec-injected-marker";

// An expression a page evaluates to a list of what is wrong ([] when the
// page holds the payload as text only). `shown` says where the marker must
// be found: the page's text, or the value of a form field.
export const injectionFindings = `(() => {
  const found = [];
  if (window.slugspecInjected !== undefined) found.push("a script of the payload ran (" + window.slugspecInjected + ")");
  const bad = document.querySelectorAll("slugspec-injected, [data-injected], script:not([src]):not([type='application/json'])");
  for (const e of bad) found.push("an element of the payload: <" + e.localName + ">");
  for (const e of document.querySelectorAll("*")) {
    for (const a of e.attributes) {
      if (/^on/i.test(a.name)) found.push("an event handler attribute: <" + e.localName + " " + a.name + ">");
    }
  }
  const text = document.documentElement.textContent +
    [...document.querySelectorAll("input, textarea")].map((e) => e.value).join(" ");
  if (!text.includes(${JSON.stringify(marker)})) found.push("the payload is not shown anywhere: the check would prove nothing");
  return found;
})()`;
