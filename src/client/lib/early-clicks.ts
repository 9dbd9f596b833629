/**
 * Presses of a pre-rendered page's buttons before the app has taken the page over: held,
 * and the last one pressed again once it has (useHydrated's effect calls releaseEarlyClicks),
 * so a tap on "Sign Up" or "Try the demo" while the app starts is not lost. The press is
 * replayed as a whole (pointer, mouse, click): some controls act on mousedown (Radix's tabs).
 * Links are left alone: they work as plain links before the app runs. A disabled control
 * hears no click (the form's submit, until the app has taken over): that press is not held.
 * A replayed press carries no user activation: a passkey prompt may be refused by a browser
 * that asks for one (the reader presses again).
 */
const CONTROLS = "button, [role='button'], [role='tab']";

/** Which control was pressed, by its place among the page's controls. */
interface Pressed {
  control: Element;
  index: number;
  of: number;
}

let held: { root: Element; pressed: Pressed | null; listener: (event: MouseEvent) => void } | null =
  null;

const controlsIn = (root: Element) => [...root.querySelectorAll(CONTROLS)];

export function holdEarlyClicks(root: Element) {
  if (held) return;
  const listener = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !root.contains(control) || !held) return;
    // Not stopImmediatePropagation: the click may also be what starts the app
    // (start-on-intent.ts listens on the window too).
    event.preventDefault();
    event.stopPropagation();
    const all = controlsIn(root);
    held.pressed = { control, index: all.indexOf(control), of: all.length };
  };
  held = { root, pressed: null, listener };
  window.addEventListener("click", listener, true);
}

export function releaseEarlyClicks() {
  if (!held) return;
  const { root, pressed, listener } = held;
  held = null;
  window.removeEventListener("click", listener, true);
  if (!pressed) return;
  // After the effect that released it, so React handles the press as any other.
  setTimeout(() => pressAgain(root, pressed), 0);
}

/** Long enough for a page drawn afresh to load its route; then the press is given up. */
const REDRAWN_WAIT_MS = 5000;

function pressAgain(root: Element, { control, index, of }: Pressed) {
  if (control.isConnected) return press(control);
  // The app drew the page afresh instead of taking the HTML over (another language than the
  // HTML's): the same control is the one in the same place once the page is whole again.
  const inPlace = () => {
    const all = controlsIn(root);
    return all.length === of ? all[index] : undefined;
  };
  const found = inPlace();
  if (found) return press(found);
  const observer = new MutationObserver(() => {
    const control = inPlace();
    if (!control) return;
    stop();
    press(control);
  });
  const timer = setTimeout(() => stop(), REDRAWN_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
}

const PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup"] as const;

function press(control: Element) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  for (const type of PRESS) {
    const isPointer = type.startsWith("pointer") && typeof PointerEvent === "function";
    control.dispatchEvent(
      isPointer
        ? new PointerEvent(type, { ...init, pointerType: "mouse", isPrimary: true })
        : new MouseEvent(type, init),
    );
  }
  (control as HTMLElement).click();
}
