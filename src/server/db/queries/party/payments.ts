import { and, asc, eq, sql } from "drizzle-orm";
import { formatMonthDay } from "@/domain/date-time";
import type { PaymentsAnswer } from "@/domain/party/answers";
import type { PartyPayment, PaymentInput, PaymentKind } from "@/domain/party/payments";
import type { DayKind } from "@/domain/party/people";
import { totalsOf } from "@/domain/party/totals";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { violatedUniqueIndex } from "../../database-errors";
import { partyPayments, tourParty, tourVenues, venues } from "../../schema";
import { findOwnedShow, findOwnedTour, onShowVenue } from "../ownership";
import { lockGeneration } from "./generation";
import type { PartyRefusal } from "./people";

const PAID_LINE_LOCKED = "Paid lines are changed after their payment is undone";
const SKIPPED_NOTE = "Skipped";
const ONCE_A_DAY_MESSAGE = "This person already has one of these for that day";

const lineColumns = {
  id: partyPayments.id,
  tourId: partyPayments.tourId,
  personId: partyPayments.personId,
  kind: sql<PaymentKind>`${partyPayments.kind}`,
  day: partyPayments.day,
  dayKind: sql<DayKind | null>`${partyPayments.dayKind}`,
  showId: partyPayments.showId,
  amount: partyPayments.amount,
  currency: partyPayments.currency,
  origin: sql<PartyPayment["origin"]>`${partyPayments.origin}`,
  note: partyPayments.note,
  paidAt: partyPayments.paidAt,
  paidByName: partyPayments.paidByName,
  paidFromFloat: partyPayments.paidFromFloat,
};

/** "Union Street Theatre · Mar 12": a line's show as the list shows it. */
const labelOf = (venue: string | null, date: string | null) =>
  [venue ?? UNKNOWN_VENUE, date ? formatMonthDay(date) : null].filter(Boolean).join(" · ");

/** GET …/payments: every line of the tour, by day then person, and the totals per currency. */
export async function listPayments(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<PaymentsAnswer | undefined> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select({
      ...lineColumns,
      personName: tourParty.name,
      showVenue: venues.name,
      showDate: tourVenues.performanceDate,
      showFound: tourVenues.id,
    })
    .from(partyPayments)
    .innerJoin(tourParty, eq(tourParty.id, partyPayments.personId))
    .leftJoin(
      tourVenues,
      and(eq(tourVenues.id, partyPayments.showId), eq(tourVenues.workspaceId, workspaceId)),
    )
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(and(eq(partyPayments.tourId, tourId), eq(partyPayments.workspaceId, workspaceId)))
    .orderBy(
      sql`${partyPayments.day} asc nulls last`,
      asc(tourParty.name),
      asc(partyPayments.kind),
      asc(partyPayments.id),
    );
  const lines = rows.map(({ showVenue, showDate, showFound, ...line }) => ({
    ...line,
    showLabel: showFound ? labelOf(showVenue, showDate) : null,
  }));
  const sums = lines.map((l) => ({
    currency: l.currency,
    total: l.amount,
    paid: l.paidAt ? l.amount : "0",
  }));
  return { lines, totals: totalsOf(sums) };
}

/** The person must be on this tour's party and the show one of its shows: 400 naming each. */
async function refusedInput(
  tx: Db,
  workspaceId: string,
  tourId: string,
  input: PaymentInput,
): Promise<PartyRefusal | undefined> {
  const [person] = await tx
    .select({ id: tourParty.id })
    .from(tourParty)
    .where(
      and(
        eq(tourParty.id, input.personId),
        eq(tourParty.tourId, tourId),
        eq(tourParty.workspaceId, workspaceId),
      ),
    );
  if (!person)
    return { kind: "fields", fields: { personId: "Choose someone on this tour's party" } };
  if (input.showId && !(await findOwnedShow(tx, workspaceId, input.showId, { tourId })))
    return { kind: "fields", fields: { showId: "Choose one of this tour's shows" } };
  return undefined;
}

