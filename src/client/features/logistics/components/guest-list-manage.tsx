import { Check, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { RowActions } from "@/client/components/row-actions";
import { SectionTitle } from "@/client/components/section-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { t, tRich } from "@/client/i18n/t";
import { isHidden } from "@/domain/hidden";
import { byLastName, formatCutoff, ticketsOf } from "@/domain/logistics/guest-list-rules";
import { GUEST_STATUSES } from "@/domain/logistics/guest-lists";
import {
  type GuestData,
  type GuestListData,
  type ShowRef,
  useGuestListMutation,
} from "../api/guest-lists";
import { guestStatusLabel, passTypeLabel } from "../labels";
import { GuestDialog } from "./guest-dialog";

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
      {
        onError: (err) =>
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: err.message,
          }),
      },
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
            passTypeLabel(guest.passType),
            guest.affiliation,
            // Hidden unless this member runs the list or asked for this guest (issue 35).
            isHidden(guest.contact) ? null : guest.contact,
            t(
              { id: "logistics.guestList.askedBy", defaultMessage: "asked by {name}" },
              { name: guest.requestedByName },
            ),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={STATUS_BADGE[guest.status]}>{guestStatusLabel(guest.status)}</Badge>
          {guest.checkedIn > 0 ? (
            <span>
              {t(
                {
                  id: "logistics.guestList.checkedInOf",
                  defaultMessage: "Checked in {checkedIn} of {tickets}",
                },
                { checkedIn: guest.checkedIn, tickets },
              )}
            </span>
          ) : null}
          {guest.overrideByName ? (
            <span className="text-muted-foreground">
              {t(
                {
                  id: "logistics.guestList.overrideBy",
                  defaultMessage: "Override by {name}: {reason}",
                },
                { name: guest.overrideByName, reason: guest.overrideReason },
              )}
            </span>
          ) : null}
        </div>
      </div>
      {canManage ? (
        <RowActions label={guest.name} deleteVerb="Remove" onEdit={onEdit} onDelete={onRemove}>
          {guest.status !== "approved" ? (
            <Button size="sm" disabled={decide.isPending} onClick={() => send("approved")}>
              <Check aria-hidden="true" />
              {tRich(
                { id: "logistics.guestList.approve", defaultMessage: "Approve<sr> {name}</sr>" },
                { name: guest.name, sr },
              )}
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
              {tRich(
                { id: "logistics.guestList.decline", defaultMessage: "Decline<sr> {name}</sr>" },
                { name: guest.name, sr },
              )}
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
      ? t({ id: "logistics.guestList.noAllotment", defaultMessage: "No allotment" })
      : t(
          {
            id: "logistics.guestList.ticketsLeft",
            defaultMessage: "{left} of {allotment} tickets left",
          },
          { left: data.counts.ticketsLeft, allotment: limits.allotment },
        ),
    limits.cutoffAt
      ? t(
          { id: "logistics.guestList.requestsClose", defaultMessage: "Requests close {cutoff}" },
          { cutoff: formatCutoff(limits.cutoffAt) },
        )
      : null,
    limits.locked ? t({ id: "logistics.guestList.locked", defaultMessage: "Locked" }) : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-6">
      <p className="text-sm" data-testid="guest-list-rules">
        {rules.join(" · ")}
      </p>
      {data.guests.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: "logistics.guestList.empty", defaultMessage: "No guests on this list yet." })}
        </p>
      ) : null}
      {GUEST_STATUSES.map((status) => {
        const group = byLastName(data.guests.filter((g) => g.status === status));
        if (group.length === 0) return null;
        return (
          <section key={status} className="grid gap-2" aria-label={guestStatusLabel(status)}>
            <SectionTitle>
              {t(
                { id: "logistics.guestList.groupTitle", defaultMessage: "{status} ({count})" },
                { status: guestStatusLabel(status), count: group.length },
              )}
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
        title={t({ id: "logistics.guestList.removeTitle", defaultMessage: "Remove Guest" })}
        confirmLabel={t({ id: "logistics.guestList.remove", defaultMessage: "Remove" })}
        busyLabel={t({ id: "logistics.guestList.removing", defaultMessage: "Removing..." })}
        onConfirm={() =>
          removing ? remove.mutateAsync({ ref: showRef, guestId: removing.id }) : undefined
        }
        successToast={{
          title: t({ id: "logistics.guestList.removed", defaultMessage: "Guest removed" }),
        }}
      >
        {t(
          {
            id: "logistics.guestList.removeBody",
            defaultMessage: "{name} leaves this show's guest list.",
          },
          { name: removing?.name ?? "" },
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
