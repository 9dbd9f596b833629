import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import type { RouteKey } from "./route-access";

/** The areas of ADR 0007 (and team, ADR 0019): what the Activity page filters by. */
export const ACTIVITY_AREAS = [
  "overview",
  "tours",
  "negotiations",
  "finances",
  "logistics",
  "merch",
  "marketing",
  "setlists",
  "listings",
  "tickets",
  "party",
  "account",
  "team",
  "integrations",
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

const AREA_MESSAGES: Record<ActivityArea, Message> = {
  overview: { id: "team.area.overview", defaultMessage: "Overview" },
  tours: { id: "team.area.tours", defaultMessage: "Tours" },
  negotiations: { id: "team.area.negotiations", defaultMessage: "HCC Manager" },
  finances: { id: "team.area.finances", defaultMessage: "Finances" },
  logistics: { id: "team.area.logistics", defaultMessage: "Logistics" },
  merch: { id: "team.area.merch", defaultMessage: "Merch & Art" },
  marketing: { id: "team.area.marketing", defaultMessage: "Marketing" },
  setlists: { id: "team.area.setlists", defaultMessage: "Set lists" },
  listings: { id: "team.area.listings", defaultMessage: "Public dates" },
  tickets: { id: "team.area.tickets", defaultMessage: "Tickets" },
  party: { id: "team.area.party", defaultMessage: "Party & pay" },
  account: { id: "team.area.account", defaultMessage: "Account" },
  team: { id: "team.area.team", defaultMessage: "Team" },
  integrations: { id: "team.area.integrations", defaultMessage: "API & webhooks" },
};

/**
 * The areas' English names: the OpenAPI document's tags, which tools read by name. A person
 * reads `activityAreaLabel`, in their language.
 */
export const ACTIVITY_AREA_LABELS = Object.fromEntries(
  ACTIVITY_AREAS.map((area) => [area, AREA_MESSAGES[area].defaultMessage]),
) as Record<ActivityArea, string>;

/** An area's name in the reader's language (the Activity page's filter, a token's scopes). */
export const activityAreaLabel = (area: ActivityArea): string => say(AREA_MESSAGES[area]);

/** A tour's money and its road share the /tours/:tourId prefix: the next segment decides. */
const FINANCE_UNDER_TOUR =
  /^\/api\/tours\/[^/]+\/(finance|financials|deals|rider-provisions|budgets|pnl)/;
const LOGISTICS_UNDER_TOUR =
  /^\/api\/tours\/[^/]+\/(travel-legs|lodgings|itinerary|day-sheets|guest-lists|advances)/;

/** URL prefixes of each area (ADR 0007's table), most specific first. */
const PREFIXES: readonly [RegExp, ActivityArea][] = [
  // A contract is the deal on paper (issue 39).
  [/^\/api\/tours\/[^/]+\/(contracts|shows\/[^/]+\/contract)/, "finances"],
  [/^\/api\/(contracts|contract-template|contract-links)/, "finances"],
  // A show's set and its filing live under the show, but are the set lists' (issue 50).
  [/^\/api\/tours\/[^/]+\/set-lists/, "setlists"],
  [/^\/api\/(songs|imports\/songs|exports\/songs|set-lists|saved-sets|setlist-)/, "setlists"],
  [/^\/api\/listings/, "listings"],
  // A show's counts live under the show, but are the tickets' (issue 51).
  [/^\/api\/tours\/[^/]+\/tickets/, "tickets"],
  [/^\/api\/(tickets|ticket-settings|ticket-links|imports\/tickets)/, "tickets"],
  // The party's people, pay and float live under the tour, but are the party's (issue 54).
  [/^\/api\/tours\/[^/]+\/(party|payments|float)/, "party"],
  [/^\/api\/my-tours/, "party"],
  [FINANCE_UNDER_TOUR, "finances"],
  [LOGISTICS_UNDER_TOUR, "logistics"],
  [/^\/api\/imports\/tours\//, "finances"],
  [/^\/api\/currency/, "finances"],
  [/^\/api\/(tours|venues|imports\/shows|exports\/shows)/, "tours"],
  [/^\/api\/(overview|exports)/, "overview"],
  [/^\/api\/negotiations/, "negotiations"],
  [/^\/api\/(calendar-feed|advance-template|advance-links|today|places)/, "logistics"],
  [/^\/api\/merch/, "merch"],
  [/^\/api\/campaigns/, "marketing"],
  [/^\/api\/(profile|notifications)/, "account"],
  [/^\/api\/(team|invitations|activity)/, "team"],
  [/^\/api\/(tokens|webhooks)/, "integrations"],
];

/**
 * The area a route of the roles table belongs to: the one mapping from routes to areas.
 * A route no prefix claims answers undefined (a unit test fails on any such route).
 */
export function areaOfRoute(key: RouteKey | string): ActivityArea | undefined {
  const path = key.slice(key.indexOf(" ") + 1);
  return PREFIXES.find(([prefix]) => prefix.test(path))?.[1];
}
