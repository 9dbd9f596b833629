import { and, asc, eq, sql } from "drizzle-orm";
import type { PartyAnswer } from "@/domain/party/answers";
import { totalsOf } from "@/domain/party/totals";
import { memberName } from "@/domain/team/member-name";
import type { Db } from "../../client";
import {
  partyGenerations,
  partyPayments,
  tourParty,
  tours,
  user,
  workspaceMembers,
} from "../../schema";
import { qualified } from "../../sql-helpers";
import { homeCurrencyOf } from "../currencies/exchange-rates";
import { tourRunColumns } from "../tours/tour-run";
import { personColumns } from "./people";

/** GET …/party: the people with their lines' totals, the members not yet on it, the days. */
export async function readParty(
  db: Db,
  workspaceId: string,
  tourId: string,
): Promise<PartyAnswer | undefined> {
  const [tour] = await db
    .select({
      startDate: tours.startDate,
      endDate: tours.endDate,
      ...tourRunColumns,
      generatedAt: partyGenerations.generatedAt,
    })
    .from(tours)
    .leftJoin(partyGenerations, eq(partyGenerations.tourId, tours.id))
    .where(and(eq(tours.id, tourId), eq(tours.workspaceId, workspaceId)));
  if (!tour) return undefined;
  const [people, members, sums, home] = await Promise.all([
    db
      .select(personColumns)
      .from(tourParty)
      .where(and(eq(tourParty.tourId, tourId), eq(tourParty.workspaceId, workspaceId)))
      .orderBy(asc(tourParty.createdAt), asc(tourParty.name), asc(tourParty.id)),
    db
      .select({
        userId: workspaceMembers.userId,
        name: user.name,
        email: user.email,
        role: workspaceMembers.role,
      })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          sql`not exists (select 1 from ${tourParty} p where p.tour_id = ${tourId}
            and p.user_id = ${qualified(workspaceMembers.userId)})`,
        ),
      )
      .orderBy(asc(workspaceMembers.createdAt)),
    lineSums(db, workspaceId, tourId),
    homeCurrencyOf(db, workspaceId),
  ]);
  return {
    tourId,
    firstDay: tour.startDate ?? tour.firstShow,
    lastDay: tour.endDate ?? tour.lastShow,
    members: members.map((m) => ({ userId: m.userId, name: memberName(m), role: m.role })),
    people: people.map((p) => ({
      ...p,
      totals: totalsOf(sums.filter((s) => s.personId === p.id)),
    })),
    generatedAt: tour.generatedAt ? tour.generatedAt.toISOString() : null,
    home,
  };
}

/** Each person's lines summed per currency, and what of it is paid: one statement. */
function lineSums(db: Db, workspaceId: string, tourId: string) {
  return db
    .select({
      personId: partyPayments.personId,
      currency: partyPayments.currency,
      total: sql<string>`sum(${partyPayments.amount})::text`,
      paid: sql<string>`coalesce(sum(${partyPayments.amount}) filter (where ${partyPayments.paidAt} is not null), 0)::text`,
    })
    .from(partyPayments)
    .where(and(eq(partyPayments.tourId, tourId), eq(partyPayments.workspaceId, workspaceId)))
    .groupBy(partyPayments.personId, partyPayments.currency)
    .orderBy(asc(partyPayments.currency));
}
