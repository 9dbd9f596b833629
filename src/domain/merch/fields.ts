import { z } from "zod";

// Small schema pieces the merch resources share (partners, projects, products, counts).

/** Empty text is stored as null, not as "". */
export const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable());

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional link to another row of the account: a UUID, or empty for none. */
export const optionalId = (message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.guid({ error: message }).nullable());

/** One of a fixed list; an empty value takes the default. */
export const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback: T[number],
) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? fallback : v),
    z.enum(values, { error: message }),
  );

/** A whole number from 0 to `max` from a number or form text; empty is 0. */
export const countField = (label: string, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a whole number` })
    .optional()
    .transform((v) =>
      v === undefined || (typeof v === "string" && v.trim() === "") ? 0 : Number(v),
    )
    .pipe(
      z
        .number({ error: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(0, `${label} cannot be negative`)
        .max(max, `${label} can be at most ${max.toLocaleString("en-US")}`),
    );
