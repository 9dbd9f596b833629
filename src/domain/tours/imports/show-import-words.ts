import { say } from "../../i18n/words";
import type { ShowImportField } from "../../imports/columns";
import type { DateOrder } from "../../imports/dates";
import type { NumberFormat } from "../../imports/numbers";

/**
 * A show import's field names, date orders and number formats in the reader's language (issue
 * 55): the import dialog's choices and the preview's row refusals ("Fee: …") say the same.
 */
export function showFieldLabel(field: ShowImportField): string {
  switch (field) {
    case "tour":
      return say({ id: "tours.import.field.tour", defaultMessage: "Tour" });
    case "date":
      return say({ id: "tours.import.field.date", defaultMessage: "Date" });
    case "venue":
      return say({ id: "tours.import.field.venue", defaultMessage: "Venue" });
    case "city":
      return say({ id: "tours.import.field.city", defaultMessage: "City" });
    case "state":
      return say({ id: "tours.import.field.state", defaultMessage: "State" });
    case "capacity":
      return say({ id: "tours.import.field.capacity", defaultMessage: "Capacity" });
    case "fee":
      return say({ id: "tours.import.field.fee", defaultMessage: "Fee" });
    case "status":
      return say({ id: "tours.import.field.status", defaultMessage: "Status" });
    case "contact":
      return say({ id: "tours.import.field.contact", defaultMessage: "Contact" });
    case "phone":
      return say({ id: "tours.import.field.phone", defaultMessage: "Phone" });
    case "email":
      return say({ id: "tours.import.field.email", defaultMessage: "Email" });
    case "notes":
      return say({ id: "tours.import.field.notes", defaultMessage: "Notes" });
  }
}

/** Every field's name, as the column choices take them. */
export const showFieldLabels = (fields: readonly ShowImportField[]) =>
  Object.fromEntries(fields.map((f) => [f, showFieldLabel(f)])) as Record<ShowImportField, string>;

export function dateOrderLabel(order: DateOrder): string {
  switch (order) {
    case "ymd":
      return say({ id: "tours.import.dateOrder.ymd", defaultMessage: "Year first (2027-03-31)" });
    case "mdy":
      return say({
        id: "tours.import.dateOrder.mdy",
        defaultMessage: "Month first (03/31/2027, US)",
      });
    case "dmy":
      return say({ id: "tours.import.dateOrder.dmy", defaultMessage: "Day first (31/03/2027)" });
  }
}

export const numberFormatLabel = (format: NumberFormat): string =>
  format === "point"
    ? say({ id: "tours.import.numberFormat.point", defaultMessage: "1,200.50 (US, UK)" })
    : say({ id: "tours.import.numberFormat.comma", defaultMessage: "1.200,50 (Europe)" });
