const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A deadline or expiry in the viewer's own time: "May 3, 5:00 PM". */
export function formatInstant(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : "";
}

export { relativeTo } from "@/domain/negotiations/relative-time";
