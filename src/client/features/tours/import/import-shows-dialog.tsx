import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Textarea } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { SHOW_IMPORT_FIELDS } from "@/domain/imports/columns";
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from "@/domain/imports/limits";
import { type ChoiceValues, ImportChoices } from "./import-choices";
import { ImportPreviewTable } from "./import-preview-table";
import {
  type ImportChoices as Choices,
  type ImportAnswer,
  importSummaryText,
  previewImport,
  SheetRefused,
  useImportShows,
} from "./show-imports-api";

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
  const [source, setSource] = useState<"file" | "paste">("file");
  const [pasted, setPasted] = useState("");
  const [sheet, setSheet] = useState<Blob | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [refused, setRefused] = useState<SheetRefused | Error | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const importShows = useImportShows();
  const latest = useRef(0);

  useEffect(() => {
    if (!open) {
      setSheet(null);
      setChoices({});
      setAnswer(null);
      setRefused(null);
      setPasted("");
    }
  }, [open]);

  // Every change of the sheet or of a choice asks the server again; only the last answer counts.
  useEffect(() => {
    if (!sheet) return;
    const request = ++latest.current;
    setPreviewing(true);
    previewImport(sheet, choices)
      .then((a) => {
        if (request !== latest.current) return;
        setAnswer(a);
        setRefused(null);
      })
      .catch((err: Error) => {
        if (request !== latest.current) return;
        setAnswer(null);
        setRefused(err);
      })
      .finally(() => {
        if (request === latest.current) setPreviewing(false);
      });
  }, [sheet, choices]);

  function pickFile(file: File | undefined) {
    setChoices({});
    setAnswer(null);
    if (!file) return setSheet(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setSheet(null);
      setRefused(new Error(TOO_LARGE_MESSAGE));
      return;
    }
    setRefused(null);
    setSheet(file);
  }

  const header =
    answer?.reading.header ??
    (refused instanceof SheetRefused ? refused.reading?.header : undefined);
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
    try {
      const done = await importShows.mutateAsync({
        sheet,
        choices: { ...choices, dateOrder: values.dateOrder ?? undefined },
      });
      toast.success("Import finished", { description: importSummaryText(done.summary) });
      onOpenChange(false);
    } catch (err) {
      toast.error("Import failed", {
        description: err instanceof Error ? err.message : String(err),
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !importShows.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import shows from a spreadsheet</DialogTitle>
          <DialogDescription>
            Upload or paste a CSV or tab-separated sheet (at most 10,000 rows, 5 MB). Nothing is
            saved until you import; shows already in Tribe are skipped.
          </DialogDescription>
        </DialogHeader>

        <Tabs value={source} onValueChange={(v) => setSource(v as "file" | "paste")}>
          <TabsList>
            <TabsTrigger value="file">Upload a file</TabsTrigger>
            <TabsTrigger value="paste">Paste</TabsTrigger>
          </TabsList>
          <TabsContent value="file" className="grid gap-1.5">
            <Label htmlFor="import-file">Sheet file (.csv, .tsv, .txt)</Label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
              onChange={(e) => pickFile(e.target.files?.[0])}
            />
            <p className="text-sm text-muted-foreground">
              From Google Sheets, Excel or Numbers: File → Download / Export → CSV.{" "}
              <a className="underline" href="/api/exports/shows.csv" download>
                Download your shows as CSV
              </a>{" "}
              for the columns Tribe reads.
            </p>
          </TabsContent>
          <TabsContent value="paste" className="grid gap-1.5">
            <Label htmlFor="import-paste">Paste the sheet, header row first</Label>
            <Textarea
              id="import-paste"
              rows={6}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
              placeholder={"Date\tVenue\tCity\tFee\n03/14/2027\tThe Basement\tNashville\t$1,200.00"}
              className="font-mono text-xs"
            />
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={pasted.trim() === ""}
                onClick={() => {
                  setChoices({});
                  setAnswer(null);
                  setRefused(null);
                  setSheet(new Blob([pasted], { type: "text/plain" }));
                }}
              >
                Preview pasted rows
              </Button>
            </div>
          </TabsContent>
        </Tabs>

        {refused && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {refused.message}
          </p>
        )}
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
            <Spinner /> Reading the sheet…
          </p>
        )}
        {answer && <ImportPreviewTable summary={answer.summary} rows={answer.rows} />}

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={importShows.isPending}
          >
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!canImport || importShows.isPending}>
            {importShows.isPending ? <Spinner /> : null}
            {answer && answer.summary.newShows > 0
              ? `Import ${answer.summary.newShows.toLocaleString("en-US")} ${answer.summary.newShows === 1 ? "show" : "shows"}`
              : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
