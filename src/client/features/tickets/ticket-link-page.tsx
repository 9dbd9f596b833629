import { usePageTitle } from "@/client/lib/use-page-title";

/** The promoter's page (no account): today's count per tier for one show, on a phone. */
export function TicketLinkPage() {
  usePageTitle("Ticket count");
  return <p className="text-muted-foreground p-6 text-sm">Loading…</p>;
}
