import { Hono } from "hono";
import {
  type MerchProduct,
  merchProductInputSchema,
  soldInCurrencyMessage,
} from "@/domain/merch/products";
import type { AppEnv } from "../../context";
import {
  createMerchProduct,
  deleteMerchProduct,
  listMerchProducts,
  type ProductWriteError,
  updateMerchProduct,
} from "../../db/queries/merch/products";
import { type ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const PRODUCT_NOT_FOUND = "Product not found";

const fieldError = (field: string, message: string) => fieldErrors({ [field]: message });

function productError(error: ProductWriteError): ApiError {
  if (error === "missing") return notFound(PRODUCT_NOT_FOUND);
  // Another account's design or partner is refused exactly like one that does not exist.
  if (error === "design") return fieldError("designProjectId", "Choose an approved design");
  if (error === "partner") return fieldError("partnerId", "Choose one of your partners");
  if (error === "variant") return fieldError("variants", "Unknown variant");
  if ("decimals" in error) return fieldErrors(error.decimals);
  if ("soldIn" in error) {
    const message = soldInCurrencyMessage(error.soldIn);
    return fieldErrors({ currency: message }, { code: "conflict", message });
  }
  const message = `Shows have counted ${error.variantHasCounts}: keep it and set its stock to 0 instead`;
  return fieldErrors({ variants: message }, { code: "conflict", message });
}

const isProductError = (r: MerchProduct | ProductWriteError): r is ProductWriteError =>
  typeof r === "string" || !("id" in r);

/** /merch/products — products with their variants and stock. */
export const merchProductsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listMerchProducts(c.get("db"), c.get("workspace").id)))
  .post("/", validate("json", merchProductInputSchema), async (c) => {
    const result = await createMerchProduct(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("json"),
    );
    if (isProductError(result)) throw productError(result);
    return c.json(result, 201);
  })
  .put(
    "/:productId",
    idParams(["productId"], PRODUCT_NOT_FOUND),
    validate("json", merchProductInputSchema),
    async (c) => {
      const { productId } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await updateMerchProduct(c.get("db"), c.get("workspace").id, productId, input);
      if (isProductError(result)) throw productError(result);
      return c.json(result);
    },
  )
  .delete("/:productId", idParams(["productId"], PRODUCT_NOT_FOUND), async (c) => {
    const { productId } = c.req.valid("param");
    if (!(await deleteMerchProduct(c.get("db"), c.get("workspace").id, productId))) {
      throw notFound(PRODUCT_NOT_FOUND);
    }
    return c.json({ id: productId });
  });
