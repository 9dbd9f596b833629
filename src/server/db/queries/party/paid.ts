import { and, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { storedToMinor } from "@/domain/currencies/currency";
import { takeOutRefusal } from "@/domain/party/float";
import type { PartyPayment } from "@/domain/party/payments";
import type { Db } from "../../client";
import { floatEntries, partyPayments } from "../../schema";
import { findOwnedTour } from "../ownership";
import { readFloatEntries, removeFloatMove, writtenNow } from "./float";

type PaymentRow = typeof partyPayments.$inferSelect;

const toPayment = (r: PaymentRow): PartyPayment => ({
  id: r.id,
  tourId: r.tourId,
  personId: r.personId,
  kind: r.kind as PartyPayment["kind"],
  day: r.day,
  dayKind: r.dayKind as PartyPayment["dayKind"],
  showId: r.showId,
  amount: r.amount,
  currency: r.currency as CurrencyCode,
  origin: r.origin as PartyPayment["origin"],
  note: r.note,
  paidAt: r.paidAt,
  paidByName: r.paidByName,
  paidFromFloat: r.paidFromFloat,
});

export type PayResult =
  | { missing: true }
  | { conflict: string }
  | { amount: string }
  | { payment: PartyPayment };

/** The tour's line, locked for the rest of the transaction; undefined when not the tour's. */
async function lockedLine(tx: Db, workspaceId: string, tourId: string, paymentId: string) {
  if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return undefined;
  const [row] = await tx
    .select()
    .from(partyPayments)
    .where(
      and(
        eq(partyPayments.id, paymentId),
        eq(partyPayments.workspaceId, workspaceId),
        eq(partyPayments.tourId, tourId),
      ),
    )
    .for("update");
  return row;
}

/**
 * Pays a line (ADR 0032): marks it paid, by whom, and, when the cash comes from the float,
 * takes its payout out of the float of the line's currency in the same transaction, refused
 * (naming what the float holds) when that float holds less. A paid line is paid once (409).
 * The tour is locked first, so a payout and another float write queue up.
 */
export async function payLine(
  db: Db,
  workspaceId: string,
  tourId: string,
  paymentId: string,
  fromFloat: boolean,
  byName: string,
): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const line = await lockedLine(tx, workspaceId, tourId, paymentId);
    if (!line) return { missing: true };
    if (line.paidAt) return { conflict: "This line is already paid: undo its payment first" };
    if (fromFloat) {
      const moves = await readFloatEntries(tx, workspaceId, tourId, line.currency);
      const refusal = takeOutRefusal(
        moves,
        line.currency,
        storedToMinor(line.amount, line.currency),
      );
      if (refusal) return { amount: refusal };
      await tx.insert(floatEntries).values({
        workspaceId,
        tourId,
        currency: line.currency,
        kind: "payout",
        amount: line.amount,
        paymentId: line.id,
        byName,
        at: writtenNow,
      });
    }
    const [paid] = await tx
      .update(partyPayments)
      .set({
        paidAt: new Date(),
        paidByName: byName,
        paidFromFloat: fromFloat,
        updatedAt: new Date(),
      })
      .where(eq(partyPayments.id, line.id))
      .returning();
    return { payment: toPayment(paid!) };
  });
}

/**
 * Undoes a payment: the line is owed again and its payout, if any, goes back into the float
 * (the first count after it then expected the cash back). A line not paid answers 409.
 */
export async function unpayLine(
  db: Db,
  workspaceId: string,
  tourId: string,
  paymentId: string,
): Promise<PayResult> {
  return db.transaction(async (tx) => {
    const line = await lockedLine(tx, workspaceId, tourId, paymentId);
    if (!line) return { missing: true };
    if (!line.paidAt) return { conflict: "This line is not paid" };
    const moves = await readFloatEntries(tx, workspaceId, tourId, line.currency);
    const payout = moves.find((m) => m.paymentId === line.id);
    // Putting cash back never leaves a balance below 0: no refusal to heed.
    if (payout) await removeFloatMove(tx, workspaceId, tourId, payout.id, moves);
    const [owed] = await tx
      .update(partyPayments)
      .set({ paidAt: null, paidByName: null, paidFromFloat: false, updatedAt: new Date() })
      .where(eq(partyPayments.id, line.id))
      .returning();
    return { payment: toPayment(owed!) };
  });
}
