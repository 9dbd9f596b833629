import { advanceProgress } from "@/domain/logistics/advances";
import type { Db } from "../../client";
import { findOwnedShow } from "../ownership";
import { advanceLinksOf } from "./advance-links";
import { advanceItemsOf } from "./advances";
import { showFilesOf } from "./show-files";
import { showHeadingOf } from "./show-heading";

/** A show's advance page: its items, progress, links and files; undefined when not the workspace's. */
export async function getShowAdvance(db: Db, workspaceId: string, tourId: string, showId: string) {
  if (!(await findOwnedShow(db, workspaceId, showId, { tourId }))) return undefined;
  const items = await advanceItemsOf(db, workspaceId, showId);
  return {
    show: (await showHeadingOf(db, workspaceId, showId)) ?? null,
    items,
    progress: advanceProgress(items),
    links: await advanceLinksOf(db, workspaceId, showId),
    files: await showFilesOf(db, workspaceId, showId),
  };
}
