import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ListMusic, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import { useCan } from "@/client/lib/workspace";
import { MAX_SAVED_SETS } from "@/domain/setlists/sets";
import {
  type SavedSetSummaryData,
  savedSetQuery,
  savedSetsQuery,
  useSetMutation,
} from "../api/sets";
import { SavedSetDialog } from "./set-editor-dialog";
import { formatSetLength } from "./set-editor-length";

const sizeOf = (s: SavedSetSummaryData) =>
  s.unknown > 0
    ? t(
        {
          id: "setlists.savedSets.sizeUnknown",
          defaultMessage:
            "{count, plural, one {# line} other {# lines}} · {length} ({unknown} without a length)",
        },
        { count: s.count, length: formatSetLength(s.seconds), unknown: s.unknown },
      )
    : t(
        {
          id: "setlists.savedSets.size",
          defaultMessage: "{count, plural, one {# line} other {# lines}} · {length}",
        },
        { count: s.count, length: formatSetLength(s.seconds) },
      );

/**
 * Saved sets (issue 50 item 2): the sets a tour starts its shows from ("Headline set",
 * "Festival set"). Made, renamed, changed with the same editor as a show's set, and deleted
 * here; a show's page starts from one and changes a few lines.
 */
export function SavedSetsTab() {
  const queryClient = useQueryClient();
  const sets = useQuery(savedSetsQuery);
  const can = useCan();
  const canWrite = can("POST /api/saved-sets");
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<SavedSetSummaryData | null>(null);
  const remove = useSetMutation("deleteSaved");
  const full = (sets.data?.length ?? 0) >= MAX_SAVED_SETS;

  // The lines are read before the dialog opens, so it opens with them.
  const edit = async (id: string) => {
    try {
      await queryClient.fetchQuery(savedSetQuery(id));
      setEditing(id);
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: (err as Error).message,
      });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {t({
            id: "setlists.savedSets.intro",
            defaultMessage: "Sets a show can start from, then change a few lines.",
          })}
        </p>
        {canWrite ? (
          <Button className="h-11" onClick={() => setEditing("new")} disabled={full}>
            <Plus aria-hidden="true" />
            {t({ id: "setlists.savedSets.new", defaultMessage: "New saved set" })}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={sets}
        errorText={t({
          id: "setlists.savedSets.loadError",
          defaultMessage: "Failed to fetch the saved sets",
        })}
        isEmpty={(d) => d.length === 0}
        empty={
          <EmptyState
            text={t({
              id: "setlists.savedSets.empty",
              defaultMessage:
                "No saved sets yet. Make one here, or save a show's set as one from its page.",
            })}
          />
        }
      >
        {(list) => (
          <ul
            className="grid gap-2"
            aria-label={t({ id: "setlists.songs.savedSetsTab", defaultMessage: "Saved sets" })}
          >
            {list.map((s) => (
              <li
                key={s.id}
                className="flex items-center gap-3 rounded-lg border bg-card p-3"
                data-testid="saved-set"
              >
                <ListMusic className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{s.name}</p>
                  <p className="text-sm text-muted-foreground tabular-nums">{sizeOf(s)}</p>
                </div>
                {canWrite ? (
                  <RowActions
                    label={s.name}
                    onEdit={() => void edit(s.id)}
                    onDelete={() => setDeleting(s)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing !== null ? (
        <SavedSetDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          setId={editing === "new" ? undefined : editing}
          withEditor
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(
          { id: "setlists.savedSets.deleteTitle", defaultMessage: 'Delete "{name}"?' },
          { name: deleting?.name ?? "" },
        )}
        onConfirm={() => (deleting ? remove.mutateAsync({ setId: deleting.id }) : undefined)}
        successToast={{
          title: t({ id: "setlists.savedSets.deleted", defaultMessage: "Saved set deleted" }),
        }}
      >
        {t({
          id: "setlists.savedSets.deleteDescription",
          defaultMessage: "The shows that started from it keep their sets.",
        })}
      </ConfirmDeleteDialog>
    </div>
  );
}
