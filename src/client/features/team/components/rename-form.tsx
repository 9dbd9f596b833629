import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { showServerErrors } from "@/client/lib/server-errors";
import { workspaceNameInputSchema } from "@/domain/team/workspaces";

/** The owner renames the workspace (the act's name, as on a poster). */
export function RenameForm({
  name,
  onRename,
}: {
  name: string;
  onRename(name: string): Promise<unknown>;
}) {
  const form = useForm<{ name: string }>({
    resolver: zodResolver(workspaceNameInputSchema),
    defaultValues: { name },
  });
  useEffect(() => form.reset({ name }), [name, form]);
  const submit = form.handleSubmit(async (input) => {
    try {
      await onRename(input.name);
      toast.success(t({ id: "team.rename.renamed", defaultMessage: "Workspace renamed" }), {
        description: t(
          { id: "team.rename.renamedDescription", defaultMessage: "It is now {name}." },
          { name: input.name },
        ),
      });
    } catch (err) {
      showServerErrors(form, err instanceof Error ? err : new Error(String(err)));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <FormField
        label={t({ id: "team.rename.label", defaultMessage: "Workspace name" })}
        error={form.formState.errors.name?.message}
        className="min-w-0 flex-1 basis-56"
      >
        <Input {...form.register("name")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting
          ? t({ id: "team.rename.saving", defaultMessage: "Saving..." })
          : t({ id: "team.rename.submit", defaultMessage: "Rename" })}
      </Button>
    </form>
  );
}
