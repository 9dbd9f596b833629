import { CalendarDays, FileImage } from "lucide-react";
import { RowActions } from "@/client/components/row-actions";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { DESIGN_KIND_LABELS } from "@/domain/merch/design-projects";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { formatCalendarDate } from "@/domain/tour-timing";
import { thumbnailUrl } from "../api/design-projects";
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
            alt={`Latest proof of ${p.title}`}
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
          {DESIGN_KIND_LABELS[p.kind]}
          {p.partnerName && ` · ${p.partnerName}`}
          {p.tourTitle && ` · ${p.tourTitle}`}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          {p.dueDate ? `Due ${formatCalendarDate(p.dueDate)}` : "No due date"} · {p.fileCount}{" "}
          {p.fileCount === 1 ? "proof" : "proofs"}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Open ${p.title}`}
            onClick={() => onOpen(p)}
          >
            Open
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
      emptyText="No design projects yet"
      addFirstLabel="Create Your First Project"
      onCreate={onCreate}
      actions={
        <div className="flex justify-end">
          <AddButton onClick={onCreate}>New Project</AddButton>
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
