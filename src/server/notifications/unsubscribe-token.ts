import crypto from "node:crypto";

/**
 * The one-click unsubscribe link's token (RFC 8058, ADR 0024): a notification's id and what
 * the link switches off ("kind": that kind's email; "digest": the daily digest's kinds),
 * signed with a key derived from the auth secret. Altered: the signature fails. Reused: the
 * notification remembers it was used (notifications.unsubscribed_at).
 */
export type UnsubscribeScope = "kind" | "digest";

const keyOf = (secret: string) =>
  crypto.createHmac("sha256", secret).update("tribe:unsubscribe:v1").digest();

const mac = (secret: string, body: string) =>
  crypto.createHmac("sha256", keyOf(secret)).update(body).digest("base64url");

export function signUnsubscribe(
  secret: string,
  notificationId: string,
  scope: UnsubscribeScope,
): string {
  const body = `${notificationId}.${scope}`;
  return `${body}.${mac(secret, body)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token's notification and scope, or undefined when it was not made by this server. */
export function readUnsubscribe(
  secret: string,
  token: string,
): { notificationId: string; scope: UnsubscribeScope } | undefined {
  const [id, scope, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !id || !signature || !UUID.test(id)) return undefined;
  if (scope !== "kind" && scope !== "digest") return undefined;
  const expected = Buffer.from(mac(secret, `${id}.${scope}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return undefined;
  return { notificationId: id, scope };
}
