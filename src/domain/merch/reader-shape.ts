import { type AnswerFields, type ClassifiedBy, type Shaped, shapeFor } from "../audience";
import type { CountSheet, CountSheetRow } from "./counts";
import type { DesignProject, DesignProjectDetail } from "./design-projects";

/**
 * Merch as a reader may see it (issues 34, 48): crew count the night without prices; artists
 * approve designs without the management's brief (docs/product.md §17.5).
 */
const COUNT_SHEET_FIELDS = {
  showId: "everyone",
  date: "everyone",
  venueName: "everyone",
  tourTitle: "everyone",
  // Shaped row by row below.
  rows: "everyone",
} as const satisfies AnswerFields<CountSheet>;

const COUNT_ROW_FIELDS = {
  variantId: "everyone",
  productId: "everyone",
  productName: "everyone",
  variantLabel: "everyone",
  price: "money",
  currency: "everyone",
  stock: "everyone",
  count: "everyone",
} as const satisfies AnswerFields<CountSheetRow>;

const DESIGN_PROJECT_FIELDS = {
  id: "everyone",
  title: "everyone",
  kind: "everyone",
  status: "everyone",
  tourId: "everyone",
  tourTitle: "everyone",
  partnerId: "everyone",
  partnerName: "everyone",
  dueDate: "everyone",
  brief: "managers",
  fileCount: "everyone",
  coverFileId: "everyone",
  createdAt: "everyone",
  // The detail's: the reviews artists write and the proofs they approve.
  reviews: "everyone",
  files: "everyone",
} as const satisfies AnswerFields<DesignProjectDetail>;

type ShownCountRow = Shaped<CountSheetRow, typeof COUNT_ROW_FIELDS>;
export type ShownCountSheet = Omit<Shaped<CountSheet, typeof COUNT_SHEET_FIELDS>, "rows"> & {
  rows: ShownCountRow[];
};

export const countSheetFor = (sees: boolean, sheet: CountSheet): ShownCountSheet => ({
  ...shapeFor(sees, COUNT_SHEET_FIELDS, sheet),
  rows: sheet.rows.map((r) => shapeFor(sees, COUNT_ROW_FIELDS, r)),
});

export const designProjectFor = <P extends DesignProject>(
  sees: boolean,
  project: ClassifiedBy<typeof DESIGN_PROJECT_FIELDS, P>,
) => shapeFor<P, typeof DESIGN_PROJECT_FIELDS>(sees, DESIGN_PROJECT_FIELDS, project);
export type ShownDesignProject = Shaped<DesignProject, typeof DESIGN_PROJECT_FIELDS>;
export type ShownDesignProjectDetail = Shaped<DesignProjectDetail, typeof DESIGN_PROJECT_FIELDS>;
