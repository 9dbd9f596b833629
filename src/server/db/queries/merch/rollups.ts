import { sql } from "drizzle-orm";
import { LOW_STOCK_THRESHOLD } from "@/domain/merch/products";
import type { Db } from "../../client";
import { merchProducts, merchShowCounts, merchVariants, tourVenues } from "../../schema";
import { qualified } from "../../sql-helpers";

/**
 * Recomputes the products' roll-ups (stock, low-stock variants, units in and sold, gross)
 * from their variants and show counts. Every write that changes variants or counts calls it
 * for the products it touched, inside its transaction, so the figures can never drift;
 * `productIds` omitted recomputes the whole account (seeding).
 */
export async function refreshProductRollups(
  db: Db,
  workspaceId: string,
  productIds?: readonly string[],
) {
  if (productIds && productIds.length === 0) return;
  const p = qualified(merchProducts.id);
  const counted = sql`from ${merchShowCounts} c join ${merchVariants} v on v.id = c.variant_id
    where v.product_id = ${p}`;
  await db.execute(sql`
    update ${merchProducts} set
      stock_total = (select coalesce(sum(v.stock), 0) from ${merchVariants} v where v.product_id = ${p}),
      low_stock_variants = (select count(*) from ${merchVariants} v
        where v.product_id = ${p} and v.stock <= ${LOW_STOCK_THRESHOLD}),
      units_in = (select coalesce(sum(c.count_in), 0) ${counted}),
      units_sold = (select coalesce(sum(c.count_in - c.count_out - c.comps), 0) ${counted}),
      gross_sold = (select coalesce(sum((c.count_in - c.count_out - c.comps) * c.price), 0) ${counted})
    where ${merchProducts.workspaceId} = ${workspaceId}
      ${
        productIds
          ? sql`and ${merchProducts.id} in (${sql.join(
              productIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``
      }`);
}

/**
 * Products with show counts at a show, or at any show of a tour. Deleting shows deletes their
 * counts (cascade), so their deleters read this first and refresh these products after.
 */
export async function productsCountedAt(
  db: Db,
  workspaceId: string,
  scope: { showId: string } | { tourId: string },
): Promise<string[]> {
  const where = "showId" in scope ? sql`s.id = ${scope.showId}` : sql`s.tour_id = ${scope.tourId}`;
  const result = (await db.execute(sql`
    select distinct v.product_id as id from ${merchShowCounts} c
    join ${merchVariants} v on v.id = c.variant_id
    join ${tourVenues} s on s.id = c.show_id
    where c.workspace_id = ${workspaceId} and ${where}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}
