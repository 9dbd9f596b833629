import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { QueryState } from "@/client/components/query-state";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { MAX_SAVED_SET_NAME, type SetLine, savedSetInputSchema } from "@/domain/setlists/set-lists";
import { savedSetQuery, songChoicesQuery, useSetMutation } from "../api/sets";
import { SetEditor } from "./set-editor";
import {
  type EditorLine,
  editorLines,
  emptyLine,
  lineProblem,
  linesToSave,
} from "./set-editor-model";

const nameSchema = savedSetInputSchema.pick({ name: true });

interface SavedSetFormProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The saved set being changed, or none for a new one. */
  setId?: string;
  name: string;
  lines: readonly SetLine[];
  /** With the lines to change (the Saved sets tab), or the name alone ("Save as…"). */
  withEditor: boolean;
}

function SavedSetForm({ open, onOpenChange, setId, name, lines, withEditor }: SavedSetFormProps) {
  const form = useDialogForm(nameSchema, open, { name });
  const [draft, setDraft] = useState<EditorLine[]>(() => editorLines(lines));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh copy each time it opens
  useEffect(() => {
    if (open) setDraft(editorLines(lines));
  }, [open]);
  const songs = useQuery({ ...songChoicesQuery, enabled: open && withEditor });
  const create = useSetMutation("createSaved");
  const update = useSetMutation("updateSaved");
  const { errors } = form.formState;
  const blank = emptyLine(draft);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        setId
          ? t({ id: "setlists.savedSetDialog.edit", defaultMessage: "Edit saved set" })
          : withEditor
            ? t({ id: "setlists.savedSets.new", defaultMessage: "New saved set" })
            : t({ id: "setlists.setList.saveAs", defaultMessage: "Save as a saved set" })
      }
      description={
        withEditor
          ? t({
              id: "setlists.savedSetDialog.description",
              defaultMessage: "A set any show can start from, then change.",
            })
          : t({
              id: "setlists.savedSetDialog.saveAsDescription",
              defaultMessage: "These lines, kept under a name any show can start from.",
            })
      }
      className={withEditor ? "max-w-2xl" : undefined}
      form={form}
      onSubmit={({ name: newName }) => {
        if (blank)
          return Promise.reject(
            new Error(
              t(
                {
                  id: "setlists.setList.lineNeedsText",
                  defaultMessage: "Line {line} needs its text",
                },
                { line: blank },
              ),
            ),
          );
        const input = { name: newName, items: linesToSave(draft) };
        return setId ? update.mutateAsync({ setId, input }) : create.mutateAsync({ input });
      }}
      onError={(err) => {
        if (!("fields" in err) || !(err as { fields?: Record<string, string> }).fields?.name)
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: lineProblem(err),
          });
      }}
      submitLabel={t({ id: "setlists.setList.save", defaultMessage: "Save set" })}
      successToast={(saved) => ({
        title: t(
          { id: "setlists.savedSetDialog.saved", defaultMessage: 'Saved "{name}"' },
          { name: saved.name },
        ),
      })}
    >
      <FormField
        label={t({ id: "setlists.savedSetDialog.name", defaultMessage: "Name" })}
        error={errors.name?.message}
      >
        <Input
          maxLength={MAX_SAVED_SET_NAME}
          placeholder={t({
            id: "setlists.savedSetDialog.namePlaceholder",
            defaultMessage: "Headline set",
          })}
          {...form.register("name")}
        />
      </FormField>
      {withEditor ? (
        <SetEditor lines={draft} onChange={setDraft} songs={songs.data ?? []} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t(
            {
              id: "setlists.savedSetDialog.lines",
              defaultMessage: "{count, plural, one {# line} other {# lines}}",
            },
            { count: draft.length },
          )}
        </p>
      )}
    </FormDialog>
  );
}

/** A saved set's dialog: new (empty, or "save as" from a show's lines) or an existing one. */
export function SavedSetDialog(
  props: Omit<SavedSetFormProps, "name" | "lines"> & { lines?: readonly SetLine[] },
) {
  if (!props.setId) return <SavedSetForm {...props} name="" lines={props.lines ?? []} />;
  return <ExistingSavedSet {...props} setId={props.setId} />;
}

function ExistingSavedSet(props: Omit<SavedSetFormProps, "name" | "lines"> & { setId: string }) {
  const set = useQuery({ ...savedSetQuery(props.setId), enabled: props.open });
  if (!props.open) return null;
  return (
    <QueryState
      query={set}
      errorText={t({
        id: "setlists.savedSetDialog.loadError",
        defaultMessage: "Failed to fetch the saved set",
      })}
    >
      {(data) => <SavedSetForm {...props} name={data.name} lines={data.lines} />}
    </QueryState>
  );
}
