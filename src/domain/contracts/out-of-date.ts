import type { ContractState } from "./contracts";
import type { ContractFacts } from "./document";

/**
 * Whether a contract version still says what the show and its deal say (issues 39, 47, 48):
 * the facts it froze when made, compared with the show's facts as they are when read. Nothing
 * marks a version when something changes, so every change counts however it was made (a deal
 * saved, a venue renamed, a show moved back to a hold): an unsigned version that no longer
 * matches cannot be signed; an executed one stays executed but reads out of date, and the
 * manager offers an amendment, a new version for both sides to sign.
 */
export type ShowFacts = Omit<ContractFacts, "contractId" | "version" | "promoterName">;

/** The deal's terms a contract states: a change to any of them makes it out of date. */
export const CONTRACT_DEAL_TERMS = [
  "dealType",
  "guaranteeAmount",
  "artistSharePercent",
  "ticketPrice",
  "capacity",
  "expectedExpenses",
  "withholdingPercent",
  "depositReceived",
  "currency",
] as const satisfies readonly (keyof ContractFacts["deal"])[];

/** JSON with keys in one order: jsonb gives an object back with its keys reordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** The version's frozen facts are the show's now (the parties' names and ids aside). */
export function factsMatch(frozen: ContractFacts, now: ShowFacts): boolean {
  const { contractId: _i, version: _v, promoterName: _p, ...was } = frozen;
  return canonical(was) === canonical(now);
}

/**
 * The rule, for one version: `now` is null when the show can no longer have a contract at all
 * (no longer confirmed, its deal or its date gone). A void version is over, never out of date.
 */
export function isOutOfDate(
  version: { state: ContractState; facts: ContractFacts },
  now: ShowFacts | null,
): boolean {
  if (version.state === "void") return false;
  return now === null || !factsMatch(version.facts, now);
}
