// Notifications (issue 37, ADR 0024): the due reminders of 10,000 workspaces are computed in
// under a second (the pure function the scheduler runs), and the bell's list reads at
// p95 ≤ 50 ms on PGlite with 200 notifications for one person.
import { performance } from "node:perf_hooks";
import { dueNotices, type ShowFacts, type WorkspaceFacts } from "@/domain/notifications/due";
import type { Db } from "@/server/db/client";
import { notifications } from "@/server/db/schema";
import { get, percentile, round, signUp, startBenchApp } from "./setup";

const WORKSPACES = 10_000;
const SHOWS = 10;
const DUE_BUDGET_MS = 1000;
const LIST_BUDGET_P95_MS = 50;
const NOTIFICATIONS = 200;
type App = Awaited<ReturnType<typeof startBenchApp>>["app"];

/** 10,000 workspaces of 10 shows and a guest list each; a quarter near some deadline. */
function workspaces(now: Date): WorkspaceFacts[] {
  const t = now.getTime();
  const hour = 3_600_000;
  return Array.from({ length: WORKSPACES }, (_, w) => {
    const shows: ShowFacts[] = Array.from({ length: SHOWS }, (_, s) => {
      const near = (w + s) % 4 === 0;
      const kind = s % 3;
      return {
        id: `s-${w}-${s}`,
        tourId: `t-${w}`,
        at: { venue: `Hall ${s}`, date: "2027-03-12" },
        date: new Date(t + (s - 5) * 86_400_000).toISOString().slice(0, 10),
        status: kind === 0 ? "hold" : kind === 1 ? "challenge" : "confirmed",
        holdExpiry: near ? new Date(t + 30 * hour) : new Date(t + 500 * hour),
        challengeDeadline: near ? new Date(t + 5 * hour) : null,
        challengedBy: "them",
        deal: kind === 2 ? { depositReceived: "0", isPaid: false, isSettled: false } : null,
      };
    });
    return {
      workspaceId: `w-${w}`,
      shows,
      guestLists: [
        {
          showId: `s-${w}-0`,
          tourId: `t-${w}`,
          at: { venue: "x", date: null },
          cutoffAt: new Date(t + 20 * hour),
          waiting: w % 5,
          newestRequestAt: new Date(t - hour),
        },
      ],
      events: [],
    };
  });
}

export async function benchNotifications(app: App, db: Db) {
  const now = new Date();
  const facts = workspaces(now);
  const dueTimes: number[] = [];
  let due = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    due = facts.reduce((n, f) => n + dueNotices(f, now).length, 0);
    dueTimes.push(performance.now() - t);
  }
  dueTimes.sort((a, b) => a - b);

  const person = await signUp(app, "bench-notifications");
  await db.insert(notifications).values(
    Array.from({ length: NOTIFICATIONS }, (_, i) => ({
      workspaceId: person.workspaceId,
      userId: person.userId,
      kind: "hold-expiring",
      subjectId: `bench-${i}`,
      dueAt: new Date(now.getTime() - i * 60_000),
      params: { show: `the show at Hall ${i} on 12 Mar`, hours: 48 },
      readAt: i % 3 === 0 ? now : null,
    })),
  );
  for (let i = 0; i < 3; i++)
    await (await get(app, "/api/notifications", person.cookie)).arrayBuffer();
  const runs = Number(process.env.BENCH_RUNS ?? 50);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await get(app, "/api/notifications", person.cookie);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`notifications: HTTP ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return {
    dueReminders: {
      workspaces: WORKSPACES,
      shows: WORKSPACES * SHOWS,
      due,
      medianMs: round(percentile(dueTimes, 0.5)),
      budgetMs: DUE_BUDGET_MS,
    },
    notificationList: {
      notifications: NOTIFICATIONS,
      runs,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      budgetP95Ms: LIST_BUDGET_P95_MS,
    },
  };
}

export function printNotifications(r: Awaited<ReturnType<typeof benchNotifications>>) {
  const d = r.dueReminders;
  const l = r.notificationList;
  console.log(
    `Due reminders (${d.workspaces} workspaces, ${d.shows} shows, ${d.due} due): ${d.medianMs} ms ` +
      `(budget ${d.budgetMs} ms: ${d.medianMs <= d.budgetMs ? "met" : "MISSED"}). ` +
      `Notification list (${l.notifications} rows): p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms ` +
      `(budget ${l.budgetP95Ms} ms: ${l.p95Ms <= l.budgetP95Ms ? "met" : "MISSED"}).`,
  );
}

// `node --import tsx bench/notifications.ts` runs these figures alone.
if (process.argv[1]?.endsWith("notifications.ts")) {
  const { app, db, database } = await startBenchApp();
  const results = await benchNotifications(app, db);
  await database.close();
  console.log(JSON.stringify(results, null, 2));
  printNotifications(results);
}
