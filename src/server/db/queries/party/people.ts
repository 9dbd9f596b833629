import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { decimalsRefusalsOf } from "@/domain/currencies/currency-inputs";
import type { PartyPerson, PartyPersonInput, PayPer } from "@/domain/party/people";
import { memberName } from "@/domain/team/member-name";
import type { Db } from "../../client";
import { violatedUniqueIndex } from "../../database-errors";
import {
  partyPayments,
  tourParty,
  travelLegPassengers,
  user,
  workspaceMembers,
} from "../../schema";
import { qualified } from "../../sql-helpers";
import { homeCurrencyOf } from "../currencies/exchange-rates";
import { findOwnedTour } from "../ownership";
import { syncPartyLines } from "./generation";

/** A write's refusal, as the route answers it: 400 or 409 naming the field, or 404. */
export type PartyRefusal =
  | { kind: "missing" }
  | { kind: "fields"; fields: FieldMessages }
  | { kind: "conflict"; message: string; fields?: FieldMessages };

export const personColumns = {
  id: tourParty.id,
  tourId: tourParty.tourId,
  userId: tourParty.userId,
  name: tourParty.name,
  roadRole: tourParty.roadRole,
  homeCurrency: tourParty.homeCurrency,
  joinsOn: tourParty.joinsOn,
  leavesOn: tourParty.leavesOn,
  perDiemCurrency: tourParty.perDiemCurrency,
  perDiemShow: tourParty.perDiemShow,
  perDiemTravel: tourParty.perDiemTravel,
  perDiemOff: tourParty.perDiemOff,
  payAmount: tourParty.payAmount,
  payPer: sql<PayPer | null>`${tourParty.payPer}`,
  payCurrency: tourParty.payCurrency,
};

const ON_PARTY = "is already on the party";

/** The row a person's input makes: currencies defaulted, a member's name when none is given. */
function rowOf(input: PartyPersonInput, home: CurrencyCode, memberNames: Map<string, string>) {
  const homeCurrency = input.homeCurrency ?? home;
  return {
    userId: input.userId,
    name: input.name || (input.userId ? (memberNames.get(input.userId) ?? "") : ""),
    roadRole: input.roadRole,
    homeCurrency,
    joinsOn: input.joinsOn ?? null,
    leavesOn: input.leavesOn ?? null,
    perDiemCurrency: input.perDiemCurrency ?? homeCurrency,
    perDiemShow: input.perDiemShow ?? null,
    perDiemTravel: input.perDiemTravel ?? null,
    perDiemOff: input.perDiemOff ?? null,
    payAmount: input.payAmount ?? null,
    payPer: input.payAmount ? (input.payPer ?? null) : null,
    payCurrency: input.payAmount ? (input.payCurrency ?? null) : null,
  };
}

/**
 * The rates of a row that do not fit the currency they will be paid in ("1500.50" per diem in
 * JPY), by field (`prefix` for one of several people). The request checked what it sent; a
 * currency it left out is the home one, known only here (a line of it would not be exact).
 */
