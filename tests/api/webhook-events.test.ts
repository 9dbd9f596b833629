import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_DATA_SCHEMAS } from "@/domain/integrations/event-data";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@/domain/integrations/events";
import { acceptAdvanceAnswers } from "@/server/db/queries/logistics/advances";
import {
  advanceItems,
  tourVenues,
  venueRevenueDeals,
  webhookDeliveries,
  webhookEvents,
  workspaces,
} from "@/server/db/schema";
import { insertShow, insertTour, insertVenue } from "@/server/db/seed/tour-factories";
import { setupApiSuite } from "../support/api-suite";
import { type Account, call } from "../support/client";
import { addEndpoint, deliveriesOf, eventsOf } from "../support/webhooks";

// No dispatcher runs here: the events and deliveries wait in the outbox, to be read.
const s = setupApiSuite();
const ALL = [...WEBHOOK_EVENT_TYPES];

async function aShow(owner: Account, date = "2099-06-10") {
  const db = s.t.database.db;
  const tour = await insertTour(db, owner.workspaceId, {
    title: "Autumn Run",
    startDate: date,
    endDate: date,
  });
  const venue = await insertVenue(db, owner.workspaceId, {
    name: "Paradiso",
    city: "Amsterdam",
    country: "NL",
  });
  const show = await insertShow(db, owner.workspaceId, tour.id, venue.id, {
    performanceDate: date,
  });
  return { tour, venue, show };
}

/** The events of a type raised since `after` (seq), each checked against its schema. */
async function raised(owner: Account, type: WebhookEventType, after = 0) {
  const rows = (await eventsOf(s.t.database.db, owner.workspaceId, type)).filter(
    (e) => e.seq > after,
  );
  for (const e of rows) {
    const parsed = EVENT_DATA_SCHEMAS[type].safeParse(e.data);
    expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  }
  return rows;
}

const transition = (owner: Account, showId: string, to: string) =>
  call(s.t, "POST", `/api/negotiations/${showId}/transitions`, {
    cookie: owner.cookie,
    json: { to },
  });

