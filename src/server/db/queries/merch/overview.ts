import { sql } from "drizzle-orm";
import type { CurrencyAmount } from "@/domain/currencies/currency-amounts";
import { sellThrough } from "@/domain/merch/counts";
import { DESIGN_STATUSES, type DesignStatus, dueWeekEnd } from "@/domain/merch/design-projects";
import { LOW_STOCK_SHOWN, type MerchOverview, TOP_SELLERS_SHOWN } from "@/domain/merch/overview";
import { LOW_STOCK_THRESHOLD } from "@/domain/merch/products";
import { utcDateStamp } from "@/domain/tour-timing";
import type { Bound } from "../../built-once";
import type { Db } from "../../client";
import {
  designProjects,
  merchProducts,
  merchVariants,
  tours,
  tourVenues,
  venues,
} from "../../schema";
import { jsonValue, UNKNOWN_VENUE_SQL } from "../../sql-helpers";

/**
 * Products ready of all products, as the Overview's progress bar counts them (docs/product.md §7.3:
 * ready = status ready with stock > 0). Reads the products' stock roll-up only.
 */
export function merchandiseCountsSql(workspaceId: Bound<string>) {
  return sql`(
    select json_build_object(
      'total', count(*)::int,
      'ready', (count(*) filter (where p.status = 'ready' and p.stock_total > 0))::int
    )
    from ${merchProducts} p
    where p.workspace_id = ${workspaceId}
  )`;
}

type Raw = Pick<MerchOverview, "lowStock" | "dueThisWeek" | "topSellers" | "nextShow"> & {
  projects: { status: string; n: number }[];
  products: {
    total: number;
    ready: number;
    lowStockCount: number;
    sold: number;
    countIn: number;
    gross: CurrencyAmount[] | null;
  };
};

/**
 * The Overview tab in one SQL statement, whatever the number of products, variants and
 * counts: each part is a subquery answering one JSON value. Variants and counts are never
 * added up here: the products carry roll-ups of them (merch-rollups.ts), so the work grows
 * with the products alone (PGlite scans 10,000 rows in tens of milliseconds).
 */
export async function getMerchOverview(db: Db, workspaceId: string, now = new Date()) {
  const today = utcDateStamp(now);
  const raw = await jsonValue<Raw>(
    db,
    sql`select json_build_object(
      'projects', (select coalesce(json_agg(json_build_object('status', x.status, 'n', x.n)), '[]'::json)
        from (select status, count(*)::int as n from ${designProjects}
          where workspace_id = ${workspaceId} group by status) x),
      -- One pass over the products' roll-ups answers the counts and the totals; sums in bigint
      -- and unbounded numeric, which the roll-ups of many products cannot overflow.
      'products', (select json_build_object(
          'total', count(*)::int,
          'ready', (count(*) filter (where p.status = 'ready' and p.stock_total > 0))::int,
          'lowStockCount', coalesce(sum(p.low_stock_variants) filter (where p.status <> 'draft'), 0)::bigint,
          'sold', coalesce(sum(p.units_sold), 0)::bigint,
          'countIn', coalesce(sum(p.units_in), 0)::bigint,
          -- Issue 41: one gross per price-list currency (each product's roll-up is in its own).
          'gross', (select json_agg(json_build_object('currency', g.currency, 'amount', g.amount)
              order by g.currency)
            from (select q.currency, round(sum(q.gross_sold), 2)::text as amount
              from ${merchProducts} q where q.workspace_id = ${workspaceId} and q.gross_sold <> 0
              group by q.currency) g))
        from ${merchProducts} p where p.workspace_id = ${workspaceId}),
      -- Lowest stock first along the (workspace_id, stock) index; drafts are skipped.
      'lowStock', (select coalesce(json_agg(json_build_object('productId', l.product_id,
          'productName', l.name, 'variantLabel', l.label, 'stock', l.stock)
          order by l.stock, l.name, l.label), '[]'::json)
        from (select mv.product_id, p.name, mv.label, mv.stock from ${merchVariants} mv
          join ${merchProducts} p on p.id = mv.product_id
          where mv.workspace_id = ${workspaceId} and mv.stock <= ${LOW_STOCK_THRESHOLD} and p.status <> 'draft'
          order by mv.stock, p.name, mv.label limit ${LOW_STOCK_SHOWN}) l),
      'dueThisWeek', (select coalesce(json_agg(json_build_object('id', d.id, 'title', d.title,
          'dueDate', d.due_date, 'status', d.status) order by d.due_date, d.title), '[]'::json)
        from ${designProjects} d
        where d.workspace_id = ${workspaceId} and d.status in ('pending', 'in-review')
          and d.due_date between ${today}::date and ${dueWeekEnd(today)}::date),
      'topSellers', (select coalesce(json_agg(json_build_object('productId', t.id,
          'name', t.name, 'sold', t.units_sold, 'gross', t.gross_sold::text, 'currency', t.currency)
          order by t.units_sold desc, t.name), '[]'::json)
        from (select p.id, p.name, p.units_sold, p.gross_sold, p.currency from ${merchProducts} p
          where p.workspace_id = ${workspaceId} and p.units_sold > 0
          order by p.units_sold desc, p.name limit ${TOP_SELLERS_SHOWN}) t),
      'nextShow', (select json_build_object('id', s.id, 'date', s.performance_date,
          'venueName', coalesce(v.name, ${UNKNOWN_VENUE_SQL}), 'tourTitle', t.title)
        from ${tourVenues} s join ${tours} t on t.id = s.tour_id
        left join ${venues} v on v.id = s.venue_id and v.workspace_id = ${workspaceId}
        where s.workspace_id = ${workspaceId} and s.performance_date >= ${today}::date
        order by s.performance_date, s.order_in_tour, s.id limit 1)
    ) as rows`,
  );
  const { projects, products, ...lists } = raw;
  const projectsByStatus = Object.fromEntries(
    DESIGN_STATUSES.map((s) => [s, projects.find((p) => p.status === s)?.n ?? 0]),
  ) as Record<DesignStatus, number>;
  const overview: MerchOverview = {
    ...lists,
    projectsByStatus,
    productsReady: products.ready,
    productsTotal: products.total,
    lowStockCount: products.lowStockCount,
    totals: {
      sold: products.sold,
      countIn: products.countIn,
      gross: products.gross ?? [],
      sellThrough: sellThrough(products.sold, products.countIn),
    },
  };
  return overview;
}
