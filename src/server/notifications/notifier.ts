import type { Logger } from "pino";
import { canReceiveMail } from "@/domain/mail/addresses";
import { mayStillReceive } from "@/domain/notifications/kinds";
import { type BackgroundJob, backgroundJob, type PassScope } from "../background-job";
import type { Db } from "../db/client";
import {
  type ClaimedNotice,
  claimDigest,
  claimUrgent,
  expireStaleClaims,
  markSent,
  recipientsOf,
  type SendOutcome,
} from "../db/queries/notifications/outbox";
import { scheduleNotifications } from "../db/queries/notifications/schedule";
import { mailLocale } from "../i18n/request-locale";
import { translatorFor } from "../i18n/translator";
import type { Mailer } from "../mail/mailer";
import { messageIdOf, notificationMail } from "./notification-mail";
import { sendTicketReminders } from "./ticket-reminders";
import { signUnsubscribe } from "./unsubscribe-token";

export interface NotifierOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The public URL links in emails point to (BETTER_AUTH_URL, else http://localhost:PORT). */
  baseUrl: string;
  /** The auth secret: unsubscribe tokens are signed with a key derived from it. */
  secret: string;
  /** How often every process looks for what fell due (NOTIFY_POLL_MS). */
  pollMs: number;
  now?: () => Date;
}

export type Notifier = BackgroundJob;

export function createNotifier(opts: NotifierOptions): Notifier {
  const { db, mailer, logger } = opts;
  const now = opts.now ?? (() => new Date());

  const unsubscribeUrl = (n: ClaimedNotice, digest: boolean) =>
    new URL(
      `/api/notifications/unsubscribe?token=${signUnsubscribe(opts.secret, n.id, digest ? "digest" : "kind")}`,
      opts.baseUrl,
    ).toString();

  /**
   * Mails claimed rows (one, or a person's digest), deciding at send time who may still have
   * them (issue 46 §5, §6): a row whose kind the person's current role is not for, or of a
   * workspace they left, is withheld; so is everything for a demo guest or an address no
   * mail can reach. Withheld rows end "off", without any SMTP exchange.
   */
  async function send(claimed: ClaimedNotice[], digest: boolean) {
    const first = claimed[0];
    if (!first) return;
    const { person, roles, workspaceNames } = await recipientsOf(db, first.userId, [
      ...new Set(claimed.map((n) => n.workspaceId)),
    ]);
    const reachable = person !== undefined && !person.guest && canReceiveMail(person.email);
    const kept = reachable
      ? claimed.filter((n) => mayStillReceive(n.kind, roles.get(n.workspaceId) ?? null))
      : [];
    const withheld = claimed.filter((n) => !kept.includes(n));
    await markSent(
      db,
      withheld.map((n) => n.id),
      "withheld",
      now(),
      "pending",
    );
    const head = kept[0];
    if (!person || !head) return;
    const key = digest
      ? `digest:${head.userId}:${head.emailAt.toISOString()}`
      : `${head.kind}:${head.subjectId}:${head.dueAt.toISOString()}:${head.userId}`;
    // Their language (issue 55); a timer has no request to ask, so English otherwise. The
    // titles are written from the stored facts now, in it.
    const words = translatorFor(mailLocale(person.locale));
    const mail = words.within(() =>
      notificationMail(
        person.email,
        kept.map((n) => ({
          kind: n.kind,
          params: n.params,
          workspaceName: workspaceNames.get(n.workspaceId) ?? "Tribe",
          clock: person.clock,
        })),
        {
          baseUrl: opts.baseUrl,
          unsubscribeUrl: unsubscribeUrl(head, digest),
          messageId: messageIdOf(key, opts.baseUrl),
          digest,
          words,
        },
      ),
    );
    const result = await mailer.send(mail);
    const outcome: SendOutcome = result.sent
      ? "sent"
      : result.beforeData
        ? "retry"
        : result.refused
          ? "refused"
          : "unknown";
    await markSent(
      db,
      kept.map((n) => n.id),
      outcome,
      now(),
      digest ? "digest" : "pending",
    );
  }

  async function pass(stopped: () => boolean, scope: PassScope) {
    const at = now();
    // A poll stores what fell due everywhere; writes' nudges, what their workspaces made due,
    // all of them at once. One workspace that fails leaves the others to go on (each then on
    // its own); the next poll tries it again.
    const schedule = (workspaceIds?: readonly string[]) =>
      scheduleNotifications(db, at, mailer.configured, workspaceIds).then(
        () => true,
        (err) => {
          logger.warn({ err }, "scheduling notifications failed; will try again");
          return false;
        },
      );
    const named = scope === "everything" ? undefined : [...scope];
    if (!(await schedule(named)) && named && named.length > 1) {
      for (const workspaceId of named) await schedule([workspaceId]);
    }
    if (!mailer.configured) return;
    // The promoters' ticket count reminders (issue 51): their own rows, their own mail.
    await sendTicketReminders({ ...opts, now: at }).catch((err) =>
      logger.warn({ err }, "sending ticket count reminders failed; will try again"),
    );
    try {
      await expireStaleClaims(db, at);
      for (
        let claimed = await claimUrgent(db, at);
        claimed.length > 0 && !stopped();
        claimed = await claimUrgent(db, at)
      ) {
        for (const n of claimed) await send([n], false);
      }
      for (
        let claimed = await claimDigest(db, at);
        claimed.length > 0 && !stopped();
        claimed = await claimDigest(db, at)
      ) {
        await send(claimed, true);
      }
    } catch (err) {
      logger.warn({ err }, "sending notification emails failed; will try again");
    }
  }

  return backgroundJob(pass, opts.pollMs, { gatherMs: NUDGE_GATHER_MS });
}

/**
 * A write's reminders wait this long for other writes' to ride along: one pass over every
 * workspace written in meanwhile. Under 200 clients saving tours on the embedded database one
 * pass ran per write, its five statements a third of the database's time (ADR 0039).
 */
const NUDGE_GATHER_MS = 250;
