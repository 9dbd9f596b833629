import { and, eq, getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../client";
import { account, user } from "../schema";
import { ownedTables } from "./accounts";

const userIdOf = (table: (typeof ownedTables)[number]) => getTableColumns(table).userId as PgColumn;

/**
 * Everything an account owns, as one JSON document: the profile and every row of every owned
 * table (found in the schema by `ownedTables`, so a new area's tables are in it without a
 * list to keep). Passwords and sessions are not data the artist made, and stay out.
 */
export async function exportAccountData(db: Db, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      id: user.id,
      email: user.email,
      artistName: user.artistName,
      isAnonymous: user.isAnonymous,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return undefined;
  const tables: Record<string, unknown[]> = {};
  for (const table of ownedTables) {
    const rows = await db
      .select()
      .from(table)
      .where(eq(userIdOf(table), userId));
    tables[getTableName(table)] = rows.map(withBinaryAsBase64);
  }
  return {
    format: "tribe-account-export",
    version: 1,
    exportedAt: now.toISOString(),
    profile,
    tables,
  };
}

/**
 * Files kept in the database (artwork proofs, bytea) are written as base64 text; JSON would
 * otherwise spell a Buffer out as an array of numbers, four times the size.
 */
function withBinaryAsBase64(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] =
      value instanceof Uint8Array ? { base64: Buffer.from(value).toString("base64") } : value;
  }
  return out;
}

/** The password hash of an account that signs in with email and password, if it has one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/**
 * Deletes an account and everything it owns, in one transaction: each owned table's rows
 * first (explicitly, rather than trusting every future foreign key to cascade), then the user
 * row, which takes its sessions and sign-in methods with it. Returns false when it was gone.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const table of ownedTables) {
      await tx.delete(table).where(eq(userIdOf(table), userId));
    }
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length > 0;
  });
}
