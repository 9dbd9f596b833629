import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "@/client/lib/api-client";
import { queryKeys } from "@/client/lib/query-keys";
import type { ColumnMapping, ShowImportField } from "@/domain/imports/columns";
import type { DateOrder } from "@/domain/imports/dates";
import type { NumberFormat } from "@/domain/imports/numbers";
import type { SheetReading } from "@/domain/imports/show-import-query";
import type { ImportSummary, PreviewRow } from "@/domain/imports/show-plan";

/** What the person chose; anything left out is guessed by the server. */
export interface ImportChoices {
  columns?: ColumnMapping<ShowImportField>;
  dateOrder?: DateOrder;
  numberFormat?: NumberFormat;
  defaultTour?: string;
}

export interface ImportAnswer {
  reading: SheetReading;
  summary: ImportSummary;
  rows: PreviewRow[];
}

/** A refusal of the whole sheet; with `reading` when the columns are what is missing. */
export class SheetRefused extends ApiRequestError {
  constructor(
    message: string,
    status: number,
    fields: Record<string, string> | undefined,
    readonly reading?: Pick<SheetReading, "header" | "delimiter">,
  ) {
    super(message, status, fields);
  }
}

export function choicesQuery(c: ImportChoices): string {
  const q = new URLSearchParams();
  if (c.columns) {
    for (const [field, index] of Object.entries(c.columns))
      q.set(field, index === null ? "none" : String(index));
  }
  if (c.dateOrder) q.set("dateOrder", c.dateOrder);
  if (c.numberFormat) q.set("numberFormat", c.numberFormat);
  if (c.defaultTour) q.set("defaultTour", c.defaultTour);
  return q.toString();
}

/**
 * The sheet goes as it is (its bytes, ≤ 5 MB), the choices in the query: the server reads,
 * maps and checks it with the same domain code as the import, so the preview is the truth.
 */
async function send(path: string, sheet: Blob, choices: ImportChoices): Promise<ImportAnswer> {
  const query = choicesQuery(choices);
  let res: Response;
  try {
    res = await fetch(`/api/imports/shows${path}${query ? `?${query}` : ""}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "text/csv" },
      body: sheet,
    });
  } catch {
    throw new ApiRequestError("Cannot reach the server. Check your connection.", 0);
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return body as ImportAnswer;
  throw new SheetRefused(
    body.error?.message ?? "The sheet could not be read. Please try again.",
    res.status,
    body.error?.fields,
    body.reading,
  );
}

export const previewImport = (sheet: Blob, choices: ImportChoices) =>
  send("/preview", sheet, choices);

/** The import writes tours, venues and shows: every list that shows them is stale after it. */
export function useImportShows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, choices }: { sheet: Blob; choices: ImportChoices }) =>
      send("", sheet, choices),
    onSuccess: () => {
      for (const queryKey of [
        queryKeys.tours.all,
        queryKeys.venues,
        queryKeys.overview,
        queryKeys.negotiations.all,
        queryKeys.finance.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "3 shows, 1 tour and 2 venues created. 1 already there, skipped. 1 row with an error." */
export function importSummaryText(s: ImportSummary): string {
  const created = [
    plural(s.newShows, "show"),
    plural(s.newTours, "tour"),
    plural(s.newVenues, "venue"),
  ];
  const parts = [`${created.slice(0, -1).join(", ")} and ${created.at(-1)} created.`];
  if (s.existingShows > 0) parts.push(`${plural(s.existingShows, "show")} already there, skipped.`);
  if (s.errors > 0) parts.push(`${plural(s.errors, "row")} with an error not imported.`);
  return parts.join(" ");
}
