import { mutationOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type {
  CreatedTokenAnswer,
  CreateTokenInput,
  TokenAnswer,
} from "@/domain/integrations/tokens";

export const TOKENS_ERROR = {
  id: "integrations.tokens.loadApiTokensFailed",
  defaultMessage: "Failed to load your API tokens",
};

/** The tokens the member may see: their own, or everyone's for the owner. */
export const tokensQuery = queryOptions({
  queryKey: queryKeys.integrations.tokens,
  queryFn: async (): Promise<TokenAnswer[]> =>
    (await unwrap(api.tokens.$get(), TOKENS_ERROR)).tokens,
});

const createTokenMutation = mutationOptions({
  mutationFn: (input: CreateTokenInput): Promise<CreatedTokenAnswer> =>
    unwrap(api.tokens.$post({ json: input }), {
      id: "integrations.tokens.createTokenFailed",
      defaultMessage: "Failed to create the token",
    }),
});

const revokeTokenMutation = mutationOptions({
  mutationFn: (id: string) =>
    unwrap(api.tokens[":id"].$delete({ param: { id } }), {
      id: "integrations.tokens.revokeTokenFailed",
      defaultMessage: "Failed to revoke the token",
    }),
});

// A token's list is read again after each write: the server decides its prefix, expiry and
// who may see it, so the list is never patched by hand.
export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    ...createTokenMutation,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.integrations.tokens }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    ...revokeTokenMutation,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.integrations.tokens }),
  });
}
