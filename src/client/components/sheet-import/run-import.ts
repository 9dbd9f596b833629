import { toast } from "sonner";
import { t } from "@/client/i18n/t";

/**
 * Every import dialog's last step: the import, then a toast that says what it created and
 * skipped and the dialog closes; or a toast that says why not, and the dialog stays open with
 * the sheet and the choices, so nothing is lost.
 */
export async function runSheetImport<S>(
  importSheet: () => Promise<{ summary: S }>,
  summaryText: (summary: S) => string,
  close: () => void,
) {
  try {
    const done = await importSheet();
    toast.success(t({ id: "components.sheetImport.finished", defaultMessage: "Import finished" }), {
      description: summaryText(done.summary),
    });
    close();
  } catch (err) {
    toast.error(t({ id: "components.sheetImport.failed", defaultMessage: "Import failed" }), {
      description: err instanceof Error ? err.message : String(err),
    });
  }
}
