import { type Message, t } from "@/client/i18n/t";
import {
  DESIGN_STATUS_LABELS,
  type DesignKind,
  type DesignStatus,
} from "@/domain/merch/design-projects";
import type { PartnerKind } from "@/domain/merch/partners";
import type { ProductStatus, ProductType } from "@/domain/merch/products";

/**
 * Merch's words in the reader's language (issue 55): the stored values stay as they are, the
 * labels shown for them are messages, read when rendering (never frozen at module level).
 */
const DESIGN_KIND: Record<DesignKind, Message> = {
  poster: { id: "merch.designKind.poster", defaultMessage: "Poster" },
  shirt: { id: "merch.designKind.shirt", defaultMessage: "Shirt" },
  "album-art": { id: "merch.designKind.albumArt", defaultMessage: "Album art" },
  "social-asset": { id: "merch.designKind.socialAsset", defaultMessage: "Social asset" },
  other: { id: "merch.designKind.other", defaultMessage: "Other" },
};
export const designKindLabel = (k: DesignKind) => t(DESIGN_KIND[k]);

export const designStatusLabel = (s: DesignStatus) => t(DESIGN_STATUS_LABELS[s]);

const PARTNER_KIND: Record<PartnerKind, Message> = {
  designer: { id: "merch.partnerKind.designer", defaultMessage: "Designer" },
  "print-shop": { id: "merch.partnerKind.printShop", defaultMessage: "Print shop" },
  other: { id: "merch.partnerKind.other", defaultMessage: "Other" },
};
export const partnerKindLabel = (k: PartnerKind) => t(PARTNER_KIND[k]);

const PRODUCT_TYPE: Record<ProductType, Message> = {
  "t-shirt": { id: "merch.productType.tShirt", defaultMessage: "T-shirt" },
  hoodie: { id: "merch.productType.hoodie", defaultMessage: "Hoodie" },
  poster: { id: "merch.productType.poster", defaultMessage: "Poster" },
  vinyl: { id: "merch.productType.vinyl", defaultMessage: "Vinyl" },
  cd: { id: "merch.productType.cd", defaultMessage: "CD" },
  hat: { id: "merch.productType.hat", defaultMessage: "Hat" },
  tote: { id: "merch.productType.tote", defaultMessage: "Tote bag" },
  sticker: { id: "merch.productType.sticker", defaultMessage: "Sticker" },
  other: { id: "merch.productType.other", defaultMessage: "Other" },
};
export const productTypeLabel = (p: ProductType) => t(PRODUCT_TYPE[p]);

const PRODUCT_STATUS: Record<ProductStatus, Message> = {
  draft: { id: "merch.productStatus.draft", defaultMessage: "Draft" },
  ready: { id: "merch.productStatus.ready", defaultMessage: "Ready" },
  "sold-out": { id: "merch.productStatus.soldOut", defaultMessage: "Sold out" },
};
export const productStatusLabel = (s: ProductStatus) => t(PRODUCT_STATUS[s]);
