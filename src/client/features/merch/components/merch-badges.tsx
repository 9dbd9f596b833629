import { Badge, type BadgeProps } from "@/client/components/ui/badge";
import { DESIGN_STATUS_LABELS, type DesignStatus } from "@/domain/merch/design-projects";
import { PRODUCT_STATUS_LABELS, type ProductStatus } from "@/domain/merch/products";

const designVariant: Record<DesignStatus, BadgeProps["variant"]> = {
  pending: "secondary",
  "in-review": "warning",
  approved: "success",
  completed: "default",
};

export const DesignStatusBadge = ({ status }: { status: DesignStatus }) => (
  <Badge variant={designVariant[status]}>{DESIGN_STATUS_LABELS[status]}</Badge>
);

const productVariant: Record<ProductStatus, BadgeProps["variant"]> = {
  draft: "outline",
  ready: "success",
  "sold-out": "destructive",
};

export const ProductStatusBadge = ({ status }: { status: ProductStatus }) => (
  <Badge variant={productVariant[status]}>{PRODUCT_STATUS_LABELS[status]}</Badge>
);
