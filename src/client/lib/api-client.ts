import { hc } from "hono/client";
import { type Message, t } from "@/client/i18n/t";
import { NETWORK_MESSAGE } from "@/client/lib/network-message";
import { apiFetch, OfflineWriteError, WorkspaceChangedError } from "@/client/offline/offline-fetch";
import { type ApiErrorCode, isApiErrorCode } from "@/domain/api-errors";
import type { AppType } from "@/server/app";

/**
 * The typed API client: every call's path, input and output are checked against the server.
 * Its fetch names the account and refuses writes offline (offline-fetch.ts, ADR 0018).
 */
export const api = hc<AppType>("/api", { fetch: apiFetch });

/**
 * What the client decides on: the server's code (domain/api-errors.ts), `network` when the
 * server was not reached, `unknown` when the answer was not ours (a proxy's error page).
 */
export type ClientErrorCode = ApiErrorCode | "network" | "unknown";

export { NETWORK_MESSAGE };

const REQUEST_FAILED: Message = { id: "app.api.requestFailed", defaultMessage: "Request failed" };
const UPLOAD_FAILED: Message = { id: "app.api.uploadFailed", defaultMessage: "Upload failed" };

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    readonly code: ClientErrorCode = status === 0 ? "network" : "unknown",
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: string; fields?: Record<string, string> };
}

/**
 * The refusal a non-2xx answer carries, as an ApiRequestError with its code and message. The
 * fallback is a message, written in the person's language only when the answer has none of
 * its own (a proxy's 502).
 */
export async function refusalOf(
  res: { status: number; json(): Promise<unknown> },
  fallback: Message,
): Promise<ApiRequestError> {
  const body = ((await res.json().catch(() => ({}))) ?? {}) as ErrorBody;
  const code = isApiErrorCode(body.error?.code) ? body.error.code : "unknown";
  const message = body.error?.message ?? t(fallback);
  return new ApiRequestError(message, res.status, body.error?.fields, code);
}

/** Reads a JSON response, turning any non-2xx answer into an ApiRequestError with its message. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
  fallback: Message = REQUEST_FAILED,
): Promise<Exclude<T, ErrorBody>> {
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch (error) {
    if (error instanceof OfflineWriteError || error instanceof WorkspaceChangedError)
      throw new ApiRequestError(error.message, 0);
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
  if (res.ok) return (await res.json()) as Exclude<T, ErrorBody>;
  throw await refusalOf(res, fallback);
}

/**
 * Sends a file as the raw body, as the browser holds it (no multipart parsing on the server;
 * its name and choices go in the query), and reads the JSON answer; a refusal carries the
 * server's code and message, a dropped connection the network message.
 */
export function uploadFile<T>(
  url: string,
  file: Blob,
  {
    method = "POST",
    fallback = UPLOAD_FAILED,
  }: { method?: "POST" | "PUT"; fallback?: Message } = {},
): Promise<T> {
  const sent = fetch(url, {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/octet-stream" },
    body: file,
  });
  return unwrap(sent, fallback) as Promise<T>;
}

/** Fetches a binary export; the server streams it, the browser saves it. */
export async function fetchBlob(url: string, init?: RequestInit): Promise<Blob> {
  const res = await fetch(url, { credentials: "same-origin", ...init });
  if (!res.ok) throw await refusalOf(res, REQUEST_FAILED);
  return res.blob();
}
