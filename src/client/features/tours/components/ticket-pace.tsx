import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PaceChip } from "@/client/components/pace-chip";
import { t } from "@/client/i18n/t";
import { tourTicketsQuery } from "../api/ticket-pace";

/**
 * "Behind pace" on a show selling slower than the tour's others at the same days out (ADR
 * 0031), linking to its counts. Said only when behind: the tour page flags, the Tickets page
 * tells the whole story. Nothing while the counts load, fail or are hidden from the reader.
 */
export function TicketPace({ tourId, showId }: { tourId: string; showId: string }) {
  const tickets = useQuery(tourTicketsQuery(tourId));
  const mine = tickets.data?.find((s) => s.showId === showId);
  if (mine?.pace !== "behind") return null;
  const params = new URLSearchParams({ show: showId, tour: tourId });
  return (
    <Link
      to={`/dashboard/tickets?${params}`}
      aria-label={t({
        id: "tours.ticketPace.behindLink",
        defaultMessage: "Behind pace: see the show's ticket counts",
      })}
    >
      <PaceChip pace={mine.pace} />
    </Link>
  );
}
