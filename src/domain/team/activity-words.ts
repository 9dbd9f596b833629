import { formatMonthDay } from "../date-time";
import { type ActivityArea, areaOfRoute } from "./activity-areas";
import { ROLE_LABELS, type Role } from "./roles";
import { ROUTE_ACCESS, type RouteKey } from "./route-access";

/**
 * Who did what (ADR 0019): one line per write a member made, in words a touring party reads
 * ("Added the show at Union Street Theatre on Mar 12", "Invited sam@example.com as Crew",
 * "Changed Sam Lee's role to Manager"). Built from the route and the names of what it
 * touched, never from the body's figures: summaries carry no money, so crew may be shown
 * them one day.
 */

/** What the write touched, by name, as the server found it (queries/team/activity.ts). */
export interface WriteSubjects {
  tour?: string;
  /** "the show at Union Street Theatre on Mar 12" (showLabel). */
  show?: string;
  venue?: string;
  project?: string;
  partner?: string;
  product?: string;
  campaign?: string;
  /** A member's name: the one a URL's :userId names, or whom ownership went to. */
  member?: string;
  /** The email of the invitation a URL names. */
  invitation?: string;
  /** The song a URL's :songId names (issue 50). */
  song?: string;
  /** The guest a URL's :guestId names. */
  guest?: string;
  /** What a route's ":id" names where it has a name (a travel leg's places, a lodging). */
  record?: string;
  /** The name the answer gives what was written (title, name, or an invitation's email). */
  created?: string;
  /** The role the answer gives (an invitation, a member's new role). */
  role?: Role;
  /** A guest's status in the answer (a decision). */
  status?: string;
}

export interface ActivityLine {
  area: ActivityArea;
  action: string;
  summary: string;
}

/** "Mar 12" from a date column ("2027-03-12"), as dates read everywhere; no date yet says so. */
export function showLabel(venue: string, date: string | null | undefined): string {
  const day = date ? formatMonthDay(date.slice(0, 10)) : "";
  if (!day) return `the show at ${venue} (no date yet)`;
  return `the show at ${venue} on ${day}`;
}

/** "a tour", "an invitation", "an artwork file": the article by the sound of the first letter. */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** The resource a route's last literal segment names, as a person says it. */
const NOUNS: Record<string, string> = {
  tours: "tour",
  shows: "show",
  venues: "venue",
  financials: "financial entry",
  budgets: "budget line",
  deals: "deal",
  "rider-provisions": "rider provision",
  "travel-legs": "travel leg",
  lodgings: "lodging",
  projects: "design project",
  files: "artwork file",
  partners: "partner",
  products: "product",
  campaigns: "campaign",
};

/** The param whose name says which subject a route is about. */
const SUBJECT_OF_PARAM: Record<string, keyof WriteSubjects> = {
  ":tourId": "tour",
  ":showId": "show",
  ":venueId": "venue",
  ":projectId": "project",
  ":partnerId": "partner",
  ":productId": "product",
  ":fileId": "record",
  ":id": "record",
};

const VERB = { POST: "Added", PUT: "Updated", PATCH: "Updated", DELETE: "Deleted" } as const;
const ACTION = { POST: "created", PUT: "updated", PATCH: "updated", DELETE: "deleted" } as const;

type Describe = (s: WriteSubjects) => { action: string; summary: string } | undefined;
const onShow = (s: WriteSubjects) => s.show ?? "a show";
const inTour = (s: WriteSubjects) => (s.tour ? ` in ${s.tour}` : "");
const line = (action: string, summary: string) => ({ action, summary });
const guestOf = (s: WriteSubjects) => s.guest ?? s.created ?? "a guest";
const listOf = (s: WriteSubjects) => `the guest list for ${onShow(s)}`;
const roleWords = (s: WriteSubjects) => (s.role ? ROLE_LABELS[s.role] : "a new role");

