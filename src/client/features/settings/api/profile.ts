import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { DeleteAccountInput, UpdateProfileInput } from "@/domain/account/profile";

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => unwrap(api.profile.$get(), "Failed to load your profile"),
});

export const updateProfileMutation = mutationOptions({
  mutationFn: (input: UpdateProfileInput) =>
    unwrap(api.profile.$patch({ json: input }), "Failed to save your profile"),
});

export const deleteAccountMutation = mutationOptions({
  mutationFn: (input: DeleteAccountInput) =>
    unwrap(api.profile.$delete({ json: input }), "Failed to delete your account"),
});

/** Same-origin link: the browser sends the session cookie and saves the file it answers. */
export const ACCOUNT_EXPORT_URL = "/api/profile/export";
