import { startTransition, useEffect, useState } from "react";
import { releaseEarlyClicks } from "./early-clicks";

/** True while React hydrates a pre-rendered page (set by app.tsx around hydrateRoot). */
let hydrating = false;

export function beginHydration() {
  hydrating = true;
}

/**
 * False in pre-rendered HTML and while React hydrates it, true from then on (at once when
 * the page was not pre-rendered). A pre-rendered form's submit stays disabled until then:
 * before the JavaScript runs, a submitted form would become a GET with the password in the
 * address.
 * The switch after hydration is a transition, so it does not hold the main thread.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== "undefined" && !hydrating);
  useEffect(() => {
    hydrating = false;
    // The page is the app's now: a button pressed while it started is pressed again.
    releaseEarlyClicks();
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
