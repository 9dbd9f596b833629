import type { Context } from "hono";
import { Hono } from "hono";
import { dateIn } from "@/domain/date-time";
import { showFact } from "@/domain/notifications/notice-subjects";
import { describeLinkWrite } from "@/domain/team/activity-words";
import { countReportSchema, grossRefusals, isOverCapacity } from "@/domain/tickets/counts";
import {
  REPORTING_CLOSED,
  reportingOpen,
  TICKET_LINK_GONE,
  TICKET_LINK_MESSAGES,
  TICKET_LINK_NOT_FOUND,
  ticketLinkActor,
} from "@/domain/tickets/links";
import type { AppEnv } from "../../context";
import { recordActivity } from "../../db/queries/team/activity";
import {
  findTicketLink,
  reportThroughLink,
  type TicketLinkHolder,
  tiersForLink,
} from "../../db/queries/tickets/links";
import { requestTranslator } from "../../i18n/request-locale";
import { openLink } from "../../link-tokens";
import { ApiError, fieldErrors } from "../../middleware/errors";
import { validate } from "../../middleware/validate";

/**
 * The link that opens the request, while it works: a token that cannot be one or that no link
 * has is a 404 (before any SQL for a malformed one); an expired or revoked one a 410.
 */
const linkOf = (c: Context<AppEnv>): Promise<TicketLinkHolder> =>
  openLink(c, {
    notFound: TICKET_LINK_NOT_FOUND,
    find: (token) => findTicketLink(c.get("db"), token),
    gone: (link) => (link.state === "valid" ? undefined : TICKET_LINK_GONE[link.state]),
  });

/** Whether the show still takes a count, on the venue's own calendar. */
const isOpen = (link: TicketLinkHolder) =>
  reportingOpen(link.date, dateIn(new Date(), link.timeZone));

/**
 * /ticket-links/:token — the promoter's side, without an account (app.ts mounts it before
 * the session check, rate-limited): the token opens one show's count only. The show, its
 * capacity and each tier's latest figures; no other show, no deal, and no gross but what this
 * link reported itself.
 */
export const ticketLinkPublicRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const link = await linkOf(c);
    return c.json({
      workspaceName: link.workspaceName,
      recipient: link.recipient,
      venueName: link.venueName,
      city: link.city,
      date: link.date,
      capacity: link.capacity,
      currency: link.currency,
      tiers: await tiersForLink(c.get("db"), link),
      // In the promoter's language, as the page's own words are (issue 55).
      closed: isOpen(link) ? null : requestTranslator(c).t(TICKET_LINK_MESSAGES.closed),
    });
  })
  .post("/:token", validate("json", countReportSchema), async (c) => {
    const link = await linkOf(c);
    if (!isOpen(link)) throw new ApiError("conflict", REPORTING_CLOSED);
    const report = c.req.valid("json");
    const misfits = grossRefusals(report, link.currency);
    if (Object.keys(misfits).length > 0) throw fieldErrors(misfits);
    const tiers = await reportThroughLink(c.get("db"), link, report);
    await recordActivity(
      c.get("db"),
      { workspaceId: link.workspaceId, userId: null, actorName: ticketLinkActor(link.recipient) },
      describeLinkWrite("ticket-link reported", "tickets", {
        show: showFact(link.venueName, link.date),
      }),
    );
    // The show's figure now: every tier's latest count, this report's and earlier ones.
    const sold = (await tiersForLink(c.get("db"), link)).reduce((n, t) => n + t.sold, 0);
    return c.json(
      {
        tiers,
        sold,
        capacity: link.capacity,
        // Allowed, and said: a venue that added standing room, or a slip of the thumb.
        overCapacity: isOverCapacity(sold, link.capacity),
        reportedAt: tiers[0]?.countedAt ?? new Date().toISOString(),
      },
      201,
    );
  });
