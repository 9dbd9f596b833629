import { describe, expect, it } from "vitest";
import {
  API_CACHE_PREFIX,
  apiCacheName,
  isAccountId,
  isCacheableApiRead,
  isShowFilePath,
  showFilesCacheName,
} from "./offline-cache";

describe("what the service worker keeps for offline use", () => {
  it("keeps the reads a road day needs", () => {
    for (const path of [
      "/api/overview",
      "/api/tours",
      "/api/tours/7b0c/shows",
      "/api/tours/7b0c/itinerary",
      "/api/tours/7b0c/day-sheets/91aa",
      "/api/tours/7b0c/guest-lists/91aa",
      "/api/venues",
      "/api/negotiations/91aa/contacts",
      "/api/merch/projects/1/moves",
      // My tour (issue 54): the reader's tours and their own lines, legs and rooms.
      "/api/my-tours",
      "/api/my-tours/7b0c",
    ]) {
      expect(isCacheableApiRead("GET", path), path).toBe(true);
    }
  });

  it("never keeps auth, exports, the calendar feed, uploads, imports or files", () => {
    for (const path of [
      "/api/auth/get-session",
      "/api/auth",
      "/api/exports/tours.csv",
      "/api/exports/drive",
      "/api/merch/exports/sales.csv",
      "/api/profile/export",
      "/api/calendar-feed",
      "/api/feeds/abc.ics",
      "/api/merch/files/1",
      "/api/merch/files/1/thumbnail",
      "/api/merch/projects/1/files",
      "/api/imports/shows/preview",
      "/api/tours/1/day-sheets/2/pdf",
      "/api/tours/1/deals/2/settlement/pdf",
      "/api/tours/1/guest-lists/2/csv",
      "/api/tours/1/guest-lists/2/pdf",
      "/api/my-tours/1/statement.pdf",
      "/api/health",
    ]) {
      expect(isCacheableApiRead("GET", path), path).toBe(false);
    }
  });

  it("never keeps a write, nor anything outside /api", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(isCacheableApiRead(method, "/api/tours")).toBe(false);
    }
    expect(isCacheableApiRead("GET", "/dashboard")).toBe(false);
    expect(isCacheableApiRead("GET", "/apis/tours")).toBe(false);
  });

  it("names one cache per account, and only from an id", () => {
    expect(apiCacheName("a1b2c3d4-0000")).not.toBe(apiCacheName("e5f6a7b8-0000"));
    expect(isAccountId("8d0e7f4c-5b1a-4c3e-9f2d-1a2b3c4d5e6f")).toBe(true);
    for (const bad of [
      null,
      undefined,
      "",
      "short",
      "../other",
      "a b c d e f g h",
      "x".repeat(65),
    ]) {
      expect(isAccountId(bad)).toBe(false);
    }
  });

  it("keeps a show's files apart from its answers, forgotten with them (issue 38)", () => {
    const file = "/api/tours/t1/advances/s1/files/f1";
    expect(isShowFilePath(file)).toBe(true);
    // Never in the answers' cache: the files have their own, filled with the day sheet.
    expect(isCacheableApiRead("GET", file)).toBe(false);
    for (const other of [
      "/api/tours/t1/advances/s1/files",
      "/api/tours/t1/advances/s1/files/f1/x",
      "/api/advance-links/tok/files/f1",
      "/api/tours/t1/day-sheets/s1",
    ])
      expect(isShowFilePath(other)).toBe(false);
    const id = "8d0e7f4c-5b1a-4c3e-9f2d-1a2b3c4d5e6f";
    expect(showFilesCacheName(id).startsWith(API_CACHE_PREFIX)).toBe(true);
    expect(showFilesCacheName(id)).not.toBe(apiCacheName(id));
  });
});
