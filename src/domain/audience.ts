import { HIDDEN, type Shown } from "./hidden";

/**
 * Who may read a field of an answer (issue 48, ADR 0028). Every answer a role can receive
 * is built from one table per answer, in its area's reader-shape.ts, naming an audience for
 * each of its fields:
 * - "everyone": every member who may call the route (what and where and when);
 * - "money": the roles that see money (fees, costs, rates, deals, settlements);
 * - "managers": the management's own business (its notes, briefs, contracts, links).
 *
 * The table is an allow-list: a key it does not name never leaves, and a row with a key it
 * does not name does not compile, so a new field is classified the day it is added.
 */
export type Audience = "everyone" | "money" | "managers";

/** One audience for every field of `T`, optional fields included. */
export type AnswerFields<T> = { readonly [K in keyof T]-?: Audience };

/**
 * Whether a reader is in an audience. `seesMoney` is the one rule of the roles table
 * (domain/team/roles.ts: owners and managers); the management is the same roles today, and
 * is kept apart so that a role which reads one and not the other changes this line only.
 */
const IN_AUDIENCE: Readonly<Record<Audience, (seesMoney: boolean) => boolean>> = {
  everyone: () => true,
  money: (seesMoney) => seesMoney,
  managers: (seesMoney) => seesMoney,
};

export const mayRead = (audience: Audience, seesMoney: boolean) => IN_AUDIENCE[audience](seesMoney);

/** The row as shaped by `F`: a field not for everyone may hold the hidden marker. */
export type Shaped<T, F> = {
  [K in keyof T]: K extends keyof F ? (F[K] extends "everyone" ? T[K] : Shown<T[K]>) : never;
};

/**
 * A row every key of which `F` classifies: a key `F` does not name is typed `never`, so
 * passing a row with an unclassified field does not compile (the error names the field).
 */
export type ClassifiedBy<F, T> = T & { [K in Exclude<keyof T, keyof F>]: never };

/**
 * The row as a reader may see it: only the keys the table names, each either as it is or,
 * for an audience the reader is not in, the hidden marker (domain/hidden.ts). A new object,
 * never the row itself: answers are cached per reader.
 */
export function shapeFor<T extends object, const F extends Readonly<Record<string, Audience>>>(
  seesMoney: boolean,
  table: F,
  row: ClassifiedBy<F, T>,
): Shaped<T, F> {
  const out: Record<string, unknown> = {};
  const source = row as Record<string, unknown>;
  for (const [key, audience] of Object.entries(table) as [string, Audience][]) {
    if (!(key in source)) continue;
    out[key] = mayRead(audience, seesMoney) ? source[key] : HIDDEN;
  }
  return out as Shaped<T, F>;
}
