import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

interface SelectFieldProps {
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  name?: string;
  ref?: Ref<HTMLButtonElement>;
  /** id and aria-* come from FormField and land on the trigger, which the label names. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A Radix select usable as a FormField control. */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  name,
  ref,
  ...aria
}: SelectFieldProps) {
  return (
    <Select value={value} onValueChange={onChange} name={name}>
      <SelectTrigger ref={ref} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
