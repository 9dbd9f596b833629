import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { LeaveGuard } from "@/client/components/leave-guard";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { FormError } from "@/client/components/ui/form-error";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { type Message, t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import type { ContractTemplate, Placeholder } from "@/domain/contracts/template";
import { contractTemplateQuery, useTemplateWrite } from "./api/contracts";

/** What each placeholder of a clause is filled with: one line for each the server fills. */
const PLACEHOLDER_WORDS: Record<Placeholder, Message> = {
  artist: { id: "contracts.template.placeholderArtist", defaultMessage: "the artist's name" },
  promoter: {
    id: "contracts.template.placeholderPromoter",
    defaultMessage: "the promoter's name, as sent",
  },
  venue: { id: "contracts.template.placeholderVenue", defaultMessage: "the venue" },
  city: { id: "contracts.template.placeholderCity", defaultMessage: "the venue's city" },
  date: { id: "contracts.template.placeholderDate", defaultMessage: "the show's date" },
  guarantee: {
    id: "contracts.template.placeholderGuarantee",
    defaultMessage: "the deal's guarantee",
  },
  deposit: { id: "contracts.template.placeholderDeposit", defaultMessage: "the deal's deposit" },
};
const MAX_CLAUSES = 40;

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function Editor({ saved, isDefault }: { saved: ContractTemplate; isDefault: boolean }) {
  const save = useTemplateWrite("save");
  const reset = useTemplateWrite("reset");
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  // What was saved (or reset to) comes back as `saved`: the draft is unsaved while it differs.
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const fields = save.error instanceof ApiRequestError ? (save.error.fields ?? {}) : {};
  const setClause = (i: number, patch: Partial<ContractTemplate["clauses"][number]>) =>
    setDraft((d) => ({
      ...d,
      clauses: d.clauses.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    }));
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft, {
          onSuccess: () =>
            toast.success(
              t({ id: "contracts.template.saved", defaultMessage: "Contract template saved" }),
            ),
        });
      }}
    >
      <LeaveGuard
        dirty={dirty}
        what={t({ id: "contracts.template.what", defaultMessage: "the contract template" })}
      />
      <FormField
        label={t({ id: "contracts.template.titleLabel", defaultMessage: "Title" })}
        error={fields.title}
      >
        <Input
          maxLength={120}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
      </FormField>
      <div className="rounded-md bg-muted p-3 text-sm">
        <p className="font-medium">
          {t({ id: "contracts.template.placeholders", defaultMessage: "Placeholders in a clause" })}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
          {Object.entries(PLACEHOLDER_WORDS).map(([p, what]) => (
            <div key={p} className="contents">
              <dt className="font-mono">{`{{${p}}}`}</dt>
              <dd>{t(what)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-muted-foreground">
          {t({
            id: "contracts.template.written",
            defaultMessage:
              "The parties, the engagement, the money in words and figures, the schedule and the rider are written from the show and its deal; the clauses below follow them.",
          })}
        </p>
      </div>
      <ol className="grid gap-3">
        {draft.clauses.map((c, i) => (
          // Clauses have no ids: the position is what the server knows them by too.
          <li key={i} className="grid gap-2 rounded-md border p-3">
            <FormField
              label={t(
                { id: "contracts.template.clauseHeading", defaultMessage: "Clause {n} heading" },
                { n: i + 1 },
              )}
              error={fields[`clauses.${i}.heading`]}
            >
              <Input
                maxLength={120}
                value={c.heading}
                onChange={(e) => setClause(i, { heading: e.target.value })}
              />
            </FormField>
            <FormField
              label={t(
                { id: "contracts.template.clauseText", defaultMessage: "Clause {n} text" },
                { n: i + 1 },
              )}
              error={fields[`clauses.${i}.body`]}
            >
              <Textarea
                rows={4}
                maxLength={5000}
                value={c.body}
                onChange={(e) => setClause(i, { body: e.target.value })}
              />
            </FormField>
            <div className="flex gap-1">
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t(
                  { id: "contracts.template.moveUp", defaultMessage: "Move clause {n} up" },
                  { n: i + 1 },
                )}
                disabled={i === 0}
                onClick={() => setDraft({ ...draft, clauses: move(draft.clauses, i, i - 1) })}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t(
                  { id: "contracts.template.moveDown", defaultMessage: "Move clause {n} down" },
                  { n: i + 1 },
                )}
                disabled={i === draft.clauses.length - 1}
                onClick={() => setDraft({ ...draft, clauses: move(draft.clauses, i, i + 1) })}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t(
                  { id: "contracts.template.remove", defaultMessage: "Remove clause {n}" },
                  { n: i + 1 },
                )}
                disabled={draft.clauses.length === 1}
                onClick={() =>
                  setDraft({ ...draft, clauses: draft.clauses.filter((_, j) => j !== i) })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {fields.clauses ? <p className="text-sm text-destructive">{fields.clauses}</p> : null}
      <FormError message={save.error?.message} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={draft.clauses.length >= MAX_CLAUSES}
          onClick={() =>
            setDraft({ ...draft, clauses: [...draft.clauses, { heading: "", body: "" }] })
          }
        >
          <Plus aria-hidden="true" />
          {t({ id: "contracts.template.add", defaultMessage: "Add a clause" })}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t({ id: "contracts.template.saving", defaultMessage: "Saving…" })
            : t({ id: "contracts.template.save", defaultMessage: "Save template" })}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={isDefault || reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: () => {
                save.reset();
                toast.success(
                  t({
                    id: "contracts.template.resetDone",
                    defaultMessage: "Back to the default template",
                  }),
                );
              },
              onError: (err) =>
                toast.error(t({ id: "contracts.template.notReset", defaultMessage: "Not reset" }), {
                  description: err.message,
                }),
            })
          }
        >
          {t({ id: "contracts.template.reset", defaultMessage: "Reset to default" })}
        </Button>
        {dirty ? (
          <span className="text-sm text-muted-foreground">
            {t({ id: "contracts.template.unsaved", defaultMessage: "Unsaved changes" })}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** Settings: the workspace's contract template, for the owner and managers (issue 39). */
export function ContractTemplateCard() {
  const query = useQuery(contractTemplateQuery);
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">
          {t({ id: "contracts.template.title", defaultMessage: "Contract template" })}
        </CardTitle>
        <CardDescription>
          {query.data?.isDefault
            ? t({
                id: "contracts.template.defaultDescription",
                defaultMessage:
                  "Tribe's default clauses. Change them for every contract this workspace makes.",
              })
            : t({
                id: "contracts.template.ownDescription",
                defaultMessage: "This workspace's clauses, in every contract it makes from now on.",
              })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          errorText={t({
            id: "contracts.template.loadFailed",
            defaultMessage: "Failed to load the contract template",
          })}
        >
          {(data) => <Editor saved={data.template} isDefault={data.isDefault} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
