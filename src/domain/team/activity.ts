import { z } from "zod";
import { say } from "../i18n/words";
import { refusal } from "../i18n/zod-words";
import { numberInput } from "../number-inputs";
import { ACTIVITY_AREAS, type ActivityArea } from "./activity-areas";
import type { ActivityAction } from "./activity-line";

/** Who did what (ADR 0019): the Activity page's entries; their words: activity-words.ts. */

const ACTIVITY_PAGE_LIMIT = 200;

const LIMIT_MESSAGE = `Ask for 1 to ${ACTIVITY_PAGE_LIMIT} entries`;

/** GET /api/activity: newest first, filtered by member and area, a page at a time. */
export const activityQuerySchema = z
  .object({
    userId: z.string().min(1).max(100).optional(),
    area: z
      .enum(
        ACTIVITY_AREAS,
        refusal({ id: "team.activity.chooseOneAreas", defaultMessage: "Choose one of the areas" }),
      )
      .optional(),
    // numberInput's one rule: "0x10" and "1e1" are not 16 and 10 entries.
    limit: numberInput("Limit")
      .pipe(
        z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(ACTIVITY_PAGE_LIMIT, LIMIT_MESSAGE),
      )
      .default(50),
    before: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/,
        refusal({
          id: "team.activity.useCursorLastPageGave",
          defaultMessage: "Use the cursor the last page gave",
        }),
      )
      .optional(),
  })
  .strict();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityEntry {
  id: string;
  userId: string | null;
  actorName: string;
  area: ActivityArea;
  /** What kind of write it was, as a key ("created", "roleChanged"): for tools, not words. */
  action: ActivityAction;
  /** The line, in the reader's language (written when read, issue 55). */
  summary: string;
  /** How the write was made when not signed in: "API token “Website”" (issue 53); else null. */
  via: string | null;
  createdAt: string;
}

/** "API token “Website”": the words for a write made with a personal access token. */
export const viaTokenWords = (name: string) =>
  say({ id: "team.activity.viaToken", defaultMessage: "API token “{name}”" }, { name });

export interface ActivityPage {
  entries: ActivityEntry[];
  /** Pass as `before` for the next, older page; null when there is none. */
  nextCursor: string | null;
}

/** The cursor after an entry: its time and id, so entries of the same instant are not lost. */
export const activityCursor = (e: { createdAt: string; id: string }) => `${e.createdAt}_${e.id}`;
