/**
 * Sonner's rich colours (light theme) put text on a pale tint at 3.1–4.3:1, below WCAG AA's
 * 4.5:1 (its success toast: #008a2e on #ecfdf3, 4.25:1). We keep its backgrounds and darken
 * only the text. SONNER_LIGHT_BACKGROUNDS are sonner 2.0.8's own values, for the test.
 */
export const SONNER_LIGHT_BACKGROUNDS = {
  success: "hsl(143, 85%, 96%)",
  info: "hsl(208, 100%, 97%)",
  warning: "hsl(49, 100%, 97%)",
  error: "hsl(359, 100%, 97%)",
} as const;

export const TOAST_TEXT_COLORS: Record<keyof typeof SONNER_LIGHT_BACKGROUNDS, string> = {
  success: "hsl(140, 100%, 22%)",
  info: "hsl(210, 92%, 38%)",
  warning: "hsl(31, 92%, 28%)",
  error: "hsl(360, 100%, 38%)",
};

/** CSS variables on the toaster element override the ones sonner's stylesheet sets. */
export const toastColorVariables = Object.fromEntries(
  Object.entries(TOAST_TEXT_COLORS).map(([type, color]) => [`--${type}-text`, color]),
) as React.CSSProperties;
