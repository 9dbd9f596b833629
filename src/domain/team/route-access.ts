import type { Role } from "./roles";

/**
 * Who may call which API route: the one table the server enforces (middleware/route-access.ts)
 * and the client reads to show only what a role can do (ADR 0019). A member whose role is not
 * listed gets 403 `forbidden`; someone outside the workspace never gets this far (404).
 *
 * `signedIn` routes work for anyone signed in, in a workspace or not (their profile, their
 * workspaces, joining one). Crew and artists are never sent money: routes about money are
 * not theirs at all, and on the routes they share, each answer is made in their shape, with
 * the hidden marker where a figure would be (domain/hidden.ts; which fields, one table per answer in each area's reader-shape.ts, domain/audience.ts).
 */
const EVERYONE: readonly Role[] = ["owner", "manager", "crew", "artist"];
const MANAGERS: readonly Role[] = ["owner", "manager"];
const OWNER: readonly Role[] = ["owner"];
const WITH_ARTIST: readonly Role[] = ["owner", "manager", "artist"];

export type RouteAccess = readonly Role[] | "signedIn";

export const ROUTE_ACCESS = {
  // Account: the person's own, whichever workspace they are in.
  "GET /api/profile": "signedIn",
  "PATCH /api/profile": "signedIn",
  "PUT /api/profile/time-format": "signedIn",
  "PUT /api/profile/locale": "signedIn",
  "DELETE /api/profile": "signedIn",
  "GET /api/profile/export": MANAGERS,

  // Team: the workspace, its members and invitations, the switcher, who did what.
  "GET /api/team": EVERYONE,
  "PATCH /api/team": OWNER,
  "PUT /api/team/two-factor": OWNER,
  "DELETE /api/team": OWNER,
  "GET /api/team/workspaces": "signedIn",
  "POST /api/team/workspaces": "signedIn",
  "PUT /api/team/current": "signedIn",
  "PUT /api/team/view-as": "signedIn",
  "POST /api/team/leave": EVERYONE,
  "POST /api/team/transfer": OWNER,
  "GET /api/team/invitations": OWNER,
  "POST /api/team/invitations": OWNER,
  "DELETE /api/team/invitations/:id": OWNER,
  "PUT /api/team/members/:userId": OWNER,
  "DELETE /api/team/members/:userId": OWNER,
  "POST /api/invitations/:token/accept": "signedIn",
  "GET /api/activity": MANAGERS,

  // Overview: everyone, without the money for crew and artists.
  "GET /api/overview": EVERYONE,
  "GET /api/exports/shows.csv": MANAGERS,
  "GET /api/exports/tours.csv": MANAGERS,
  "GET /api/exports/tours.json": MANAGERS,
  "GET /api/exports/tours.pdf": MANAGERS,
  "POST /api/exports/drive": MANAGERS,

  // Tours, shows and venues: everyone reads, managers change.
  "GET /api/tours": EVERYONE,
  "POST /api/tours": MANAGERS,
  "GET /api/tours/options": EVERYONE,
  "GET /api/tours/:tourId": EVERYONE,
  "PUT /api/tours/:tourId": MANAGERS,
  "DELETE /api/tours/:tourId": MANAGERS,
  "GET /api/tours/:tourId/shows": EVERYONE,
  "POST /api/tours/:tourId/shows": MANAGERS,
  "PUT /api/tours/:tourId/shows/order": MANAGERS,
  "PUT /api/tours/:tourId/shows/:showId": MANAGERS,
  "DELETE /api/tours/:tourId/shows/:showId": MANAGERS,
  "GET /api/venues": EVERYONE,
  "POST /api/venues": MANAGERS,
  "GET /api/venues/:venueId": EVERYONE,
  "PUT /api/venues/:venueId": MANAGERS,
  "DELETE /api/venues/:venueId": MANAGERS,
  "POST /api/imports/shows": MANAGERS,
  "POST /api/imports/shows/preview": MANAGERS,

  // Negotiations: everyone sees where a date stands; managers move it.
  "GET /api/negotiations": EVERYONE,
  "POST /api/negotiations": MANAGERS,
  "GET /api/negotiations/calendar": EVERYONE,
  "GET /api/negotiations/:showId": EVERYONE,
  "PATCH /api/negotiations/:showId": MANAGERS,
  "POST /api/negotiations/:showId/contacts": MANAGERS,
  "POST /api/negotiations/:showId/deal": MANAGERS,
  "POST /api/negotiations/:showId/dismissals": MANAGERS,
  "POST /api/negotiations/:showId/extend": MANAGERS,
  "POST /api/negotiations/:showId/transitions": MANAGERS,

  // Finances: money, so the managers' only.
  "GET /api/tours/:tourId/finance": MANAGERS,
  "GET /api/tours/:tourId/financials": MANAGERS,
  "POST /api/tours/:tourId/financials": MANAGERS,
  "PUT /api/tours/:tourId/financials/:id": MANAGERS,
  "DELETE /api/tours/:tourId/financials/:id": MANAGERS,
  "GET /api/tours/:tourId/financials/:id/receipt": MANAGERS,
  "PUT /api/tours/:tourId/financials/:id/receipt": MANAGERS,
  "DELETE /api/tours/:tourId/financials/:id/receipt": MANAGERS,
  "GET /api/tours/:tourId/financials.csv": MANAGERS,
  "GET /api/tours/:tourId/pnl.pdf": MANAGERS,
  // Currencies (issue 41): rates are not secret; the home currency is the owner's.
  "GET /api/currency": EVERYONE,
  "PUT /api/currency/home": OWNER,
  "POST /api/currency/rates": MANAGERS,
  "DELETE /api/currency/rates/:id": MANAGERS,
  "POST /api/currency/uploaded": MANAGERS,
  "DELETE /api/currency/uploaded": MANAGERS,
  "GET /api/tours/:tourId/budgets": MANAGERS,
  "PUT /api/tours/:tourId/budgets": MANAGERS,
  "DELETE /api/tours/:tourId/budgets/:id": MANAGERS,
  "GET /api/tours/:tourId/deals": MANAGERS,
  "POST /api/tours/:tourId/deals": MANAGERS,
  "PUT /api/tours/:tourId/deals/:id": MANAGERS,
  "DELETE /api/tours/:tourId/deals/:id": MANAGERS,
  "PUT /api/tours/:tourId/deals/:id/settlement": MANAGERS,
  "DELETE /api/tours/:tourId/deals/:id/settlement": MANAGERS,
  "GET /api/tours/:tourId/deals/:id/settlement/pdf": MANAGERS,
  "GET /api/tours/:tourId/rider-provisions": MANAGERS,
  "POST /api/tours/:tourId/rider-provisions": MANAGERS,
  "PUT /api/tours/:tourId/rider-provisions/:id": MANAGERS,
  "DELETE /api/tours/:tourId/rider-provisions/:id": MANAGERS,
  "POST /api/imports/tours/:tourId/financials": MANAGERS,
  "POST /api/imports/tours/:tourId/financials/preview": MANAGERS,

  // Logistics: everyone reads the road; crew edit day-sheet times and notes.
  "GET /api/tours/:tourId/itinerary": EVERYONE,
  "GET /api/tours/:tourId/day-sheets/:showId": EVERYONE,
  "PUT /api/tours/:tourId/day-sheets/:showId": EVERYONE,
  "GET /api/tours/:tourId/day-sheets/:showId/pdf": EVERYONE,
  "POST /api/tours/:tourId/travel-legs": MANAGERS,
  "PUT /api/tours/:tourId/travel-legs/:id": MANAGERS,
  "DELETE /api/tours/:tourId/travel-legs/:id": MANAGERS,
  "POST /api/tours/:tourId/lodgings": MANAGERS,
  "PUT /api/tours/:tourId/lodgings/:id": MANAGERS,
  "DELETE /api/tours/:tourId/lodgings/:id": MANAGERS,
  // Guest lists: everyone reads the list, asks for a guest and works the door; managers
  // approve, decline, set the limits, override them, edit and remove (ADR 0020).
  "GET /api/tours/:tourId/guest-lists/:showId": EVERYONE,
  "PUT /api/tours/:tourId/guest-lists/:showId/settings": MANAGERS,
  "POST /api/tours/:tourId/guest-lists/:showId/guests": EVERYONE,
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId": MANAGERS,
  "DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId": MANAGERS,
  "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision": MANAGERS,
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in": EVERYONE,
  "GET /api/tours/:tourId/guest-lists/:showId/csv": EVERYONE,
  "GET /api/tours/:tourId/guest-lists/:showId/pdf": EVERYONE,
  // Advancing (issue 38): everyone reads a show's advance (settlement answers, links and
  // contracts are the managers', in the answer's shape); managers ask, accept and upload.
  "GET /api/tours/:tourId/advances": EVERYONE,
  "GET /api/tours/:tourId/advances/:showId": EVERYONE,
  "PUT /api/tours/:tourId/advances/:showId/items/:key": MANAGERS,
  "POST /api/tours/:tourId/advances/:showId/accept": MANAGERS,
  "POST /api/tours/:tourId/advances/:showId/links": MANAGERS,
  "DELETE /api/tours/:tourId/advances/:showId/links/:id": MANAGERS,
  "POST /api/tours/:tourId/advances/:showId/files": MANAGERS,
  "GET /api/tours/:tourId/advances/:showId/files/:fileId": EVERYONE,
  "DELETE /api/tours/:tourId/advances/:showId/files/:fileId": MANAGERS,
  "GET /api/advance-template": MANAGERS,
  "PUT /api/advance-template": MANAGERS,
  // Routing (issue 40): everyone sees the road; its costs are the managers' (hidden).
  "GET /api/tours/:tourId/route": EVERYONE,
  "PUT /api/tours/:tourId/route/settings": MANAGERS,
  "GET /api/places": MANAGERS,
  // Today: the day's show (or the next) as its day sheet, for everyone on the road.
  "GET /api/today": EVERYONE,
  "GET /api/calendar-feed": MANAGERS,
  "POST /api/calendar-feed": MANAGERS,
  "DELETE /api/calendar-feed": MANAGERS,

  // Set lists (issue 50, ADR 0029): everyone reads a show's set and its stage copy; the
  // catalogue (writers, shares, publishers), saved sets, what was played and the royalty
  // filing are the owners', managers' and artists' (artists are the writers); crew never edit.
  "GET /api/songs": WITH_ARTIST,
  "POST /api/songs": WITH_ARTIST,
  "GET /api/songs/:songId": WITH_ARTIST,
  "PUT /api/songs/:songId": WITH_ARTIST,
  "DELETE /api/songs/:songId": WITH_ARTIST,
  "POST /api/imports/songs/preview": WITH_ARTIST,
  "POST /api/imports/songs": WITH_ARTIST,
  "GET /api/exports/songs.csv": WITH_ARTIST,
  "GET /api/tours/:tourId/set-lists/:showId": EVERYONE,
  "PUT /api/tours/:tourId/set-lists/:showId": WITH_ARTIST,
  "PUT /api/tours/:tourId/set-lists/:showId/played": WITH_ARTIST,
  "GET /api/tours/:tourId/set-lists/:showId/pdf": EVERYONE,
  "GET /api/set-lists": WITH_ARTIST,
  "GET /api/saved-sets": WITH_ARTIST,
  "POST /api/saved-sets": WITH_ARTIST,
  "GET /api/saved-sets/:setId": WITH_ARTIST,
  "PUT /api/saved-sets/:setId": WITH_ARTIST,
  "DELETE /api/saved-sets/:setId": WITH_ARTIST,
  "GET /api/setlist-filings": WITH_ARTIST,
  "GET /api/setlist-filings/report.csv": WITH_ARTIST,
  "GET /api/setlist-filings/report.pdf": WITH_ARTIST,
  "PUT /api/tours/:tourId/set-lists/:showId/filings/:society": WITH_ARTIST,
  "DELETE /api/tours/:tourId/set-lists/:showId/filings/:society": WITH_ARTIST,
  "GET /api/setlist-settings": WITH_ARTIST,
  "PUT /api/setlist-settings": MANAGERS,

  // Public dates (issue 52, ADR 0030): what fans see is decided by owners and managers; the
  // page itself (/dates/:slug) is public and reads only what the rule makes public.
  "GET /api/listings": MANAGERS,
  "PUT /api/listings/page": MANAGERS,
  "GET /api/listings/slug": MANAGERS,
  "PUT /api/listings/shows/:showId": MANAGERS,
  "POST /api/listings/announce": MANAGERS,
  "GET /api/listings/bandsintown.csv": MANAGERS,
  "GET /api/listings/bandsintown.zip": MANAGERS,
  "GET /api/listings/songkick.csv": MANAGERS,

  // Tickets (issue 51, ADR 0031): everyone reads a show's count in their shape (crew and
  // artists sold / capacity only when the owner allows it, never gross); managers report,
  // import and hand out the promoter's link; the owner decides what crew read.
  "GET /api/tickets": EVERYONE,
  "GET /api/tours/:tourId/tickets": EVERYONE,
  "GET /api/tours/:tourId/tickets/:showId": EVERYONE,
  "POST /api/tours/:tourId/tickets/:showId": MANAGERS,
  "DELETE /api/tours/:tourId/tickets/:showId/counts/:countId": MANAGERS,
  "GET /api/tours/:tourId/tickets/:showId/links": MANAGERS,
  "POST /api/tours/:tourId/tickets/:showId/links": MANAGERS,
  "PUT /api/tours/:tourId/tickets/:showId/links/:linkId": MANAGERS,
  "DELETE /api/tours/:tourId/tickets/:showId/links/:linkId": MANAGERS,
  "GET /api/ticket-settings": EVERYONE,
  "PUT /api/ticket-settings": OWNER,
  "GET /api/imports/tickets": MANAGERS,
  "POST /api/imports/tickets/preview": MANAGERS,
  "POST /api/imports/tickets": MANAGERS,
  "DELETE /api/imports/tickets/:importId": MANAGERS,
  "GET /api/imports/tickets/mappings": MANAGERS,

  // The party (issue 54, ADR 0032): managers keep who is on the road, what each is paid and
  // the float; each person reads their own money, legs, room and statement, never another's.
  "GET /api/tours/:tourId/party": MANAGERS,
  "POST /api/tours/:tourId/party": MANAGERS,
  "PUT /api/tours/:tourId/party/:personId": MANAGERS,
  "DELETE /api/tours/:tourId/party/:personId": MANAGERS,
  "POST /api/tours/:tourId/party/generate": MANAGERS,
  "GET /api/tours/:tourId/party/:personId/statement.pdf": MANAGERS,
  "GET /api/tours/:tourId/payments": MANAGERS,
  "POST /api/tours/:tourId/payments": MANAGERS,
  "PUT /api/tours/:tourId/payments/:paymentId": MANAGERS,
  "DELETE /api/tours/:tourId/payments/:paymentId": MANAGERS,
  "POST /api/tours/:tourId/payments/:paymentId/paid": MANAGERS,
  "DELETE /api/tours/:tourId/payments/:paymentId/paid": MANAGERS,
  "GET /api/tours/:tourId/float": MANAGERS,
  "POST /api/tours/:tourId/float": MANAGERS,
  "DELETE /api/tours/:tourId/float/:entryId": MANAGERS,
  "GET /api/my-tours": EVERYONE,
  "GET /api/my-tours/:tourId": EVERYONE,
  "GET /api/my-tours/:tourId/statement.pdf": EVERYONE,

  // Merch: crew enter the night's counts; artists see and approve designs.
  "GET /api/merch/shows/:showId/counts": EVERYONE,
  "PUT /api/merch/shows/:showId/counts": EVERYONE,
  "GET /api/merch/projects": WITH_ARTIST,
  "POST /api/merch/projects": MANAGERS,
  "GET /api/merch/projects/:projectId": WITH_ARTIST,
  "PUT /api/merch/projects/:projectId": MANAGERS,
  "DELETE /api/merch/projects/:projectId": MANAGERS,
  "POST /api/merch/projects/:projectId/moves": WITH_ARTIST,
  "POST /api/merch/projects/:projectId/files": MANAGERS,
  "GET /api/merch/files/:fileId": WITH_ARTIST,
  "GET /api/merch/files/:fileId/thumbnail": WITH_ARTIST,
  "DELETE /api/merch/files/:fileId": MANAGERS,
  "GET /api/merch/overview": MANAGERS,
  "GET /api/merch/sales": MANAGERS,
  "GET /api/merch/storage": MANAGERS,
  "GET /api/merch/partners": MANAGERS,
  "POST /api/merch/partners": MANAGERS,
  "PUT /api/merch/partners/:partnerId": MANAGERS,
  "DELETE /api/merch/partners/:partnerId": MANAGERS,
  "GET /api/merch/products": MANAGERS,
  "POST /api/merch/products": MANAGERS,
  "PUT /api/merch/products/:productId": MANAGERS,
  "DELETE /api/merch/products/:productId": MANAGERS,
  "GET /api/merch/exports/inventory.csv": MANAGERS,
  "GET /api/merch/exports/sales.csv": MANAGERS,

  // Notifications: a person's own, named by the session (ADR 0024); the kinds a role may
  // receive are decided by domain/notifications/kinds.ts, never money for crew or artists.
  "GET /api/notifications": "signedIn",
  "POST /api/notifications/read-all": "signedIn",
  "POST /api/notifications/:id/read": "signedIn",
  "GET /api/notifications/settings": "signedIn",
  "PUT /api/notifications/settings": "signedIn",

  // Contracts (issue 39): money, so the managers' only; crew and artists get 404 (below), and
  // the tour's list answers them the hidden marker so the tour page renders without a crash.
  "GET /api/contract-template": MANAGERS,
  "PUT /api/contract-template": MANAGERS,
  "POST /api/contract-template/reset": MANAGERS,
  "GET /api/tours/:tourId/contracts": EVERYONE,
  "GET /api/tours/:tourId/shows/:showId/contract": MANAGERS,
  "POST /api/tours/:tourId/shows/:showId/contract": MANAGERS,
  "GET /api/contracts/:contractId/pdf": MANAGERS,
  "POST /api/contracts/:contractId/send": MANAGERS,
  "POST /api/contracts/:contractId/revoke-link": MANAGERS,
  "POST /api/contracts/:contractId/countersign": MANAGERS,
  "POST /api/contracts/:contractId/void": MANAGERS,

  // Integrations (issue 53, ADR 0033): every member may make tokens for their own tools
  // (never more than their role; crew and artists no money scopes); owners see and revoke
  // everyone's, and alone keep the webhooks. None of these is reachable with a token.
  "GET /api/tokens": EVERYONE,
  "POST /api/tokens": EVERYONE,
  "DELETE /api/tokens/:id": EVERYONE,
  "GET /api/webhooks": OWNER,
  "POST /api/webhooks": OWNER,
  "PATCH /api/webhooks/:id": OWNER,
  "DELETE /api/webhooks/:id": OWNER,
  "POST /api/webhooks/:id/secret": OWNER,
  "POST /api/webhooks/:id/ping": OWNER,
  "GET /api/webhooks/:id/deliveries": OWNER,
  "POST /api/webhooks/:id/deliveries/:deliveryId/retry": OWNER,

  // Marketing: artists read it; managers run it.
  "GET /api/campaigns": WITH_ARTIST,
  "POST /api/campaigns": MANAGERS,
  "PUT /api/campaigns/:id": MANAGERS,
  "DELETE /api/campaigns/:id": MANAGERS,
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ACCESS;

/**
 * Routes whose very existence is money (a contract): a role the table leaves out gets 404
 * `not_found`, as for a row that is not there, rather than 403 (the contracts API, ADR 0025).
 */
const NOT_FOUND_TO_OTHER_ROLES =
  /^[A-Z]+ \/api\/(contract-template|contracts\/|tours\/:tourId\/shows\/:showId\/contract$)/;
export const answersNotFoundToOthers = (key: RouteKey) => NOT_FOUND_TO_OTHER_ROLES.test(key);

/**
 * Routes with no session at all, mounted by app.ts before the session check: a secret in
 * the URL is the key, and each opens one thing. Listed so the roles table is the one place
 * that says who reaches what; each is rate-limited or answers one small read.
 */
export const PUBLIC_ROUTES = {
  "GET /api/health": "the load balancer's probe",
  "GET /api/openapi.json": "the public API's description (OpenAPI 3.1), no data in it",
  "GET /api/auth-config": "whether a forgotten password is reset by email",
  "GET /api/feeds/:file": "a calendar app's feed (the token is the file name)",
  "GET /api/invitations/:token": "the join page's preview of one invitation",
  "GET /api/advance-links/:token": "a venue's view of one show's advance (rate-limited)",
  "PUT /api/advance-links/:token/items/:key": "a venue's answer (rate-limited)",
  "POST /api/advance-links/:token/files": "a venue's upload (rate-limited)",
  "GET /api/advance-links/:token/files/:fileId": "a file of that show (rate-limited)",
  "GET /api/ticket-links/:token": "a promoter's view of one show's ticket count (rate-limited)",
  "POST /api/ticket-links/:token": "a promoter's count for that show (rate-limited)",
  "GET /api/contract-links/:token": "a promoter's view of one contract version (rate-limited)",
  "GET /api/contract-links/:token/pdf": "that version's PDF (rate-limited)",
  "POST /api/contract-links/:token/sign": "the promoter's signature (rate-limited)",
  "POST /api/contracts/verify": "whether a PDF is an executed contract, unchanged (rate-limited)",
  "GET /api/notifications/unsubscribe":
    "one-click unsubscribe (RFC 8058): a signed single-use token",
  "POST /api/notifications/unsubscribe":
    "one-click unsubscribe (RFC 8058): a signed single-use token",
} as const;

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  /** Literal segments count: "/shows/order" must win over "/shows/:showId". */
  literals: number;
  key: RouteKey;
}

