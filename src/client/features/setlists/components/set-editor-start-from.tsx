import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { t } from "@/client/i18n/t";
import type { SetLine } from "@/domain/setlists/set-lists";
import { formatCalendarDate } from "@/domain/tour-timing";
import {
  type ShowRef,
  savedSetQuery,
  savedSetsQuery,
  showSetQuery,
  showSetsQuery,
} from "../api/sets";
import { formatSetLength } from "./set-editor-length";

const size = (count: number, seconds: number, unknown: number) =>
  t(
    {
      id: "setlists.savedSets.size",
      defaultMessage: "{count, plural, one {# line} other {# lines}} · {length}",
    },
    { count, length: `${formatSetLength(seconds)}${unknown > 0 ? "+" : ""}` },
  );

function Choice({
  title,
  detail,
  busy,
  onChoose,
}: {
  title: string;
  detail: string;
  busy: boolean;
  onChoose(): void;
}) {
  return (
    <li>
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-11 w-full justify-between gap-3 whitespace-normal py-2 text-left"
        disabled={busy}
        onClick={onChoose}
      >
        <span className="font-medium">{title}</span>
        <span className="shrink-0 text-xs text-muted-foreground">{detail}</span>
      </Button>
    </li>
  );
}

/**
 * "Start from…": a saved set or another show's set, whose lines the page puts in the editor
 * (after asking, when the set already has lines) to be changed and saved.
 */
export function StartFromDialog({
  open,
  onOpenChange,
  current,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  current: ShowRef;
  onPick(lines: SetLine[], from: string): void;
}) {
  const queryClient = useQueryClient();
  const saved = useQuery({ ...savedSetsQuery, enabled: open });
  const shows = useQuery({ ...showSetsQuery, enabled: open });
  const [busy, setBusy] = useState(false);
  const load = async (read: () => Promise<SetLine[]>, from: string) => {
    setBusy(true);
    try {
      onPick(await read(), from);
      onOpenChange(false);
    } catch (err) {
      toast.error(
        err instanceof Error
          ? err.message
          : t({ id: "setlists.startFrom.loadFailed", defaultMessage: "Failed to load the set" }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t({ id: "setlists.setList.startFrom", defaultMessage: "Start from…" })}
          </DialogTitle>
          <DialogDescription>
            {t({
              id: "setlists.startFrom.description",
              defaultMessage:
                "Its lines come into this set to change; nothing is saved until you save the set.",
            })}
          </DialogDescription>
        </DialogHeader>
        <section className="grid gap-2">
          <SectionTitle>
            {t({ id: "setlists.songs.savedSetsTab", defaultMessage: "Saved sets" })}
          </SectionTitle>
          <QueryState
            query={saved}
            errorText={t({
              id: "setlists.savedSets.loadError",
              defaultMessage: "Failed to fetch the saved sets",
            })}
            isEmpty={(d) => d.length === 0}
            empty={
              <p className="text-sm text-muted-foreground">
                {t({ id: "setlists.startFrom.noSaved", defaultMessage: "No saved sets yet." })}
              </p>
            }
          >
            {(list) => (
              <ul className="grid gap-2">
                {list.map((set) => (
                  <Choice
                    key={set.id}
                    title={set.name}
                    detail={size(set.count, set.seconds, set.unknown)}
                    busy={busy}
                    onChoose={() =>
                      load(
                        async () => (await queryClient.fetchQuery(savedSetQuery(set.id))).lines,
                        set.name,
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section className="grid gap-2">
          <SectionTitle>
            {t({ id: "setlists.startFrom.otherShow", defaultMessage: "Another show's set" })}
          </SectionTitle>
          <QueryState
            query={shows}
            errorText={t({
              id: "setlists.startFrom.showsLoadError",
              defaultMessage: "Failed to fetch the shows' sets",
            })}
            isEmpty={(d) => d.every((s) => s.showId === current.showId)}
            empty={
              <p className="text-sm text-muted-foreground">
                {t({
                  id: "setlists.startFrom.noOtherShow",
                  defaultMessage: "No other show has a set yet.",
                })}
              </p>
            }
          >
            {(list) => (
              <ul className="grid gap-2">
                {list
                  .filter((s) => s.showId !== current.showId)
                  .map((s) => {
                    const name = `${formatCalendarDate(s.performanceDate)} · ${s.venueName}`;
                    return (
                      <Choice
                        key={s.showId}
                        title={name}
                        detail={`${s.tourTitle} · ${size(s.count, s.seconds, s.unknown)}`}
                        busy={busy}
                        onChoose={() =>
                          load(
                            async () =>
                              (
                                await queryClient.fetchQuery(
                                  showSetQuery({ tourId: s.tourId, showId: s.showId }),
                                )
                              ).planned,
                            name,
                          )
                        }
                      />
                    );
                  })}
              </ul>
            )}
          </QueryState>
        </section>
      </DialogContent>
    </Dialog>
  );
}
