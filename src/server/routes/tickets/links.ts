import type { Context } from "hono";
import { Hono } from "hono";
import {
  TICKET_LINK_NOT_FOUND,
  ticketCountPath,
  ticketLinkEditSchema,
  ticketLinkInputSchema,
} from "@/domain/tickets/links";
import type { AppEnv } from "../../context";
import {
  createTicketLink,
  editTicketLink,
  revokeTicketLink,
  ticketLinksOf,
} from "../../db/queries/tickets/links";
import { recipientLocale } from "../../i18n/recipient-locale";
import { requestLocale } from "../../i18n/request-locale";
import { translatorFor } from "../../i18n/translator";
import { notFound } from "../../middleware/errors";
import { idParams } from "../../middleware/id-params";
import { SHOW_NOT_FOUND } from "../../middleware/owned";
import { validate } from "../../middleware/validate";
import { ticketLinkMail } from "../../notifications/ticket-link-mail";

/** The public URL (BETTER_AUTH_URL) when configured, else the address the request came to. */
const originOf = (c: Context<AppEnv>) => new URL(c.get("auth").options.baseURL || c.req.url).origin;
/** The auth secret: the token is sealed with a key derived from it (server/link-tokens.ts). */
const secretOf = (c: Context<AppEnv>) => c.get("auth").options.secret as string;

const show = idParams(["tourId", "showId"], SHOW_NOT_FOUND);
const link = idParams(["tourId", "showId", "linkId"], TICKET_LINK_NOT_FOUND);

/**
 * /tours/:tourId/tickets/:showId/links — the promoter's links of one show (issue 51, ADR
 * 0031): listed, made (the link answered this once, and mailed when an email is given and
 * mail is set up), their reminders changed, turned off. Managers only (route-access.ts).
 */
export const ticketLinkRoutes = new Hono<AppEnv>()
  .get("/", show, async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const links = await ticketLinksOf(c.get("db"), c.get("workspace").id, tourId, showId);
    if (!links) throw notFound(SHOW_NOT_FOUND);
    return c.json({ links, mailConfigured: c.get("mailer").configured });
  })
  .post("/", show, validate("json", ticketLinkInputSchema), async (c) => {
    const { tourId, showId } = c.req.valid("param");
    const input = c.req.valid("json");
    const made = await createTicketLink(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      showId,
      input,
      secretOf(c),
    );
    if (!made) throw notFound(SHOW_NOT_FOUND);
    const url = `${originOf(c)}${ticketCountPath(made.token)}`;
    // Mailed once now when asked; the manager copies the link when mail is off or failed.
    // A demo guest mails no stranger (ADR 0024): the link is only shown.
    if (input.email && c.get("user").isAnonymous)
      return c.json({ ...made.link, url, mail: "demo" as const }, 201);
    const mail = input.email
      ? await c.get("mailer").send(
          ticketLinkMail(
            {
              to: input.email,
              recipient: made.link.recipient,
              askedBy: made.show.workspaceName,
              venueName: made.show.venueName,
              date: made.show.date,
              url,
              expiresAt: new Date(made.link.expiresAt),
              reminder: false,
            },
            // In the promoter's language: their account's, else the sender's (issue 55).
            translatorFor(await recipientLocale(c.get("db"), input.email, requestLocale(c))),
          ),
        )
      : undefined;
    const mailed = mail === undefined ? "no_email" : mail.sent ? "sent" : mail.reason;
    return c.json({ ...made.link, url, mail: mailed }, 201);
  })
  .put("/:linkId", link, validate("json", ticketLinkEditSchema), async (c) => {
    const { tourId, showId, linkId } = c.req.valid("param");
    const row = await editTicketLink(
      c.get("db"),
      c.get("workspace").id,
      tourId,
      showId,
      linkId,
      c.req.valid("json"),
    );
    if (!row) throw notFound(TICKET_LINK_NOT_FOUND);
    return c.json(row);
  })
  .delete("/:linkId", link, async (c) => {
    const { tourId, showId, linkId } = c.req.valid("param");
    if (!(await revokeTicketLink(c.get("db"), c.get("workspace").id, tourId, showId, linkId)))
      throw notFound(TICKET_LINK_NOT_FOUND);
    return c.json({ id: linkId });
  });