/**
 * The table as patterns, built on the first request matched: some 250 regular expressions a
 * page's first load has no use for (the client asks by key, `mayUse`; decision 10).
 */
let compiled: CompiledRoute[] | undefined;

const compile = (): CompiledRoute[] =>
  (Object.keys(ROUTE_ACCESS) as RouteKey[])
    .map((key) => {
      const [method, path] = key.split(" ") as [string, string];
      const segments = path.split("/");
      const source = segments
        .map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      return {
        method,
        pattern: new RegExp(`^${source}/?$`),
        literals: segments.filter((s) => !s.startsWith(":")).length,
        key,
      };
    })
    .sort((a, b) => b.literals - a.literals);

/** The table's entry for a request, or undefined for a route the table does not know. */
export function routeKeyOf(method: string, path: string): RouteKey | undefined {
  const m = method === "HEAD" ? "GET" : method;
  compiled ??= compile();
  return compiled.find((r) => r.method === m && r.pattern.test(path))?.key;
}

/** Whether `role` may use a route of the table (every key is its own route: tested). */
export function mayUse(role: Role, key: RouteKey): boolean {
  const access: RouteAccess = ROUTE_ACCESS[key];
  return access === "signedIn" || access.includes(role);
}

/** Whether `role` may call the route; an unknown route is the managers' only (fail closed). */
export function mayCall(role: Role, method: string, path: string): boolean {
  const key = routeKeyOf(method, path);
  return key ? mayUse(role, key) : role === "owner" || role === "manager";
}
