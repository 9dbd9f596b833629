import { useState } from "react";
import { toast } from "sonner";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { dayText } from "@/client/lib/person-clock";
import type { AdvanceLinkRow } from "@/domain/logistics/advance-links";
import { useAdvanceMutation } from "../api/use-advance-mutations";

/** Send the venue a link (shown once), see who has one, turn one off. */
export function AdvanceLinksPanel({
  tourId,
  showId,
  links,
}: {
  tourId: string;
  showId: string;
  links: AdvanceLinkRow[];
}) {
  const create = useAdvanceMutation("createLink");
  const revoke = useAdvanceMutation("revokeLink");
  const [recipient, setRecipient] = useState("");
  const [share, setShare] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4">
      <SectionTitle>
        {t({ id: "logistics.advanceLinks.title", defaultMessage: "Venue link" })}
      </SectionTitle>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { tourId, showId, input: { recipient, shareSettlement: share } },
            {
              onSuccess: (link) => {
                setMade(link.url);
                setRecipient("");
              },
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="advance-recipient">
            {t({
              id: "logistics.advanceLinks.recipient",
              defaultMessage: "For (promoter or venue contact)",
            })}
          </Label>
          <Input
            id="advance-recipient"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            className="w-64"
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox
            id="advance-share"
            checked={share}
            onCheckedChange={(v) => setShare(v === true)}
          />
          <Label htmlFor="advance-share">
            {t({
              id: "logistics.advanceLinks.share",
              defaultMessage: "Ask about settlement too (money)",
            })}
          </Label>
        </div>
        <Button type="submit" disabled={create.isPending || !recipient.trim()}>
          {t({ id: "logistics.advanceLinks.make", defaultMessage: "Make link" })}
        </Button>
      </form>
      {made ? (
        <div className="grid gap-1 text-sm">
          <p>
            {t({
              id: "logistics.advanceLinks.shownOnce",
              defaultMessage: "Send this link to the venue. It is shown this once.",
            })}
          </p>
          <Input
            readOnly
            aria-label={t({ id: "logistics.advanceLinks.title", defaultMessage: "Venue link" })}
            value={made}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ) : null}
      {links.length ? (
        <ul className="grid gap-1 text-sm">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2">
              <span>
                {t(
                  {
                    id: "logistics.advanceLinks.until",
                    defaultMessage: "{recipient} · until {day}",
                  },
                  { recipient: l.recipient, day: dayText(l.expiresAt) },
                )}
                {l.shareSettlement
                  ? ` · ${t({ id: "logistics.advanceLinks.settlementShared", defaultMessage: "settlement shared" })}`
                  : ""}
                {l.revokedAt
                  ? ` · ${t({ id: "logistics.advanceLinks.turnedOff", defaultMessage: "turned off" })}`
                  : ""}
              </span>
              {!l.revokedAt ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    revoke.mutate(
                      { tourId, showId, id: l.id },
                      {
                        onSuccess: () =>
                          toast.success(
                            t({
                              id: "logistics.advanceLinks.linkTurnedOff",
                              defaultMessage: "Link turned off",
                            }),
                          ),
                      },
                    )
                  }
                >
                  {t({ id: "logistics.advanceLinks.turnOff", defaultMessage: "Turn off" })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
