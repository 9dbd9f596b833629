import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  type ArtworkFile,
  checkMove,
  type DesignMoveInput,
  type DesignProject,
  type DesignProjectDetail,
  type DesignProjectInput,
  type DesignReview,
  type DesignStatus,
  type MoveRefusal,
} from "@/domain/merch/design-projects";
import type { Db } from "../../client";
import { artworkFiles, designProjects, designReviews, merchPartners, tours } from "../../schema";
import { newestFirst, qualified } from "../../sql-helpers";
import { findOwnedTour } from "../ownership";
import { ensureRoomFor } from "../workspace-limits";
import { artworkFileColumns } from "./artwork-files";
import { ownsPartner } from "./partners";

function selectProjects(db: Db, workspaceId: string) {
  return db
    .select({
      id: designProjects.id,
      title: designProjects.title,
      kind: designProjects.kind,
      status: designProjects.status,
      tourId: designProjects.tourId,
      tourTitle: tours.title,
      partnerId: designProjects.partnerId,
      partnerName: merchPartners.name,
      dueDate: designProjects.dueDate,
      brief: designProjects.brief,
      createdAt: designProjects.createdAt,
      fileCount: sql<number>`(select count(*) from ${artworkFiles}
        where ${artworkFiles.projectId} = ${qualified(designProjects.id)})::int`,
      coverFileId: sql<string | null>`(select ${artworkFiles.id} from ${artworkFiles}
        where ${artworkFiles.projectId} = ${qualified(designProjects.id)}
          and ${artworkFiles.thumbnail} is not null
        order by ${artworkFiles.createdAt} desc limit 1)`,
    })
    .from(designProjects)
    .leftJoin(tours, and(eq(tours.id, designProjects.tourId), eq(tours.workspaceId, workspaceId)))
    .leftJoin(
      merchPartners,
      and(
        eq(merchPartners.id, designProjects.partnerId),
        eq(merchPartners.workspaceId, workspaceId),
      ),
    )
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectProjects>>[number];
const toProject = (r: Row): DesignProject => ({
  ...r,
  kind: r.kind as DesignProject["kind"],
  status: r.status as DesignStatus,
  createdAt: r.createdAt.toISOString(),
});

export async function listDesignProjects(db: Db, workspaceId: string): Promise<DesignProject[]> {
  const rows = await selectProjects(db, workspaceId)
    .where(eq(designProjects.workspaceId, workspaceId))
    .orderBy(...newestFirst(designProjects));
  return rows.map(toProject);
}

const ownProject = (workspaceId: string, id: string) =>
  and(eq(designProjects.workspaceId, workspaceId), eq(designProjects.id, id));

export async function getDesignProject(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<DesignProjectDetail | undefined> {
  const [row] = await selectProjects(db, workspaceId).where(ownProject(workspaceId, id));
  if (!row) return undefined;
  const [reviews, files] = await Promise.all([
    listReviews(db, workspaceId, id),
    listArtworkFiles(db, workspaceId, id),
  ]);
  return { ...toProject(row), reviews, files };
}

async function listReviews(
  db: Db,
  workspaceId: string,
  projectId: string,
): Promise<DesignReview[]> {
  const rows = await db
    .select({
      id: designReviews.id,
      fromStatus: designReviews.fromStatus,
      toStatus: designReviews.toStatus,
      comment: designReviews.comment,
      authorName: designReviews.authorName,
      createdAt: designReviews.createdAt,
    })
    .from(designReviews)
    .where(and(eq(designReviews.workspaceId, workspaceId), eq(designReviews.projectId, projectId)))
    .orderBy(asc(designReviews.createdAt), asc(designReviews.id));
  return rows.map((r) => ({
    ...r,
    fromStatus: r.fromStatus as DesignStatus | null,
    toStatus: r.toStatus as DesignStatus,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The proofs of a project, newest first, without their bytes. */
async function listArtworkFiles(
  db: Db,
  workspaceId: string,
  projectId: string,
): Promise<ArtworkFile[]> {
  const rows = await db
    .select({
      ...artworkFileColumns,
      hasThumbnail: sql<boolean>`${artworkFiles.thumbnail} is not null`,
    })
    .from(artworkFiles)
    .where(and(eq(artworkFiles.workspaceId, workspaceId), eq(artworkFiles.projectId, projectId)))
    .orderBy(desc(artworkFiles.createdAt), desc(artworkFiles.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The project of this account, locked for the rest of the transaction. */
async function lockDesignProject(tx: Db, workspaceId: string, id: string) {
  const [row] = await tx
    .select({ id: designProjects.id, status: designProjects.status })
    .from(designProjects)
    .where(ownProject(workspaceId, id))
    .for("update");
  return row ? { id: row.id, status: row.status as DesignStatus } : undefined;
}

/** A new project starts pending; its thread opens with that first entry. */
/** A link in the body that is not the account's: another account's tour or partner is like none. */
export type DesignProjectWriteError = "tour" | "partner";

async function linkRefused(db: Db, workspaceId: string, input: DesignProjectInput) {
  if (input.tourId && !(await findOwnedTour(db, workspaceId, input.tourId))) return "tour";
  if (input.partnerId && !(await ownsPartner(db, workspaceId, input.partnerId))) return "partner";
  return undefined;
}

export async function createDesignProject(
  db: Db,
  workspaceId: string,
  authorName: string,
  input: DesignProjectInput,
) {
  const refused = await linkRefused(db, workspaceId, input);
  if (refused) return refused;
  return db.transaction(async (tx) => {
    await ensureRoomFor(tx, workspaceId, "designProjects");
    const [row] = await tx
      .insert(designProjects)
      .values({ ...input, workspaceId })
      .returning({ id: designProjects.id });
    await tx.insert(designReviews).values({
      workspaceId,
      projectId: row!.id,
      fromStatus: null,
      toStatus: "pending",
      comment: null,
      authorName,
    });
    return (await getDesignProject(tx, workspaceId, row!.id))!;
  });
}

/** Edits the project's fields; the status only changes through a move. */
export async function updateDesignProject(
  db: Db,
  workspaceId: string,
  id: string,
  input: DesignProjectInput,
) {
  const refused = await linkRefused(db, workspaceId, input);
  if (refused) return refused;
  const [row] = await db
    .update(designProjects)
    .set(input)
    .where(ownProject(workspaceId, id))
    .returning({ id: designProjects.id });
  return row ? getDesignProject(db, workspaceId, row.id) : undefined;
}

export async function deleteDesignProject(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .delete(designProjects)
    .where(ownProject(workspaceId, id))
    .returning({ id: designProjects.id });
  return rows.length > 0;
}

export type MoveResult =
  | DesignProjectDetail
  | "missing"
  | { refusal: MoveRefusal; from: DesignStatus };

/**
 * Moves a project along the review flow and records the move. The row lock makes two
 * reviewers clicking at once take turns: the second sees the first's status.
 */
export async function moveDesignProject(
  db: Db,
  workspaceId: string,
  authorName: string,
  id: string,
  move: DesignMoveInput,
) {
  return db.transaction(async (tx): Promise<MoveResult> => {
    const project = await lockDesignProject(tx, workspaceId, id);
    if (!project) return "missing";
    const refusal = checkMove(project.status, move.to, move.comment);
    if (refusal) return { refusal, from: project.status };
    await tx.update(designProjects).set({ status: move.to }).where(ownProject(workspaceId, id));
    await tx.insert(designReviews).values({
      workspaceId,
      projectId: id,
      fromStatus: project.status,
      toStatus: move.to,
      comment: move.comment,
      authorName,
    });
    return (await getDesignProject(tx, workspaceId, id))!;
  });
}

/** The status of a project of this account (for linking products to signed-off designs). */
export async function designStatus(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ status: designProjects.status })
    .from(designProjects)
    .where(ownProject(workspaceId, id));
  return row?.status as DesignStatus | undefined;
}
