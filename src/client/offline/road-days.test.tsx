import { afterEach, describe, expect, it, vi } from "vitest";
import { PURPOSE_HEADER } from "@/domain/offline-cache";
import type { MyToursAnswer } from "@/domain/party/answers";
import { saveRoadDays } from "./road-days";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const mine: MyToursAnswer = {
  tours: [
    {
      tourId: "on-the-road",
      tourName: "Winter Run",
      firstDay: "2000-01-01",
      lastDay: "2999-12-31",
    },
    { tourId: "long-gone", tourName: "Old Run", firstDay: "2000-01-01", lastDay: "2000-02-01" },
    { tourId: "far-off", tourName: "Next Year", firstDay: "2999-01-01", lastDay: "2999-02-01" },
  ],
};

/** The network as the service worker sees it: every read the device makes ahead, and why. */
function recordReads() {
  const reads: { path: string; purpose: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      reads.push({ path: url.pathname, purpose: input.headers.get(PURPOSE_HEADER) });
      const body = url.pathname === "/api/my-tours" ? mine : url.pathname.endsWith("s") ? [] : {};
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return reads;
}

describe("what a device reads ahead for the road (ADR 0018)", () => {
  it("reads the person's own tours, and My tour of each tour on the road in the next days", async () => {
    localStorage.setItem("tribe_auth", JSON.stringify({ userId: "user-0000-0001" }));
    const reads = recordReads();
    await saveRoadDays();
    const paths = reads.map((r) => r.path);
    expect(paths).toContain("/api/my-tours");
    expect(paths).toContain("/api/my-tours/on-the-road");
    // A tour already over, or months away, is read when visited.
    expect(paths).not.toContain("/api/my-tours/long-gone");
    expect(paths).not.toContain("/api/my-tours/far-off");
    // The statement is a download: never read ahead (nor kept).
    expect(paths.some((p) => p.endsWith(".pdf"))).toBe(false);
    expect(reads.every((r) => r.purpose === "road-days")).toBe(true);
  });

  it("reads nothing for nobody signed in", async () => {
    const reads = recordReads();
    await saveRoadDays();
    expect(reads).toEqual([]);
  });
});
