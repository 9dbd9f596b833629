import type { Logger } from "pino";
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
import type { Mailer } from "../mail/mailer";
import { messageIdOf, notificationMail } from "./notification-mail";
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

export interface Notifier {
  /** One pass: store what is due, then mail what is claimable. Never overlaps itself. */
  run(): Promise<void>;
  /** A write may have made something due: run soon (coalesced). */
  nudge(): void;
  /** Start polling (and run at once: what fell due while the server was down goes out now). */
  start(): void;
  /** Stop polling and wait for the pass in flight, so no claim is left mid-send. */
  stop(): Promise<void>;
}

export function createNotifier(opts: NotifierOptions): Notifier {
  const { db, mailer, logger } = opts;
  const now = opts.now ?? (() => new Date());
  let current: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const unsubscribeUrl = (n: ClaimedNotice, digest: boolean) =>
    new URL(
      `/api/notifications/unsubscribe?token=${signUnsubscribe(opts.secret, n.id, digest ? "digest" : "kind")}`,
      opts.baseUrl,
    ).toString();

  async function send(claimed: ClaimedNotice[], digest: boolean) {
    const first = claimed[0];
    if (!first) return;
    const ids = claimed.map((n) => n.id);
    const { people, workspaceNames } = await recipientsOf(
      db,
      [first.userId],
      [...new Set(claimed.map((n) => n.workspaceId))],
    );
    const person = people.get(first.userId);
    let outcome: SendOutcome = "refused";
    if (person) {
      const key = digest
        ? `digest:${first.userId}:${first.emailAt.toISOString()}`
        : `${first.kind}:${first.subjectId}:${first.dueAt.toISOString()}:${first.userId}`;
      const mail = notificationMail(
        person.email,
        claimed.map((n) => ({
          kind: n.kind,
          params: n.params,
          workspaceName: workspaceNames.get(n.workspaceId) ?? "Tribe",
          clock: person.clock,
        })),
        {
          baseUrl: opts.baseUrl,
          unsubscribeUrl: unsubscribeUrl(first, digest),
          messageId: messageIdOf(key, opts.baseUrl),
          digest,
        },
      );
      const result = await mailer.send(mail);
      outcome = result.sent
        ? "sent"
        : result.beforeData
          ? "retry"
          : result.refused
            ? "refused"
            : "unknown";
    }
    await markSent(db, ids, outcome, now(), digest ? "digest" : "pending");
  }

  async function pass() {
    const at = now();
    try {
      await scheduleNotifications(db, at, mailer.configured);
    } catch (err) {
      logger.warn({ err }, "scheduling notifications failed; will try again");
    }
    if (!mailer.configured) return;
    try {
      await expireStaleClaims(db, at);
      for (
        let claimed = await claimUrgent(db, at);
        claimed.length > 0 && !stopped;
        claimed = await claimUrgent(db, at)
      ) {
        for (const n of claimed) await send([n], false);
      }
      for (
        let claimed = await claimDigest(db, at);
        claimed.length > 0 && !stopped;
        claimed = await claimDigest(db, at)
      ) {
        await send(claimed, true);
      }
    } catch (err) {
      logger.warn({ err }, "sending notification emails failed; will try again");
    }
  }

  function run(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  return {
    run,
    nudge() {
      if (!stopped) setImmediate(() => void run());
    },
    start() {
      void run();
      timer = setInterval(() => void run(), opts.pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
  };
}
