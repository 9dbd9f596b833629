/**
 * A label broken at spaces into lines of at most `width` characters (a longer word gets a
 * line of its own), at most `maxLines` of them, the last ending in "…" when text is left over.
 */
export function wrapLabel(label: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A show's day from its chart label ("Nov 26, 2026 The Basement" → "Nov 26", report-rows.ts). */
export function showDay(label: string): string {
  return label.split(/\s+/).slice(0, 2).join(" ").replace(/,$/, "");
}
