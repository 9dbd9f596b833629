import { useRef } from "react";

/** How long after a dialog closes (or a page changes) a lost focus is still put back. */
const SETTLE_MS = 5000;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

function focusHeadingNow() {
  const main = document.querySelector<HTMLElement>("main");
  const target = main?.querySelector<HTMLElement>("h1") ?? main;
  if (!target) return null;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return target;
}

/**
 * Keeps focus on `el` through the next few seconds of re-rendering: when `el` is removed (the
 * row a delete dialog just deleted disappears once the list refetches; a loading page swaps
 * its heading for the loaded one) and focus fell to the body, it moves to the page heading.
 */
function holdFocus(el: HTMLElement | null) {
  if (!el || typeof MutationObserver === "undefined") return;
  let current = el;
  const observer = new MutationObserver(() => {
    // A page still loading had no heading yet and focus waited on its main region.
    const waitingOnMain = current.tagName === "MAIN" && document.activeElement === current;
    if (waitingOnMain && current.querySelector("h1")) {
      current = focusHeadingNow() ?? current;
      return;
    }
    if (current.isConnected || !focusLost()) return;
    const next = focusHeadingNow();
    if (next) current = next;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), SETTLE_MS);
}

/**
 * The page's next sensible place for focus when the element that had it is gone (a deleted
 * row, a page that changed): its heading, else its main region. Without this the browser
 * drops focus on the body and the next Tab starts over at the sidebar.
 */
export function focusPageHeading() {
  holdFocus(focusHeadingNow());
}

const isUsable = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement &&
  el !== document.body &&
  el.isConnected &&
  el.getClientRects().length > 0 &&
  !el.hasAttribute("disabled");

/**
 * Focus handlers for every dialog, alert dialog and sheet: focus goes back to what opened it
 * (remembered as the dialog opens, before Radix moves focus inside), or, when that is gone or
 * hidden, to the page heading. Radix alone falls back to the body.
 */
export function useFocusReturn() {
  const trigger = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      trigger.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const el = trigger.current;
      trigger.current = null;
      if (isUsable(el)) {
        el.focus();
        holdFocus(el);
      } else focusPageHeading();
    },
  };
}
