import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@/client/components/ui/form-field";
import { SelectField } from "@/client/components/ui/select-field";

interface FormSelectProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  placeholder?: string;
  className?: string;
  /** Shown while the field is empty (a select needs some value to show). */
  fallback?: string;
  /** Told after the user picks a value (e.g. to fill in fields that follow from it). */
  onValueChange?(value: string): void;
  /**
   * An optional link ("No tour", "No partner"): this first choice stands for the empty
   * value, which a Radix item cannot carry itself.
   */
  emptyLabel?: string;
}

const EMPTY = "none";

/**
 * A labelled select bound to a react-hook-form field. FormField wires its label to the
 * select's trigger, so it sits inside the Controller. With `emptyLabel`, the field may stay
 * empty ("" in the form, no link on the server).
 */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
  hint,
  placeholder,
  className,
  fallback = "",
  onValueChange,
  emptyLabel,
}: FormSelectProps<Values>) {
  const choices = emptyLabel ? [{ value: EMPTY, label: emptyLabel }, ...options] : options;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error} hint={hint} className={className}>
          <SelectField
            ref={field.ref}
            name={field.name}
            value={emptyLabel && !field.value ? EMPTY : String(field.value || fallback)}
            onChange={(picked) => {
              const value = emptyLabel && picked === EMPTY ? "" : picked;
              field.onChange(value);
              onValueChange?.(value);
            }}
            options={choices}
            placeholder={placeholder}
          />
        </FormField>
      )}
    />
  );
}
