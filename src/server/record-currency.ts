import type { CurrencyCode } from "@/domain/currency";
import { decimalsRefusalsOf } from "@/domain/finances/currency-inputs";
import type { Db } from "./db/client";
import { homeCurrencyOf } from "./db/queries/finances/exchange-rates";
import { fieldErrors } from "./middleware/errors";

/**
 * The currency a write of a travel leg, hotel stay or rider provision is in (issue 41): the
 * one sent, else the record's own (an edit, `stored`) or the workspace's home currency (a new
 * record). Its amounts must fit it: "1500.50" in JPY is a 400 naming the field, nothing saved.
 */
export async function currencyOfWrite(
  db: Db,
  workspaceId: string,
  sent: CurrencyCode | undefined,
  amounts: Record<string, string | null | undefined>,
  stored?: CurrencyCode,
): Promise<CurrencyCode> {
  const code = sent ?? stored ?? (await homeCurrencyOf(db, workspaceId));
  const misfits = decimalsRefusalsOf(amounts, code);
  if (Object.keys(misfits).length > 0) throw fieldErrors(misfits);
  return code;
}
