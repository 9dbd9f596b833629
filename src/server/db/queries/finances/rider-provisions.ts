import { and, asc, eq } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import type { CurrencyCode } from "@/domain/currencies/currency";
import type {
  ProvisionType,
  RiderProvision,
  RiderProvisionInput,
} from "@/domain/finances/rider-provisions";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { riderProvisions, tourVenues, venues } from "../../schema";
import { currencyOfWrite } from "../currencies/record-currency";
import { findOwnedShow, findOwnedTour, onShowVenue, onTourShow } from "../ownership";

/** The columns a provision is read with (also as one JSON value, by the ledger's read). */
export const riderProvisionColumns = {
  id: riderProvisions.id,
  showId: riderProvisions.tourVenueId,
  performanceDate: tourVenues.performanceDate,
  venueName: venues.name,
  provisionType: riderProvisions.provisionType,
  description: riderProvisions.description,
  estimatedValue: riderProvisions.estimatedValue,
  currency: riderProvisions.currency,
  isProvidedByVenue: riderProvisions.isProvidedByVenue,
  isFulfilled: riderProvisions.isFulfilled,
};

/** docs/product.md §5.9: provisions joined to the tour's shows. */
function selectProvisions(db: Db, workspaceId: string, tourId: string) {
  return db
    .select(riderProvisionColumns)
    .from(riderProvisions)
    .innerJoin(tourVenues, onTourShow(workspaceId, tourId, riderProvisions.tourVenueId))
    .leftJoin(venues, onShowVenue(workspaceId))
    .$dynamic();
}
export type ProvisionRow = Awaited<ReturnType<typeof selectProvisions>>[number];

export const toProvision = (r: ProvisionRow): RiderProvision => ({
  ...r,
  provisionType: r.provisionType as ProvisionType,
  venueName: r.venueName ?? UNKNOWN_VENUE,
});

const own = (workspaceId: string) => eq(riderProvisions.workspaceId, workspaceId);

/** The tour's provisions in show order; undefined when the tour is not the account's. */
export async function listRiderProvisions(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await selectProvisions(db, workspaceId, tourId)
    .where(own(workspaceId))
    .orderBy(
      asc(tourVenues.orderInTour),
      asc(riderProvisions.provisionType),
      asc(riderProvisions.id),
    );
  return rows.map(toProvision);
}

async function getProvision(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await selectProvisions(db, workspaceId, tourId).where(
    and(own(workspaceId), eq(riderProvisions.id, id)),
  );
  return row ? toProvision(row) : undefined;
}

/** `misfits`: amounts that do not fit the provision's currency, by field (a 400). */
export type ProvisionWriteError = "tour" | "provision" | "show" | { misfits: FieldMessages };

const provisionColumns = ({
  showId,
  ...rest
}: RiderProvisionInput & { currency: CurrencyCode }) => ({
  ...rest,
  tourVenueId: showId,
});

/** A new provision, its currency decided inside its transaction (record-currency.ts). */
export async function createRiderProvision(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: RiderProvisionInput,
): Promise<RiderProvision | ProvisionWriteError> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedTour(tx, workspaceId, tourId))) return "tour";
    if (!(await findOwnedShow(tx, workspaceId, input.showId, { tourId }))) return "show";
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      amounts: { estimatedValue: input.estimatedValue },
    });
    if (misfits) return { misfits };
    const [row] = await tx
      .insert(riderProvisions)
      .values({ ...provisionColumns({ ...input, currency }), workspaceId })
      .returning({ id: riderProvisions.id });
    return (await getProvision(tx, workspaceId, tourId, row!.id))!;
  });
}

/** An edit that sends no currency keeps the provision's, read in the same transaction. */
export async function updateRiderProvision(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: RiderProvisionInput,
): Promise<RiderProvision | ProvisionWriteError> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ currency: riderProvisions.currency })
      .from(riderProvisions)
      .where(and(own(workspaceId), eq(riderProvisions.id, id)))
      .for("update");
    if (!stored || !(await getProvision(tx, workspaceId, tourId, id))) return "provision";
    if (!(await findOwnedShow(tx, workspaceId, input.showId, { tourId }))) return "show";
    const { currency, misfits } = await currencyOfWrite(tx, workspaceId, {
      sent: input.currency,
      stored: stored.currency,
      amounts: { estimatedValue: input.estimatedValue },
    });
    if (misfits) return { misfits };
    await tx
      .update(riderProvisions)
      .set(provisionColumns({ ...input, currency }))
      .where(and(own(workspaceId), eq(riderProvisions.id, id)));
    return (await getProvision(tx, workspaceId, tourId, id))!;
  });
}

export async function deleteRiderProvision(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
) {
  if (!(await getProvision(db, workspaceId, tourId, id))) return false;
  await db.delete(riderProvisions).where(and(own(workspaceId), eq(riderProvisions.id, id)));
  return true;
}
