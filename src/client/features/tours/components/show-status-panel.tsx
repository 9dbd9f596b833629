import { useState } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import { instantText } from "@/client/lib/person-clock";
import { ChallengeNote } from "@/client/negotiation/challenge-note";
import {
  challengeDeadlineHint,
  holdExpiryHint,
  pickedRank,
  rankOptions,
  toInstant,
} from "@/client/negotiation/negotiation-fields";
import { TransitionControls } from "@/client/negotiation/transition-controls";
import { allowedNext, NEXT_FREE_RANK } from "@/domain/negotiations/negotiations";
import type { NegotiationStatus } from "@/domain/negotiations/statuses";
import type { ShowView } from "../api/tours";
import { unknownVenue } from "../tour-words";
import { ShowStatusBadge } from "./status-badge";

const at = (iso: string | null) => (iso ? instantText(iso) : "");

/**
 * Edit Show: the negotiation's status and its legal next moves, the same controls as the
 * HCC Manager (a move is saved at once and recorded; releasing a confirmed show asks first).
 * A move to hold may carry a rank and an expiry, a challenge its deadline; left empty, the
 * server's defaults apply (next free rank, HOLD_EXPIRY_HINT, CHALLENGE_DEADLINE_HINT).
 */
export function ShowStatusPanel({ show }: { show: ShowView }) {
  const [rank, setRank] = useState(NEXT_FREE_RANK);
  const [expiry, setExpiry] = useState("");
  const [deadline, setDeadline] = useState("");
  const next = allowedNext(show.status);
  const facts = [
    show.status === "hold" && show.holdExpiry
      ? t(
          { id: "tours.showStatus.expires", defaultMessage: "expires {when}" },
          { when: at(show.holdExpiry) },
        )
      : "",
  ].filter(Boolean);
  const optionsFor = (to: NegotiationStatus) => {
    if (to === "hold") {
      return {
        holdRank: pickedRank(rank),
        holdExpiry: toInstant(expiry),
      };
    }
    if (to === "challenge") return { challengeDeadline: toInstant(deadline) };
    return {};
  };
  return (
    // Boxed from sm up; on a phone a rule below it, so a date-time input keeps its width.
    <section
      aria-label={t({ id: "tours.showStatus.label", defaultMessage: "Negotiation status" })}
      className="grid min-w-0 gap-3 border-b pb-4 sm:rounded-lg sm:border sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">
          {t({ id: "tours.showStatus.status", defaultMessage: "Status" })}
        </span>
        <ShowStatusBadge status={show.status} rank={show.holdRank} />
        {facts.length > 0 ? (
          <span className="text-muted-foreground">{facts.join(" · ")}</span>
        ) : null}
      </div>
      <ChallengeNote n={show} />
      {next.includes("hold") || next.includes("challenge") ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {next.includes("hold") ? (
            <>
              <FormField label={t({ id: "tours.showStatus.rank", defaultMessage: "Rank if held" })}>
                <SelectField value={rank} onChange={setRank} options={rankOptions()} />
              </FormField>
              <FormField
                label={t({ id: "tours.showStatus.holdExpires", defaultMessage: "Hold expires" })}
                hint={holdExpiryHint()}
              >
                <Input
                  className="min-w-0"
                  type="datetime-local"
                  value={expiry}
                  onChange={(e) => setExpiry(e.target.value)}
                />
              </FormField>
            </>
          ) : null}
          {next.includes("challenge") ? (
            <FormField
              label={t({
                id: "tours.showStatus.challengeDeadline",
                defaultMessage: "Challenge deadline",
              })}
              hint={challengeDeadlineHint()}
            >
              <Input
                className="min-w-0"
                type="datetime-local"
                value={deadline}
                onChange={(e) => setDeadline(e.target.value)}
              />
            </FormField>
          ) : null}
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t({
          id: "tours.showStatus.savedAtOnce",
          defaultMessage:
            "A status change is saved at once and recorded on the negotiation's timeline.",
        })}
      </p>
      <TransitionControls
        compact
        optionsFor={optionsFor}
        n={{
          id: show.id,
          status: show.status,
          holdRank: show.holdRank,
          venueName: show.venue?.name || unknownVenue(),
        }}
      />
    </section>
  );
}
