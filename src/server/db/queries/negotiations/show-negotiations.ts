import { and, eq } from "drizzle-orm";
import type { EditShowInput, NewShowInput } from "@/domain/negotiations/show-negotiation";
import type { Db } from "../../client";
import { tourVenues } from "../../schema";
import { findOwnedTour } from "../ownership";
import { syncPartyLines } from "../party/generation";
import { getShow, type ShowView, type ShowWriteError, updateShow } from "../tours/shows";
import { widenTourToDate } from "../tours/tours";
import { createNegotiation } from "./creation";
import { moveNegotiationDate } from "./date-moves";
import { type Actor, type NegotiationRefusal, record } from "./move-steps";

/**
 * Add Show on a tour: the very creation HCC Manager's Add Venue uses (one transition path),
 * answered as the show the tour page lists.
 */
export async function addShowWithNegotiation(
  db: Db,
  actor: Actor,
  tourId: string,
  input: NewShowInput,
): Promise<(ShowView & { dateWarning: string | null }) | NegotiationRefusal | ShowWriteError> {
  const created = await createNegotiation(db, actor, {
    tourMode: "existing",
    tourId,
    show: input.show,
    ...input.negotiation,
    widenTour: input.widenTour,
  });
  if (typeof created === "string" || !("id" in created)) return created;
  const show = await getShow(db, actor.workspaceId, tourId, created.id);
  return show ? { ...show, dateWarning: created.dateWarning } : "show";
}

type Contact = EditShowInput["contact"];

/** The contact fields that were sent and differ from the stored ones ("" clears). */
function contactChanges(stored: Record<keyof Contact, string | null>, sent: Contact) {
  const changes: Partial<Record<keyof Contact, string | null>> = {};
  for (const key of Object.keys(sent) as (keyof Contact)[]) {
    const value = sent[key];
    if (value === undefined) continue;
    const next = value === "" ? null : value;
    if (next !== stored[key]) changes[key] = next;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * Edit Show: the show's fields and its venue contact in one transaction; a changed contact
 * is an event on the negotiation's timeline, as in the HCC Manager. Never the status; a new
 * date goes through the negotiation rules first (conflict, ranks).
 */
/** Thrown to roll the edit back (a date move may already have re-ranked holds). */
class EditRefused extends Error {
  constructor(readonly answer: ShowWriteError | NegotiationRefusal) {
    super("edit refused");
  }
}

export async function editShowWithContact(
  db: Db,
  actor: Actor,
  tourId: string,
  showId: string,
  input: EditShowInput,
): Promise<ShowView | ShowWriteError | NegotiationRefusal> {
  try {
    return await db.transaction(async (tx) => {
      // The tour first, as every show write locks it, then the dates and the row.
      if (!(await findOwnedTour(tx, actor.workspaceId, tourId, { lock: true }))) {
        throw new EditRefused("tour");
      }
      const moved = await moveNegotiationDate(tx, actor, showId, input.show.performanceDate);
      if (moved !== true) throw new EditRefused(moved.kind === "missing" ? "show" : moved);
      const saved = await updateShow(tx, actor.workspaceId, tourId, showId, input.show);
      if (typeof saved === "string") throw new EditRefused(saved);
      if (input.widenTour) {
        await widenTourToDate(tx, actor.workspaceId, tourId, input.show.performanceDate);
      }
      await syncPartyLines(tx, actor.workspaceId, tourId);
      const changes = contactChanges(saved, input.contact);
      if (!changes) return saved;
      await tx
        .update(tourVenues)
        .set(changes)
        .where(and(eq(tourVenues.id, showId), eq(tourVenues.workspaceId, actor.workspaceId)));
      await record(tx, actor, showId, { action: "details", note: "Contact edited" });
      return (await getShow(tx, actor.workspaceId, tourId, showId))!;
    });
  } catch (err) {
    if (err instanceof EditRefused) return err.answer;
    throw err;
  }
}
