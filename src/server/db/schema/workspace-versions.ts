import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { workspaces } from "./team";

/**
 * A counter per workspace that the database itself moves on every write to the workspace's
 * data (statement triggers on every owned table, migrations 0002 and 0007): a process can tell
 * whether what it computed earlier from that data still holds by reading one row. Not
 * workspace data itself: it is never moved or counted with the owned tables.
 */
export const workspaceVersions = pgTable("workspace_versions", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
