import { useMutation, useQueryClient } from "@tanstack/react-query";
import { columnsQuery, sendSheet } from "@/client/components/sheet-import/send-sheet";
import { t } from "@/client/i18n/t";
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
    t(
      {
        id: "setlists.songImport.doneAdded",
        defaultMessage:
          "{added, plural, one {# song} other {# songs}} added and {updated, number} updated.",
      },
      { added: s.newSongs, updated: s.updatedSongs },
    ),
  ];
  if (s.existingSongs > 0)
    parts.push(
      t(
        {
          id: "setlists.songImport.doneExisting",
          defaultMessage: "{count, plural, one {# song} other {# songs}} already there.",
        },
        { count: s.existingSongs },
      ),
    );
  if (s.errors > 0)
    parts.push(
      t(
        {
          id: "setlists.songImport.doneErrors",
          defaultMessage: "{count, plural, one {# row} other {# rows}} with an error not imported.",
        },
        { count: s.errors },
      ),
    );
  return parts.join(" ");
}
