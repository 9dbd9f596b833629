/**
 * better-auth answers its refusals in its own shape, `{ code, message }`, with its own
 * SCREAMING_SNAKE codes (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS, and ours raised through
 * it: TOO_MANY_WRONG_PASSWORDS, INVALID_ACCOUNT_FIELD, DEMO_FULL). Its client reads that shape,
 * so it is kept (ADR 0006). The one answer it sends without a code is its rate limiter's 429:
 * here it gets RATE_LIMITED, so the client decides on a code there too.
 */
export async function withAuthErrorCode(res: Response): Promise<Response> {
  if (res.ok || !res.headers.get("content-type")?.startsWith("application/json")) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body) || "code" in body) return res;
  const code = res.status === 429 ? "RATE_LIMITED" : "AUTH_ERROR";
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ code, ...body }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
