import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { api, unwrap } from "@/client/lib/api-client";
import { startOverIn } from "@/client/lib/workspace";

/**
 * Switching workspace (issue 24 item 4): the session's choice changes on the server, then the
 * page forgets everything of the workspace it leaves (cached answers, answers saved for
 * offline use) and opens the new one's Overview.
 */
export function useWorkspaceSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const enter = async (workspaceId: string) => {
    await startOverIn(queryClient, workspaceId, { refetch: false });
    navigate("/dashboard");
  };

  return {
    switchTo: async (workspace: { id: string; name: string }) => {
      try {
        await unwrap(
          api.team.current.$put({ json: { workspaceId: workspace.id } }),
          "Could not switch workspace",
        );
      } catch (error) {
        toast.error("Could not switch workspace", {
          description: error instanceof Error ? error.message : undefined,
        });
        return;
      }
      await enter(workspace.id);
      toast.success(`Now working in ${workspace.name}`);
    },
    /** A new workspace: the server makes the person its owner and works there from now on. */
    create: async (name: string) => {
      const created = await unwrap(
        api.team.workspaces.$post({ json: { name } }),
        "Could not create the workspace",
      );
      await enter(created.id);
      return created;
    },
  };
}
