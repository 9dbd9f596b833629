import { useQuery } from "@tanstack/react-query";
import { DoorOpen, FileDown, ListChecks, Plus, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { CsvDownload } from "@/client/components/csv-download";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { usePageTitle } from "@/client/lib/use-page-title";
import { waitingForApproval } from "@/domain/logistics/guest-list-rules";
import { formatCalendarDate } from "@/domain/tour-timing";
import { type GuestListData, guestListFileUrl, guestListQuery } from "./api/guest-lists";
import { DoorMode } from "./components/door-mode";
import { GuestDialog } from "./components/guest-dialog";
import { GuestListManage } from "./components/guest-list-manage";
import { GuestListSettingsDialog } from "./components/guest-list-settings-dialog";

function Counts({ data }: { data: GuestListData }) {
  const { counts } = data;
  return (
    <p className="text-sm" data-testid="guest-list-counts">
      <span className="font-semibold tabular-nums">
        {counts.checkedIn} of {counts.approved}
      </span>{" "}
      tickets checked in
      {counts.requests > 0 ? ` · ${waitingForApproval(counts)}` : ""}
    </p>
  );
}

/**
 * A show's guest list (docs/product.md §6.4), reached from the show on Tours, its day sheet
 * and the itinerary. `?mode=door` is the door on a phone; the mode lives in the address so a
 * reload at the door stays at the door.
 */
export function GuestListPage() {
  const { tourId = "", showId = "" } = useParams();
  const showRef = { tourId, showId };
  const [params, setParams] = useSearchParams();
  const door = params.get("mode") === "door";
  const list = useQuery(guestListQuery(showRef));
  const [adding, setAdding] = useState(false);
  const [rules, setRules] = useState(false);
  usePageTitle(door ? "Door" : "Guest List");
  const data = list.data;
  const setMode = (mode: "door" | "list") =>
    setParams(mode === "door" ? { mode } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title={door ? "Door" : "Guest List"}
        description={
          data
            ? `${formatCalendarDate(data.show.performanceDate)} · ${data.show.venueName}`
            : "Who is on the list for this show."
        }
        actions={
          <>
            {door ? (
              <Button variant="outline" onClick={() => setMode("list")}>
                <ListChecks aria-hidden="true" />
                Guest list
              </Button>
            ) : (
              <Button onClick={() => setMode("door")}>
                <DoorOpen aria-hidden="true" />
                Door mode
              </Button>
            )}
            {!door && data ? (
              <>
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" />
                  {data.canManage ? "Add guest" : "Request a guest"}
                </Button>
                {data.canManage ? (
                  <Button variant="outline" onClick={() => setRules(true)}>
                    <Settings2 aria-hidden="true" />
                    Rules
                  </Button>
                ) : null}
                <CsvDownload href={guestListFileUrl(showRef, "csv")} label="CSV" icon={FileDown} />
                <Button variant="outline" asChild>
                  <a href={guestListFileUrl(showRef, "pdf")} download>
                    <FileDown aria-hidden="true" />
                    PDF
                  </a>
                </Button>
                <Button variant="ghost" asChild>
                  <Link to={`/dashboard/logistics/day-sheet/${tourId}/${showId}`}>Day sheet</Link>
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <QueryState query={list} errorText="Failed to fetch the guest list">
        {(d) =>
          door ? (
            <DoorMode data={d} showRef={showRef} />
          ) : (
            <div className="grid gap-4">
              <Counts data={d} />
              <GuestListManage data={d} showRef={showRef} />
              <GuestDialog
                showRef={showRef}
                canManage={d.canManage}
                open={adding}
                onOpenChange={setAdding}
              />
              {d.canManage ? (
                <GuestListSettingsDialog
                  showRef={showRef}
                  data={d}
                  open={rules}
                  onOpenChange={setRules}
                />
              ) : null}
            </div>
          )
        }
      </QueryState>
    </>
  );
}
