import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { formatCalendarDate } from "@/domain/tour-timing";
import { localDate, todayQuery } from "./api/today";
import { Sheet } from "./day-sheet-page";

/**
 * Today (docs/product.md §19.3): on a show day, that day's sheet — show, schedule, travel,
 * hotel, contacts, guest-list count — and what waits for you; on other days the next show.
 */
export function TodayPage() {
  const date = localDate();
  const today = useQuery(todayQuery(date));
  return (
    <>
      <PageHeader
        title={t({ id: "logistics.today.title", defaultMessage: "Today" })}
        description={formatCalendarDate(date)}
      />
      <QueryState
        query={today}
        errorText={t({ id: "logistics.today.loadError", defaultMessage: "Could not load today" })}
      >
        {(data) => (
          <div className="grid gap-6">
            {data.waiting.length > 0 && (
              <section aria-labelledby="waiting-title">
                <SectionTitle id="waiting-title">
                  {t({ id: "logistics.today.waiting", defaultMessage: "Waiting for you" })}
                </SectionTitle>
                <ul className="mt-2 grid gap-1">
                  {data.waiting.map((item) => (
                    <li key={item.id}>
                      <Link className="text-primary underline" to={item.link}>
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {data.daySheet ? (
              <section
                aria-label={
                  data.showDay
                    ? t({ id: "logistics.today.todaysShow", defaultMessage: "Today's show" })
                    : t({ id: "logistics.today.nextShow", defaultMessage: "Next show" })
                }
              >
                {!data.showDay && (
                  <p className="mb-3 text-muted-foreground">
                    {t(
                      {
                        id: "logistics.today.noShowNext",
                        defaultMessage: "No show today. Next: {date}.",
                      },
                      { date: formatCalendarDate(data.daySheet.show.performanceDate ?? date) },
                    )}
                  </p>
                )}
                <Sheet data={data.daySheet} />
                <Button variant="outline" className="mt-4" asChild>
                  <Link
                    to={`/dashboard/logistics/day-sheet/${data.daySheet.show.tourId}/${data.daySheet.show.id}`}
                  >
                    {t({
                      id: "logistics.today.openDaySheet",
                      defaultMessage: "Open the day sheet",
                    })}
                  </Link>
                </Button>
              </section>
            ) : (
              <p className="text-muted-foreground">
                {t({
                  id: "logistics.today.noShowAhead",
                  defaultMessage: "No confirmed show ahead.",
                })}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
