import crypto from "node:crypto";
import { messageIdOf, webhookPayload } from "@/domain/integrations/message";

/**
 * Standard Webhooks signing (issue 53, ADR 0033): the secret is "whsec_" and a base64 key; the
 * signature is the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` with the decoded key,
 * "v1,<sig>", one per secret, space-separated (the new key and, during a rotation's grace,
 * the old one), so a receiver holding either verifies.
 */
function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = crypto
    .createHmac("sha256", key)
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}

export interface SigningKeys {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/** The headers of one attempt: its own timestamp, every key still signing. */
export function webhookHeaders(
  keys: SigningKeys,
  eventId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const id = messageIdOf(eventId);
  const timestamp = Math.floor(now.getTime() / 1000);
  const secrets = [keys.secret];
  if (keys.previousSecret && keys.previousSecretUntil && keys.previousSecretUntil > now) {
    secrets.push(keys.previousSecret);
  }
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => signature(s, id, timestamp, body)).join(" "),
    "content-type": "application/json",
    "user-agent": "Tribe-Webhooks/1",
  };
}

/** The body, from the event row alone: the same bytes on every try, as the delivery log shows. */
export const webhookBody = (event: { type: string; createdAt: Date; data: unknown }) =>
  JSON.stringify(webhookPayload(event));
