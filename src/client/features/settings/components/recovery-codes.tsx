import { Button } from "@/client/components/ui/button";

/**
 * The recovery codes, shown this once: each signs in once in place of the app's code, for the
 * day the phone is lost. Only their encrypted form is kept by the server.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">Two-factor sign-in is on.</p>
      <p className="text-sm text-muted-foreground">
        Save these recovery codes somewhere safe (a password manager, or on paper). Each one signs
        you in once if you lose your phone. They are not shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-1 rounded border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="justify-self-start" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
