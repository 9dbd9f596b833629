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

const require = createRequire(import.meta.url);

/**
 * Each fallback's files, regular and bold (static TTFs), named in full so that what the
 * packages must ship is written here (knip reads these as the packages' use).
 */
const NOTO: Record<Fallback, Record<Weight, () => string>> = {
  japanese: {
    regular: () =>
      require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
  },
  chinese: {
    regular: () =>
      require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  },
  korean: {
    regular: () =>
      require.resolve("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf"),
  },
  arabic: {
    regular: () =>
      require.resolve(
        "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
      ),
    bold: () =>
      require.resolve("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
  },
  hebrew: {
    regular: () =>
      require.resolve(
        "@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf",
      ),
    bold: () =>
      require.resolve("@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf"),
  },
  devanagari: {
    regular: () =>
      require.resolve(
        "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
      ),
    bold: () =>
      require.resolve(
        "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
      ),
  },
  thai: {
    regular: () =>
      require.resolve("@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf"),
    bold: () =>
      require.resolve("@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf"),
  },
  emoji: {
    regular: () =>
      require.resolve("@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf"),
    bold: () => require.resolve("@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf"),
  },
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
  load(NOTO[name][weight]());
