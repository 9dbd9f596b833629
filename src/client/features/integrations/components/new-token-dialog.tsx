import { toast } from "sonner";
import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { ApiRequestError } from "@/client/lib/api-client";
import type { CreatedTokenAnswer } from "@/domain/integrations/tokens";
import type { Role } from "@/domain/team/roles";
import { useCreateToken } from "../api/tokens";
import { ExpiryField } from "./expiry-field";
import { emptyNewToken, newTokenFormSchema } from "./new-token-form";
import { ScopeGrid } from "./scope-grid";

/** The server's own field names, and where each lands in this form. */
const FIELD_OF: Record<string, "name" | "scopes" | "expiresOn"> = {
  name: "name",
  scopes: "scopes",
  expiresOn: "expiresOn",
};

/** Makes a personal access token; `onCreated` receives it with its secret (shown once). */
export function NewTokenDialog({
  open,
  onOpenChange,
  role,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  role: Role | undefined;
  onCreated(token: CreatedTokenAnswer): void;
}) {
  const form = useDialogForm(newTokenFormSchema, open, emptyNewToken());
  const create = useCreateToken();
  const { errors } = form.formState;
  // A scope the server refuses is named "scopes.3"; a picked date outside the year lands on
  // the date even when a number of days was chosen (the day they stand for was refused).
  const placeRefusal = (err: Error) => {
    const fields = err instanceof ApiRequestError ? (err.fields ?? {}) : {};
    let placed = false;
    for (const [key, message] of Object.entries(fields)) {
      const field = FIELD_OF[key.split(".")[0] ?? ""];
      if (!field) continue;
      form.setError(field, { message });
      placed = true;
    }
    if (!placed)
      toast.error(t({ id: "common.error", defaultMessage: "Error" }), { description: err.message });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "integrations.newToken.title", defaultMessage: "New API token" })}
      description={t({
        id: "integrations.newToken.description",
        defaultMessage: "The token acts as you, with your role, in this workspace only.",
      })}
      form={form}
      onSubmit={(input) => create.mutateAsync(input)}
      submitLabel={t({ id: "integrations.newToken.submit", defaultMessage: "Create token" })}
      successToast={t({ id: "integrations.newToken.created", defaultMessage: "Token created" })}
      onSaved={(token) => {
        // The secret stays only in the dialog that shows it, not in the mutation's cache.
        create.reset();
        onCreated(token);
      }}
      onError={placeRefusal}
      className="sm:max-w-xl"
    >
      <FormField
        label={t({ id: "integrations.newToken.name", defaultMessage: "Name" })}
        error={errors.name?.message}
        hint={t({
          id: "integrations.newToken.nameHint",
          defaultMessage: "What uses it, so you know which to revoke: “Website”, “Accounting”.",
        })}
      >
        <Input autoComplete="off" maxLength={100} {...form.register("name")} />
      </FormField>
      <ScopeGrid role={role} register={form.register} error={errors.scopes?.message} />
      <ExpiryField form={form} />
    </FormDialog>
  );
}
