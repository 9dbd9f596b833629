import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type Count,
  type CountSheet,
  type CountSheetRow,
  notEnoughStockMessage,
  type ShowCountsInput,
  type ShowSales,
  sellThrough,
  stockAfterCount,
} from "@/domain/merch/counts";
import type { Db } from "../../client";
import {
  merchProducts,
  merchShowCounts,
  merchVariants,
  tours,
  tourVenues,
  venues,
} from "../../schema";
import { jsonValue, UNKNOWN_VENUE_SQL } from "../../sql-helpers";
import { findOwnedShow, onShowVenue } from "../ownership";
import { refreshProductRollups } from "./rollups";

async function showHeader(db: Db, workspaceId: string, showId: string) {
  const [row] = await db
    .select({
      showId: tourVenues.id,
      date: tourVenues.performanceDate,
      venueName: sql<string>`coalesce(${venues.name}, ${UNKNOWN_VENUE_SQL})`,
      tourTitle: tours.title,
    })
    .from(tourVenues)
    .innerJoin(tours, eq(tours.id, tourVenues.tourId))
    .leftJoin(venues, onShowVenue(workspaceId))
    .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, workspaceId)));
  return row;
}

/**
 * The count sheet of a show: every variant of the products on sale (not drafts), plus any
 * variant this show has already counted, with stock now and the saved count.
 */
export async function getCountSheet(
  db: Db,
  workspaceId: string,
  showId: string,
): Promise<CountSheet | undefined> {
  const header = await showHeader(db, workspaceId, showId);
  if (!header) return undefined;
  const rows = await db
    .select({
      variantId: merchVariants.id,
      productId: merchProducts.id,
      productName: merchProducts.name,
      variantLabel: merchVariants.label,
      price: merchProducts.price,
      currency: merchProducts.currency,
      stock: merchVariants.stock,
      countIn: merchShowCounts.countIn,
      countOut: merchShowCounts.countOut,
      comps: merchShowCounts.comps,
    })
    .from(merchVariants)
    .innerJoin(merchProducts, eq(merchProducts.id, merchVariants.productId))
    .leftJoin(
      merchShowCounts,
      and(eq(merchShowCounts.variantId, merchVariants.id), eq(merchShowCounts.showId, showId)),
    )
    .where(
      and(
        eq(merchVariants.workspaceId, workspaceId),
        sql`(${merchProducts.status} <> 'draft' or ${merchShowCounts.id} is not null)`,
      ),
    )
    .orderBy(asc(merchProducts.name), asc(merchProducts.id), asc(merchVariants.position));
  return {
    ...header,
    rows: rows.map(
      ({ countIn, countOut, comps, ...r }): CountSheetRow => ({
        ...r,
        count: countIn === null ? null : { countIn, countOut: countOut ?? 0, comps: comps ?? 0 },
      }),
    ),
  };
}

export type CountsWriteError = "show" | "variant" | { stock: string };

const isEmpty = (c: Count) => c.countIn === 0 && c.countOut === 0 && c.comps === 0;

/**
 * Saves a show's counts and moves the stock by the difference to what was saved before, all
 * in one transaction. The show row is locked first, so two people saving counts for the same
 * show take turns and the second builds on the first; variants are locked in id order, so a
 * product edit or another show's counts never deadlock with this.
 */
