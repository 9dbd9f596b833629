import { RowActions } from "@/client/components/row-actions";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t } from "@/client/i18n/t";
import type { PartyAnswer } from "@/domain/party/answers";
import type { PartyPerson } from "@/domain/party/people";
import { payText, perDiemParts, personDates } from "./party-words";

type Person = PartyAnswer["people"][number];

function PerDiems({ person }: { person: PartyPerson }) {
  const parts = perDiemParts(person);
  if (parts.length === 0)
    return (
      <span className="text-muted-foreground">
        {t({ id: "party.people.none", defaultMessage: "None" })}
      </span>
    );
  return (
    <ul className="grid gap-0.5">
      {parts.map((p) => (
        <li key={p.label} className="whitespace-nowrap">
          <span className="text-muted-foreground">{p.label}</span>{" "}
          <span className="tabular-nums">{p.amount}</span>
        </li>
      ))}
    </ul>
  );
}

function Actions({
  person,
  onEdit,
  onRemove,
}: {
  person: Person;
  onEdit(p: Person): void;
  onRemove(p: Person): void;
}) {
  return (
    <RowActions
      label={person.name}
      deleteVerb="Remove"
      onEdit={() => onEdit(person)}
      onDelete={() => onRemove(person)}
    />
  );
}

/** The party: a table on a wide screen, a card per person on a phone. */
export function PeopleTable({
  people,
  onEdit,
  onRemove,
}: {
  people: readonly Person[];
  onEdit(p: Person): void;
  onRemove(p: Person): void;
}) {
  return (
    <>
      <ul
        className="grid gap-2 md:hidden"
        aria-label={t({ id: "party.people.table", defaultMessage: "The party" })}
      >
        {people.map((p) => (
          <li key={p.id} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-medium">{p.name}</p>
                <p className="text-sm text-muted-foreground">
                  {[p.roadRole, personDates(p)].filter(Boolean).join(" · ")}
                </p>
              </div>
              <Actions person={p} onEdit={onEdit} onRemove={onRemove} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">
                {t({ id: "party.people.perDiem", defaultMessage: "Per diem" })}
              </dt>
              <dd>
                <PerDiems person={p} />
              </dd>
              <dt className="text-muted-foreground">
                {t({ id: "party.people.pay", defaultMessage: "Pay" })}
              </dt>
              <dd className="tabular-nums">
                {payText(p) ?? t({ id: "party.people.none", defaultMessage: "None" })}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">
            {t({ id: "party.people.table", defaultMessage: "The party" })}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t({ id: "party.people.name", defaultMessage: "Name" })}</TableHead>
              <TableHead>
                {t({ id: "party.people.role", defaultMessage: "Role on the road" })}
              </TableHead>
              <TableHead>
                {t({ id: "party.people.dates", defaultMessage: "On the road" })}
              </TableHead>
              <TableHead>{t({ id: "party.people.perDiem", defaultMessage: "Per diem" })}</TableHead>
              <TableHead>{t({ id: "party.people.pay", defaultMessage: "Pay" })}</TableHead>
              <TableHead>
                <span className="sr-only">
                  {t({ id: "party.people.actions", defaultMessage: "Actions" })}
                </span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {people.map((p) => (
              <TableRow key={p.id}>
                <TableCell className="font-medium">{p.name}</TableCell>
                <TableCell>{p.roadRole}</TableCell>
                <TableCell className="whitespace-nowrap">{personDates(p)}</TableCell>
                <TableCell>
                  <PerDiems person={p} />
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {payText(p) ?? (
                    <span className="text-muted-foreground">
                      {t({ id: "party.people.none", defaultMessage: "None" })}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right">
                  <Actions person={p} onEdit={onEdit} onRemove={onRemove} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
