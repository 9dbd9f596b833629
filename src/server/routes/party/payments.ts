import { Hono } from "hono";
import { paymentInputSchema } from "@/domain/party/payments";
import type { AppEnv } from "../../context";
import {
  addPayment,
  deletePayment,
  editPayment,
  listPayments,
} from "../../db/queries/party/payments";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { isRefusal, PAYMENT_NOT_FOUND, refusal } from "./refusals";

const tour = idParams(["tourId"], TOUR_NOT_FOUND);
const line = idParams(["tourId", "paymentId"], PAYMENT_NOT_FOUND);

/**
 * /tours/:tourId/payments — a tour's payment lines (issue 54 item 6): listed with who and
 * which show, typed, edited (an edited generated line becomes typed), deleted. A paid line
 * is changed only after its payment is undone (409). Paying is the float's (…/paid).
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get("/", tour, async (c) => {
    const answer = await listPayments(
      c.get("db"),
      c.get("workspace").id,
      c.req.valid("param").tourId,
    );
    if (!answer) throw notFound(TOUR_NOT_FOUND);
    return c.json(answer);
  })
  .post("/", tour, validate("json", paymentInputSchema), async (c) => {
    const { tourId } = c.req.valid("param");
    const row = await addPayment(c.get("db"), c.get("workspace").id, tourId, c.req.valid("json"));
    if (isRefusal(row)) throw refusal(row, TOUR_NOT_FOUND);
    return c.json(row, 201);
  })
  .put("/:paymentId", line, validate("json", paymentInputSchema), async (c) => {
    const { tourId, paymentId } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await editPayment(c.get("db"), c.get("workspace").id, tourId, paymentId, input);
    if (isRefusal(row)) throw refusal(row, PAYMENT_NOT_FOUND);
    return c.json(row);
  })
  .delete("/:paymentId", line, async (c) => {
    const { tourId, paymentId } = c.req.valid("param");
    const gone = await deletePayment(c.get("db"), c.get("workspace").id, tourId, paymentId);
    if (isRefusal(gone)) throw refusal(gone, PAYMENT_NOT_FOUND);
    return c.json(gone);
  });
