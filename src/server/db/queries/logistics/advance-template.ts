import { eq } from "drizzle-orm";
import {
  type AdvanceTemplateItem,
  DAY_SHEET_KEYS,
  DEFAULT_ADVANCE_TEMPLATE,
  SETS_KEY,
} from "@/domain/logistics/advances";
import type { Db } from "../../client";
import { advanceTemplates } from "../../schema";

/** The workspace's advance template, or the one that ships. */
export async function getAdvanceTemplate(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ items: advanceTemplates.items })
    .from(advanceTemplates)
    .where(eq(advanceTemplates.workspaceId, workspaceId));
  return { items: row?.items ?? [...DEFAULT_ADVANCE_TEMPLATE], isDefault: !row };
}

/**
 * Day-sheet times and the running order are what they are on the day sheet: a template may
 * rename or drop them, never give them another kind or section.
 */
const fixedKinds = (items: AdvanceTemplateItem[]) =>
  items.map((item): AdvanceTemplateItem => {
    if ((DAY_SHEET_KEYS as readonly string[]).includes(item.key))
      return { ...item, kind: "time", section: "schedule" };
    if (item.key === SETS_KEY) return { ...item, kind: "sets", section: "schedule" };
    return item.kind === "text" ? item : { ...item, kind: "text" };
  });

/** Saves the template; shows already advanced keep the questions they were asked. */
export async function saveAdvanceTemplate(
  db: Db,
  workspaceId: string,
  items: AdvanceTemplateItem[],
) {
  const fixed = fixedKinds(items);
  await db
    .insert(advanceTemplates)
    .values({ workspaceId, items: fixed })
    .onConflictDoUpdate({ target: advanceTemplates.workspaceId, set: { items: fixed } });
  return { items: fixed, isDefault: false };
}
