import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { isSignedOff } from "@/domain/merch/design-projects";
import {
  type MerchProduct,
  type MerchProductInput,
  productDecimalsRefusals,
} from "@/domain/merch/products";
import type { Db } from "../../client";
import {
  designProjects,
  merchPartners,
  merchProducts,
  merchShowCounts,
  merchVariants,
} from "../../schema";
import { newestFirst, qualified } from "../../sql-helpers";
import { homeCurrencyInWrite } from "../currencies/record-currency";
import { ensureRoomFor } from "../workspace-limits";
import { designStatus } from "./design-projects";
import { ownsPartner } from "./partners";
import { refreshProductRollups } from "./rollups";

/** The product's variants in order, with units sold over all shows, as one JSON value. */
const variantsJson = sql<MerchProduct["variants"]>`(
  select coalesce(json_agg(json_build_object(
    'id', v.id, 'label', v.label, 'stock', v.stock,
    'sold', coalesce((select sum(c.count_in - c.count_out - c.comps) from ${merchShowCounts} c
      where c.variant_id = v.id), 0)::bigint
  ) order by v.position, v.id), '[]'::json)
  from ${merchVariants} v where v.product_id = ${qualified(merchProducts.id)}
)`;

function selectProducts(db: Db, workspaceId: string) {
  return db
    .select({
      id: merchProducts.id,
      name: merchProducts.name,
      type: merchProducts.type,
      status: merchProducts.status,
      designProjectId: merchProducts.designProjectId,
      designTitle: designProjects.title,
      partnerId: merchProducts.partnerId,
      partnerName: merchPartners.name,
      currency: merchProducts.currency,
      price: merchProducts.price,
      unitCost: merchProducts.unitCost,
      createdAt: merchProducts.createdAt,
      variants: variantsJson,
    })
    .from(merchProducts)
    .leftJoin(
      designProjects,
      and(
        eq(designProjects.id, merchProducts.designProjectId),
        eq(designProjects.workspaceId, workspaceId),
      ),
    )
    .leftJoin(
      merchPartners,
      and(
        eq(merchPartners.id, merchProducts.partnerId),
        eq(merchPartners.workspaceId, workspaceId),
      ),
    )
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectProducts>>[number];
const toProduct = (r: Row): MerchProduct => ({
  ...r,
  type: r.type as MerchProduct["type"],
  status: r.status as MerchProduct["status"],
  createdAt: r.createdAt.toISOString(),
});

const ownProduct = (workspaceId: string, id: string) =>
  and(eq(merchProducts.workspaceId, workspaceId), eq(merchProducts.id, id));

export async function listMerchProducts(db: Db, workspaceId: string): Promise<MerchProduct[]> {
  const rows = await selectProducts(db, workspaceId)
    .where(eq(merchProducts.workspaceId, workspaceId))
    .orderBy(...newestFirst(merchProducts));
  return rows.map(toProduct);
}

async function getMerchProduct(db: Db, workspaceId: string, id: string) {
  const [row] = await selectProducts(db, workspaceId).where(ownProduct(workspaceId, id));
  return row ? toProduct(row) : undefined;
}

export type ProductWriteError =
  | "missing"
  | "design"
  | "partner"
  | "variant"
  | { variantHasCounts: string }
  /** Issue 41: amounts with more decimals than the product's currency, by field. */
  | { decimals: Record<string, string> }
  /** Issue 41: shows sold it in this currency, so it keeps it. */
  | { soldIn: CurrencyCode };

/** A product's input with its currency settled: the one sent, else the product's or the home one. */
type ProductWrite = MerchProductInput & { currency: CurrencyCode };

/** The amounts that do not fit the currency the product will be in, as a write error. */
function misfits(write: ProductWrite) {
  const fields = productDecimalsRefusals(write, write.currency);
  return Object.keys(fields).length > 0 ? { decimals: fields } : null;
}

/** The links must be the account's own; the design must be signed off. */
async function checkLinks(db: Db, workspaceId: string, input: MerchProductInput) {
  if (input.designProjectId) {
    const status = await designStatus(db, workspaceId, input.designProjectId);
    if (!status || !isSignedOff(status)) return "design" as const;
  }
  if (input.partnerId && !(await ownsPartner(db, workspaceId, input.partnerId))) {
    return "partner" as const;
  }
  return null;
}

const productColumns = ({ variants: _, ...fields }: ProductWrite) => fields;

/** A new product is in the currency sent, else the workspace's home currency. */
export async function createMerchProduct(db: Db, workspaceId: string, input: MerchProductInput) {
  return db.transaction(async (tx): Promise<MerchProduct | ProductWriteError> => {
    const currency = input.currency ?? (await homeCurrencyInWrite(tx, workspaceId));
    const write = { ...input, currency };
    const misfit = misfits(write);
    if (misfit) return misfit;
    const refused = await checkLinks(tx, workspaceId, input);
    if (refused) return refused;
    await ensureRoomFor(tx, workspaceId, "products");
    const [row] = await tx
      .insert(merchProducts)
      .values({ ...productColumns(write), workspaceId })
      .returning({ id: merchProducts.id });
    await tx.insert(merchVariants).values(
      input.variants.map((v, position) => ({
        workspaceId,
        productId: row!.id,
        label: v.label,
        stock: v.stock,
        position,
      })),
    );
    await refreshProductRollups(tx, workspaceId, [row!.id]);
    return (await getMerchProduct(tx, workspaceId, row!.id))!;
  });
}

/**
 * Replaces the product and its variant list. Variants sent with an id keep their show
 * counts; a variant left out is removed, unless shows have counted it (history stays).
 * The currency left out stays; a product shows have sold keeps its currency, because each
 * count's price of the night is in it (docs/product.md §21.8): nothing is converted.
 * The product's variants are locked, so show counts entered meanwhile wait their turn.
 */
export async function updateMerchProduct(
  db: Db,
  workspaceId: string,
  id: string,
  input: MerchProductInput,
) {
  return db.transaction(async (tx): Promise<MerchProduct | ProductWriteError> => {
    const [product] = await tx
      .select({ id: merchProducts.id, currency: merchProducts.currency })
      .from(merchProducts)
      .where(ownProduct(workspaceId, id))
      .for("update");
    if (!product) return "missing";
    const write = { ...input, currency: input.currency ?? product.currency };
    const misfit = misfits(write);
    if (misfit) return misfit;
    if (write.currency !== product.currency && (await hasCounts(tx, id)))
      return { soldIn: product.currency };
    const refused = await checkLinks(tx, workspaceId, input);
    if (refused) return refused;
    const existing = await tx
      .select({ id: merchVariants.id, label: merchVariants.label })
      .from(merchVariants)
      .where(and(eq(merchVariants.productId, id), eq(merchVariants.workspaceId, workspaceId)))
      .for("update");
    const existingIds = new Set(existing.map((v) => v.id));
    if (input.variants.some((v) => v.id && !existingIds.has(v.id))) return "variant";
    const keptIds = input.variants.flatMap((v) => (v.id ? [v.id] : []));
    const dropped = existing.filter((v) => !keptIds.includes(v.id));
    if (dropped.length > 0) {
      const [counted] = await tx
        .select({ variantId: merchShowCounts.variantId })
        .from(merchShowCounts)
        .where(
          inArray(
            merchShowCounts.variantId,
            dropped.map((v) => v.id),
          ),
        )
        .limit(1);
      if (counted) {
        return { variantHasCounts: dropped.find((v) => v.id === counted.variantId)!.label };
      }
      await tx
        .delete(merchVariants)
        .where(
          and(
            eq(merchVariants.productId, id),
            keptIds.length > 0 ? notInArray(merchVariants.id, keptIds) : undefined,
          ),
        );
    }
    await tx.update(merchProducts).set(productColumns(write)).where(ownProduct(workspaceId, id));
    for (const [position, v] of input.variants.entries()) {
      if (v.id) {
        await tx
          .update(merchVariants)
          .set({ label: v.label, stock: v.stock, position })
          .where(eq(merchVariants.id, v.id));
      } else {
        await tx
          .insert(merchVariants)
          .values({ workspaceId, productId: id, label: v.label, stock: v.stock, position });
      }
    }
    await refreshProductRollups(tx, workspaceId, [id]);
    return (await getMerchProduct(tx, workspaceId, id))!;
  });
}

/** Whether any show has counted one of the product's variants. */
async function hasCounts(db: Db, productId: string) {
  const [row] = await db
    .select({ id: merchShowCounts.id })
    .from(merchShowCounts)
    .innerJoin(merchVariants, eq(merchVariants.id, merchShowCounts.variantId))
    .where(eq(merchVariants.productId, productId))
    .limit(1);
  return row !== undefined;
}

/** Deletes a product with its variants and their show counts. */
export async function deleteMerchProduct(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(merchProducts)
    .where(ownProduct(workspaceId, id))
    .returning({ id: merchProducts.id });
  return rows.length > 0;
}
