import { Minus, Plus, Undo2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { t, tRich } from "@/client/i18n/t";
import { byLastName, matchesSearch, ticketsOf } from "@/domain/logistics/guest-list-rules";
import { type GuestData, type GuestListData, type ShowRef, useCheckIn } from "../api/guest-lists";
import { passTypeLabel } from "../labels";

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

// Large, high-contrast targets for a dark room: white on near-black, at least 48 px tall.
const BIG =
  "inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg px-4 text-base font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-yellow-300 disabled:opacity-60";
const SOLID = `${BIG} bg-white text-black`;
const LINE = `${BIG} border-2 border-white text-white`;

function DoorRow({
  guest,
  onSet,
  busy,
}: {
  guest: GuestData;
  onSet(count: number): void;
  busy: boolean;
}) {
  const party = ticketsOf(guest);
  const inNow = guest.checkedIn;
  const full = inNow >= party;
  return (
    <li
      className={`grid gap-3 rounded-xl border-2 p-3 ${full ? "border-green-400 bg-green-950" : "border-neutral-600 bg-neutral-900"}`}
      data-testid="door-row"
    >
      <div className="flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold break-words">{guest.name}</p>
          <p className="text-sm text-neutral-200">
            {[passTypeLabel(guest.passType), guest.affiliation].filter(Boolean).join(" · ")}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums" aria-live="polite">
          {t(
            { id: "logistics.door.inOfParty", defaultMessage: "{inNow} of {party} in" },
            { inNow, party },
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {full ? null : (
          <button type="button" className={SOLID} disabled={busy} onClick={() => onSet(party)}>
            {party > 1
              ? tRich(
                  {
                    id: "logistics.door.checkInAll",
                    defaultMessage: "Check in all {party}<sr> {name}</sr>",
                  },
                  { party, name: guest.name, sr },
                )
              : tRich(
                  { id: "logistics.door.checkIn", defaultMessage: "Check in<sr> {name}</sr>" },
                  { name: guest.name, sr },
                )}
          </button>
        )}
        {party > 1 ? (
          <>
            <button
              type="button"
              className={LINE}
              disabled={busy || inNow === 0}
              onClick={() => onSet(inNow - 1)}
              aria-label={t(
                {
                  id: "logistics.door.oneLess",
                  defaultMessage: "One less of {name}'s party in",
                },
                { name: guest.name },
              )}
            >
              <Minus aria-hidden="true" />
            </button>
            <button
              type="button"
              className={LINE}
              disabled={busy || full}
              onClick={() => onSet(inNow + 1)}
              aria-label={t(
                {
                  id: "logistics.door.oneMore",
                  defaultMessage: "One more of {name}'s party in",
                },
                { name: guest.name },
              )}
            >
              <Plus aria-hidden="true" />
            </button>
          </>
        ) : null}
        {inNow > 0 ? (
          <button type="button" className={LINE} disabled={busy} onClick={() => onSet(0)}>
            <Undo2 aria-hidden="true" />
            {tRich(
              {
                id: "logistics.door.undo",
                defaultMessage: "Undo<sr> {name}'s check-in</sr>",
              },
              { name: guest.name, sr },
            )}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The door on a phone (docs/product.md §6.4): approved guests by last name, searched as
 * you type on the phone itself (no request), one tap in and one tap undo. The search lives
 * in the address, so a reload keeps the mode and what was typed.
 */
export function DoorMode({ data, showRef }: { data: GuestListData; showRef: ShowRef }) {
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const checkIn = useCheckIn(showRef);
  const searchId = useId();
  const approved = byLastName(data.guests.filter((g) => g.status === "approved"));
  const shown = query ? approved.filter((g) => matchesSearch(g.name, query)) : approved;
  const setQuery = (q: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (q) next.set("q", q);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  const set = (guest: GuestData, count: number) =>
    checkIn.mutate(
      {
        guestId: guest.id,
        checkedIn: count,
        label: t(
          {
            id: "logistics.door.queueLabel",
            defaultMessage: "Check in {name} ({count} of {party})",
          },
          { name: guest.name, count, party: 1 + guest.plusOnes },
        ),
      },
      {
        onError: (err) =>
          toast.error(t({ id: "logistics.door.notSaved", defaultMessage: "Check-in not saved" }), {
            description: err.message,
          }),
      },
    );
  return (
    <section
      className="-mx-4 grid gap-4 rounded-none bg-black p-4 text-white sm:mx-0 sm:rounded-xl"
      aria-label={t({ id: "logistics.guestList.doorMode", defaultMessage: "Door mode" })}
    >
      <p className="text-2xl font-bold tabular-nums" data-testid="door-counts">
        {t(
          {
            id: "logistics.door.checkedIn",
            defaultMessage: "{checkedIn} of {approved} checked in",
          },
          { checkedIn: data.counts.checkedIn, approved: data.counts.approved },
        )}
      </p>
      <div className="grid gap-1">
        <label htmlFor={searchId} className="text-base font-semibold">
          {t({ id: "logistics.door.search", defaultMessage: "Search guests" })}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder={t({ id: "logistics.door.typeName", defaultMessage: "Type a name" })}
          className="h-14 rounded-lg border-2 border-white bg-neutral-900 px-4 text-lg text-white placeholder:text-neutral-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-yellow-300"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-lg">
          {approved.length === 0
            ? t({ id: "logistics.door.noApproved", defaultMessage: "No approved guests yet." })
            : t(
                { id: "logistics.door.noMatch", defaultMessage: "No guest matches “{query}”." },
                { query },
              )}
        </p>
      ) : (
        <ul
          className="grid gap-3"
          aria-label={t({ id: "logistics.door.approvedGuests", defaultMessage: "Approved guests" })}
        >
          {shown.map((g) => (
            <DoorRow
              key={g.id}
              guest={g}
              busy={checkIn.isPending && checkIn.variables?.guestId === g.id}
              onSet={(n) => set(g, n)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
