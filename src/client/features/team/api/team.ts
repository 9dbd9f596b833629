import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import { ApiRequestError, api, NETWORK_MESSAGE, refusalOf, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { InvitationPreview, InviteInput } from "@/domain/team/invitations";
import type { ChangeRoleInput } from "@/domain/team/members";

export const teamQuery = queryOptions({
  queryKey: queryKeys.team.current,
  queryFn: () =>
    unwrap(api.team.$get(), {
      id: "team.api.loadTeamFailed",
      defaultMessage: "Failed to load your team",
    }),
});

export const invitationsQuery = queryOptions({
  queryKey: queryKeys.team.invitations,
  queryFn: () =>
    unwrap(api.team.invitations.$get(), {
      id: "team.api.loadInvitationsFailed",
      defaultMessage: "Failed to load the invitations",
    }),
});

/**
 * The join page's read. It needs no session, so it is not part of the typed client (which
 * holds the routes behind the session check): a plain same-origin fetch.
 */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.team.invitation(token),
    queryFn: async (): Promise<InvitationPreview> => {
      let res: Response;
      try {
        res = await fetch(`/api/invitations/${encodeURIComponent(token)}`);
      } catch {
        throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
      }
      if (!res.ok)
        throw await refusalOf(res, {
          id: "team.api.loadInvitationFailed",
          defaultMessage: "Failed to load the invitation",
        });
      return (await res.json()) as InvitationPreview;
    },
    // A 404 (a link nobody issued) will not change on a second try.
    retry: (count, err) => !(err instanceof ApiRequestError && err.status === 404) && count < 2,
  });

export const inviteMutation = mutationOptions({
  mutationFn: (input: InviteInput) =>
    unwrap(api.team.invitations.$post({ json: input }), {
      id: "team.api.inviteFailed",
      defaultMessage: "Failed to invite",
    }),
});

export const revokeMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.team.invitations[":id"].$delete({ param: { id } }), {
      id: "team.api.revokeFailed",
      defaultMessage: "Failed to revoke",
    }),
});

export const changeRoleMutation = mutationOptions({
  mutationFn: ({ userId, role }: { userId: string } & ChangeRoleInput) =>
    unwrap(api.team.members[":userId"].$put({ param: { userId }, json: { role } }), {
      id: "team.api.changeRoleFailed",
      defaultMessage: "Failed to change the role",
    }),
});

export const removeMemberMutation = mutationOptions({
  mutationFn: (userId: string) =>
    unwrap(api.team.members[":userId"].$delete({ param: { userId } }), {
      id: "team.api.removeFailed",
      defaultMessage: "Failed to remove",
    }),
});

export const transferMutation = mutationOptions({
  mutationFn: (userId: string) =>
    unwrap(api.team.transfer.$post({ json: { userId } }), {
      id: "team.api.handOverOwnershipFailed",
      defaultMessage: "Failed to hand over ownership",
    }),
});

export const leaveMutation = mutationOptions({
  mutationFn: () =>
    unwrap(api.team.leave.$post(), {
      id: "team.api.leaveWorkspaceFailed",
      defaultMessage: "Failed to leave the workspace",
    }),
});

export const renameMutation = mutationOptions({
  mutationFn: (name: string) =>
    unwrap(api.team.$patch({ json: { name } }), {
      id: "team.api.renameWorkspaceFailed",
      defaultMessage: "Failed to rename the workspace",
    }),
});

export const deleteWorkspaceMutation = mutationOptions({
  mutationFn: (confirmName: string) =>
    unwrap(api.team.$delete({ json: { confirmName } }), {
      id: "team.api.deleteWorkspaceFailed",
      defaultMessage: "Failed to delete the workspace",
    }),
});

export const acceptMutation = mutationOptions({
  mutationFn: (token: string) =>
    unwrap(api.invitations[":token"].accept.$post({ param: { token } }), {
      id: "team.api.joinWorkspaceFailed",
      defaultMessage: "Failed to join the workspace",
    }),
});
