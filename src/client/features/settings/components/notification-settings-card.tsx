import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import { allTimeZones, plainZone, timeZoneLabel } from "@/domain/logistics/time-zones";
import type { NotificationSettingsView } from "@/domain/notifications/delivery";
import {
  CHANNELS,
  type Channel,
  kindLabel,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "@/domain/notifications/kinds";
import {
  notificationSettingsQuery,
  useUpdateNotificationSettings,
} from "../api/notification-settings";

const channelLabel = (channel: Channel): string =>
  channel === "app"
    ? t({ id: "settings.notifications.channel.app", defaultMessage: "In the app" })
    : t({ id: "settings.notifications.channel.email", defaultMessage: "Email" });

/**
 * The saved zone as the list names it: UTC for every alias of it, and the list always holds
 * it (allTimeZones adds UTC and the saved one), so a select never shows another zone in its
 * place (issue 47: a browser in UTC read "Africa/Abidjan", the list's first).
 */
const zone = (data: NotificationSettingsView) => plainZone(data.timeZone ?? "UTC");

/** Settings' Notifications section (docs/product.md §19.2): each kind on each channel, and the zone. */
export function NotificationSettingsCard() {
  const settings = useQuery(notificationSettingsQuery);
  const update = useUpdateNotificationSettings();
  const failed = (err: Error) =>
    toast.error(t({ id: "common.error", defaultMessage: "Error" }), { description: err.message });
  const enabled = (data: NotificationSettingsView, kind: NotificationKind, channel: Channel) =>
    data.settings.find((s) => s.kind === kind && s.channel === channel)?.enabled ?? true;
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "settings.notifications.title", defaultMessage: "Notifications" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "settings.notifications.description",
            defaultMessage:
              "Urgent ones are emailed at once; the rest come in one digest at 08:00 your time.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          errorText={t({
            id: "settings.notifications.loadError",
            defaultMessage: "Could not load your notification settings",
          })}
        >
          {(data) => (
            <div className="grid gap-4">
              {!data.mailConfigured && (
                <p className="rounded-md border bg-muted/50 p-3 text-sm" role="note">
                  {t({
                    id: "settings.notifications.mailOff",
                    defaultMessage:
                      "Email is off on this server: notifications show in the bell only.",
                  })}
                </p>
              )}
              <label className="grid gap-1 text-sm font-medium">
                {t({
                  id: "settings.notifications.timeZone",
                  defaultMessage: "Time zone for the daily digest",
                })}
                <select
                  className="h-9 rounded-md border bg-background px-2 font-normal"
                  value={zone(data)}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ timeZone: e.target.value }, { onError: failed })}
                >
                  {allTimeZones([zone(data)]).map((z) => (
                    <option key={z} value={z}>
                      {timeZoneLabel(z)}
                    </option>
                  ))}
                </select>
              </label>
              <table className="w-full text-sm">
                <caption className="sr-only">
                  {t({
                    id: "settings.notifications.caption",
                    defaultMessage: "What you hear about, and where",
                  })}
                </caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th scope="col" className="py-1 font-medium">
                      {t({ id: "settings.notifications.kind", defaultMessage: "Kind" })}
                    </th>
                    {CHANNELS.map((c) => (
                      <th key={c} scope="col" className="w-24 py-1 text-center font-medium">
                        {channelLabel(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <tr key={kind} className="border-t">
                      <th scope="row" className="py-2 text-left font-normal">
                        {kindLabel(kind)}
                      </th>
                      {CHANNELS.map((channel) => (
                        <td key={channel} className="text-center">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            aria-label={t(
                              {
                                id: "settings.notifications.toggle",
                                defaultMessage: "{channel}: {kind}",
                              },
                              { channel: channelLabel(channel), kind: kindLabel(kind) },
                            )}
                            checked={enabled(data, kind, channel)}
                            disabled={
                              update.isPending || (channel === "email" && !data.mailConfigured)
                            }
                            onChange={(e) =>
                              update.mutate(
                                { settings: [{ kind, channel, enabled: e.target.checked }] },
                                { onError: failed },
                              )
                            }
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
