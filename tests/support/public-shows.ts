import type { PublicShow, PublicShowRow } from "@/domain/listings/public-show";

/**
 * A show as fans see it (for the public outputs' renderers) and as the database reads it
 * (for the rules that make one): Metro, Chicago, July 1 at 20:00, announced May 1. Each test
 * overrides what it is about; ids are distinct within a file.
 */
let n = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

export const publicShow = (over: Partial<PublicShow> = {}): PublicShow => ({
  id: nextId(),
  date: "2026-07-01",
  startTime: "20:00",
  timeZone: "America/Chicago",
  startsAt: "2026-07-01T20:00:00-05:00",
  venue: { name: "Metro", city: "Chicago", region: "IL", country: "US" },
  eventName: null,
  supportActs: ["The Openers"],
  ticketUrl: "https://tickets.example/metro",
  onSaleAt: null,
  soldOut: false,
  status: "scheduled",
  previousDate: null,
  upcoming: true,
  announcedAt: "2026-05-01T15:00:00.000Z",
  updatedAt: "2026-05-01T15:00:00.000Z",
  ...over,
});

export const publicShowRow = (over: Partial<PublicShowRow> = {}): PublicShowRow => ({
  id: nextId(),
  status: "confirmed",
  tourStatus: "active",
  date: "2026-07-01",
  venueName: "Metro",
  city: "Chicago",
  region: "IL",
  country: "US",
  announceAt: new Date("2026-05-01T15:00:00Z"),
  timeZone: "America/Chicago",
  startTime: "20:00",
  onSaleAt: null,
  ticketUrl: "https://tickets.example/metro",
  soldOut: false,
  eventName: null,
  supportActs: ["The Openers"],
  hidden: false,
  previousDate: null,
  cancelledAt: null,
  updatedAt: new Date("2026-05-01T15:00:00Z"),
  ...over,
});
