import { useQuery } from "@tanstack/react-query";
import { BookmarkPlus, FileDown, ListRestart, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { LeaveGuard } from "@/client/components/leave-guard";
import { PageHeader } from "@/client/components/page-header";
import { QueryState } from "@/client/components/query-state";
import { SectionTitle } from "@/client/components/section-title";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { usePageTitle } from "@/client/lib/use-page-title";
import { useCan } from "@/client/lib/workspace";
import { saveShowFiles } from "@/client/offline/show-files-offline";
import type { SetLine, StageOptions } from "@/domain/setlists/set-lists";
import { setLength } from "@/domain/setlists/sets";
import { savedStageCopyUrl } from "@/domain/setlists/stage-copy-path";
import { formatCalendarDate } from "@/domain/tour-timing";
import {
  type ShowRef,
  type ShowSetData,
  showSetQuery,
  songChoicesQuery,
  stageCopyUrl,
  useSetMutation,
} from "./api/sets";
import { SetEditor } from "./components/set-editor";
import { SavedSetDialog } from "./components/set-editor-dialog";
import { SetLengthSummary } from "./components/set-editor-length";
import {
  type EditorLine,
  editorLines,
  emptyLine,
  lineProblem,
  linesToSave,
  sameLines,
} from "./components/set-editor-model";
import { PlayedPanel } from "./components/set-editor-played";
import { SetLinesList } from "./components/set-editor-readonly";
import { StartFromDialog } from "./components/set-editor-start-from";

/** Today on the viewer's calendar: a show's date is a calendar date. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

function StageCopyLink({ showRef, unsaved }: { showRef: ShowRef; unsaved: boolean }) {
  if (unsaved) {
    return (
      <Button
        variant="outline"
        className="h-11"
        disabled
        title={t({
          id: "setlists.setList.saveToPrint",
          defaultMessage: "Save the set to print your changes",
        })}
      >
        <FileDown aria-hidden="true" />
        {t({ id: "setlists.setList.stageCopy", defaultMessage: "Stage copy (PDF)" })}
      </Button>
    );
  }
  return (
    <Button variant="outline" className="h-11" asChild>
      <a href={stageCopyUrl(showRef)} download>
        <FileDown aria-hidden="true" />
        {t({ id: "setlists.setList.stageCopy", defaultMessage: "Stage copy (PDF)" })}
      </a>
    </Button>
  );
}

function StageOptionsFields({
  stage,
  onChange,
}: {
  stage: StageOptions;
  onChange(stage: StageOptions): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <legend className="sr-only">
        {t({ id: "setlists.setList.stagePrints", defaultMessage: "The stage copy prints" })}
      </legend>
      <span className="text-muted-foreground">
        {t({ id: "setlists.setList.stagePrintsColon", defaultMessage: "The stage copy prints:" })}
      </span>
      {(["keys", "notes"] as const).map((k) => (
        <div key={k} className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={`stage-${k}`}
            className="size-5"
            checked={stage[k]}
            onCheckedChange={(v) => onChange({ ...stage, [k]: v === true })}
          />
          <Label htmlFor={`stage-${k}`}>
            {k === "keys"
              ? t({ id: "setlists.setList.keys", defaultMessage: "Keys" })
              : t({ id: "setlists.setList.notes", defaultMessage: "Notes" })}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** The planned set, changed here and saved whole (PUT): owners, managers and artists. */
function SetBuilder({ data, showRef }: { data: ShowSetData; showRef: ShowRef }) {
  const [lines, setLines] = useState<EditorLine[]>(() => editorLines(data.planned));
  const [stage, setStage] = useState<StageOptions>(data.stage);
  // The saved set the draft started from: a newer one (saved here or on another phone)
  // replaces the draft only when the draft holds no changes of its own.
  const [base, setBase] = useState(data);
  if (base.updatedAt !== data.updatedAt) {
    setBase(data);
    const untouched =
      sameLines(lines, editorLines(base.planned)) &&
      stage.keys === base.stage.keys &&
      stage.notes === base.stage.notes;
    if (untouched) {
      setLines(editorLines(data.planned));
      setStage(data.stage);
    }
  }
  const [startFrom, setStartFrom] = useState(false);
  const [saveAs, setSaveAs] = useState(false);
  const [replacing, setReplacing] = useState<{ lines: SetLine[]; from: string } | null>(null);
  const songs = useQuery(songChoicesQuery);
  const save = useSetMutation("saveSet");
  const dirty =
    !sameLines(lines, editorLines(data.planned)) ||
    stage.keys !== data.stage.keys ||
    stage.notes !== data.stage.notes;
  const length = setLength(lines, data.slot.seconds);

  const replaceWith = (picked: SetLine[], from: string) => {
    setLines(editorLines(picked));
    toast.success(
      t({ id: "setlists.setList.startedFrom", defaultMessage: "Started from {from}" }, { from }),
      {
        description: t({
          id: "setlists.setList.startedFromDescription",
          defaultMessage: "Change what you need, then save.",
        }),
      },
    );
  };
  const submit = async () => {
    const blank = emptyLine(lines);
    if (blank)
      return void toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: t(
          { id: "setlists.setList.lineNeedsText", defaultMessage: "Line {line} needs its text" },
          { line: blank },
        ),
      });
    try {
      // The set as the server keeps it (text trimmed): the page's set too (api/sets.ts).
      const saved = await save.mutateAsync({
        ref: showRef,
        input: { items: linesToSave(lines), stage },
      });
      setLines(editorLines(saved.planned));
      setStage(saved.stage);
      toast.success(t({ id: "setlists.setList.saved", defaultMessage: "Set saved" }));
    } catch (err) {
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
        description: lineProblem(err as Error),
      });
    }
  };

  return (
    <section className="grid gap-4" aria-labelledby="set-title">
      <LeaveGuard
        dirty={dirty}
        what={t({ id: "setlists.setList.thisSet", defaultMessage: "this set" })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="set-title">
          {t({ id: "setlists.setList.theSet", defaultMessage: "The set" })}
        </SectionTitle>
        <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
          <Button variant="outline" className="h-11" onClick={() => setStartFrom(true)}>
            <ListRestart aria-hidden="true" />
            {t({ id: "setlists.setList.startFrom", defaultMessage: "Start from…" })}
          </Button>
          <Button
            variant="outline"
            className="h-11"
            onClick={() => setSaveAs(true)}
            disabled={lines.length === 0}
          >
            <BookmarkPlus aria-hidden="true" />
            {t({ id: "setlists.setList.saveAs", defaultMessage: "Save as a saved set" })}
          </Button>
        </div>
      </div>
      <SetLengthSummary length={length} slot={data.slot} />
      {songs.isError ? (
        <p className="text-sm text-destructive">
          {t({
            id: "setlists.setList.catalogueError",
            defaultMessage: "The catalogue could not be read: free lines can still be added.",
          })}
        </p>
      ) : null}
      <SetEditor lines={lines} onChange={setLines} songs={songs.data ?? []} />
      <StageOptionsFields stage={stage} onChange={setStage} />
      <div className="sticky bottom-0 z-10 -mx-2 flex flex-wrap gap-2 border-t bg-background/95 px-2 py-3 backdrop-blur max-sm:[&>*]:flex-1">
        <Button className="h-11" onClick={submit} disabled={!dirty || save.isPending}>
          {save.isPending
            ? t({ id: "setlists.setList.saving", defaultMessage: "Saving..." })
            : dirty
              ? t({ id: "setlists.setList.save", defaultMessage: "Save set" })
              : t({ id: "setlists.setList.savedButton", defaultMessage: "Saved" })}
        </Button>
        {dirty ? (
          <Button
            variant="outline"
            className="h-11"
            onClick={() => {
              setLines(editorLines(data.planned));
              setStage(data.stage);
            }}
          >
            <Undo2 aria-hidden="true" />
            {t({ id: "setlists.setList.undo", defaultMessage: "Undo changes" })}
          </Button>
        ) : null}
        <StageCopyLink showRef={showRef} unsaved={dirty} />
      </div>
      <StartFromDialog
        open={startFrom}
        onOpenChange={setStartFrom}
        current={showRef}
        onPick={(picked, from) =>
          lines.length === 0 ? replaceWith(picked, from) : setReplacing({ lines: picked, from })
        }
      />
      <AlertDialog open={replacing !== null} onOpenChange={(o) => !o && setReplacing(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t({ id: "setlists.setList.replaceTitle", defaultMessage: "Replace this set?" })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {t(
                {
                  id: "setlists.setList.replaceDescription",
                  defaultMessage:
                    "Its {count, plural, one {# line is} other {# lines are}} replaced by {from}'s. Nothing is saved until you save the set.",
                },
                { count: lines.length, from: replacing?.from },
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>
              {t({ id: "setlists.setList.keep", defaultMessage: "Keep this set" })}
            </AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (replacing) replaceWith(replacing.lines, replacing.from);
                setReplacing(null);
              }}
            >
              {t({ id: "setlists.setList.replace", defaultMessage: "Replace" })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <SavedSetDialog
        open={saveAs}
        onOpenChange={setSaveAs}
        withEditor={false}
        lines={lines.map((l, i) => ({ ...l, position: i + 1, tempo: null }))}
      />
    </section>
  );
}

/** Crew read the set: no edit controls. */
function SetReader({ data, showRef }: { data: ShowSetData; showRef: ShowRef }) {
  return (
    <section className="grid gap-4" aria-labelledby="set-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="set-title">
          {t({ id: "setlists.setList.theSet", defaultMessage: "The set" })}
        </SectionTitle>
        <StageCopyLink showRef={showRef} unsaved={false} />
      </div>
      <SetLengthSummary length={data.length} slot={data.slot} />
      {data.planned.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t({ id: "setlists.setList.noSet", defaultMessage: "No set for this show yet." })}
        </p>
      ) : (
        <SetLinesList
          lines={data.planned}
          label={t({ id: "setlists.setList.inOrder", defaultMessage: "The set, in order" })}
        />
      )}
    </section>
  );
}

/**
 * A show's set (issue 50, docs/product.md §22.2): its heading, the slot and the set's length
 * against it, the lines to build (or to read, for crew), the stage copy, and after the show
 * what was played. Reached from the day sheet and the itinerary; saved for offline use with
 * them (ADR 0018).
 */
export function SetListPage() {
  const { tourId = "", showId = "" } = useParams();
  const showRef = { tourId, showId };
  const set = useQuery(showSetQuery(showRef));
  const can = useCan();
  const canEdit = can("PUT /api/tours/:tourId/set-lists/:showId");
  usePageTitle(t({ id: "setlists.setList.title", defaultMessage: "Set list" }));
  const data = set.data;
  // The set is saved for offline as it is read (the service worker keeps the answer): its
  // stage copy with it, so the band prints or shows it with no signal (issue 50).
  const savedCopy =
    data && data.planned.length > 0 ? savedStageCopyUrl(tourId, showId, data) : null;
  useEffect(() => {
    if (savedCopy) void saveShowFiles([savedCopy]);
  }, [savedCopy]);
  return (
    <>
      <PageHeader
        title={t({ id: "setlists.setList.title", defaultMessage: "Set list" })}
        description={
          data
            ? `${formatCalendarDate(data.show.performanceDate)} · ${data.show.venueName}${data.show.city ? `, ${data.show.city}` : ""}`
            : t({
                id: "setlists.setList.description",
                defaultMessage: "What the band plays at this show.",
              })
        }
        actions={
          <Button variant="ghost" asChild>
            <Link to={`/dashboard/logistics/day-sheet/${tourId}/${showId}`}>
              {t({ id: "setlists.setList.daySheet", defaultMessage: "Day sheet" })}
            </Link>
          </Button>
        }
      />
      <QueryState
        query={set}
        errorText={t({
          id: "setlists.setList.loadError",
          defaultMessage: "Failed to fetch the set list",
        })}
        offlineText={t({
          id: "setlists.setList.offline",
          defaultMessage:
            "This set was not saved for offline use: the sets of the next 14 days' shows, and those you opened while online, are. It opens when you reconnect.",
        })}
      >
        {(d) => (
          <div className="grid gap-6">
            {canEdit ? (
              // A fresh builder for each saved version that is not this page's own save.
              <SetBuilder key={d.show.id} data={d} showRef={showRef} />
            ) : (
              <SetReader data={d} showRef={showRef} />
            )}
            <PlayedPanel
              data={d}
              showRef={showRef}
              canEdit={canEdit}
              showPlayed={
                d.played !== null ||
                (d.show.performanceDate !== null && d.show.performanceDate <= localToday())
              }
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
