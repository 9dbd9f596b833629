import { useEffect, useId, useState } from "react";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { t } from "@/client/i18n/t";
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
      title={t({ id: "merch.deleteProject.title", defaultMessage: "Delete Design Project" })}
      onConfirm={() => (item ? remove.mutateAsync(item.id) : undefined)}
      successToast={{
        title: t({ id: "merch.deleteProject.deleted", defaultMessage: "Design project deleted" }),
      }}
    >
      {t(
        {
          id: "merch.deleteProject.body",
          defaultMessage:
            'Are you sure you want to delete "{title}"? Its proofs and review thread go with it. This action cannot be undone.',
        },
        { title: item?.title ?? "" },
      )}
    </ConfirmDeleteDialog>
  );
}

export function DeleteProductDialog({ item, onClose }: DeleteProps<MerchProduct>) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t({ id: "merch.deleteProduct.title", defaultMessage: "Delete Product" })}
      onConfirm={() => (item ? remove.mutateAsync(item.id) : undefined)}
      successToast={{
        title: t({ id: "merch.deleteProduct.deleted", defaultMessage: "Product deleted" }),
      }}
    >
      {t(
        {
          id: "merch.deleteProduct.body",
          defaultMessage:
            'Are you sure you want to delete "{name}"? Its stock and show counts go with it. This action cannot be undone.',
        },
        { name: item?.name ?? "" },
      )}
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
      title={t({ id: "merch.deletePartner.title", defaultMessage: "Delete Partner" })}
      onConfirm={() =>
        item
          ? remove.mutateAsync({ id: item.id, projects: projects > 0 ? choice : undefined })
          : undefined
      }
      successToast={{
        title: t({ id: "merch.deletePartner.deleted", defaultMessage: "Partner deleted" }),
      }}
    >
      <span className="block">
        {t(
          {
            id: "merch.deletePartner.body",
            defaultMessage:
              'Are you sure you want to delete "{name}"? This action cannot be undone.',
          },
          { name: item?.name ?? "" },
        )}
      </span>
      {projects > 0 && (
        <span
          role="radiogroup"
          aria-label={t({
            id: "merch.deletePartner.theirProjects",
            defaultMessage: "Their design projects",
          })}
          className="mt-3 block space-y-2 text-foreground"
        >
          <span className="block">
            {t(
              {
                id: "merch.deletePartner.hasProjects",
                defaultMessage:
                  "{name} has {count, plural, one {# design project} other {# design projects}}:",
              },
              { name: item?.name ?? "", count: projects },
            )}
          </span>
          {(
            [
              [
                "keep",
                t({
                  id: "merch.deletePartner.keep",
                  defaultMessage: "Keep them, without a partner",
                }),
              ],
              [
                "delete",
                t({
                  id: "merch.deletePartner.deleteToo",
                  defaultMessage: "Delete them too, with their proofs",
                }),
              ],
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
