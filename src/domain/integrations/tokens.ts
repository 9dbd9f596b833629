import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { type Scope, scopeSchema } from "./scopes";

/** A token's secret as shown once: "tribe_pat_" and 40 base62 characters (~238 bits). */
export const TOKEN_PREFIX = "tribe_pat_";

/** Longest a token may live: a year; the person picks 7, 30, 90 or 365 days, or a date. */
export const MAX_TOKEN_DAYS = 365;

/** Tokens one person may hold in one workspace: enough for every tool, not a leak. */
export const MAX_TOKENS_PER_PERSON = 25;

/** Requests one token may make a minute (each process counts its own). */
export const TOKEN_REQUESTS_PER_MINUTE = 300;

export const createTokenSchema = z.object({
  name: z
    .string(refusal({ id: "integrations.tokens.nameRequired", defaultMessage: "Name is required" }))
    .trim()
    .min(1, refusal({ id: "integrations.tokens.nameRequired", defaultMessage: "Name is required" }))
    .max(
      100,
      refusal({
        id: "integrations.tokens.nameCanMost100Characters",
        defaultMessage: "Name can be at most 100 characters",
      }),
    ),
  scopes: z
    .array(
      scopeSchema,
      refusal({
        id: "integrations.tokens.chooseWhatTokenMayReach",
        defaultMessage: "Choose what the token may reach",
      }),
    )
    .min(
      1,
      refusal({
        id: "integrations.tokens.chooseLeastOneArea",
        defaultMessage: "Choose at least one area",
      }),
    )
    .max(
      40,
      refusal({ id: "integrations.tokens.tooManyScopes", defaultMessage: "Too many scopes" }),
    ),
  /** The last day the token works (YYYY-MM-DD), at most MAX_TOKEN_DAYS ahead. */
  expiresOn: z.iso.date(
    refusal({
      id: "integrations.tokens.chooseWhenTokenExpires",
      defaultMessage: "Choose when the token expires",
    }),
  ),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

/** A token as listed: never its secret, which is shown once, in the answer that made it. */
export interface TokenAnswer {
  id: string;
  name: string;
  /** The secret's first characters, to tell tokens apart ("tribe_pat_3fA9"). */
  prefix: string;
  scopes: Scope[];
  /** ISO timestamp: the end of the day it was made to expire on (UTC). */
  expiresAt: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Who made it: owners see everyone's tokens of the workspace, others their own. */
  maker: { id: string; name: string };
  /** The maker's own token (only they see its uses in Activity as theirs). */
  mine: boolean;
}

export interface CreatedTokenAnswer extends TokenAnswer {
  /** The secret itself: shown once, stored only as its hash. */
  token: string;
}
