import { and, eq, inArray, ne } from "drizzle-orm";
import type { DatesPageInput } from "@/domain/listings/listing-input";
import { SLUG_MAX, slugProblem, suggestSlug } from "@/domain/listings/slug";
import type { Db } from "../../client";
import { violatedUniqueIndex } from "../../database-errors";
import { datesPages } from "../../schema";

/** The page's settings as the owner reads them. */
export interface DatesPageSettings {
  enabled: boolean;
  slug: string;
  title: string;
}

const pageColumns = {
  enabled: datesPages.enabled,
  slug: datesPages.slug,
  title: datesPages.title,
};

export async function readDatesPage(
  db: Db,
  workspaceId: string,
): Promise<DatesPageSettings | undefined> {
  const [page] = await db
    .select(pageColumns)
    .from(datesPages)
    .where(eq(datesPages.workspaceId, workspaceId));
  return page;
}

/** Which of these slugs another workspace's page holds (its own never counts as taken). */
async function slugsHeldByOthers(db: Db, workspaceId: string, slugs: string[]) {
  const rows = await db
    .select({ slug: datesPages.slug })
    .from(datesPages)
    .where(and(inArray(datesPages.slug, slugs), ne(datesPages.workspaceId, workspaceId)));
  return new Set(rows.map((r) => r.slug));
}

export async function isSlugTaken(db: Db, workspaceId: string, slug: string): Promise<boolean> {
  return (await slugsHeldByOthers(db, workspaceId, [slug])).has(slug);
}

/**
 * The address first offered for the act's name: the plain slug when free, else the slug with
 * a few characters of the workspace's id (stable: the form offers the same one every time),
 * else a number. One statement asks about every candidate at once.
 */
export async function suggestFreeSlug(db: Db, workspaceId: string, name: string): Promise<string> {
  const base = suggestSlug(name);
  const tag =
    workspaceId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 5) || "act";
  const room = (suffix: string) => base.slice(0, SLUG_MAX - suffix.length - 1).replace(/-+$/, "");
  const candidates = [
    base,
    `${room(tag)}-${tag}`,
    ...[2, 3, 4, 5].map((n) => `${room("9")}-${n}`),
  ].filter((slug) => slugProblem(slug) === null);
  const held = await slugsHeldByOthers(db, workspaceId, candidates);
  return candidates.find((slug) => !held.has(slug)) ?? base;
}

export type SavePageResult = { page: DatesPageSettings; oldSlug: string | null } | { taken: true };

const SLUG_INDEX = "dates_pages_slug_idx";

/**
 * Creates or changes the workspace's page. A slug another workspace holds is refused; the
 * unique index refuses it too when two acts choose it at the same moment (the check and the
 * write are not one step), and that race reads as the same refusal.
 */
export async function saveDatesPage(
  db: Db,
  workspaceId: string,
  input: DatesPageInput,
): Promise<SavePageResult> {
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ slug: datesPages.slug })
        .from(datesPages)
        .where(eq(datesPages.workspaceId, workspaceId))
        .for("update");
      if (await isSlugTaken(tx, workspaceId, input.slug)) return { taken: true } as const;
      const values = { slug: input.slug, enabled: input.enabled, title: input.title };
      const [page] = await tx
        .insert(datesPages)
        .values({ workspaceId, ...values })
        .onConflictDoUpdate({
          target: datesPages.workspaceId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning(pageColumns);
      return { page: page!, oldSlug: old?.slug ?? null };
    });
  } catch (err) {
    if (violatedUniqueIndex(err) === SLUG_INDEX) return { taken: true };
    throw err;
  }
}
