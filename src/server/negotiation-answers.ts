import { memberName } from "@/domain/team/member-name";
import type { RequestVariables } from "./context";
import type { Actor, NegotiationRefusal } from "./db/queries/negotiations/move-steps";
import { ApiError, fieldErrors, notFound } from "./middleware/errors";

export const NEGOTIATION_NOT_FOUND = "Negotiation not found";

type Ctx = RequestVariables;

/** Who a timeline event names: the member, by the name activity uses (memberName). */
export const actorOf = (c: Ctx): Actor => ({
  workspaceId: c.get("workspace").id,
  name: memberName(c.get("user")),
});

/**
 * A refused move, wherever it was asked for: an illegal move is a 409 `conflict`; a date that
 * already has a confirmed show is a 409 `date_conflict`, which the client answers by offering
 * to confirm anyway.
 */
export function negotiationRefusal(r: NegotiationRefusal, missing = NEGOTIATION_NOT_FOUND) {
  switch (r.kind) {
    case "missing":
      return notFound(missing);
    case "no-date":
    case "illegal":
      return new ApiError("conflict", r.message);
    case "conflict":
      return new ApiError("date_conflict", r.message);
    case "field":
      return fieldErrors({ [r.field]: r.message });
  }
}
