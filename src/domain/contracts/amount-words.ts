/**
 * An amount in words, as a contract writes it beside the figure ("One thousand two hundred
 * fifty and 50/100"): the words govern if the two ever disagree, so they must be exact. The
 * cents stay a fraction, the usual cheque and contract form; the currency is the figure's.
 */
const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES = ["", "thousand", "million", "billion"];

/** 0..999 in words ("three hundred forty-two"); empty for 0 inside a larger number. */
function underThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(unit ? `${TENS[Math.floor(rest / 10)]}-${ONES[unit]}` : TENS[rest / 10]!);
  } else if (rest) parts.push(ONES[rest]!);
  return parts.join(" ");
}

/** A whole number from 0 to 999,999,999,999 in words. */
export function wholeInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`out of range: ${n}`);
  if (n === 0) return ONES[0]!;
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    if (group) groups.unshift([underThousand(group), SCALES[scale]].filter(Boolean).join(" "));
    rest = Math.floor(rest / 1000);
  }
  return groups.join(" ");
}

const MONEY_RE = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * "1250.5" → "One thousand two hundred fifty and 50/100". Takes the app's money strings
 * (numeric(14,2), never a float); a negative or malformed amount is a programming error.
 * A currency without minor unit (`minorDigits` 0: JPY) has no fraction: "One thousand five
 * hundred"; its stored amounts end in .00, and any other cents are a programming error too.
 */
export function amountInWords(amount: string, minorDigits = 2): string {
  const m = MONEY_RE.exec(amount.trim());
  if (!m) throw new RangeError(`not an amount: ${amount}`);
  const words = wholeInWords(Number(m[1]));
  const cents = (m[2] ?? "").padEnd(2, "0");
  const whole = `${words[0]!.toUpperCase()}${words.slice(1)}`;
  if (minorDigits === 0) {
    if (cents !== "00") throw new RangeError(`not a whole amount: ${amount}`);
    return whole;
  }
  return `${whole} and ${cents}/100`;
}

/** A percentage as a contract writes it: "seventy percent (70%)", "12.5 percent (12.5%)". */
export function percentInWords(percent: string): string {
  const n = Number(percent);
  const shown = String(Number(n.toFixed(2)));
  const words = Number.isInteger(n) && n >= 0 && n <= 100 ? wholeInWords(n) : shown;
  return `${words} percent (${shown}%)`;
}
