import { useQuery } from "@tanstack/react-query";
import { FileDown, FileUp, Plus, Search } from "lucide-react";
import { Suspense, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { CsvDownload } from "@/client/components/csv-download";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RoleGate } from "@/client/components/role-gate";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { onIntent, preloadable } from "@/client/lib/preloadable";
import { useCan } from "@/client/lib/workspace";
import type { CatalogueSong } from "@/domain/setlists/catalogue";
import { SONGS_CSV_URL, SONGS_ERROR, songsQuery } from "../api/songs";
import { useDeleteSong } from "../api/use-song-mutations";
import { SongDialog } from "./song-dialog";
import { SongList, songMatches } from "./song-list";

const SongImportDialog = preloadable(async () => (await import("./song-import-dialog")).default);

/** What the role may do in the catalogue, from the roles table (ADR 0019). */
function useCatalogueRights() {
  const can = useCan();
  return {
    add: can("POST /api/songs"),
    edit: can("PUT /api/songs/:songId"),
    remove: can("DELETE /api/songs/:songId"),
    importSheet: can("POST /api/imports/songs"),
    exportCsv: can("GET /api/exports/songs.csv"),
  };
}

/**
 * The catalogue (issue 50 item 1, docs/product.md §22.1): the songs the band plays, with what
 * the stage needs and what a royalty society matches them by. Search, add, edit, delete
 * (refused while a set uses the song: the answer names the sets), import a sheet, export CSV.
 */
export function CatalogueTab() {
  return (
    <RoleGate
      needs="GET /api/songs"
      what={t({ id: "setlists.catalogue.what", defaultMessage: "the song catalogue" })}
    >
      <Catalogue />
    </RoleGate>
  );
}

function Catalogue() {
  const songs = useQuery(songsQuery);
  const rights = useCatalogueRights();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<CatalogueSong | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<CatalogueSong | null>(null);
  const deleteSong = useDeleteSong();

  const addButton = rights.add ? (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t({ id: "setlists.catalogue.addSong", defaultMessage: "Add song" })}
    </Button>
  ) : null;
  const importButton = rights.importSheet ? (
    <Button
      variant="outline"
      {...onIntent(SongImportDialog.preload)}
      onClick={() => setImporting(true)}
    >
      <FileUp aria-hidden="true" />
      {t({ id: "setlists.catalogue.import", defaultMessage: "Import" })}
    </Button>
  ) : null;

  return (
    <>
      <QueryState
        query={songs}
        errorText={t(SONGS_ERROR)}
        offlineText={t({
          id: "setlists.catalogue.offline",
          defaultMessage: "The catalogue was not saved on this device.",
        })}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            text={t({
              id: "setlists.catalogue.empty",
              defaultMessage:
                "No songs yet. Add the songs the band plays, or import your catalogue from a spreadsheet.",
            })}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {addButton}
                {importButton}
              </div>
            }
          />
        }
      >
        {(list) => {
          const shown = list.filter((s) => songMatches(s, search));
          return (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
                  <Label htmlFor="song-search">
                    {t({ id: "setlists.catalogue.search", defaultMessage: "Search songs" })}
                  </Label>
                  <div className="relative">
                    <Search
                      className="absolute top-2.5 left-2.5 size-4 text-muted-foreground"
                      aria-hidden="true"
                    />
                    <Input
                      id="song-search"
                      type="search"
                      className="pl-8"
                      placeholder={t({
                        id: "setlists.catalogue.searchPlaceholder",
                        defaultMessage: "Title, writer, ISWC or key",
                      })}
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                    />
                  </div>
                </div>
                {addButton}
                {importButton}
                {rights.exportCsv ? (
                  <CsvDownload
                    href={SONGS_CSV_URL}
                    label={t({ id: "setlists.catalogue.exportCsv", defaultMessage: "Export CSV" })}
                    icon={FileDown}
                  />
                ) : null}
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {shown.length === list.length
                  ? t(
                      {
                        id: "setlists.catalogue.count",
                        defaultMessage: "{count, plural, one {# song} other {# songs}}",
                      },
                      { count: list.length },
                    )
                  : t(
                      {
                        id: "setlists.catalogue.countOf",
                        defaultMessage: "{shown, number} of {total, number} songs",
                      },
                      { shown: shown.length, total: list.length },
                    )}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  text={t(
                    {
                      id: "setlists.catalogue.noMatch",
                      defaultMessage: "No song matches “{search}”.",
                    },
                    { search: search.trim() },
                  )}
                />
              ) : (
                <SongList
                  songs={shown}
                  onEdit={rights.edit ? setEditing : undefined}
                  onDelete={rights.remove ? setDeleting : undefined}
                />
              )}
            </div>
          );
        }}
      </QueryState>

      <SongDialog
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        song={editing}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting
            ? t(
                { id: "setlists.catalogue.deleteTitle", defaultMessage: "Delete {title}?" },
                { title: deleting.title },
              )
            : t({ id: "setlists.catalogue.deleteThisSong", defaultMessage: "Delete this song?" })
        }
        onConfirm={() => (deleting ? deleteSong.mutateAsync(deleting.id) : undefined)}
        successToast={{
          title: t({ id: "setlists.catalogue.deleted", defaultMessage: "Song deleted" }),
        }}
        onError={(err) => {
          // Nothing more the dialog can do: the message says what to do first.
          toast.error(
            t({
              id: "setlists.catalogue.notDeleted",
              defaultMessage: "The song was not deleted",
            }),
            { description: err.message },
          );
          setDeleting(null);
        }}
      >
        {deleting && deleting.setCount > 0
          ? t(
              {
                id: "setlists.catalogue.inSets",
                defaultMessage:
                  "It is in {count, plural, one {# set} other {# sets}}: a song in a set cannot be deleted until it is taken out.",
              },
              { count: deleting.setCount },
            )
          : t({
              id: "setlists.catalogue.leavesForGood",
              defaultMessage: "It leaves the catalogue for good.",
            })}
      </ConfirmDeleteDialog>
      {importing && (
        <Suspense fallback={null}>
          <SongImportDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
    </>
  );
}
