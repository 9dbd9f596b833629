import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { money, owned } from "./columns";
import { tourFinancials } from "./finances";
import { tours, tourVenues } from "./tours";

/** Artwork bytes live in the database (bytea) so every app process on either engine sees them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Designers and print shops. */
export const merchPartners = pgTable(
  "merch_partners",
  {
    ...owned(),
    name: text("name").notNull(),
    kind: text("kind").notNull().default("designer"),
    contactName: text("contact_name"),
    email: text("email"),
    website: text("website"),
    notes: text("notes"),
  },
  (t) => [index("merch_partners_workspace_idx").on(t.workspaceId, t.createdAt)],
);

export const designProjects = pgTable(
  "design_projects",
  {
    ...owned(),
    title: text("title").notNull(),
    kind: text("kind").notNull().default("poster"),
    // docs/product.md §7.1: pending, in-review, approved, completed; changed only through a review move.
    status: text("status").notNull().default("pending"),
    tourId: uuid("tour_id").references(() => tours.id, { onDelete: "set null" }),
    partnerId: uuid("partner_id").references(() => merchPartners.id, { onDelete: "set null" }),
    dueDate: date("due_date"),
    brief: text("brief"),
  },
  (t) => [
    index("design_projects_workspace_idx").on(t.workspaceId, t.createdAt),
    index("design_projects_partner_idx").on(t.partnerId),
    index("design_projects_tour_idx").on(t.tourId),
  ],
);

/** Every status move of a project, with who made it, when and why: the review thread. */
export const designReviews = pgTable(
  "design_reviews",
  {
    ...owned(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => designProjects.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    comment: text("comment"),
    authorName: text("author_name").notNull(),
  },
  (t) => [index("design_reviews_project_idx").on(t.projectId, t.createdAt)],
);

export const artworkFiles = pgTable(
  "artwork_files",
  {
    ...owned(),
    // A proof belongs to a design project; a receipt (issue 36) to a financial row instead.
    // One store and one quota for every file a workspace uploads.
    projectId: uuid("project_id").references(() => designProjects.id, { onDelete: "cascade" }),
    financialId: uuid("financial_id").references(() => tourFinancials.id, {
      onDelete: "cascade",
    }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** A 320 px WebP of an image (tens of KB), made from the upload before it is stored. */
    thumbnail: bytea("thumbnail"),
  },
  (t) => [
    index("artwork_files_project_idx").on(t.projectId, t.createdAt),
    index("artwork_files_workspace_idx").on(t.workspaceId),
    // A financial row has at most one receipt.
    uniqueIndex("artwork_files_financial_idx").on(t.financialId),
    check("artwork_files_one_owner", sql`(${t.projectId} is null) <> (${t.financialId} is null)`),
  ],
);

/**
 * A file's bytes in pieces (queries/file-chunks.ts), in order (`seq` from 0): neither engine's
 * driver ever handles one 10 MB value, and a file is served piece by piece.
 */
export const artworkFileChunks = pgTable(
  "artwork_file_chunks",
  {
    ...owned(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => artworkFiles.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    uniqueIndex("artwork_file_chunks_file_seq_idx").on(t.fileId, t.seq),
    index("artwork_file_chunks_workspace_idx").on(t.workspaceId),
  ],
);

export const merchProducts = pgTable(
  "merch_products",
  {
    ...owned(),
    name: text("name").notNull(),
    type: text("type").notNull().default("t-shirt"),
    status: text("status").notNull().default("draft"),
    designProjectId: uuid("design_project_id").references(() => designProjects.id, {
      onDelete: "set null",
    }),
    partnerId: uuid("partner_id").references(() => merchPartners.id, { onDelete: "set null" }),
    // Issue 41: the product's price list currency. Its price, unit cost, every show count's
    // price and the gross_sold roll-up are in it (a US tee in USD, a UK tee in GBP).
    currency: text("currency").notNull().default("USD"),
    price: money("price").notNull().default("0"),
    unitCost: money("unit_cost").notNull().default("0"),
    // Roll-ups of the variants and their show counts, recomputed from those rows by every
    // write that touches them (queries/merch-rollups.ts): the Overview tab reads products only.
    stockTotal: integer("stock_total").notNull().default(0),
    lowStockVariants: integer("low_stock_variants").notNull().default(0),
    unitsIn: integer("units_in").notNull().default(0),
    unitsSold: integer("units_sold").notNull().default(0),
    grossSold: money("gross_sold").notNull().default("0"),
  },
  (t) => [
    index("merch_products_workspace_idx").on(t.workspaceId, t.createdAt),
    index("merch_products_workspace_sold_idx").on(t.workspaceId, t.unitsSold),
    index("merch_products_partner_idx").on(t.partnerId),
    index("merch_products_design_idx").on(t.designProjectId),
  ],
);

export const merchVariants = pgTable(
  "merch_variants",
  {
    ...owned(),
    productId: uuid("product_id")
      .notNull()
      .references(() => merchProducts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
    stock: integer("stock").notNull().default(0),
  },
  (t) => [
    index("merch_variants_product_idx").on(t.productId, t.position),
    index("merch_variants_workspace_stock_idx").on(t.workspaceId, t.stock),
    // The last guard: a count that slipped past the checks still cannot go below zero.
    check("merch_variants_stock_check", sql`${t.stock} >= 0`),
  ],
);

/** One variant's count at one show; price is the price it sold at that night. */
export const merchShowCounts = pgTable(
  "merch_show_counts",
  {
    ...owned(),
    showId: uuid("show_id")
      .notNull()
      .references(() => tourVenues.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => merchVariants.id, { onDelete: "cascade" }),
    countIn: integer("count_in").notNull(),
    countOut: integer("count_out").notNull(),
    comps: integer("comps").notNull(),
    price: money("price").notNull(),
  },
  (t) => [
    uniqueIndex("merch_show_counts_show_variant_idx").on(t.showId, t.variantId),
    index("merch_show_counts_workspace_idx").on(t.workspaceId),
    index("merch_show_counts_variant_idx").on(t.variantId),
  ],
);
