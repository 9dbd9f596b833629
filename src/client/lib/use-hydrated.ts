import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in pre-rendered HTML and while React hydrates it, true from then on. A pre-rendered
 * form keeps its submit button disabled until then: before the JavaScript runs, a submitted
 * form would become a plain GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
