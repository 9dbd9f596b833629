import { and, asc, eq, sql } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import { minorToStored, storedToMinor } from "@/domain/currencies/currency";
import type { FloatAnswer } from "@/domain/party/answers";
import {
  deletion,
  drawRefusal,
  type FloatEntry,
  type FloatEntryInput,
  type FloatEntryKind,
  floatBalances,
  shouldHaveMinor,
  takeOutRefusal,
} from "@/domain/party/float";
import type { Db } from "../../client";
import { floatEntries, partyPayments, tourParty } from "../../schema";
import { findOwnedTour } from "../ownership";

const ENTRY = {
  id: floatEntries.id,
  tourId: floatEntries.tourId,
  currency: floatEntries.currency,
  kind: floatEntries.kind,
  amount: floatEntries.amount,
  expected: floatEntries.expected,
  paymentId: floatEntries.paymentId,
  at: floatEntries.at,
  note: floatEntries.note,
  byName: floatEntries.byName,
};

/**
 * A tour's float entries in time order (then as written: a same-instant pair keeps its
 * order), of every currency or one. The rules of domain/party/float.ts read them.
 */
export async function readFloatEntries(
  db: Db,
  workspaceId: string,
  tourId: string,
  currency?: string,
) {
  const rows = await db
    .select(ENTRY)
    .from(floatEntries)
    .where(
      and(
        eq(floatEntries.workspaceId, workspaceId),
        eq(floatEntries.tourId, tourId),
        currency ? eq(floatEntries.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(floatEntries.at), asc(floatEntries.createdAt));
  return rows.map((r) => ({ ...r, kind: r.kind as FloatEntryKind }));
}

/** GET /api/tours/:tourId/float: balances per currency and every entry, newest first. */
export async function readFloat(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<FloatAnswer | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const [entries, payees] = await Promise.all([
    readFloatEntries(db, workspaceId, tourId),
    db
      .select({ id: partyPayments.id, name: tourParty.name })
      .from(partyPayments)
      .innerJoin(floatEntries, eq(floatEntries.paymentId, partyPayments.id))
      .innerJoin(tourParty, eq(tourParty.id, partyPayments.personId))
      .where(and(eq(partyPayments.workspaceId, workspaceId), eq(partyPayments.tourId, tourId))),
  ]);
  const names = new Map(payees.map((p) => [p.id, p.name]));
  return {
    balances: floatBalances(entries),
    entries: entries
      .map((e) => ({ ...e, personName: e.paymentId ? (names.get(e.paymentId) ?? null) : null }))
      .reverse(),
  };
}

/**
 * When a float entry is written: the clock now, after the tour's lock, never the column's
 * default now() (when the transaction began). A count whose transaction began before a payout
 * that committed while it waited sees that payout, so it must sort after it, or the payout
 * would be taken out of the float twice. Writes queue on the lock, so this order is theirs.
 */
export const writtenNow = sql`clock_timestamp()`;

export type FloatWrite = { tour: false } | { fields: FieldMessages } | { entry: FloatEntry };

/**
 * A draw, return or count, now. The tour is locked, so two writes to one float queue up and
 * each sees the other's entry. A return beyond what should be left, or a draw past what an
 * amount can be, is refused naming `amount`; a count stores what should have been there (`expected`) beside what was counted.
 */
export async function addFloatEntry(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: FloatEntryInput,
  byName: string,
): Promise<FloatWrite> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return { tour: false };
    const moves = await readFloatEntries(tx, workspaceId, tourId, input.currency);
    const amount = storedToMinor(input.amount, input.currency);
    if (input.kind === "return") {
      const refusal = takeOutRefusal(moves, input.currency, amount);
      if (refusal) return { fields: { amount: refusal } };
    }
    if (input.kind === "draw") {
      const refusal = drawRefusal(moves, input.currency, amount);
      if (refusal) return { fields: { amount: refusal } };
    }
    const expected =
      input.kind === "count"
        ? minorToStored(shouldHaveMinor(moves, input.currency), input.currency)
        : null;
    const [entry] = await tx
      .insert(floatEntries)
      .values({
        workspaceId,
        tourId,
        currency: input.currency,
        kind: input.kind,
        amount: input.amount,
        expected,
        note: input.note || null,
        byName,
        at: writtenNow,
      })
      .returning(ENTRY);
    return { entry: { ...entry!, kind: entry!.kind as FloatEntryKind } };
  });
}

/** Removes `entryId` of the float: the first count after it then expected what is left. */
export async function removeFloatMove(
  tx: Db,
  workspaceId: string,
  tourId: string,
  entryId: string,
  moves: Awaited<ReturnType<typeof readFloatEntries>>,
): Promise<{ refusal: string } | { removed: true }> {
  const d = deletion(moves, entryId);
  if (d.refusal) return { refusal: d.refusal };
  await tx
    .delete(floatEntries)
    .where(
      and(
        eq(floatEntries.id, entryId),
        eq(floatEntries.workspaceId, workspaceId),
        eq(floatEntries.tourId, tourId),
      ),
    );
  if (d.recount)
    await tx
      .update(floatEntries)
      .set({ expected: d.recount.expected })
      .where(and(eq(floatEntries.id, d.recount.id), eq(floatEntries.workspaceId, workspaceId)));
  return { removed: true };
}

const PAYOUT_IS_A_PAYMENT =
  "This payout is a payment's: mark the payment not paid to put the cash back";

/**
 * Deletes an entry: undefined when it is not the tour's (404); refused when a later balance
 * would fall below 0, or when it is a payment's payout (undo the payment instead).
 */
export async function deleteFloatEntry(
  db: Db,
  workspaceId: string,
  tourId: string,
  entryId: string,
): Promise<{ conflict: string } | { removed: true } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return undefined;
    const moves = await readFloatEntries(tx, workspaceId, tourId);
    const entry = moves.find((m) => m.id === entryId);
    if (!entry) return undefined;
    if (entry.paymentId) return { conflict: PAYOUT_IS_A_PAYMENT };
    const done = await removeFloatMove(tx, workspaceId, tourId, entryId, moves);
    return "refusal" in done ? { conflict: done.refusal } : done;
  });
}
