import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { Suggestion } from "@/domain/negotiations/suggestions";
import { useDismissSuggestion } from "../api/use-negotiation-mutations";

/** Override: dismiss a suggestion with an optional reason, until its data changes. */
export function OverrideDialog({
  suggestion,
  onClose,
}: {
  suggestion: Suggestion | null;
  onClose(): void;
}) {
  const [reason, setReason] = useState("");
  const dismiss = useDismissSuggestion();
  useEffect(() => {
    if (suggestion) setReason("");
  }, [suggestion]);
  const submit = async () => {
    if (!suggestion) return;
    try {
      await dismiss.mutateAsync({
        showId: suggestion.showId,
        rule: suggestion.rule,
        reason: reason.trim() || undefined,
      });
      toast.success(
        t({ id: "negotiations.override.done", defaultMessage: "Suggestion overridden" }),
        {
          description: t({
            id: "negotiations.override.doneDescription",
            defaultMessage: "It comes back if the negotiation changes.",
          }),
        },
      );
      onClose();
    } catch (err) {
      toast.error(t({ id: "negotiations.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };
  return (
    <Dialog open={suggestion !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t({ id: "negotiations.override.title", defaultMessage: "Override suggestion" })}
          </DialogTitle>
          <DialogDescription>
            {suggestion
              ? t(
                  { id: "negotiations.override.what", defaultMessage: "{venue}: {action}" },
                  { venue: suggestion.venue, action: suggestion.action },
                )
              : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="override-reason">
            {t({ id: "negotiations.override.reason", defaultMessage: "Reason (optional)" })}
          </Label>
          <textarea
            id="override-reason"
            className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t({ id: "negotiations.move.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button disabled={dismiss.isPending} onClick={() => void submit()}>
            {dismiss.isPending
              ? t({ id: "negotiations.details.saving", defaultMessage: "Saving..." })
              : t({ id: "negotiations.action.override", defaultMessage: "Override" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
