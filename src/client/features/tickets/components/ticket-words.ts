import { t } from "@/client/i18n/t";
import { dayText } from "@/client/lib/person-clock";
import { formatStoredIn } from "@/domain/currencies/currency";
import { formatCalendarDate } from "@/domain/date-time";
import { formatExact } from "@/domain/format";
import { isHidden, type Shown } from "@/domain/hidden";
import type { ShowTickets } from "@/domain/tickets/answers";
import type { TicketCount } from "@/domain/tickets/counts";
import { hiddenLabel, sellerLabel } from "../labels";

/**
 * How the Tickets page says its figures. A hidden figure reads "Hidden", never 0 or $0
 * (domain/hidden.ts); a figure not known yet reads a dash.
 */

const NONE = "—";

export const countText = (value: Shown<number | null>) =>
  isHidden(value) ? hiddenLabel() : value === null ? NONE : formatExact(value);

/** "412 / 600": what the bar shows, in words. */
export function soldOfCapacity(show: Pick<ShowTickets, "sold" | "capacity">) {
  if (isHidden(show.sold)) return hiddenLabel();
  return `${countText(show.sold)} / ${countText(show.capacity)}`;
}

export const grossText = (gross: Shown<string | null>, currency: string) =>
  isHidden(gross) ? hiddenLabel() : gross === null ? NONE : formatStoredIn(gross, currency);

/** The day of the latest count on the reader's calendar, or that none came yet. */
export function asOfText(asOf: Shown<string | null>) {
  if (isHidden(asOf)) return hiddenLabel();
  if (asOf === null) return t({ id: "tickets.asOf.none", defaultMessage: "No count yet" });
  return dayText(asOf);
}

/** A share of capacity (0–1, above 1 when over) as a whole percentage: "69 %". */
export const percentText = (share: number) => `${Math.round(share * 100)} %`;

export const venueToBeSet = () =>
  t({ id: "tickets.venueToBeSet", defaultMessage: "Venue to be set" });

export const showName = (show: Pick<ShowTickets, "venueName" | "city" | "date">) =>
  [show.venueName || venueToBeSet(), show.city].filter(Boolean).join(", ") +
  (show.date ? `, ${formatCalendarDate(show.date)}` : "");

/** Where a count came from, as the history says it. */
export function sourceText(count: Pick<TicketCount, "source" | "seller">) {
  if (count.source === "manual") return t({ id: "tickets.source.typed", defaultMessage: "Typed" });
  if (count.source === "link")
    return t({ id: "tickets.source.link", defaultMessage: "Promoter's link" });
  const seller = count.seller;
  if (!seller || seller === "generic")
    return t({ id: "tickets.source.sheet", defaultMessage: "Import (sheet)" });
  return t(
    { id: "tickets.source.import", defaultMessage: "Import ({seller})" },
    { seller: sellerLabel(seller) },
  );
}

/** Sold over capacity, 0–1 or above; null when either is hidden or not known. */
export function shareOf(show: Pick<ShowTickets, "sold" | "capacity">): number | null {
  const { sold, capacity } = show;
  if (isHidden(sold) || isHidden(capacity) || sold === null || !capacity) return null;
  return sold / capacity;
}

/** The column and figure names the list, the panel and the tables share. */
export const soldCapacity = () =>
  t({ id: "tickets.figures.soldCapacity", defaultMessage: "Sold / capacity" });
export const compsLabel = () => t({ id: "tickets.figures.comps", defaultMessage: "Comps" });
export const grossLabel = () => t({ id: "tickets.figures.gross", defaultMessage: "Gross" });
export const asOfLabel = () => t({ id: "tickets.figures.asOf", defaultMessage: "As of" });
export const soldLabel = () => t({ id: "tickets.figures.sold", defaultMessage: "Sold" });
export const tierLabel = () => t({ id: "tickets.figures.tier", defaultMessage: "Tier" });
export const tiersLabel = () => t({ id: "tickets.figures.tiers", defaultMessage: "Tiers" });
