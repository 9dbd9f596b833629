import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { sessionQuery } from "@/client/lib/auth-client";
import { totpCodeSchema } from "@/domain/account/second-factor";
import { DEMO_NO_SECOND_FACTOR_MESSAGE } from "@/domain/account/second-factor-messages";
import { useSecondFactorMutations } from "../api/second-factor";
import { AuthenticatorQr } from "./authenticator-qr";
import { RecoveryCodes } from "./recovery-codes";

type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

/** An authenticator app: turned on with the password and a first code, off with the password. */
export function TwoFactorCard({ isGuest }: { isGuest: boolean }) {
  const session = useQuery(sessionQuery);
  const enabled = Boolean(session.data?.user.twoFactorEnabled);
  const { enable, confirm, disable } = useSecondFactorMutations();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();

  const fail = (err: Error) => setError(err.message);
  const start = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    enable.mutate(password, {
      onSuccess: (data) => {
        setPassword("");
        if (data.method === "totp") {
          setStep({ kind: "scan", totpURI: data.totpURI, backupCodes: data.backupCodes });
        }
      },
      onError: fail,
    });
  };
  const finish = (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data.code, {
      onSuccess: () => {
        setCode("");
        setStep({ kind: "codes", backupCodes });
      },
      onError: fail,
    });
  };
  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    disable.mutate(password, {
      onSuccess: () => {
        setPassword("");
        setStep({ kind: "idle" });
        toast.success(
          t({ id: "settings.twoFactor.turnedOff", defaultMessage: "Two-factor sign-in is off" }),
        );
      },
      onError: fail,
    });
  };

  const passwordForm = (onSubmit: (e: React.FormEvent) => void, label: string, busy: boolean) => (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t({ id: "settings.twoFactor.password", defaultMessage: "Your password" })}
        error={error}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || !password}>
          {label}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
          {t({ id: "settings.twoFactor.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
    </form>
  );

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          {t({ id: "settings.twoFactor.title", defaultMessage: "Two-factor sign-in" })}{" "}
          {enabled && <Badge>{t({ id: "settings.twoFactor.on", defaultMessage: "On" })}</Badge>}
        </CardTitle>
        <CardDescription>
          {isGuest
            ? t(DEMO_NO_SECOND_FACTOR_MESSAGE)
            : t({
                id: "settings.twoFactor.description",
                defaultMessage:
                  "After your password, Tribe asks for a code from an authenticator app on your phone.",
              })}
        </CardDescription>
      </CardHeader>
      {!isGuest && (
        <CardContent>
          {step.kind === "codes" ? (
            <RecoveryCodes codes={step.backupCodes} onDone={() => setStep({ kind: "idle" })} />
          ) : step.kind === "scan" ? (
            <form onSubmit={(e) => finish(e, step.backupCodes)} noValidate className="grid gap-4">
              <AuthenticatorQr totpURI={step.totpURI} />
              <FormField
                label={t({ id: "settings.twoFactor.code", defaultMessage: "Code from the app" })}
                error={error}
              >
                <Input
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              </FormField>
              <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>
                {confirm.isPending
                  ? t({ id: "settings.twoFactor.checking", defaultMessage: "Checking..." })
                  : t({ id: "settings.twoFactor.turnOn", defaultMessage: "Turn on" })}
              </Button>
            </form>
          ) : step.kind === "password" ? (
            enabled ? (
              passwordForm(
                turnOff,
                t({ id: "settings.twoFactor.turnOff", defaultMessage: "Turn off" }),
                disable.isPending,
              )
            ) : (
              passwordForm(
                start,
                t({ id: "settings.twoFactor.continue", defaultMessage: "Continue" }),
                enable.isPending,
              )
            )
          ) : (
            <Button
              variant={enabled ? "outline" : "default"}
              onClick={() => {
                setError(undefined);
                setStep({ kind: "password" });
              }}
            >
              {enabled
                ? t({
                    id: "settings.twoFactor.turnOffButton",
                    defaultMessage: "Turn off two-factor sign-in",
                  })
                : t({
                    id: "settings.twoFactor.setUp",
                    defaultMessage: "Set up an authenticator app",
                  })}
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}
