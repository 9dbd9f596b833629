import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { lazyResolver } from "@/client/lib/lazy-resolver";
import type { NewPasswordInput } from "@/domain/account/auth";
import { MIN_PASSWORD_LENGTH } from "@/domain/account/passwords";
import { useRefreshSession } from "./api/session";
import { authErrorMessage } from "./auth-errors";

const validation = lazyResolver(async () => (await import("./validation")).newPasswordResolver);

/** The new password a mailed link sets; then sign in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<NewPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const { error } = await authClient.resetPassword({ newPassword, token });
    if (error) {
      setLinkDead(error.code === "INVALID_TOKEN");
      return form.setError("root", { message: authErrorMessage(error) });
    }
    // Every session of the account has ended, this device's too.
    await refreshSession();
    toast.success(t({ id: "auth.newPassword.changed", defaultMessage: "Password changed" }), {
      description: t({
        id: "auth.newPassword.signInWithIt",
        defaultMessage: "Sign in with your new password.",
      }),
    });
    navigate("/auth", { replace: true });
  });

  return (
    <form onSubmit={submit} onFocus={validation.preload} noValidate className="grid gap-4">
      <FormField
        label={t({ id: "auth.newPassword.label", defaultMessage: "New password" })}
        error={errors.newPassword?.message}
        hint={t(
          { id: "auth.form.passwordHint", defaultMessage: "At least {count} characters" },
          { count: MIN_PASSWORD_LENGTH },
        )}
      >
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField
        label={t({ id: "auth.newPassword.again", defaultMessage: "New password, again" })}
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <FormError message={errors.root?.message} />
      {linkDead && (
        <Link
          to="/reset-password"
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          {t({ id: "auth.newPassword.newLink", defaultMessage: "Ask for a new link" })}
        </Link>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting
          ? t({ id: "components.formDialog.saving", defaultMessage: "Saving..." })
          : t({ id: "auth.newPassword.submit", defaultMessage: "Set new password" })}
      </Button>
    </form>
  );
}
