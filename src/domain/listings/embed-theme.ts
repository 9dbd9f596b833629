/**
 * The embedded list's colours and font, taken from the host page through the iframe's query
 * (`?color=%23222&background=%23fff&accent=%23c00&font=Georgia`). Each value is held to a
 * strict shape and anything else is ignored, not refused: the values go into CSS, so only a
 * hex colour or a family name of plain characters can ever reach it.
 */
export interface EmbedTheme {
  color?: string;
  background?: string;
  accent?: string;
  /** A CSS font-family list, ready to write. */
  font?: string;
}

/** #rgb, #rgba, #rrggbb or #rrggbbaa; the "#" may be left out (it has to be written %23). */
const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** CSS's own families, written as they are. */
const GENERIC_FONTS = new Set([
  "system-ui",
  "sans-serif",
  "serif",
  "monospace",
  "ui-sans-serif",
  "ui-serif",
  "ui-monospace",
  "ui-rounded",
]);

/** A family's name: letters, digits, spaces and hyphens, quoted when written. */
const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/;

function hexColour(value: string | undefined): string | undefined {
  const m = value === undefined ? null : HEX.exec(value.trim());
  return m ? `#${m[1]!.toLowerCase()}` : undefined;
}

function fontFamily(value: string | undefined): string | undefined {
  const name = value?.trim().replace(/\s+/g, " ");
  if (!name) return undefined;
  if (GENERIC_FONTS.has(name.toLowerCase())) return name.toLowerCase();
  return FAMILY.test(name) ? `"${name}", system-ui, sans-serif` : undefined;
}

export function embedTheme(query: Record<string, string | undefined>): EmbedTheme {
  const theme: EmbedTheme = {
    color: hexColour(query.color),
    background: hexColour(query.background),
    accent: hexColour(query.accent),
    font: fontFamily(query.font),
  };
  for (const key of Object.keys(theme) as (keyof EmbedTheme)[]) {
    if (theme[key] === undefined) delete theme[key];
  }
  return theme;
}
