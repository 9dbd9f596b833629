import { numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaces } from "./team";

/** Every workspace-owned row: UUID id, the workspace it belongs to, creation time. */
export const owned = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money is exact to the cent: numeric, read as a string, never a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
