import { Hono } from "hono";
import { updateProfileSchema } from "@/domain/profile";
import type { AppEnv } from "../context";
import { getProfile, updateArtistName } from "../db/queries/profile";
import { notFound } from "../middleware/errors";
import { validate } from "../middleware/validate";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const profile = await getProfile(c.var.db, c.var.user.id);
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  })
  .patch("/", validate("json", updateProfileSchema), async (c) => {
    const { artistName } = c.req.valid("json");
    const profile = await updateArtistName(c.var.db, c.var.user.id, artistName);
    // The cached session carries the old name; the next request reads the new one.
    c.var.sessions.forgetUser(c.var.user.id);
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  });
