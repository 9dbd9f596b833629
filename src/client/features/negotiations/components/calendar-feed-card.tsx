import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { useOfflineStatus } from "@/client/offline/offline-status";
import { FEED_DAYS_BACK, FEED_MONTHS_AHEAD } from "@/domain/negotiations/calendar-feed-window";
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
      toast.error(t({ id: "negotiations.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t({ id: "negotiations.feed.copied", defaultMessage: "Feed address copied" }));
    } catch {
      toast.error(t({ id: "negotiations.error", defaultMessage: "Error" }), {
        description: t({
          id: "negotiations.feed.copyFailed",
          defaultMessage: "Copy failed; select the address and copy it.",
        }),
      });
    }
  };
  const busy = rotate.isPending || revoke.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t({ id: "negotiations.feed.title", defaultMessage: "Calendar feed (iCal)" })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {feed.isPending ? (
          <p className="text-muted-foreground">
            {t({ id: "negotiations.calendar.loading", defaultMessage: "Loading..." })}
          </p>
        ) : feed.isError && offline ? (
          // The address is a secret, never saved on the device (ADR 0018).
          <p role="status" className="text-muted-foreground">
            {t({
              id: "negotiations.feed.offline",
              defaultMessage:
                "You're offline. The feed's address is never saved on this device; it shows when you reconnect.",
            })}
          </p>
        ) : feed.isError ? (
          <p role="alert" className="text-destructive">
            {feed.error.message}
          </p>
        ) : url ? (
          <>
            <p className="text-muted-foreground">
              {t({
                id: "negotiations.feed.subscribe",
                defaultMessage:
                  "Subscribe from Google or Apple Calendar. Anyone with this address can read your shows: keep it secret, regenerate it if it leaks. It is yours alone, and stops working if your role changes or you leave the workspace.",
              })}
            </p>
            <div className="grid gap-1.5">
              <Label htmlFor="feed-url">
                {t({ id: "negotiations.feed.address", defaultMessage: "Feed address" })}
              </Label>
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
                  aria-label={t({
                    id: "negotiations.feed.copy",
                    defaultMessage: "Copy feed address",
                  })}
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
                    t({
                      id: "negotiations.feed.regenerated",
                      defaultMessage: "New feed address created; the old one no longer works",
                    }),
                  )
                }
              >
                {t({ id: "negotiations.feed.regenerate", defaultMessage: "Regenerate" })}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => revoke.mutateAsync(),
                    t({
                      id: "negotiations.feed.turnedOff",
                      defaultMessage: "Calendar feed turned off",
                    }),
                  )
                }
              >
                {t({ id: "negotiations.feed.turnOff", defaultMessage: "Turn off" })}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">
              {t(
                {
                  id: "negotiations.feed.explain",
                  defaultMessage:
                    "Confirmed shows, holds (tentative) and deadlines from {days} days ago to {months} months ahead, in your own calendar app.",
                },
                { days: FEED_DAYS_BACK, months: FEED_MONTHS_AHEAD },
              )}
            </p>
            <div>
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => rotate.mutateAsync(),
                    t({ id: "negotiations.feed.created", defaultMessage: "Calendar feed created" }),
                  )
                }
              >
                {t({ id: "negotiations.feed.create", defaultMessage: "Create feed address" })}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
