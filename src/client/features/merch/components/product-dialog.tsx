import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { CurrencySelect } from "@/client/components/currency-select";
import { useDialogForm } from "@/client/components/form-dialog";
import { FormSelect } from "@/client/components/form-select";
import { MoneyInput } from "@/client/components/money-input";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { t } from "@/client/i18n/t";
import { useHomeCurrency } from "@/client/lib/use-money";
import type { CurrencyCode } from "@/domain/currencies/currency";
import { isSignedOff } from "@/domain/merch/design-projects";
import {
  formatMargin,
  MAX_VARIANTS,
  type MerchProduct,
  type MerchProductFormValues,
  merchProductInputSchema,
  ONE_SIZE,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SHIRT_SIZES,
} from "@/domain/merch/products";
import { parseMoney } from "@/domain/money";
import { designProjectsQuery } from "../api/design-projects";
import { merchPartnersQuery } from "../api/merch-partners";
import { useCreateProduct, useUpdateProduct } from "../api/use-merch-product-mutations";
import { productStatusLabel, productTypeLabel } from "../labels";
import { MerchFormDialog, OptionalLinkSelects } from "./merch-form-dialog";

const typeOptions = () => PRODUCT_TYPES.map((p) => ({ value: p, label: productTypeLabel(p) }));
const statusOptions = () =>
  PRODUCT_STATUSES.map((s) => ({ value: s, label: productStatusLabel(s) }));

/** A new product: from a design when one is given, as a draft in one size. */
export const newProductForm = (design?: { id: string; title: string }): MerchProductFormValues => ({
  name: design?.title ?? "",
  type: "t-shirt",
  status: "draft",
  designProjectId: design?.id ?? "",
  partnerId: "",
  // Empty: the home currency (the server's when the form never learnt it).
  currency: "",
  price: "",
  unitCost: "",
  variants: [{ id: "", label: ONE_SIZE, stock: "0" }],
});

const toForm = (p: MerchProduct): MerchProductFormValues => ({
  ...p,
  designProjectId: p.designProjectId ?? "",
  partnerId: p.partnerId ?? "",
  variants: p.variants.map((v) => ({ id: v.id, label: v.label, stock: String(v.stock) })),
});

function MarginPreview({
  price,
  unitCost,
  currency,
}: {
  price: unknown;
  unitCost: unknown;
  currency: CurrencyCode;
}) {
  const p = parseMoney(
    price ?? "",
    t({ id: "merch.productDialog.priceLabel", defaultMessage: "Price" }),
  );
  const c = parseMoney(
    unitCost ?? "",
    t({ id: "merch.productDialog.unitCostLabel", defaultMessage: "Unit cost" }),
  );
  if (!p.ok || !c.ok) return null;
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
      {t(
        { id: "merch.productDialog.margin", defaultMessage: "Margin per unit: {margin}" },
        { margin: formatMargin(p.value, c.value, currency) },
      )}
    </p>
  );
}

