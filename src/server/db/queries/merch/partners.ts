import { and, eq, sql } from "drizzle-orm";
import type {
  MerchPartner,
  MerchPartnerInput,
  PartnerProjectChoice,
} from "@/domain/merch/partners";
import type { Db } from "../../client";
import { designProjects, merchPartners, merchProducts } from "../../schema";
import { newestFirst, qualified } from "../../sql-helpers";

function selectPartners(db: Db, workspaceId: string, id?: string) {
  return db
    .select({
      id: merchPartners.id,
      name: merchPartners.name,
      kind: merchPartners.kind,
      contactName: merchPartners.contactName,
      email: merchPartners.email,
      website: merchPartners.website,
      notes: merchPartners.notes,
      createdAt: merchPartners.createdAt,
      // Counted on the partner index: a subquery each, never a join of the big tables.
      projectCount: sql<number>`(select count(*) from ${designProjects}
        where ${designProjects.partnerId} = ${qualified(merchPartners.id)})::int`,
      productCount: sql<number>`(select count(*) from ${merchProducts}
        where ${merchProducts.partnerId} = ${qualified(merchPartners.id)})::int`,
    })
    .from(merchPartners)
    .where(
      and(eq(merchPartners.workspaceId, workspaceId), id ? eq(merchPartners.id, id) : undefined),
    )
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectPartners>>[number];
const toPartner = (r: Row): MerchPartner => ({
  ...r,
  kind: r.kind as MerchPartner["kind"],
  createdAt: r.createdAt.toISOString(),
});

export async function listMerchPartners(db: Db, workspaceId: string): Promise<MerchPartner[]> {
  const rows = await selectPartners(db, workspaceId).orderBy(...newestFirst(merchPartners));
  return rows.map(toPartner);
}

async function getMerchPartner(db: Db, workspaceId: string, id: string) {
  const [row] = await selectPartners(db, workspaceId, id);
  return row ? toPartner(row) : undefined;
}

/** True when the id names a partner of this account. */
export async function ownsPartner(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: merchPartners.id })
    .from(merchPartners)
    .where(and(eq(merchPartners.workspaceId, workspaceId), eq(merchPartners.id, id)));
  return Boolean(row);
}

export async function createMerchPartner(db: Db, workspaceId: string, input: MerchPartnerInput) {
  const [row] = await db
    .insert(merchPartners)
    .values({ ...input, workspaceId })
    .returning({ id: merchPartners.id });
  return (await getMerchPartner(db, workspaceId, row!.id))!;
}

export async function updateMerchPartner(
  db: Db,
  workspaceId: string,
  id: string,
  input: MerchPartnerInput,
) {
  const [row] = await db
    .update(merchPartners)
    .set(input)
    .where(and(eq(merchPartners.workspaceId, workspaceId), eq(merchPartners.id, id)))
    .returning({ id: merchPartners.id });
  return row ? getMerchPartner(db, workspaceId, row.id) : undefined;
}

export type PartnerDeleteResult = "deleted" | "missing" | { projects: number };

/**
 * Deletes a partner. With projects and no choice it answers how many, so the caller can ask;
 * "keep" leaves them without a partner, "delete" removes them (with their proofs and thread).
 */
export async function deleteMerchPartner(
  db: Db,
  workspaceId: string,
  id: string,
  choice: PartnerProjectChoice | undefined,
) {
  return db.transaction(async (tx): Promise<PartnerDeleteResult> => {
    const [partner] = await tx
      .select({ id: merchPartners.id })
      .from(merchPartners)
      .where(and(eq(merchPartners.workspaceId, workspaceId), eq(merchPartners.id, id)))
      .for("update");
    if (!partner) return "missing";
    const own = and(eq(designProjects.workspaceId, workspaceId), eq(designProjects.partnerId, id));
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(designProjects)
      .where(own);
    if (n > 0 && !choice) return { projects: n };
    if (n > 0 && choice === "delete") await tx.delete(designProjects).where(own);
    // "keep": the foreign key sets partner_id to null on the projects and products.
    await tx.delete(merchPartners).where(eq(merchPartners.id, id));
    return "deleted";
  });
}
