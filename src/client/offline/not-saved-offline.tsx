import { WifiOff } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";

/**
 * In place of something a page needs that was never saved on this device, while offline
 * (issue 34): said as what it is, not as an error ("Cannot reach the server" read as a
 * fault to fix). The page's queries read it again by themselves once the connection is back
 * (TanStack Query refetches on reconnecting). `links` offers the pages that do open.
 */
export function NotSavedOffline({
  text = t({
    id: "offline.notSaved.default",
    defaultMessage: "This was not saved on this device. It loads when you reconnect.",
  }),
  compact = false,
  links = false,
}: {
  text?: string;
  /** Above data still shown: one line. */
  compact?: boolean;
  links?: boolean;
}) {
  return (
    <Card className={compact ? "mb-4" : undefined} data-testid="not-saved-offline">
      <CardContent
        className={
          compact ? "flex items-center gap-3 px-4 py-2" : "flex flex-col items-start gap-2 p-6"
        }
      >
        <p role="status" className="flex items-center gap-2 font-medium">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {compact
            ? t({
                id: "offline.notSaved.compact",
                defaultMessage: "You're offline: showing what was loaded before.",
              })
            : t({ id: "offline.notSaved.title", defaultMessage: "You're offline." })}
        </p>
        {compact ? null : (
          <>
            <p>{text}</p>
            {/* What a device keeps without being asked (ADR 0018, road-days.ts), said where it is missing. */}
            <p className="text-sm text-muted-foreground">
              {t({
                id: "offline.notSaved.whatIsSaved",
                defaultMessage:
                  "Saved on this device: the pages you opened while online, the day sheets and guest lists of the next 14 days, and your own pay, travel and room on a tour in those days.",
              })}
            </p>
            {links ? (
              <p className="flex flex-wrap gap-4 text-sm">
                <Link to="/dashboard" className="font-medium text-primary underline">
                  {t({ id: "app.nav.overview", defaultMessage: "Overview" })}
                </Link>
                <Link to="/dashboard/tours" className="font-medium text-primary underline">
                  {t({ id: "app.nav.tours", defaultMessage: "Tours" })}
                </Link>
                <Link to="/dashboard/logistics" className="font-medium text-primary underline">
                  {t({ id: "app.logistics.tabLogistics", defaultMessage: "Logistics" })}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
