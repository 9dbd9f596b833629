import { personName } from "@/domain/artist-name";
import type { AppEnv } from "../context";
import type { Actor, NegotiationRefusal } from "../db/queries/negotiations";
import { ApiError, notFound } from "../middleware/errors";

export const NEGOTIATION_NOT_FOUND = "Negotiation not found";

type Ctx = { var: AppEnv["Variables"] };

/** Who a timeline event names: personName() of the signed-in user. */
export const actorOf = (c: Ctx): Actor => ({
  userId: c.var.user.id,
  name: personName(c.var.user as { artistName?: string | null; name: string }),
});

/** A refused move, wherever it was asked for: an illegal move or a date conflict is 409. */
export function negotiationRefusal(r: NegotiationRefusal, missing = NEGOTIATION_NOT_FOUND) {
  switch (r.kind) {
    case "missing":
      return notFound(missing);
    case "no-date":
    case "illegal":
    case "conflict":
      return new ApiError(409, r.message);
    case "field":
      return new ApiError(400, `Invalid input — ${r.field}: ${r.message}`, {
        [r.field]: r.message,
      });
  }
}
