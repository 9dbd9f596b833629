import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { isHidden } from "@/domain/hidden";
import { byLastName, formatCutoff, ticketsOf } from "@/domain/logistics/guest-list-rules";
import {
  GUEST_STATUS_LABELS,
  GUEST_STATUSES,
  PASS_TYPE_LABELS,
} from "@/domain/logistics/guest-lists";
import {
  type GuestData,
  type GuestListData,
  type ShowRef,
  useGuestListMutation,
} from "../api/guest-lists";
import { GuestDialog } from "./guest-dialog";

const STATUS_BADGE = { requested: "warning", approved: "success", declined: "outline" } as const;

function GuestRow({
  guest,
  canManage,
  showRef,
  onEdit,
  onRemove,
}: {
  guest: GuestData;
  canManage: boolean;
  showRef: ShowRef;
  onEdit(): void;
  onRemove(): void;
}) {
  const decide = useGuestListMutation("decide");
  const send = (status: "approved" | "declined") =>
    decide.mutate(
      { ref: showRef, guestId: guest.id, decision: { status } },
      { onError: (err) => toast.error("Error", { description: err.message }) },
    );
  const tickets = ticketsOf(guest);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium">
          {guest.name}
          {guest.plusOnes > 0 ? (
            <span className="text-muted-foreground"> +{guest.plusOnes}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {[
            PASS_TYPE_LABELS[guest.passType],
            guest.affiliation,
            // Hidden unless this member runs the list or asked for this guest (issue 35).
            isHidden(guest.contact) ? null : guest.contact,
            `asked by ${guest.requestedByName}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={STATUS_BADGE[guest.status]}>{GUEST_STATUS_LABELS[guest.status]}</Badge>
          {guest.checkedIn > 0 ? (
            <span>
              Checked in {guest.checkedIn} of {tickets}
            </span>
          ) : null}
          {guest.overrideByName ? (
            <span className="text-muted-foreground">
              Override by {guest.overrideByName}: {guest.overrideReason}
            </span>
          ) : null}
        </div>
      </div>
      {canManage ? (
        <RowActions label={guest.name} deleteVerb="Remove" onEdit={onEdit} onDelete={onRemove}>
          {guest.status !== "approved" ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => send("approved")}>
              <Check aria-hidden="true" />
              Approve<span className="sr-only"> {guest.name}</span>
            </Button>
          ) : null}
          {guest.status !== "declined" ? (
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => send("declined")}
            >
              <X aria-hidden="true" />
              Decline<span className="sr-only"> {guest.name}</span>
            </Button>
          ) : null}
        </RowActions>
      ) : null}
    </li>
  );
}

/** The list as its people manage it: requests first, the rules, approve and decline. */
export function GuestListManage({ data, showRef }: { data: GuestListData; showRef: ShowRef }) {
  const [editing, setEditing] = useState<GuestData | null>(null);
  const [removing, setRemoving] = useState<GuestData | null>(null);
  const remove = useGuestListMutation("remove");
  const { limits } = data;
  const rules = [
    limits.allotment === null
      ? "No allotment"
      : `${data.counts.ticketsLeft} of ${limits.allotment} tickets left`,
    limits.cutoffAt ? `Requests close ${formatCutoff(limits.cutoffAt)}` : null,
    limits.locked ? "Locked" : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-6">
      <p className="text-sm" data-testid="guest-list-rules">
        {rules.join(" · ")}
      </p>
      {data.guests.length === 0 ? (
        <p className="text-sm text-muted-foreground">No guests on this list yet.</p>
      ) : null}
      {GUEST_STATUSES.map((status) => {
        const group = byLastName(data.guests.filter((g) => g.status === status));
        if (group.length === 0) return null;
        return (
          <section key={status} className="grid gap-2" aria-label={GUEST_STATUS_LABELS[status]}>
            <SectionTitle>
              {GUEST_STATUS_LABELS[status]} ({group.length})
            </SectionTitle>
            <ul className="grid gap-2">
              {group.map((g) => (
                <GuestRow
                  key={g.id}
                  guest={g}
                  canManage={data.canManage}
                  showRef={showRef}
                  onEdit={() => setEditing(g)}
                  onRemove={() => setRemoving(g)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <GuestDialog
        showRef={showRef}
        guest={editing ?? undefined}
        canManage={data.canManage}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Guest"
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={() =>
          removing ? remove.mutateAsync({ ref: showRef, guestId: removing.id }) : undefined
        }
        successToast={{ title: "Guest removed" }}
      >
        {removing?.name} leaves this show's guest list.
      </ConfirmDeleteDialog>
    </div>
  );
}
