import { z } from "zod";
import { t } from "@/client/i18n/t";
import {
  addPartySchema,
  type PartyPersonInput,
  partyPersonInputSchema,
} from "@/domain/party/people";
import type { RateValues } from "./rate-fields";

/** "No pay" is the empty choice of its select; the schema reads that as none. */
const cleanRates = <T extends RateValues>(v: T): T => ({ ...v, payPer: v.payPer || null });

/** One person edited: the domain's own schema, after the select's empty choice is read. */
export const personFormSchema = z.preprocess(
  (v) => cleanRates(v as RateValues),
  partyPersonInputSchema,
) as unknown as z.ZodType<PartyPersonInput, PersonFormValues>;

export interface PersonFormValues extends RateValues {
  userId: string | null;
  name: string;
  homeCurrency: string;
}

export interface AddPeopleValues extends RateValues {
  userIds: string[];
  names: { name: string }[];
}

const SHARED = [
  "roadRole",
  "joinsOn",
  "leavesOn",
  "perDiemCurrency",
  "perDiemShow",
  "perDiemTravel",
  "perDiemOff",
  "payAmount",
  "payPer",
  "payCurrency",
] as const;

/** Everyone added at once: the members picked, then the names typed, each with the shared rates. */
function peopleOf(v: AddPeopleValues) {
  const rates = Object.fromEntries(SHARED.map((k) => [k, v[k]])) as RateValues;
  const named = v.names.map((n) => n.name.trim()).filter(Boolean);
  return [
    ...v.userIds.map((userId) => ({ ...cleanRates(rates), userId })),
    ...named.map((name) => ({ ...cleanRates(rates), userId: null, name })),
  ];
}

/**
 * Where a message about `people.3.perDiemShow` belongs in the form: the shared field (every
 * person has the same rates), or the typed name's row ("names.1.name"). Members come first.
 */
export function formFieldOf(path: readonly PropertyKey[], v: AddPeopleValues): string {
  if (path[0] !== "people" || typeof path[1] !== "number") return "userIds";
  const field = String(path[2] ?? "");
  if (field === "name") {
    const typed = v.names.map((n, i) => ({ n, i })).filter(({ n }) => n.name.trim());
    const row = typed[path[1] - v.userIds.length];
    return row ? `names.${row.i}.name` : "userIds";
  }
  return (SHARED as readonly string[]).includes(field) ? field : "userIds";
}

/** The add dialog's check: at least one person, then the domain's schema for each. */
export const addPeopleFormSchema = z.custom<AddPeopleValues>().transform((v, ctx) => {
  const parsed = addPartySchema.safeParse({ people: peopleOf(v) });
  if (parsed.success) return parsed.data;
  const placed = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.length === 1 ? "userIds" : formFieldOf(issue.path as PropertyKey[], v);
    if (placed.has(field)) continue;
    placed.add(field);
    const message =
      issue.path.length === 1
        ? t({ id: "party.addPeople.pickSomeone", defaultMessage: "Pick members or type a name" })
        : issue.message;
    ctx.addIssue({ code: "custom", path: field.split("."), message });
  }
  return z.NEVER;
});
