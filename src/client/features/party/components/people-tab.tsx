import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { EmptyState, QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { t } from "@/client/i18n/t";
import type { PartyAnswer } from "@/domain/party/answers";
import type { PartyPerson } from "@/domain/party/people";
import { partyQuery } from "../api/party";
import { useRemovePerson } from "../api/use-party-mutations";
import { AddPeopleDialog } from "./add-people-dialog";
import { PeopleTable } from "./people-table";
import { PersonDialog } from "./person-dialog";

export const NO_PARTY = {
  id: "party.people.empty",
  defaultMessage:
    "No one is on this tour's party yet. Add the band, crew and drivers with their dates and per diem and pay rates: their lines are then made for every day they are on the road.",
};

function People({ tourId, party }: { tourId: string; party: PartyAnswer }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PartyPerson | null>(null);
  const [removing, setRemoving] = useState<PartyPerson | null>(null);
  const remove = useRemovePerson();
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden="true" /> {t({ id: "party.people.add", defaultMessage: "Add people" })}
    </Button>
  );
  return (
    <div className="grid gap-4">
      {party.people.length === 0 ? (
        <EmptyState text={t(NO_PARTY)} action={addButton} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {t(
                {
                  id: "party.people.onTheRoad",
                  defaultMessage: "{count, plural, one {# person} other {# people}} on the road",
                },
                { count: party.people.length },
              )}
            </p>
            {addButton}
          </div>
          <PeopleTable people={party.people} onEdit={setEditing} onRemove={setRemoving} />
        </>
      )}
      <AddPeopleDialog
        open={adding}
        onOpenChange={setAdding}
        tourId={tourId}
        members={party.members}
        home={party.home}
      />
      {editing ? (
        <PersonDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          tourId={tourId}
          person={editing}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(
          { id: "party.people.removeTitle", defaultMessage: "Remove {name} from the party?" },
          { name: removing?.name ?? "" },
        )}
        confirmLabel={t({ id: "party.people.remove", defaultMessage: "Remove" })}
        busyLabel={t({ id: "party.people.removing", defaultMessage: "Removing..." })}
        onConfirm={() =>
          removing ? remove.mutateAsync({ tourId, personId: removing.id }) : undefined
        }
        successToast={{
          title: t({ id: "party.people.removed", defaultMessage: "Removed from the party" }),
        }}
        // A paid line holds the person (409): say so, the lines are untouched.
        onError={(err) =>
          toast.error(t({ id: "party.people.removeError", defaultMessage: "Could not remove" }), {
            description: err.message,
          })
        }
      >
        {t({
          id: "party.people.removeBody",
          defaultMessage:
            "Their unpaid lines go with them. Someone with paid lines stays until those payments are undone.",
        })}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** Who is on the road: the party's table, adding several at once, editing and removing. */
export function PeopleTab({ tourId }: { tourId: string }) {
  const party = useQuery(partyQuery(tourId));
  return (
    <QueryState
      query={party}
      errorText={t({ id: "party.loadError", defaultMessage: "Failed to load the party" })}
    >
      {(data) => <People tourId={tourId} party={data} />}
    </QueryState>
  );
}
