import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import type { CatalogueSong } from "@/domain/setlists/catalogue";
import { formatIsrc, formatIswc } from "@/domain/setlists/identifiers";
import {
  formatSongLength,
  hundredthsToShare,
  MAX_PUBLISHERS,
  MAX_WRITERS,
  shareToHundredths,
  songInputSchema,
  WHOLE_SHARE,
} from "@/domain/setlists/songs";
import type { SongFormValues } from "../api/songs";
import { useCreateSong, useUpdateSong } from "../api/use-song-mutations";

/** Codes and examples that read the same in every language. */
const IPI = "IPI";
const KEY_EXAMPLE = "Am";
const ISWC_EXAMPLE = "T-034.524.680-1";
const ISRC_EXAMPLE = "US-RC1-76-07839";

type WriterRow = NonNullable<SongFormValues["writers"]>[number];

const newWriter = (share = ""): WriterRow => ({ name: "", role: "", society: "", ipi: "", share });

const emptySong = (): SongFormValues => ({
  title: "",
  durationSeconds: "",
  musicalKey: "",
  tempo: "",
  notes: "",
  iswc: "",
  isrc: "",
  writers: [newWriter("100")],
  publishers: [],
});

/** A stored song as the form shows it: shares as percentages, identifiers as printed. */
const toForm = (s: CatalogueSong): SongFormValues => ({
  title: s.title,
  durationSeconds: s.durationSeconds === null ? "" : formatSongLength(s.durationSeconds),
  musicalKey: s.musicalKey ?? "",
  tempo: s.tempo === null ? "" : String(s.tempo),
  notes: s.notes ?? "",
  iswc: s.iswc ? formatIswc(s.iswc) : "",
  isrc: s.isrc ? formatIsrc(s.isrc) : "",
  writers: s.writers.map((w) => ({
    name: w.name,
    role: w.role ?? "",
    society: w.society ?? "",
    ipi: w.ipi ?? "",
    share: hundredthsToShare(w.share),
  })),
  publishers: s.publishers.map((p) => ({
    name: p.name,
    society: p.society ?? "",
    ipi: p.ipi ?? "",
  })),
});

/**
 * The writers' shares as typed, added up as the server will (hundredths of a percent), or
 * undefined while a share is not a number yet.
 */
function totalShare(writers: readonly WriterRow[] | undefined): number | undefined {
  let total = 0;
  for (const w of writers ?? []) {
    const text = String(w?.share ?? "").trim();
    if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
    total += shareToHundredths(text);
  }
  return total;
}

/** "Shares add up to 90.00 %: they must add up to 100 %", shown while they do not. */
function ShareTotal({ writers }: { writers: readonly WriterRow[] | undefined }) {
  if (!writers || writers.length === 0) return null;
  const total = totalShare(writers);
  if (total === WHOLE_SHARE) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: "setlists.songDialog.sharesWhole", defaultMessage: "Shares add up to 100 %." })}
      </p>
    );
  }
  return (
    <p className="text-sm text-amber-900" aria-live="polite">
      {total === undefined
        ? t({
            id: "setlists.songDialog.sharesNotNumbers",
            defaultMessage: "Give each writer's share as a percentage.",
          })
        : t(
            {
              id: "setlists.songDialog.sharesOff",
              defaultMessage: "Shares add up to {total} %: they must add up to 100 %.",
            },
            { total: hundredthsToShare(total) },
          )}
    </p>
  );
}

/**
 * Add or edit a song of the catalogue (issue 50 item 1): what the stage needs, and what a
 * royalty society matches the work by. The form is checked with the API's own schema, and
 * the server's refusals (an ISWC another song has) land beside their field.
 */
