import { type BoxOfficeGuest, boxOfficeGuests } from "@/domain/logistics/guest-list-csv";
import { ticketsOf } from "@/domain/logistics/guest-list-rules";
import { PASS_TYPE_LABELS } from "@/domain/logistics/guest-lists";
import { formatCalendarDate } from "@/domain/tour-timing";
import type { GuestListView } from "../db/queries/logistics/guest-lists";
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
) {
  const { show, counts } = list;
  const approved = boxOfficeGuests(list.guests);
  return render(`Guest list ${show.venueName}`, (doc) => {
    heading(
      doc,
      `Guest list — ${show.venueName}`,
      `${formatCalendarDate(show.performanceDate)} · ${show.tourTitle}${show.city ? ` · ${show.city}` : ""}`,
    );
    section(doc, "Counts");
    line(doc, "Guests approved", String(approved.length));
    line(doc, "Tickets approved (with +N)", String(counts.approved));
    line(doc, "Checked in", `${counts.checkedIn} of ${counts.approved}`);
    if (list.limits.allotment !== null) line(doc, "Allotment", String(list.limits.allotment));
    section(doc, "Guests by last name");
    if (approved.length === 0) doc.font(FONT).fontSize(10).text("No approved guests.");
    for (const g of approved) {
      const detail = [PASS_TYPE_LABELS[g.passType], g.affiliation].filter(Boolean).join(" · ");
      line(doc, `${g.name}${detail ? ` — ${detail}` : ""}`, `${ticketsOf(g)} (in: ${g.checkedIn})`);
    }
    doc.x = MARGIN;
  });
}
