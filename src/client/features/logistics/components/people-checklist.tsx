import { useId } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { PartyPick } from "../api/itinerary";

/**
 * People of the tour's party to tick (issue 54): who travels on a leg, who sleeps in a room.
 * `taken` are ticked elsewhere (in another room of the stay) and shown as such, not offered.
 */
export function PeopleChecklist({
  legend,
  people,
  value,
  onChange,
  taken = new Map(),
}: {
  legend: string;
  people: readonly PartyPick[];
  value: readonly string[];
  onChange(ids: string[]): void;
  taken?: ReadonlyMap<string, string>;
}) {
  const id = useId();
  const toggle = (personId: string, on: boolean) =>
    onChange(on ? [...value, personId] : value.filter((v) => v !== personId));
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {people.map((p) => {
          const elsewhere = taken.get(p.id);
          return (
            <li key={p.id} className="flex min-w-0 items-center gap-2">
              <Checkbox
                id={`${id}-${p.id}`}
                checked={value.includes(p.id)}
                disabled={elsewhere !== undefined}
                onCheckedChange={(v) => toggle(p.id, v === true)}
              />
              <Label htmlFor={`${id}-${p.id}`} className="min-w-0 cursor-pointer font-normal">
                {/* One text, so the checkbox's name reads as it shows: "Ana Ruiz · FOH (in 412)". */}
                <span className="break-words">
                  {`${p.name}${p.roadRole ? ` · ${p.roadRole}` : ""}${
                    elsewhere
                      ? ` ${t({ id: "logistics.rooms.inElsewhere", defaultMessage: "(in {room})" }, { room: elsewhere })}`
                      : ""
                  }`}
                </span>
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
