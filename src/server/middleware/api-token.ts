import type { Context } from "hono";
import { TOKEN_PREFIX } from "@/domain/integrations/tokens";
import type { AppEnv } from "../context";
import { hashToken } from "../db/queries/integrations/api-tokens";
import { markTokenUsed, tokenStanding } from "../db/queries/integrations/token-standing";
import { ApiError } from "./errors";
import { rateLimit } from "./rate-limit";

const BEARER = /^Bearer[ \t]+(.*)$/i;
const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{40}$`);

const TOKEN_NOT_VALID_MESSAGE =
  "This API token is not valid: it was revoked, has expired, or its maker left the workspace.";
const NOT_A_TOKEN_MESSAGE = `Send a Tribe API token: Authorization: Bearer ${TOKEN_PREFIX}…`;

/**
 * The credential of an `Authorization: Bearer …` header, or undefined without one. Only the
 * Bearer scheme is ours: a proxy's Basic credentials in front of the app leave the cookie in
 * charge.
 */
export function bearerOf(header: string | undefined): string | undefined {
  const match = header ? BEARER.exec(header.trim()) : null;
  return match ? (match[1] ?? "").trim() : undefined;
}

export const hasBearer = (c: Context) => bearerOf(c.req.header("authorization")) !== undefined;

/**
 * Authenticates a request made with a personal access token (issue 53, ADR 0033): the maker,
 * with their own role of this moment, in the token's workspace (not the one their sessions
 * have switched to). Read from the database on every request, kept nowhere: a token revoked,
 * expired, or whose maker was removed is refused by the next request on every process.
 */
export async function actWithToken(c: Context<AppEnv>, bearer: string): Promise<void> {
  if (!TOKEN_SHAPE.test(bearer)) throw new ApiError("unauthenticated", NOT_A_TOKEN_MESSAGE);
  const standing = await tokenStanding(c.get("db"), hashToken(bearer));
  if (!standing) throw new ApiError("unauthenticated", TOKEN_NOT_VALID_MESSAGE);
  const { token, user, workspace } = standing;
  c.set("token", token);
  c.set("user", user);
  // No session: the routes that read one (the switcher, view-as) are never open to a token.
  c.set("sessionId", "");
  c.set("workspace", {
    id: workspace.id,
    name: workspace.name,
    role: workspace.role,
    memberRole: workspace.role,
    homeCurrency: workspace.homeCurrency,
    secondFactorMissing: workspace.secondFactorMissing,
  });
  c.set("workspaceVersion", workspace.version);
  if (standing.useIsStale) {
    // Off the answer's path: a failed mark costs a "last used" time, never the request.
    markTokenUsed(c.get("db"), token.id).catch((err) =>
      c.get("logger").warn({ err }, "api token: last use not recorded"),
    );
  }
}

/**
 * Requests one token may make a minute, counted per process by the secret's hash before the
 * database is asked (a flood of one token costs no reads); requests without a token pass.
 */
export const tokenRateLimit = (perMinute: number) =>
  rateLimit({
    windowMs: 60_000,
    max: perMinute,
    skip: (c) => !hasBearer(c),
    // Whatever is not shaped like a token shares one key: refused unread, it needs no window
    // of its own to fill this process's memory with.
    key: (c) => {
      const bearer = bearerOf(c.req.header("authorization")) ?? "";
      return TOKEN_SHAPE.test(bearer) ? hashToken(bearer) : "not-a-token";
    },
    message: `This API token made more than ${perMinute} requests this minute. Wait, then try again.`,
  });
