/**
 * Every page of the app, as the client's router names them (client/app/router.tsx; a unit test
 * holds the two together). The server answers 404 for any other path, and both match case
 * for case: `/JOIN/<token>` once served the join page and logged its token in full, the log's
 * redaction looking for `/join/` only (issue 35 §3).
 */
export const PAGE_PATHS = [
  "/",
  "/auth",
  "/reset-password",
  "/join/:token",
  "/advance/:token",
  "/contract/:token",
  "/ticket-count/:token",
  "/verify",
  "/dashboard",
  "/dashboard/hcc-manager",
  "/dashboard/logistics",
  "/dashboard/logistics/day-sheet/:tourId/:showId",
  "/dashboard/logistics/advance/:tourId/:showId",
  "/dashboard/logistics/advance-questions",
  "/dashboard/logistics/guest-list/:tourId/:showId",
  "/dashboard/logistics/set-list/:tourId/:showId",
  "/dashboard/merch",
  "/dashboard/marketing",
  "/dashboard/tours",
  "/dashboard/tours/:tourId",
  "/dashboard/activity",
  "/dashboard/team",
  "/dashboard/songs",
  "/dashboard/public-dates",
  "/dashboard/tickets",
  "/dashboard/party",
  "/dashboard/my-tour",
  "/dashboard/integrations",
  "/dashboard/today",
  "/dashboard/notifications",
  "/dashboard/settings",
  "/privacy",
  "/terms",
] as const;

/** A `:param` is one non-empty segment; one trailing slash is allowed, as the router allows. */
const PATTERNS = PAGE_PATHS.map(
  (path) =>
    new RegExp(
      `^${path === "/" ? "" : path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`,
    ),
);

/** Whether a URL's path (without query) is a page of the app, matching case exactly. */
export const isPagePath = (pathname: string) => PATTERNS.some((re) => re.test(pathname));
