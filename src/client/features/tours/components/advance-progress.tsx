import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { t } from "@/client/i18n/t";
import { advanceProgressQuery } from "../api/advance-progress";

/** "Advanced 7 of 12", linking to the show's advance; one request for the whole tour. */
export function AdvanceProgress({ tourId, showId }: { tourId: string; showId: string }) {
  const progress = useQuery(advanceProgressQuery(tourId));
  const mine = progress.data?.find((p) => p.showId === showId);
  if (!mine) return null;
  return (
    <Link
      className="underline underline-offset-2"
      to={`/dashboard/logistics/advance/${tourId}/${showId}`}
      data-testid="advance-progress-link"
    >
      {t(
        { id: "tours.advanceProgress.advanced", defaultMessage: "Advanced {confirmed} of {total}" },
        { confirmed: mine.confirmed, total: mine.total },
      )}
    </Link>
  );
}
