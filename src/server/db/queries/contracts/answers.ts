import { and, asc, desc, eq } from "drizzle-orm";
import {
  type ContractDetail,
  type ContractState,
  type ContractSummary,
  isCurrent,
} from "@/domain/contracts/contracts";
import type { Db } from "../../client";
import { contracts, tourVenues } from "../../schema";
import { findOwnedTour } from "../ownership";
import { type ContractRow, eventsOf, latestOfShow, linkIsActive } from "./contract-rows";
import { showContractFacts } from "./facts";
import { type ContractNow, readNow, readOneNow } from "./out-of-date";

/** What the manager's screens are answered with: a version's summary and its detail. */
const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummary(r: ContractNow): ContractSummary {
  return {
    id: r.id,
    showId: r.showId,
    version: r.version,
    state: r.state as ContractState,
    outOfDate: r.outOfDate,
    promoterName: r.promoterName,
    sentAt: iso(r.sentAt),
    viewedAt: iso(r.viewedAt),
    promoterSignedAt: iso(r.promoterSignedAt),
    executedAt: iso(r.executedAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function toDetail(db: Db, row: ContractRow): Promise<ContractDetail> {
  const r = await readOneNow(db, row);
  return {
    ...toSummary(r),
    showDate: r.showDate,
    venueName: r.venueName,
    title: r.title,
    documentSha256: r.documentSha256,
    executedSha256: r.executedSha256,
    linkActive: linkIsActive(r),
    linkExpiresAt: linkIsActive(r) ? iso(r.linkExpiresAt) : null,
    events: await eventsOf(db, r.workspaceId, r.id),
  };
}

/** Each show's latest version on the tour; undefined when the tour is not the workspace's. */
export async function contractsOfTour(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(
      tourVenues,
      and(
        eq(tourVenues.id, contracts.showId),
        eq(tourVenues.workspaceId, workspaceId),
        eq(tourVenues.tourId, tourId),
      ),
    )
    .where(eq(contracts.workspaceId, workspaceId))
    .orderBy(asc(contracts.showId), desc(contracts.version));
  const latest = new Map<string, ContractRow>();
  for (const { contract } of rows)
    if (!latest.has(contract.showId)) latest.set(contract.showId, contract);
  return (await readNow(db, [...latest.values()])).map(toSummary);
}

/** The show's latest version, and whether a new one can be made (and why not). */
export async function showContract(db: Db, workspaceId: string, tourId: string, showId: string) {
  const made = await showContractFacts(db, workspaceId, tourId, showId);
  if (!made) return undefined;
  const latest = await latestOfShow(db, workspaceId, showId);
  const blocking = latest && isCurrent(await readOneNow(db, latest));
  const whyNot = made.whyNot ?? (blocking ? "This show has a current version" : null);
  return {
    contract: latest ? await toDetail(db, latest) : null,
    canCreate: whyNot === null,
    whyNot,
  };
}
