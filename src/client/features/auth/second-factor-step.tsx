import { useEffect, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { authClient } from "@/client/lib/auth-client";
import { authErrorMessage } from "./auth-errors";

// The codes' schemas bring zod: fetched when this step shows, not with /auth (decision 10).
const loadSchemas = () => import("@/domain/account/second-factor");

/**
 * The second step of a password sign-in for an account with an authenticator app: its code,
 * or one of the recovery codes shown at enrolment. Until it succeeds nobody is signed in
 * (the server keeps only a 10-minute, signed `two_factor` cookie).
 */
export function SecondFactorStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadSchemas().catch(() => {});
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const schemas = await loadSchemas().catch(() => undefined);
    if (!schemas)
      return setError(
        t({
          id: "auth.secondFactor.unreachable",
          defaultMessage: "Cannot reach the server. Check your connection.",
        }),
      );
    const { recoveryCodeSchema, totpCodeSchema } = schemas;
    const parsed = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    setError(undefined);
    const { error: refused } = recovery
      ? await authClient.twoFactor.verifyBackupCode({ code: parsed.data.code })
      : await authClient.twoFactor.verifyTotp({ code: parsed.data.code });
    setBusy(false);
    if (refused) return setError(authErrorMessage(refused));
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {recovery
          ? t({
              id: "auth.secondFactor.recoveryIntro",
              defaultMessage:
                "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.",
            })
          : t({
              id: "auth.secondFactor.appIntro",
              defaultMessage:
                "Open your authenticator app and enter the 6-digit code it shows for Tribe.",
            })}
      </p>
      <FormField
        label={
          recovery
            ? t({ id: "auth.secondFactor.recoveryCode", defaultMessage: "Recovery code" })
            : t({ id: "auth.secondFactor.appCode", defaultMessage: "Authentication code" })
        }
        error={error}
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoFocus
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy
          ? t({ id: "auth.secondFactor.checking", defaultMessage: "Checking..." })
          : t({ id: "auth.secondFactor.verify", defaultMessage: "Verify" })}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setRecovery(!recovery);
          setCode("");
          setError(undefined);
        }}
      >
        {recovery
          ? t({ id: "auth.secondFactor.useApp", defaultMessage: "Use a code from the app instead" })
          : t({
              id: "auth.secondFactor.useRecovery",
              defaultMessage: "Use a recovery code instead",
            })}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t({ id: "auth.reset.backToSignIn", defaultMessage: "Back to sign in" })}
      </Button>
    </form>
  );
}
