import type { ReactNode } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { t } from "@/client/i18n/t";
import { useCan, useWorkspace } from "@/client/lib/workspace";
import type { RouteKey } from "@/domain/team/route-access";
import { EmptyState } from "./query-state";

/**
 * A page (or part of one) built on a route the role may not call: a plain sentence instead
 * of the 403 it would meet (ADR 0019). When the workspace cannot be read, the page shows its
 * own states, as before teams.
 */
export function RoleGate({
  needs,
  what,
  children,
}: {
  needs: RouteKey;
  /** What the role lacks, in words: "finances", "marketing". */
  what: string;
  children: ReactNode;
}) {
  const workspace = useWorkspace();
  const can = useCan();
  if (workspace.isPending) return <Spinner />;
  if (workspace.data && !can(needs)) return <NoAccess what={what} />;
  return children;
}

export function NoAccess({ what }: { what: string }) {
  return (
    <EmptyState
      text={t(
        {
          id: "components.roleGate.noAccess",
          defaultMessage: "Your role in this workspace doesn't include {what}.",
        },
        { what },
      )}
    />
  );
}
