import { cellCurrency, type NumberFormat, readSheetMoney } from "../../imports/numbers";

/**
 * An agent's fee cell is often a deal, not an amount: "$1,200 vs 70%", "$500 + 80% after
 * costs", "70% of the door". The show keeps its guarantee as its offer (the fee) and the
 * terms in its notes, with a warning that the deal is added in Finances: the sheet names no
 * ticket price or capacity the deal's maths would need, so no deal is guessed.
 */
export type FeeRead =
  | { ok: true; fee: string; terms: string | null }
  | { ok: false; message: string };

/** A leading amount, then what follows it ("vs 70%", "+ 80% after costs"). */
const LEADING_AMOUNT = /^([-($€£\s]*[\d][\d.,\s]*\)?)\s*(.*)$/;
const HAS_PERCENT = /\d\s*%/;

export function readSheetFee(cell: string, format: NumberFormat): FeeRead {
  const plain = readSheetMoney(cell, format, "Fee");
  if (plain.ok) return { ok: true, fee: plain.value, terms: null };
  const text = cell.trim();
  const lead = LEADING_AMOUNT.exec(text);
  if (lead && lead[2] !== "" && /^(vs\.?|versus|\+|plus|against|or)\b|^\+/i.test(lead[2]!)) {
    const amount = readSheetMoney(lead[1]!.trim(), format, "Fee");
    if (amount.ok) return { ok: true, fee: amount.value, terms: text };
  }
  // Only a percentage ("70% door"): no guarantee, the terms alone.
  if (HAS_PERCENT.test(text) && !/\d/.test(text.replace(/\d+(?:[.,]\d+)?\s*%/g, "")))
    return { ok: true, fee: "0.00", terms: text };
  return plain;
}

export const feeTermsWarning = (row: number, terms: string, fee: string) =>
  `row ${row}: Fee ${terms} is a deal, not an amount: the show's offer is ${fee === "0.00" ? "left empty" : `the ${fee} guarantee`} and the terms are kept in its notes; add the deal in Finances`;

export const foreignFeeWarning = (row: number, text: string, currency: string, home: string) =>
  `row ${row}: Fee ${text} is in ${currency} and a show's offer is in ${home}: the offer is left empty and the fee is kept in its notes; add the deal in ${currency} in Finances`;

/** The currency a fee's amount names, also before its terms: "€1,200", "1200 EUR vs 70%". */
export function feeCurrency(cell: string): string | null {
  const [amount = ""] = cell.trim().split(/\s+(?:vs\.?|versus|plus|against|or)\b|\s*\+/i);
  return cellCurrency(amount);
}
