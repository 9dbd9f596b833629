import { z } from "zod";
import type { WebhookEventType } from "./events";

/**
 * What each event's `data` holds (issue 53, ADR 0033): the fields the database's triggers write
 * (migration 0031), listed here so a test fails when a trigger writes one more. Never money:
 * a receiver reads amounts through the API with a token, under its scopes.
 */
const id = z.uuid();
const day = z.iso.date();
const showStatus = z.enum(["pending", "hold", "challenge", "confirmed", "released", "declined"]);

const show = z
  .object({
    showId: id,
    tourId: id,
    /** Null when the show went with its tour (the tour is gone by then). */
    tourTitle: z.string().nullable(),
    venueName: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    date: day.nullable(),
    /** "deleted" when a confirmed show was deleted (show.cancelled). */
    status: z.union([showStatus, z.literal("deleted")]),
    previousStatus: showStatus.optional(),
    previousDate: day.optional(),
  })
  .strict();

const showPart = z.object({ showId: id, tourId: id }).strict();

const tour = z.object({
  tourId: id,
  title: z.string(),
  status: z.string(),
  startDate: day.nullable(),
  endDate: day.nullable(),
});

const tourFields = z.enum(["title", "status", "startDate", "endDate"]);

export const EVENT_DATA_SCHEMAS: Record<WebhookEventType, z.ZodType> = {
  "show.confirmed": show,
  "show.moved": show.required({ previousDate: true }),
  "show.cancelled": show.required({ previousStatus: true }),
  "deal.settled": showPart.extend({ dealId: id }).strict(),
  "contract.executed": showPart.extend({ contractId: id, version: z.number().int() }).strict(),
  "advance.accepted": showPart,
  "guest_list.closed": showPart,
  "ticket_count.reported": showPart,
  "tour.created": tour.strict(),
  "tour.changed": tour.extend({ changed: z.array(tourFields).min(1) }).strict(),
};
