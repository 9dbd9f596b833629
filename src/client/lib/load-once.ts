/**
 * A fetch made once and shared by every caller, unless it fails: a failure is not kept, so the
 * next call (a hover, a focus, a submit) tries again. Code and schemas fetched on first use.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
