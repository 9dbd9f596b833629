import { describe, expect, it } from "vitest";
import { publicShowRow } from "../../../tests/support/public-shows";
import type { PublicShowRow } from "./public-show";
import { uploadShows } from "./upload-shows";

const now = new Date("2026-06-01T12:00:00Z");
const row = (over: Partial<PublicShowRow> = {}) =>
  publicShowRow({ ticketUrl: null, supportActs: [], ...over });
const venues = (rows: PublicShowRow[]) => uploadShows(rows, now).map((s) => s.venue.name);

describe("the shows a listings upload carries", () => {
  it("announced shows, and shows announced later (the sites publish them then)", () => {
    const later = row({
      venueName: "Later",
      date: "2026-07-02",
      announceAt: new Date("2026-06-20T15:00:00Z"),
    });
    const shows = uploadShows([row(), later], now);
    expect(shows.map((s) => s.venue.name)).toEqual(["Metro", "Later"]);
    expect(shows[1]!.announcedAt).toBe("2026-06-20T15:00:00.000Z");
  });

  it("never a hold, a hidden show, one with no announce time, a cancelled one or a past one", () => {
    const left = [
      row({ status: "hold" }),
      row({ hidden: true }),
      row({ announceAt: null }),
      row({ status: "released", cancelledAt: new Date("2026-05-20T00:00:00Z") }),
      row({ tourStatus: "cancelled" }),
      row({ tourStatus: "cancelled", announceAt: new Date("2026-06-20T15:00:00Z") }),
      row({ date: "2026-05-31" }),
      row({ date: null }),
    ];
    expect(venues(left)).toEqual([]);
  });

  it("soonest first, by date then time", () => {
    const rows = [
      row({ venueName: "C", date: "2026-08-01" }),
      row({ venueName: "B", date: "2026-07-01", startTime: "21:00" }),
      row({ venueName: "A", date: "2026-07-01", startTime: "19:00" }),
    ];
    expect(venues(rows)).toEqual(["A", "B", "C"]);
  });
});
