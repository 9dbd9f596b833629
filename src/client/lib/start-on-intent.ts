/**
 * A page that is whole as HTML (/auth, pre-rendered) runs no application script until its
 * reader reaches for it: the first key, touch, pointer movement, focus or click starts
 * the app. Until then the page costs the device nothing beyond its paint, so a slow phone is
 * never busy while the reader reads (decision 10); the fields take typing at once (the form
 * keeps what was typed through hydration), and a button pressed meanwhile is pressed again
 * for them once the app is there (early-clicks.ts).
 */
// A click counts on its own: a screen reader in browse mode, or switch access, may press a
// button with no pointer or key event before it.
const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "click",
] as const;

export function startOnIntent(start: () => void, target: Window = window) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const name of INTENT_EVENTS) target.removeEventListener(name, go, true);
    start();
  };
  for (const name of INTENT_EVENTS) {
    target.addEventListener(name, go, { capture: true, passive: true });
  }
  // Focus already in a field (autofocus, or the browser restoring it) is reaching for it too.
  const focused = target.document.activeElement;
  if (focused && focused !== target.document.body && focused.closest("form")) go();
}

/** The data block a pre-rendered page lists its app's scripts in (scripts/prerender.tsx). */
export const PREFETCH_LIST_ID = "tribe-prefetch";

/**
 * Once the page has loaded, the app's scripts listed in the page are downloaded at the
 * network's lowest priority and kept, not run: the reader's first touch then starts the app
 * from the browser's cache rather than a round trip per chunk on a phone network.
 */
export function prefetchWhenLoaded(document: Document) {
  const fetchAll = () => {
    const block = document.getElementById(PREFETCH_LIST_ID);
    const files = block?.textContent ? (JSON.parse(block.textContent) as string[]) : [];
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      link.crossOrigin = "";
      document.head.appendChild(link);
    }
  };
  if (document.readyState === "complete") fetchAll();
  else window.addEventListener("load", fetchAll, { once: true });
}