/** The team's writes: who was invited, removed, given which role. */
const TEAM: Partial<Record<RouteKey, Describe>> = {
  "PATCH /api/team": (s) =>
    line("renamed", s.created ? `Renamed the workspace to ${s.created}` : "Renamed the workspace"),
  // Its log goes with it: nothing is recorded.
  "DELETE /api/team": () => undefined,
  "POST /api/team/leave": () => line("left", "Left the workspace"),
  "POST /api/team/transfer": (s) =>
    line("transferred", `Handed over ownership${s.member ? ` to ${s.member}` : ""}`),
  "POST /api/team/invitations": (s) =>
    line("invited", `Invited ${s.created ?? "someone"} as ${roleWords(s)}`),
  "DELETE /api/team/invitations/:id": (s) =>
    line(
      "revoked",
      s.invitation ? `Revoked the invitation for ${s.invitation}` : "Revoked an invitation",
    ),
  "PUT /api/team/members/:userId": (s) =>
    line(
      "role changed",
      `Changed ${s.member ? `${s.member}'s` : "a member's"} role to ${roleWords(s)}`,
    ),
  "DELETE /api/team/members/:userId": (s) => line("removed", `Removed ${s.member ?? "a member"}`),
};

/** The guest list of a show: whom, and what happened to them. */
const GUESTS: Partial<Record<RouteKey, Describe>> = {
  "PUT /api/tours/:tourId/guest-lists/:showId/settings": (s) =>
    line("updated", `Updated the settings of ${listOf(s)}`),
  "POST /api/tours/:tourId/guest-lists/:showId/guests": (s) =>
    line("created", `Added ${guestOf(s)} to ${listOf(s)}`),
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId": (s) =>
    line("updated", `Updated ${guestOf(s)} on ${listOf(s)}`),
  "DELETE /api/tours/:tourId/guest-lists/:showId/guests/:guestId": (s) =>
    line("deleted", `Removed ${guestOf(s)} from ${listOf(s)}`),
  "POST /api/tours/:tourId/guest-lists/:showId/guests/:guestId/decision": (s) =>
    s.status === "declined"
      ? line("declined", `Declined ${guestOf(s)} on ${listOf(s)}`)
      : line("approved", `Approved ${guestOf(s)} on ${listOf(s)}`),
  "PUT /api/tours/:tourId/guest-lists/:showId/guests/:guestId/check-in": (s) =>
    line("checked in", `Checked in ${guestOf(s)} at ${onShow(s)}`),
};

const songOf = (s: WriteSubjects) => s.song ?? s.created ?? "a song";
const setOf = (s: WriteSubjects) => `the set for ${onShow(s)}`;

/** Set lists (issue 50): the catalogue, a show's set, saved sets, the filing. */
const SET_LISTS: Partial<Record<RouteKey, Describe>> = {
  "POST /api/songs": (s) => line("created", `Added the song ${songOf(s)}`),
  "PUT /api/songs/:songId": (s) => line("updated", `Updated the song ${songOf(s)}`),
  "DELETE /api/songs/:songId": (s) => line("deleted", `Deleted the song ${songOf(s)}`),
  "POST /api/imports/songs": () => line("imported", "Imported songs from a sheet"),
  "PUT /api/tours/:tourId/set-lists/:showId": (s) => line("updated", `Updated ${setOf(s)}`),
  "PUT /api/tours/:tourId/set-lists/:showId/played": (s) =>
    line("confirmed", `Confirmed what was played at ${onShow(s)}`),
  "POST /api/saved-sets": (s) => line("created", `Saved the set ${s.created ?? ""}`.trimEnd()),
  "PUT /api/saved-sets/:setId": (s) =>
    line("updated", `Updated the saved set ${s.record ?? ""}`.trimEnd()),
  "DELETE /api/saved-sets/:setId": (s) =>
    line("deleted", `Deleted the saved set ${s.record ?? ""}`.trimEnd()),
  "PUT /api/tours/:tourId/set-lists/:showId/filings/:society": (s) =>
    line("filed", `Marked ${setOf(s)} filed${s.record ? ` with ${s.record}` : ""}`),
  "DELETE /api/tours/:tourId/set-lists/:showId/filings/:society": (s) =>
    line("unfiled", `Marked ${setOf(s)} not filed${s.record ? ` with ${s.record}` : ""}`),
  "PUT /api/setlist-settings": () => line("updated", "Changed the societies the band files with"),
};

