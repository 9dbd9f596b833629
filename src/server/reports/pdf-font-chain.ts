import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

/**
 * The fonts a PDF falls back on, script by script (issue 55, docs/decisions/0034-pdf-scripts.md).
 * Liberation Sans is the base (Latin, Greek, Cyrillic, beside this file); every other script
 * prints in a Noto font from its npm package (SIL Open Font License, see fonts/README.md),
 * read from node_modules at run time, by the server and the worker threads alike. A font is
 * read from disk the first time a document prints a character only it has: a Latin day
 * sheet never reads the 5 MB Japanese one.
 */
export type Fallback =
  | "japanese"
  | "chinese"
  | "korean"
  | "arabic"
  | "hebrew"
  | "devanagari"
  | "thai"
  | "emoji";

/** Package and file stem of each fallback; regular and bold are static TTFs in every one. */
const NOTO: Record<Fallback, [pkg: string, stem: string]> = {
  japanese: ["noto-sans-jp", "NotoSansJP"],
  chinese: ["noto-sans-sc", "NotoSansSC"],
  korean: ["noto-sans-kr", "NotoSansKR"],
  arabic: ["noto-sans-arabic", "NotoSansArabic"],
  hebrew: ["noto-sans-hebrew", "NotoSansHebrew"],
  devanagari: ["noto-sans-devanagari", "NotoSansDevanagari"],
  thai: ["noto-sans-thai", "NotoSansThai"],
  emoji: ["noto-emoji", "NotoEmoji"],
};

/**
 * Every fallback in the order a character no script claims (a symbol, a dingbat) is tried
 * against: the small fonts first, so a star does not read a CJK font.
 */
export const CHAIN: readonly Fallback[] = [
  "emoji",
  "arabic",
  "hebrew",
  "devanagari",
  "thai",
  "japanese",
  "korean",
  "chinese",
];

const BASE_FILES = {
  regular: "LiberationSans-Regular.ttf",
  bold: "LiberationSans-Bold.ttf",
} as const;
export type Weight = keyof typeof BASE_FILES;

/** Beside this file in the source tree; in dist/server/fonts once built (build-server.mjs). */
function baseDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "fonts"), path.join(here, "reports", "fonts")];
  return candidates.find((p) => fs.existsSync(path.join(p, BASE_FILES.regular))) ?? candidates[0]!;
}

const require = createRequire(import.meta.url);

function fallbackFile(name: Fallback, weight: Weight): string {
  const [pkg, stem] = NOTO[name];
  const style = weight === "bold" ? "700Bold" : "400Regular";
  return require.resolve(`@expo-google-fonts/${pkg}/${style}/${stem}_${style}.ttf`);
}

interface LoadedFont {
  data: Buffer;
  /** fontkit's view of the same bytes: asked which characters it has. */
  face: fontkit.Font;
}

const loaded = new Map<string, LoadedFont>();

/** Read once per process (per worker thread): every document after the first uses memory. */
function load(file: string): LoadedFont {
  let font = loaded.get(file);
  if (!font) {
    const data = fs.readFileSync(file);
    font = { data, face: fontkit.create(data) };
    loaded.set(file, font);
  }
  return font;
}

export const baseFont = (weight: Weight) => load(path.join(baseDir(), BASE_FILES[weight]));

/** The regular face decides coverage (the bold one has the same characters). */
export const fallbackFont = (name: Fallback, weight: Weight = "regular") =>
  load(fallbackFile(name, weight));
