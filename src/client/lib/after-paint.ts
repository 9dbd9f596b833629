/**
 * Resolves once the browser has had a frame to paint in. A pre-rendered page is hydrated
 * after that: on a slow or busy device the page shows first, then becomes interactive,
 * rather than waiting behind React's work.
 */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves in a task of its own: work split by it leaves the browser room to handle a tap in
 * between, where one long task would hold a slow phone's main thread (decision 10).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
