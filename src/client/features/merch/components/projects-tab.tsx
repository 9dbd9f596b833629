import { CalendarDays, FileImage } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { t } from "@/client/i18n/t";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { thumbnailUrl } from "../api/design-projects";
import { designKindLabel } from "../labels";
import { DesignStatusBadge } from "./merch-badges";
import { AddButton, MerchTabFrame } from "./merch-tab-frame";

interface ProjectsTabProps {
  projects: DesignProject[];
  onCreate(): void;
  onOpen(project: DesignProject): void;
  onEdit(project: DesignProject): void;
  onDelete(project: DesignProject): void;
}

function ProjectCard({
  project: p,
  onOpen,
  onEdit,
  onDelete,
}: Omit<ProjectsTabProps, "projects" | "onCreate"> & { project: DesignProject }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="flex aspect-[3/2] items-center justify-center bg-muted">
        {p.coverFileId ? (
          <img
            src={thumbnailUrl(p.coverFileId)}
            alt={t(
              { id: "merch.projects.latestProof", defaultMessage: "Latest proof of {title}" },
              { title: p.title },
            )}
            className="size-full object-contain"
            loading="lazy"
          />
        ) : (
          <FileImage className="size-10 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 break-words font-semibold">{p.title}</h2>
          <DesignStatusBadge status={p.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {designKindLabel(p.kind)}
          {p.partnerName && ` · ${p.partnerName}`}
          {p.tourTitle && ` · ${p.tourTitle}`}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t(
            {
              id: "merch.projects.dueProofs",
              defaultMessage: "{due} · {count, plural, one {# proof} other {# proofs}}",
            },
            {
              due: p.dueDate
                ? t(
                    { id: "merch.projects.due", defaultMessage: "Due {date}" },
                    { date: formatCalendarDate(p.dueDate) },
                  )
                : t({ id: "merch.projects.noDueDate", defaultMessage: "No due date" }),
              count: p.fileCount,
            },
          )}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t(
              { id: "merch.projects.openLabel", defaultMessage: "Open {title}" },
              { title: p.title },
            )}
            onClick={() => onOpen(p)}
          >
            {t({ id: "merch.projects.open", defaultMessage: "Open" })}
          </Button>
          <RowActions label={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
        </div>
      </CardContent>
    </Card>
  );
}

export function ProjectsTab({ projects, onCreate, ...actions }: ProjectsTabProps) {
  return (
    <MerchTabFrame
      empty={projects.length === 0}
      emptyText={t({ id: "merch.projects.empty", defaultMessage: "No design projects yet" })}
      addFirstLabel={t({
        id: "merch.projects.createFirst",
        defaultMessage: "Create Your First Project",
      })}
      onCreate={onCreate}
      actions={
        <div className="flex justify-end">
          <AddButton onClick={onCreate}>
            {t({ id: "merch.projects.new", defaultMessage: "New Project" })}
          </AddButton>
        </div>
      }
      gridClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {projects.map((p) => (
        <ProjectCard key={p.id} project={p} {...actions} />
      ))}
    </MerchTabFrame>
  );
}
