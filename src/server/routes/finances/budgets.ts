import { Hono } from "hono";
import { budgetInputSchema } from "@/domain/finances/budgets";
import type { AppEnv } from "../../context";
import { deleteBudget, listBudgets, setBudget } from "../../db/queries/finances/budgets";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { TOUR_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";

const BUDGET_NOT_FOUND = "Budget not found";

/** /tours/:tourId/budgets — one budget per expense category; PUT sets (or replaces) it. */
export const budgetsRoutes = new Hono<AppEnv>()
  .get("/", idParams(["tourId"], TOUR_NOT_FOUND), async (c) => {
    const { tourId } = c.req.valid("param");
    const rows = await listBudgets(c.get("db"), c.get("workspace").id, tourId);
    if (!rows) throw notFound(TOUR_NOT_FOUND);
    return c.json(rows);
  })
  .put(
    "/",
    idParams(["tourId"], TOUR_NOT_FOUND),
    validate("json", budgetInputSchema),
    async (c) => {
      const { tourId } = c.req.valid("param");
      const budget = await setBudget(
        c.get("db"),
        c.get("workspace").id,
        tourId,
        c.req.valid("json"),
      );
      if (!budget) throw notFound(TOUR_NOT_FOUND);
      return c.json(budget);
    },
  )
  .delete("/:id", idParams(["tourId", "id"], BUDGET_NOT_FOUND), async (c) => {
    const { tourId, id } = c.req.valid("param");
    if (!(await deleteBudget(c.get("db"), c.get("workspace").id, tourId, id)))
      throw notFound(BUDGET_NOT_FOUND);
    return c.json({ id });
  });
