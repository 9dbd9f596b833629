import { useQuery } from "@tanstack/react-query";
import { useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { shownOr } from "@/domain/hidden";
import {
  DESIGN_KIND_LABELS,
  DESIGN_KINDS,
  type DesignProjectFormValues,
  designProjectInputSchema,
} from "@/domain/merch/design-projects";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { merchPartnersQuery } from "../api/merch-partners";
import { useCreateProject, useUpdateProject } from "../api/use-design-project-mutations";
import { MerchFormDialog, OptionalLinkSelects } from "./merch-form-dialog";

const kindOptions = DESIGN_KINDS.map((k) => ({ value: k, label: DESIGN_KIND_LABELS[k] }));

const toForm = (p: DesignProject | null): DesignProjectFormValues => ({
  title: p?.title ?? "",
  kind: p?.kind ?? "poster",
  tourId: p?.tourId ?? "",
  partnerId: p?.partnerId ?? "",
  dueDate: p?.dueDate ?? "",
  // Only managers edit a project, and they read its brief.
  brief: (p && shownOr(p.brief, null)) ?? "",
});

/** Create a design project, or edit `project` (its status moves in the project's own view). */
export function ProjectDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  project: DesignProject | null;
}) {
  const form = useDialogForm(designProjectInputSchema, open, toForm(project));
  const tours = useQuery({ ...tourOptionsQuery, enabled: open });
  const partners = useQuery({ ...merchPartnersQuery, enabled: open });
  const create = useCreateProject();
  const update = useUpdateProject();
  const { errors } = form.formState;
  const tourChoices = (tours.data ?? []).map((t) => ({ value: t.id, label: t.title }));
  const designers = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const links = [
    { name: "tourId", label: "Tour", options: tourChoices, emptyLabel: "No tour" },
    { name: "partnerId", label: "Designer", options: designers, emptyLabel: "No partner" },
  ] as const;
  return (
    <MerchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      editing={project}
      words={{
        add: {
          title: "New Design Project",
          submit: "Create Project",
          toast: "Design project created",
        },
        edit: {
          title: "Edit Design Project",
          submit: "Save Project",
          toast: "Design project updated",
        },
      }}
      description="A poster, shirt, album art or social asset, from brief to approved proof."
      form={form}
      create={create.mutateAsync}
      update={update.mutateAsync}
    >
      <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Spring tour poster" {...form.register("title")} />
      </FormField>
      <FormSelect
        control={form.control}
        name="kind"
        label="Kind"
        options={kindOptions}
        error={errors.kind?.message}
        fallback="poster"
      />
      <FormField label="Due date" error={errors.dueDate?.message}>
        <Input type="date" {...form.register("dueDate")} />
      </FormField>
      <OptionalLinkSelects form={form} links={links} />
      <FormField label="Brief" error={errors.brief?.message} className="sm:col-span-2">
        <Textarea
          rows={4}
          placeholder="Sizes, colours, print method, references"
          {...form.register("brief")}
        />
      </FormField>
    </MerchFormDialog>
  );
}
