import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  type FilingQuery,
  filingCsvQuerySchema,
  filingInputSchema,
  filingQuerySchema,
  setlistSettingsSchema,
  societyParamSchema,
} from "@/domain/setlists/filings";
import { SET_SOURCE_TEXT, unfileableSongs } from "@/domain/setlists/performance-report";
import { performanceReportCsv } from "@/domain/setlists/report-csv";
import { SOCIETIES } from "@/domain/setlists/societies";
import { utcDateStamp } from "@/domain/tour-timing";
import type { AppEnv } from "../../context";
import {
  getSetlistSettings,
  markFiled,
  saveSetlistSettings,
  unmarkFiled,
} from "../../db/queries/setlists/filings";
import { type ReportEntry, readReport } from "../../db/queries/setlists/report";
import { csvDownload, file, PDF } from "../../download";
import { pdfInPool } from "../../heavy/pdf-in-pool";
import { requestLocale } from "../../i18n/request-locale";
import { ApiError, fieldErrors, notFound, validationError } from "../../middleware/errors";
import { exportSlot } from "../../middleware/export-slot";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { withRouteSchema } from "../../openapi/route-schema";

/**
 * A show of the filing list, field by field what the Filing tab shows (ADR 0028: an answer
 * names its fields; nothing here is money, and crew never reach these routes).
 */
function listItem({ show, dueOn, dueRule, filing }: ReportEntry, today: string) {
  return {
    showId: show.showId,
    tourId: show.tourId,
    tourTitle: show.tourTitle,
    date: show.date,
    venue: show.venue,
    city: show.city,
    country: show.country,
    capacity: show.capacity,
    billing: show.billing,
    /** Whether what was played was confirmed after the show; if not, the plan is read. */
    playedConfirmed: show.setSource === "played",
    setSource: show.setSource,
    setNote: SET_SOURCE_TEXT[show.setSource],
    songCount: show.songs.length,
    /** Songs that cannot be filed yet (no writers, shares not 100 %), each with why. */
    unfileable: unfileableSongs(show),
    dueOn,
    dueRule,
    overdue: !filing && dueOn < today,
    filedOn: filing?.filedOn ?? null,
    reference: filing?.reference ?? null,
  };
}

async function reportOf(c: Context<AppEnv>, query: FilingQuery) {
  const today = utcDateStamp(new Date());
  const { id, name } = c.get("workspace");
  const entries = await readReport(c.get("db"), { workspaceId: id, performer: name }, query, today);
  return { today, entries };
}

const fileName = (q: FilingQuery, ext: "csv" | "pdf") =>
  `performance-report-${q.society.toLowerCase()}-${q.from}-to-${q.to}.${ext}`;

/** The performance reports and their filing: /api/setlist-filings (issue 50 item 4). */
export const filingRoutes = new Hono<AppEnv>()
  .get("/", validate("query", filingQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { today, entries } = await reportOf(c, query);
    const society = SOCIETIES[query.society];
    return c.json({
      society: query.society,
      from: query.from,
      to: query.to,
      today,
      deadline: society.deadlineText,
      shows: entries.map((e) => listItem(e, today)),
    });
  })
  .get("/report.csv", validate("query", filingCsvQuerySchema), exportSlot, async (c) => {
    const query = c.req.valid("query");
    const { entries } = await reportOf(c, query);
    const csv = performanceReportCsv(
      query.society,
      entries.map((e) => e.show),
    );
    return csvDownload(csv, fileName(query, "csv"), query.excel);
  })
  .get("/report.pdf", validate("query", filingQuerySchema), exportSlot, async (c) => {
    const query = c.req.valid("query");
    const { entries } = await reportOf(c, query);
    const performer = c.get("workspace").name;
    const period = { from: query.from, to: query.to };
    const pdf = await pdfInPool("performanceReport", {
      code: query.society,
      period,
      performer,
      entries,
      locale: requestLocale(c),
    });
    return file(pdf, PDF, fileName(query, "pdf"));
  });

/**
 * The show's ids answer like a missing show when malformed (404); the society is a choice
 * the person made, so an unknown one is a 400 naming it.
 */
const filingParamsSchema = societyParamSchema.extend({ tourId: z.guid(), showId: z.guid() });
const filingParams = withRouteSchema(
  zValidator("param", filingParamsSchema, (result) => {
    if (result.success) return;
    const badId = result.error.issues.some((i) => i.path[0] === "tourId" || i.path[0] === "showId");
    if (badId) throw notFound(SHOW_NOT_FOUND);
    throw validationError(result.error.issues);
  }),
  "param",
  filingParamsSchema,
);

/** A show's report marked filed with a society: /api/tours/:tourId/set-lists/:showId/filings/:society. */
export const showFilingRoutes = new Hono<AppEnv>()
  .put("/:society", filingParams, validate("json", filingInputSchema), async (c) => {
    const { tourId, showId, society } = c.req.valid("param");
    const ids = { workspaceId: c.get("workspace").id, tourId, showId, userId: c.get("user").id };
    const result = await markFiled(c.get("db"), ids, society, c.req.valid("json"), new Date());
    if (!result) throw notFound(SHOW_NOT_FOUND);
    if ("notShow" in result) throw new ApiError("conflict", result.notShow);
    if ("field" in result) throw fieldErrors({ [result.field]: result.message });
    return c.json(result);
  })
  .delete("/:society", filingParams, async (c) => {
    const { tourId, showId, society } = c.req.valid("param");
    const ids = { workspaceId: c.get("workspace").id, tourId, showId };
    const result = await unmarkFiled(c.get("db"), ids, society);
    if (!result) throw notFound(SHOW_NOT_FOUND);
    return c.json(result);
  });

/** The societies the workspace files with: /api/setlist-settings. */
export const setlistSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json({ societies: await getSetlistSettings(c.get("db"), c.get("workspace").id) });
  })
  .put("/", validate("json", setlistSettingsSchema), async (c) => {
    const { societies } = c.req.valid("json");
    return c.json({
      societies: await saveSetlistSettings(c.get("db"), c.get("workspace").id, societies),
    });
  });
