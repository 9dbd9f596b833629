import { useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, plural, sendSheet } from "@/client/components/sheet-import/send-sheet";
import type { ColumnMapping } from "@/domain/imports/columns";
import type { SongImportField } from "@/domain/setlists/song-columns";
import type { SongSheetReading } from "@/domain/setlists/song-import";
import type { SongImportSummary, SongPreviewRow } from "@/domain/setlists/song-plan";
import { refreshSetlists } from "./use-song-mutations";

/** The columns the person chose; anything left out is guessed by the server. */
export interface SongImportChoices {
  columns?: ColumnMapping<SongImportField>;
}

export interface SongImportAnswer {
  reading: SongSheetReading;
  summary: SongImportSummary;
  rows: SongPreviewRow[];
}

function choicesQuery(c: SongImportChoices): string {
  const q = new URLSearchParams();
  columnsQuery(q, c.columns);
  return q.toString();
}

const send = (path: string, sheet: Blob, choices: SongImportChoices) =>
  sendSheet<SongImportAnswer>(`/api/imports/songs${path}`, sheet, choicesQuery(choices));

export const previewSongImport = (sheet: Blob, choices: SongImportChoices) =>
  send("/preview", sheet, choices);

/** The import adds and updates songs: the catalogue, and the sets that show them, are stale. */
export function useImportSongs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, choices }: { sheet: Blob; choices: SongImportChoices }) =>
      send("", sheet, choices),
    onSuccess: () => refreshSetlists(queryClient),
  });
}

/** "3 songs added and 1 updated. 2 already there. 1 row with an error not imported." */
export function songImportSummaryText(s: SongImportSummary): string {
  const parts = [
    `${plural(s.newSongs, "song")} added and ${s.updatedSongs.toLocaleString("en-US")} updated.`,
  ];
  if (s.existingSongs > 0) parts.push(`${plural(s.existingSongs, "song")} already there.`);
  if (s.errors > 0) parts.push(`${plural(s.errors, "row")} with an error not imported.`);
  return parts.join(" ");
}
