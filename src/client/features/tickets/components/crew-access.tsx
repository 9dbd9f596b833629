import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { useCan } from "@/client/lib/workspace";
import { ticketSettingsQuery } from "../api/tickets";
import { useSaveTicketSettings } from "../api/use-ticket-mutations";

const SWITCH_LABEL = "Crew and artists see sold / capacity (never gross)";

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
          ? "Crew and artists see sold / capacity, never gross. The owner decides this."
          : "Crew and artists do not see ticket counts. The owner decides this."}
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
                    ? "Crew and artists now see sold / capacity"
                    : "Counts hidden from crew and artists",
                ),
              onError: (err) => toast.error("Error", { description: err.message }),
            },
          )
        }
      />
      <Label htmlFor={id}>{SWITCH_LABEL}</Label>
    </div>
  );
}
