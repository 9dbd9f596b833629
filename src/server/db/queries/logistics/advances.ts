import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  type AdvanceItem,
  type AdvanceKind,
  type AdvanceSection,
  type AdvanceState,
  advanceProgress,
  afterDaySheetEdit,
  answerSchema,
  DAY_SHEET_KEYS,
  type DaySheetKey,
  daySheetChangeOf,
  isDaySheetKey,
  isMoneySection,
  parseSets,
  SETS_KEY,
  stateAfterAnswer,
} from "@/domain/logistics/advances";
import type { Db } from "../../client";
import { advanceItems, daySheets, tourVenues } from "../../schema";
import { findOwnedShow, findOwnedTour } from "../ownership";
import { getAdvanceTemplate } from "./advance-template";

const itemColumns = {
  key: advanceItems.key,
  section: advanceItems.section,
  label: advanceItems.label,
  kind: advanceItems.kind,
  state: advanceItems.state,
  agreed: advanceItems.value,
  proposed: advanceItems.proposed,
  answeredBy: advanceItems.answeredBy,
};

/** An accepted answer: its question and the value now agreed. */
export interface AcceptedAnswer {
  label: string;
  kind: AdvanceKind;
  section: AdvanceSection;
  value: string;
}

/** A value refused for its item's kind (too long, not a time, sets unreadable). */
export type InvalidAnswer = { invalid: string };

async function sheetOf(db: Db, workspaceId: string, showId: string) {
  const [sheet] = await db
    .select({
      loadIn: daySheets.loadIn,
      soundcheck: daySheets.soundcheck,
      doors: daySheets.doors,
      curfew: daySheets.curfew,
      loadOut: daySheets.loadOut,
      sets: daySheets.sets,
    })
    .from(daySheets)
    .where(and(eq(daySheets.workspaceId, workspaceId), eq(daySheets.tourVenueId, showId)));
  return sheet;
}

/**
 * A show's advance, its show known to be the workspace's: the stored items, or the template's
 * when nothing was asked yet. Day-sheet times and sets read their agreed value from the day
 * sheet, so the two never disagree.
 */
export async function advanceItemsOf(
  db: Db,
  workspaceId: string,
  showId: string,
): Promise<AdvanceItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(advanceItems)
    .where(and(eq(advanceItems.workspaceId, workspaceId), eq(advanceItems.showId, showId)))
    .orderBy(asc(advanceItems.position));
  const items: AdvanceItem[] = rows.length
    ? (rows as AdvanceItem[])
    : (await getAdvanceTemplate(db, workspaceId)).items.map((i) => ({
        ...i,
        state: "not_asked" as const,
        agreed: null,
        proposed: null,
        answeredBy: null,
      }));
  const sheet = await sheetOf(db, workspaceId, showId);
  return items.map((item) => {
    if (isDaySheetKey(item.key)) {
      // The row's value is what the advance agreed; the day sheet's is what holds now.
      const now = sheet?.[item.key] ?? null;
      return {
        ...item,
        agreed: now,
        change: daySheetChangeOf({ ...item, value: item.agreed }, now),
      };
    }
    if (item.key === SETS_KEY)
      return { ...item, agreed: sheet?.sets.length ? JSON.stringify(sheet.sets) : null };
    return item;
  });
}

/** The show's questions as rows, copied from the template on the first write. */
async function ensureItems(tx: Db, workspaceId: string, showId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(advanceItems)
    .where(and(eq(advanceItems.workspaceId, workspaceId), eq(advanceItems.showId, showId)));
  if ((row?.n ?? 0) > 0) return;
  const { items } = await getAdvanceTemplate(tx, workspaceId);
  await tx
    .insert(advanceItems)
    .values(items.map((item, position) => ({ ...item, workspaceId, showId, position })));
}

