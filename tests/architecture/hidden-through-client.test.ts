import { describe, expectTypeOf, it } from "vitest";
import type { api } from "@/client/lib/api-client";
import type { Hidden } from "@/domain/hidden";

/**
 * Issue 34 / ADR 0019: a field a role may not see is `Shown<T>` on the server, and the screens
 * must get `T | { readonly hidden: true }` through hono's client types, so the compiler makes
 * each one handle the marker. Feared: the client's JSON typing turning `Shown<string>` into
 * `string | (string & Hidden)`, where the marker branch reads as a string and nothing is
 * forced. These types walk every answer of every route the typed client knows (checked by
 * `tsc`, i.e. `npm run check`; the test run itself asserts nothing at run time).
 */
type Depth = unknown[];
type Deep<D extends Depth> = [...D, 1];

/** Paths in an answer where a text, number or flag is also the marker (the branch lost). */
type Smudged<T, P extends string, D extends Depth = []> = D["length"] extends 10
  ? never
  : T extends string | number | boolean
    ? T extends Hidden
      ? P
      : never
    : T extends readonly (infer E)[]
      ? Smudged<E, `${P}[]`, Deep<D>>
      : T extends object
        ? { [K in keyof T & string]-?: Smudged<T[K], `${P}.${K}`, Deep<D>> }[keyof T & string]
        : never;

/** Paths in an answer that may hold the marker as its own branch. */
type Marked<T, P extends string, D extends Depth = []> = D["length"] extends 10
  ? never
  : T extends Hidden
    ? P
    : T extends readonly (infer E)[]
      ? Marked<E, `${P}[]`, Deep<D>>
      : T extends object
        ? { [K in keyof T & string]-?: Marked<T[K], `${P}.${K}`, Deep<D>> }[keyof T & string]
        : never;

type Method = "$get" | "$post" | "$put" | "$patch" | "$delete";
type Answer<F> = F extends (...args: never[]) => Promise<infer R>
  ? R extends { json(): Promise<infer J> }
    ? J
    : never
  : never;

/** Applies `Walk` to the answer of every route of the client, named by its path. */
type EveryAnswer<
  C,
  P extends string,
  W extends "smudged" | "marked",
  D extends Depth = [],
> = D["length"] extends 6
  ? never
  : {
      [K in keyof C & string]-?: K extends Method
        ? W extends "smudged"
          ? Smudged<Answer<C[K]>, P>
          : Marked<Answer<C[K]>, P>
        : K extends `$${string}`
          ? never
          : EveryAnswer<C[K], `${P}/${K}`, W, Deep<D>>;
    }[keyof C & string];

type Client = typeof api;

describe("hidden fields through the typed client", () => {
  it("keep the marker as a branch of its own in every answer", () => {
    expectTypeOf<EveryAnswer<Client, "", "smudged">>().toBeNever();
  });

  it("reach the screens as fields that may hold the marker (the walk is not empty)", () => {
    type Marks = EveryAnswer<Client, "", "marked">;
    // Money, and the management's text (notes, descriptions, briefs): docs/product.md §17.5.
    expectTypeOf<"/tours[].totalEstimatedCost">().toExtend<Marks>();
    expectTypeOf<"/negotiations/:showId.negotiation.notes">().toExtend<Marks>();
    expectTypeOf<"/campaigns[].description">().toExtend<Marks>();
    expectTypeOf<"/merch/projects[].brief">().toExtend<Marks>();
  });
});
