// A tab, as the browser modes drive it: page-host.js (a page's codec) and
// address-bar.js (links opened in the address bar) speak to it in a small
// part of the DevTools protocol (Runtime.evaluate, Page.navigate, Page.reload
// and the events they listen for), which Chromium speaks itself (here) and
// firefox.js translates into WebDriver BiDi.
//
// Chromium's tab: a target, attached with its own session, its events given
// to `onEvent` (those of this tab only), and the domains the browser modes
// use enabled (Runtime, Page, Inspector).

/**
 * Opens a tab on about:blank. `bindings` are names the page may call
 * (Runtime.addBinding), to be enabled before any page loads. Resolves to
 * { call(method, params), close() }; `onEvent(method, params)` gets this
 * tab's events, and Target.detachedFromTarget when the tab goes away.
 */
export async function openCdpTab(browser, { onEvent, bindings = [] }) {
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
  const call = (method, params) => browser.send(method, params, sessionId);
  const stopListening = browser.listen((m) => {
    if (m.method === "Target.detachedFromTarget") {
      if (m.params.sessionId === sessionId) onEvent(m.method, m.params);
    } else if (m.sessionId === sessionId) {
      onEvent(m.method, m.params);
    }
  });
  await call("Runtime.enable");
  await call("Page.enable");
  await call("Inspector.enable").catch(() => {});
  for (const name of bindings) await call("Runtime.addBinding", { name });
  return {
    call,
    close() {
      stopListening();
      return browser.send("Target.closeTarget", { targetId }).catch(() => {});
    },
  };
}

/**
 * What a page says, as lines of its output: a console call ("console.warn:
 * a b"; a log unnamed), an uncaught exception, a dialog (which is
 * dismissed: an `alert` would hold the page). Gives `write` the line and
 * returns true for those events; false for any other.
 */
export function pageSays(method, params, write, call) {
  switch (method) {
    case "Runtime.consoleAPICalled": {
      const text = params.args.map((a) => a.value ?? a.description ?? a.type).join(" ");
      write(`${params.type === "log" ? "" : `console.${params.type}: `}${text}\n`);
      return true;
    }
    case "Runtime.exceptionThrown":
      write(`uncaught: ${params.exceptionDetails.exception?.description ?? params.exceptionDetails.text}\n`);
      return true;
    case "Page.javascriptDialogOpening":
      write(`the page opened a dialog (${params.type}: ${params.message}); it was dismissed\n`);
      call?.("Page.handleJavaScriptDialog", { accept: false }).catch(() => {});
      return true;
    default:
      return false;
  }
}
