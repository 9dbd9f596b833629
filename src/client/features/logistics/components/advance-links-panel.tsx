import { useState } from "react";
import { toast } from "sonner";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
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
      <SectionTitle>Venue link</SectionTitle>
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
              onError: (err) => toast.error("Error", { description: err.message }),
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="advance-recipient">For (promoter or venue contact)</Label>
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
          <Label htmlFor="advance-share">Ask about settlement too (money)</Label>
        </div>
        <Button type="submit" disabled={create.isPending || !recipient.trim()}>
          Make link
        </Button>
      </form>
      {made ? (
        <div className="grid gap-1 text-sm">
          <p>Send this link to the venue. It is shown this once.</p>
          <Input readOnly aria-label="Venue link" value={made} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
      {links.length ? (
        <ul className="grid gap-1 text-sm">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2">
              <span>
                {l.recipient} · until {dayText(l.expiresAt)}
                {l.shareSettlement ? " · settlement shared" : ""}
                {l.revokedAt ? " · turned off" : ""}
              </span>
              {!l.revokedAt ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    revoke.mutate(
                      { tourId, showId, id: l.id },
                      { onSuccess: () => toast.success("Link turned off") },
                    )
                  }
                >
                  Turn off
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
