import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { t } from "@/client/i18n/t";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";

/**
 * "View as crew" for owners and managers (issue 24 item 7): the session looks through a
 * lesser role until they go back. Every cached answer was made for the other role (money
 * included), so all of them are read again.
 */
export function useViewAs() {
  const queryClient = useQueryClient();
  return async (role: "crew" | "artist" | null) => {
    try {
      await unwrap(api.team["view-as"].$put({ json: { role } }), {
        id: "app.viewAs.failed",
        defaultMessage: "Could not change the view",
      });
    } catch (error) {
      toast.error(t({ id: "app.viewAs.failed", defaultMessage: "Could not change the view" }), {
        description: error instanceof Error ? error.message : undefined,
      });
      return;
    }
    await queryClient.resetQueries({
      predicate: ({ queryKey }) => queryKey[0] !== queryKeys.session[0],
    });
  };
}
