/** "25 Nov 2026" in the reader's own zone: when someone joined, when a link expires. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
