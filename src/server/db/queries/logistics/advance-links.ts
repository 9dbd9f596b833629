import { and, desc, eq, isNull } from "drizzle-orm";
import { linkExpiry } from "@/domain/link-tokens";
import {
  type AdvanceLinkRow,
  type AdvanceLinkState,
  advanceLinkState,
  type LinkInput,
} from "@/domain/logistics/advance-links";
import { hashLinkToken, newLinkToken } from "../../../link-tokens";
import type { Db } from "../../client";
import { advanceLinks, workspaces } from "../../schema";
import { findOwnedShow } from "../ownership";
import { markAdvanceAsked } from "./advances";
import { showHeadingOf } from "./show-heading";

const linkColumns = {
  id: advanceLinks.id,
  recipient: advanceLinks.recipient,
  shareSettlement: advanceLinks.shareSettlement,
  createdAt: advanceLinks.createdAt,
  expiresAt: advanceLinks.expiresAt,
  revokedAt: advanceLinks.revokedAt,
};

const asRow = (r: {
  id: string;
  recipient: string;
  shareSettlement: boolean;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}): AdvanceLinkRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** A show's links, newest first (its show known to be the workspace's). */
export async function advanceLinksOf(db: Db, workspaceId: string, showId: string) {
  const rows = await db
    .select(linkColumns)
    .from(advanceLinks)
    .where(and(eq(advanceLinks.workspaceId, workspaceId), eq(advanceLinks.showId, showId)))
    .orderBy(desc(advanceLinks.createdAt));
  return rows.map(asRow);
}

/** A new link for one show; its token is answered this once. Undefined: not the workspace's show. */
export async function createAdvanceLink(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  input: Required<Pick<LinkInput, "recipient" | "days" | "shareSettlement">>,
) {
  return db.transaction(async (tx) => {
    if (!(await findOwnedShow(tx, workspaceId, showId, { tourId, lock: true }))) return undefined;
    const token = newLinkToken();
    const [row] = await tx
      .insert(advanceLinks)
      .values({
        workspaceId,
        showId,
        tokenHash: hashLinkToken(token),
        recipient: input.recipient,
        shareSettlement: input.shareSettlement,
        expiresAt: linkExpiry(new Date(), input.days),
      })
      .returning(linkColumns);
    await markAdvanceAsked(tx, workspaceId, showId);
    return { link: asRow(row!), token };
  });
}

/** Turns a link off for good; false when it is not this show's of this workspace. */
export async function revokeAdvanceLink(
  db: Db,
  workspaceId: string,
  tourId: string,
  showId: string,
  id: string,
) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return false;
  const rows = await db
    .update(advanceLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(advanceLinks.workspaceId, workspaceId),
        eq(advanceLinks.showId, showId),
        eq(advanceLinks.id, id),
        isNull(advanceLinks.revokedAt),
      ),
    )
    .returning({ id: advanceLinks.id });
  if (rows.length) return true;
  // Revoked already: still this show's link, so the answer is the same.
  const [known] = await db
    .select({ id: advanceLinks.id })
    .from(advanceLinks)
    .where(
      and(
        eq(advanceLinks.workspaceId, workspaceId),
        eq(advanceLinks.id, id),
        eq(advanceLinks.showId, showId),
      ),
    );
  return Boolean(known);
}

export interface LinkHolder {
  linkId: string;
  /** Its uploads are counted from here (issue 46's quota). */
  createdAt: Date;
  tourId: string;
  workspaceId: string;
  showId: string;
  recipient: string;
  shareSettlement: boolean;
  state: AdvanceLinkState;
  workspaceName: string;
  tourTitle: string;
  venueName: string | null;
  city: string | null;
  performanceDate: string | null;
}

/** What a token opens, or undefined for a token no link has (404, like a malformed one). */
export async function findAdvanceLink(db: Db, token: string): Promise<LinkHolder | undefined> {
  const [link] = await db
    .select({
      linkId: advanceLinks.id,
      createdAt: advanceLinks.createdAt,
      workspaceId: advanceLinks.workspaceId,
      showId: advanceLinks.showId,
      recipient: advanceLinks.recipient,
      shareSettlement: advanceLinks.shareSettlement,
      expiresAt: advanceLinks.expiresAt,
      revokedAt: advanceLinks.revokedAt,
      workspaceName: workspaces.name,
    })
    .from(advanceLinks)
    .innerJoin(workspaces, eq(workspaces.id, advanceLinks.workspaceId))
    .where(eq(advanceLinks.tokenHash, hashLinkToken(token)));
  if (!link) return undefined;
  // The show, only as its own workspace's: the link reaches this one show and nothing else.
  const show = await showHeadingOf(db, link.workspaceId, link.showId);
  if (!show) return undefined;
  const { expiresAt, revokedAt, ...rest } = link;
  return { ...rest, ...show, state: advanceLinkState({ expiresAt, revokedAt }, new Date()) };
}
