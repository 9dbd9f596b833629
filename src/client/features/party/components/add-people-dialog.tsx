import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import type { PartyAnswer } from "@/domain/party/answers";
import { useAddPeople } from "../api/use-party-mutations";
import { type AddPeopleValues, addPeopleFormSchema, formFieldOf } from "./party-forms";
import { RateFields, rateValuesOf } from "./rate-fields";

const emptyValues = (home: string): AddPeopleValues => ({
  userIds: [],
  names: [{ name: "" }],
  ...rateValuesOf({}, home),
});

/**
 * Adds several people at once (issue 54): members of the workspace ticked from a list, and
 * people without an account named by hand (a driver, a local crew), all with the same role,
 * dates and rates; each can be changed afterwards.
 */
export function AddPeopleDialog({
  open,
  onOpenChange,
  tourId,
  members,
  home,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tourId: string;
  members: PartyAnswer["members"];
  home: string;
}) {
  const form = useDialogForm(addPeopleFormSchema, open, emptyValues(home));
  const names = useFieldArray({ control: form.control, name: "names" });
  const add = useAddPeople();
  const { errors } = form.formState;
  const pickError = errors.userIds?.message ?? errors.userIds?.root?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "party.people.add", defaultMessage: "Add people" })}
      description={t({
        id: "party.addPeople.description",
        defaultMessage:
          "Tick members of the workspace and name anyone without an account. Everyone added gets the role, dates and rates below; change one person afterwards.",
      })}
      form={form}
      onSubmit={({ people }) => add.mutateAsync({ tourId, people })}
      submitLabel={t({ id: "party.addPeople.submit", defaultMessage: "Add to the party" })}
      successToast={(_r) => {
        const n =
          form.getValues("userIds").length +
          form.getValues("names").filter((x) => x.name.trim()).length;
        return {
          title: t(
            {
              id: "party.addPeople.added",
              defaultMessage: "{count, plural, one {# person added} other {# people added}}",
            },
            { count: n },
          ),
        };
      }}
      onError={(err) => {
        // The server names `people.3.perDiemShow`: its place here is the shared field or the name.
        const fields = err instanceof ApiRequestError ? err.fields : undefined;
        if (!fields)
          return void toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: err.message,
          });
        const values = form.getValues();
        for (const [key, message] of Object.entries(fields)) {
          const path = key.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p));
          // biome-ignore lint/suspicious/noExplicitAny: a path mapped from the server's
          form.setError(formFieldOf(path, values) as any, { message });
        }
      }}
      className="sm:max-w-2xl"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "party.addPeople.members", defaultMessage: "Members of the workspace" })}
        </legend>
        {members.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t({
              id: "party.addPeople.everyMemberOn",
              defaultMessage: "Every member is already on the party.",
            })}
          </p>
        ) : (
          <Controller
            control={form.control}
            name="userIds"
            render={({ field }) => {
              const picked = new Set(field.value);
              const toggle = (id: string, on: boolean) =>
                field.onChange(on ? [...field.value, id] : field.value.filter((v) => v !== id));
              return (
                <div className="grid gap-2 sm:grid-cols-2">
                  <div className="flex items-center gap-2 sm:col-span-2">
                    <Checkbox
                      id="party-everyone"
                      checked={picked.size === members.length}
                      onCheckedChange={(on) =>
                        field.onChange(on === true ? members.map((m) => m.userId) : [])
                      }
                    />
                    <Label htmlFor="party-everyone">
                      {t(
                        { id: "party.addPeople.everyone", defaultMessage: "Everyone ({count})" },
                        { count: members.length },
                      )}
                    </Label>
                  </div>
                  {members.map((m) => (
                    <div key={m.userId} className="flex min-w-0 items-center gap-2">
                      <Checkbox
                        id={`party-member-${m.userId}`}
                        checked={picked.has(m.userId)}
                        onCheckedChange={(on) => toggle(m.userId, on === true)}
                      />
                      <Label
                        htmlFor={`party-member-${m.userId}`}
                        className="min-w-0 truncate font-normal"
                      >
                        {m.name}
                      </Label>
                      <span className="text-sm text-muted-foreground capitalize">
                        {t(
                          {
                            id: "party.addPeople.role",
                            defaultMessage:
                              "{role, select, owner {owner} manager {manager} artist {artist} crew {crew} other {{role}}}",
                          },
                          { role: m.role },
                        )}
                      </span>
                    </div>
                  ))}
                </div>
              );
            }}
          />
        )}
        {pickError ? (
          <p role="alert" className="text-sm text-destructive">
            {pickError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "party.addPeople.withoutAccount", defaultMessage: "People without an account" })}
        </legend>
        {names.fields.map((row, i) => (
          <div key={row.id} className="flex items-end gap-2">
            <FormField
              label={t(
                { id: "party.addPeople.name", defaultMessage: "Name {number}" },
                { number: i + 1 },
              )}
              error={errors.names?.[i]?.name?.message}
              className="flex-1"
            >
              <Input {...form.register(`names.${i}.name`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t(
                { id: "party.addPeople.removeName", defaultMessage: "Remove name {number}" },
                { number: i + 1 },
              )}
              onClick={() => names.remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => names.append({ name: "" })}
          >
            <Plus aria-hidden="true" />
            {t({ id: "party.addPeople.addName", defaultMessage: "Add a name" })}
          </Button>
        </div>
      </fieldset>
      <RateFields form={form} />
    </FormDialog>
  );
}
