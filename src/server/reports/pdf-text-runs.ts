import bidiFactory from "bidi-js";
import { CHAIN, type Fallback } from "./pdf-font-chain";

/**
 * A string cut into runs a PDF can print one by one (issue 55): pdfkit prints a string in one
 * font and lays it out left to right, so a name that mixes scripts becomes runs, each in the
 * first font of the chain that has all its characters, put in the order they are seen
 * (Unicode's bidirectional algorithm: a Hebrew or Arabic run reads right to left, and runs
 * of a right-to-left phrase stand right to left). A run's own characters stay in logical
 * order: fontkit shapes it whole (Arabic joining, Indic and Thai marks) and reverses a
 * right-to-left run itself.
 */
export interface TextRun {
  text: string;
  /** "base": Liberation Sans. */
  font: "base" | Fallback;
  /** Right to left: to be laid out as one piece, so fontkit can reverse it. */
  rtl: boolean;
}

type Group = "base" | "other" | "cjk" | "arabic" | "hebrew" | "devanagari" | "thai" | "emoji";

const SCRIPTS: [Exclude<Group, "base" | "other">, RegExp][] = [
  [
    "cjk",
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u30FF\uFF00-\uFFEF]/u,
  ],
  ["arabic", /\p{Script=Arabic}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["devanagari", /[\p{Script=Devanagari}\u0964\u0965]/u],
  ["thai", /\p{Script=Thai}/u],
  // One character at a time: the joiner and the emoji variation selector stay with the emoji.
  [
    "emoji",
    /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F)$/u,
  ],
];
const MARK = /\p{M}/u;
const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The fonts worth trying for a group, best first; "other" tries the whole chain. */
function candidates(group: Group, text: string): readonly Fallback[] {
  if (group === "cjk") {
    // Han in a Korean or Japanese name takes that language's shapes; Han alone, Japanese
    // first (it has the common Chinese characters too), then Simplified Chinese.
    if (HANGUL.test(text)) return ["korean", "japanese", "chinese"];
    if (KANA.test(text)) return ["japanese", "chinese", "korean"];
    return ["japanese", "chinese", "korean"];
  }
  if (group === "base" || group === "other") return CHAIN;
  return [group];
}

/** Does the text need more than the base font laid out left to right? */
const PLAIN = /^[\t\n\r\u0020-\u024F\u2000-\u206F\u20A0-\u20BF]*$/u;

type Covers = (font: "base" | Fallback, codePoint: number) => boolean;

function groupOf(char: string, baseCovers: boolean): Group {
  for (const [group, re] of SCRIPTS) if (re.test(char)) return group;
  return baseCovers ? "base" : "other";
}

/** Characters with their script group; a mark or a space inside a script run joins it. */
function grouped(chars: string[], covers: Covers): Group[] {
  const groups = chars.map((c) => groupOf(c, covers("base", c.codePointAt(0)!)));
  for (let i = 1; i < chars.length; i++)
    if (MARK.test(chars[i]!) && groups[i] === "base") groups[i] = groups[i - 1]!;
  for (let i = 1; i < chars.length - 1; i++) {
    if (chars[i] !== " ") continue;
    const before = groups[i - 1]!;
    let next = i + 1;
    while (chars[next] === " ") next++;
    if (before !== "base" && before !== "other" && groups[next] === before) groups[i] = before;
  }
  return groups;
}

/** The font of a piece of one group: the first candidate with all of it, else per character. */
function fontsOf(chars: string[], group: Group, covers: Covers): ("base" | Fallback)[] {
  if (group === "base") return chars.map(() => "base");
  const text = chars.join("");
  const points = chars.map((c) => c.codePointAt(0)!);
  const whole = candidates(group, text).find((f) => points.every((p) => covers(f, p)));
  if (whole) return chars.map(() => whole);
  return points.map(
    (p) =>
      candidates(group, text).find((f) => covers(f, p)) ??
      CHAIN.find((f) => covers(f, p)) ??
      "base",
  );
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/**
 * The text's lines (a line is its own paragraph for the bidirectional algorithm: runs never
 * cross one), each as its runs in the order they are seen.
 */
export function textRuns(text: string, covers: Covers): TextRun[][] {
  if (PLAIN.test(text)) return [[{ text, font: "base", rtl: false }]];
  return text.split("\n").map((line) => (line ? lineRuns(line, covers) : []));
}

function lineRuns(text: string, covers: Covers): TextRun[] {
  const chars = Array.from(text);
  const groups = grouped(chars, covers);
  const fonts: ("base" | Fallback)[] = [];
  for (let start = 0; start < chars.length; ) {
    let end = start + 1;
    while (end < chars.length && groups[end] === groups[start]) end++;
    fonts.push(...fontsOf(chars.slice(start, end), groups[start]!, covers));
    start = end;
  }
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text);
  // Levels are per UTF-16 unit; a character's is its first unit's.
  const levelOf: number[] = [];
  for (let i = 0, unit = 0; i < chars.length; unit += chars[i]!.length, i++)
    levelOf.push(levels[unit]!);
  const runs: (TextRun & { level: number })[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.font === fonts[i] && last.level === levelOf[i]) last.text += char;
    else runs.push({ text: char, font: fonts[i]!, level: levelOf[i]!, rtl: levelOf[i]! % 2 === 1 });
  });
  return visualOrder(runs).map(({ text, font, rtl }) => ({
    // fontkit reverses only a right-to-left script: a neutral run (", ") between two
    // right-to-left words is turned here.
    text: rtl && font === "base" ? Array.from(text).reverse().join("") : text,
    font,
    rtl,
  }));
}

/** Unicode's rule L2 on whole runs: from the highest level down to 1, reverse each stretch. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const order = [...runs];
  const highest = Math.max(...order.map((r) => r.level));
  const lowestOdd = Math.min(...order.map((r) => r.level).filter((l) => l % 2 === 1));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    for (let i = 0; i < order.length; ) {
      if (order[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && order[end]!.level >= level) end++;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end;
    }
  }
  return order;
}
