import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { onWorkspaceChanged } from "@/client/offline/offline-fetch";
import {
  currentAccountId,
  forgetSavedAnswers,
  rememberWorkspace,
} from "@/client/offline/saved-answers";
import { mayUse, ROUTE_ACCESS, type RouteKey } from "@/domain/team/route-access";
import { api, unwrap } from "./api-client";
import { onRoleChanged } from "./member-notices";
import { queryKeys } from "./query-keys";

/**
 * The workspace the page works in, and as what (GET /api/team). Its id becomes the account
 * every request names and every saved answer is filed under (ADR 0018).
 */
export const workspaceQuery = queryOptions({
  queryKey: queryKeys.team.current,
  queryFn: async () => {
    const workspace = await unwrap(api.team.$get(), {
      id: "app.workspace.loadWorkspaceFailed",
      defaultMessage: "Could not load your workspace",
    });
    rememberWorkspace(workspace.id);
    return workspace;
  },
  staleTime: 60_000,
});

/** Every workspace the person belongs to: the switcher's list. */
export const workspacesQuery = queryOptions({
  queryKey: queryKeys.team.workspaces,
  queryFn: () =>
    unwrap(api.team.workspaces.$get(), {
      id: "app.workspace.loadWorkspacesFailed",
      defaultMessage: "Could not load your workspaces",
    }),
  staleTime: 60_000,
});

export const useWorkspace = () => useQuery(workspaceQuery);

/**
 * Whether the role the page works with may use a route of the roles table, the same table
 * the server enforces (domain/team/route-access.ts): the UI shows only what would not be
 * refused. Until the role is known, nothing a role could lack is shown.
 */
export function useCan(): (key: RouteKey) => boolean {
  const role = useWorkspace().data?.role;
  return (key) => ROUTE_ACCESS[key] === "signedIn" || (role !== undefined && mayUse(role, key));
}

/** Cached answers of the person, not of a workspace: kept across a switch. */
const isPersonal = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.session[0];

/**
 * The page now works in another workspace: it names that workspace from the next request
 * on, forgets every answer saved for offline use (the previous workspace's among them), and
 * drops every cached answer of the previous workspace. `refetch` reloads what is on screen
 * at once (an answer from another tab's switch); a switch navigates to the Overview instead.
 */
export async function startOverIn(
  queryClient: QueryClient,
  workspaceId: string,
  { refetch }: { refetch: boolean },
) {
  rememberWorkspace(workspaceId);
  await forgetSavedAnswers();
  const predicate = ({ queryKey }: { queryKey: readonly unknown[] }) => !isPersonal(queryKey);
  if (refetch) await queryClient.resetQueries({ predicate });
  else queryClient.removeQueries({ predicate });
}

/**
 * Mounted once by the dashboard: an answer from another workspace than the page believes it
 * is in (switched in another tab, removed from this one) starts the page over there, on the
 * Overview — the page it was on (a tour, a show) belongs to the workspace it left — so one
 * workspace's data never shows under another's name. A role changed by the owner starts the
 * page over where it is: its answers were shaped for the old role (money, what it may do).
 */
export function useWorkspaceGuard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    onWorkspaceChanged((workspaceId) => {
      // Answers already on their way when the first one told us: started over once is enough.
      if (currentAccountId() === workspaceId) return;
      void navigate("/dashboard");
      void startOverIn(queryClient, workspaceId, { refetch: true });
    });
    // The same workspace: what waits in the outbox (a crew member's check-ins) is still
    // theirs to send, so only the answers on screen are asked again.
    onRoleChanged(() => {
      void queryClient.resetQueries({ predicate: ({ queryKey }) => !isPersonal(queryKey) });
    });
  }, [queryClient, navigate]);
}
