import { and, asc, eq } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currency";
import type {
  ProvisionType,
  RiderProvision,
  RiderProvisionInput,
} from "@/domain/finances/rider-provisions";
import { UNKNOWN_VENUE } from "@/domain/tours/tours";
import type { Db } from "../../client";
import { riderProvisions, tourVenues, venues } from "../../schema";
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

export async function getProvision(db: Db, workspaceId: string, tourId: string, id: string) {
  const [row] = await selectProvisions(db, workspaceId, tourId).where(
    and(own(workspaceId), eq(riderProvisions.id, id)),
  );
  return row ? toProvision(row) : undefined;
}

export type ProvisionWriteError = "tour" | "provision" | "show";

/** A write's input with its currency settled (server/record-currency.ts). */
type ProvisionWrite = Omit<RiderProvisionInput, "currency"> & { currency: CurrencyCode };

const provisionColumns = ({ showId, ...rest }: ProvisionWrite) => ({
  ...rest,
  tourVenueId: showId,
});

export async function createRiderProvision(
  db: Db,
  workspaceId: string,
  tourId: string,
  input: ProvisionWrite,
): Promise<RiderProvision | ProvisionWriteError> {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return "tour";
  if (!(await findOwnedShow(db, workspaceId, input.showId, { tourId }))) return "show";
  const [row] = await db
    .insert(riderProvisions)
    .values({ ...provisionColumns(input), workspaceId })
    .returning({ id: riderProvisions.id });
  return (await getProvision(db, workspaceId, tourId, row!.id))!;
}

export async function updateRiderProvision(
  db: Db,
  workspaceId: string,
  tourId: string,
  id: string,
  input: ProvisionWrite,
): Promise<RiderProvision | ProvisionWriteError> {
  if (!(await getProvision(db, workspaceId, tourId, id))) return "provision";
  if (!(await findOwnedShow(db, workspaceId, input.showId, { tourId }))) return "show";
  await db
    .update(riderProvisions)
    .set(provisionColumns(input))
    .where(and(own(workspaceId), eq(riderProvisions.id, id)));
  return (await getProvision(db, workspaceId, tourId, id))!;
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
