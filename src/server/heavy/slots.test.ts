import { describe, expect, it } from "vitest";
import { HeavySlots, SERVER_BUSY_MESSAGE, WORKSPACE_BUSY_MESSAGE } from "./slots";

describe("heavy job slots", () => {
  it("caps a workspace, then the process, and frees a slot once, whatever calls release", () => {
    const slots = new HeavySlots(3, 2);
    const a1 = slots.take("a");
    const a2 = slots.take("a");
    expect(slots.take("a")).toEqual({ busy: WORKSPACE_BUSY_MESSAGE });
    const b1 = slots.take("b");
    expect(slots.take("c")).toEqual({ busy: SERVER_BUSY_MESSAGE });
    if (!("release" in a1 && "release" in a2 && "release" in b1)) throw new Error("no slot");
    a1.release();
    a1.release(); // twice: still one slot back
    expect("release" in slots.take("c")).toBe(true);
    expect(slots.take("a")).toEqual({ busy: SERVER_BUSY_MESSAGE });
    b1.release();
    expect("release" in slots.take("a")).toBe(true);
    expect(slots.take("a")).toEqual({ busy: WORKSPACE_BUSY_MESSAGE });
  });
});
