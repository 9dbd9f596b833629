/**
 * Presses of a pre-rendered page's buttons before the app has taken the page over: held,
 * and the last one pressed again once it has (useHydrated's effect calls releaseEarlyClicks),
 * so a tap on "Sign Up" or "Try the demo" while the app starts is not lost. The press is
 * replayed as a whole (pointer, mouse, click): some controls act on mousedown (Radix's tabs).
 * Links are left alone: they work as plain links before the app runs.
 */
const CONTROLS = "button, [role='button'], [role='tab']";

let held: { root: Element; control: Element | null; listener: (event: MouseEvent) => void } | null =
  null;

export function holdEarlyClicks(root: Element) {
  if (held) return;
  const listener = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !root.contains(control) || !held) return;
    // Not stopImmediatePropagation: the click may also be what starts the app
    // (start-on-intent.ts listens on the window too).
    event.preventDefault();
    event.stopPropagation();
    held.control = control;
  };
  held = { root, control: null, listener };
  window.addEventListener("click", listener, true);
}

const PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup"] as const;

export function releaseEarlyClicks() {
  if (!held) return;
  const { control, listener } = held;
  held = null;
  window.removeEventListener("click", listener, true);
  if (!control) return;
  // After the effect that released it, so React handles the press as any other.
  setTimeout(() => press(control), 0);
}

function press(control: Element) {
  if (!control.isConnected) return;
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
