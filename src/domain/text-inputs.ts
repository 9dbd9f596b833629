import { z } from "zod";
import { aboutField, FIELD_REFUSALS as F, type Label } from "./i18n/field-words";

// Text fields of the set lists, songs and listings: one wording of their refusals (issue 55).

/** Optional text up to `max` characters: empty or missing → null. */
export const optionalText = (label: Label, max: number) =>
  z
    .string({ error: () => aboutField(label, F.text) })
    .trim()
    .max(max, { error: () => aboutField(label, F.canBeAtMostCharacters, { max }) })
    .nullish()
    .transform((v) => v || null);

/** Text that must be given, up to `max` characters. */
export const requiredText = (label: Label, max: number) =>
  z
    .string({ error: () => aboutField(label, F.required) })
    .trim()
    .min(1, { error: () => aboutField(label, F.required) })
    .max(max, { error: () => aboutField(label, F.canBeAtMostCharacters, { max }) });
