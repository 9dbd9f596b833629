import type { Locale } from "../i18n/locales";
import { escapeHtml } from "./quoting";

/**
 * The HTML part every mail carries beside its plain text (issue 46 §7): one narrow column,
 * inline styles only (mail clients drop <style> and classes), real headings and links, a
 * language, and nothing interactive. Every argument named `text` is escaped here; only the
 * helpers' own output is passed on as markup.
 */
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = "color:#1f2328";

/** A whole document around `body` (markup from the helpers below), in `lang` (issue 55). */
export function htmlDocument(title: string, body: string, lang: Locale = "en"): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff">`,
    `<div role="article" aria-label="${escapeHtml(title)}" style="max-width:600px;margin:0 auto;padding:24px 16px;${FONT};font-size:16px;line-height:1.5;${INK}">`,
    body,
    `</div></body></html>`,
  ].join("\n");
}

/** A paragraph of our own words, escaped all the same. */
export const htmlParagraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** A short heading of our own words. */
export const htmlHeading = (text: string) =>
  `<h2 style="margin:0 0 8px;font-size:17px;line-height:1.3">${escapeHtml(text)}</h2>`;

/** People's text, set apart as a quote: escaped, its line breaks kept. */
export const htmlQuote = (text: string) =>
  `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid #8c959f;background:#f6f8fa;${INK}">${escapeHtml(
    text,
  )
    .split(/\r\n?|\n/)
    .join("<br>")}</blockquote>`;

/** A link of ours: the address escaped in the attribute, the words in the text. */
export const htmlLink = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0a58ca;text-decoration:underline">${escapeHtml(text)}</a>`;

/** A paragraph holding markup made by the helpers above (links), e.g. a footer. */
export const htmlBlock = (markup: string, small = false) =>
  `<p style="margin:0 0 16px${small ? ";font-size:14px;color:#57606a" : ""}">${markup}</p>`;

/** A dividing line before a footer. */
export const HTML_RULE = `<hr style="border:0;border-top:1px solid #d0d7de;margin:24px 0 16px">`;
