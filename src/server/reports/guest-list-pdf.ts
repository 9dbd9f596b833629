import { withFormatLocale } from "@/domain/i18n/format-locale";
import type { Locale } from "@/domain/i18n/locales";
import { type BoxOfficeGuest, boxOfficeGuests } from "@/domain/logistics/guest-list-csv";
import { ticketsOf } from "@/domain/logistics/guest-list-rules";
import { PASS_TYPE_LABELS } from "@/domain/logistics/guest-lists";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { GuestListView } from "../db/queries/logistics/guest-lists";
import { translatorFor } from "../i18n/translator";
import { FONT } from "./pdf-fonts";
import { heading, line, MARGIN, render, section } from "./pdf-layout";

/**
 * The box office's printed list (docs/product.md §6.4): the counts, then every approved
 * guest by last name with their tickets and pass. Laid out with the day
 * sheet's PDF helpers, so both read alike. Printed from the reader's shaped list
 * (guestListFor), as the page is.
 */
export function guestListPdf(
  list: Pick<GuestListView, "show" | "counts" | "limits"> & { guests: readonly BoxOfficeGuest[] },
  locale: Locale = "en",
) {
  const { t } = translatorFor(locale);
  const { show, counts } = list;
  const approved = boxOfficeGuests(list.guests);
  const title = t(
    { id: "pdf.guestList.documentTitle", defaultMessage: "Guest list {venue}" },
    { venue: show.venueName },
  );
  return withFormatLocale(locale, () =>
    render(title, (doc) => {
      heading(
        doc,
        t(
          { id: "pdf.guestList.heading", defaultMessage: "Guest list — {venue}" },
          { venue: show.venueName },
        ),
        `${formatCalendarDate(show.performanceDate)} · ${show.tourTitle}${show.city ? ` · ${show.city}` : ""}`,
      );
      section(doc, t({ id: "pdf.guestList.counts", defaultMessage: "Counts" }));
      line(
        doc,
        t({ id: "pdf.guestList.guestsApproved", defaultMessage: "Guests approved" }),
        String(approved.length),
      );
      line(
        doc,
        t({ id: "pdf.guestList.ticketsApproved", defaultMessage: "Tickets approved (with +N)" }),
        String(counts.approved),
      );
      line(
        doc,
        t({ id: "pdf.guestList.checkedIn", defaultMessage: "Checked in" }),
        t(
          { id: "pdf.guestList.checkedInOf", defaultMessage: "{checkedIn} of {approved}" },
          { checkedIn: String(counts.checkedIn), approved: String(counts.approved) },
        ),
      );
      if (list.limits.allotment !== null)
        line(
          doc,
          t({ id: "pdf.guestList.allotment", defaultMessage: "Allotment" }),
          String(list.limits.allotment),
        );
      section(doc, t({ id: "pdf.guestList.byLastName", defaultMessage: "Guests by last name" }));
      if (approved.length === 0)
        doc
          .font(FONT)
          .fontSize(10)
          .text(t({ id: "pdf.guestList.none", defaultMessage: "No approved guests." }));
      for (const g of approved) {
        const detail = [t(PASS_TYPE_LABELS[g.passType]), g.affiliation].filter(Boolean).join(" · ");
        line(
          doc,
          `${g.name}${detail ? ` — ${detail}` : ""}`,
          t(
            { id: "pdf.guestList.tickets", defaultMessage: "{tickets} (in: {checkedIn})" },
            { tickets: String(ticketsOf(g)), checkedIn: String(g.checkedIn) },
          ),
        );
      }
      doc.x = MARGIN;
    }),
  );
}
