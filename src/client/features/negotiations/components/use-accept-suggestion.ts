import { toast } from "sonner";
import { t } from "@/client/i18n/t";
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
          toast.success(
            t({ id: "negotiations.accept.confirmed", defaultMessage: "Show confirmed" }),
            {
              description: t(
                {
                  id: "negotiations.accept.confirmedDescription",
                  defaultMessage: "{venue} is confirmed.",
                },
                { venue: s.venue },
              ),
            },
          );
          return;
        case "release":
          await transition.mutateAsync({ showId: s.showId, to: "released", note: s.action });
          toast.success(
            t({ id: "negotiations.accept.released", defaultMessage: "Hold released" }),
            {
              description: t(
                {
                  id: "negotiations.accept.releasedDescription",
                  defaultMessage: "{venue} is released.",
                },
                { venue: s.venue },
              ),
            },
          );
          return;
        case "extend":
          await extend.mutateAsync({ showId: s.showId, days: EXTEND_HOLD_DAYS });
          toast.success(
            t({ id: "negotiations.timeline.extended", defaultMessage: "Hold extended" }),
            {
              description: t(
                {
                  id: "negotiations.accept.extendedDescription",
                  defaultMessage: "{venue}: {days, plural, one {# more day} other {# more days}}.",
                },
                { venue: s.venue, days: EXTEND_HOLD_DAYS },
              ),
            },
          );
          return;
        case "follow-up":
          await contact.mutateAsync({
            showId: s.showId,
            note: t({ id: "negotiations.accept.followedUpNote", defaultMessage: "Followed up" }),
          });
          toast.success(
            t({ id: "negotiations.move.contactLogged", defaultMessage: "Contact logged" }),
            {
              description: t(
                {
                  id: "negotiations.accept.followUpDescription",
                  defaultMessage: "Follow-up with {venue} logged.",
                },
                { venue: s.venue },
              ),
            },
          );
          return;
        case "add-deal":
          await deal.mutateAsync({ showId: s.showId });
          toast.success(t({ id: "negotiations.timeline.deal", defaultMessage: "Deal recorded" }), {
            description: t(
              {
                id: "negotiations.accept.dealDescription",
                defaultMessage: "Guarantee deal for {venue} recorded.",
              },
              { venue: s.venue },
            ),
          });
          return;
        case "open":
          onOpen(s.showId);
          return;
      }
    } catch (err) {
      toast.error(t({ id: "negotiations.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
      // A conflict or a changed status is best resolved in the detail.
      onOpen(s.showId);
    }
  };
  return { accept, busy };
}
