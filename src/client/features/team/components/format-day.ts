import { dayText } from "@/client/lib/person-clock";

/** "Nov 25, 2026" in the reader's own zone: when someone joined, when a link expires. */
export const formatDay = (iso: string) => dayText(iso);
