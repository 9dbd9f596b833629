/**
 * The codes of the API's error answers (docs/decisions/0006-api-conventions.md lists when each
 * is used). A code is stable: the client decides on it, never on a message's text, so a
 * message can be reworded without breaking anything. Each code has exactly one HTTP status.
 */
export const API_ERROR_STATUS = {
  /** Bad input: a failed check, named field by field in `fields` where there is a field. */
  validation: 400,
  /** The body says it is JSON and is not. */
  malformed_json: 400,
  /** No session, or one that has ended. */
  unauthenticated: 401,
  /** The request may not do this: a cross-site write (and, with teams, a role lacking the right). */
  forbidden: 403,
  /**
   * The workspace asks owners and managers for a second factor and this one has none yet:
   * their data opens once they turn it on (domain/account/second-factor.ts).
   */
  two_factor_required: 403,
  /** A missing row, another account's row or a malformed id: all the same answer. */
  not_found: 404,
  /** No /api route has this path and method (a client older or newer than the server). */
  unknown_route: 404,
  /** The data as it is now refuses the write (a duplicate, a row removed meanwhile, a move not allowed from here). */
  conflict: 409,
  /** The workspace holds as many of these as it may (ADR 0008's limits); the message names the limit. */
  limit_reached: 409,
  /** A contract asked of a show with no deal (or not confirmed): the message says what to do first. */
  no_deal: 409,
  /** Confirming a show on a date that already has a confirmed show; `override` confirms anyway. */
  date_conflict: 409,
  /** A link that worked once and no longer does: an invitation used, expired or revoked; a retired calendar feed. */
  gone: 410,
  /** The body or file is larger than the route takes. */
  payload_too_large: 413,
  /** A file of a type the route does not take (a show's files: PDFs and images only). */
  unsupported_media_type: 415,
  /** The account's file storage cannot take this file. */
  storage_full: 413,
  /** Too many at once (an export already being prepared): wait, then try again. */
  rate_limited: 429,
  /** Too many wrong passwords: password checks are locked for a while. */
  locked: 429,
  /** Our fault: logged, answered with a generic message. */
  internal: 500,
  /** A feature this server is not set up for (Google Drive). */
  not_configured: 501,
  /** The database cannot be reached: try again in a moment. */
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

/** Per-field messages, keyed by the field's path in the request ("show.venueId"). */
export type FieldMessages = Record<string, string>;

/** The one JSON error shape of the API. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: FieldMessages };
}

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && Object.hasOwn(API_ERROR_STATUS, value);

/** "Invalid input — venueId: Choose a venue from your directory; date: …" */
export const invalidInputSummary = (fields: FieldMessages) =>
  `Invalid input — ${Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ")}`;
