import type { Db } from "../client";

export interface SeededTour {
  id: string;
  title: string;
}

/** The demo account's tours, venues and shows. */
export async function seedDemoTours(_db: Db, _userId: string): Promise<SeededTour[]> {
  return [];
}
