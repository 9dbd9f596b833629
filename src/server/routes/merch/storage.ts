import { Hono } from "hono";
import type { StorageUsage } from "@/domain/merch/artwork-storage";
import type { AppEnv } from "../../context";
import { findArtworkStorage } from "../../db/queries/merch/artwork-files";
import { notFound } from "../../middleware/errors";

/** /merch/storage — the workspace's artwork bytes and its limit, shown beside uploads and in Settings. */
export const merchStorageRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const storage = await findArtworkStorage(c.get("db"), c.get("workspace").id);
  if (!storage) throw notFound("Workspace not found");
  const usage: StorageUsage = { usedBytes: storage.usedBytes, limitBytes: storage.limitBytes };
  return c.json(usage);
});
