import { afterEach, describe, expect, it } from "vitest";
import { ACCOUNT_HEADER, SAVED_AT_HEADER } from "@/domain/offline-cache";
import {
  finishPendingSignOut,
  markSignOutPending,
  noteConfirmed,
  offlineTrustHolds,
  signOutPending,
} from "./device-session";

afterEach(() => localStorage.clear());

const DAY = 86_400_000;

describe("a sign-out with no signal (issue 35 §7)", () => {
  it("stays pending until the server has ended the session", async () => {
    markSignOutPending();
    expect(signOutPending()).toBe(true);
    await finishPendingSignOut(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(signOutPending()).toBe(true);
    await finishPendingSignOut(async () => ({ error: { status: 500 } }));
    expect(signOutPending()).toBe(true);
    await finishPendingSignOut(async () => ({}));
    expect(signOutPending()).toBe(false);
  });
});

describe("saved pages stand in for the server only while it confirmed the workspace lately", () => {
  it("counts an answer of the server, never the device's own copy", () => {
    expect(offlineTrustHolds()).toBe(false);
    noteConfirmed(new Headers({ [ACCOUNT_HEADER]: "w1", [SAVED_AT_HEADER]: "2026-11-01" }));
    expect(offlineTrustHolds()).toBe(false);
    noteConfirmed(new Headers({ [ACCOUNT_HEADER]: "w1" }));
    expect(offlineTrustHolds()).toBe(true);
  });

  it("ends seven days after the last confirmation, and at a sign-out", () => {
    noteConfirmed(new Headers({ [ACCOUNT_HEADER]: "w1" }));
    expect(offlineTrustHolds(Date.now() + 6 * DAY)).toBe(true);
    expect(offlineTrustHolds(Date.now() + 8 * DAY)).toBe(false);
    markSignOutPending();
    expect(offlineTrustHolds()).toBe(false);
  });
});
