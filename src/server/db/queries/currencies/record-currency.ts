import { eq } from "drizzle-orm";
import type { FieldMessages } from "@/domain/api-errors";
import { type CurrencyCode, DEFAULT_HOME_CURRENCY } from "@/domain/currencies/currency";
import { decimalsRefusalsOf } from "@/domain/currencies/currency-inputs";
import type { Db } from "../../client";
import { workspaces } from "../../schema";

/**
 * The home currency as a write's own transaction sees it (issue 48 §3). The workspace's row is
 * held FOR SHARE until the write commits, so an owner changing the home currency waits for the
 * write, and a write for the change: a new record can never be stamped with a home currency
 * that was already replaced when it was saved. Only for writes; a read takes the request's
 * (`c.get("workspace").homeCurrency`, read with the session).
 */
export async function homeCurrencyInWrite(tx: Db, workspaceId: string): Promise<CurrencyCode> {
  const [row] = await tx
    .select({ home: workspaces.homeCurrency })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("share");
  return row?.home ?? DEFAULT_HOME_CURRENCY;
}

/**
 * The currency a write is in, decided once, inside the write's transaction (ADR 0026, "The
 * currency of a write"): the one sent, else the record's own (an edit, `stored`), else the
 * home currency. Its amounts must fit it: "1500.50" in JPY is refused by field (`misfits`),
 * and the caller answers that refusal with nothing saved.
 */
export async function currencyOfWrite(
  tx: Db,
  workspaceId: string,
  write: {
    sent: CurrencyCode | null | undefined;
    stored?: CurrencyCode;
    amounts?: Record<string, string | null | undefined>;
  },
): Promise<{ currency: CurrencyCode; misfits: FieldMessages | null }> {
  const currency = write.sent ?? write.stored ?? (await homeCurrencyInWrite(tx, workspaceId));
  const misfits = decimalsRefusalsOf(write.amounts ?? {}, currency);
  return { currency, misfits: Object.keys(misfits).length > 0 ? misfits : null };
}
