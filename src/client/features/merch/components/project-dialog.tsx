import { useQuery } from "@tanstack/react-query";
import { useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { tourOptionsQuery } from "@/client/lib/tour-options";
import { shownOr } from "@/domain/hidden";
import {
  DESIGN_KINDS,
  type DesignProjectFormValues,
  designProjectInputSchema,
} from "@/domain/merch/design-projects";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { merchPartnersQuery } from "../api/merch-partners";
import { useCreateProject, useUpdateProject } from "../api/use-design-project-mutations";
import { designKindLabel } from "../labels";
import { MerchFormDialog, OptionalLinkSelects } from "./merch-form-dialog";

const kindOptions = () => DESIGN_KINDS.map((k) => ({ value: k, label: designKindLabel(k) }));

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
  const tourChoices = (tours.data ?? []).map((tour) => ({ value: tour.id, label: tour.title }));
  const designers = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const links = [
    {
      name: "tourId",
      label: t({ id: "merch.crewCounts.tour", defaultMessage: "Tour" }),
      options: tourChoices,
      emptyLabel: t({ id: "merch.projectDialog.noTour", defaultMessage: "No tour" }),
    },
    {
      name: "partnerId",
      label: t({ id: "merch.partnerKind.designer", defaultMessage: "Designer" }),
      options: designers,
      emptyLabel: t({ id: "merch.projectDialog.noPartner", defaultMessage: "No partner" }),
    },
  ] as const;
  return (
    <MerchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      editing={project}
      words={{
        add: {
          title: t({ id: "merch.projectDialog.newTitle", defaultMessage: "New Design Project" }),
          submit: t({ id: "merch.projectDialog.create", defaultMessage: "Create Project" }),
          toast: t({ id: "merch.projectDialog.created", defaultMessage: "Design project created" }),
        },
        edit: {
          title: t({ id: "merch.projectDialog.editTitle", defaultMessage: "Edit Design Project" }),
          submit: t({ id: "merch.projectDialog.save", defaultMessage: "Save Project" }),
          toast: t({ id: "merch.projectDialog.updated", defaultMessage: "Design project updated" }),
        },
      }}
      description={t({
        id: "merch.projectDialog.description",
        defaultMessage: "A poster, shirt, album art or social asset, from brief to approved proof.",
      })}
      form={form}
      create={create.mutateAsync}
      update={update.mutateAsync}
    >
      <FormField
        label={t({ id: "merch.projectDialog.titleLabel", defaultMessage: "Title" })}
        error={errors.title?.message}
        className="sm:col-span-2"
      >
        <Input
          placeholder={t({
            id: "merch.projectDialog.titlePlaceholder",
            defaultMessage: "e.g. Spring tour poster",
          })}
          {...form.register("title")}
        />
      </FormField>
      <FormSelect
        control={form.control}
        name="kind"
        label={t({ id: "merch.partnerDialog.kind", defaultMessage: "Kind" })}
        options={kindOptions()}
        error={errors.kind?.message}
        fallback="poster"
      />
      <FormField
        label={t({ id: "merch.projectDialog.dueDate", defaultMessage: "Due date" })}
        error={errors.dueDate?.message}
      >
        <Input type="date" {...form.register("dueDate")} />
      </FormField>
      <OptionalLinkSelects form={form} links={links} />
      <FormField
        label={t({ id: "merch.projectDialog.brief", defaultMessage: "Brief" })}
        error={errors.brief?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          placeholder={t({
            id: "merch.projectDialog.briefPlaceholder",
            defaultMessage: "Sizes, colours, print method, references",
          })}
          {...form.register("brief")}
        />
      </FormField>
    </MerchFormDialog>
  );
}
