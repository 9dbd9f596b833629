import { dayText } from "@/client/lib/person-clock";
import { formatStoredIn } from "@/domain/currencies/currency";
import { formatCalendarDate } from "@/domain/date-time";
import { formatExact } from "@/domain/format";
import { HIDDEN_LABEL, isHidden, type Shown } from "@/domain/hidden";
import type { ShowTickets } from "@/domain/tickets/answers";
import type { TicketCount } from "@/domain/tickets/counts";
import { SELLER_LABELS, type Seller } from "@/domain/tickets/sellers";

/**
 * How the Tickets page says its figures. A hidden figure reads "Hidden", never 0 or $0
 * (domain/hidden.ts); a figure not known yet reads a dash.
 */

const NONE = "—";

export const countText = (value: Shown<number | null>) =>
  isHidden(value) ? HIDDEN_LABEL : value === null ? NONE : formatExact(value);

/** "412 / 600": what the bar shows, in words. */
export function soldOfCapacity(show: Pick<ShowTickets, "sold" | "capacity">) {
  if (isHidden(show.sold)) return HIDDEN_LABEL;
  return `${countText(show.sold)} / ${countText(show.capacity)}`;
}

export const grossText = (gross: Shown<string | null>, currency: string) =>
  isHidden(gross) ? HIDDEN_LABEL : gross === null ? NONE : formatStoredIn(gross, currency);

/** The day of the latest count on the reader's calendar, or that none came yet. */
export function asOfText(asOf: Shown<string | null>) {
  if (isHidden(asOf)) return HIDDEN_LABEL;
  if (asOf === null) return "No count yet";
  return dayText(asOf);
}

/** A share of capacity (0–1, above 1 when over) as a whole percentage: "69 %". */
export const percentText = (share: number) => `${Math.round(share * 100)} %`;

export const showName = (show: Pick<ShowTickets, "venueName" | "city" | "date">) =>
  [show.venueName || "Venue to be set", show.city].filter(Boolean).join(", ") +
  (show.date ? `, ${formatCalendarDate(show.date)}` : "");

/** Where a count came from, as the history says it. */
export function sourceText(count: Pick<TicketCount, "source" | "seller">) {
  if (count.source === "manual") return "Typed";
  if (count.source === "link") return "Promoter's link";
  const seller = count.seller as Seller | null;
  if (!seller || seller === "generic") return "Import (sheet)";
  return `Import (${SELLER_LABELS[seller] ?? seller})`;
}

/** Sold over capacity, 0–1 or above; null when either is hidden or not known. */
export function shareOf(show: Pick<ShowTickets, "sold" | "capacity">): number | null {
  const { sold, capacity } = show;
  if (isHidden(sold) || isHidden(capacity) || sold === null || !capacity) return null;
  return sold / capacity;
}
