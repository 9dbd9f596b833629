import crypto from "node:crypto";

/** The data block that lists a rendered page's scripts for LOAD_AFTER_PAINT_SCRIPT. */
export const PAGE_SCRIPTS_ID = "tribe-scripts";

/** A page that is never painted (opened in a background tab) starts its scripts anyway. */
const FALLBACK_MS = 1500;

/**
 * Preload links added per task: each costs the main thread a request's set-up (1–2 ms on
 * this kind of machine, ×4 on Lighthouse's phone); the Overview's 17 at once were one task
 * of 17–33 ms after the paint, a long one on a phone (decision 10).
 */
const LINKS_PER_TASK = 4;

/**
 * The one script a page rendered on the server carries (scripts/prerender.tsx writes it into
 * overview-rendered.html): once the browser has painted the page, it asks for the app's
 * chunks (modulepreload, a few links per task) and then starts the entry, both listed in the page's
 * `tribe-scripts` data block as `{ entry, chunks }`. "Painted" is the browser's own first
 * paint entry: a frame callback runs before the frame reaches the screen, and scripts asked
 * for then still arrived first now and then. Inline, so the chunks are asked for
 * with the page and not a round trip later; the Content-Security-Policy allows exactly this
 * text by its hash (app.ts), so it stays the same whatever the build's file names.
 *
 * Why not the chunks in the HTML: fetched with the page, they are compiled as they arrive,
 * before the first paint whenever they arrive first (a fast network, or Lighthouse's
 * unthrottled trace, whose simulation then counts them as holding back the paint: LCP
 * 1.1-2.6 s). Why not the entry alone, as the pre-rendered /auth does: it discovers the
 * chunks one round trip after another, and a page already showing its figures stays
 * unresponsive for longer (6.4 s against 3.8 s under Lighthouse's mobile throttling).
 */
export const LOAD_AFTER_PAINT_SCRIPT = `(function () {
  var list = JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function addFrom(i) {
    for (var end = Math.min(i + ${LINKS_PER_TASK}, list.chunks.length); i < end; i++) {
      add("link", { rel: "modulepreload", crossorigin: "", href: list.chunks[i] });
    }
    if (i < list.chunks.length) setTimeout(function () { addFrom(i); }, 0);
    else add("script", { type: "module", crossorigin: "", src: list.entry });
  }
  function start() {
    if (started) return;
    started = true;
    addFrom(0);
  }
  try {
    new PerformanceObserver(function (entries, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (e) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  setTimeout(start, ${FALLBACK_MS});
})();`;

/** The CSP source that allows LOAD_AFTER_PAINT_SCRIPT and no other inline script. */
export const LOAD_AFTER_PAINT_SOURCE = `'sha256-${crypto
  .createHash("sha256")
  .update(LOAD_AFTER_PAINT_SCRIPT)
  .digest("base64")}'`;
