import { z } from "zod";
import { isCalendarDate } from "../date-bounds";
import { refusal } from "../i18n/zod-words";

/**
 * Today (docs/product.md §19.3): the viewer's own calendar date decides which show is "today",
 * so the page sends it; without one the server's (UTC) date is used.
 */
export const todayQuerySchema = z.object({
  date: z
    .string()
    .refine(
      isCalendarDate,
      refusal({
        id: "logistics.today.giveDateYyyyMmDd",
        defaultMessage: "Give the date as YYYY-MM-DD",
      }),
    )
    .optional(),
});
