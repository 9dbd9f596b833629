import { say } from "../i18n/words";
import { withoutBidiControls } from "../storable-text";
/**
 * Artwork proofs: PNG, JPEG, WebP or PDF, at most 10 MB. The type is read from the file's
 * first bytes, never from its name or the browser's claim, so a renamed file is refused.
 */
export const MAX_ARTWORK_BYTES = 10 * 1024 * 1024;
/** Decoded size above which an image is refused (a "decompression bomb"): 50 megapixels. */
export const MAX_ARTWORK_PIXELS = 50_000_000;
export const THUMBNAIL_SIZE = 320;

const ARTWORK_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];
export const ARTWORK_ACCEPT =
  ".png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf";

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The artwork type of these bytes, or null for anything else. */
export function sniffArtworkType(bytes: Uint8Array): ArtworkType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

export const isImageType = (t: string) => t.startsWith("image/");

/** Why an artwork file is refused, in the reader's language (issue 55). */
const ARTWORK_WORDS = {
  wrongType: {
    id: "merch.artwork.wrongType",
    defaultMessage: "Upload a PNG, JPEG, WebP or PDF file",
  },
  tooLarge: { id: "files.tooLarge", defaultMessage: "Files can be at most 10 MB" },
  tooManyPixels: {
    id: "merch.artwork.tooManyPixels",
    defaultMessage: "This image is too large to process (at most 50 megapixels)",
  },
  broken: { id: "merch.artwork.broken", defaultMessage: "This file is not a readable image" },
  empty: { id: "merch.artwork.emptyFile", defaultMessage: "The file is empty" },
};
export const artworkWrongType = () => say(ARTWORK_WORDS.wrongType);
export const artworkTooLarge = () => say(ARTWORK_WORDS.tooLarge);
export const artworkTooManyPixels = () => say(ARTWORK_WORDS.tooManyPixels);
export const artworkBroken = () => say(ARTWORK_WORDS.broken);
export const artworkEmpty = () => say(ARTWORK_WORDS.empty);

/** A file name safe to echo in a header and a list: no path, no control characters. */
export function cleanFileName(name: string | null | undefined): string {
  // "photo\u202Egnp.exe" would show as "photoexe.png" (storable-text.ts).
  const base =
    withoutBidiControls(name ?? "")
      .split(/[\\/]/)
      .pop() ?? "";
  const kept = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join("")
    .trim();
  // Cut by characters, not UTF-16 units: half an emoji would be stored as "\uFFFD".
  const clean = [...kept].slice(0, 200).join("");
  return clean || "artwork";
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
