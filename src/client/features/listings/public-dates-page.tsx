import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { usePageTitle } from "@/client/lib/use-page-title";

/**
 * Public dates (issue 52, ADR 0030): the act's own dates page at /dates/<slug>, its feeds
 * and widget, and the listings sites' uploads, all from the confirmed shows. Owners and
 * managers decide what fans see; everyone else is told it is not theirs.
 */
export function PublicDatesPage() {
  usePageTitle("Public dates");
  return (
    <>
      <PageHeader
        title="Public dates"
        description="Your shows as fans see them: your own page, its feeds, and uploads for the listings sites."
      />
      <RoleGate needs="GET /api/listings" what="the public dates page">
        <p className="text-muted-foreground text-sm">Loading…</p>
      </RoleGate>
    </>
  );
}
