import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { MONEY_SCOPE_AREAS, type Scope, scopesAllowedFor } from "@/domain/integrations/scopes";
import {
  type CreatedTokenAnswer,
  type CreateTokenInput,
  MAX_TOKEN_DAYS,
  MAX_TOKENS_PER_PERSON,
  TOKEN_PREFIX,
  type TokenAnswer,
} from "@/domain/integrations/tokens";
import { memberName } from "@/domain/team/member-name";
import type { Role } from "@/domain/team/roles";
import type { Db } from "../../client";
import { apiTokens, user } from "../../schema";

/** Who asks: the member, their own role, and whether they are the workspace's owner. */
export interface TokenReader {
  workspaceId: string;
  userId: string;
  role: Role;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 40;
/** "tribe_pat_" and four characters of the secret: enough to tell a person's tokens apart. */
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 4;
const DAY_MS = 86_400_000;

/** The one form a secret is kept and looked up in (middleware/api-token.ts hashes the same). */
export const hashToken = (secret: string) =>
  crypto.createHash("sha256").update(secret, "utf8").digest("hex");

/** 40 characters of base62, each drawn without bias from the system's random source. */
function newSecret(): string {
  let out = TOKEN_PREFIX;
  for (let i = 0; i < SECRET_LENGTH; i++) out += BASE62[crypto.randomInt(BASE62.length)];
  return out;
}

const answerColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  expiresAt: apiTokens.expiresAt,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  makerId: apiTokens.userId,
  makerName: user.name,
  makerEmail: user.email,
};

type AnswerRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: Date;
  createdAt: Date;
  lastUsedAt: Date | null;
  makerId: string;
  makerName: string | null;
  makerEmail: string | null;
};

function answerOf(row: AnswerRow, reader: TokenReader): TokenAnswer {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as Scope[],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    maker: { id: row.makerId, name: memberName({ name: row.makerName, email: row.makerEmail }) },
    mine: row.makerId === reader.userId,
  };
}

/** The workspace's tokens the reader may see: owners everyone's, others their own. */
export async function listTokens(db: Db, reader: TokenReader): Promise<TokenAnswer[]> {
  const mayRead = reader.role === "owner" ? undefined : eq(apiTokens.userId, reader.userId);
  const rows = await db
    .select(answerColumns)
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.workspaceId, reader.workspaceId), mayRead))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map((row) => answerOf(row, reader));
}

/** The end (UTC) of the day a token was asked to expire on, or what is wrong with the day. */
function expiryOf(expiresOn: string, now: Date): Date | { message: string } {
  const end = new Date(`${expiresOn}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime())) return { message: "Choose when the token expires" };
  if (end.getTime() <= now.getTime()) return { message: "Choose a day from today on" };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (end.getTime() >= today + (MAX_TOKEN_DAYS + 1) * DAY_MS) {
    return { message: `A token may live at most ${MAX_TOKEN_DAYS} days` };
  }
  return end;
}

const MONEY_REFUSAL = `Crew and artists cannot give a token access to money (${MONEY_SCOPE_AREAS.join(", ")})`;

/** A new token for the reader; its secret is in this answer only. */
export async function createToken(
  db: Db,
  reader: TokenReader,
  input: CreateTokenInput,
): Promise<CreatedTokenAnswer | { fields: Record<string, string> } | { limit: string }> {
  const expiresAt = expiryOf(input.expiresOn, new Date());
  if (!(expiresAt instanceof Date)) return { fields: { expiresOn: expiresAt.message } };
  const scopes = [...new Set(input.scopes)] as Scope[];
  const allowed = scopesAllowedFor(reader.role);
  if (scopes.some((s) => !allowed.includes(s))) return { fields: { scopes: MONEY_REFUSAL } };
  const secret = newSecret();
  return db.transaction(async (tx) => {
    // One person's counts at a time: two requests at once cannot both take the last place.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`api-tokens:${reader.workspaceId}:${reader.userId}`}, 0))`,
    );
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(
        and(eq(apiTokens.workspaceId, reader.workspaceId), eq(apiTokens.userId, reader.userId)),
      );
    if (Number(held?.n ?? 0) >= MAX_TOKENS_PER_PERSON) {
      return {
        limit: `You hold ${MAX_TOKENS_PER_PERSON} tokens in this workspace, the most one person may. Revoke one you no longer use first.`,
      };
    }
    const [made] = await tx
      .insert(apiTokens)
      .values({
        workspaceId: reader.workspaceId,
        userId: reader.userId,
        name: input.name,
        tokenHash: hashToken(secret),
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        scopes,
        expiresAt,
      })
      .returning({ id: apiTokens.id });
    const [row] = await tx
      .select(answerColumns)
      .from(apiTokens)
      .innerJoin(user, eq(user.id, apiTokens.userId))
      .where(eq(apiTokens.id, made!.id));
    return { ...answerOf(row!, reader), token: secret };
  });
}

/** Revokes (deletes) a token the reader may see; false when there is none. */
export async function revokeToken(db: Db, reader: TokenReader, id: string): Promise<boolean> {
  const mayRevoke = reader.role === "owner" ? undefined : eq(apiTokens.userId, reader.userId);
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.workspaceId, reader.workspaceId), mayRevoke))
    .returning({ id: apiTokens.id });
  return gone.length > 0;
}
