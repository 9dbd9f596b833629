import { z } from "zod";
import { refusal } from "../i18n/zod-words";
import { refineShowVenue, showFields, toShowInput } from "../tours/shows";
import {
  contactShape,
  type StartingStatus,
  startingNegotiationShape,
  widenTour,
} from "./negotiations";

/**
 * The Tours page's Add Show: the show and how its negotiation starts (status, hold rank and
 * expiry, venue contact). The server hands it to the same creation as the HCC Manager's Add
 * Venue, so the start is a recorded transition with the same rank and conflict rules.
 */
export const newShowSchema = showFields
  .extend({ ...startingNegotiationShape, ...contactShape, widenTour })
  .superRefine(refineShowVenue)
  .transform((v) => ({
    show: toShowInput(v),
    widenTour: v.widenTour === true,
    negotiation: {
      status: v.status,
      // Rank and expiry belong to a hold only; hidden fields never leak into another start.
      holdRank: v.status === "hold" ? v.holdRank : undefined,
      holdExpiry: v.status === "hold" ? v.holdExpiry : undefined,
      override: v.status === "confirmed" ? v.override : undefined,
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      contactEmail: v.contactEmail,
    },
  }));
export type NewShowInput = z.infer<typeof newShowSchema>;
export type NewShowValues = z.input<typeof newShowSchema>;

/**
 * Edit Show: the show and its venue contact. The status is not a field: it changes only by
 * a transition (POST /negotiations/:id/transitions), so a status sent here is refused
 * rather than silently dropped.
 */
export const editShowSchema = showFields
  .extend({
    ...contactShape,
    widenTour,
    status: z
      .never(
        refusal({
          id: "negotiations.showNegotiation.changeStatusTransitionNegotiationNot",
          defaultMessage: "Change the status with a transition of the negotiation, not by editing",
        }),
      )
      .optional(),
  })
  .superRefine(refineShowVenue)
  .transform((v) => ({
    show: toShowInput(v),
    widenTour: v.widenTour === true,
    contact: {
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      contactEmail: v.contactEmail,
    },
  }));
export type EditShowInput = z.infer<typeof editShowSchema>;
export type EditShowValues = z.input<typeof editShowSchema>;

/** The status choices of Add Show, in the order a booking goes. */
export const STARTING_STATUS_OPTIONS: { value: StartingStatus; label: string }[] = [
  { value: "pending", label: "Pending (inquiry)" },
  { value: "hold", label: "Hold" },
  { value: "confirmed", label: "Confirmed" },
];
