import { PaceChip } from "@/client/components/pace-chip";
import { Badge } from "@/client/components/ui/badge";
import type { ShowTickets } from "@/domain/tickets/answers";

/** Where the show stands: its pace against the tour, sold out, over capacity (allowed, said). */
export function ShowBadges({ show }: { show: ShowTickets }) {
  return (
    <span className="flex flex-wrap gap-1">
      <PaceChip pace={show.pace} />
      {show.soldOut === true ? <Badge variant="success">Sold out</Badge> : null}
      {show.overCapacity === true ? <Badge variant="warning">Over capacity</Badge> : null}
    </span>
  );
}
