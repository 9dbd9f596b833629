import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { ticketSettingsQuery } from "../api/tickets";
import { useSaveTicketSettings } from "../api/use-ticket-mutations";

/**
 * Who reads the counts (issue 51 item 5): the owner decides with a switch; a manager reads
 * what was decided. Crew and artists are not shown this (their page says it in its figures).
 */
export function CrewAccess() {
  const can = useCan();
  const isOwner = can("PUT /api/ticket-settings");
  const isManager = can("POST /api/tours/:tourId/tickets/:showId");
  const settings = useQuery({ ...ticketSettingsQuery, enabled: isManager });
  const save = useSaveTicketSettings();
  const id = useId();
  if (!isManager || !settings.data) return null;
  const shared = settings.data.crewSeesTicketCounts;
  if (!isOwner) {
    return (
      <p className="text-sm text-muted-foreground">
        {shared
          ? t({
              id: "tickets.crewAccess.shared",
              defaultMessage:
                "Crew and artists see sold / capacity, never gross. The owner decides this.",
            })
          : t({
              id: "tickets.crewAccess.notShared",
              defaultMessage: "Crew and artists do not see ticket counts. The owner decides this.",
            })}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={shared}
        disabled={save.isPending}
        onCheckedChange={(checked) =>
          save.mutate(
            { crewSeesTicketCounts: checked },
            {
              onSuccess: () =>
                toast.success(
                  checked
                    ? t({
                        id: "tickets.crewAccess.nowShared",
                        defaultMessage: "Crew and artists now see sold / capacity",
                      })
                    : t({
                        id: "tickets.crewAccess.nowHidden",
                        defaultMessage: "Counts hidden from crew and artists",
                      }),
                ),
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
            },
          )
        }
      />
      <Label htmlFor={id}>
        {t({
          id: "tickets.crewAccess.switch",
          defaultMessage: "Crew and artists see sold / capacity (never gross)",
        })}
      </Label>
    </div>
  );
}
