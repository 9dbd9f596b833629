import { PageHeader } from "@/client/components/page-header";
import { RoleGate } from "@/client/components/role-gate";
import { usePageTitle } from "@/client/lib/use-page-title";

/**
 * API & webhooks (issue 53, ADR 0033): a member's personal access tokens, the owner's webhook
 * endpoints with their delivery logs, and the API's reference read from /api/openapi.json.
 */
export function IntegrationsPage() {
  usePageTitle("API & webhooks");
  return (
    <>
      <PageHeader
        title="API & webhooks"
        description="Connect your website, accounting and other tools to this workspace."
      />
      <RoleGate needs="GET /api/tokens" what="API tokens">
        <p className="text-muted-foreground text-sm">Loading…</p>
      </RoleGate>
    </>
  );
}
