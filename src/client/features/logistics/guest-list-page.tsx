import { useQuery } from "@tanstack/react-query";
import { DoorOpen, FileDown, ListChecks, Plus, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { CsvDownload } from "@/client/components/csv-download";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { t, tRich } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { formatCalendarDate } from "@/domain/tour-timing";
import { type GuestListData, guestListFileUrl, guestListQuery } from "./api/guest-lists";
import { DoorMode } from "./components/door-mode";
import { GuestDialog } from "./components/guest-dialog";
import { GuestListManage } from "./components/guest-list-manage";
import { GuestListSettingsDialog } from "./components/guest-list-settings-dialog";
import { waitingForApprovalText } from "./labels";

function Counts({ data }: { data: GuestListData }) {
  const { counts } = data;
  return (
    <p className="text-sm" data-testid="guest-list-counts">
      {tRich(
        {
          id: "logistics.guestList.ticketsCheckedIn",
          defaultMessage: "<b>{checkedIn} of {approved}</b> tickets checked in",
        },
        {
          checkedIn: counts.checkedIn,
          approved: counts.approved,
          b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
        },
      )}
      {counts.requests > 0 ? ` · ${waitingForApprovalText(counts)}` : ""}
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
  const title = door
    ? t({ id: "logistics.guestList.door", defaultMessage: "Door" })
    : t({ id: "logistics.guestList.title", defaultMessage: "Guest List" });
  usePageTitle(title);
  const data = list.data;
  const setMode = (mode: "door" | "list") =>
    setParams(mode === "door" ? { mode } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title={title}
        description={
          data
            ? `${formatCalendarDate(data.show.performanceDate)} · ${data.show.venueName}`
            : t({
                id: "logistics.guestList.description",
                defaultMessage: "Who is on the list for this show.",
              })
        }
        actions={
          <>
            {door ? (
              <Button variant="outline" onClick={() => setMode("list")}>
                <ListChecks aria-hidden="true" />
                {t({ id: "logistics.guestList.guestList", defaultMessage: "Guest list" })}
              </Button>
            ) : (
              <Button onClick={() => setMode("door")}>
                <DoorOpen aria-hidden="true" />
                {t({ id: "logistics.guestList.doorMode", defaultMessage: "Door mode" })}
              </Button>
            )}
            {!door && data ? (
              <>
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" />
                  {data.canManage
                    ? t({ id: "logistics.guestList.addGuest", defaultMessage: "Add guest" })
                    : t({
                        id: "logistics.guestList.requestGuest",
                        defaultMessage: "Request a guest",
                      })}
                </Button>
                {data.canManage ? (
                  <Button variant="outline" onClick={() => setRules(true)}>
                    <Settings2 aria-hidden="true" />
                    {t({ id: "logistics.guestList.rules", defaultMessage: "Rules" })}
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
                  <Link to={`/dashboard/logistics/day-sheet/${tourId}/${showId}`}>
                    {t({ id: "logistics.guestList.daySheet", defaultMessage: "Day sheet" })}
                  </Link>
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <QueryState
        query={list}
        errorText={t({
          id: "logistics.guestList.fetchError",
          defaultMessage: "Failed to fetch the guest list",
        })}
      >
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
