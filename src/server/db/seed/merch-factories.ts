import type { DesignProjectFormValues } from "@/domain/merch/design-projects";
import type { MerchPartnerFormValues } from "@/domain/merch/partners";
import type { MerchProductFormValues } from "@/domain/merch/products";

/** Request bodies for the merch API, with overrides; tests and the demo seed share them. */
export const partnerFactory = (
  o: Partial<MerchPartnerFormValues> = {},
): MerchPartnerFormValues => ({
  name: "Inkwell Studio",
  kind: "designer",
  contactName: "Nia Brooks",
  email: "nia@inkwell.example",
  website: "https://inkwell.example",
  notes: null,
  ...o,
});

export const projectFactory = (
  o: Partial<DesignProjectFormValues> = {},
): DesignProjectFormValues => ({
  title: "Midnight Highway poster",
  kind: "poster",
  dueDate: null,
  brief: "Two-colour screen print, 18×24",
  ...o,
});

export const productFactory = (
  o: Partial<MerchProductFormValues> = {},
): MerchProductFormValues => ({
  name: "Night Owls tee",
  type: "t-shirt",
  status: "ready",
  price: "25.00",
  unitCost: "8.50",
  variants: [
    { label: "S", stock: 20 },
    { label: "M", stock: 30 },
    { label: "L", stock: 30 },
  ],
  ...o,
});
