// Scratch: time iterateTourList over 10,000 tours × 3 shows on PGlite.
import { performance } from "node:perf_hooks";
import { seedBulkTours } from "@/server/db/seed/tour-factories";
import { iterateTourList } from "@/server/db/queries/exports";
import { signUp, startBenchApp } from "./setup";

const { app, db, counter } = await startBenchApp();
const a = await signUp(app, "exporter");
await seedBulkTours(db, a.userId, { tours: 10_000, showsPerTour: 3, venues: 300 });
for (let r = 0; r < 4; r++) {
  counter.count = 0;
  const t0 = performance.now();
  let tours = 0;
  let shows = 0;
  for await (const page of iterateTourList(db, a.userId)) {
    tours += page.length;
    for (const t of page) shows += t.venues.length;
  }
  console.log(tours, shows, counter.count, Math.round(performance.now() - t0), "ms");
}
process.exit(0);
