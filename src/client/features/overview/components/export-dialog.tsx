import { useState } from "react";
import { toast } from "sonner";
import { forExcelHint, forExcel as forExcelLabel } from "@/client/components/csv-download";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import type { ExportDestination, ExportFormat } from "@/domain/exports";
import { downloadExport, saveToDrive } from "../api/export-download";

/** A labelled select of one of `options` (its label wired to the trigger by FormField). */
function Choice<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange(v: T): void;
  options: { value: T; label: string }[];
}) {
  return (
    <FormField label={label}>
      <SelectField value={value} onChange={(v) => onChange(v as T)} options={options} />
    </FormField>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {label}
      </Label>
    </div>
  );
}

/** docs/product.md §2.6 export dialog; the file is built and streamed by the server (§14.1). */
export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [format, setFormat] = useState<ExportFormat>("csv");
  const [destination, setDestination] = useState<ExportDestination>("device");
  const [includeVenues, setIncludeVenues] = useState(true);
  const [includeFinancial, setIncludeFinancial] = useState(true);
  const [forExcel, setForExcel] = useState(false);
  const [busy, setBusy] = useState(false);

  async function runExport() {
    setBusy(true);
    const opts = { includeVenues, includeFinancial };
    try {
      if (destination === "drive") await saveToDrive(format, opts);
      else await downloadExport(format, opts, forExcel);
      toast.success(
        t({ id: "overview.export.successTitle", defaultMessage: "Export Successful" }),
        {
          description: t(
            {
              id: "overview.export.success",
              defaultMessage: "Data exported successfully as {format}",
            },
            { format: format.toUpperCase() },
          ),
        },
      );
      onOpenChange(false);
    } catch (err) {
      // Drive answers with the spec's 'Google Drive integration not yet configured'.
      const driveRefused =
        destination === "drive" && err instanceof ApiRequestError && err.code === "not_configured";
      toast.error(t({ id: "overview.export.failedTitle", defaultMessage: "Export Failed" }), {
        description: driveRefused
          ? err.message
          : t({
              id: "overview.export.failed",
              defaultMessage: "Failed to export data. Please try again.",
            }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t({ id: "overview.export.title", defaultMessage: "Export Data" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "overview.export.description",
              defaultMessage: "Export your tours with their venues and costs.",
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Choice<ExportFormat>
            label={t({ id: "overview.export.format", defaultMessage: "Format" })}
            value={format}
            onChange={setFormat}
            options={[
              { value: "csv", label: "CSV" },
              { value: "json", label: "JSON" },
              { value: "pdf", label: "PDF" },
            ]}
          />
          {format === "csv" ? (
            <div className="grid gap-1">
              <Toggle
                id="export-excel"
                label={forExcelLabel()}
                checked={forExcel}
                onChange={setForExcel}
              />
              <p className="text-sm text-muted-foreground">{forExcelHint()}.</p>
            </div>
          ) : null}
          <Choice<ExportDestination>
            label={t({ id: "overview.export.destination", defaultMessage: "Destination" })}
            value={destination}
            onChange={setDestination}
            options={[
              {
                value: "device",
                label: t({ id: "overview.export.toDevice", defaultMessage: "Download to Device" }),
              },
              {
                value: "drive",
                label: t({ id: "overview.export.toDrive", defaultMessage: "Save to Google Drive" }),
              },
            ]}
          />
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">
              {t({ id: "overview.export.include", defaultMessage: "Include" })}
            </legend>
            <Toggle
              id="export-venues"
              label={t({ id: "overview.export.venues", defaultMessage: "Venue Information" })}
              checked={includeVenues}
              onChange={setIncludeVenues}
            />
            <Toggle
              id="export-financial"
              label={t({ id: "overview.export.financial", defaultMessage: "Financial Data" })}
              checked={includeFinancial}
              onChange={setIncludeFinancial}
            />
          </fieldset>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {t({ id: "common.cancel", defaultMessage: "Cancel" })}
          </Button>
          <Button disabled={busy} onClick={runExport}>
            {busy
              ? t({ id: "overview.export.exporting", defaultMessage: "Exporting..." })
              : t({ id: "overview.export.export", defaultMessage: "Export" })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
