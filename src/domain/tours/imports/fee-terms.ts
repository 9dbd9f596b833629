import { say } from "../../i18n/words";
import { rowSays } from "../../imports/limits";
import {
  cellCurrency,
  cellFitsCurrency,
  type NumberFormat,
  readSheetMoney,
} from "../../imports/numbers";

/** The fee column's name, as the import's choices call it (show-import-words.ts). */
const FEE = { id: "tours.import.field.fee", defaultMessage: "Fee" };

/**
 * An agent's fee cell is often a deal, not an amount: "$1,200 vs 70%", "$500 + 80% after
 * costs", "70% of the door". The show keeps its guarantee as its offer (the fee) and the
 * terms in its notes, with a warning that the deal is added in Finances: the sheet names no
 * ticket price or capacity the deal's maths would need, so no deal is guessed.
 */
export type FeeRead =
  | { ok: true; fee: string; terms: string | null }
  | { ok: false; message: string };

const HAS_PERCENT = /\d\s*%/;

export function readSheetFee(cell: string, format: NumberFormat): FeeRead {
  const plain = readSheetMoney(cell, format, FEE);
  if (plain.ok) return { ok: true, fee: plain.value, terms: null };
  const text = cell.trim();
  // A guarantee, then its terms ("$1,200 vs 70%", "1200 EUR + 80% after costs").
  const lead = feeAmount(text);
  if (lead !== text) {
    const amount = readSheetMoney(lead, format, FEE);
    if (amount.ok) return { ok: true, fee: amount.value, terms: text };
  }
  // Only a percentage ("70% door"): no guarantee, the terms alone.
  if (HAS_PERCENT.test(text) && !/\d/.test(text.replace(/\d+(?:[.,]\d+)?\s*%/g, "")))
    return { ok: true, fee: "0.00", terms: text };
  return plain;
}

export const feeTermsWarning = (row: number, terms: string, fee: string) =>
  rowSays(
    row,
    say(
      {
        id: "tours.import.row.feeTerms",
        defaultMessage:
          "Fee {terms} is a deal, not an amount: the show's offer is {empty, select, yes {left empty} other {the {fee} guarantee}} and the terms are kept in its notes; add the deal in Finances",
      },
      { terms, fee, empty: fee === "0.00" ? "yes" : "no" },
    ),
  );

/**
 * Why a fee is kept in words: it is in another currency than a show's offer, which is in the
 * home currency ("€1.500"; "$900" when the home currency is the euro).
 */
export const foreignFeeWarning = (row: number, text: string, home: string) => {
  const named = feeCurrency(text);
  const said = named
    ? say(
        {
          id: "tours.import.row.feeInNamedCurrency",
          defaultMessage:
            "Fee {text} is in {named} and a show's offer is in {home}: the offer is left empty and the fee is kept in its notes; add the deal in {named} in Finances",
        },
        { text, named, home },
      )
    : say(
        {
          id: "tours.import.row.feeNotInHome",
          defaultMessage:
            "Fee {text} is not in {home}, the currency of a show's offer: the offer is left empty and the fee is kept in its notes; add the deal in Finances",
        },
        { text, home },
      );
  return rowSays(row, said);
};

/** A fee's amount: the cell before its terms ("€1,200" of "€1,200 vs 70%"). */
function feeAmount(cell: string) {
  return (cell.trim().split(/\s+(?:vs\.?|versus|plus|against|or)\b|\s*\+/i)[0] ?? "").trim();
}

/** The currency a fee's amount names, also before its terms: "€1,200", "1200 EUR vs 70%". */
const feeCurrency = (cell: string) => cellCurrency(feeAmount(cell));

/** Whether a fee can be an offer in `home`: "$900" can in USD, not in EUR; "900" can in any. */
export const feeFits = (cell: string, home: string) => cellFitsCurrency(feeAmount(cell), home);
