import { Download, type LucideIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { excelCsvUrl } from "@/domain/exports";

/** What the Excel choice says wherever a CSV is offered (ADR 0004). */
export const FOR_EXCEL = "For Excel";
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
          aria-label={`${label} for Excel`}
          title={FOR_EXCEL_HINT}
        >
          {FOR_EXCEL}
        </a>
      </Button>
    </div>
  );
}
