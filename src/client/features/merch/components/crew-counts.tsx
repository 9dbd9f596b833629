import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";
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
      unwrap(api.tours[":tourId"].shows.$get({ param: { tourId } }), "Failed to load the shows"),
    enabled: tourId !== "",
  });
  const sheet = useQuery({ ...countSheetQuery(showId), enabled: showId !== "" });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Show Counts</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <QueryState
          query={tours}
          errorText="Failed to fetch tour data"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState text="No tours yet: counts are entered per show." />}
        >
          {(list) => (
            <FormField label="Tour">
              <SelectField
                value={tourId}
                onChange={(id) => {
                  setTourId(id);
                  setShowId("");
                }}
                options={list.map((t) => ({ value: t.id, label: t.title }))}
                placeholder="Choose a tour"
              />
            </FormField>
          )}
        </QueryState>
        {tourId && (
          <QueryState query={shows} errorText="Failed to load the shows">
            {(list) => (
              <FormField label="Show">
                <SelectField
                  value={showId}
                  onChange={setShowId}
                  options={list.map((s) => ({
                    value: s.id,
                    label: `${formatCalendarDate(s.performanceDate) || "No date"} · ${s.venue?.name ?? "Venue"}`,
                  }))}
                  placeholder="Choose a show"
                />
              </FormField>
            )}
          </QueryState>
        )}
        {showId && (
          <QueryState query={sheet} errorText="Failed to load the count sheet">
            {(s) => <CountSheetForm sheet={s} onSaved={() => setShowId("")} />}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
