import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { user, webhookAttempts } from "@/server/db/schema";
import { type ChildServer, request, signUpOn, startChildServer } from "../support/child-server";
import { addEndpoint, deliveriesOf, startReceiver, waitFor } from "../support/webhooks";

// Issue 53 item 5: a server killed (-9) while a webhook is on the wire loses no event. The
// delivery's lease runs out and the next process sends it again, with the same webhook-id.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tribe-hooks-crash-"));
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) c.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  DATA_DIR: dataDir,
  WEBHOOK_LEASE_MS: "1500",
  WEBHOOK_POLL_MS: "200",
};

async function start() {
  const server = await startChildServer(env);
  children.push(server);
  return server;
}

async function stop(server: ChildServer) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** The database between two processes (the folder is one process's at a time). */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe("a webhook delivery across kill -9", () => {
  it("is sent again by the restarted server with the same id, and ends delivered", async () => {
    // The receiver holds the first request open (the server dies meanwhile), then answers.
    const receiver = await startReceiver((_r, n) => (n === 1 ? "hang" : 200));
    try {
      const first = await start();
      const account = await signUpOn(first);
      await stop(first);
      const endpoint = await withDatabase(async (db) => {
        const [me] = await db.select().from(user).where(eq(user.email, account.email));
        // The workspace made at sign-up takes the account's id.
        return addEndpoint(db, me!.id, receiver.url, ["tour.created"]);
      });

      const second = await start();
      const made = await request(second, "POST", "/api/tours", {
        cookie: account.cookie,
        json: { title: "Killed mid-send" },
      });
      expect(made.status).toBe(201);
      await waitFor(() => receiver.received.length === 1, "the first delivery", 20_000);
      second.child.kill("SIGKILL");
      await second.exited;

      const third = await start();
      const again = await waitFor(
        () => receiver.received[1],
        "the delivery sent again after the lease",
        30_000,
      );
      const [once] = receiver.received;
      expect(again.headers["webhook-id"]).toBe(once!.headers["webhook-id"]);
      expect(again.body).toBe(once!.body);
      const payload = new Webhook(endpoint.secret).verify(again.body, again.headers) as {
        type: string;
        data: { title: string };
      };
      expect(payload).toMatchObject({ type: "tour.created", data: { title: "Killed mid-send" } });

      // Recorded before the server answers nothing more; then stopped cleanly to read it.
      await stop(third);
      await withDatabase(async (db) => {
        const [delivery] = await deliveriesOf(db, endpoint.id);
        expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
        const attempts = await db
          .select()
          .from(webhookAttempts)
          .where(eq(webhookAttempts.deliveryId, delivery!.id));
        // The killed process never recorded its try; the second did.
        expect(attempts.map((a) => a.status)).toEqual([200]);
      });
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
