import { toast } from "sonner";
import { EXTEND_HOLD_DAYS } from "@/domain/negotiations/negotiations";
import type { Suggestion } from "@/domain/negotiations/suggestions";
import {
  useExtendHold,
  useLogContact,
  useRecordDeal,
  useTransition,
} from "../api/use-negotiation-mutations";

/** Accept does what the suggestion says, for real; "open" hands over to the detail. */
export function useAcceptSuggestion(onOpen: (showId: string) => void) {
  const transition = useTransition();
  const contact = useLogContact();
  const extend = useExtendHold();
  const deal = useRecordDeal();
  const busy = transition.isPending || contact.isPending || extend.isPending || deal.isPending;

  const accept = async (s: Suggestion) => {
    try {
      switch (s.kind) {
        case "confirm":
          await transition.mutateAsync({ showId: s.showId, to: "confirmed" });
          toast.success("Show confirmed", { description: `${s.venue} is confirmed.` });
          return;
        case "release":
          await transition.mutateAsync({ showId: s.showId, to: "released", note: s.action });
          toast.success("Hold released", { description: `${s.venue} is released.` });
          return;
        case "extend":
          await extend.mutateAsync({ showId: s.showId, days: EXTEND_HOLD_DAYS });
          toast.success("Hold extended", {
            description: `${s.venue}: ${EXTEND_HOLD_DAYS} more days.`,
          });
          return;
        case "follow-up":
          await contact.mutateAsync({ showId: s.showId, note: "Followed up" });
          toast.success("Contact logged", { description: `Follow-up with ${s.venue} logged.` });
          return;
        case "add-deal":
          await deal.mutateAsync({ showId: s.showId });
          toast.success("Deal recorded", {
            description: `Guarantee deal for ${s.venue} recorded.`,
          });
          return;
        case "open":
          onOpen(s.showId);
          return;
      }
    } catch (err) {
      toast.error("Error", { description: (err as Error).message });
      // A conflict or a changed status is best resolved in the detail.
      onOpen(s.showId);
    }
  };
  return { accept, busy };
}
