import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { SelectField } from "@/client/components/ui/select-field";
import { t } from "@/client/i18n/t";
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
  const titles = (tours.data ?? []).map((tour) => tour.title);
  const known = titles.some((title) => title.toLowerCase() === value.trim().toLowerCase());
  const [typing, setTyping] = useState(false);
  const isNew = typing || titles.length === 0 || (value !== "" && !known);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="import-default-tour-choice">
        {t({ id: "tours.import.defaultTour", defaultMessage: "Tour for rows without one" })}
      </Label>
      <SelectField
        id="import-default-tour-choice"
        value={isNew ? NEW_TOUR : value}
        placeholder={t({ id: "tours.import.chooseTour", defaultMessage: "Choose a tour" })}
        onChange={(v) => {
          setTyping(v === NEW_TOUR);
          onChange(v === NEW_TOUR ? "" : v);
        }}
        options={[
          ...titles.map((title) => ({ value: title, label: title })),
          {
            value: NEW_TOUR,
            label: t({ id: "tours.import.newTour", defaultMessage: "A new tour…" }),
          },
        ]}
      />
      {isNew && (
        <>
          <Label htmlFor="import-default-tour" className="sr-only">
            {t({ id: "tours.import.newTourTitle", defaultMessage: "New tour's title" })}
          </Label>
          <Input
            id="import-default-tour"
            defaultValue={value}
            placeholder={t({
              id: "tours.import.newTourPlaceholder",
              defaultMessage: "New tour's title, e.g. Spring Run 2027",
            })}
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
