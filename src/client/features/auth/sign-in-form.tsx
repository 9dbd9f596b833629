import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { lazyResolver } from "@/client/lib/lazy-resolver";
import { useHydrated } from "@/client/lib/use-hydrated";
import type { SignInInput } from "@/domain/account/auth";
import { authErrorMessage } from "./auth-errors";
import { SecondFactorStep } from "./second-factor-step";

const validation = lazyResolver(async () => (await import("./validation")).signInResolver);

export function SignInForm({
  onDone,
  defaultEmail,
}: {
  onDone: () => void;
  defaultEmail?: string;
}) {
  const form = useForm<SignInInput>({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Pre-rendered (/auth): nothing to submit before the JavaScript that handles it has run (a
  // submit would be a GET with the password). Typing is: react-hook-form keeps what a field
  // held before the form was ready.
  const hydrated = useHydrated();
  // Arriving from 'Sign in instead.' with the email kept: the password is what is left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the tab opens
  useEffect(() => {
    if (defaultEmail) form.setFocus("password");
  }, []);

  // The password was right and the account has an authenticator app: its code comes next.
  const [askCode, setAskCode] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    const { data, error } = await authClient.signIn.email(values);
    if (error) return form.setError("root", { message: authErrorMessage(error) });
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return setAskCode(true);
    onDone();
  });

  const signInWithPasskey = async () => {
    setPasskeyBusy(true);
    const { passkeyAuth } = await import("@/client/lib/passkey-client");
    const { error } = await passkeyAuth.signIn.passkey();
    setPasskeyBusy(false);
    if (error) return form.setError("root", { message: authErrorMessage(error) });
    onDone();
  };

  if (askCode) {
    return (
      <SecondFactorStep
        onDone={onDone}
        onBack={() => {
          setAskCode(false);
          form.setValue("password", "");
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} onFocus={validation.preload} noValidate className="grid gap-4">
      <FormField
        label={t({ id: "auth.form.email", defaultMessage: "Email" })}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        label={t({ id: "auth.form.password", defaultMessage: "Password" })}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting
          ? t({ id: "auth.signIn.busy", defaultMessage: "Signing in..." })
          : t({ id: "auth.page.signInTab", defaultMessage: "Sign In" })}
      </Button>
      <Button type="button" variant="outline" disabled={passkeyBusy} onClick={signInWithPasskey}>
        <KeyRound aria-hidden="true" />
        {passkeyBusy
          ? t({ id: "auth.signIn.passkeyBusy", defaultMessage: "Waiting for your passkey..." })
          : t({ id: "auth.signIn.passkey", defaultMessage: "Use a passkey" })}
      </Button>
      <Link
        to="/reset-password"
        className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t({ id: "auth.signIn.forgot", defaultMessage: "Forgot password?" })}
      </Link>
    </form>
  );
}
