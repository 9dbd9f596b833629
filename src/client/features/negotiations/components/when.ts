import { instantText } from "@/client/lib/person-clock";

/** A deadline or expiry in the viewer's own zone and clock: "May 3, 2027, 17:00". */
export function formatInstant(iso: string | null | undefined): string {
  return iso ? instantText(iso) : "";
}

export { relativeTo } from "@/domain/negotiations/relative-time";
