import { useQuery } from "@tanstack/react-query";
import { KeyRound, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
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
import { passkeysQuery, useSecondFactorMutations } from "../api/second-factor";

/**
 * Passkeys: a sign-in with the phone's or computer's own lock (fingerprint, face, PIN) and no
 * password. Added here while signed in; used from the sign-in page.
 */
export function PasskeysCard() {
  const list = useQuery(passkeysQuery);
  const { addPasskey, deletePasskey } = useSecondFactorMutations();
  const [name, setName] = useState("");

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    addPasskey.mutate(name.trim() || "Passkey", {
      onSuccess: () => {
        setName("");
        toast.success(t({ id: "settings.passkeys.added", defaultMessage: "Passkey added" }), {
          description: t({
            id: "settings.passkeys.addedDescription",
            defaultMessage: "Use it next time you sign in.",
          }),
        });
      },
      onError: (err) =>
        toast.error(
          t({ id: "settings.passkeys.addFailed", defaultMessage: "Could not add the passkey" }),
          { description: err.message },
        ),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "settings.passkeys.title", defaultMessage: "Passkeys" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.passkeys.description",
            defaultMessage:
              "Sign in with this device's fingerprint, face or PIN instead of your password.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState
          query={list}
          errorText={t({
            id: "settings.passkeys.loadError",
            defaultMessage: "Could not load your passkeys",
          })}
        >
          {(passkeys) =>
            passkeys.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {t({ id: "settings.passkeys.none", defaultMessage: "No passkeys yet." })}
              </p>
            ) : (
              <ul
                aria-label={t({ id: "settings.passkeys.list", defaultMessage: "Your passkeys" })}
                className="grid gap-2"
              >
                {passkeys.map((p) => (
                  <li key={p.id} className="flex items-center gap-2 text-sm">
                    <KeyRound className="size-4" aria-hidden="true" />
                    <span className="flex-1">
                      {p.name || t({ id: "settings.passkeys.unnamed", defaultMessage: "Passkey" })}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={
                        p.name
                          ? t(
                              {
                                id: "settings.passkeys.removeNamed",
                                defaultMessage: "Remove passkey {name}",
                              },
                              { name: p.name },
                            )
                          : t({ id: "settings.passkeys.remove", defaultMessage: "Remove passkey" })
                      }
                      disabled={deletePasskey.isPending}
                      onClick={() => deletePasskey.mutate(p.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <form onSubmit={add} noValidate className="flex items-end gap-2">
          <FormField
            label={t({ id: "settings.passkeys.name", defaultMessage: "Passkey name" })}
            className="flex-1"
          >
            <Input
              value={name}
              placeholder={t({ id: "settings.passkeys.namePlaceholder", defaultMessage: "Laptop" })}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={addPasskey.isPending}>
            {addPasskey.isPending
              ? t({ id: "settings.passkeys.waiting", defaultMessage: "Waiting for your device..." })
              : t({ id: "settings.passkeys.add", defaultMessage: "Add a passkey" })}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
