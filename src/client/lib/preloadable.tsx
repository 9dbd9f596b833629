import { type ComponentType, lazy } from "react";
import { loadOnce } from "./load-once";

/**
 * A part whose code is fetched the first time it is shown (a dialog, a tab), with `preload` to
 * fetch it sooner: when the pointer comes over its opener or the opener gets focus. Once the
 * code is here the part renders at once. A plain `lazy` suspends on its first render even when
 * its chunk has long arrived, and React then holds the fallback ~300 ms before it shows the
 * part (its fallback throttle): a dialog whose chunk came in 10 ms opened 340-450 ms after the
 * click. Until the code is here, or if it cannot be fetched, it suspends like `lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  // A failed fetch is not kept: the next hover or opening tries again.
  const fetchCode = loadOnce(async () => {
    Loaded = await load();
    return Loaded;
  });
  const Lazy = lazy(async () => ({ default: await fetchCode() }));
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () => void fetchCode().catch(() => {}),
  });
}

/**
 * The opener's signs that it is about to be used: the pointer over it, focus on it, or a touch
 * (a phone has no hover; the press comes ~100 ms before its click). Spread onto the opener.
 */
export const onIntent = (preload: () => void) => ({
  onPointerEnter: preload,
  onFocus: preload,
  onPointerDown: preload,
});
