import { describe, expect, it } from "vitest";
import {
  mustEnrolSecondFactor,
  recoveryCodeSchema,
  seesTwoFactorOf,
  totpCodeSchema,
} from "./second-factor";

describe("mustEnrolSecondFactor", () => {
  const base = { workspaceRequires: true, twoFactorEnabled: false } as const;
  it("asks owners and managers without an authenticator app", () => {
    expect(mustEnrolSecondFactor({ ...base, memberRole: "owner" })).toBe(true);
    expect(mustEnrolSecondFactor({ ...base, memberRole: "manager" })).toBe(true);
  });
  it("never asks crew or artists, who see no money", () => {
    expect(mustEnrolSecondFactor({ ...base, memberRole: "crew" })).toBe(false);
    expect(mustEnrolSecondFactor({ ...base, memberRole: "artist" })).toBe(false);
  });
  it("asks nobody once enrolled, or when the workspace does not require it", () => {
    expect(mustEnrolSecondFactor({ ...base, memberRole: "owner", twoFactorEnabled: true })).toBe(
      false,
    );
    expect(
      mustEnrolSecondFactor({ ...base, memberRole: "manager", workspaceRequires: false }),
    ).toBe(false);
  });
});

describe("code inputs", () => {
  it("takes a code grouped with spaces, refuses anything but six digits", () => {
    expect(totpCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
    expect(totpCodeSchema.safeParse({ code: "12345" }).success).toBe(false);
    expect(totpCodeSchema.safeParse({ code: "12345a" }).success).toBe(false);
  });
  it("needs a recovery code", () => {
    expect(recoveryCodeSchema.safeParse({ code: " " }).success).toBe(false);
    expect(recoveryCodeSchema.parse({ code: " abcde-fghij " })).toEqual({ code: "abcde-fghij" });
  });
});

describe("seesTwoFactorOf", () => {
  it("owners and managers see everyone's; crew and artists only their own", () => {
    for (const role of ["owner", "manager"] as const) {
      expect(seesTwoFactorOf({ userId: "me", role }, "someone-else")).toBe(true);
    }
    for (const role of ["crew", "artist"] as const) {
      expect(seesTwoFactorOf({ userId: "me", role }, "someone-else")).toBe(false);
      expect(seesTwoFactorOf({ userId: "me", role }, "me")).toBe(true);
    }
  });
});
