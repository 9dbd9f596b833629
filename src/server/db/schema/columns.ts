import { numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Every account-owned row: UUID id, owner, creation time. */
export const owned = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money is exact to the cent: numeric, read as a string, never a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
