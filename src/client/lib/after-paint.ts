/**
 * Resolves once the browser has had a frame to paint in. A pre-rendered page is hydrated
 * after that: on a slow or busy device the page shows first, then becomes interactive,
 * rather than waiting behind React's work.
 */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
