import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { FormError } from "@/client/components/ui/form-error";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import type { StayRoom } from "@/domain/logistics/travel-people";
import { PeopleChecklist } from "./people-checklist";
import { usePartyPicks } from "./who-travels";

/** A room as the form holds it: its label and who sleeps in it (people of the party). */
export interface RoomDraft {
  label: string;
  occupantIds: string[];
}

export const roomDrafts = (rooms: readonly StayRoom[]): RoomDraft[] =>
  rooms.map((r) => ({ label: r.label, occupantIds: r.occupants.map((o) => o.id) }));

/**
 * Who sleeps where on a stay (issue 54): rooms with a label and their people, added and
 * removed; a person sleeps in one room, so someone in another room is shown there, not offered.
 */
export function RoomsEditor({
  tourId,
  open,
  listed,
  value,
  onChange,
  error,
}: {
  tourId: string;
  open: boolean;
  listed: readonly StayRoom[];
  value: readonly RoomDraft[];
  onChange(rooms: RoomDraft[]): void;
  error?: string;
}) {
  const id = useId();
  const { people, loading } = usePartyPicks(
    tourId,
    open,
    listed.flatMap((r) => r.occupants),
  );
  const change = (i: number, room: Partial<RoomDraft>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...room } : r)));
  const takenBesides = (i: number) =>
    new Map(
      value.flatMap((r, j) =>
        j === i
          ? []
          : r.occupantIds.map((p): [string, string] => [
              p,
              r.label ||
                t({ id: "logistics.rooms.roomLower", defaultMessage: "room {n}" }, { n: j + 1 }),
            ]),
      ),
    );
  return (
    <section
      className="grid gap-3 sm:col-span-2"
      aria-label={t({ id: "logistics.rooms.rooms", defaultMessage: "Rooms" })}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-sm">
          {t({ id: "logistics.rooms.whoSleepsWhere", defaultMessage: "Who sleeps where" })}
        </h3>
        {value.length === 0 ? (
          <span className="text-muted-foreground text-sm">
            {t({
              id: "logistics.rooms.notListed",
              defaultMessage: "Whole party, rooms not listed",
            })}
          </span>
        ) : null}
      </div>
      <ol className="grid gap-3">
        {value.map((room, i) => (
          // Rooms have no id until saved; their place is who they are (the fields are controlled).
          <li key={i} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-end gap-2">
              <div className="grid min-w-0 flex-1 gap-1">
                <Label htmlFor={`${id}-room-${i}`}>
                  {t({ id: "logistics.rooms.room", defaultMessage: "Room {n}" }, { n: i + 1 })}
                </Label>
                <Input
                  id={`${id}-room-${i}`}
                  placeholder={t({
                    id: "logistics.rooms.placeholder",
                    defaultMessage: "e.g. 412 or Bunk A",
                  })}
                  value={room.label}
                  onChange={(e) => change(i, { label: e.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t(
                  { id: "logistics.rooms.remove", defaultMessage: "Remove room {n}" },
                  { n: i + 1 },
                )}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {loading ? (
              <p className="text-muted-foreground text-sm">
                {t({
                  id: "logistics.party.loading",
                  defaultMessage: "Loading the tour's party…",
                })}
              </p>
            ) : people.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                {t({
                  id: "logistics.rooms.noParty",
                  defaultMessage: "No one is on this tour's party yet.",
                })}
              </p>
            ) : (
              <PeopleChecklist
                legend={t(
                  { id: "logistics.rooms.whoSleepsIn", defaultMessage: "Who sleeps in room {n}" },
                  { n: i + 1 },
                )}
                people={people}
                value={room.occupantIds}
                taken={takenBesides(i)}
                onChange={(occupantIds) => change(i, { occupantIds })}
              />
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { label: "", occupantIds: [] }])}
        >
          <Plus aria-hidden="true" />
          {t({ id: "logistics.rooms.add", defaultMessage: "Add room" })}
        </Button>
      </div>
      <FormError message={error} />
    </section>
  );
}