/** Public dates (issue 52): the page, and what fans see of each show. */
const LISTINGS: Partial<Record<RouteKey, Describe>> = {
  "PUT /api/listings/page": () => line("updated", "Changed the public dates page"),
  "PUT /api/listings/shows/:showId": (s) =>
    line("updated", `Changed what fans see of ${onShow(s)}`),
  "POST /api/listings/announce": () =>
    line("announced", "Announced shows on the public dates page"),
};

/** Tickets (issue 51): counts, the promoter's link, imports and who reads them. */
const TICKETS: Partial<Record<RouteKey, Describe>> = {
  "POST /api/tours/:tourId/tickets/:showId": (s) =>
    line("reported", `Reported ticket counts for ${onShow(s)}`),
  "DELETE /api/tours/:tourId/tickets/:showId/counts/:countId": (s) =>
    line("deleted", `Deleted a ticket count of ${onShow(s)}`),
  "POST /api/tours/:tourId/tickets/:showId/links": (s) =>
    line("created", `Made a ticket count link for ${onShow(s)}`),
  "PUT /api/tours/:tourId/tickets/:showId/links/:linkId": (s) =>
    line("updated", `Changed a ticket count link's reminders for ${onShow(s)}`),
  "DELETE /api/tours/:tourId/tickets/:showId/links/:linkId": (s) =>
    line("revoked", `Turned off a ticket count link for ${onShow(s)}`),
  "PUT /api/ticket-settings": () => line("updated", "Changed who reads ticket counts"),
  "POST /api/imports/tickets": () => line("imported", "Imported ticket counts from a sheet"),
  "DELETE /api/imports/tickets/:importId": () => line("deleted", "Undid a ticket import"),
};

/** The party (issue 54): who is on the road, their pay and the float. Never a figure. */
const PARTY: Partial<Record<RouteKey, Describe>> = {
  "POST /api/tours/:tourId/party": (s) => line("added", `Added people to the party${inTour(s)}`),
  "PUT /api/tours/:tourId/party/:personId": (s) =>
    line("updated", `Updated ${s.record ?? "a person"} of the party${inTour(s)}`),
  "DELETE /api/tours/:tourId/party/:personId": (s) =>
    line("removed", `Removed ${s.record ?? "a person"} from the party${inTour(s)}`),
  "POST /api/tours/:tourId/party/generate": (s) =>
    line("generated", `Generated per diems and pay${inTour(s)}`),
  "POST /api/tours/:tourId/payments": (s) => line("added", `Added a payment${inTour(s)}`),
  "PUT /api/tours/:tourId/payments/:paymentId": (s) =>
    line("updated", `Updated a payment${inTour(s)}`),
  "DELETE /api/tours/:tourId/payments/:paymentId": (s) =>
    line("deleted", `Deleted a payment${inTour(s)}`),
  "POST /api/tours/:tourId/payments/:paymentId/paid": (s) =>
    line("paid", `Marked a payment paid${inTour(s)}`),
  "DELETE /api/tours/:tourId/payments/:paymentId/paid": (s) =>
    line("unpaid", `Marked a payment not paid${inTour(s)}`),
  "POST /api/tours/:tourId/float": (s) => line("updated", `Recorded the float${inTour(s)}`),
  "DELETE /api/tours/:tourId/float/:entryId": (s) =>
    line("deleted", `Deleted an entry of the float${inTour(s)}`),
};