/** A second per diem or wage for a person's day: the unique index's refusal, as a 409. */
async function onceADay<T>(write: () => Promise<T>): Promise<T | PartyRefusal> {
  try {
    return await write();
  } catch (err) {
    if (violatedUniqueIndex(err) !== "party_payments_person_day_idx") throw err;
    return { kind: "conflict", message: ONCE_A_DAY_MESSAGE, fields: { day: ONCE_A_DAY_MESSAGE } };
  }
}

const valuesOf = (input: PaymentInput) => ({
  personId: input.personId,
  kind: input.kind,
  day: input.day ?? null,
  dayKind: input.dayKind ?? null,
  showId: input.showId ?? null,
  amount: input.amount,
  currency: input.currency,
  note: input.note ?? null,
  origin: "typed" as const,
});

/** A line typed by hand: never touched by the generation. */
export function addPayment(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: PaymentInput,
): Promise<PartyPayment | PartyRefusal> {
  return onceADay(() =>
    db.transaction(async (tx): Promise<PartyPayment | PartyRefusal> => {
      if (!(await findOwnedTour(tx, workspaceId, tourId))) return { kind: "missing" };
      await lockGeneration(tx, workspaceId, tourId);
      const refused = await refusedInput(tx, workspaceId, tourId, input);
      if (refused) return refused;
      const [row] = await tx
        .insert(partyPayments)
        .values({ ...valuesOf(input), workspaceId, tourId })
        .returning(lineColumns);
      return row!;
    }),
  );
}

const ownLine = (workspaceId: string, tourId: string, id: string) =>
  and(
    eq(partyPayments.id, id),
    eq(partyPayments.tourId, tourId),
    eq(partyPayments.workspaceId, workspaceId),
  );

/** The line, locked; a paid one refused (its payment is undone first). */
async function unpaidLine(tx: Db, workspaceId: string, tourId: string, id: string) {
  const [line] = await tx
    .select({ paidAt: partyPayments.paidAt, origin: partyPayments.origin })
    .from(partyPayments)
    .where(ownLine(workspaceId, tourId, id))
    .for("update");
  if (!line) return { refusal: { kind: "missing" } } as const;
  if (line.paidAt) return { refusal: { kind: "conflict", message: PAID_LINE_LOCKED } } as const;
  return { origin: line.origin };
}

/** An edit: the line becomes typed, so the generation leaves it as it is now. */
export function editPayment(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: PaymentInput,
): Promise<PartyPayment | PartyRefusal> {
  return onceADay(() =>
    db.transaction(async (tx): Promise<PartyPayment | PartyRefusal> => {
      await lockGeneration(tx, workspaceId, tourId);
      const locked = await unpaidLine(tx, workspaceId, tourId, id);
      if (locked.refusal) return locked.refusal;
      const refused = await refusedInput(tx, workspaceId, tourId, input);
      if (refused) return refused;
      const [row] = await tx
        .update(partyPayments)
        .set({ ...valuesOf(input), updatedAt: new Date() })
        .where(ownLine(workspaceId, tourId, id))
        .returning(lineColumns);
      return row!;
    }),
  );
}

/**
 * Deletes an unpaid line. A generated one would come back at the next sync while the rates
 * say so, so it is kept as a typed line of 0 instead ("Skipped"): the day stays unpaid, and
 * the statement says why.
 */
export function deletePayment(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
): Promise<{ id: string; skipped: boolean } | PartyRefusal> {
  return db.transaction(async (tx): Promise<{ id: string; skipped: boolean } | PartyRefusal> => {
    await lockGeneration(tx, workspaceId, tourId);
    const locked = await unpaidLine(tx, workspaceId, tourId, id);
    if (locked.refusal) return locked.refusal;
    if (locked.origin === "generated") {
      await tx
        .update(partyPayments)
        .set({
          amount: "0",
          origin: "typed",
          note: sql`coalesce(${partyPayments.note}, ${SKIPPED_NOTE})`,
          updatedAt: new Date(),
        })
        .where(ownLine(workspaceId, tourId, id));
      return { id, skipped: true };
    }
    await tx.delete(partyPayments).where(ownLine(workspaceId, tourId, id));
    return { id, skipped: false };
  });
}
