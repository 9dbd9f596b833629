import { APIError } from "better-auth/api";
import { TRUST_DEVICE_REFUSED_MESSAGE } from "@/domain/account/second-factor-messages";
import { say } from "@/domain/i18n/words";

type HookCtx = {
  path: string;
  body?: unknown;
  headers?: Headers;
  context: { createAuthCookie: (name: string) => { name: string } };
};

/** The two-factor plugin's "trust this device" cookie (its constant, not exported). */
const TRUST_DEVICE_COOKIE = "trust_device";

/**
 * Tribe does not offer "trust this device" (ADR 0003): the plugin's `trustDevice: true` would
 * set a 30-day cookie that skips the code at every sign-in and outlives sign-out, which no
 * page lists and nobody could revoke. A code verification asking for it is refused (400,
 * naming the field) before anything is checked, so no such cookie is ever set.
 */
export function refuseTrustDevice(ctx: HookCtx) {
  if (!ctx.path.startsWith("/two-factor/verify-")) return;
  if (!(ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice) return;
  throw new APIError("BAD_REQUEST", {
    code: "TRUST_DEVICE_NOT_OFFERED",
    message: say(TRUST_DEVICE_REFUSED_MESSAGE),
    field: "trustDevice",
  });
}

/**
 * A trust cookie made before (by an older version, or forged with a leaked secret) never
 * skips the code: a sign-in's request reaches the plugin without it. The answer is the
 * before-hook's way of replacing a request header.
 */
export function withoutTrustCookie(ctx: HookCtx) {
  if (!ctx.path.startsWith("/sign-in/")) return undefined;
  const cookies = ctx.headers?.get("cookie");
  if (!cookies) return undefined;
  const name = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name;
  const kept = cookies
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair && pair.slice(0, pair.indexOf("=")) !== name);
  if (kept.length === cookies.split(";").filter((p) => p.trim()).length) return undefined;
  return { context: { headers: new Headers({ cookie: kept.join("; ") }) } };
}
