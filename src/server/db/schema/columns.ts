import { customType, numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { twoDecimalsWhenExact } from "@/domain/currencies/currency";
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

/**
 * A financial row's amount (issue 41): numeric(15,3), so a currency with three decimals (KWD,
 * BHD…) fits. Read back as the money columns write it ("123.450" → "123.45", "12.345" kept):
 * the one place a home amount loses the third decimal it never had, for every select and
 * jsonTuples read alike.
 */
export const rowMoney = customType<{ data: string; driverData: string }>({
  dataType: () => "numeric(15, 3)",
  fromDriver: (value) => twoDecimalsWhenExact(String(value)),
});
