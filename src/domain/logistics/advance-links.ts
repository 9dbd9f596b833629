import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { type LinkState, linkState } from "../link-tokens";

/**
 * The venue's link (issue 38): a promoter with no account opens /advance/<token> and answers
 * one show's advance. The token is a link token (domain/link-tokens.ts), stored hashed; the
 * link expires and can be revoked, after which it answers 410.
 */
export const advancePath = (token: string) => `/advance/${token}`;

const DEFAULT_LINK_DAYS = 30;
export const linkInputSchema = z
  .object({
    recipient: z
      .string()
      .trim()
      .min(
        1,
        refusal({
          id: "logistics.advanceLinks.sayWhomLink",
          defaultMessage: "Say whom the link is for",
        }),
      )
      .max(
        120,
        refusal({
          id: "logistics.advanceLinks.most120Characters",
          defaultMessage: "At most 120 characters",
        }),
      ),
    days: z
      .number()
      .int()
      .min(1, refusal({ id: "logistics.advanceLinks.leastDay", defaultMessage: "At least a day" }))
      .max(
        90,
        refusal({ id: "logistics.advanceLinks.most90Days", defaultMessage: "At most 90 days" }),
      )
      .default(DEFAULT_LINK_DAYS),
    /** Settlement is money: the venue sees it only when the manager says so. */
    shareSettlement: z.boolean().default(false),
  })
  .strict();
export type LinkInput = z.input<typeof linkInputSchema>;

export type AdvanceLinkState = Exclude<LinkState, "used">;
export const LINK_GONE_MESSAGES: Record<Exclude<AdvanceLinkState, "valid">, string> = {
  expired: "This advance link has expired. Ask the tour for a new one.",
  revoked: "This advance link was turned off. Ask the tour for a new one.",
};
export const LINK_NOT_FOUND = "Advance link not found";

/** An advance link is never used up: every link's rule without the "used" state. */
export const advanceLinkState = (
  row: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): AdvanceLinkState => linkState(row, now) as AdvanceLinkState;

/** A link as the advance page lists it (never its token, which is shown once). */
export interface AdvanceLinkRow {
  id: string;
  recipient: string;
  shareSettlement: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** What a promoter finds behind the link: one show, nothing of the tour's other dates. */
export const promoterName = (recipient: string) => `${recipient} (venue link)`;

/**
 * What one venue link may upload (issue 46): files of up to 10 MB each could otherwise fill
 * the workspace's whole storage. A stage plot, an input list and two riders fit many times.
 */
export const LINK_UPLOAD_QUOTA_BYTES = 25 * 1024 * 1024;
export const LINK_UPLOADS_PER_HOUR = 20;
const MB = 1024 * 1024;

export type LinkUploadLimit = "quota" | "rate";
export const LINK_LIMIT_MESSAGES: Record<LinkUploadLimit, string> = {
  quota: `This link has uploaded its ${LINK_UPLOAD_QUOTA_BYTES / MB} MB. The tour has been told; ask them to send what else is needed another way.`,
  rate: `This link has uploaded ${LINK_UPLOADS_PER_HOUR} files in the last hour. Wait a while, then try again.`,
};

/** Whether a link may take one more file of `size` bytes, given what it has uploaded. */
export function linkUploadLimit(
  used: { bytes: number; lastHour: number },
  size: number,
): LinkUploadLimit | undefined {
  if (used.lastHour >= LINK_UPLOADS_PER_HOUR) return "rate";
  if (used.bytes + size > LINK_UPLOAD_QUOTA_BYTES) return "quota";
  return undefined;
}
