import { hc } from "hono/client";
import type { AppType } from "@/server/app";
import { apiFetch, OfflineWriteError } from "./offline-fetch";

/**
 * The typed API client: every call's path, input and output are checked against the server.
 * Its fetch names the account and refuses writes offline (offline-fetch.ts, ADR 0017).
 */
export const api = hc<AppType>("/api", { fetch: apiFetch });

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { message?: string; fields?: Record<string, string> };
}

/** Reads a JSON response, turning any non-2xx answer into an ApiRequestError with its message. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
  fallback = "Request failed",
): Promise<Exclude<T, ErrorBody>> {
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch (error) {
    if (error instanceof OfflineWriteError) throw new ApiRequestError(error.message, 0);
    throw new ApiRequestError("Cannot reach the server. Check your connection.", 0);
  }
  if (res.ok) return (await res.json()) as Exclude<T, ErrorBody>;
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  throw new ApiRequestError(body.error?.message ?? fallback, res.status, body.error?.fields);
}

/** Fetches a binary export; the server streams it, the browser saves it. */
export async function fetchBlob(url: string, init?: RequestInit): Promise<Blob> {
  const res = await fetch(url, { credentials: "same-origin", ...init });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as ErrorBody;
    throw new ApiRequestError(body.error?.message ?? "Request failed", res.status);
  }
  return res.blob();
}
