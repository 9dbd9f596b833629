import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { t } from "@/client/i18n/t";
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
        await unwrap(api.team.current.$put({ json: { workspaceId: workspace.id } }), {
          id: "app.workspaceSwitch.failed",
          defaultMessage: "Could not switch workspace",
        });
      } catch (error) {
        toast.error(
          t({ id: "app.workspaceSwitch.failed", defaultMessage: "Could not switch workspace" }),
          {
            description: error instanceof Error ? error.message : undefined,
          },
        );
        return;
      }
      await enter(workspace.id);
      toast.success(
        t(
          { id: "app.workspaceSwitch.switched", defaultMessage: "Now working in {name}" },
          { name: workspace.name },
        ),
      );
    },
    /** A new workspace: the server makes the person its owner and works there from now on. */
    create: async (name: string) => {
      const created = await unwrap(api.team.workspaces.$post({ json: { name } }), {
        id: "app.workspaceSwitch.createFailed",
        defaultMessage: "Could not create the workspace",
      });
      await enter(created.id);
      return created;
    },
  };
}