export async function saveShowCounts(
  db: Db,
  workspaceId: string,
  showId: string,
  input: ShowCountsInput,
) {
  return db.transaction(async (tx): Promise<CountSheet | CountsWriteError> => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { lock: true }))) return "show";
    const ids = input.counts.map((c) => c.variantId);
    if (ids.length === 0) return (await getCountSheet(tx, workspaceId, showId))!;
    const variants = await tx
      .select({
        id: merchVariants.id,
        productId: merchVariants.productId,
        stock: merchVariants.stock,
        label: merchVariants.label,
        productName: merchProducts.name,
        price: merchProducts.price,
      })
      .from(merchVariants)
      .innerJoin(merchProducts, eq(merchProducts.id, merchVariants.productId))
      .where(and(eq(merchVariants.workspaceId, workspaceId), inArray(merchVariants.id, ids)))
      .orderBy(asc(merchVariants.id))
      .for("update", { of: merchVariants });
    if (variants.length !== ids.length) return "variant";
    const saved = await tx
      .select({
        id: merchShowCounts.id,
        variantId: merchShowCounts.variantId,
        countIn: merchShowCounts.countIn,
        countOut: merchShowCounts.countOut,
        comps: merchShowCounts.comps,
      })
      .from(merchShowCounts)
      .where(and(eq(merchShowCounts.showId, showId), inArray(merchShowCounts.variantId, ids)));
    const byVariant = new Map(variants.map((v) => [v.id, v]));
    const savedByVariant = new Map(saved.map((s) => [s.variantId, s]));
    for (const count of input.counts) {
      const variant = byVariant.get(count.variantId)!;
      const previous = savedByVariant.get(count.variantId) ?? null;
      const after = stockAfterCount(variant.stock, previous, count);
      if (after === null) {
        const available = variant.stock + (previous ? previous.countIn - previous.countOut : 0);
        const item = `${variant.productName} (${variant.label})`;
        return { stock: notEnoughStockMessage(item, available, count.countIn - count.countOut) };
      }
      await tx.update(merchVariants).set({ stock: after }).where(eq(merchVariants.id, variant.id));
      if (previous && isEmpty(count)) {
        await tx.delete(merchShowCounts).where(eq(merchShowCounts.id, previous.id));
      } else if (previous) {
        await tx
          .update(merchShowCounts)
          .set({ countIn: count.countIn, countOut: count.countOut, comps: count.comps })
          .where(eq(merchShowCounts.id, previous.id));
      } else if (!isEmpty(count)) {
        // The price of the night is kept, so a later price change leaves this gross alone.
        await tx
          .insert(merchShowCounts)
          .values({ workspaceId, showId, price: variant.price, ...count });
      }
    }
    await refreshProductRollups(tx, workspaceId, [...new Set(variants.map((v) => v.productId))]);
    return (await getCountSheet(tx, workspaceId, showId))!;
  });
}

/**
 * Every show of the account with its merch night added up, by date. Counts are grouped per
 * show before the (small) shows table is joined, whatever the number of counts. Sums are
 * bigint and unbounded numeric: integer counts of several products pass what an integer (or
 * numeric(14,2)) holds, and a cast that overflows broke this page for good (issue 21).
 */
export async function listShowSales(db: Db, workspaceId: string): Promise<ShowSales[]> {
  const rows = await jsonValue<Omit<ShowSales, "sellThrough">[]>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
      'showId', s.id, 'tourId', s.tour_id, 'tourTitle', t.title, 'date', s.performance_date,
      'venueName', coalesce(v.name, ${UNKNOWN_VENUE_SQL}),
      'countIn', coalesce(a.count_in, 0), 'sold', coalesce(a.sold, 0),
      'comps', coalesce(a.comps, 0), 'gross', coalesce(g.gross, '[]'::json)
    ) order by s.performance_date nulls last, s.order_in_tour, s.id), '[]'::json) as rows
    from ${tourVenues} s
    join ${tours} t on t.id = s.tour_id
    left join ${venues} v on v.id = s.venue_id and v.workspace_id = ${workspaceId}
    left join (
      select c.show_id, sum(c.count_in)::bigint as count_in,
        sum(c.count_in - c.count_out - c.comps)::bigint as sold, sum(c.comps)::bigint as comps
      from ${merchShowCounts} c where c.workspace_id = ${workspaceId}
      group by c.show_id
    ) a on a.show_id = s.id
    -- Issue 41: the gross per products' currency (each count's price is in its product's).
    left join (
      select x.show_id, json_agg(json_build_object('currency', x.currency, 'amount', x.amount)
          order by x.currency) as gross
      from (select c.show_id, p.currency,
          round(sum((c.count_in - c.count_out - c.comps) * c.price), 2)::text as amount
        from ${merchShowCounts} c join ${merchVariants} mv on mv.id = c.variant_id
        join ${merchProducts} p on p.id = mv.product_id
        where c.workspace_id = ${workspaceId}
        group by c.show_id, p.currency
        having sum((c.count_in - c.count_out - c.comps) * c.price) <> 0) x
      group by x.show_id
    ) g on g.show_id = s.id
    where s.workspace_id = ${workspaceId}`,
  );
  return rows.map((r) => ({ ...r, sellThrough: sellThrough(r.sold, r.countIn) }));
}
