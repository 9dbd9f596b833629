import { describe, expect, it } from "vitest";
import { formatReach } from "../format";
import {
  CAMPAIGN_PLATFORMS,
  type CampaignFormValues,
  campaignInputSchema,
  lacksRequiredFields,
} from "./campaigns";

const valid: CampaignFormValues = { title: "Tour teaser", platform: "TikTok" };

const parse = (overrides: Partial<Record<keyof CampaignFormValues, unknown>>) =>
  campaignInputSchema.safeParse({ ...valid, ...overrides });

/** The message zod gives for one field, or undefined when that field passed. */
const fieldError = (overrides: Partial<Record<keyof CampaignFormValues, unknown>>, field: string) =>
  parse(overrides).error?.issues.find((i) => i.path.join(".") === field)?.message;

describe("campaignInputSchema: required fields", () => {
  it("accepts a title and a platform alone, filling in the rest", () => {
    expect(campaignInputSchema.parse(valid)).toEqual({
      title: "Tour teaser",
      platform: "TikTok",
      status: "planning",
      description: null,
      budget: "0.00",
      targetReach: 0,
      actualReach: 0,
      engagementRate: 0,
      startDate: null,
      endDate: null,
      partnerName: null,
      tourId: null,
    });
  });

  it("requires a title (blank counts as missing)", () => {
    expect(fieldError({ title: "   " }, "title")).toBe("Title is required");
    expect(fieldError({ title: undefined }, "title")).toBe("Title is required");
  });

  it("offers exactly the eight platforms of docs/product.md §8.1, in its order", () => {
    expect(CAMPAIGN_PLATFORMS).toEqual([
      "TikTok",
      "Instagram",
      "YouTube",
      "Twitter",
      "Facebook",
      "Snapchat",
      "LinkedIn",
      "Other",
    ]);
  });

  it("requires a platform from the spec's list", () => {
    expect(fieldError({ platform: "" }, "platform")).toBe("Platform is required");
    expect(fieldError({ platform: undefined }, "platform")).toBe("Platform is required");
    expect(fieldError({ platform: "MySpace" }, "platform")).toBe("Choose a platform from the list");
    for (const platform of CAMPAIGN_PLATFORMS) expect(parse({ platform }).success).toBe(true);
  });

  it("says when the spec's 'Title and platform are required' applies", () => {
    expect(lacksRequiredFields({ title: "A", platform: "TikTok" })).toBe(false);
    expect(lacksRequiredFields({ title: " ", platform: "TikTok" })).toBe(true);
    expect(lacksRequiredFields({ title: "A", platform: "" })).toBe(true);
    expect(lacksRequiredFields({})).toBe(true);
  });
});

describe("campaignInputSchema: status", () => {
  it("defaults to planning and accepts every status", () => {
    expect(campaignInputSchema.parse({ ...valid, status: "" }).status).toBe("planning");
    for (const status of ["planning", "active", "completed", "paused"]) {
      expect(campaignInputSchema.parse({ ...valid, status }).status).toBe(status);
    }
    expect(fieldError({ status: "cancelled" }, "status")).toBe("Choose a status from the list");
  });
});

describe("campaignInputSchema: blanks and non-numbers (docs/product.md §8.2)", () => {
  it("stores empty dates, partner name and description as null", () => {
    const out = campaignInputSchema.parse({
      ...valid,
      description: "  ",
      partnerName: "",
      startDate: "",
      endDate: null,
    });
    expect(out).toMatchObject({
      description: null,
      partnerName: null,
      startDate: null,
      endDate: null,
    });
  });

  it("turns non-numeric number fields into 0", () => {
    const out = campaignInputSchema.parse({
      ...valid,
      budget: "abc",
      targetReach: "",
      actualReach: "lots",
      engagementRate: " ",
    });
    expect(out).toMatchObject({
      budget: "0.00",
      targetReach: 0,
      actualReach: 0,
      engagementRate: 0,
    });
  });

  it("reads numbers typed as text", () => {
    const out = campaignInputSchema.parse({
      ...valid,
      budget: "1250.5",
      targetReach: "50000",
      actualReach: 120001,
      engagementRate: "4.5",
    });
    expect(out).toMatchObject({
      budget: "1250.50",
      targetReach: 50_000,
      actualReach: 120_001,
      engagementRate: 4.5,
    });
  });
});

describe("campaignInputSchema: ranges", () => {
  it("refuses a negative budget and more than cents", () => {
    expect(fieldError({ budget: -0.01 }, "budget")).toBe("Budget cannot be negative");
    expect(fieldError({ budget: "10.005" }, "budget")).toBe("Budget can have at most 2 decimals");
    expect(parse({ budget: "0.01" }).data?.budget).toBe("0.01");
  });

  it("wants whole, non-negative reach figures", () => {
    expect(fieldError({ targetReach: 1.5 }, "targetReach")).toBe(
      "Target reach must be a whole number",
    );
    expect(fieldError({ actualReach: "-1" }, "actualReach")).toBe(
      "Actual reach cannot be negative",
    );
    expect(fieldError({ actualReach: 3_000_000_000 }, "actualReach")).toBe(
      "Actual reach is too large",
    );
  });

  it("keeps engagement between 0 and 100", () => {
    expect(parse({ engagementRate: 100 }).data?.engagementRate).toBe(100);
    expect(parse({ engagementRate: 0 }).data?.engagementRate).toBe(0);
    expect(fieldError({ engagementRate: 100.1 }, "engagementRate")).toBe(
      "Engagement rate cannot be over 100",
    );
    expect(fieldError({ engagementRate: -0.1 }, "engagementRate")).toBe(
      "Engagement rate cannot be negative",
    );
  });

  it("refuses an end date before the start date, allows the same day", () => {
    expect(fieldError({ startDate: "2026-05-10", endDate: "2026-05-09" }, "endDate")).toBe(
      "End date cannot be before the start date",
    );
    expect(parse({ startDate: "2026-05-10", endDate: "2026-05-10" }).success).toBe(true);
    expect(parse({ startDate: "2026-05-10" }).success).toBe(true);
  });

  it("refuses dates that do not exist", () => {
    expect(fieldError({ startDate: "2026-02-30" }, "startDate")).toBe(
      "Enter a real date (YYYY-MM-DD)",
    );
  });

  it("wants a tour id shaped like an id", () => {
    expect(fieldError({ tourId: "tour-1" }, "tourId")).toBe("Choose one of your tours");
    expect(parse({ tourId: "" }).data?.tourId).toBeNull();
  });
});

describe("reach format (docs/product.md §16.2)", () => {
  it("uses K from 1,000 and M from 1,000,000, with one decimal", () => {
    expect(formatReach(0)).toBe("0");
    expect(formatReach(999)).toBe("999");
    expect(formatReach(1000)).toBe("1.0K");
    expect(formatReach(100_001)).toBe("100.0K");
    expect(formatReach(999_949)).toBe("999.9K");
    // 999,999 would round to "1000.0K"; it is shown as the next unit instead.
    expect(formatReach(999_999)).toBe("1.0M");
    expect(formatReach(1_000_000)).toBe("1.0M");
    expect(formatReach(12_340_000)).toBe("12.3M");
  });
});
