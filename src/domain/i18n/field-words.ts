import { type Message, messageFormatter } from "./messages";
import { say } from "./words";

/**
 * The refusals the shared field helpers write about a named field ("Guarantee is required"),
 * issue 55. A field's label is a message (`{ id, defaultMessage }`): the refusal is written in
 * the current language, the field named in it. A label still given as English text (an area
 * not moved yet) keeps the whole refusal in English, never half in one language; the server's
 * error-words.ts translates the ones it knows by their English.
 */
export type Label = string | Message;

const english = messageFormatter("en", {});

/** A refusal about the field `label`, `{field}` filled with its name. */
export function aboutField(
  label: Label,
  message: Message,
  values?: Record<string, string | number>,
): string {
  if (typeof label !== "string") return say(message, { ...values, field: say(label) });
  const text = english.format(message, { ...values, field: label });
  return typeof text === "string" ? text : text.join("");
}

/** Every email field's refusal, and the server's when it refuses one itself. */
export const VALID_EMAIL = {
  id: "errors.validEmail",
  defaultMessage: "Enter a valid email address",
};

export const FIELD_REFUSALS = {
  required: { id: "errors.field.required", defaultMessage: "{field} is required" },
  validDate: { id: "errors.field.validDate", defaultMessage: "{field} must be a valid date" },
  plainAmount: {
    id: "errors.field.plainAmount",
    defaultMessage: "{field} must be a plain amount like 1234.50",
  },
  atMost: { id: "errors.field.atMost", defaultMessage: "{field} cannot be more than {max}" },
  number: { id: "errors.field.number", defaultMessage: "{field} must be a number" },
  wholeNumber: { id: "errors.field.wholeNumber", defaultMessage: "{field} must be a whole number" },
  wholeNumberFromZero: {
    id: "errors.field.wholeNumberFromZero",
    defaultMessage: "{field} must be a whole number of 0 or more",
  },
  percent: { id: "errors.field.percent", defaultMessage: "{field} must be between 0 and 100" },
  negative: { id: "errors.field.negative", defaultMessage: "{field} cannot be negative" },
  decimals: {
    id: "errors.field.decimals",
    defaultMessage: "{field} can have at most {decimals} decimals",
  },
  tooManyDecimals: {
    id: "errors.field.tooManyDecimals",
    defaultMessage: "{field} has too many decimals",
  },
  dateRange: {
    id: "errors.field.dateRange",
    defaultMessage: "{field} must be between {earliest} and {latest}",
  },
  validDateTime: {
    id: "errors.field.validDateTime",
    defaultMessage: "{field} must be a valid date and time",
  },
  realDateTime: {
    id: "errors.field.realDateTime",
    defaultMessage: "{field} must be a real date and time",
  },
  trueOrFalse: { id: "errors.field.trueOrFalse", defaultMessage: "{field} must be true or false" },
  text: { id: "errors.field.text", defaultMessage: "{field} must be text" },
  canBeAtMostCharacters: {
    id: "errors.field.canBeAtMostCharacters",
    defaultMessage: "{field} can be at most {max} characters",
  },
  mustBeAtMostCharacters: {
    id: "errors.field.mustBeAtMostCharacters",
    defaultMessage: "{field} must be at most {max} characters",
  },
  canBeAtMost: { id: "errors.field.canBeAtMost", defaultMessage: "{field} can be at most {max}" },
  named: { id: "errors.field.named", defaultMessage: "{field}: {reason}" },
  dateAndTime: {
    id: "errors.field.dateAndTime",
    defaultMessage: "{field} must be a date and time",
  },
} satisfies Record<string, Message>;
