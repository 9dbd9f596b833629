import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { tourOptionsQuery } from "@/client/lib/tour-options";

const NEW_TOUR = "__new__";

/**
 * The tour of rows without one: one of the workspace's tours, or a new one by its title
 * (issue 36: an agent's sheet names no tour, and typing an existing title by heart was the
 * only way to add its dates to that tour). A tour is matched by title, so either way the
 * import receives a title.
 */
export function DefaultTourField({
  value,
  onChange,
}: {
  value: string;
  onChange(title: string): void;
}) {
  const tours = useQuery(tourOptionsQuery);
  const titles = (tours.data ?? []).map((t) => t.title);
  const known = titles.some((t) => t.toLowerCase() === value.trim().toLowerCase());
  const [typing, setTyping] = useState(false);
  const isNew = typing || titles.length === 0 || (value !== "" && !known);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="import-default-tour-choice">Tour for rows without one</Label>
      <SelectField
        id="import-default-tour-choice"
        value={isNew ? NEW_TOUR : value}
        placeholder="Choose a tour"
        onChange={(v) => {
          setTyping(v === NEW_TOUR);
          onChange(v === NEW_TOUR ? "" : v);
        }}
        options={[
          ...titles.map((t) => ({ value: t, label: t })),
          { value: NEW_TOUR, label: "A new tour…" },
        ]}
      />
      {isNew && (
        <>
          <Label htmlFor="import-default-tour" className="sr-only">
            New tour's title
          </Label>
          <Input
            id="import-default-tour"
            defaultValue={value}
            placeholder="New tour's title, e.g. Spring Run 2027"
            maxLength={120}
            onBlur={(e) => onChange(e.target.value.trim())}
            onKeyDown={(e) => {
              if (e.key === "Enter") onChange(e.currentTarget.value.trim());
            }}
          />
        </>
      )}
    </div>
  );
}