/** Writes an agreed value where it lives: the day sheet for its times and sets, else the item. */
async function writeAgreed(
  tx: Db,
  workspaceId: string,
  showId: string,
  key: string,
  value: string,
) {
  const set = isDaySheetKey(key)
    ? { [key]: value || null }
    : key === SETS_KEY
      ? { sets: parseSets(value) }
      : undefined;
  // A day-sheet time keeps what the advance agreed on its row too: a later change made on the
  // day sheet is then told apart from it (issue 47).
  if (!set || isDaySheetKey(key)) {
    await tx
      .update(advanceItems)
      .set({ value: value || null })
      .where(and(eq(advanceItems.showId, showId), eq(advanceItems.key, key)));
  }
  if (!set) return;
  await tx
    .insert(daySheets)
    .values({ ...set, workspaceId, tourVenueId: showId })
    .onConflictDoUpdate({ target: daySheets.tourVenueId, set });
}

async function lockedItem(tx: Db, workspaceId: string, showId: string, key: string) {
  await ensureItems(tx, workspaceId, showId);
  const [item] = await tx
    .select({ ...itemColumns, id: advanceItems.id })
    .from(advanceItems)
    .where(and(eq(advanceItems.showId, showId), eq(advanceItems.key, key)))
    .for("update");
  return item;
}

function checkValue(kind: string, value: string): InvalidAnswer | undefined {
  const checked = answerSchema(kind as AdvanceItem["kind"]).safeParse(value);
  return checked.success ? undefined : { invalid: checked.error.issues[0]?.message ?? "Invalid" };
}

/**
 * A manager sets an item's value (confirmed as they set it) or its state. Undefined for a
 * show that is not the workspace's; "item" for a key the advance does not have.
 */
export async function editAdvanceItem(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  key: string,
  edit: { value?: string; state?: AdvanceState },
): Promise<AdvanceItem[] | "item" | InvalidAnswer | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return undefined;
    const item = await lockedItem(tx, workspaceId, showId, key);
    if (!item) return "item";
    let state = edit.state ?? item.state;
    if (edit.value !== undefined) {
      const invalid = checkValue(item.kind, edit.value);
      if (invalid) return invalid;
      await writeAgreed(tx, workspaceId, showId, key, edit.value.trim());
      state = edit.value.trim() ? "confirmed" : item.state === "not_asked" ? "not_asked" : "asked";
    }
    await tx
      .update(advanceItems)
      .set({ state, updatedAt: new Date(), ...(edit.value !== undefined && { proposed: null }) })
      .where(eq(advanceItems.id, item.id));
    return advanceItemsOf(tx, workspaceId, showId);
  });
}

/** Accepts proposed answers: each becomes the agreed value (on the day sheet for its times). */
export async function acceptAdvanceAnswers(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  keys: string[],
): Promise<{ items: AdvanceItem[]; accepted: number; agreed: AcceptedAnswer[] } | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return undefined;
    const answered = await tx
      .select({
        id: advanceItems.id,
        key: advanceItems.key,
        proposed: advanceItems.proposed,
        label: advanceItems.label,
        kind: advanceItems.kind,
        section: advanceItems.section,
      })
      .from(advanceItems)
      .where(
        and(
          eq(advanceItems.showId, showId),
          inArray(advanceItems.key, keys),
          isNotNull(advanceItems.proposed),
        ),
      )
      .orderBy(asc(advanceItems.position));
    for (const item of answered) {
      await writeAgreed(tx, workspaceId, showId, item.key, item.proposed ?? "");
      await tx
        .update(advanceItems)
        .set({ state: "confirmed", proposed: null, updatedAt: new Date() })
        .where(eq(advanceItems.id, item.id));
    }
    return {
      items: await advanceItemsOf(tx, workspaceId, showId),
      accepted: answered.length,
      // What was agreed, for the notice to the people on the day (the route raises it).
      agreed: answered.map((a) => ({
        label: a.label,
        kind: a.kind as AdvanceKind,
        section: a.section as AdvanceSection,
        value: a.proposed ?? "",
      })),
    };
  });
}

