import { FormDialog, useDialogForm } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { workspaceNameInputSchema } from "@/domain/team/workspaces";

interface CreateWorkspaceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreate(name: string): Promise<unknown>;
}

/** "Create workspace": a new act, owned by the person, who then works in it. */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
  onCreate,
}: CreateWorkspaceDialogProps) {
  const form = useDialogForm(workspaceNameInputSchema, open, { name: "" });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ id: "app.createWorkspace.title", defaultMessage: "Create workspace" })}
      description={t({
        id: "app.createWorkspace.description",
        defaultMessage:
          "A workspace holds one act's tours, shows and money. You will be its owner.",
      })}
      form={form}
      onSubmit={({ name }) => onCreate(name)}
      submitLabel={t({ id: "app.createWorkspace.title", defaultMessage: "Create workspace" })}
      successToast={t({ id: "app.createWorkspace.created", defaultMessage: "Workspace created" })}
    >
      <FormField
        label={t({ id: "app.createWorkspace.name", defaultMessage: "Name" })}
        error={form.formState.errors.name?.message}
      >
        <Input
          autoComplete="off"
          placeholder={t({
            id: "app.createWorkspace.namePlaceholder",
            defaultMessage: "The act's name",
          })}
          {...form.register("name")}
        />
      </FormField>
    </FormDialog>
  );
}
