import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@/client/i18n/t";
import { api, unwrap } from "@/client/lib/api-client";
import { authClient } from "@/client/lib/auth-client";
import { queryKeys } from "@/client/lib/query-keys";

/** better-auth's answers are `{ data, error }`: the error as a thrown Error for the mutation. */
async function authAnswer<T>(
  answer: Promise<{ data: T | null; error: { code?: string; message?: string } | null }>,
): Promise<T> {
  const { data, error } = await answer;
  if (error)
    throw Object.assign(
      new Error(
        error.message ??
          t({
            id: "settings.secondFactor.somethingWentWrong",
            defaultMessage: "Something went wrong",
          }),
      ),
      error,
    );
  return data as T;
}

/** The passkey client: a chunk of its own, loaded when it is needed (lib/passkey-client.ts). */
const passkeys = async () => (await import("@/client/lib/passkey-client")).passkeyAuth;

export const passkeysQuery = queryOptions({
  queryKey: queryKeys.passkeys,
  queryFn: async () => authAnswer((await passkeys()).passkey.listUserPasskeys()),
});

/**
 * Turning the authenticator app on and off. Each step that changes it re-issues the session
 * (better-auth does): the session is read again, and every answer of the workspace too, since
 * a workspace that requires a second factor opens only now (or closes again).
 */
export function useSecondFactorMutations() {
  const queryClient = useQueryClient();
  const everythingAgain = () => queryClient.invalidateQueries();
  return {
    enable: useMutation({
      mutationFn: (password: string) => authAnswer(authClient.twoFactor.enable({ password })),
    }),
    confirm: useMutation({
      mutationFn: (code: string) => authAnswer(authClient.twoFactor.verifyTotp({ code })),
      onSuccess: everythingAgain,
    }),
    disable: useMutation({
      mutationFn: (password: string) => authAnswer(authClient.twoFactor.disable({ password })),
      onSuccess: everythingAgain,
    }),
    require: useMutation({
      // Lifting the rule sends the owner's password (the server asks for it).
      mutationFn: (json: { required: boolean; password?: string }) =>
        unwrap(api.team["two-factor"].$put({ json }), {
          id: "settings.secondFactor.saveRuleFailed",
          defaultMessage: "Could not save the rule",
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
    }),
    addPasskey: useMutation({
      mutationFn: async (name: string) =>
        authAnswer((await passkeys()).passkey.addPasskey({ name })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
    }),
    deletePasskey: useMutation({
      mutationFn: async (id: string) =>
        authAnswer((await passkeys()).passkey.deletePasskey({ id })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
    }),
  };
}
