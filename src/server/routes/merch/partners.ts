import { Hono } from "hono";
import {
  merchPartnerInputSchema,
  partnerDeleteQuerySchema,
  partnerHasProjectsMessage,
} from "@/domain/merch/partners";
import type { AppEnv } from "../../context";
import {
  createMerchPartner,
  deleteMerchPartner,
  listMerchPartners,
  updateMerchPartner,
} from "../../db/queries/merch/partners";
import { fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const PARTNER_NOT_FOUND = "Partner not found";

/** /merch/partners — designers and print shops. */
export const merchPartnersRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listMerchPartners(c.get("db"), c.get("workspace").id)))
  .post("/", validate("json", merchPartnerInputSchema), async (c) =>
    c.json(await createMerchPartner(c.get("db"), c.get("workspace").id, c.req.valid("json")), 201),
  )
  .put(
    "/:partnerId",
    idParams(["partnerId"], PARTNER_NOT_FOUND),
    validate("json", merchPartnerInputSchema),
    async (c) => {
      const { partnerId } = c.req.valid("param");
      const partner = await updateMerchPartner(
        c.get("db"),
        c.get("workspace").id,
        partnerId,
        c.req.valid("json"),
      );
      if (!partner) throw notFound(PARTNER_NOT_FOUND);
      return c.json(partner);
    },
  )
  .delete(
    "/:partnerId",
    idParams(["partnerId"], PARTNER_NOT_FOUND),
    validate("query", partnerDeleteQuerySchema),
    async (c) => {
      const { partnerId } = c.req.valid("param");
      const { projects } = c.req.valid("query");
      const result = await deleteMerchPartner(
        c.get("db"),
        c.get("workspace").id,
        partnerId,
        projects,
      );
      if (result === "missing") throw notFound(PARTNER_NOT_FOUND);
      if (result !== "deleted") {
        // 409: the partner is still there; the client asks what to do with the projects.
        const message = partnerHasProjectsMessage(result.projects);
        throw fieldErrors({ projects: message }, { code: "conflict", message });
      }
      return c.json({ id: partnerId });
    },
  );
