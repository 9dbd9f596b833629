import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useOfflineStatus } from "@/client/offline/offline-status";
import { calendarFeedQuery } from "../api/negotiations";
import { useRevokeFeed, useRotateFeed } from "../api/use-negotiation-mutations";

/** The secret iCal address Google or Apple Calendar subscribes to; regenerate to revoke. */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery);
  const { offline } = useOfflineStatus();
  const rotate = useRotateFeed();
  const revoke = useRevokeFeed();
  const url = feed.data?.path ? `${window.location.origin}${feed.data.path}` : null;
  const run = async (what: () => Promise<unknown>, title: string) => {
    try {
      await what();
      toast.success(title);
    } catch (err) {
      toast.error("Error", { description: (err as Error).message });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Feed address copied");
    } catch {
      toast.error("Error", { description: "Copy failed; select the address and copy it." });
    }
  };
  const busy = rotate.isPending || revoke.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <CalendarPlus className="size-4" aria-hidden="true" />
          Calendar feed (iCal)
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {feed.isPending ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : feed.isError && offline ? (
          // The address is a secret, never saved on the device (ADR 0018).
          <p role="status" className="text-muted-foreground">
            You're offline. The feed's address is never saved on this device; it shows when you
            reconnect.
          </p>
        ) : feed.isError ? (
          <p role="alert" className="text-destructive">
            {feed.error.message}
          </p>
        ) : url ? (
          <>
            <p className="text-muted-foreground">
              Subscribe from Google or Apple Calendar. Anyone with this address can read your shows:
              keep it secret, regenerate it if it leaks.
            </p>
            <div className="grid gap-1.5">
              <Label htmlFor="feed-url">Feed address</Label>
              <div className="flex gap-2">
                <Input
                  id="feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Copy feed address"
                  onClick={() => void copy()}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => rotate.mutateAsync(),
                    "New feed address created; the old one no longer works",
                  )
                }
              >
                Regenerate
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => void run(() => revoke.mutateAsync(), "Calendar feed turned off")}
              >
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              Confirmed shows, holds (tentative) and deadlines in your own calendar app.
            </p>
            <div>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => void run(() => rotate.mutateAsync(), "Calendar feed created")}
              >
                Create feed address
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
