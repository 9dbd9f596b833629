import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t, tRich } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { lazyResolver } from "@/client/lib/lazy-resolver";
import { queryKeys } from "@/client/lib/query-keys";
import { apiFetch } from "@/client/offline/offline-fetch";
import type { RequestResetInput } from "@/domain/account/auth";
import { type AuthConfig, RESET_REQUESTED_MESSAGE } from "@/domain/account/password-reset";
import { authErrorMessage } from "./auth-errors";

const validation = lazyResolver(async () => (await import("./validation")).requestResetResolver);

const authConfigQuery = queryOptions({
  queryKey: queryKeys.authConfig,
  queryFn: async (): Promise<AuthConfig> => {
    const res = await apiFetch("/api/auth-config");
    if (!res.ok)
      throw new Error(
        t({
          id: "auth.forgot.unreachable",
          defaultMessage: "Could not reach the server. Try again.",
        }),
      );
    return (await res.json()) as AuthConfig;
  },
  staleTime: 5 * 60_000,
});

/** A reset link by email when the server sends mail; otherwise whom to ask. */
export function ForgotPassword() {
  const config = useQuery(authConfigQuery);
  return (
    <QueryState
      query={config}
      errorText={t({
        id: "auth.forgot.unreachable",
        defaultMessage: "Could not reach the server. Try again.",
      })}
    >
      {(c) => (c.passwordResetByEmail ? <RequestResetForm /> : <ResetWithoutMail />)}
    </QueryState>
  );
}

function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<RequestResetInput>({
    resolver: validation.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    const { error } = await authClient.requestPasswordReset({ email });
    if (error) return form.setError("root", { message: authErrorMessage(error) });
    setSentTo(email);
  });

  // The same words for every address: whether it has an account is not ours to tell.
  if (sentTo) {
    return (
      <div className="grid gap-3" role="status">
        <p>{RESET_REQUESTED_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">
          {tRich(
            {
              id: "auth.forgot.nothingArrived",
              defaultMessage:
                "Nothing in your inbox for {email}? Check the spam folder, or <button>try another address</button>.",
            },
            {
              email: sentTo,
              button: (chunks) => (
                <button
                  type="button"
                  className="text-primary underline-offset-4 hover:underline"
                  onClick={() => setSentTo(undefined)}
                >
                  {chunks}
                </button>
              ),
            },
          )}
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} onFocus={validation.preload} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t({
          id: "auth.forgot.intro",
          defaultMessage:
            "Type the email you sign in with and we will send a link to choose a new password.",
        })}
      </p>
      <FormField
        label={t({ id: "auth.form.email", defaultMessage: "Email" })}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting
          ? t({ id: "auth.forgot.sending", defaultMessage: "Sending..." })
          : t({ id: "auth.forgot.send", defaultMessage: "Send me a reset link" })}
      </Button>
    </form>
  );
}

function ResetWithoutMail() {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        {t({
          id: "auth.forgot.noMail",
          defaultMessage: "This Tribe sends no email, so a reset link cannot reach you.",
        })}
      </p>
      <p>
        {tRich(
          {
            id: "auth.forgot.askOwner",
            defaultMessage:
              "<b>Ask the person who runs your workspace</b> to reset your password for you.",
          },
          { b: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      <p className="text-muted-foreground">
        {tRich(
          {
            id: "auth.forgot.selfHosted",
            defaultMessage:
              "If that is you: in Tribe's folder on the server, run <code>{command}</code> (stop the server first if it keeps its data in a folder, without DATABASE_URL). It prints a new password; sign in with it and change it in Settings.",
          },
          {
            command: "npm run reset-password -- you@example.com",
            code: (chunks) => (
              <code className="rounded bg-muted px-1 py-0.5 break-all">{chunks}</code>
            ),
          },
        )}
      </p>
    </div>
  );
}
