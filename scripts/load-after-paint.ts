/**
 * The one script a page rendered on the server loads (scripts/prerender.tsx): after the
 * browser has painted the page, it asks for the app's chunks all at once (modulepreload) and
 * starts the entry. Plain ES5, as a hashed asset (the CSP allows only 'self' scripts).
 *
 * Why not the chunks in the HTML: fetched with the page, they are compiled as they arrive,
 * before the first paint whenever they arrive first (a fast network, or Lighthouse's
 * unthrottled trace, whose simulation then counts them as holding back the paint: LCP
 * 1.1-2.6 s). Why not the entry alone, as the pre-rendered /auth does: it discovers the
 * chunks one round trip after another, and a page already showing its figures stays
 * unresponsive for longer (6.4 s against 3.8 s under Lighthouse's mobile throttling).
 */
export function loadAfterPaintScript(entry: string, chunks: string[]): string {
  return `(function () {
  var chunks = ${JSON.stringify(chunks)};
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  requestAnimationFrame(function () {
    setTimeout(function () {
      for (var i = 0; i < chunks.length; i++) {
        add("link", { rel: "modulepreload", crossorigin: "", href: chunks[i] });
      }
      add("script", { type: "module", crossorigin: "", src: ${JSON.stringify(entry)} });
    }, 0);
  });
})();
`;
}
