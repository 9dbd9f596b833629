import { z } from "zod";
import { aboutField, FIELD_REFUSALS as F, type Label } from "../i18n/field-words";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";

const COUNT_AT_MOST = {
  id: "merch.validation.countAtMost",
  defaultMessage: "{field} can be at most {max, number}",
};

// Small schema pieces the merch resources share (partners, projects, products, counts).

/** Empty text is stored as null, not as "". */
export const optionalText = (label: Label, max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(
      z
        .string()
        .max(max, { error: () => aboutField(label, F.mustBeAtMostCharacters, { max }) })
        .nullable(),
    );

export const requiredText = (label: Label, max: number) =>
  z
    .string({ error: () => aboutField(label, F.required) })
    .trim()
    .min(1, { error: () => aboutField(label, F.required) })
    .max(max, { error: () => aboutField(label, F.mustBeAtMostCharacters, { max }) });

/** An optional link to another row of the account: a UUID, or empty for none. */
export const optionalId = (message: Message) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.guid({ error: () => say(message) }).nullable());

/** One of a fixed list; an empty value takes the default. */
export const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  message: Message,
  fallback: T[number],
) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? fallback : v),
    z.enum(values, { error: () => say(message) }),
  );

/** A whole number from 0 to `max` from a number or form text; empty is 0. */
export const countField = (label: Label, max: number) =>
  z
    .union([z.number(), z.string()], { error: () => aboutField(label, F.wholeNumber) })
    .optional()
    .transform((v) =>
      v === undefined || (typeof v === "string" && v.trim() === "") ? 0 : Number(v),
    )
    .pipe(
      z
        .number({ error: () => aboutField(label, F.wholeNumber) })
        .int({ error: () => aboutField(label, F.wholeNumber) })
        .min(0, { error: () => aboutField(label, F.negative) })
        .max(max, { error: () => aboutField(label, COUNT_AT_MOST, { max }) }),
    );
