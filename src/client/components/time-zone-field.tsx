import { type ComponentProps, useMemo } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Combobox } from "@/client/components/ui/combobox";
import { FormField } from "@/client/components/ui/form-field";
import { t } from "@/client/i18n/t";
import { allTimeZones, searchTimeZones, timeZoneLabel } from "@/domain/logistics/time-zones";

/**
 * A labelled time zone picker bound to a form field: every zone the browser knows, found by
 * typing a city or region ("chicago", "europe ber"). `extra` zones (the browser's, a saved
 * older alias) are listed too, and so is the field's own value.
 */
export function TimeZoneField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  hint,
  extra = [],
  className,
}: {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  error?: string;
  hint?: string;
  extra?: readonly string[];
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error} hint={hint} className={className}>
          <ZoneCombobox
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? "")}
            onChange={field.onChange}
            extra={extra}
          />
        </FormField>
      )}
    />
  );
}

function ZoneCombobox({
  extra,
  value,
  ...props
}: Omit<ComponentProps<typeof Combobox>, "options" | "search" | "label" | "emptyText"> & {
  extra: readonly string[];
}) {
  const key = extra.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `extra`
  const zones = useMemo(() => allTimeZones([...extra, value]), [key, value]);
  return (
    <Combobox
      {...props}
      value={value}
      options={zones}
      search={searchTimeZones}
      label={timeZoneLabel}
      emptyText={t({
        id: "components.timeZoneField.empty",
        defaultMessage: "No time zone matches. Try a city, e.g. Chicago or Berlin.",
      })}
    />
  );
}
