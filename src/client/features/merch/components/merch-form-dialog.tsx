import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormDialog } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";

/** What a dialog says when it adds a row and when it edits one. */
interface DialogWords {
  title: string;
  submit: string;
  toast: string;
}

interface MerchFormDialogProps<Values extends FieldValues, Input, Result> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The row being edited; null adds a new one. */
  editing: { id: string } | null;
  words: { add: DialogWords; edit: DialogWords };
  description: string;
  form: UseFormReturn<Values, unknown, Input>;
  create(input: Input): Promise<Result>;
  update(change: { id: string; input: Input }): Promise<Result>;
  children: ReactNode;
}

/** Merch's add/edit dialogs (product, design project, partner) share one wide two-column frame. */
export function MerchFormDialog<Values extends FieldValues, Input, Result>({
  editing,
  words,
  create,
  update,
  ...dialog
}: MerchFormDialogProps<Values, Input, Result>) {
  const said = editing ? words.edit : words.add;
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-2xl"
      fieldsClassName="sm:grid-cols-2"
      title={said.title}
      onSubmit={(input) => (editing ? update({ id: editing.id, input }) : create(input))}
      submitLabel={said.submit}
      successToast={said.toast}
    />
  );
}

/** A link to another merch row or a tour ("No tour" stands for none). */
interface OptionalLink<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
  emptyLabel: string;
}

/** The optional links of a product or a design project: each may stay empty. */
export function OptionalLinkSelects<Values extends FieldValues, Input>({
  form,
  links,
}: {
  form: UseFormReturn<Values, unknown, Input>;
  links: readonly OptionalLink<Values>[];
}) {
  return links.map((link) => (
    <FormSelect
      key={link.name}
      control={form.control}
      error={form.getFieldState(link.name, form.formState).error?.message}
      {...link}
    />
  ));
}
