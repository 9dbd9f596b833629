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

/** "in 30 h", "in 3 days", "2 h ago". */
export function relativeTo(iso: string, now = Date.now()): string {
  const hours = (Date.parse(iso) - now) / 3_600_000;
  const abs = Math.abs(hours);
  const text = abs < 48 ? `${Math.max(0, Math.floor(abs))} h` : `${Math.floor(abs / 24)} days`;
  return hours >= 0 ? `in ${text}` : `${text} ago`;
}
