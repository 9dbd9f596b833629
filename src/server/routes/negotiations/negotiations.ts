import { Hono } from "hono";
import { negotiationAnalytics, negotiationStats } from "@/domain/negotiations/analytics";
import {
  calendarRangeQuery,
  displayOrder,
  hccPageQuery,
  inCalendarRange,
  otherOpenNegotiations,
  SUGGESTIONS_SHOWN,
  urgentNegotiations,
  VENUES_PAGE_SIZE,
} from "@/domain/negotiations/calendar";
import type { Negotiation } from "@/domain/negotiations/negotiations";
import {
  contactInputSchema,
  createNegotiationSchema,
  dismissInputSchema,
  extendHoldInputSchema,
  negotiationDetailsSchema,
  transitionInputSchema,
} from "@/domain/negotiations/negotiations";
import { analyticsFor, eventFor, negotiationFor } from "@/domain/negotiations/reader-shape";
import { suggestActions } from "@/domain/negotiations/suggestions";
import { seesMoney } from "@/domain/team/roles";
import type { AppEnv, RequestVariables } from "../../context";
import { addGuaranteeDeal } from "../../db/queries/finances/guarantee-deal";
import { createNegotiation } from "../../db/queries/negotiations/creation";
import { negotiationDetail } from "../../db/queries/negotiations/detail";
import { hccSnapshot, listNegotiations } from "../../db/queries/negotiations/list";
import type { NegotiationRefusal } from "../../db/queries/negotiations/move-steps";
import {
  extendHold,
  logContact,
  transitionNegotiation,
  updateNegotiationDetails,
} from "../../db/queries/negotiations/moves";
import { dismissSuggestion } from "../../db/queries/negotiations/suggestion-dismissals";
import type { ShowWriteError } from "../../db/queries/tours/shows";
import { requestTranslator } from "../../i18n/request-locale";
import { type ApiError, fieldErrors, notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { validate } from "../../middleware/validate";
import { actorOf, NEGOTIATION_NOT_FOUND, negotiationRefusal } from "../../negotiation-answers";

type Ctx = RequestVariables;

function refusal(r: NegotiationRefusal | ShowWriteError): ApiError {
  if (typeof r === "string") {
    if (r === "tour") return fieldErrors({ tourId: "Choose one of your tours" });
    if (r === "venue") return fieldErrors({ "show.venueId": "Choose a venue from your directory" });
    return notFound(NEGOTIATION_NOT_FOUND);
  }
  return negotiationRefusal(r);
}

const one = idParams(["showId"], NEGOTIATION_NOT_FOUND);

/** Whether the reader sees the money and the management's notes (domain/hidden.ts). */
const sees = (c: Ctx) => seesMoney(c.get("workspace").role);

async function detailOr404(c: Ctx, showId: string) {
  const detail = await negotiationDetail(c.get("db"), c.get("workspace").id, showId);
  if (!detail) throw notFound(NEGOTIATION_NOT_FOUND);
  const withMoney = sees(c);
  return {
    negotiation: negotiationFor(withMoney, detail.negotiation),
    events: detail.events.map((e) => eventFor(withMoney, e)),
  };
}

/** /negotiations — the HCC Manager: every show's negotiation, suggestions and figures. */
export const negotiationsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", hccPageQuery), async (c) => {
    const workspaceId = c.get("workspace").id;
    const { page } = c.req.valid("query");
    const now = new Date();
    const { negotiations, dismissed, lost, conversion } = await hccSnapshot(
      c.get("db"),
      workspaceId,
    );
    const ordered = displayOrder(negotiations, now.toISOString().slice(0, 10));
    const withMoney = sees(c);
    const shown = (list: readonly Negotiation[]) => list.map((n) => negotiationFor(withMoney, n));
    // Their words in the reader's language (issue 55).
    const suggestions = requestTranslator(c).within(() =>
      suggestActions(negotiations, now, dismissed, SUGGESTIONS_SHOWN, withMoney, conversion.home),
    );
    const urgent = urgentNegotiations(negotiations, now);
    // Figures over everything; lists cut to what the screen shows (one page of venues).
    // Active Negotiations lists every other open negotiation below the urgent ones.
    const otherOpen = otherOpenNegotiations(negotiations, urgent, now.toISOString().slice(0, 10));
    return c.json({
      stats: negotiationStats(negotiations),
      analytics: analyticsFor(withMoney, negotiationAnalytics(negotiations, lost, conversion)),
      suggestions: suggestions.items,
      suggestionCount: suggestions.total,
      statusOverview: shown(ordered.slice(0, 4)),
      urgent: shown(urgent),
      otherOpen: { items: shown(otherOpen.items), total: otherOpen.total },
      venues: {
        items: shown(ordered.slice((page - 1) * VENUES_PAGE_SIZE, page * VENUES_PAGE_SIZE)),
        page,
        pageSize: VENUES_PAGE_SIZE,
        total: ordered.length,
      },
    });
  })
  .get("/calendar", validate("query", calendarRangeQuery), async (c) => {
    const { from, to } = c.req.valid("query");
    const negotiations = await listNegotiations(c.get("db"), c.get("workspace").id);
    const withMoney = sees(c);
    return c.json(inCalendarRange(negotiations, from, to).map((n) => negotiationFor(withMoney, n)));
  })
  .post("/", validate("json", createNegotiationSchema), async (c) => {
    const result = await createNegotiation(c.get("db"), actorOf(c), c.req.valid("json"));
    if (typeof result === "string" || !("id" in result)) throw refusal(result);
    // The night's confirmed show elsewhere, if any (issue 36): said again after saving.
    return c.json({ ...(await detailOr404(c, result.id)), dateWarning: result.dateWarning }, 201);
  })
  .get("/:showId", one, async (c) => c.json(await detailOr404(c, c.req.valid("param").showId)))
  .patch("/:showId", one, validate("json", negotiationDetailsSchema), async (c) => {
    const { showId } = c.req.valid("param");
    const ok = await updateNegotiationDetails(c.get("db"), actorOf(c), showId, c.req.valid("json"));
    if (!ok) throw notFound(NEGOTIATION_NOT_FOUND);
    return c.json(await detailOr404(c, showId));
  })
  .post("/:showId/transitions", one, validate("json", transitionInputSchema), async (c) => {
    const { showId } = c.req.valid("param");
    const result = await transitionNegotiation(
      c.get("db"),
      actorOf(c),
      showId,
      c.req.valid("json"),
    );
    if (result !== true) throw refusal(result);
    return c.json(await detailOr404(c, showId));
  })
  .post("/:showId/contacts", one, validate("json", contactInputSchema), async (c) => {
    const { showId } = c.req.valid("param");
    if (!(await logContact(c.get("db"), actorOf(c), showId, c.req.valid("json").note))) {
      throw notFound(NEGOTIATION_NOT_FOUND);
    }
    return c.json(await detailOr404(c, showId));
  })
  .post("/:showId/extend", one, validate("json", extendHoldInputSchema), async (c) => {
    const { showId } = c.req.valid("param");
    const { days, note } = c.req.valid("json");
    const result = await extendHold(c.get("db"), actorOf(c), showId, days, note);
    if (result !== true) throw refusal(result);
    return c.json(await detailOr404(c, showId));
  })
  .post("/:showId/deal", one, async (c) => {
    const { showId } = c.req.valid("param");
    if (!(await addGuaranteeDeal(c.get("db"), actorOf(c), showId))) {
      throw notFound(NEGOTIATION_NOT_FOUND);
    }
    return c.json(await detailOr404(c, showId), 201);
  })
  .post("/:showId/dismissals", one, validate("json", dismissInputSchema), async (c) => {
    const { showId } = c.req.valid("param");
    const { rule, reason } = c.req.valid("json");
    const workspaceId = c.get("workspace").id;
    // The server finds the suggestion itself, so the Override holds exactly its current data.
    const negotiations = await listNegotiations(c.get("db"), workspaceId);
    const current = suggestActions(negotiations, new Date()).items.find(
      (s) => s.showId === showId && s.rule === rule,
    );
    if (!current) throw notFound("Suggestion not found");
    await dismissSuggestion(c.get("db"), workspaceId, {
      showId,
      rule,
      fingerprint: current.fingerprint,
      reason,
    });
    return c.json({ id: current.id, dismissed: true });
  });
