import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import type { ColumnMapping } from "@/domain/imports/columns";

const NONE = "none";

/** "A", "B", … "AA": the column letters a spreadsheet shows. */
function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Which column of the sheet each of our fields reads; every guess can be changed. */
export function ColumnChoices<F extends string>({
  header,
  fields,
  labels,
  columns,
  onChange,
}: {
  header: readonly string[];
  fields: readonly F[];
  labels: Record<F, string>;
  columns: ColumnMapping<F>;
  onChange(columns: ColumnMapping<F>): void;
}) {
  const options = [
    {
      value: NONE,
      label: t({ id: "components.sheetImport.notInSheet", defaultMessage: "— Not in the sheet —" }),
    },
    ...header.map((h, i) => ({
      value: String(i),
      label: t(
        { id: "components.sheetImport.columnOption", defaultMessage: "{letter}: {name}" },
        {
          letter: columnLetter(i),
          name: h || t({ id: "components.sheetImport.noName", defaultMessage: "(no name)" }),
        },
      ),
    })),
  ];
  const matched = fields.filter((f) => columns[f] !== null).length;
  return (
    <details className="rounded-md border p-3" open={matched === 0}>
      <summary className="cursor-pointer text-sm font-medium">
        {t(
          {
            id: "components.sheetImport.columnsMatched",
            defaultMessage: "Columns: {matched} of {total} matched — change",
          },
          { matched, total: fields.length },
        )}
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={`import-column-${field}`}>{labels[field]}</Label>
            <SelectField
              id={`import-column-${field}`}
              value={columns[field] === null ? NONE : String(columns[field])}
              onChange={(v) => onChange({ ...columns, [field]: v === NONE ? null : Number(v) })}
              options={options}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
