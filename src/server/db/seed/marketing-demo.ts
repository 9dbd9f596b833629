import type { Db } from "../client";
import type { SeededTour } from "./tours-demo";

/** The demo account's marketing campaigns. */
export async function seedDemoCampaigns(_db: Db, _userId: string, _tours: SeededTour[]) {}
