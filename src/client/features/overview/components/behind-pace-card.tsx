import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { isHidden } from "@/domain/hidden";
import { ticketShowName } from "@/domain/tickets/show-name";
import type { OverviewData } from "../api/overview";

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Upcoming shows selling slower than their tour's others at the same days out (issue 51,
 * ADR 0031), each linking to its counts on the Tickets page. Nothing when none is behind, or
 * when the reader may not read the counts (a pace is a count's figure).
 */
export function BehindPaceCard({ shows }: { shows: OverviewData["behindPace"] }) {
  const readable = shows.filter((s) => !isHidden(s.share) && !isHidden(s.paceShare));
  if (readable.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none tracking-tight">
          {t({ id: "overview.behindPace.title", defaultMessage: "Shows behind pace" })}
        </h2>
        <CardDescription>
          {t({
            id: "overview.behindPace.description",
            defaultMessage: "Selling slower than the tour's other shows did at the same days out.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul
          className="divide-y"
          aria-label={t({ id: "overview.behindPace.title", defaultMessage: "Shows behind pace" })}
        >
          {readable.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link
                to={`/dashboard/tickets?${new URLSearchParams({ show: s.id, tour: s.tourId })}`}
                className="font-medium hover:underline"
              >
                {ticketShowName(s)}
              </Link>
              <span className="text-sm text-muted-foreground tabular-nums">
                {isHidden(s.share) || isHidden(s.paceShare)
                  ? null
                  : t(
                      {
                        id: "overview.behindPace.figures",
                        defaultMessage: "{sold} sold · the tour's pace {pace}",
                      },
                      { sold: percent(s.share), pace: percent(s.paceShare) },
                    )}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
