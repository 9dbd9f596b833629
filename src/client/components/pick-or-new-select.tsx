import { useEffect } from "react";
import {
  Controller,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormReturn,
} from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";

/** The picker's extra choice: make the row as part of the form's save. */
const NEW = "__new";

interface PickOrNewSelectProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** The id field of the picked row ("" while a new one is being made). */
  name: Path<T>;
  /** The field that says "existing" or "new" (the schema checks the matching fields). */
  modeName: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** "+ New venue", "+ New tour". */
  newLabel: string;
  placeholder: string;
  /** Switch to "new" (e.g. the dialog opened on an account that has none to pick yet). */
  startNew: boolean;
}

/**
 * A select of existing rows with one more choice at the end that makes a new one in the same
 * save (Add Show's and Add Venue's venue, Add Venue's tour). An account with nothing to pick
 * starts at "new".
 */
export function PickOrNewSelect<T extends FieldValues>({
  form,
  name,
  modeName,
  label,
  options,
  newLabel,
  placeholder,
  startNew,
}: PickOrNewSelectProps<T>) {
  const setMode = (mode: "new" | "existing") =>
    form.setValue(modeName, mode as PathValue<T, Path<T>>);
  // biome-ignore lint/correctness/useExhaustiveDependencies: setMode is rebuilt each render
  useEffect(() => {
    if (startNew) setMode("new");
  }, [startNew]);
  const isNew = form.watch(modeName) === "new";
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error}>
          <SelectField
            value={isNew ? NEW : (field.value ?? "")}
            onChange={(value) => {
              setMode(value === NEW ? "new" : "existing");
              field.onChange(value === NEW ? "" : value);
            }}
            options={[...options, { value: NEW, label: newLabel }]}
            placeholder={placeholder}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
