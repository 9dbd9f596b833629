import { useQuery } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import type { ShowTickets } from "@/domain/tickets/answers";
import { ticketsQuery } from "./api/tickets";
import { CrewAccess } from "./components/crew-access";
import { countsNotShared, ShowDetail } from "./components/show-detail";
import { ShowsList } from "./components/shows-list";
import { showName } from "./components/ticket-words";
import { TicketImportDialog } from "./import/ticket-import-dialog";

function NoShows() {
  return (
    <EmptyState
      text={t({ id: "tickets.page.noShows", defaultMessage: "No upcoming confirmed shows" })}
      action={
        <Button variant="outline" asChild>
          <Link to="/dashboard/tours">
            {t({ id: "tickets.page.goToTours", defaultMessage: "Go to Tours" })}
          </Link>
        </Button>
      }
    />
  );
}

/** The list, and the show chosen from it (its ids in the address, so it can be linked). */
function Tickets({ shows }: { shows: readonly ShowTickets[] }) {
  const [params, setParams] = useSearchParams();
  const showId = params.get("show");
  const tourId = params.get("tour");
  const selected = shows.find((s) => s.showId === showId);
  // A show opened from the list takes the focus; one opened from a link is already in view.
  const [openedHere, setOpenedHere] = useState(false);
  const open = (show: ShowTickets) => {
    setOpenedHere(true);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set("show", show.showId);
      next.set("tour", show.tourId);
      return next;
    });
  };
  const close = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete("show");
      next.delete("tour");
      return next;
    });
  const hidden = shows.length > 0 && shows.every((s) => isHidden(s.sold));
  return (
    <div className="grid gap-6">
      <CrewAccess />
      {hidden ? <p className="text-sm text-muted-foreground">{countsNotShared()}</p> : null}
      {showId && tourId ? (
        <ShowDetail
          key={showId}
          tourId={tourId}
          showId={showId}
          title={
            selected ? showName(selected) : t({ id: "tickets.page.show", defaultMessage: "Show" })
          }
          onClose={close}
          takeFocus={openedHere}
        />
      ) : null}
      <ShowsList shows={shows} selectedId={showId} onOpen={open} />
    </div>
  );
}

function TicketsBody() {
  const tickets = useQuery(ticketsQuery);
  return (
    <QueryState
      query={tickets}
      errorText={t({
        id: "tickets.page.loadError",
        defaultMessage: "Failed to load ticket counts",
      })}
      isEmpty={(shows) => shows.length === 0}
      empty={<NoShows />}
    >
      {(shows) => <Tickets shows={shows} />}
    </QueryState>
  );
}

/** Managers bring in a ticketing export (issue 51 item 2). */
function ImportAction() {
  const can = useCan();
  const [importing, setImporting] = useState(false);
  if (!can("POST /api/imports/tickets")) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <FileUp aria-hidden /> {t({ id: "tickets.page.import", defaultMessage: "Import" })}
      </Button>
      <TicketImportDialog open={importing} onOpenChange={setImporting} />
    </>
  );
}

/**
 * Tickets (issue 51, ADR 0031): each show's count against its capacity, paced against the
 * tour's other shows by days out; reports typed, imported from a ticketing export, or sent by
 * the promoter through a link.
 */
export function TicketsPage() {
  const title = t({ id: "tickets.page.title", defaultMessage: "Tickets" });
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        description={t({
          id: "tickets.page.description",
          defaultMessage:
            "Sold against capacity for every show, paced against the rest of the tour.",
        })}
        actions={<ImportAction />}
      />
      <RoleGate
        needs="GET /api/tickets"
        what={t({ id: "tickets.page.what", defaultMessage: "ticket counts" })}
      >
        <TicketsBody />
      </RoleGate>
    </>
  );
}
