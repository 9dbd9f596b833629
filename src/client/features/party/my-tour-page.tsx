import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { usePageTitle } from "@/client/lib/use-page-title";

/** My tour (issue 54): the signed-in person's own per diems, pay, legs, room and statement. */
export function MyTourPage() {
  usePageTitle("My tour");
  return (
    <>
      <PageHeader title="My tour" description="Your per diems, pay, travel and room." />
      <RoleGate needs="GET /api/my-tours" what="your tours">
        <p className="text-muted-foreground text-sm">Loading…</p>
      </RoleGate>
    </>
  );
}