/** Personal access tokens (issue 53): by name, never the secret. */
const TOKENS: Partial<Record<RouteKey, Describe>> = {
  "POST /api/tokens": (s) =>
    line("created", s.created ? `Made the API token ${s.created}` : "Made an API token"),
  "DELETE /api/tokens/:id": (s) =>
    line("revoked", s.record ? `Revoked the API token ${s.record}` : "Revoked an API token"),
};

/** Other writes whose words are not "Added / Updated / Deleted the thing". */
const SPECIAL: Partial<Record<RouteKey, Describe>> = {
  ...TEAM,
  ...GUESTS,
  ...SET_LISTS,
  ...LISTINGS,
  ...TICKETS,
  ...PARTY,
  ...TOKENS,
  "PUT /api/tours/:tourId/shows/order": (s) => line("reordered", `Reordered the shows${inTour(s)}`),
  "POST /api/imports/shows": () => line("imported", "Imported shows from a sheet"),
  "POST /api/imports/tours/:tourId/financials": (s) =>
    line("imported", `Imported financial entries${inTour(s)}`),
  "POST /api/negotiations": (s) =>
    line("created", `Started a negotiation for ${s.created ?? "a show"}`),
  "PATCH /api/negotiations/:showId": (s) =>
    line("updated", `Updated the negotiation for ${onShow(s)}`),
  "POST /api/negotiations/:showId/transitions": (s) =>
    line("moved", `Moved the negotiation for ${onShow(s)}`),
  "POST /api/negotiations/:showId/extend": (s) =>
    line("extended", `Extended the hold on ${onShow(s)}`),
  "POST /api/negotiations/:showId/contacts": (s) =>
    line("updated", `Updated the contacts for ${onShow(s)}`),
  "POST /api/negotiations/:showId/deal": (s) =>
    line("updated", `Updated the deal for ${onShow(s)}`),
  "POST /api/negotiations/:showId/dismissals": (s) =>
    line("dismissed", `Dismissed a suggestion for ${onShow(s)}`),
  "PUT /api/tours/:tourId/day-sheets/:showId": (s) =>
    line("updated", `Updated the day sheet for ${onShow(s)}`),
  "PUT /api/merch/shows/:showId/counts": (s) =>
    line("counted", `Entered merch counts for ${onShow(s)}`),
  "PUT /api/tours/:tourId/budgets": (s) => line("updated", `Updated the budget${inTour(s)}`),
  "PUT /api/tours/:tourId/financials/:id/receipt": (s) =>
    line("created", `Attached a receipt${s.record ? ` to ${s.record}` : ""}${inTour(s)}`),
  "DELETE /api/tours/:tourId/financials/:id/receipt": (s) =>
    line("deleted", `Removed the receipt${s.record ? ` of ${s.record}` : ""}${inTour(s)}`),
  "PUT /api/tours/:tourId/deals/:id/settlement": (s) =>
    line("settled", `Settled the deal${s.record ? ` for ${s.record}` : ""}${inTour(s)}`),
  "DELETE /api/tours/:tourId/deals/:id/settlement": (s) =>
    line("reopened", `Reopened the settlement${s.record ? ` for ${s.record}` : ""}${inTour(s)}`),
  "POST /api/merch/projects/:projectId/moves": (s) =>
    line("moved", `Moved the design project ${s.project ?? ""}`.trimEnd()),
  "POST /api/merch/projects/:projectId/files": (s) =>
    line("created", `Uploaded artwork to ${s.project ?? "a design project"}`),
  "PUT /api/tours/:tourId/advances/:showId/items/:key": (s) =>
    line("updated", `Updated the advance for ${onShow(s)}`),
  "POST /api/tours/:tourId/advances/:showId/accept": (s) =>
    line("accepted", `Accepted the venue's answers for ${onShow(s)}`),
  "POST /api/tours/:tourId/advances/:showId/links": (s) =>
    line("sent", `Made an advance link for ${onShow(s)}${s.created ? ` (for ${s.created})` : ""}`),
  "DELETE /api/tours/:tourId/advances/:showId/links/:id": (s) =>
    line("revoked", `Turned off an advance link for ${onShow(s)}`),
  "POST /api/tours/:tourId/advances/:showId/files": (s) =>
    line("uploaded", `Uploaded a file to ${onShow(s)}`),
  "DELETE /api/tours/:tourId/advances/:showId/files/:fileId": (s) =>
    line("deleted", `Deleted a file of ${onShow(s)}`),
  "PUT /api/advance-template": () => line("updated", "Updated the advance template"),
  // Issue 41: the workspace's currencies.
  "PUT /api/currency/home": () => line("updated", "Changed the home currency"),
  "POST /api/currency/rates": () => line("created", "Added an exchange rate"),
  "DELETE /api/currency/rates/:id": () => line("deleted", "Removed an exchange rate"),
  "POST /api/currency/uploaded": () => line("imported", "Loaded a reference rates file"),
  "DELETE /api/currency/uploaded": () => line("deleted", "Forgot the uploaded exchange rates"),
  "PUT /api/contract-template": () => line("updated", "Updated the contract template"),
  "POST /api/contract-template/reset": () =>
    line("reset", "Put the contract template back to the default"),
  "POST /api/tours/:tourId/shows/:showId/contract": (s) =>
    line("created", `Made a contract for ${onShow(s)}`),
  "POST /api/contracts/:contractId/send": (s) =>
    line("sent", `Sent the contract for ${onShow(s)} to the promoter`),
  "POST /api/contracts/:contractId/revoke-link": (s) =>
    line("revoked", `Turned off the link to the contract for ${onShow(s)}`),
  "POST /api/contracts/:contractId/countersign": (s) =>
    line("countersigned", `Countersigned the contract for ${onShow(s)}`),
  "POST /api/contracts/:contractId/void": (s) =>
    line("voided", `Voided the contract for ${onShow(s)}`),
  "POST /api/calendar-feed": () => line("created", "Turned on the calendar feed"),
  "DELETE /api/calendar-feed": () => line("deleted", "Turned off the calendar feed"),
};

