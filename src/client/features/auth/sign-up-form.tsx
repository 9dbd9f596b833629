import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t, tRich } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { lazyResolver } from "@/client/lib/lazy-resolver";
import { useHydrated } from "@/client/lib/use-hydrated";
import type { SignUpInput } from "@/domain/account/auth";
import { MIN_PASSWORD_LENGTH } from "@/domain/account/passwords";
import { authErrorMessage, isEmailTaken } from "./auth-errors";

const validation = lazyResolver<SignUpInput>(
  async () => (await import("./validation")).signUpResolver,
);
const invitedValidation = lazyResolver<SignUpInput>(
  async () => (await import("./validation")).invitedSignUpResolver,
);

interface SignUpFormProps {
  onDone: () => void;
  /** A guest keeping the demo starts from the demo's artist name. */
  defaultArtistName?: string;
  defaultEmail?: string;
  /** 'Sign in instead.': opens the Sign In tab with this email filled in. */
  onSignInInstead?: (email: string) => void;
  /**
   * Signing up to accept an invitation: only the person's name is asked. They join someone
   * else's act; an "Artist name" they had to invent greeted them as "Sam Reyes solo".
   */
  invited?: boolean;
}

/** Also upgrades a guest: better-auth links the demo session and we move its data over. */
export function SignUpForm({
  onDone,
  defaultArtistName,
  defaultEmail,
  onSignInInstead,
  invited = false,
}: SignUpFormProps) {
  const check = invited ? invitedValidation : validation;
  const form = useForm<SignUpInput>({
    resolver: check.resolver,
    defaultValues: {
      name: "",
      artistName: defaultArtistName ?? "",
      email: defaultEmail ?? "",
      password: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Pre-rendered (/auth): nothing to submit before the JavaScript that handles it has run (a
  // submit would be a GET with the password). Typing is: react-hook-form keeps what a field
  // held before the form was ready.
  const hydrated = useHydrated();
  const [emailTaken, setEmailTaken] = useState(false);

  const submit = form.handleSubmit(async ({ name, artistName, email, password }) => {
    setEmailTaken(false);
    // `name` is the person (Activity, Team, timelines); `artistName` the act, which names
    // the workspace sign-up makes for them.
    const { error } = await authClient.signUp.email({
      email,
      password,
      name,
      ...(invited ? {} : { artistName }),
    });
    if (error) {
      if (error.code === "PASSWORD_TOO_SHORT")
        return form.setError("password", { message: authErrorMessage(error) });
      if (isEmailTaken(error) && onSignInInstead) return setEmailTaken(true);
      return form.setError("root", { message: authErrorMessage(error) });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} onFocus={check.preload} noValidate className="grid gap-4">
      <FormField
        label={t({ id: "auth.signUp.name", defaultMessage: "Your name" })}
        error={errors.name?.message}
      >
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      {invited ? null : (
        <FormField
          label={t({ id: "auth.signUp.artistName", defaultMessage: "Artist name" })}
          error={errors.artistName?.message}
          hint={t({
            id: "auth.signUp.artistNameHint",
            defaultMessage: "Your act or band: the name your workspace and tours go by",
          })}
        >
          <Input autoComplete="organization" {...form.register("artistName")} />
        </FormField>
      )}
      <FormField
        label={t({ id: "auth.form.email", defaultMessage: "Email" })}
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        label={t({ id: "auth.form.password", defaultMessage: "Password" })}
        error={errors.password?.message}
        hint={t(
          { id: "auth.form.passwordHint", defaultMessage: "At least {count} characters" },
          { count: MIN_PASSWORD_LENGTH },
        )}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      {emailTaken && onSignInInstead ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {tRich(
            {
              id: "auth.signUp.emailTaken",
              defaultMessage:
                "An account with this email already exists. <button>Sign in instead.</button>",
            },
            {
              button: (chunks) => (
                <button
                  type="button"
                  className="font-semibold underline underline-offset-4"
                  onClick={() => onSignInInstead(form.getValues("email"))}
                >
                  {chunks}
                </button>
              ),
            },
          )}
        </p>
      ) : (
        <FormError message={errors.root?.message} />
      )}
      <Button type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting
          ? t({ id: "auth.signUp.busy", defaultMessage: "Creating account..." })
          : t({ id: "auth.signUp.submit", defaultMessage: "Create Account" })}
      </Button>
    </form>
  );
}
