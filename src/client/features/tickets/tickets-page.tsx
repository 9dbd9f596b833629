import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { usePageTitle } from "@/client/lib/use-page-title";

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
      />
      <RoleGate needs="GET /api/tickets" what="ticket counts">
        <p className="text-muted-foreground text-sm">Loading…</p>
      </RoleGate>
    </>
  );
}
