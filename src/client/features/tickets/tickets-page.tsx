import { useQuery } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useCan } from "@/client/lib/workspace";
import { isHidden } from "@/domain/hidden";
import type { ShowTickets } from "@/domain/tickets/answers";
import { TICKETS_ERROR, ticketsQuery } from "./api/tickets";
import { CrewAccess } from "./components/crew-access";
import { COUNTS_NOT_SHARED, ShowDetail } from "./components/show-detail";
import { ShowsList } from "./components/shows-list";
import { showName } from "./components/ticket-words";
import { TicketImportDialog } from "./import/ticket-import-dialog";

function NoShows() {
  return (
    <EmptyState
      text="No upcoming confirmed shows"
      action={
        <Button variant="outline" asChild>
          <Link to="/dashboard/tours">Go to Tours</Link>
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
      {hidden ? <p className="text-sm text-muted-foreground">{COUNTS_NOT_SHARED}</p> : null}
      {showId && tourId ? (
        <ShowDetail
          key={showId}
          tourId={tourId}
          showId={showId}
          title={selected ? showName(selected) : "Show"}
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
      errorText={TICKETS_ERROR}
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
        <FileUp aria-hidden /> Import
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
  usePageTitle("Tickets");
  return (
    <>
      <PageHeader
        title="Tickets"
        description="Sold against capacity for every show, paced against the rest of the tour."
        actions={<ImportAction />}
      />
      <RoleGate needs="GET /api/tickets" what="ticket counts">
        <TicketsBody />
      </RoleGate>
    </>
  );
}
