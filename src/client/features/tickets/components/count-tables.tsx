import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { Button } from "@/client/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import { dayText, instantText } from "@/client/lib/person-clock";
import { formatExact } from "@/domain/format";
import type { TicketCount } from "@/domain/tickets/counts";
import { useDeleteCount } from "../api/use-ticket-mutations";
import {
  asOfLabel,
  compsLabel,
  grossLabel,
  grossText,
  soldLabel,
  sourceText,
  tierLabel,
} from "./ticket-words";

/** The show's figure now: each tier's latest count (ADR 0031: a count is a total). */
export function TierTable({
  tiers,
  seesGross,
}: {
  tiers: readonly TicketCount[];
  seesGross: boolean;
}) {
  return (
    <Table>
      <caption className="sr-only">
        {t({ id: "tickets.tiers.caption", defaultMessage: "Each tier's latest count" })}
      </caption>
      <TableHeader>
        <TableRow>
          <TableHead>{tierLabel()}</TableHead>
          <TableHead>{soldLabel()}</TableHead>
          <TableHead>{compsLabel()}</TableHead>
          {seesGross ? <TableHead>{grossLabel()}</TableHead> : null}
          <TableHead>{asOfLabel()}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tiers.map((tier) => (
          <TableRow key={tier.id}>
            <TableCell className="font-medium">{tier.tier}</TableCell>
            <TableCell className="tabular-nums">{formatExact(tier.sold)}</TableCell>
            <TableCell className="tabular-nums">{formatExact(tier.comps)}</TableCell>
            {seesGross ? (
              <TableCell className="tabular-nums">{grossText(tier.gross, tier.currency)}</TableCell>
            ) : null}
            <TableCell className="whitespace-nowrap">{dayText(tier.countedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Every count the show has had, newest first, with where it came from. A manager deletes a
 * wrong one; the tier's figure goes back to its count before.
 */
/** Counts shown before "Show all": a season of weekly and daily counts is a long list on a phone. */
const HISTORY_FIRST = 12;

export function HistoryTable({
  tourId,
  showId,
  history,
  seesGross,
  canDelete,
}: {
  tourId: string;
  showId: string;
  history: readonly TicketCount[];
  seesGross: boolean;
  canDelete: boolean;
}) {
  const [deleting, setDeleting] = useState<TicketCount | null>(null);
  const [all, setAll] = useState(false);
  const remove = useDeleteCount();
  const newest = [...history].sort((a, b) => b.countedAt.localeCompare(a.countedAt));
  const shown = all ? newest : newest.slice(0, HISTORY_FIRST);
  return (
    <>
      <Table>
        <caption className="sr-only">
          {t({
            id: "tickets.history.caption",
            defaultMessage: "Every count of the show, newest first",
          })}
        </caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t({ id: "tickets.history.when", defaultMessage: "When" })}</TableHead>
            <TableHead>{tierLabel()}</TableHead>
            <TableHead>{soldLabel()}</TableHead>
            <TableHead>{compsLabel()}</TableHead>
            {seesGross ? <TableHead>{grossLabel()}</TableHead> : null}
            <TableHead>{t({ id: "tickets.history.source", defaultMessage: "Source" })}</TableHead>
            {canDelete ? (
              <TableHead>
                <span className="sr-only">
                  {t({ id: "tickets.list.actions", defaultMessage: "Actions" })}
                </span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((c) => (
            <TableRow key={c.id}>
              <TableCell className="whitespace-nowrap">{instantText(c.countedAt)}</TableCell>
              <TableCell>{c.tier}</TableCell>
              <TableCell className="tabular-nums">{formatExact(c.sold)}</TableCell>
              <TableCell className="tabular-nums">{formatExact(c.comps)}</TableCell>
              {seesGross ? (
                <TableCell className="tabular-nums">{grossText(c.gross, c.currency)}</TableCell>
              ) : null}
              <TableCell>{sourceText(c)}</TableCell>
              {canDelete ? (
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t(
                      {
                        id: "tickets.history.deleteLabel",
                        defaultMessage: "Delete the {tier} count of {when}",
                      },
                      { tier: c.tier, when: instantText(c.countedAt) },
                    )}
                    onClick={() => setDeleting(c)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {shown.length < newest.length ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAll(true)}>
          {t(
            { id: "tickets.history.showAll", defaultMessage: "Show all {count} counts" },
            { count: formatExact(newest.length) },
          )}
        </Button>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t({ id: "tickets.history.deleteTitle", defaultMessage: "Delete this count?" })}
        onConfirm={() =>
          deleting ? remove.mutateAsync({ tourId, showId, countId: deleting.id }) : undefined
        }
        successToast={{
          title: t({ id: "tickets.history.deleted", defaultMessage: "Count deleted" }),
        }}
      >
        {deleting
          ? t(
              {
                id: "tickets.history.deleteText",
                defaultMessage:
                  "{tier}, {day}: {sold} sold ({source}). The tier's figure goes back to its count before this one.",
              },
              {
                tier: deleting.tier,
                day: dayText(deleting.countedAt),
                sold: formatExact(deleting.sold),
                source: sourceText(deleting),
              },
            )
          : null}
      </ConfirmDeleteDialog>
    </>
  );
}
