import { Hono } from "hono";
import { payInputSchema } from "@/domain/party/payments";
import type { AppEnv } from "../../context";
import { type PayResult, payLine, unpayLine } from "../../db/queries/party/paid";
import { ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";

const PAYMENT_NOT_FOUND = "Payment not found";
const lineParams = idParams(["tourId", "paymentId"], PAYMENT_NOT_FOUND);

const answer = (done: PayResult) => {
  if ("missing" in done) throw notFound(PAYMENT_NOT_FOUND);
  if ("conflict" in done) throw new ApiError("conflict", done.conflict);
  if ("amount" in done) throw fieldErrors({ amount: done.amount });
  return done.payment;
};

/**
 * A line paid and its payment undone (ADR 0032), at /api/tours/:tourId/payments/:paymentId/paid:
 * paid from the float takes its payout out of the float of its currency in the same
 * transaction (400 naming `amount` when the float holds less); a paid line again is 409.
 */
export const paidRoutes = new Hono<AppEnv>()
  .post("/:paymentId/paid", lineParams, validate("json", payInputSchema), async (c) => {
    const db = c.get("db");
    const workspace = c.get("workspace");
    const user = c.get("user");
    const { tourId, paymentId } = c.req.valid("param");
    const { fromFloat } = c.req.valid("json");
    return c.json(answer(await payLine(db, workspace.id, tourId, paymentId, fromFloat, user.name)));
  })
  .delete("/:paymentId/paid", lineParams, async (c) => {
    const { tourId, paymentId } = c.req.valid("param");
    return c.json(answer(await unpayLine(c.get("db"), c.get("workspace").id, tourId, paymentId)));
  });
