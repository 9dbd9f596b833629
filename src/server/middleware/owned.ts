/**
 * The answers for a tour or show that is not the account's. Ownership itself is checked in
 * one place, the query (ADR 0007): it takes the account's id, looks the parent up with
 * `db/queries/ownership.ts` (in the write's own transaction, locked where writes must queue)
 * and answers undefined or a typed refusal, which the route turns into this 404.
 */
export const TOUR_NOT_FOUND = "Tour not found";
export const SHOW_NOT_FOUND = "Show not found";
