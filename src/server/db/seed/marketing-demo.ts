import { DAY_MS } from "@/domain/durations";
import type { Db } from "../client";
import { toCampaignColumns } from "../queries/marketing/campaigns";
import { marketingCampaigns } from "../schema";
import { campaignFactory } from "./campaign-factory";
import type { SeededTour } from "./tours-demo";

/** A calendar date `days` from today (UTC), so the demo always looks current. */
const day = (days: number, now: Date) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo account's marketing campaigns: six across platforms and statuses, one of them
 * viral (actual reach over 100,000), two sharing a partner so the Partners tab has a total.
 * Linked to the demo tours when there are any, and then running around the tour's dates
 * (demo-rules.ts campaignFitsTour): Midnight Highway runs from 6 days ago to 18 days ahead,
 * West Coast Spring Run from 40 to 52 days ahead.
 */
export async function seedDemoCampaigns(db: Db, workspaceId: string, tours: SeededTour[]) {
  const now = new Date();
  const tour = (i: number) => tours[i % Math.max(tours.length, 1)]?.id ?? null;
  const campaigns = [
    campaignFactory({
      title: "Tour announcement teaser",
      platform: "TikTok",
      status: "completed",
      description:
        "15-second teaser cut from the rehearsal footage, with the tour dates on screen.",
      budget: "1200.00",
      targetReach: 150_000,
      actualReach: 342_800,
      engagementRate: 8.7,
      startDate: day(-60, now),
      endDate: day(-45, now),
      partnerName: "Neon Finch Creative",
      tourId: tour(0),
    }),
    campaignFactory({
      title: "Van life: behind the scenes",
      platform: "Instagram",
      status: "active",
      description: "Daily stories and a weekly reel from the road.",
      budget: "850.00",
      targetReach: 60_000,
      actualReach: 48_250,
      engagementRate: 5.4,
      startDate: day(-20, now),
      endDate: day(18, now), // the tour's last night
      tourId: tour(0),
    }),
    campaignFactory({
      title: "Live session premiere",
      platform: "YouTube",
      status: "active",
      description: "Four-song live session, premiered the week the tour opened.",
      budget: "2000.00",
      targetReach: 100_000,
      actualReach: 76_400,
      engagementRate: 4.1,
      startDate: day(-10, now),
      endDate: day(18, now),
      partnerName: "Basement Tapes Studio",
      tourId: tour(0),
    }),
    campaignFactory({
      title: "City-by-city ticket push",
      platform: "Facebook",
      status: "paused",
      description: "Geo-targeted ads in each tour city; paused while the Portland date moves.",
      budget: "1500.00",
      targetReach: 80_000,
      actualReach: 31_200,
      engagementRate: 2.3,
      startDate: day(-30, now),
      endDate: day(30, now),
      partnerName: "Neon Finch Creative",
      tourId: tour(1),
    }),
    campaignFactory({
      title: "Merch drop countdown",
      platform: "Twitter",
      status: "planning",
      budget: "400.00",
      targetReach: 25_000,
      startDate: day(14, now),
      endDate: day(21, now),
    }),
    campaignFactory({
      title: "Mailing list presale",
      platform: "Other",
      status: "planning",
      description: "Presale code for newsletter subscribers, 48 hours before general sale.",
      budget: "150.00",
      targetReach: 5000,
      startDate: day(30, now),
      tourId: tour(1),
    }),
  ];
  // The list runs in the order the campaigns were made, a day apart; the newest shows first.
  await db.insert(marketingCampaigns).values(
    campaigns.map((c, i) => ({
      ...toCampaignColumns(c),
      workspaceId,
      createdAt: new Date(now.getTime() - (campaigns.length - i) * DAY_MS),
    })),
  );
}
