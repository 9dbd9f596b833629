import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { isLinkToken } from "@/domain/link-tokens";
import type { AppEnv } from "./context";
import { ApiError, notFound } from "./middleware/errors";

/**
 * Making, hashing and opening the links that work without an account (ADR 0008, "Links"):
 * invitations, calendar feeds, advance links, contract links, the promoter's ticket links
 * (whose token is also kept sealed, below, for their reminders). The rules of a link's state and
 * expiry are src/domain/link-tokens.ts; revoking is setting the row's `revokedAt` (or
 * `retiredAt`), which that state reads.
 */

/** 256 random bits, base64url (43 characters): unguessable. Answered once, when made. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/**
 * What a table stores instead of the token, so a leaked database holds no link that works.
 * (A calendar feed keeps its token: its owner reads the address again, ADR 0008.)
 */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The route's `:token`, or the route's own 404 for anything that cannot be one, before any SQL. */
export function linkTokenParam(c: Context<AppEnv>, notFoundMessage: string, token?: string) {
  const value = token ?? c.req.param("token") ?? "";
  if (!isLinkToken(value)) throw notFound(notFoundMessage);
  return value;
}

/**
 * The one way a public route opens its link: look it up by its token (hashed by `find` where
 * the table stores a hash), 404 with the route's words for a token no link has, 410 `gone`
 * with the route's words for one that no longer works, and never cached.
 */
export async function openLink<T>(
  c: Context<AppEnv>,
  link: {
    notFound: string;
    find: (token: string) => Promise<T | undefined>;
    /** Why the link no longer works, in the route's words; undefined while it works. */
    gone: (found: T) => string | undefined;
    /** The token when it is not the `:token` parameter (a feed's `<token>.ics`). */
    token?: string;
  },
): Promise<T> {
  const found = await link.find(linkTokenParam(c, link.notFound, link.token));
  if (found === undefined) throw notFound(link.notFound);
  const gone = link.gone(found);
  if (gone) throw new ApiError("gone", gone);
  c.header("Cache-Control", "no-store");
  return found;
}

/**
 * A token kept so the server can mail the link again (the promoter's ticket link's 08:00
 * reminder, ADR 0031), while a leaked database still holds no link that works: AES-256-GCM
 * under a key derived (HKDF-SHA256) from the auth secret, bound to `context` (the link's
 * id), so a sealed value copied to another row does not open. "v1.<iv>.<tag>.<ciphertext>".
 */
const sealKey = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "tribe:sealed-link-token", "v1", 32));

export function sealLinkToken(secret: string, token: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((p) => p.toString("base64url"));
  return ["v1", ...parts].join(".");
}

/** The token sealed for `context`, or undefined when it was not sealed so by this server. */
export function openSealedLinkToken(
  secret: string,
  sealed: string,
  context: string,
): string | undefined {
  const [version, iv, tag, body, ...rest] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !body || rest.length) return undefined;
  try {
    // The tag's length pinned: without it Node accepts a GCM tag as short as 4 bytes.
    const decipher = createDecipheriv(
      "aes-256-gcm",
      sealKey(secret),
      Buffer.from(iv, "base64url"),
      {
        authTagLength: 16,
      },
    );
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const token = Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
    return isLinkToken(token) ? token : undefined;
  } catch {
    return undefined;
  }
}
