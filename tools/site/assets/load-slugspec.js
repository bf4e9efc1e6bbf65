// window.loadSlugspec(): the reference (assets/slugspec.global.js, the npm
// package's classic script), initialised once. From a web server the .wasm
// is fetched; from file://, where pages may not fetch files, its bytes come
// from assets/slugspec-wasm.js, a script holding them as base64.
(function () {
  "use strict";
  let loading = null;
  const base = document.currentScript ? new URL(".", document.currentScript.src) : new URL("assets/", location.href);

  function bytesFromScript() {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = new URL("slugspec-wasm.js", base).href;
      script.onload = () => {
        const text = atob(window.SLUGSPEC_WASM_BASE64);
        const bytes = new Uint8Array(text.length);
        for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
        delete window.SLUGSPEC_WASM_BASE64;
        resolve(bytes);
      };
      script.onerror = () => reject(new Error("cannot load " + script.src));
      document.head.append(script);
    });
  }

  window.loadSlugspec = function loadSlugspec() {
    if (loading === null) {
      const source = location.protocol === "file:" ? bytesFromScript()
        : fetch(new URL("slugspec.wasm", base)).then((r) => {
          if (!r.ok) throw new Error("cannot fetch slugspec.wasm: HTTP " + r.status);
          return r.arrayBuffer();
        });
      loading = window.slugspec.init(source).then(() => window.slugspec);
    }
    return loading;
  };
})();
