import { Hono } from "hono";
import { accountExportFileName } from "@/domain/account/account-export";
import {
  deleteAccountSchema,
  localeSchema,
  PASSWORD_REQUIRED_MESSAGE,
  timeFormatSchema,
  updateProfileSchema,
} from "@/domain/account/profile";
import { ownerMustHandOverMessage } from "@/domain/team/workspace-rules";
import type { AppEnv } from "../../context";
import { confirmCurrentPassword } from "../../current-password";
import { deleteAccount } from "../../db/queries/account/account-data";
import {
  getProfile,
  setLocale,
  setTimeFormat,
  updateProfile,
} from "../../db/queries/account/profile";
import { ownedWorkspacesWithOthers } from "../../db/queries/team/workspaces";
import { ApiError, notFound } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { validate } from "../../middleware/validate";
import { accountExportZip } from "../../reports/account-export";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const profile = await getProfile(c.get("db"), c.get("user").id);
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  })
  .patch("/", validate("json", updateProfileSchema), async (c) => {
    const profile = await updateProfile(c.get("db"), c.get("user").id, c.req.valid("json"));
    // The cached session carries the old name; the next request reads the new one.
    c.get("sessions").forgetUser(c.get("user").id);
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  })
  .put("/time-format", validate("json", timeFormatSchema), async (c) => {
    const profile = await setTimeFormat(
      c.get("db"),
      c.get("user").id,
      c.req.valid("json").timeFormat,
    );
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  })
  .put("/locale", validate("json", localeSchema), async (c) => {
    const profile = await setLocale(c.get("db"), c.get("user").id, c.req.valid("json").locale);
    // The cached session carries the language mail, PDFs and errors are written in.
    c.get("sessions").forgetUser(c.get("user").id);
    if (!profile) throw notFound("Account not found");
    return c.json(profile);
  })
  .get("/export", exportSlot, async (c) => {
    // Streamed as the client downloads it: account.json and every artwork file as a file.
    const now = new Date();
    const zip = await accountExportZip(
      c.get("db"),
      {
        userId: c.get("user").id,
        workspace: { id: c.get("workspace").id, name: c.get("workspace").name },
      },
      now,
    );
    if (!zip) throw notFound("Account not found");
    return c.body(zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${accountExportFileName(now)}"`,
      "Cache-Control": "no-store",
    });
  })
  .delete("/", validate("json", deleteAccountSchema), async (c) => {
    const { password } = c.req.valid("json");
    const userId = c.get("user").id;
    // A real account proves it is its owner at the keyboard (a demo guest has no password).
    await confirmCurrentPassword(c, password, PASSWORD_REQUIRED_MESSAGE);
    const stillShared = await ownedWorkspacesWithOthers(c.get("db"), userId);
    if (stillShared.length > 0)
      throw new ApiError("conflict", ownerMustHandOverMessage(stillShared));
    const deleted = await deleteAccount(c.get("db"), userId);
    c.get("sessions").forgetUser(userId);
    if (deleted) c.get("reclaimDeletedSpace")();
    if (!deleted) throw notFound("Account not found");
    return c.json({ deleted: true });
  });
