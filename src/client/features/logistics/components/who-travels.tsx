import { useQuery } from "@tanstack/react-query";
import { FormError } from "@/client/components/ui/form-error";
import { t } from "@/client/i18n/t";
import type { PartyName } from "@/domain/logistics/travel-people";
import { type PartyPick, partyPeopleQuery } from "../api/itinerary";
import { PeopleChecklist } from "./people-checklist";

/**
 * The tour's party to pick from: read from the party's route, with anyone already listed kept
 * (so an edit never drops a name the list has not loaded).
 */
export function usePartyPicks(tourId: string, open: boolean, listed: readonly PartyName[]) {
  const party = useQuery({ ...partyPeopleQuery(tourId), enabled: open });
  const people: PartyPick[] = [...(party.data ?? [])];
  for (const p of listed) {
    if (!people.some((x) => x.id === p.id)) people.push({ ...p, roadRole: "" });
  }
  return { people, loading: party.isPending && open, failed: party.isError };
}

/** "Who travels" on a leg: people of the tour's party; none ticked is the whole party. */
export function WhoTravels({
  tourId,
  open,
  listed,
  value,
  onChange,
  error,
}: {
  tourId: string;
  open: boolean;
  listed: readonly PartyName[];
  value: readonly string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const { people, loading, failed } = usePartyPicks(tourId, open, listed);
  const summary =
    value.length === 0
      ? t({ id: "logistics.travel.wholeParty", defaultMessage: "Whole party" })
      : t(
          {
            id: "logistics.whoTravels.count",
            defaultMessage: "{count, plural, one {# person} other {# people}}",
          },
          { count: value.length },
        );
  const whoTravels = t({ id: "logistics.whoTravels.title", defaultMessage: "Who travels" });
  return (
    <section className="grid gap-2 sm:col-span-2" aria-label={whoTravels}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-sm">{whoTravels}</h3>
        <span className="text-muted-foreground text-sm" data-testid="who-travels-summary">
          {summary}
        </span>
      </div>
      {loading ? (
        <p className="text-muted-foreground text-sm">
          {t({ id: "logistics.party.loading", defaultMessage: "Loading the tour's party…" })}
        </p>
      ) : people.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {failed
            ? t({
                id: "logistics.whoTravels.failed",
                defaultMessage:
                  "The tour's party could not be loaded: the leg stays the whole party's.",
              })
            : t({
                id: "logistics.whoTravels.noParty",
                defaultMessage: "No one is on this tour's party yet: the leg is the whole party's.",
              })}
        </p>
      ) : (
        <PeopleChecklist legend={whoTravels} people={people} value={value} onChange={onChange} />
      )}
      <FormError message={error} />
    </section>
  );
}
