/**
 * The identifiers a royalty society matches a work and a recording by (issue 50, ADR 0029).
 * Both are accepted as people type them (spaces, dots, hyphens, lower case) and stored in one
 * canonical form, so the same work typed twice is found as one.
 */

/**
 * ISWC (ISO 15707): "T", nine digits, a check digit. The check digit makes
 * 1 + Σ i·dᵢ (i = 1…9) plus itself a multiple of 10.
 * Written "T-034.524.680-1"; stored "T-034524680-1".
 */
export function iswcCheckDigit(nineDigits: string): number {
  let sum = 1;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(nineDigits[i]);
  return (10 - (sum % 10)) % 10;
}

export type IdentifierResult = { ok: true; value: string } | { ok: false; message: string };

export function parseIswc(input: string): IdentifierResult {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, "");
  const match = /^T(\d{9})(\d)$/.exec(compact);
  if (!match) {
    return { ok: false, message: "ISWC must be T followed by ten digits, like T-034.524.680-1" };
  }
  const [, body, check] = match as unknown as [string, string, string];
  const expected = iswcCheckDigit(body);
  if (Number(check) !== expected) {
    return {
      ok: false,
      message: `ISWC check digit does not match (T-${body}-${check}: the last digit should be ${expected})`,
    };
  }
  return { ok: true, value: `T-${body}-${check}` };
}

/** "T-034524680-1" as societies print it: "T-034.524.680-1". */
export const formatIswc = (stored: string) =>
  stored.replace(/^T-(\d{3})(\d{3})(\d{3})-(\d)$/, "T-$1.$2.$3-$4");

/**
 * ISRC (ISO 3901): country (two letters), registrant (three letters or digits), year (two
 * digits), designation (five digits). Written "US-RC1-76-07839"; stored "USRC17607839".
 * It has no check digit, so only its shape is checked.
 */
export function parseIsrc(input: string): IdentifierResult {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, "");
  if (!/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(compact)) {
    return {
      ok: false,
      message:
        "ISRC must be a country code, three letters or digits, and seven digits, like US-RC1-76-07839",
    };
  }
  return { ok: true, value: compact };
}

export const formatIsrc = (stored: string) =>
  stored.replace(/^(\w{2})(\w{3})(\d{2})(\d{5})$/, "$1-$2-$3-$4");

/**
 * IPI name number: the 9 to 11 digits a society gives a writer or publisher. Its check is
 * private to CISAC, so only the shape is checked.
 */
export function parseIpi(input: string): IdentifierResult {
  const compact = input.trim().replace(/[\s.-]/g, "");
  if (!/^\d{9,11}$/.test(compact)) {
    return { ok: false, message: "IPI must be 9 to 11 digits" };
  }
  return { ok: true, value: compact.padStart(11, "0") };
}