/**
 * The venue's answer through its link (the show is the link's): proposed, never agreed until a
 * manager accepts it. "item" for a key not asked of this link (settlement unless shared).
 */
export async function answerAdvanceItem(
  db: Db,
  workspaceId: string,
  showId: string,
  key: string,
  answer: { value: string; by: string; money: boolean },
): Promise<{ label: string } | "item" | InvalidAnswer> {
  return db.transaction(async (tx) => {
    // The show's row, locked: the first answers of two people copy the template once.
    if (!(await findOwnedShow(tx, workspaceId, showId, { lock: true }))) return "item";
    const item = await lockedItem(tx, workspaceId, showId, key);
    if (!item || (isMoneySection(item.section as never) && !answer.money)) return "item";
    const invalid = checkValue(item.kind, answer.value);
    if (invalid) return invalid;
    const value = answer.value.trim();
    await tx
      .update(advanceItems)
      .set({
        proposed: value || null,
        state: item.state === "confirmed" && !value ? "confirmed" : stateAfterAnswer(value),
        answeredBy: value ? answer.by : null,
        updatedAt: new Date(),
      })
      .where(eq(advanceItems.id, item.id));
    return { label: item.label };
  });
}

/** A link went out: whatever was not asked now is. */
export async function markAdvanceAsked(tx: Db, workspaceId: string, showId: string) {
  await ensureItems(tx, workspaceId, showId);
  await tx
    .update(advanceItems)
    .set({ state: "asked" })
    .where(and(eq(advanceItems.showId, showId), eq(advanceItems.state, "not_asked")));
}

/** "Advanced 7 of 12" for each show of a tour; undefined for a tour not the workspace's. */
export async function advanceProgressOfTour(db: Db, workspaceId: string, tourId: string) {
  if (!(await findOwnedTour(db, workspaceId, tourId))) return undefined;
  const rows = await db
    .select({
      showId: tourVenues.id,
      total: count(advanceItems.id),
      confirmed: sql<number>`count(*) filter (where ${advanceItems.state} = 'confirmed')`.mapWith(
        Number,
      ),
    })
    .from(tourVenues)
    .leftJoin(advanceItems, eq(advanceItems.showId, tourVenues.id))
    .where(and(eq(tourVenues.workspaceId, workspaceId), eq(tourVenues.tourId, tourId)))
    .groupBy(tourVenues.id);
  const templateSize = (await getAdvanceTemplate(db, workspaceId)).items.length;
  return rows.map((r) =>
    r.total > 0
      ? { showId: r.showId, confirmed: r.confirmed, total: r.total }
      : { showId: r.showId, ...advanceProgress([]), total: templateSize },
  );
}

/**
 * Times changed on the day sheet itself (not through the advance): each confirmed one reopens,
 * naming who changed it from what the venue agreed; one changed back is confirmed again.
 */
export async function reopenChangedTimes(
  db: Db,
  workspaceId: string,
  showId: string,
  before: Partial<Record<DaySheetKey, string | null>>,
  after: Partial<Record<DaySheetKey, string | null>>,
  by: string,
) {
  const changed = DAY_SHEET_KEYS.filter((k) => (before[k] ?? null) !== (after[k] ?? null));
  if (!changed.length) return;
  const rows = await db
    .select({
      id: advanceItems.id,
      key: advanceItems.key,
      state: advanceItems.state,
      value: advanceItems.value,
      proposed: advanceItems.proposed,
    })
    .from(advanceItems)
    .where(
      and(
        eq(advanceItems.workspaceId, workspaceId),
        eq(advanceItems.showId, showId),
        inArray(advanceItems.key, changed),
      ),
    );
  for (const row of rows) {
    const key = row.key as DaySheetKey;
    const next = afterDaySheetEdit(
      { ...row, state: row.state as AdvanceState },
      before[key] ?? null,
      after[key] ?? null,
      by,
    );
    if (next)
      await db
        .update(advanceItems)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(advanceItems.id, row.id));
  }
}