/** Writes that change nothing of the workspace: previews, and a read that goes out as a POST. */
const NOT_CHANGES = /\/preview$|^POST \/api\/exports\//;

/** "the deal for the show at …", "the travel leg Berlin → Hamburg", "a lodging". */
function thingOf(
  noun: string,
  own: keyof WriteSubjects | undefined,
  s: WriteSubjects,
  method: string,
) {
  const named = own ? s[own] : method === "POST" ? s.created : undefined;
  if (typeof named !== "string") return noun === "show" ? "a show" : withArticle(noun);
  // A show is named by its label ("the show at …"); a deal by its show's.
  if (named.startsWith("the show")) return noun === "show" ? named : `the ${noun} for ${named}`;
  return `the ${noun} ${named}`;
}

/**
 * The activity line for a successful write, or undefined when the write is not the
 * workspace's (a person's own profile, the switcher, view-as: the `signedIn` routes) or
 * changes nothing.
 */
export function describeWrite(key: RouteKey, subjects: WriteSubjects): ActivityLine | undefined {
  const method = key.slice(0, key.indexOf(" ")) as keyof typeof VERB;
  if (!(method in VERB) || NOT_CHANGES.test(key) || ROUTE_ACCESS[key] === "signedIn") return;
  const area = areaOfRoute(key);
  if (!area) return;
  const special = SPECIAL[key];
  if (special) {
    const said = special(subjects);
    return said && { area, ...said };
  }
  const segments = key.split("/");
  const last = segments.at(-1) ?? "";
  const noun = NOUNS[segments.findLast((s) => !s.startsWith(":")) ?? ""] ?? "entry";
  const own = last === ":id" && noun === "campaign" ? "campaign" : SUBJECT_OF_PARAM[last];
  const thing = thingOf(noun, own, subjects, method);
  const context = own === "tour" || noun === "tour" ? "" : inTour(subjects);
  return { area, action: ACTION[method], summary: `${VERB[method]} ${thing}${context}` };
}