export function ProductDialog({
  open,
  onOpenChange,
  product,
  initial,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  product: MerchProduct | null;
  /** Starting values of a new product (e.g. made from an approved design). */
  initial?: MerchProductFormValues;
}) {
  const form = useDialogForm(
    merchProductInputSchema,
    open,
    product ? toForm(product) : (initial ?? newProductForm()),
  );
  const variants = useFieldArray({ control: form.control, name: "variants" });
  const [price, unitCost, picked] = useWatch({
    control: form.control,
    name: ["price", "unitCost", "currency"],
  });
  const home = useHomeCurrency();
  // Issue 41: the price list's currency; every amount's label names it.
  const currency = String(picked || home).toUpperCase();
  const projects = useQuery({ ...designProjectsQuery, enabled: open });
  const partners = useQuery({ ...merchPartnersQuery, enabled: open });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { errors } = form.formState;
  const designs = (projects.data ?? [])
    .filter((p) => isSignedOff(p.status))
    .map((p) => ({ value: p.id, label: p.title }));
  const printShops = (partners.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const links = [
    {
      name: "designProjectId",
      label: t({ id: "merch.productDialog.design", defaultMessage: "Design (approved)" }),
      options: designs,
      emptyLabel: t({ id: "merch.productDialog.noDesign", defaultMessage: "No design" }),
    },
    {
      name: "partnerId",
      label: t({ id: "merch.partnerKind.printShop", defaultMessage: "Print shop" }),
      options: printShops,
      emptyLabel: t({ id: "merch.productDialog.noPrintShop", defaultMessage: "No print shop" }),
    },
  ] as const;
  return (
    <MerchFormDialog
      open={open}
      onOpenChange={onOpenChange}
      editing={product}
      words={{
        add: {
          title: t({ id: "merch.productDialog.add", defaultMessage: "Add Product" }),
          submit: t({ id: "merch.productDialog.add", defaultMessage: "Add Product" }),
          toast: t({ id: "merch.productDialog.added", defaultMessage: "Product added" }),
        },
        edit: {
          title: t({ id: "merch.productDialog.edit", defaultMessage: "Edit Product" }),
          submit: t({ id: "merch.productDialog.save", defaultMessage: "Save Product" }),
          toast: t({ id: "merch.productDialog.updated", defaultMessage: "Product updated" }),
        },
      }}
      description={t({
        id: "merch.productDialog.description",
        defaultMessage:
          "Price, cost and stock per variant. Ready means status Ready with stock to sell.",
      })}
      form={form}
      create={create.mutateAsync}
      update={update.mutateAsync}
    >
      <FormField
        label={t({ id: "merch.productDialog.name", defaultMessage: "Name" })}
        error={errors.name?.message}
        className="sm:col-span-2"
      >
        <Input
          placeholder={t({
            id: "merch.productDialog.namePlaceholder",
            defaultMessage: "e.g. Owl logo tee",
          })}
          {...form.register("name")}
        />
      </FormField>
      <FormSelect
        control={form.control}
        name="type"
        label={t({ id: "merch.productDialog.type", defaultMessage: "Type" })}
        options={typeOptions()}
        error={errors.type?.message}
        fallback="t-shirt"
      />
      <FormSelect
        control={form.control}
        name="status"
        label={t({ id: "merch.productDialog.status", defaultMessage: "Status" })}
        options={statusOptions()}
        error={errors.status?.message}
        fallback="draft"
      />
      <CurrencySelect
        control={form.control}
        error={errors.currency?.message}
        fallback={home}
        className="sm:col-span-2"
      />
      <FormField
        label={t(
          { id: "merch.productDialog.price", defaultMessage: "Price ({currency})" },
          { currency },
        )}
        error={errors.price?.message}
      >
        <MoneyInput {...form.register("price")} />
      </FormField>
      <FormField
        label={t(
          { id: "merch.productDialog.unitCost", defaultMessage: "Unit cost ({currency})" },
          { currency },
        )}
        error={errors.unitCost?.message}
      >
        <MoneyInput {...form.register("unitCost")} />
      </FormField>
      <MarginPreview price={price} unitCost={unitCost} currency={currency} />
      <OptionalLinkSelects form={form} links={links} />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">
          {t({ id: "merch.productDialog.variants", defaultMessage: "Variants and stock" })}
        </legend>
        {variants.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
            <FormField
              label={t(
                { id: "merch.productDialog.variant", defaultMessage: "Variant {n}" },
                { n: i + 1 },
              )}
              error={errors.variants?.[i]?.label?.message}
            >
              <Input {...form.register(`variants.${i}.label`)} />
            </FormField>
            <FormField
              label={t({ id: "merch.productDialog.stock", defaultMessage: "Stock" })}
              error={errors.variants?.[i]?.stock?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...form.register(`variants.${i}.stock`)}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t(
                { id: "merch.productDialog.removeVariant", defaultMessage: "Remove variant {n}" },
                { n: i + 1 },
              )}
              disabled={variants.fields.length === 1}
              onClick={() => variants.remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.variants?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.variants.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={variants.fields.length >= MAX_VARIANTS}
            onClick={() => variants.append({ id: "", label: "", stock: "0" })}
          >
            <Plus aria-hidden="true" />
            {t({ id: "merch.productDialog.addVariant", defaultMessage: "Add Variant" })}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              variants.replace(SHIRT_SIZES.map((label) => ({ id: "", label, stock: "0" })))
            }
            disabled={Boolean(product)}
          >
            {t({ id: "merch.productDialog.sizes", defaultMessage: "Sizes S–XXL" })}
          </Button>
        </div>
      </fieldset>
    </MerchFormDialog>
  );
}