export function SongDialog({
  open,
  onOpenChange,
  song,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The song being edited; null adds one. */
  song: CatalogueSong | null;
}) {
  const form = useDialogForm(songInputSchema, open, song ? toForm(song) : emptySong());
  const writers = useFieldArray({ control: form.control, name: "writers" });
  const publishers = useFieldArray({ control: form.control, name: "publishers" });
  const typedWriters = useWatch({ control: form.control, name: "writers" });
  const create = useCreateSong();
  const update = useUpdateSong();
  const { errors } = form.formState;
  const writersError = errors.writers?.message ?? errors.writers?.root?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        song
          ? t({ id: "setlists.songDialog.edit", defaultMessage: "Edit song" })
          : t({ id: "setlists.catalogue.addSong", defaultMessage: "Add song" })
      }
      description={t({
        id: "setlists.songDialog.description",
        defaultMessage:
          "Writers' shares add up to 100 %. The ISWC and ISRC are checked as societies check them.",
      })}
      form={form}
      onSubmit={(input) =>
        song ? update.mutateAsync({ id: song.id, input }) : create.mutateAsync(input)
      }
      submitLabel={
        song
          ? t({ id: "setlists.songDialog.save", defaultMessage: "Save song" })
          : t({ id: "setlists.catalogue.addSong", defaultMessage: "Add song" })
      }
      successToast={
        song
          ? t({ id: "setlists.songDialog.saved", defaultMessage: "Song saved" })
          : t({ id: "setlists.songDialog.added", defaultMessage: "Song added" })
      }
      className="sm:max-w-3xl"
      fieldsClassName="sm:grid-cols-6"
    >
      <FormField
        label={t({ id: "setlists.songDialog.title", defaultMessage: "Title" })}
        error={errors.title?.message}
        className="sm:col-span-6"
      >
        <Input
          placeholder={t({
            id: "setlists.songDialog.titlePlaceholder",
            defaultMessage: "e.g. Ghosts",
          })}
          {...form.register("title")}
        />
      </FormField>
      <FormField
        label={t({ id: "setlists.songDialog.length", defaultMessage: "Length" })}
        hint={t({ id: "setlists.songDialog.lengthHint", defaultMessage: "Minutes and seconds" })}
        error={errors.durationSeconds?.message}
        className="sm:col-span-2"
      >
        <Input placeholder="3:45" inputMode="numeric" {...form.register("durationSeconds")} />
      </FormField>
      <FormField
        label={t({ id: "setlists.songDialog.key", defaultMessage: "Key" })}
        error={errors.musicalKey?.message}
        className="sm:col-span-2"
      >
        <Input placeholder={KEY_EXAMPLE} {...form.register("musicalKey")} />
      </FormField>
      <FormField
        label={t({ id: "setlists.songDialog.tempo", defaultMessage: "Tempo (BPM)" })}
        error={errors.tempo?.message}
        className="sm:col-span-2"
      >
        <Input inputMode="numeric" placeholder="96" {...form.register("tempo")} />
      </FormField>
      <FormField label="ISWC" error={errors.iswc?.message} className="sm:col-span-3">
        <Input placeholder={ISWC_EXAMPLE} {...form.register("iswc")} />
      </FormField>
      <FormField label="ISRC" error={errors.isrc?.message} className="sm:col-span-3">
        <Input placeholder={ISRC_EXAMPLE} {...form.register("isrc")} />
      </FormField>

      <fieldset className="grid gap-3 sm:col-span-6">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "setlists.songDialog.writers", defaultMessage: "Writers" })}
        </legend>
        {writers.fields.map((field, i) => {
          const e = errors.writers?.[i];
          return (
            <div
              key={field.id}
              className="grid grid-cols-2 items-start gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1fr_1fr_1.4fr_5.5rem_auto] sm:border-0 sm:p-0"
            >
              <FormField
                label={t(
                  { id: "setlists.songDialog.writer", defaultMessage: "Writer {n}" },
                  { n: i + 1 },
                )}
                error={e?.name?.message}
                className="col-span-2 sm:col-span-1"
              >
                <Input {...form.register(`writers.${i}.name`)} />
              </FormField>
              <FormField
                label={t({ id: "setlists.songDialog.role", defaultMessage: "Role" })}
                error={e?.role?.message}
              >
                <Input
                  placeholder={t({
                    id: "setlists.songDialog.rolePlaceholder",
                    defaultMessage: "Composer",
                  })}
                  {...form.register(`writers.${i}.role`)}
                />
              </FormField>
              <FormField
                label={t({ id: "setlists.songDialog.society", defaultMessage: "Society" })}
                error={e?.society?.message}
              >
                <Input placeholder="ASCAP" {...form.register(`writers.${i}.society`)} />
              </FormField>
              <FormField label={IPI} error={e?.ipi?.message}>
                <Input inputMode="numeric" {...form.register(`writers.${i}.ipi`)} />
              </FormField>
              <FormField
                label={t({ id: "setlists.songDialog.share", defaultMessage: "Share %" })}
                error={e?.share?.message}
              >
                <Input inputMode="decimal" {...form.register(`writers.${i}.share`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={t(
                  { id: "setlists.songDialog.removeWriter", defaultMessage: "Remove writer {n}" },
                  { n: i + 1 },
                )}
                onClick={() => writers.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <ShareTotal writers={typedWriters} />
        {writersError && (
          <p role="alert" className="text-sm text-destructive">
            {writersError}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={writers.fields.length >= MAX_WRITERS}
            onClick={() => writers.append(newWriter(writers.fields.length === 0 ? "100" : ""))}
          >
            <Plus aria-hidden="true" />
            {t({ id: "setlists.songDialog.addWriter", defaultMessage: "Add writer" })}
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-3 sm:col-span-6">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "setlists.songDialog.publishers", defaultMessage: "Publishers" })}
        </legend>
        {publishers.fields.map((field, i) => {
          const e = errors.publishers?.[i];
          return (
            <div
              key={field.id}
              className="grid grid-cols-2 items-start gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1fr_1.4fr_auto] sm:border-0 sm:p-0"
            >
              <FormField
                label={t(
                  { id: "setlists.songDialog.publisher", defaultMessage: "Publisher {n}" },
                  { n: i + 1 },
                )}
                error={e?.name?.message}
                className="col-span-2 sm:col-span-1"
              >
                <Input {...form.register(`publishers.${i}.name`)} />
              </FormField>
              <FormField
                label={t({ id: "setlists.songDialog.society", defaultMessage: "Society" })}
                error={e?.society?.message}
              >
                <Input {...form.register(`publishers.${i}.society`)} />
              </FormField>
              <FormField label={IPI} error={e?.ipi?.message}>
                <Input inputMode="numeric" {...form.register(`publishers.${i}.ipi`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={t(
                  {
                    id: "setlists.songDialog.removePublisher",
                    defaultMessage: "Remove publisher {n}",
                  },
                  { n: i + 1 },
                )}
                onClick={() => publishers.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={publishers.fields.length >= MAX_PUBLISHERS}
            onClick={() => publishers.append({ name: "", society: "", ipi: "" })}
          >
            <Plus aria-hidden="true" />
            {t({ id: "setlists.songDialog.addPublisher", defaultMessage: "Add publisher" })}
          </Button>
        </div>
      </fieldset>

      <FormField
        label={t({ id: "setlists.songDialog.notes", defaultMessage: "Notes" })}
        error={errors.notes?.message}
        className="sm:col-span-6"
      >
        <Textarea
          rows={3}
          placeholder={t({
            id: "setlists.songDialog.notesPlaceholder",
            defaultMessage: "Capo 2, count in x4",
          })}
          {...form.register("notes")}
        />
      </FormField>
    </FormDialog>
  );
}
