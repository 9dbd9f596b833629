import { type ReactNode, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Textarea } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { t } from "@/client/i18n/t";

const TEXT_SHEETS_ACCEPT = ".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain";

/**
 * Where the sheet comes from: an uploaded file (CSV/TSV, or what `files` names: the song
 * import reads .xlsx too), or rows pasted from a spreadsheet.
 */
export function SheetSource({
  onSheet,
  fileHelp,
  pastePlaceholder,
  files = {
    label: t({
      id: "components.sheetImport.textFile",
      defaultMessage: "Sheet file (.csv, .tsv, .txt)",
    }),
    accept: TEXT_SHEETS_ACCEPT,
  },
}: {
  onSheet(sheet: Blob | null): void;
  fileHelp: ReactNode;
  pastePlaceholder: string;
  files?: { label: string; accept: string };
}) {
  const [source, setSource] = useState<"file" | "paste">("file");
  const [pasted, setPasted] = useState("");
  return (
    <Tabs value={source} onValueChange={(v) => setSource(v as "file" | "paste")}>
      <TabsList>
        <TabsTrigger value="file">
          {t({ id: "components.sheetImport.upload", defaultMessage: "Upload a file" })}
        </TabsTrigger>
        <TabsTrigger value="paste">
          {t({ id: "components.sheetImport.paste", defaultMessage: "Paste" })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="file" className="grid gap-1.5">
        <Label htmlFor="import-file">{files.label}</Label>
        <input
          id="import-file"
          type="file"
          accept={files.accept}
          className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(e) => onSheet(e.target.files?.[0] ?? null)}
        />
        <p className="text-sm text-muted-foreground">{fileHelp}</p>
      </TabsContent>
      <TabsContent value="paste" className="grid gap-1.5">
        <Label htmlFor="import-paste">
          {t({
            id: "components.sheetImport.pasteLabel",
            defaultMessage: "Paste the sheet, header row first",
          })}
        </Label>
        <Textarea
          id="import-paste"
          rows={6}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder={pastePlaceholder}
          className="font-mono text-xs"
        />
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={pasted.trim() === ""}
            onClick={() => onSheet(new Blob([pasted], { type: "text/plain" }))}
          >
            {t({
              id: "components.sheetImport.previewPasted",
              defaultMessage: "Preview pasted rows",
            })}
          </Button>
        </div>
      </TabsContent>
    </Tabs>
  );
}

/** A refusal of the whole sheet, in words. */
export function SheetRefusal({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {error.message}
    </p>
  );
}
