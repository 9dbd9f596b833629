import { useEffect, useId, useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import type { MerchPartner, PartnerProjectChoice } from "@/domain/merch/partners";
import type { MerchProduct } from "@/domain/merch/products";
import type { ShownDesignProject as DesignProject } from "@/domain/merch/reader-shape";
import { useDeleteProject } from "../api/use-design-project-mutations";
import { useDeleteProduct } from "../api/use-merch-product-mutations";
import { useDeletePartner } from "../api/use-partner-mutations";

interface DeleteProps<T> {
  item: T | null;
  onClose(): void;
}

export function DeleteProjectDialog({ item, onClose }: DeleteProps<DesignProject>) {
  const remove = useDeleteProject();
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Design Project"
      onConfirm={() => (item ? remove.mutateAsync(item.id) : undefined)}
      successToast={{ title: "Design project deleted" }}
    >
      Are you sure you want to delete "{item?.title}"? Its proofs and review thread go with it. This
      action cannot be undone.
    </ConfirmDeleteDialog>
  );
}

export function DeleteProductDialog({ item, onClose }: DeleteProps<MerchProduct>) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Product"
      onConfirm={() => (item ? remove.mutateAsync(item.id) : undefined)}
      successToast={{ title: "Product deleted" }}
    >
      Are you sure you want to delete "{item?.name}"? Its stock and show counts go with it. This
      action cannot be undone.
    </ConfirmDeleteDialog>
  );
}

/** A partner with projects asks what happens to them: keep them without a partner, or delete them. */
export function DeletePartnerDialog({ item, onClose }: DeleteProps<MerchPartner>) {
  const remove = useDeletePartner();
  const [choice, setChoice] = useState<PartnerProjectChoice>("keep");
  const name = useId();
  useEffect(() => {
    if (item) setChoice("keep");
  }, [item]);
  const projects = item?.projectCount ?? 0;
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Partner"
      onConfirm={() =>
        item
          ? remove.mutateAsync({ id: item.id, projects: projects > 0 ? choice : undefined })
          : undefined
      }
      successToast={{ title: "Partner deleted" }}
    >
      <span className="block">
        Are you sure you want to delete "{item?.name}"? This action cannot be undone.
      </span>
      {projects > 0 && (
        <span
          role="radiogroup"
          aria-label="Their design projects"
          className="mt-3 block space-y-2 text-foreground"
        >
          <span className="block">
            {item?.name} has {projects} design {projects === 1 ? "project" : "projects"}:
          </span>
          {(
            [
              ["keep", "Keep them, without a partner"],
              ["delete", "Delete them too, with their proofs"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </span>
      )}
    </ConfirmDeleteDialog>
  );
}
