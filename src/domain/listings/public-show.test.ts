import { describe, expect, it } from "vitest";
import { publicShowRow } from "../../../tests/support/public-shows";
import { publicDates, startsAtIn, VENUE_TBA } from "./public-show";

const now = new Date("2026-06-01T12:00:00Z");
const row = publicShowRow;

describe("the public snapshot", () => {
  it("writes a start with the venue's offset, summer and winter", () => {
    expect(startsAtIn("2026-07-01", "20:00", "America/Chicago")).toBe("2026-07-01T20:00:00-05:00");
    expect(startsAtIn("2026-12-01", "20:00", "America/Chicago")).toBe("2026-12-01T20:00:00-06:00");
    expect(startsAtIn("2026-07-01", "19:30", "Asia/Kolkata")).toBe("2026-07-01T19:30:00+05:30");
    expect(startsAtIn("2026-07-01", "19:30", "UTC")).toBe("2026-07-01T19:30:00+00:00");
  });

  it("holds only what fans may see, and nothing else of the row", () => {
    const { upcoming } = publicDates([row()], now);
    expect(upcoming).toHaveLength(1);
    expect(Object.keys(upcoming[0]!).sort()).toEqual(
      [
        "announcedAt",
        "date",
        "eventName",
        "id",
        "onSaleAt",
        "previousDate",
        "soldOut",
        "startTime",
        "startsAt",
        "status",
        "supportActs",
        "ticketUrl",
        "timeZone",
        "upcoming",
        "updatedAt",
        "venue",
      ].sort(),
    );
    expect(upcoming[0]!.startsAt).toBe("2026-07-01T20:00:00-05:00");
  });

  it("leaves out holds, hidden and unannounced shows, and keeps cancelled ones marked", () => {
    const dates = publicDates(
      [
        row({ status: "hold" }),
        row({ hidden: true }),
        row({ announceAt: null }),
        row({ status: "released", cancelledAt: new Date("2026-05-20T00:00:00Z") }),
        row({ previousDate: "2026-06-28" }),
      ],
      now,
    );
    expect(dates.upcoming.map((s) => s.status)).toEqual(["cancelled", "rescheduled"]);
    expect(dates.upcoming[1]!.previousDate).toBe("2026-06-28");
  });

  it("splits upcoming (soonest first) from past (latest first)", () => {
    const dates = publicDates(
      [
        row({ date: "2026-08-01" }),
        row({ date: "2026-05-01" }),
        row({ date: "2026-07-01" }),
        row({ date: "2026-04-01" }),
      ],
      now,
    );
    expect(dates.upcoming.map((s) => s.date)).toEqual(["2026-07-01", "2026-08-01"]);
    expect(dates.past.map((s) => s.date)).toEqual(["2026-05-01", "2026-04-01"]);
  });

  it("is good until the next announce time, and an hour at most", () => {
    const soon = new Date("2026-06-01T12:20:00Z");
    expect(publicDates([row({ announceAt: soon })], now).validUntil).toEqual(soon);
    expect(publicDates([row()], now).validUntil).toEqual(new Date("2026-06-01T13:00:00Z"));
  });

  it("ends when a public show's tickets go on sale, which the page says until then", () => {
    const onSale = new Date("2026-06-01T12:30:00Z");
    expect(publicDates([row({ onSaleAt: onSale })], now).validUntil).toEqual(onSale);
    const hidden = row({ onSaleAt: onSale, hidden: true });
    expect(publicDates([hidden], now).validUntil).toEqual(new Date("2026-06-01T13:00:00Z"));
  });

  it("names a venue it does not know as to be announced", () => {
    const { upcoming } = publicDates([row({ venueName: null, country: null })], now);
    expect(upcoming[0]!.venue).toEqual({
      name: VENUE_TBA,
      city: "Chicago",
      region: "IL",
      country: "US",
    });
  });
});
