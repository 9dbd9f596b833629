import { ColumnChoices } from "@/client/components/sheet-import/column-choices";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import {
  type ColumnMapping,
  SHOW_IMPORT_FIELDS,
  type ShowImportField,
} from "@/domain/imports/columns";
import { DATE_ORDERS, type DateOrder } from "@/domain/imports/dates";
import { NUMBER_FORMATS, type NumberFormat } from "@/domain/imports/numbers";
import {
  dateOrderLabel,
  numberFormatLabel,
  showFieldLabels,
} from "@/domain/tours/imports/show-import-words";
import { DefaultTourField } from "./default-tour-field";

export interface ChoiceValues {
  columns: ColumnMapping<ShowImportField>;
  dateOrder: DateOrder | null;
  numberFormat: NumberFormat;
  defaultTour: string;
}

/**
 * The mapping step: which column of the sheet each of our fields reads (every guess can be
 * changed), how its dates and amounts are written, and the tour of rows without one.
 */
export function ImportChoices({
  header,
  values,
  dateOrderNeeded,
  onChange,
}: {
  header: readonly string[];
  values: ChoiceValues;
  /** The dates cannot tell month-first from day-first and nobody chose yet. */
  dateOrderNeeded: boolean;
  onChange(next: Partial<ChoiceValues>): void;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="import-date-order">
            {t({ id: "tours.import.datesWritten", defaultMessage: "Dates are written" })}
          </Label>
          <SelectField
            id="import-date-order"
            value={values.dateOrder ?? ""}
            placeholder={t({ id: "tours.import.chooseOrder", defaultMessage: "Choose the order" })}
            aria-invalid={dateOrderNeeded}
            aria-describedby={dateOrderNeeded ? "import-date-order-help" : undefined}
            onChange={(v) => onChange({ dateOrder: v as DateOrder })}
            options={DATE_ORDERS.map((o) => ({ value: o, label: dateOrderLabel(o) }))}
          />
          {dateOrderNeeded && (
            <p id="import-date-order-help" className="text-sm text-destructive">
              {t({
                id: "tours.import.orderAmbiguous",
                defaultMessage: "These dates could be month first or day first: choose.",
              })}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="import-number-format">
            {t({ id: "tours.import.amountsWritten", defaultMessage: "Amounts are written" })}
          </Label>
          <SelectField
            id="import-number-format"
            value={values.numberFormat}
            onChange={(v) => onChange({ numberFormat: v as NumberFormat })}
            options={NUMBER_FORMATS.map((f) => ({ value: f, label: numberFormatLabel(f) }))}
          />
        </div>
        <DefaultTourField
          value={values.defaultTour}
          onChange={(defaultTour) => onChange({ defaultTour })}
        />
      </div>
      <ColumnChoices
        header={header}
        fields={SHOW_IMPORT_FIELDS}
        labels={showFieldLabels(SHOW_IMPORT_FIELDS)}
        columns={values.columns}
        onChange={(columns) => onChange({ columns })}
      />
    </div>
  );
}
