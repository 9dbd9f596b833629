import type { ReactNode } from "react";
import { usePageTitle } from "@/client/lib/use-page-title";

/** The title row of a dashboard page; also sets the document title. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {/* On a phone the buttons share the rows evenly instead of leaving one stranded. */}
      {actions && (
        <div className="flex shrink-0 flex-wrap gap-2 max-sm:[&>*]:flex-1">{actions}</div>
      )}
    </div>
  );
}
