import { and, asc, eq, lt } from "drizzle-orm";
import type { DesignStatus } from "@/domain/design-projects";
import type { Db } from "../client";
import { refreshProductRollups } from "../queries/merch-rollups";
import {
  designProjects,
  designReviews,
  merchPartners,
  merchProducts,
  merchShowCounts,
  merchVariants,
  tourVenues,
} from "../schema";
import { addDays } from "./tour-factories";
import type { SeededTour } from "./tours-demo";

const FLOW: DesignStatus[] = ["pending", "in-review", "approved", "completed"];

// biome-ignore format: a table reads best one row per line
const PROJECTS: [title: string, kind: string, status: DesignStatus, dueIn: number, partner: 0 | 1, brief: string][] = [
  ["Midnight Highway tour poster", "poster", "completed", -20, 0, "18×24 two-colour screen print with every date of the run."],
  ["Owl logo tee", "shirt", "approved", -10, 0, "Front chest logo, back print with the tour cities."],
  ["Night Owls enamel pin", "other", "approved", -5, 1, "1.25 inch hard enamel, gold plating."],
  ["Southern Nights weekender flyer", "social-asset", "in-review", 2, 0, "Square and story sizes for Instagram."],
  ["Live at the Lantern album art", "album-art", "in-review", 5, 0, "Photo-led cover, hand lettering for the title."],
  ["West Coast Spring Run poster", "poster", "pending", 4, 0, "Coastal palette; leave room for support acts."],
  ["Holiday Homecoming hoodie", "shirt", "pending", 21, 1, "Embroidered wordmark, heavyweight hoodie."],
];

// biome-ignore format: a table reads best one row per line
const PRODUCTS: [name: string, type: string, status: string, price: string, cost: string, design: number | null, variants: [string, number][]][] = [
  ["Owl logo tee", "t-shirt", "ready", "25.00", "8.50", 1, [["S", 18], ["M", 42], ["L", 36], ["XL", 9], ["XXL", 4]]],
  ["Midnight Highway poster", "poster", "ready", "20.00", "4.25", 0, [["18×24", 55]]],
  ["Night Owls enamel pin", "other", "ready", "10.00", "2.10", 2, [["One size", 120]]],
  ["Tour hoodie", "hoodie", "sold-out", "55.00", "22.00", null, [["M", 0], ["L", 0]]],
  ["Holiday Homecoming hoodie", "hoodie", "draft", "60.00", "24.00", null, [["M", 0], ["L", 0], ["XL", 0]]],
];

/**
 * The demo account's Merch & Art: two partners, projects in every status with their review
 * thread, products with variants and stock, and counts for the shows already played.
 */
export async function seedDemoMerch(db: Db, userId: string, _tours: SeededTour[]) {
  const today = new Date().toISOString().slice(0, 10);
  const partners = await db
    .insert(merchPartners)
    .values([
      {
        userId,
        name: "Inkwell Studio",
        kind: "designer",
        contactName: "Nia Brooks",
        email: "nia@inkwell.example",
        website: "https://inkwell.example",
        notes: "Fast turnaround; prefers briefs with references.",
      },
      {
        userId,
        name: "Riverside Print Co.",
        kind: "print-shop",
        contactName: "Leo Marsh",
        email: "orders@riversideprint.example",
        website: "https://riversideprint.example",
        notes: "Screen printing and embroidery; 2-week lead time.",
      },
    ])
    .returning({ id: merchPartners.id });
  const projects = await db
    .insert(designProjects)
    .values(
      PROJECTS.map(([title, kind, status, dueIn, partner, brief]) => ({
        userId,
        title,
        kind,
        status,
        brief,
        dueDate: addDays(today, dueIn),
        partnerId: partners[partner]!.id,
      })),
    )
    .returning({ id: designProjects.id, status: designProjects.status });
  // Each project's thread: created, then every step of the flow up to its status.
  await db.insert(designReviews).values(
    projects.flatMap((p, i) => {
      const steps = FLOW.slice(0, FLOW.indexOf(p.status as DesignStatus) + 1);
      return steps.map((to, s) => ({
        userId,
        projectId: p.id,
        fromStatus: s === 0 ? null : steps[s - 1]!,
        toStatus: to,
        comment: to === "approved" ? "Looks great, go to print." : null,
        authorName: "The Night Owls",
        createdAt: new Date(Date.now() - (PROJECTS.length - i) * 86_400_000 + s * 3_600_000),
      }));
    }),
  );
  const products = await db
    .insert(merchProducts)
    .values(
      PRODUCTS.map(([name, type, status, price, unitCost, design]) => ({
        userId,
        name,
        type,
        status,
        price,
        unitCost,
        designProjectId: design === null ? null : projects[design]!.id,
        partnerId: partners[1]!.id,
      })),
    )
    .returning({ id: merchProducts.id });
  const variants = await db
    .insert(merchVariants)
    .values(
      PRODUCTS.flatMap(([, , , , , , vs], p) =>
        vs.map(([label, stock], position) => ({
          userId,
          productId: products[p]!.id,
          label,
          stock,
          position,
        })),
      ),
    )
    .returning({ id: merchVariants.id, productId: merchVariants.productId });
  // Shows already played get counts; stock above is what is left after them.
  const played = await db
    .select({ id: tourVenues.id })
    .from(tourVenues)
    .where(and(eq(tourVenues.userId, userId), lt(tourVenues.performanceDate, today)))
    .orderBy(asc(tourVenues.performanceDate))
    .limit(6);
  const onSale = variants.filter((v) => products.findIndex((p) => p.id === v.productId) <= 2);
  const price = (productId: string) => PRODUCTS[products.findIndex((p) => p.id === productId)]![3];
  const counts = played.flatMap((show, s) =>
    onSale.map((v, i) => {
      const countIn = 12 + ((s * 7 + i * 5) % 10);
      const countOut = 2 + ((s + i) % 6);
      return {
        userId,
        showId: show.id,
        variantId: v.id,
        countIn,
        countOut,
        comps: (s + i) % 3 === 0 ? 1 : 0,
        price: price(v.productId),
      };
    }),
  );
  if (counts.length > 0) await db.insert(merchShowCounts).values(counts);
  await refreshProductRollups(db, userId);
}
