import { PaceChip } from "@/client/components/pace-chip";
import { Badge } from "@/client/components/ui/badge";
import { t } from "@/client/i18n/t";
import type { ShowTickets } from "@/domain/tickets/answers";

/** Where the show stands: its pace against the tour, sold out, over capacity (allowed, said). */
export function ShowBadges({ show }: { show: ShowTickets }) {
  return (
    <span className="flex flex-wrap gap-1">
      <PaceChip pace={show.pace} />
      {show.soldOut === true ? (
        <Badge variant="success">
          {t({ id: "tickets.badge.soldOut", defaultMessage: "Sold out" })}
        </Badge>
      ) : null}
      {show.overCapacity === true ? (
        <Badge variant="warning">
          {t({ id: "tickets.badge.overCapacity", defaultMessage: "Over capacity" })}
        </Badge>
      ) : null}
    </span>
  );
}
