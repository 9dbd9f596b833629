import { Download, type LucideIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { excelCsvUrl } from "@/domain/exports";

/** What the Excel choice says wherever a CSV is offered (ADR 0004), in the person's language. */
export const forExcel = () =>
  t({ id: "components.csvDownload.forExcel", defaultMessage: "For Excel" });
export const forExcelHint = () =>
  t({
    id: "components.csvDownload.forExcelHint",
    defaultMessage:
      "UTF-8 with a byte-order mark, so Excel on Windows shows accents and every script right",
  });
/**
 * @deprecated English only: read forExcelHint() while rendering. Kept until the tours' import
 * dialog (another area's file) reads the function.
 */
export const FOR_EXCEL_HINT =
  "UTF-8 with a byte-order mark, so Excel on Windows shows accents and every script right";

/**
 * A CSV download offered twice, side by side: the plain UTF-8 file, and the same file for
 * Excel (`excel=1`: it starts with a byte-order mark, which Excel on Windows needs to read
 * UTF-8 and other programs do not want). Every page that offers a CSV uses this.
 */
export function CsvDownload({
  href,
  label,
  icon: Icon = Download,
}: {
  href: string;
  /** What the plain link says: "Inventory CSV"; the Excel one is named "<label> for Excel". */
  label: string;
  icon?: LucideIcon;
}) {
  return (
    // Each link names its file on its own ("Sales CSV", "Sales CSV for Excel"): no group role.
    <div className="inline-flex">
      {/* The plain link takes any width the row gives the pair (a phone's full-width actions). */}
      <Button variant="outline" className="flex-1 rounded-r-none" asChild>
        <a href={href} download>
          <Icon aria-hidden="true" />
          {label}
        </a>
      </Button>
      <Button variant="outline" className="-ml-px rounded-l-none px-3" asChild>
        <a
          href={excelCsvUrl(href)}
          download
          aria-label={t(
            { id: "components.csvDownload.labelForExcel", defaultMessage: "{label} for Excel" },
            { label },
          )}
          title={forExcelHint()}
        >
          {forExcel()}
        </a>
      </Button>
    </div>
  );
}
