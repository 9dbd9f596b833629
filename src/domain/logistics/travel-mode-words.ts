import { say } from "../i18n/words";

/** A leg's mode as people read it, in their language (the client's travelModeLabel's ids). */
const MODES: Record<string, { id: string; defaultMessage: string }> = {
  drive: { id: "logistics.travelMode.drive", defaultMessage: "Drive" },
  flight: { id: "logistics.travelMode.flight", defaultMessage: "Flight" },
  train: { id: "logistics.travelMode.train", defaultMessage: "Train" },
  bus: { id: "logistics.travelMode.bus", defaultMessage: "Bus" },
  ferry: { id: "logistics.travelMode.ferry", defaultMessage: "Ferry" },
};
const TRAVEL = { id: "logistics.travelMode.unknown", defaultMessage: "Travel" };

export const travelModeWords = (mode: string): string => say(MODES[mode] ?? TRAVEL);
