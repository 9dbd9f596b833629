import type { Scope } from "@/domain/integrations/scopes";
import { type Account, call } from "./client";
import type { TestApp } from "./test-app";

const ORIGIN = "http://localhost:3000";

/** The day `days` from today (UTC), as a token's expiresOn takes it. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A token made through the API by `who` (signed in): its secret and its id. */
export async function makeToken(
  t: TestApp,
  who: Account,
  scopes: Scope[],
  { name = "Script", expiresOn = dayFromToday(30) }: { name?: string; expiresOn?: string } = {},
): Promise<{ id: string; token: string }> {
  const res = await call(t, "POST", "/api/tokens", {
    cookie: who.cookie,
    json: { name, scopes, expiresOn },
  });
  if (res.status !== 201) throw new Error(`making a token: ${res.status} ${res.text}`);
  return { id: res.data.id, token: res.data.token };
}

/**
 * A request as a program sends it with a token: the Authorization header, no cookie, no
 * Origin (curl, a server's HTTP client), unless the test adds them.
 */
export async function withToken(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  opts: { json?: unknown; cookie?: string; authorization?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: opts.authorization ?? `Bearer ${token}`,
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = opts.origin;
  let body: string | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  }
  const res = await t.app.request(`${ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  // biome-ignore lint/suspicious/noExplicitAny: each assertion states the shape it expects
  return { status: res.status, headers: res.headers, text, data: data as any };
}