function misfitsOf(row: ReturnType<typeof rowOf>, prefix = ""): FieldMessages {
  const { perDiemShow, perDiemTravel, perDiemOff, payAmount } = row;
  const fields = {
    ...decimalsRefusalsOf({ perDiemShow, perDiemTravel, perDiemOff }, row.perDiemCurrency),
    ...decimalsRefusalsOf({ payAmount }, row.payCurrency ?? row.homeCurrency),
  };
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}${k}`, v]));
}

/** The named members of this workspace, by id (others are simply absent). */
async function membersOf(tx: Db, workspaceId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ userId: workspaceMembers.userId, name: user.name, email: user.email })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, userIds)),
    );
  return new Map(rows.map((r) => [r.userId, memberName(r)]));
}

/** Turns a race on the one-member-once index into the same 409 the check gives. */
async function onceAMember<T>(write: () => Promise<T>, field: string): Promise<T | PartyRefusal> {
  try {
    return await write();
  } catch (err) {
    if (violatedUniqueIndex(err) !== "tour_party_tour_user_idx") throw err;
    const message = `This member ${ON_PARTY}`;
    return { kind: "conflict", message, fields: { [field]: message } };
  }
}

/** Several people at once, in one transaction: all of them or none. */
export async function addPeople(
  db: Db,
  workspaceId: string,
  tourId: string,
  people: PartyPersonInput[],
): Promise<PartyPerson[] | PartyRefusal> {
  return onceAMember(
    () =>
      db.transaction(async (tx): Promise<PartyPerson[] | PartyRefusal> => {
        if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true })))
          return { kind: "missing" };
        const userIds = people.flatMap((p) => (p.userId ? [p.userId] : []));
        const names = await membersOf(tx, workspaceId, userIds);
        const fields: FieldMessages = {};
        people.forEach((p, i) => {
          if (p.userId && !names.has(p.userId))
            fields[`people.${i}.userId`] = "Choose a member of this workspace";
        });
        if (Object.keys(fields).length > 0) return { kind: "fields", fields };
        const already = await onTour(tx, tourId, userIds);
        const seen = new Set<string>();
        people.forEach((p, i) => {
          if (!p.userId) return;
          if (already.has(p.userId) || seen.has(p.userId))
            fields[`people.${i}.userId`] = `${names.get(p.userId)} ${ON_PARTY}`;
          seen.add(p.userId);
        });
        if (Object.keys(fields).length > 0)
          return { kind: "conflict", message: Object.values(fields)[0]!, fields };
        const home = await homeCurrencyOf(tx, workspaceId);
        const values = people.map((p) => rowOf(p, home, names));
        const misfits = Object.assign({}, ...values.map((v, i) => misfitsOf(v, `people.${i}.`)));
        if (Object.keys(misfits).length > 0) return { kind: "fields", fields: misfits };
        const rows = await tx
          .insert(tourParty)
          .values(values.map((v) => ({ ...v, workspaceId, tourId })))
          .returning(personColumns);
        await syncPartyLines(tx, workspaceId, tourId);
        return rows;
      }),
    "people.0.userId",
  );
}

async function onTour(tx: Db, tourId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ userId: tourParty.userId })
    .from(tourParty)
    .where(
      and(
        eq(tourParty.tourId, tourId),
        isNotNull(tourParty.userId),
        inArray(tourParty.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId!));
}

const ownPerson = (workspaceId: string, tourId: string, personId: string) =>
  and(
    eq(tourParty.id, personId),
    eq(tourParty.tourId, tourId),
    eq(tourParty.workspaceId, workspaceId),
  );

/** A person's edit: their days and rates; the lines follow in the same transaction. */
export async function updatePerson(
  db: Db,
  workspaceId: string,
  tourId: string,
  personId: string,
  input: PartyPersonInput,
): Promise<PartyPerson | PartyRefusal> {
  return onceAMember(
    () =>
      db.transaction(async (tx): Promise<PartyPerson | PartyRefusal> => {
        if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true })))
          return { kind: "missing" };
        const [stored] = await tx
          .select({ userId: tourParty.userId, name: tourParty.name })
          .from(tourParty)
          .where(ownPerson(workspaceId, tourId, personId))
          .for("update");
        if (!stored) return { kind: "missing" };
        const names = await membersOf(tx, workspaceId, input.userId ? [input.userId] : []);
        // Someone who left the workspace stays who they were on the tour's party: their days
        // and rates are still the manager's to settle. Only a newly chosen account must be a member.
        if (input.userId && input.userId === stored.userId && !names.has(input.userId))
          names.set(input.userId, stored.name);
        if (input.userId && !names.has(input.userId))
          return { kind: "fields", fields: { userId: "Choose a member of this workspace" } };
        const home = await homeCurrencyOf(tx, workspaceId);
        const values = rowOf(input, home, names);
        const misfits = misfitsOf(values);
        if (Object.keys(misfits).length > 0) return { kind: "fields", fields: misfits };
        const [row] = await tx
          .update(tourParty)
          .set({ ...values, updatedAt: new Date() })
          .where(ownPerson(workspaceId, tourId, personId))
          .returning(personColumns);
        if (!row) return { kind: "missing" };
        await syncPartyLines(tx, workspaceId, tourId);
        return row;
      }),
    "userId",
  );
}

/** Removing the only passenger of a leg would hand the leg to the whole party. */
const soleTravellerMessage = (name: string, legs: number) =>
  `${name} is the only one on ${legs === 1 ? "a leg" : `${legs} legs`}; change who travels on ${legs === 1 ? "it" : "them"} first`;

const HAS_PAID_LINES = "has paid lines; undo those payments first";

/** Removes a person and (by cascade) their lines; refused while any of them is paid. */
export async function removePerson(
  db: Db,
  workspaceId: string,
  tourId: string,
  personId: string,
): Promise<{ id: string } | PartyRefusal> {
  return db.transaction(async (tx): Promise<{ id: string } | PartyRefusal> => {
    if (!(await findOwnedTour(tx, workspaceId, tourId, { lock: true }))) return { kind: "missing" };
    const [person] = await tx
      .select({
        name: tourParty.name,
        paid: sql<number>`(select count(*)::int from ${partyPayments}
          where ${partyPayments.personId} = ${qualified(tourParty.id)} and ${partyPayments.paidAt} is not null)`,
        // Legs only this person takes: without them the leg would read as the whole party's.
        soleLegs: sql<number>`(select count(*)::int from ${travelLegPassengers} mine
          where mine.person_id = ${qualified(tourParty.id)} and not exists (
            select 1 from ${travelLegPassengers} other
            where other.leg_id = mine.leg_id and other.person_id <> mine.person_id))`,
      })
      .from(tourParty)
      .where(ownPerson(workspaceId, tourId, personId))
      .for("update");
    if (!person) return { kind: "missing" };
    if (person.paid > 0) return { kind: "conflict", message: `${person.name} ${HAS_PAID_LINES}` };
    if (person.soleLegs > 0)
      return { kind: "conflict", message: soleTravellerMessage(person.name, person.soleLegs) };
    await tx.delete(tourParty).where(ownPerson(workspaceId, tourId, personId));
    await syncPartyLines(tx, workspaceId, tourId);
    return { id: personId };
  });
}
