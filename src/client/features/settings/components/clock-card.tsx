import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { TimeFormat } from "@/domain/account/profile";
import { profileQuery } from "../api/profile";
import { useTimeFormat } from "../api/use-profile-mutations";

/**
 * 12- or 24-hour times, each person their own (issue 38), everywhere: pages, PDFs, mail and
 * notifications (domain/date-time.ts). Unset reads 24-hour, as the server writes it.
 */
export function ClockCard() {
  const profile = useQuery(profileQuery);
  const save = useTimeFormat();
  const value = profile.data?.timeFormat ?? "24h";
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">{t({ id: "settings.clock.title", defaultMessage: "Clock" })}</CardTitle>
        <CardDescription>
          {t({
            id: "settings.clock.description",
            defaultMessage:
              "How times read for you: on every page, in PDFs, emails and notifications.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Label htmlFor="time-format">
          {t({ id: "settings.clock.label", defaultMessage: "Times" })}
        </Label>
        <select
          id="time-format"
          className="mt-1 block h-9 rounded-md border bg-background px-2 text-sm"
          value={value}
          disabled={!profile.data || save.isPending}
          onChange={(e) => {
            const next = e.target.value as TimeFormat;
            save.mutate(next, {
              onSuccess: () =>
                toast.success(t({ id: "settings.clock.saved", defaultMessage: "Clock saved" })),
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
            });
          }}
        >
          <option value="24h">
            {t({ id: "settings.clock.24h", defaultMessage: "24-hour (19:30)" })}
          </option>
          <option value="12h">
            {t({ id: "settings.clock.12h", defaultMessage: "12-hour (7:30 PM)" })}
          </option>
        </select>
      </CardContent>
    </Card>
  );
}
