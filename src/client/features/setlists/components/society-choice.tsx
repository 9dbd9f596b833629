import { useId, useState } from "react";
import { toast } from "sonner";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { SOCIETIES, SOCIETY_CODES, type SocietyCode } from "@/domain/setlists/societies";
import { useSaveSocieties } from "../api/filings";

/**
 * The societies the band files with (Settings of the filing): each with where it takes
 * shows and its deadline. Owners and managers choose; artists see the choice.
 */
export function SocietyChoice({ chosen }: { chosen: readonly SocietyCode[] }) {
  const canChoose = useCan()("PUT /api/setlist-settings");
  const [picked, setPicked] = useState<SocietyCode[]>([...chosen]);
  const save = useSaveSocieties();
  const id = useId();
  const changed = picked.join() !== chosen.join();
  const toggle = (code: SocietyCode, on: boolean) =>
    setPicked((now) => SOCIETY_CODES.filter((c) => (c === code ? on : now.includes(c))));
  const submit = () =>
    save.mutate(picked, {
      onSuccess: () =>
        toast.success(t({ id: "setlists.societies.saved", defaultMessage: "Societies saved" })),
      onError: (err) => toast.error(err.message),
    });
  return (
    <Card>
      <CardHeader>
        <SectionTitle>
          {t({ id: "setlists.societies.title", defaultMessage: "Societies the band files with" })}
        </SectionTitle>
        <CardDescription>
          {canChoose
            ? t({
                id: "setlists.societies.description",
                defaultMessage:
                  "Each pays the writers for the shows it takes, once the set is reported by its deadline.",
              })
            : t({
                id: "setlists.societies.descriptionReader",
                defaultMessage:
                  "Each pays the writers for the shows it takes, once the set is reported by its deadline. An owner or a manager chooses them.",
              })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SOCIETY_CODES.map((code) => {
            const s = SOCIETIES[code];
            const box = `${id}-${code}`;
            return (
              <li key={code} className="flex items-start gap-2">
                <Checkbox
                  id={box}
                  checked={picked.includes(code)}
                  disabled={!canChoose || save.isPending}
                  onCheckedChange={(v) => toggle(code, v === true)}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={box}>
                    {s.name}{" "}
                    <span className="font-normal text-muted-foreground">· {s.programme}</span>
                  </Label>
                  <p className="text-xs text-muted-foreground">
                    {s.territoryText}. {s.deadlineText}.
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        {canChoose ? (
          <div>
            <Button onClick={submit} disabled={!changed || save.isPending}>
              {save.isPending
                ? t({ id: "setlists.societies.saving", defaultMessage: "Saving..." })
                : t({ id: "setlists.societies.save", defaultMessage: "Save societies" })}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
