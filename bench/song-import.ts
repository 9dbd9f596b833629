// The catalogue import's budget (issue 50 item 1): a 2,000-song sheet previewed and imported
// in under 5 s together on PGlite, through the real routes (upload, the worker's read, the
// plan, the SQL), in a fixed handful of statements whatever the sheet's size.

import { performance } from "node:perf_hooks";
import { iswcCheckDigit } from "@/domain/setlists/identifiers";
import type { createApp } from "@/server/app";
import { round, type StatementCounter, signUp, startBenchApp } from "./setup";

const ORIGIN = "http://localhost:3000";
export const SONG_ROWS = 2_000;
export const SONG_IMPORT_BUDGET_MS = 5000;

/** 2,000 songs as a publisher's sheet has them: writers with shares, an ISWC, length, key, tempo. */
export function catalogueSheet(rows = SONG_ROWS): string {
  const keys = ["C", "Am", "G", "Em", "D", "F#m", "Bb", "E"];
  const lines = ["Title,Writers,Publishers,ISWC,ISRC,Length,Key,BPM,Notes"];
  for (let i = 0; i < rows; i++) {
    const nine = String(100_000_000 + i).slice(-9);
    const iswc = `T-${nine}-${iswcCheckDigit(nine)}`;
    const isrc = `US-AB1-27-${String(i).padStart(5, "0")}`;
    const writers = `Ana Ruiz (Composer, ASCAP, 50%); Writer ${i % 97} (Author, BMI, 50%)`;
    lines.push(
      `Song ${i},"${writers}",Ruiz Songs (ASCAP),${iswc},${isrc},${2 + (i % 5)}:${String(i % 60).padStart(2, "0")},${keys[i % keys.length]},${80 + (i % 90)},"Capo ${i % 5}, count in x4"`,
    );
  }
  return lines.join("\r\n");
}

type App = ReturnType<typeof createApp>;

interface Answer {
  summary: { newSongs: number; existingSongs: number; errors: number };
}

async function post(
  app: App,
  counter: StatementCounter,
  path: string,
  cookie: string,
  body: string,
) {
  counter.count = 0;
  const started = performance.now();
  const res = await app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "text/csv" },
    body,
  });
  const answer = (await res.json()) as Answer;
  const ms = round(performance.now() - started);
  if (res.status !== 200)
    throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return { ms, statements: counter.count, summary: answer.summary };
}

export async function benchSongImport(app: App, counter: StatementCounter) {
  const account = await signUp(app, "bench-songs");
  const sheet = catalogueSheet();
  const warm = await signUp(app, "bench-songs-warm-up");
  await post(app, counter, "/api/imports/songs/preview", warm.cookie, sheet); // the worker's start
  const preview = await post(app, counter, "/api/imports/songs/preview", account.cookie, sheet);
  const imported = await post(app, counter, "/api/imports/songs", account.cookie, sheet);
  if (imported.summary.newSongs !== SONG_ROWS || imported.summary.errors !== 0)
    throw new Error(`the import did not create every song: ${JSON.stringify(imported.summary)}`);
  const again = await post(app, counter, "/api/imports/songs", account.cookie, sheet);
  if (again.summary.existingSongs !== SONG_ROWS)
    throw new Error("the second import was not all already there");
  return {
    rows: SONG_ROWS,
    bytes: Buffer.byteLength(sheet),
    previewMs: preview.ms,
    importMs: imported.ms,
    totalMs: round(preview.ms + imported.ms),
    importStatements: imported.statements,
    reimportMs: again.ms,
    budgetMs: SONG_IMPORT_BUDGET_MS,
  };
}

export function printSongImport(m: Awaited<ReturnType<typeof benchSongImport>>) {
  console.log(
    `Song import (${m.rows.toLocaleString("en-US")} songs, ${(m.bytes / 1024).toFixed(0)} KB): preview ${m.previewMs} ms + ` +
      `import ${m.importMs} ms = ${m.totalMs} ms (budget ${m.budgetMs} ms: ${m.totalMs <= m.budgetMs ? "met" : "MISSED"}), ` +
      `${m.importStatements} statements to import; same sheet again ${m.reimportMs} ms (nothing added).`,
  );
}

// `node --import tsx bench/song-import.ts` runs these figures alone.
if (process.argv[1]?.endsWith("song-import.ts")) {
  const { app, counter, database } = await startBenchApp();
  const results = await benchSongImport(app, counter);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printSongImport(results);
  process.exit(0);
}
