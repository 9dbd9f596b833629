import { t } from "@/client/i18n/t";
import { SELLER_LABELS, type Seller } from "@/domain/tickets/sellers";

/**
 * The words the Tickets screens show for values that are data (issue 55): a seller is stored
 * by its key; its brand name is the same in every language, only "my own sheet" is translated.
 */
export const sellerLabel = (seller: string): string =>
  seller === "generic"
    ? t({ id: "tickets.seller.generic", defaultMessage: "Another seller or my own sheet" })
    : (SELLER_LABELS[seller as Seller] ?? seller);

/** What a screen prints in place of a hidden figure. */
export const hiddenLabel = () => t({ id: "tickets.hidden", defaultMessage: "Hidden" });

/** "Mondays and Thursdays, and daily in the last week", or "No reminders". */
export function reminderDaysText(weekdays: readonly number[], dailyLastWeek: boolean) {
  const days = weekdays.map((d) =>
    t(
      {
        id: "tickets.reminders.weekdays",
        defaultMessage:
          "{day, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}",
      },
      { day: String(d) },
    ),
  );
  const listed =
    days.length > 1
      ? t(
          { id: "tickets.reminders.list", defaultMessage: "{first} and {last}" },
          { first: days.slice(0, -1).join(", "), last: days.at(-1) },
        )
      : (days[0] ?? "");
  if (!listed)
    return dailyLastWeek
      ? t({ id: "tickets.reminders.dailyOnly", defaultMessage: "Daily in the last week" })
      : t({ id: "tickets.reminders.none", defaultMessage: "No reminders" });
  return dailyLastWeek
    ? t(
        { id: "tickets.reminders.andDaily", defaultMessage: "{days}, and daily in the last week" },
        { days: listed },
      )
    : listed;
}
