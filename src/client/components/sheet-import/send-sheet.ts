import { t } from "@/client/i18n/t";
import { ApiRequestError, NETWORK_MESSAGE, refusalOf } from "@/client/lib/api-client";

/** How the server read a sheet's first row, returned with a refusal for want of columns. */
export interface SheetHeaderReading {
  header: string[];
  delimiter: string;
}

/** A refusal of the whole sheet; with `reading` when the columns are what is missing. */
export class SheetRefused extends ApiRequestError {
  constructor(
    refused: ApiRequestError,
    readonly reading?: SheetHeaderReading,
  ) {
    super(refused.message, refused.status, refused.fields, refused.code);
  }
}

/**
 * Every import sends the sheet as it is (its bytes, ≤ 5 MB), the choices in the query: the
 * server reads, maps and checks it with the same domain code as the import (ADR 0016).
 */
export async function sendSheet<T>(url: string, sheet: Blob, query: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${url}${query ? `?${query}` : ""}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "text/csv" },
      body: sheet,
    });
  } catch {
    throw new ApiRequestError(t(NETWORK_MESSAGE), 0);
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return body as T;
  const refused = await refusalOf(
    { status: res.status, json: async () => body },
    {
      id: "components.sheetImport.unreadable",
      defaultMessage: "The sheet could not be read. Please try again.",
    },
  );
  throw new SheetRefused(refused, body.reading);
}

/** Column choices in the query: `date=0&venue=none`. */
export function columnsQuery(
  q: URLSearchParams,
  columns: Record<string, number | null> | undefined,
) {
  if (!columns) return;
  for (const [field, index] of Object.entries(columns))
    q.set(field, index === null ? "none" : String(index));
}