describe("webhook events raised by the database", () => {
  it("a show confirmed, moved and released through the API: three events, in order", async () => {
    const endpoint = await addEndpoint(
      s.t.database.db,
      s.a.workspaceId,
      "https://x.example/h",
      ALL,
    );
    const { tour, venue, show } = await aShow(s.a);

    expect((await transition(s.a, show.id, "confirmed")).status).toBe(200);
    const moved = await call(s.t, "PUT", `/api/tours/${tour.id}/shows/${show.id}`, {
      cookie: s.a.cookie,
      json: { venueId: venue.id, performanceDate: "2099-06-12", widenTour: true },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await transition(s.a, show.id, "released")).status).toBe(200);

    const [confirmed] = await raised(s.a, "show.confirmed");
    expect(confirmed).toMatchObject({ subjectId: show.id });
    expect(confirmed!.data).toEqual({
      showId: show.id,
      tourId: tour.id,
      tourTitle: "Autumn Run",
      venueName: "Paradiso",
      city: "Amsterdam",
      country: "NL",
      date: "2099-06-10",
      status: "confirmed",
      previousStatus: "pending",
    });
    const [move] = await raised(s.a, "show.moved");
    expect(move!.data).toMatchObject({ date: "2099-06-12", previousDate: "2099-06-10" });
    const [cancel] = await raised(s.a, "show.cancelled");
    expect(cancel!.data).toMatchObject({ status: "released", previousStatus: "confirmed" });
    expect(confirmed!.seq < move!.seq && move!.seq < cancel!.seq).toBe(true);

    // One delivery per event to the listening endpoint, due now, for 24 hours.
    const deliveries = await deliveriesOf(s.t.database.db, endpoint.id);
    const ofShow = deliveries.filter((d) => d.subjectId === show.id);
    expect(ofShow.map((d) => d.status)).toEqual(["pending", "pending", "pending"]);
    const d = ofShow[0]!;
    expect(d.retryUntil.getTime() - d.nextAttemptAt.getTime()).toBe(24 * 3600_000);
  });

  it("a confirmed show deleted with its tour is cancelled ('deleted')", async () => {
    const { tour, show } = await aShow(s.a, "2099-07-01");
    await transition(s.a, show.id, "confirmed");
    const before = (await eventsOf(s.t.database.db, s.a.workspaceId)).at(-1)!.seq;
    const res = await call(s.t, "DELETE", `/api/tours/${tour.id}`, { cookie: s.a.cookie });
    expect(res.status).toBe(200);
    const [cancel] = await raised(s.a, "show.cancelled", before);
    expect(cancel!.data).toMatchObject({
      showId: show.id,
      status: "deleted",
      previousStatus: "confirmed",
    });
  });

  it("tours created and changed through the API, naming the fields that changed", async () => {
    const body = {
      title: "Spring Run",
      status: "planning",
      startDate: "2099-04-01",
      endDate: "2099-04-20",
    };
    const made = await call(s.t, "POST", "/api/tours", { cookie: s.a.cookie, json: body });
    expect(made.status, made.text).toBe(201);
    const edited = await call(s.t, "PUT", `/api/tours/${made.data.id}`, {
      cookie: s.a.cookie,
      json: { ...body, title: "Spring Run II", endDate: "2099-04-22" },
    });
    expect(edited.status, edited.text).toBe(200);
    const created = (await raised(s.a, "tour.created")).find((e) => e.subjectId === made.data.id);
    expect(created!.data).toMatchObject({ tourId: made.data.id, title: "Spring Run" });
    const changed = (await raised(s.a, "tour.changed")).find((e) => e.subjectId === made.data.id);
    expect(changed!.data).toMatchObject({ title: "Spring Run II", changed: ["title", "endDate"] });
  });

  it("a guest list locked and ticket counts reported: one event per show per write", async () => {
    const { tour, show } = await aShow(s.a);
    const locked = await call(s.t, "PUT", `/api/tours/${tour.id}/guest-lists/${show.id}/settings`, {
      cookie: s.a.cookie,
      json: { allotment: 20, locked: true },
    });
    expect(locked.status, locked.text).toBe(200);
    const closed = (await raised(s.a, "guest_list.closed")).filter((e) => e.subjectId === show.id);
    expect(closed.map((e) => e.data)).toEqual([{ showId: show.id, tourId: tour.id }]);

    const report = (tiers: { tier: string; sold: number }[]) =>
      call(s.t, "POST", `/api/tours/${tour.id}/tickets/${show.id}`, {
        cookie: s.a.cookie,
        json: { tiers },
      });
    const first = await report([
      { tier: "GA", sold: 120 },
      { tier: "VIP", sold: 12 },
      { tier: "Balcony", sold: 30 },
    ]);
    expect(first.status, first.text).toBeLessThan(300);
    expect(
      (await raised(s.a, "ticket_count.reported")).filter((e) => e.subjectId === show.id),
    ).toHaveLength(1);
    await report([{ tier: "GA", sold: 130 }]);
    expect(
      (await raised(s.a, "ticket_count.reported")).filter((e) => e.subjectId === show.id),
    ).toHaveLength(2);
  });

  it("advance answers accepted together, a deal settled, a contract executed", async () => {
    const db = s.t.database.db;
    const { tour, show } = await aShow(s.a);
    const keys = ["load_in", "parking", "wifi"];
    await db.insert(advanceItems).values(
      keys.map((key, position) => ({
        workspaceId: s.a.workspaceId,
        showId: show.id,
        key,
        section: "venue",
        label: key,
        kind: "text",
        position,
        state: "answered",
        proposed: "yes",
      })),
    );
    const accepted = await acceptAdvanceAnswers(db, s.a.workspaceId, tour.id, show.id, keys);
    expect(accepted?.accepted).toBe(3);
    const advance = (await raised(s.a, "advance.accepted")).filter((e) => e.subjectId === show.id);
    expect(advance.map((e) => e.data)).toEqual([{ showId: show.id, tourId: tour.id }]);

    const [deal] = await db
      .insert(venueRevenueDeals)
      .values({ workspaceId: s.a.workspaceId, tourVenueId: show.id, dealType: "guarantee" })
      .returning();
    await db
      .update(venueRevenueDeals)
      .set({ isSettled: true })
      .where(eq(venueRevenueDeals.id, deal!.id));
    const settled = (await raised(s.a, "deal.settled")).filter((e) => e.subjectId === show.id);
    expect(settled.map((e) => e.data)).toEqual([
      { dealId: deal!.id, showId: show.id, tourId: tour.id },
    ]);

    const contract = (await db.execute(sql`
      insert into contracts (workspace_id, show_id, version, title, show_date, venue_name,
        artist_name, source, document, document_pdf, document_sha256)
      values (${s.a.workspaceId}, ${show.id}, 1, 'Engagement', '2099-06-10', 'Paradiso',
        'Test Artist', '{}'::jsonb, '{}'::jsonb, '\\x00'::bytea, 'x')
      returning id`)) as unknown as { rows: { id: string }[] };
    const contractId = contract.rows[0]!.id;
    await db.execute(sql`update contracts set state = 'sent' where id = ${contractId}`);
    expect(
      (await raised(s.a, "contract.executed")).filter((e) => e.subjectId === show.id),
    ).toHaveLength(0);
    await db.execute(sql`update contracts set state = 'executed' where id = ${contractId}`);
    const executed = (await raised(s.a, "contract.executed")).filter(
      (e) => e.subjectId === show.id,
    );
    expect(executed.map((e) => e.data)).toEqual([
      { contractId, version: 1, showId: show.id, tourId: tour.id },
    ]);
  });

  it("raises nothing where no enabled endpoint listens, nor for a write rolled back", async () => {
    const db = s.t.database.db;
    // b: one endpoint for tours only, one disabled for shows.
    const toursOnly = await addEndpoint(db, s.b.workspaceId, "https://x.example/t", [
      "tour.created",
    ]);
    const disabled = await addEndpoint(
      db,
      s.b.workspaceId,
      "https://x.example/d",
      ["show.confirmed"],
      {
        enabled: false,
      },
    );
    const { show } = await aShow(s.b);
    expect((await transition(s.b, show.id, "confirmed")).status).toBe(200);
    expect(await eventsOf(db, s.b.workspaceId, "show.confirmed")).toEqual([]);
    expect(await deliveriesOf(db, disabled.id)).toEqual([]);
    // The tour made by aShow was heard by the tours-only endpoint alone.
    expect((await deliveriesOf(db, toursOnly.id)).length).toBe(1);

    // a listens; a write that fails leaves neither event nor delivery.
    const other = await aShow(s.a, "2099-09-09");
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(tourVenues)
          .set({ status: "confirmed" })
          .where(eq(tourVenues.id, other.show.id));
        throw new Error("the write fails after the change");
      }),
    ).rejects.toThrow("the write fails");
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    expect(after[0]!.n).toBe(before[0]!.n);
    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.subjectId, other.show.id));
    expect(events).toEqual([]);
  });

  it("a workspace deleted with a listening endpoint and a confirmed show: deleted, no event", async () => {
    const db = s.t.database.db;
    const { show } = await aShow(s.b, "2099-10-10");
    expect((await transition(s.b, show.id, "confirmed")).status).toBe(200);
    await addEndpoint(db, s.b.workspaceId, "https://x.example/c", ["show.cancelled"]);
    // The cascade deletes the show after the workspace row: whatever the order, no event names
    // a workspace that is gone (webhook_raise checks), and the deletion goes through.
    await db.delete(workspaces).where(eq(workspaces.id, s.b.workspaceId));
    const left = await db.select().from(webhookEvents).where(eq(webhookEvents.subjectId, show.id));
    expect(left).toEqual([]);
    expect(await db.select().from(tourVenues).where(eq(tourVenues.id, show.id))).toEqual([]);
  });
});
