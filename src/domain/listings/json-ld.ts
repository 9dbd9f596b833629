import type { PublicShow } from "./public-show";

/**
 * A public show as schema.org `MusicEvent` JSON-LD (issue 52, ADR 0030), the way Google reads
 * events: `name`, `startDate` with the venue's offset, a `Place` with its `PostalAddress`, the
 * status (`previousStartDate` when moved), the attendance mode, `offers` when there is a ticket
 * link, the act and its support as `performer`. Written from `PublicShow` alone, so it can say
 * nothing the page does not.
 */

const SCHEMA = "https://schema.org/";

const STATUS: Record<PublicShow["status"], string> = {
  scheduled: "EventScheduled",
  rescheduled: "EventRescheduled",
  cancelled: "EventCancelled",
};

interface Group {
  "@type": "MusicGroup";
  name: string;
  url?: string;
}

export interface MusicEvent {
  "@context": "https://schema.org";
  "@type": "MusicEvent";
  "@id": string;
  url: string;
  name: string;
  startDate: string;
  eventStatus: string;
  previousStartDate?: string;
  eventAttendanceMode: string;
  location: {
    "@type": "Place";
    name: string;
    address: {
      "@type": "PostalAddress";
      addressLocality?: string;
      addressRegion?: string;
      addressCountry: string;
    };
  };
  offers?: { "@type": "Offer"; url: string; availability: string; validFrom?: string };
  performer: Group[];
  organizer: Group;
}

/** Where the act's shows are read: its page, and the page (of several) this show is on. */
export interface EventPage {
  /** The act's name as fans read it. */
  act: string;
  /** The act's page (`https://…/dates/the-band`): the organizer's address, the show's `@id`. */
  actUrl: string;
  /** The page the show is listed on (`…?page=2`); its anchor is the show's `url`. */
  pageUrl: string;
}

/**
 * The show's ticket link as fans may follow it: none for a cancelled show (nothing left to
 * buy), and only a web address (the input allows nothing else; a stored row is not trusted).
 */
export function ticketLink(show: PublicShow): string | null {
  if (show.status === "cancelled" || !show.ticketUrl) return null;
  try {
    const { protocol } = new URL(show.ticketUrl);
    return protocol === "https:" || protocol === "http:" ? show.ticketUrl : null;
  } catch {
    return null;
  }
}

/** The anchor a show has on its page: `show-<id>`. */
export const showAnchor = (show: Pick<PublicShow, "id">) => `show-${show.id}`;

export function musicEvent(show: PublicShow, page: EventPage): MusicEvent {
  const act: Group = { "@type": "MusicGroup", name: page.act };
  const { venue } = show;
  const address: MusicEvent["location"]["address"] = {
    "@type": "PostalAddress",
    addressCountry: venue.country,
  };
  if (venue.city) address.addressLocality = venue.city;
  if (venue.region) address.addressRegion = venue.region;
  const event: MusicEvent = {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    "@id": `${page.actUrl}#${showAnchor(show)}`,
    url: `${page.pageUrl}#${showAnchor(show)}`,
    name: show.eventName ?? `${page.act} at ${venue.name}`,
    startDate: show.startsAt ?? show.date,
    eventStatus: SCHEMA + STATUS[show.status],
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: { "@type": "Place", name: venue.name, address },
    performer: [act, ...show.supportActs.map((name): Group => ({ "@type": "MusicGroup", name }))],
    organizer: { ...act, url: page.actUrl },
  };
  if (show.status === "rescheduled" && show.previousDate) {
    event.previousStartDate = show.previousDate;
  }
  const ticketUrl = ticketLink(show);
  if (ticketUrl) {
    event.offers = {
      "@type": "Offer",
      url: ticketUrl,
      availability: SCHEMA + (show.soldOut ? "SoldOut" : "InStock"),
    };
    if (show.onSaleAt) event.offers.validFrom = show.onSaleAt;
  }
  return event;
}

/**
 * JSON to embed in an HTML `<script type="application/ld+json">` block: `<`, `>` and `&` are
 * written as \u escapes, so a name holding `</script>` or `<!--` cannot end or bend the block,
 * and U+2028/U+2029 too, which older JavaScript parsers took for line ends. JSON.parse reads
 * it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
