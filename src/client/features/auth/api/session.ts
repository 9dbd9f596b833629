import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import { clearSignOutPending } from "@/client/offline/device-session";

/**
 * After signing in, starting the demo or setting a new password (which ends every session of
 * the account), the session is read again. The promise settles once it has been, so the page
 * opened next already knows who is there.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => {
    // A new session's cookie replaced the one a sign-out with no signal left behind.
    clearSignOutPending();
    return queryClient.invalidateQueries({ queryKey: queryKeys.session });
  };
}
