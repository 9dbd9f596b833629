import type { PartyRefusal } from "../../db/queries/party/people";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";

export const PERSON_NOT_FOUND = "Person not found";
export const PAYMENT_NOT_FOUND = "Payment not found";

/** Whether a query answered a refusal rather than its row. */
export const isRefusal = (v: object): v is PartyRefusal =>
  "kind" in v &&
  typeof v.kind === "string" &&
  ["missing", "fields", "conflict"].includes(v.kind) &&
  !("tourId" in v);

/** A refused party write as its answer: 404 like a missing row, 400 or 409 naming the field. */
export function refusal(r: PartyRefusal, missing: string): ApiError {
  switch (r.kind) {
    case "missing":
      return notFound(missing);
    case "fields":
      return fieldErrors(r.fields);
    case "conflict":
      return r.fields
        ? fieldErrors(r.fields, { code: "conflict", message: r.message })
        : new ApiError("conflict", r.message);
  }
}
