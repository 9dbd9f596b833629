import { ColumnChoices } from "@/client/components/sheet-import/column-choices";
import {
  type PreviewColumn,
  SheetPreviewTable,
} from "@/client/components/sheet-import/preview-table";
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
import type { ColumnMapping } from "@/domain/imports/columns";
import { formatIswc } from "@/domain/setlists/identifiers";
import {
  SONG_IMPORT_FIELDS,
  type SongImportField,
  songFieldLabels,
} from "@/domain/setlists/song-columns";
import type { SongImportSummary, SongPreviewRow } from "@/domain/setlists/song-plan";
import { formatSongLength } from "@/domain/setlists/songs";
import {
  previewSongImport,
  type SongImportAnswer,
  type SongImportChoices,
  songImportSummaryText,
  useImportSongs,
} from "../api/song-imports";
import { SONGS_CSV_URL } from "../api/songs";

const noColumns = Object.fromEntries(
  SONG_IMPORT_FIELDS.map((f) => [f, null]),
) as ColumnMapping<SongImportField>;

const xlsxToo = () => ({
  label: t({ id: "setlists.songImport.file", defaultMessage: "Sheet file (.csv, .tsv, .xlsx)" }),
  accept:
    ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
});

/** A sheet to paste, as its example: the column names are the sheet's, not words to translate. */
const PASTE_EXAMPLE =
  "Title\tWriters\tISWC\tLength\nGhosts\tAna Ruiz (50%); Ben Lo (50%)\tT-034.524.680-1\t3:45";

const previewColumns = (): PreviewColumn<SongPreviewRow>[] => [
  { head: t({ id: "setlists.songDialog.title", defaultMessage: "Title" }), cell: (r) => r.title },
  {
    head: t({ id: "setlists.songDialog.writers", defaultMessage: "Writers" }),
    cell: (r) => r.writers || "—",
    className: "min-w-48",
  },
  {
    head: "ISWC",
    cell: (r) => (r.iswc ? formatIswc(r.iswc) : "—"),
    className: "whitespace-nowrap",
  },
  {
    head: t({ id: "setlists.songDialog.length", defaultMessage: "Length" }),
    cell: (r) => (r.durationSeconds ? formatSongLength(r.durationSeconds) : "—"),
    className: "tabular-nums",
  },
  {
    head: t({ id: "setlists.songImport.changes", defaultMessage: "Changes" }),
    cell: (r) => r.changes?.join(", ") ?? "",
  },
];

function Summary({ s, groups }: { s: SongImportSummary; groups: string }) {
  const values = {
    rows: s.rows,
    groups,
    newSongs: s.newSongs,
    updatedSongs: s.updatedSongs,
    existingSongs: s.existingSongs,
    errors: s.errors,
  };
  return (
    <>
      {s.errors > 0
        ? t(
            {
              id: "setlists.songImport.summaryErrors",
              defaultMessage:
                "{rows, plural, one {# row} other {# rows}} read{groups}: {newSongs, plural, one {# new song} other {# new songs}}, {updatedSongs, plural, one {# song} other {# songs}} to update, {existingSongs, number} already there, {errors, plural, one {# row} other {# rows}} with an error.",
            },
            values,
          )
        : t(
            {
              id: "setlists.songImport.summary",
              defaultMessage:
                "{rows, plural, one {# row} other {# rows}} read{groups}: {newSongs, plural, one {# new song} other {# new songs}}, {updatedSongs, plural, one {# song} other {# songs}} to update, {existingSongs, number} already there.",
            },
            values,
          )}
      {s.limitProblem ? (
        <span className="mt-1 block text-destructive" role="alert">
          {s.limitProblem}
        </span>
      ) : null}
    </>
  );
}

/**
 * Import songs from a catalogue sheet (issue 50 item 1, docs/product.md §22.1): upload or
 * paste a CSV, TSV or .xlsx, check how its columns are read, see each row marked new, will
 * update, already there or an error, then import in one go. The shared sheet-import pieces
 * (ADR 0016): the server reads, the preview is exactly what the import will do.
 */
export default function SongImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { sheet, setSheet, choices, setChoices, answer, refused, previewing, header } =
    useSheetPreview<SongImportChoices, SongImportAnswer>(open, previewSongImport);
  const importSongs = useImportSongs();
  const columns = choices.columns ?? answer?.reading.columns ?? noColumns;
  const summary = answer?.summary;
  const changing = summary ? summary.newSongs + summary.updatedSongs : 0;
  const canImport = Boolean(
    sheet && summary && changing > 0 && !summary.limitProblem && !previewing,
  );
  const reading = answer?.reading;
  const groups =
    reading && reading.writerGroups + reading.publisherGroups > 0
      ? ` ${t(
          {
            id: "setlists.songImport.groups",
            defaultMessage:
              "(numbered columns: {writers, plural, one {# writer} other {# writers}}, {publishers, plural, one {# publisher} other {# publishers}})",
          },
          { writers: reading.writerGroups, publishers: reading.publisherGroups },
        )}`
      : "";

  async function runImport() {
    if (!sheet) return;
    await runSheetImport(
      () => importSongs.mutateAsync({ sheet, choices }),
      songImportSummaryText,
      () => onOpenChange(false),
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importSongs.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {t({
              id: "setlists.songImport.title",
              defaultMessage: "Import songs from a spreadsheet",
            })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "setlists.songImport.description",
              defaultMessage:
                "A CSV, tab-separated or Excel sheet of up to 5,000 songs. Nothing is saved until you import; a song already in the catalogue is matched by its ISWC, else by its title and writers, and only updated where the sheet says something new.",
            })}
          </DialogDescription>
        </DialogHeader>

        <SheetSource
          onSheet={setSheet}
          files={xlsxToo()}
          pastePlaceholder={PASTE_EXAMPLE}
          fileHelp={tRich(
            {
              id: "setlists.songImport.fileHelp",
              defaultMessage:
                "Writers in one column, like “Ana Ruiz (50%); Ben Lo (50%)”, or in numbered columns (Writer 1, Writer 1 Share, Writer 1 IPI…). <a>Download your catalogue as CSV</a> for the columns Tribe reads.",
            },
            {
              a: (chunks) => (
                <a className="underline" href={SONGS_CSV_URL} download>
                  {chunks}
                </a>
              ),
            },
          )}
        />

        <SheetRefusal error={refused} />
        {header && header.length > 0 && (
          <ColumnChoices
            header={header}
            fields={SONG_IMPORT_FIELDS}
            labels={songFieldLabels()}
            columns={columns}
            onChange={(next) => setChoices({ columns: next })}
          />
        )}
        {previewing && !answer && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />{" "}
            {t({ id: "setlists.songImport.reading", defaultMessage: "Reading the sheet…" })}
          </p>
        )}
        {answer && (
          <SheetPreviewTable
            summary={<Summary s={answer.summary} groups={groups} />}
            rows={answer.rows}
            columns={previewColumns()}
          />
        )}

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importSongs.isPending}
          >
            {t({ id: "setlists.songImport.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button onClick={runImport} disabled={!canImport || importSongs.isPending}>
            {importSongs.isPending ? <Spinner /> : null}
            {changing > 0
              ? t(
                  {
                    id: "setlists.songImport.importCount",
                    defaultMessage: "Import {count, plural, one {# song} other {# songs}}",
                  },
                  { count: changing },
                )
              : t({ id: "setlists.catalogue.import", defaultMessage: "Import" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
