import { describe, expect, it } from "vitest";
import { say } from "../i18n/words";
import { tourStatus } from "../tours/tour-status";
import { DATA_BADGES, figuresFor, timingOf } from "./summary";

const today = "2026-05-10";
const badge = (startDate: string, endDate: string, status = "planning") => {
  const timing = timingOf(
    tourStatus({ status, startDate, endDate, firstShow: null, lastShow: null }, today),
  );
  return [say(DATA_BADGES[timing]), figuresFor(timing)];
};

describe("data badge: follows the tour's status (issue 36)", () => {
  it("is live from the first day through the last", () => {
    expect(badge("2026-05-10", "2026-05-20")).toEqual(["Live Tour", "actual"]);
    expect(badge("2026-05-01", "2026-05-10")).toEqual(["Live Tour", "actual"]);
  });
  it("is anticipated before the start and actual after the end", () => {
    expect(badge("2026-05-11", "2026-05-20")).toEqual(["Anticipated Data", "anticipated"]);
    expect(badge("2026-05-01", "2026-05-09")).toEqual(["Actual Data", "actual"]);
  });
  it("shows what happened for a cancelled tour", () => {
    expect(badge("2026-05-11", "2026-05-20", "cancelled")).toEqual(["Actual Data", "actual"]);
  });
});
