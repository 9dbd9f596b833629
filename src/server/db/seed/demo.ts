import { eq } from "drizzle-orm";
import { inEnglish } from "../../i18n/ambient-words";
import type { Db } from "../client";
import { user, workspaces } from "../schema";
import { seedDemoFinance } from "./finances-demo";
import { seedDemoGuestLists } from "./guest-lists-demo";
import { seedDemoListings } from "./listings-demo";
import { seedDemoCampaigns } from "./marketing-demo";
import { seedDemoMerch } from "./merch-demo";
import { seedDemoNegotiations } from "./negotiations-demo";
import { seedDemoParty } from "./party-demo";
import { seedDemoSetLists } from "./setlists-demo";
import { seedDemoTeam } from "./team-demo";
import { seedDemoTickets } from "./tickets-demo";
import { alignDemoTimeline } from "./timeline-demo";
import { seedDemoTours } from "./tours-demo";

const DEMO_ARTIST_NAME = "The Night Owls";

/**
 * Fills a new guest's workspace with the sample data of the spec, one area at a time, and
 * gives it a touring party: a fictional manager and crew member (team-demo.ts). In English
 * whatever the guest's browser reads (issue 55: the demo data stays as it is): it runs inside
 * their sign-in request, whose language would otherwise word and date what it stores.
 */
export const seedDemoAccount = (db: Db, workspaceId: string) =>
  inEnglish(() => seedDemoData(db, workspaceId));

async function seedDemoData(db: Db, workspaceId: string) {
  await db.update(user).set({ artistName: DEMO_ARTIST_NAME }).where(eq(user.id, workspaceId));
  await db.update(workspaces).set({ name: DEMO_ARTIST_NAME }).where(eq(workspaces.id, workspaceId));
  const tours = await seedDemoTours(db, workspaceId);
  await seedDemoCampaigns(db, workspaceId, tours);
  await seedDemoFinance(db, workspaceId);
  await seedDemoMerch(db, workspaceId, tours);
  await seedDemoNegotiations(db, workspaceId, DEMO_ARTIST_NAME);
  await seedDemoGuestLists(db, workspaceId);
  await seedDemoSetLists(db, workspaceId);
  await alignDemoTimeline(db, workspaceId);
  // Counts by days out need every show's final date and status.
  await seedDemoTickets(db, workspaceId);
  // After every show has its final date and status: a listing written earlier would read a
  // later change as a public show moved (migration 0027's trigger).
  await seedDemoListings(db, workspaceId, DEMO_ARTIST_NAME);
  await seedDemoTeam(db, workspaceId);
  // After the team: the party is its members and two people without an account.
  await seedDemoParty(db, workspaceId);
}
