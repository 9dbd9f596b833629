import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A counter per account that the database itself moves on every write to the account's data
 * (statement triggers on every owned table, migration 0002): a process can tell whether what
 * it computed earlier from that data still holds by reading one row. Not account data itself:
 * its column is `account_id`, so it is never moved or counted with the owned tables.
 */
export const accountVersions = pgTable("account_versions", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
