import { useMutation, useQueryClient } from "@tanstack/react-query";
import { expectOwnRole } from "@/client/lib/member-notices";
import { queryKeys } from "@/client/lib/query-keys";
import {
  acceptMutation,
  changeRoleMutation,
  deleteWorkspaceMutation,
  inviteMutation,
  leaveMutation,
  removeMemberMutation,
  renameMutation,
  revokeMutation,
  transferMutation,
} from "./team";

/** Every cache update of the Team page and the join page, here and nowhere else. */
export function useTeamMutations() {
  const queryClient = useQueryClient();
  const refreshTeam = () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
  // The person now works in another workspace: every cached answer is someone else's data.
  const everythingChanged = () => queryClient.resetQueries();
  return {
    invite: useMutation({ ...inviteMutation, onSuccess: refreshTeam }),
    revoke: useMutation({ ...revokeMutation, onSuccess: refreshTeam }),
    changeRole: useMutation({ ...changeRoleMutation, onSuccess: refreshTeam }),
    remove: useMutation({ ...removeMemberMutation, onSuccess: refreshTeam }),
    // The old owner is a manager now: what the pages offer them changes everywhere.
    // They did it themselves: no "Your role is now Manager" notice follows.
    transfer: useMutation({
      ...transferMutation,
      onSuccess: (answer) => {
        expectOwnRole(answer.yourRole);
        return everythingChanged();
      },
    }),
    rename: useMutation({ ...renameMutation, onSuccess: refreshTeam }),
    leave: useMutation({ ...leaveMutation, onSuccess: everythingChanged }),
    deleteWorkspace: useMutation({ ...deleteWorkspaceMutation, onSuccess: everythingChanged }),
    // The join page stays on its invitation (now used) until it moves on to the dashboard.
    accept: useMutation({
      ...acceptMutation,
      onSuccess: (_, token) =>
        queryClient.resetQueries({
          predicate: (q) => q.queryHash !== JSON.stringify(queryKeys.team.invitation(token)),
        }),
    }),
  };
}
