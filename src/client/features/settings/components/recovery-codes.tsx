import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";

/**
 * The recovery codes, shown this once: each signs in once in place of the app's code, for the
 * day the phone is lost. Only their encrypted form is kept by the server.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">
        {t({ id: "settings.recoveryCodes.on", defaultMessage: "Two-factor sign-in is on." })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t({
          id: "settings.recoveryCodes.description",
          defaultMessage:
            "Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs you in once if you lose your phone. They are not shown again.",
        })}
      </p>
      <ul
        aria-label={t({ id: "settings.recoveryCodes.list", defaultMessage: "Recovery codes" })}
        className="grid grid-cols-2 gap-1 rounded border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="justify-self-start" onClick={onDone}>
        {t({ id: "settings.recoveryCodes.done", defaultMessage: "I have saved them" })}
      </Button>
    </div>
  );
}
