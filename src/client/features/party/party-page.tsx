import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { usePageTitle } from "@/client/lib/use-page-title";

/**
 * Party & pay (issue 54, ADR 0032): who is on a tour's road, their per diems and pay, and the
 * tour manager's float.
 */
export function PartyPage() {
  usePageTitle("Party & pay");
  return (
    <>
      <PageHeader
        title="Party & pay"
        description="Who is on the road, their per diems and pay, and the cash you carry."
      />
      <RoleGate needs="GET /api/tours/:tourId/party" what="the party's pay">
        <p className="text-muted-foreground text-sm">Loading…</p>
      </RoleGate>
    </>
  );
}
