import { describe, expect, it } from "vitest";
import { LimitReached, limitMessage, overLimit, WORKSPACE_LIMITS } from "./workspace-limits";

describe("workspace limits", () => {
  it("refuses only what would pass the limit, counting every row added at once", () => {
    expect(overLimit("shows", 4_999)).toBeUndefined();
    expect(overLimit("shows", 5_000)).toBe("This workspace has reached its limit of 5,000 shows.");
    expect(overLimit("venues", 4_000, 1_000)).toBeUndefined();
    expect(overLimit("venues", 4_000, 1_001)).toMatch(/limit of 5,000 venues/);
  });

  it("names every limit in its message, and the error carries it", () => {
    for (const kind of Object.keys(WORKSPACE_LIMITS) as (keyof typeof WORKSPACE_LIMITS)[]) {
      expect(limitMessage(kind)).toMatch(/^This workspace has reached its limit of [\d,]+ .+\.$/);
    }
    expect(new LimitReached("tours").message).toBe(
      "This workspace has reached its limit of 500 tours.",
    );
  });
});
