/**
 * Every cache key of the app in one place. Features never import each other, yet a write in
 * one area often makes another stale (confirming a show changes the Overview and the tour's
 * page), so a feature's mutations invalidate by these shared keys. Each root key is the URL
 * resource it caches; invalidating a root refreshes everything under it.
 */
export const queryKeys = {
  session: ["session"] as const,
  /** Whether a forgotten password is reset by email (GET /api/auth-config). */
  authConfig: ["auth-config"] as const,
  profile: ["profile"] as const,
  /** The signed-in person's passkeys (better-auth's passkey plugin). */
  passkeys: ["passkeys"] as const,
  overview: ["overview"] as const,
  tours: {
    all: ["tours"] as const,
    list: ["tours", "list"] as const,
    detail: (tourId: string) => ["tours", "detail", tourId] as const,
    /** The tour's route (issue 40): under the tour, so a show or tour write redraws it. */
    route: (tourId: string) => ["tours", "detail", tourId, "route"] as const,
    /**
     * Each show's contract (issue 39), under the tour: a deal, date or venue written anywhere
     * refreshes the tour, and with it whether a contract is out of date.
     */
    contracts: (tourId: string) => ["tours", "detail", tourId, "contracts"] as const,
    contract: (tourId: string, showId: string) =>
      ["tours", "detail", tourId, "contracts", showId] as const,
    /** Every tour picker's list (lib/tour-options.ts): refreshed with any tour write. */
    options: ["tours", "options"] as const,
  },
  venues: ["venues"] as const,
  campaigns: {
    all: ["campaigns"] as const,
    list: ["campaigns", "list"] as const,
  },
  finances: {
    all: ["finances"] as const,
    tour: (tourId: string) => ["finances", "tour", tourId] as const,
  },
  /** A tour's itinerary and day sheets: the day sheet prints the show's money too. */
  logistics: {
    all: ["logistics"] as const,
    tour: (tourId: string) => ["logistics", "tour", tourId] as const,
    itinerary: (tourId: string) => ["logistics", "tour", tourId, "itinerary"] as const,
    daySheet: (tourId: string, showId: string) =>
      ["logistics", "tour", tourId, "day-sheet", showId] as const,
    /** A show's guest list: its writes refresh the day sheet's counts with it. */
    guestList: (tourId: string, showId: string) =>
      ["logistics", "tour", tourId, "guest-list", showId] as const,
    /** Each show's advance progress (the tour page) and one show's advance (issue 38). */
    advances: (tourId: string) => ["logistics", "tour", tourId, "advances"] as const,
    advance: (tourId: string, showId: string) =>
      ["logistics", "tour", tourId, "advances", showId] as const,
    /** The workspace's advance template. */
    advanceTemplate: ["logistics", "advance-template"] as const,
    /** What a venue's link opens (no session: the token is the key). */
    advanceLink: (token: string) => ["logistics", "advance-link", token] as const,
    /** Today's show (or the next) by the viewer's date: refreshed with any logistics write. */
    today: (date: string) => ["logistics", "today", date] as const,
    /** Every day's Today (its notifications read in the person's language). */
    todayAll: ["logistics", "today"] as const,
  },
  negotiations: {
    all: ["negotiations"] as const,
    list: ["negotiations", "list"] as const,
    page: (page: number) => ["negotiations", "list", page] as const,
    calendar: (from: string, to: string) => ["negotiations", "calendar", from, to] as const,
    detail: (showId: string) => ["negotiations", "detail", showId] as const,
  },
  calendarFeed: ["calendar-feed"] as const,
  /** The workspace, its members and pending invitations; a join page's invitation by token. */
  team: {
    all: ["team"] as const,
    current: ["team", "current"] as const,
    workspaces: ["team", "workspaces"] as const,
    invitations: ["team", "invitations"] as const,
    invitation: (token: string) => ["team", "invitation", token] as const,
  },
  merch: {
    all: ["merch"] as const,
    overview: ["merch", "overview"] as const,
    sales: ["merch", "sales"] as const,
    partners: ["merch", "partners"] as const,
    projects: ["merch", "projects"] as const,
    project: (projectId: string) => ["merch", "projects", projectId] as const,
    products: ["merch", "products"] as const,
    counts: (showId: string) => ["merch", "counts", showId] as const,
    /** Artwork bytes and the limit: every merch write refreshes it with the rest. */
    storage: ["merch", "storage"] as const,
  },
  /** The workspace's contract template, and what a promoter's link opens (no session). */
  contracts: {
    template: ["contracts", "template"] as const,
    link: (token: string) => ["contracts", "link", token] as const,
  },
  /** Set lists (issue 50): the catalogue, saved sets, a show's set, the filing. */
  setlists: {
    all: ["setlists"] as const,
    songs: ["setlists", "songs"] as const,
    savedSets: ["setlists", "saved-sets"] as const,
    showSets: ["setlists", "shows"] as const,
    show: (tourId: string, showId: string) => ["setlists", "show", tourId, showId] as const,
    filings: ["setlists", "filings"] as const,
    settings: ["setlists", "settings"] as const,
  },
  /** Public dates (issue 52): the page's settings and what fans see of each show. */
  listings: {
    all: ["listings"] as const,
    slug: (slug: string) => ["listings", "slug", slug] as const,
  },
  /** Tickets (issue 51): counts per show, the promoter's links, imports, who reads them. */
  tickets: {
    all: ["tickets"] as const,
    tour: (tourId: string) => ["tickets", "tour", tourId] as const,
    show: (tourId: string, showId: string) => ["tickets", "show", tourId, showId] as const,
    links: (tourId: string, showId: string) => ["tickets", "links", tourId, showId] as const,
    settings: ["tickets", "settings"] as const,
    imports: ["tickets", "imports"] as const,
    mappings: ["tickets", "mappings"] as const,
    link: (token: string) => ["tickets", "link", token] as const,
  },
  /** The party (issue 54): people, pay and the float per tour; a person's own tours. */
  party: {
    all: ["party"] as const,
    people: (tourId: string) => ["party", "people", tourId] as const,
    payments: (tourId: string) => ["party", "payments", tourId] as const,
    float: (tourId: string) => ["party", "float", tourId] as const,
    mine: ["party", "mine"] as const,
    myTour: (tourId: string) => ["party", "mine", tourId] as const,
  },
  /** Integrations (issue 53): tokens, webhook endpoints and their deliveries, the API's description. */
  integrations: {
    all: ["integrations"] as const,
    tokens: ["integrations", "tokens"] as const,
    webhooks: ["integrations", "webhooks"] as const,
    deliveries: (endpointId: string) => ["integrations", "deliveries", endpointId] as const,
    openapi: ["integrations", "openapi"] as const,
  },
  /** The person's own notifications (the bell) and their settings, across workspaces. */
  notifications: {
    all: ["notifications"] as const,
    list: ["notifications", "list"] as const,
    settings: ["notifications", "settings"] as const,
  },
  /** The workspace the page works in, and the switcher's list (lib/workspace.ts). */
  activity: {
    all: ["activity"] as const,
    list: (userId: string, area: string) => ["activity", userId, area] as const,
  },
};
