import { FIELD_REFUSALS, VALID_EMAIL } from "@/domain/i18n/field-words";
import { TICKET_LINK_MESSAGES } from "@/domain/tickets/links";
import type { Message, Translator } from "./translator";

/**
 * The API's refusals in the request's language (issue 55). A refusal made with a message
 * (`new ApiError(code, { id, defaultMessage })`) is translated as it is. The many refusals
 * written as English strings where they are decided (a route's "Show not found", a zod schema's
 * "Date must be a valid date") are found here by their English, whole: a message this file
 * does not know, or whose field's name it cannot translate, stays in English, never half in
 * one language and half in another. The English is the same string either way, so an English
 * answer is word for word what it was. A schema whose words are messages (`refusal(m)`,
 * `aboutField`) needs nothing here: it is parsed in the request's language (validate.ts).
 */
const KNOWN: readonly Message[] = [
  { id: "errors.server", defaultMessage: "Something went wrong on our side. Please try again." },
  { id: "errors.notFound", defaultMessage: "Not found" },
  { id: "errors.requestFailed", defaultMessage: "Request failed" },
  { id: "errors.noSuchRoute", defaultMessage: "No such API route" },
  { id: "errors.malformedJson", defaultMessage: "Malformed JSON in request body" },
  { id: "errors.signIn", defaultMessage: "Please sign in to continue." },
  {
    id: "errors.roleForbidden",
    defaultMessage: "Your role in this workspace does not allow this.",
  },
  { id: "errors.crossSite", defaultMessage: "Cross-site request refused" },
  {
    id: "errors.tooManyOnLink",
    defaultMessage: "Too many requests on this link. Wait a minute, then try again.",
  },
  {
    id: "errors.exportBusy",
    defaultMessage:
      "An export is already being prepared. Please wait for it to finish, then try again.",
  },
  {
    id: "errors.notJson",
    defaultMessage: "Send the body as JSON (Content-Type: application/json)",
  },
  { id: "errors.accountNotFound", defaultMessage: "Account not found" },
  { id: "errors.workspaceNotFound", defaultMessage: "Workspace not found" },
  { id: "errors.tourNotFound", defaultMessage: "Tour not found" },
  { id: "errors.showNotFound", defaultMessage: "Show not found" },
  { id: "errors.venueNotFound", defaultMessage: "Venue not found" },
  { id: "errors.dealNotFound", defaultMessage: "Deal not found" },
  { id: "errors.guestNotFound", defaultMessage: "Guest not found" },
  { id: "errors.memberNotFound", defaultMessage: "Member not found" },
  { id: "errors.invitationNotFound", defaultMessage: "Invitation not found" },
  { id: "errors.personNotFound", defaultMessage: "Person not found" },
  { id: "errors.paymentNotFound", defaultMessage: "Payment not found" },
  { id: "errors.fileNotFound", defaultMessage: "File not found" },
  { id: "errors.songNotFound", defaultMessage: "Song not found" },
  { id: "errors.productNotFound", defaultMessage: "Product not found" },
  { id: "errors.campaignNotFound", defaultMessage: "Campaign not found" },
  { id: "errors.notificationNotFound", defaultMessage: "Notification not found" },
  { id: "errors.budgetNotFound", defaultMessage: "Budget not found" },
  { id: "errors.negotiationNotFound", defaultMessage: "Negotiation not found" },
  VALID_EMAIL,
  {
    id: "errors.endBeforeStart",
    defaultMessage: "End date cannot be before the start date",
  },
  { id: "errors.dateFormat", defaultMessage: "Give the date as YYYY-MM-DD" },
  { id: "errors.chooseStatus", defaultMessage: "Choose a status" },
  { id: "errors.chooseStatusFromList", defaultMessage: "Choose a status from the list" },
  { id: "errors.wrongPassword", defaultMessage: "That password is not right" },
  { id: "errors.tooLarge", defaultMessage: "Files can be at most 10 MB" },
  { id: "errors.emptyFile", defaultMessage: "The file is empty" },
  // Text PostgreSQL cannot store (storable-text.ts), refused before the session is read.
  { id: "errors.nulCharacter", defaultMessage: "Must not contain a NUL character" },
  {
    id: "errors.loneSurrogate",
    defaultMessage: "Contains an invalid character (a lone surrogate)",
  },
  // storable-text.ts writes it from MAX_JSON_DEPTH (32); tests/api/hostile-input.test.ts reads both.
  { id: "errors.tooDeep", defaultMessage: "Nested more than 32 levels deep" },
  // The promoter's ticket count page (issue 51), which shows these as they come.
  ...Object.values(TICKET_LINK_MESSAGES),
];

/** The names of fields the messages below name, as the forms label them. */
const FIELD_NAMES: readonly Message[] = [
  { id: "errors.field.name", defaultMessage: "Name" },
  { id: "errors.field.title", defaultMessage: "Title" },
  { id: "errors.field.notes", defaultMessage: "Notes" },
  { id: "errors.field.date", defaultMessage: "Date" },
  { id: "errors.field.startDate", defaultMessage: "Start date" },
  { id: "errors.field.endDate", defaultMessage: "End date" },
  { id: "errors.field.performanceDate", defaultMessage: "Performance date" },
  { id: "errors.field.from", defaultMessage: "From" },
  { id: "errors.field.to", defaultMessage: "To" },
  { id: "errors.field.checkIn", defaultMessage: "Check-in" },
  { id: "errors.field.checkOut", defaultMessage: "Check-out" },
  { id: "errors.field.amount", defaultMessage: "Amount" },
  { id: "errors.field.cost", defaultMessage: "Cost" },
  { id: "errors.field.fee", defaultMessage: "Fee" },
  { id: "errors.field.venueFee", defaultMessage: "Venue fee" },
  { id: "errors.field.travelCost", defaultMessage: "Travel cost" },
];

/** Messages about a named field ("Start date must be a valid date"): the field's name first. */
const ABOUT_A_FIELD: readonly { pattern: RegExp; message: Message }[] = [
  { pattern: /^(.+) is required$/, message: FIELD_REFUSALS.required },
  { pattern: /^(.+) must be a valid date$/, message: FIELD_REFUSALS.validDate },
  { pattern: /^(.+) must be a plain amount like 1234\.50$/, message: FIELD_REFUSALS.plainAmount },
  { pattern: /^(.+) cannot be more than ([\d,.]+)$/, message: FIELD_REFUSALS.atMost },
];

const known = new Map(KNOWN.map((m) => [m.defaultMessage, m]));
const fieldNames = new Map(FIELD_NAMES.map((m) => [m.defaultMessage, m]));

/** A refusal's English message in `translator`'s language, when it is one this file knows. */
export function translateRefusal(english: string, { locale, t }: Translator): string {
  if (locale === "en") return english;
  const whole = known.get(english);
  if (whole) return t(whole);
  for (const { pattern, message } of ABOUT_A_FIELD) {
    const match = pattern.exec(english);
    const field = match && fieldNames.get(match[1]!);
    if (field) return t(message, { field: t(field), max: match[2] });
  }
  return english;
}

/** "Invalid input — venueId: …; date: …", each field's message in the request's language. */
export function invalidInputIn(fields: Record<string, string>, translator: Translator): string {
  const details = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return translator.t(
    { id: "errors.invalidInput", defaultMessage: "Invalid input — {details}" },
    { details },
  );
}
