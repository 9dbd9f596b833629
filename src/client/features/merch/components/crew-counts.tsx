import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { formatCalendarDate } from "@/domain/tour-timing";
import { countSheetQuery } from "../api/merch-products";
import { CountSheetForm } from "./counts-dialog";

/**
 * The night's merch counts for crew (ADR 0019): they enter counts but see no sales, prices or
 * products, so the show is picked from the tours they can read instead of the sales list.
 */
export function CrewCounts() {
  const tours = useQuery(tourOptionsQuery);
  const [tourId, setTourId] = useState("");
  const [showId, setShowId] = useState("");
  const shows = useQuery({
    queryKey: [...queryKeys.tours.detail(tourId), "shows"],
    queryFn: () =>
      unwrap(api.tours[":tourId"].shows.$get({ param: { tourId } }), {
        id: "merch.crewCounts.showsError",
        defaultMessage: "Failed to load the shows",
      }),
    enabled: tourId !== "",
  });
  const sheet = useQuery({ ...countSheetQuery(showId), enabled: showId !== "" });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t({ id: "merch.counts.title", defaultMessage: "Show Counts" })}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <QueryState
          query={tours}
          errorText={t({
            id: "merch.crewCounts.toursError",
            defaultMessage: "Failed to fetch tour data",
          })}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              text={t({
                id: "merch.crewCounts.noTours",
                defaultMessage: "No tours yet: counts are entered per show.",
              })}
            />
          }
        >
          {(list) => (
            <FormField label={t({ id: "merch.crewCounts.tour", defaultMessage: "Tour" })}>
              <SelectField
                value={tourId}
                onChange={(id) => {
                  setTourId(id);
                  setShowId("");
                }}
                options={list.map((tour) => ({ value: tour.id, label: tour.title }))}
                placeholder={t({
                  id: "merch.crewCounts.chooseTour",
                  defaultMessage: "Choose a tour",
                })}
              />
            </FormField>
          )}
        </QueryState>
        {tourId && (
          <QueryState
            query={shows}
            errorText={t({
              id: "merch.crewCounts.showsError",
              defaultMessage: "Failed to load the shows",
            })}
          >
            {(list) => (
              <FormField label={t({ id: "merch.counts.show", defaultMessage: "Show" })}>
                <SelectField
                  value={showId}
                  onChange={setShowId}
                  options={list.map((s) => ({
                    value: s.id,
                    label: t(
                      { id: "merch.crewCounts.showOption", defaultMessage: "{date} · {venue}" },
                      {
                        date:
                          formatCalendarDate(s.performanceDate) ||
                          t({ id: "merch.counts.noDate", defaultMessage: "No date" }),
                        venue:
                          s.venue?.name ??
                          t({ id: "merch.crewCounts.venue", defaultMessage: "Venue" }),
                      },
                    ),
                  }))}
                  placeholder={t({
                    id: "merch.counts.chooseShow",
                    defaultMessage: "Choose a show",
                  })}
                />
              </FormField>
            )}
          </QueryState>
        )}
        {showId && (
          <QueryState
            query={sheet}
            errorText={t({
              id: "merch.counts.sheetError",
              defaultMessage: "Failed to load the count sheet",
            })}
          >
            {(s) => <CountSheetForm sheet={s} onSaved={() => setShowId("")} />}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
