import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import type { TravelMode } from "./itinerary";

/**
 * A leg's mode as people read it, in their language: the itinerary, the leg dialog, the printed
 * day sheet and a notification's title. Kept apart from itinerary.ts (and its zod) for the bell.
 */
export const TRAVEL_MODE_LABELS: Record<TravelMode, Message> = {
  drive: { id: "logistics.travelMode.drive", defaultMessage: "Drive" },
  flight: { id: "logistics.travelMode.flight", defaultMessage: "Flight" },
  train: { id: "logistics.travelMode.train", defaultMessage: "Train" },
  bus: { id: "logistics.travelMode.bus", defaultMessage: "Bus" },
  ferry: { id: "logistics.travelMode.ferry", defaultMessage: "Ferry" },
};
const TRAVEL = { id: "logistics.travelMode.unknown", defaultMessage: "Travel" };

/** A stored mode (a notification's, kept as text): one unknown here reads "Travel". */
export const travelModeWords = (mode: string): string =>
  say(Object.hasOwn(TRAVEL_MODE_LABELS, mode) ? TRAVEL_MODE_LABELS[mode as TravelMode] : TRAVEL);
