import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import {
  allowedNext,
  type ChallengeSide,
  EXTEND_HOLD_DAYS,
  transitionInputSchema,
} from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import {
  type TransitionVars,
  useExtendHold,
  useLogContact,
  useTransition,
} from "./api/negotiation-moves";

/** The button that makes a move, in the reader's language. */
function verb(to: NegotiationStatus): string {
  switch (to) {
    case "pending":
      return t({ id: "negotiations.move.pending", defaultMessage: "Back to pending" });
    case "hold":
      return t({ id: "negotiations.move.hold", defaultMessage: "Hold" });
    case "challenge":
      return t({ id: "negotiations.move.challenge", defaultMessage: "We were challenged" });
    case "confirmed":
      return t({ id: "negotiations.move.confirmed", defaultMessage: "Confirm" });
    case "released":
      return t({ id: "negotiations.move.released", defaultMessage: "Release" });
    case "declined":
      return t({ id: "negotiations.move.declined", defaultMessage: "Declined" });
  }
}
/** Our 2nd (or lower) hold challenges the act above: they owe the answer (decision 0011). */
const challengeAbove = () =>
  t({ id: "negotiations.move.challengeAbove", defaultMessage: "Challenge the hold above" });

interface Move {
  to: NegotiationStatus;
  label: string;
  challengedBy?: ChallengeSide;
}

/** The buttons of a status: a hold can be challenged either way round. */
function movesFrom(status: string, rank: number | null | undefined): Move[] {
  return allowedNext(status).flatMap((to): Move[] => {
    if (to !== "challenge") return [{ to, label: verb(to) }];
    const them: Move = { to, label: verb("challenge"), challengedBy: "them" };
    return (rank ?? 1) > 1 ? [them, { to, label: challengeAbove(), challengedBy: "us" }] : [them];
  });
}

const errorTitle = () => t({ id: "negotiations.error", defaultMessage: "Error" });

type Ask = { kind: "cancel" } | { kind: "conflict"; message: string } | null;

/** What the controls need of a negotiation (the HCC's and the tour page's shows both have it). */
export interface MovableNegotiation {
  id: string;
  status: string;
  venueName: string;
  /** Only a 2nd or lower hold is offered to challenge the hold above it. */
  holdRank?: number | null;
}

/**
 * The negotiation's allowed moves and quick actions, in the HCC Manager and in Edit Show.
 * Releasing a confirmed show (a cancellation) asks first; a date conflict offers to confirm
 * anyway, which is recorded.
 */
/** What a move may carry besides its target: a hold's rank and expiry, a challenge's deadline. */
export type MoveOptions = Pick<TransitionVars, "holdRank" | "holdExpiry" | "challengeDeadline">;

export function TransitionControls({
  n,
  compact,
  optionsFor,
}: {
  n: MovableNegotiation;
  compact?: boolean;
  /** Values the user chose for a move (Edit Show); the server defaults the rest. */
  optionsFor?(to: NegotiationStatus): MoveOptions;
}) {
  const transition = useTransition();
  const contact = useLogContact();
  const extend = useExtendHold();
  const [ask, setAsk] = useState<Ask>(null);
  const busy = transition.isPending || contact.isPending || extend.isPending;

  const move = async (to: NegotiationStatus, override = false, challengedBy?: ChallengeSide) => {
    const vars = { to, override: override || undefined, challengedBy, ...optionsFor?.(to) };
    // Checked here with the API's own schema, so a bad rank or date never leaves the page.
    const checked = transitionInputSchema.safeParse(vars);
    if (!checked.success) {
      toast.error(errorTitle(), { description: checked.error.issues[0]?.message });
      return;
    }
    try {
      await transition.mutateAsync({ showId: n.id, ...vars });
      const label = challengedBy === "us" ? challengeAbove() : verb(to);
      toast.success(t({ id: "negotiations.move.updated", defaultMessage: "Negotiation updated" }), {
        description: t(
          { id: "negotiations.move.updatedDescription", defaultMessage: "{venue}: {move}" },
          { venue: n.venueName, move: label },
        ),
      });
      setAsk(null);
    } catch (err) {
      const e = err as Error;
      if (
        to === "confirmed" &&
        !override &&
        e instanceof ApiRequestError &&
        e.code === "date_conflict"
      ) {
        setAsk({ kind: "conflict", message: e.message });
        return;
      }
      toast.error(errorTitle(), { description: e.message });
    }
  };
  const run = async (what: () => Promise<unknown>, title: string) => {
    try {
      await what();
      toast.success(title, { description: n.venueName });
    } catch (err) {
      toast.error(errorTitle(), { description: (err as Error).message });
    }
  };
  const next = allowedNext(n.status);
  const moves = movesFrom(n.status, n.holdRank);
  const size = compact ? "sm" : "default";
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map(({ to, label, challengedBy }) => (
        <Button
          // Also inside Edit Show's form: a move is never that form's submit.
          type="button"
          key={label}
          size={size}
          variant={to === "confirmed" ? "default" : "outline"}
          disabled={busy}
          onClick={() =>
            n.status === "confirmed" && to === "released"
              ? setAsk({ kind: "cancel" })
              : void move(to, false, challengedBy)
          }
        >
          {label}
        </Button>
      ))}
      {n.status === "hold" ? (
        <Button
          type="button"
          size={size}
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => extend.mutateAsync({ showId: n.id, days: EXTEND_HOLD_DAYS }),
              t(
                {
                  id: "negotiations.move.extended",
                  defaultMessage:
                    "{days, plural, one {Hold extended by # day} other {Hold extended by # days}}",
                },
                { days: EXTEND_HOLD_DAYS },
              ),
            )
          }
        >
          {t({ id: "negotiations.move.extend", defaultMessage: "Extend hold" })}
        </Button>
      ) : null}
      {next.length > 0 ? (
        <Button
          type="button"
          size={size}
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run(
              () => contact.mutateAsync({ showId: n.id }),
              t({ id: "negotiations.move.contactLogged", defaultMessage: "Contact logged" }),
            )
          }
        >
          {t({ id: "negotiations.move.logContact", defaultMessage: "Log contact" })}
        </Button>
      ) : null}
      <AlertDialog open={ask !== null} onOpenChange={(open) => !open && setAsk(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {ask?.kind === "conflict"
                ? t({ id: "negotiations.move.conflictTitle", defaultMessage: "Date conflict" })
                : t({
                    id: "negotiations.move.releaseTitle",
                    defaultMessage: "Release a confirmed show?",
                  })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {ask?.kind === "conflict"
                ? t(
                    {
                      id: "negotiations.move.conflictBody",
                      defaultMessage:
                        "{conflict}. Confirm this one too? The override is recorded on the timeline.",
                    },
                    { conflict: ask.message },
                  )
                : t(
                    {
                      id: "negotiations.move.releaseBody",
                      defaultMessage:
                        "{venue} is confirmed. Releasing it cancels the show; this cannot be undone.",
                    },
                    { venue: n.venueName },
                  )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>
              {t({ id: "negotiations.move.cancel", defaultMessage: "Cancel" })}
            </AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                void (ask?.kind === "conflict" ? move("confirmed", true) : move("released"));
              }}
            >
              {ask?.kind === "conflict"
                ? t({
                    id: "negotiations.holdFields.confirmAnyway",
                    defaultMessage: "Confirm anyway",
                  })
                : t({ id: "negotiations.move.releaseShow", defaultMessage: "Release show" })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
