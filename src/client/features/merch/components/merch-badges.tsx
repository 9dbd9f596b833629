import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import type { DesignStatus } from "@/domain/merch/design-projects";
import type { ProductStatus } from "@/domain/merch/products";
import { designStatusLabel, productStatusLabel } from "../labels";

const designVariant: Record<DesignStatus, BadgeProps["variant"]> = {
  pending: "secondary",
  "in-review": "warning",
  approved: "success",
  completed: "default",
};

export const DesignStatusBadge = ({ status }: { status: DesignStatus }) => (
  <Badge variant={designVariant[status]}>{designStatusLabel(status)}</Badge>
);

const productVariant: Record<ProductStatus, BadgeProps["variant"]> = {
  draft: "outline",
  ready: "success",
  "sold-out": "destructive",
};

export const ProductStatusBadge = ({ status }: { status: ProductStatus }) => (
  <Badge variant={productVariant[status]}>{productStatusLabel(status)}</Badge>
);
