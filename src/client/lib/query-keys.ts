/**
 * Every cache key of the app in one place. Features never import each other, yet a write in
 * one area often makes another stale (confirming a show changes the Overview and the tour's
 * page), so a feature's mutations invalidate by these shared keys. Each root key is the URL
 * resource it caches; invalidating a root refreshes everything under it.
 */
export const queryKeys = {
  session: ["session"] as const,
  profile: ["profile"] as const,
  overview: ["overview"] as const,
  tours: {
    all: ["tours"] as const,
    list: ["tours", "list"] as const,
    detail: (tourId: string) => ["tours", "detail", tourId] as const,
  },
  venues: ["venues"] as const,
  campaigns: {
    all: ["campaigns"] as const,
    list: ["campaigns", "list"] as const,
    tourOptions: ["campaigns", "tour-options"] as const,
  },
};
