import { FOR_EXCEL_HINT } from "@/client/components/csv-download";
import { runSheetImport } from "@/client/components/sheet-import/run-import";
import { SheetRefusal, SheetSource } from "@/client/components/sheet-import/sheet-source";
import { useSheetPreview } from "@/client/components/sheet-import/use-sheet-preview";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { t, tRich } from "@/client/i18n/t";
import { excelCsvUrl } from "@/domain/exports";
import { SHOW_IMPORT_FIELDS } from "@/domain/imports/columns";
import {
  type ImportChoices as Choices,
  type ImportAnswer,
  importSummaryText,
  previewImport,
  useImportShows,
} from "../api/show-imports";
import { type ChoiceValues, ImportChoices } from "./import-choices";
import { ImportPreviewTable } from "./import-preview-table";

/** Every show in the import's own columns: a sheet to fill in and import back. */
const SHOWS_CSV_URL = "/api/exports/shows.csv";

const noColumns = Object.fromEntries(
  SHOW_IMPORT_FIELDS.map((f) => [f, null]),
) as ChoiceValues["columns"];

/** The values the mapping shows: the person's choices over the server's reading of the sheet. */
function shownValues(choices: Choices, answer: ImportAnswer | null): ChoiceValues {
  const reading = answer?.reading;
  const needsOrder = reading?.dateOrderAmbiguous && !reading.dateOrderChosen;
  return {
    columns: choices.columns ?? reading?.columns ?? noColumns,
    dateOrder: choices.dateOrder ?? (needsOrder ? null : (reading?.dateOrder ?? null)),
    numberFormat: choices.numberFormat ?? reading?.numberFormat ?? "point",
    defaultTour: choices.defaultTour ?? "",
  };
}

/**
 * Import shows from a booking sheet (issue 27, ADR 0016): upload or paste a CSV/TSV, check
 * how its columns, dates and amounts are read, see every row marked new, already there or
 * an error, then import the new ones in one go.
 */
export default function ImportShowsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { sheet, setSheet, choices, setChoices, answer, refused, previewing, header } =
    useSheetPreview<Choices, ImportAnswer>(open, previewImport);
  const importShows = useImportShows();

  const values = shownValues(choices, answer);
  const dateOrderNeeded = Boolean(answer?.reading.dateOrderAmbiguous && !choices.dateOrder);
  const canImport = Boolean(
    sheet && answer && answer.summary.newShows > 0 && !dateOrderNeeded && !previewing,
  );

  function change(next: Partial<ChoiceValues>) {
    setChoices({
      columns: next.columns ?? values.columns,
      dateOrder: next.dateOrder ?? values.dateOrder ?? undefined,
      numberFormat: next.numberFormat ?? values.numberFormat,
      defaultTour: next.defaultTour ?? values.defaultTour,
    });
  }

  async function runImport() {
    if (!sheet) return;
    await runSheetImport(
      () =>
        importShows.mutateAsync({
          sheet,
          choices: { ...choices, dateOrder: values.dateOrder ?? undefined },
        }),
      importSummaryText,
      () => onOpenChange(false),
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importShows.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            {t({ id: "tours.import.title", defaultMessage: "Import shows from a spreadsheet" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "tours.import.description",
              defaultMessage:
                "Upload or paste a CSV or tab-separated sheet (at most 10,000 rows, 5 MB). Nothing is saved until you import; shows already in Tribe are skipped.",
            })}
          </DialogDescription>
        </DialogHeader>

        <SheetSource
          onSheet={setSheet}
          pastePlaceholder={t({
            id: "tours.import.pastePlaceholder",
            defaultMessage:
              "Date\tVenue\tCity\tFee\n03/14/2027\tThe Basement\tNashville\t$1,200.00",
          })}
          fileHelp={tRich(
            {
              id: "tours.import.fileHelp",
              defaultMessage:
                "From Google Sheets, Excel or Numbers: File → Download / Export → CSV. <csv>Download your shows as CSV</csv> (<excel>for Excel</excel>) for the columns Tribe reads.",
            },
            {
              csv: (chunks) => (
                <a className="underline" href={SHOWS_CSV_URL} download>
                  {chunks}
                </a>
              ),
              excel: (chunks) => (
                <a
                  className="underline"
                  href={excelCsvUrl(SHOWS_CSV_URL)}
                  download
                  aria-label={t({
                    id: "tours.import.excelLabel",
                    defaultMessage: "Download your shows as CSV for Excel",
                  })}
                  title={FOR_EXCEL_HINT}
                >
                  {chunks}
                </a>
              ),
            },
          )}
        />

        <SheetRefusal error={refused} />
        {header && header.length > 0 && (
          <ImportChoices
            header={header}
            values={values}
            dateOrderNeeded={dateOrderNeeded}
            onChange={change}
          />
        )}
        {previewing && !answer && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t({ id: "tours.import.reading", defaultMessage: "Reading the sheet…" })}
          </p>
        )}
        {answer && <ImportPreviewTable summary={answer.summary} rows={answer.rows} />}

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importShows.isPending}
          >
            {t({ id: "tours.import.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button onClick={runImport} disabled={!canImport || importShows.isPending}>
            {importShows.isPending ? <Spinner /> : null}
            {answer && answer.summary.newShows > 0
              ? t(
                  {
                    id: "tours.import.importCount",
                    defaultMessage: "{count, plural, one {Import # show} other {Import # shows}}",
                  },
                  { count: answer.summary.newShows },
                )
              : t({ id: "tours.page.import", defaultMessage: "Import" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
