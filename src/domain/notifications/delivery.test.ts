import { describe, expect, it } from "vitest";
import { ROLES, seesMoney } from "../team/roles";
import {
  deliveriesOf,
  type Member,
  nextDigestAt,
  settingKey,
  updateSettingsSchema,
} from "./delivery";
import { KINDS, mayStillReceive, NOTIFICATION_KINDS } from "./kinds";
import { noticeLink } from "./texts";
import { noticeTitle } from "./titles";

const NOW = new Date("2027-03-10T12:00:00Z");
const member = (userId: string, role: Member["role"], over: Partial<Member> = {}): Member => ({
  userId,
  role,
  timeZone: "UTC",
  off: new Set(),
  ...over,
});
const party = [
  member("o", "owner"),
  member("m", "manager"),
  member("c", "crew"),
  member("a", "artist"),
];

describe("who is told", () => {
  it("never tells crew or artists about money", () => {
    for (const kind of NOTIFICATION_KINDS) {
      if (!KINDS[kind].money) continue;
      const to = deliveriesOf(kind, party, NOW, true).map((d) => d.userId);
      expect(to, kind).toEqual(["o", "m"]);
      const audience = KINDS[kind].audience;
      expect(typeof audience !== "string" && audience.every(seesMoney), kind).toBe(true);
    }
  });

  it("tells everyone on the day when its times change, and only the removed member of a removal", () => {
    expect(deliveriesOf("day-times-changed", party, NOW, true).map((d) => d.userId)).toEqual([
      "o",
      "m",
      "c",
      "a",
    ]);
    const gone = member("x", "crew");
    expect(deliveriesOf("member-removed", party, NOW, true, gone).map((d) => d.userId)).toEqual([
      "x",
    ]);
  });

  it("mails urgent kinds at once and the rest at 08:00 in the person's own zone", () => {
    const berlin = member("m", "manager", { timeZone: "Europe/Berlin" });
    const [now] = deliveriesOf("hold-expiring", [berlin], NOW, true);
    expect(now).toMatchObject({ emailState: "pending", emailAt: NOW });
    const [later] = deliveriesOf("hold-promoted", [berlin], NOW, true);
    // 12:00 UTC is 13:00 in Berlin: the next 08:00 there is tomorrow 07:00 UTC.
    expect(later).toMatchObject({
      emailState: "digest",
      emailAt: new Date("2027-03-11T07:00:00Z"),
    });
  });

  it("keeps the bell when mail is off or switched off, and nothing when both are off", () => {
    expect(deliveriesOf("hold-expiring", [party[0]!], NOW, false)[0]).toMatchObject({
      inApp: true,
      emailState: "off",
    });
    const quiet = member("o", "owner", {
      off: new Set([settingKey("hold-expiring", "app"), settingKey("hold-expiring", "email")]),
    });
    expect(deliveriesOf("hold-expiring", [quiet], NOW, true)).toEqual([]);
  });
});

describe("at send time", () => {
  it("mails a kind only to a person whose current role is among its audience", () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const role of ROLES) {
        const info = KINDS[kind];
        // A "named" kind reaches the people it names, whatever their role (never money).
        const expected =
          info.audience === "subject" ||
          (info.audience === "named" ? !info.money : info.audience.includes(role));
        expect(mayStillReceive(kind, role), `${kind} to ${role}`).toBe(expected);
        if (info.money && !seesMoney(role)) expect(mayStillReceive(kind, role)).toBe(false);
      }
    }
    expect(mayStillReceive("deposit-due", "crew")).toBe(false);
    expect(mayStillReceive("deposit-due", "manager")).toBe(true);
  });

  it("mails a removed person only the notice of their removal", () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(mayStillReceive(kind, null), kind).toBe(kind === "member-removed");
    }
  });
});

describe("the daily digest's time", () => {
  it("is today's 08:00 when it is still ahead, else tomorrow's, across a DST change", () => {
    expect(nextDigestAt(new Date("2027-03-10T06:00:00Z"), "UTC").toISOString()).toBe(
      "2027-03-10T08:00:00.000Z",
    );
    expect(nextDigestAt(new Date("2027-03-10T08:00:01Z"), "UTC").toISOString()).toBe(
      "2027-03-11T08:00:00.000Z",
    );
    // New York moves to daylight time on 14 March 2027: 08:00 is 13:00 UTC before, 12:00 after.
    expect(nextDigestAt(new Date("2027-03-13T14:00:00Z"), "America/New_York").toISOString()).toBe(
      "2027-03-14T12:00:00.000Z",
    );
    expect(nextDigestAt(NOW, "Not/AZone").toISOString()).toBe("2027-03-11T08:00:00.000Z");
  });
});

describe("settings input", () => {
  it("refuses a kind or channel that does not exist, and a zone that is not one", () => {
    expect(
      updateSettingsSchema.safeParse({
        settings: [{ kind: "hold-expiring", channel: "email", enabled: false }],
      }).success,
    ).toBe(true);
    expect(
      updateSettingsSchema.safeParse({
        settings: [{ kind: "weather", channel: "email", enabled: false }],
      }).success,
    ).toBe(false);
    expect(
      updateSettingsSchema.safeParse({
        settings: [{ kind: "hold-expiring", channel: "sms", enabled: false }],
      }).success,
    ).toBe(false);
    expect(updateSettingsSchema.safeParse({ timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(updateSettingsSchema.safeParse({ timeZone: "Europe/Berlin" }).success).toBe(true);
  });
});

describe("texts", () => {
  it("say what happened and lead to it", () => {
    const p = { show: "the show at Union Street Theatre on Mar 12", tourId: "t", showId: "s" };
    expect(noticeTitle("hold-expiring", { ...p, hours: 48 })).toBe(
      "The hold on the show at Union Street Theatre on Mar 12 expires within 48 hours",
    );
    expect(noticeTitle("guest-requests-waiting", { ...p, count: 1 })).toBe(
      "1 guest request is waiting for the show at Union Street Theatre on Mar 12",
    );
    expect(noticeLink("day-times-changed", p)).toBe("/dashboard/logistics/day-sheet/t/s");
    for (const kind of NOTIFICATION_KINDS) expect(noticeTitle(kind, {})).not.toMatch(/undefined/);
    expect(ROLES).toContain("crew");
  });
});

describe("a notice for named people", () => {
  it("reaches only the people it names who are still members, whatever their role", () => {
    const to = deliveriesOf("travel-changed", party, NOW, true, undefined, ["c", "gone"]);
    expect(to.map((d) => d.userId)).toEqual(["c"]);
    expect(deliveriesOf("travel-changed", party, NOW, true)).toEqual([]);
    expect(KINDS["travel-changed"].money).toBe(false);
  });
});
