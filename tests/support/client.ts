import crypto from "node:crypto";
import { unzipSync } from "fflate";
import type { TestApp } from "./test-app";

/** The test app's own address (its PUBLIC_URL): the origin a browser's writes come from. */
export const ORIGIN = "http://localhost:3000";

export interface Account {
  cookie: string;
  userId: string;
  /** The workspace made for the account at sign-up (it takes the account's id). */
  workspaceId: string;
  email: string;
  ip: string;
}

export const randomIp = () => `10.${[0, 0, 0].map(() => crypto.randomInt(1, 255)).join(".")}`;

const decoder = new TextDecoder();

/** Sends a request the way the browser would: same origin, JSON, with the account's cookie. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  opts: {
    json?: unknown;
    body?: string;
    raw?: Uint8Array;
    cookie?: string;
    ip?: string;
    /** More of what a browser sends (Accept-Language, say). */
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "x-forwarded-for": opts.ip ?? randomIp(),
    ...opts.headers,
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: string | Uint8Array<ArrayBuffer> | undefined = opts.body;
  if (opts.json !== undefined) body = JSON.stringify(opts.json);
  if (body !== undefined) headers["content-type"] = "application/json";
  // A file upload: the bytes are the body, as the browser sends a File.
  if (opts.raw !== undefined) {
    body = opts.raw as Uint8Array<ArrayBuffer>;
    headers["content-type"] = "application/octet-stream";
  }
  const res = await t.app.request(`${ORIGIN}${path}`, { method, headers, body });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A zip (the account export) is unpacked: its entries by name, and their text to search.
  const zip = res.headers.get("content-type") === "application/zip" ? unzipSync(bytes) : undefined;
  const text = zip
    ? Object.entries(zip)
        .map(([name, entry]) => `${name}\n${decoder.decode(entry)}`)
        .join("\n")
    : decoder.decode(bytes);
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (CSV, PDF, HTML): keep the text
  }
  // Tests read whatever shape the endpoint answers; each assertion states the shape it expects.
  // `bytes` as sent: `text` is decoded, and decoding takes a leading byte-order mark away.
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by the assertions
  return { status: res.status, headers: res.headers, data: data as any, text, zip, bytes };
}

function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function signUp(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; artistName: string; name: string }> = {},
): Promise<Account> {
  const email = overrides.email ?? `artist-${crypto.randomUUID()}@example.com`;
  const ip = randomIp();
  const res = await t.app.request(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      email,
      password: overrides.password ?? "correct-horse-battery",
      name: overrides.name ?? overrides.artistName ?? "Test Artist",
      artistName: overrides.artistName ?? "Test Artist",
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return {
    cookie: sessionCookie(res.headers),
    userId: body.user.id,
    workspaceId: body.user.id,
    email,
    ip,
  };
}

export async function signInAsGuest(
  t: TestApp,
  headers: Record<string, string> = {},
): Promise<Account> {
  const ip = randomIp();
  const res = await t.app.request(`${ORIGIN}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: {
      ...headers,
      origin: ORIGIN,
      "content-type": "application/json",
      "x-forwarded-for": ip,
    },
    body: "{}",
  });
  if (res.status !== 200)
    throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string; email: string } };
  return {
    cookie: sessionCookie(res.headers),
    userId: body.user.id,
    workspaceId: body.user.id,
    email: body.user.email,
    ip,
  };
}
