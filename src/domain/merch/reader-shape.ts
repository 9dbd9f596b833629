import { type WithHidden, withHidden } from "../hidden";
import type { CountSheet } from "./counts";
import type { DesignProject, DesignProjectDetail } from "./design-projects";

/**
 * Merch as a reader may see it (issue 34): crew count the night without prices; artists
 * approve designs without the management's brief (docs/product.md §17.5).
 */
export const countSheetFor = (sees: boolean, sheet: CountSheet) => ({
  ...sheet,
  rows: sheet.rows.map((r) => withHidden(sees, r, ["price"])),
});
export type ShownCountSheet = ReturnType<typeof countSheetFor>;

export const designProjectFor = <P extends DesignProject>(sees: boolean, project: P) =>
  withHidden(sees, project, ["brief"]);
export type ShownDesignProject = WithHidden<DesignProject, "brief">;
export type ShownDesignProjectDetail = WithHidden<DesignProjectDetail, "brief">;
