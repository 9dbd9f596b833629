import { and, asc, eq, lt } from "drizzle-orm";
import sharp from "sharp";
import { DAY_MS, HOUR_MS } from "@/domain/durations";
import type { DesignStatus } from "@/domain/merch/design-projects";
import { type ProcessedArtwork, processArtwork } from "../../artwork";
import type { Db } from "../client";
import { refreshProductRollups } from "../queries/merch/rollups";
import {
  artworkFileChunks,
  artworkFiles,
  designProjects,
  designReviews,
  merchPartners,
  merchProducts,
  merchShowCounts,
  merchVariants,
  tourVenues,
} from "../schema";
import { designTimeline, soldAt } from "./demo-rules";
import { addDays } from "./tour-factories";
import type { SeededTour } from "./tours-demo";

const FLOW: DesignStatus[] = ["pending", "in-review", "approved", "completed"];

/**
 * [title, kind, status, approvedIn, dueIn, designer, brief]. `approvedIn` (days from today)
 * anchors each project's story (demo-rules.ts designTimeline): the day it was, or is planned
 * to be, approved. The tee and the pin were approved before the finished tour, so they sold
 * there; the Midnight Highway poster only before that tour. The print shop prints the
 * products and designs nothing: a partner's card then names each piece of work once. The
 * pin and the hoodie are drawn by the band itself (no partner).
 */
// biome-ignore format: a table reads best one row per line
const PROJECTS: [title: string, kind: string, status: DesignStatus, approvedIn: number, dueIn: number, designer: boolean, brief: string][] = [
  ["Midnight Highway tour poster", "poster", "completed", -24, -20, true, "18×24 two-colour screen print with every date of the run."],
  ["Owl logo tee", "shirt", "approved", -170, -165, true, "Front chest logo, back print with the tour cities."],
  ["Night Owls enamel pin", "other", "approved", -160, -155, false, "1.25 inch hard enamel, gold plating."],
  ["Southern Nights weekender flyer", "social-asset", "in-review", 2, 2, true, "Square and story sizes for Instagram."],
  ["Live at the Lantern album art", "album-art", "in-review", 3, 5, true, "Photo-led cover, hand lettering for the title."],
  ["West Coast Spring Run poster", "poster", "pending", 4, 4, true, "Coastal palette; leave room for support acts."],
  ["Holiday Homecoming hoodie", "shirt", "pending", 8, 21, false, "Embroidered wordmark, heavyweight hoodie."],
];

/** The colour of each project's proof. */
const PROOF_COLOURS = ["#1e3a8a", "#0f766e", "#b45309", "#7c3aed", "#be123c", "#0369a1", "#4d7c0f"];

// biome-ignore format: a table reads best one row per line
const PRODUCTS: [name: string, type: string, status: string, price: string, cost: string, design: number | null, variants: [string, number][]][] = [
  ["Owl logo tee", "t-shirt", "ready", "25.00", "8.50", 1, [["S", 18], ["M", 42], ["L", 36], ["XL", 9], ["XXL", 4]]],
  ["Midnight Highway poster", "poster", "ready", "20.00", "4.25", 0, [["18×24", 55]]],
  ["Night Owls enamel pin", "other", "ready", "10.00", "2.10", 2, [["One size", 120]]],
  ["Tour hoodie", "hoodie", "sold-out", "55.00", "22.00", 1, [["M", 0], ["L", 0]]],
  ["Holiday Homecoming hoodie", "hoodie", "draft", "60.00", "24.00", null, [["M", 0], ["L", 0], ["XL", 0]]],
];

/**
 * A proof of a design: a flat owl poster in the project's colour, drawn once per process
 * (sharp) with its thumbnail made the way an upload's is, and reused for every guest.
 */
const proofs = new Map<string, Promise<ProcessedArtwork & { data: Buffer }>>();
function proofOf(colour: string) {
  let proof = proofs.get(colour);
  if (!proof) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
      <rect width="480" height="640" fill="${colour}"/>
      <circle cx="170" cy="260" r="70" fill="#fef3c7"/><circle cx="310" cy="260" r="70" fill="#fef3c7"/>
      <circle cx="170" cy="260" r="28" fill="#111827"/><circle cx="310" cy="260" r="28" fill="#111827"/>
      <path d="M220 330 L260 330 L240 370 Z" fill="#f59e0b"/>
      <rect x="60" y="480" width="360" height="24" fill="#fef3c7"/>
      <rect x="110" y="530" width="260" height="16" fill="#fef3c7" opacity="0.7"/></svg>`;
    proof = sharp(Buffer.from(svg))
      .png({ palette: true })
      .toBuffer()
      .then(async (data) => {
        const processed = await processArtwork(data);
        if ("refused" in processed) throw new Error(`demo proof refused: ${processed.refused}`);
        return { ...processed, data };
      });
    proofs.set(colour, proof);
  }
  return proof;
}

/**
 * The demo account's Merch & Art: two partners, projects in every status with their review
 * thread, products with variants and stock, and counts for the shows already played.
 */
export async function seedDemoMerch(db: Db, workspaceId: string, tours: SeededTour[]) {
  const today = new Date().toISOString().slice(0, 10);
  // A design or product named after a tour carries the tour's title as seeded (its season).
  // ("Holiday Homecoming hoodie" follows "Holiday Homecoming Shows": the stem is enough.)
  const stem = (title: string) => title.replace(/ (Tour|Shows)$/, "");
  const retitle = (name: string) =>
    tours.reduce((n, t) => n.replace(stem(t.planned), stem(t.title)), name);
  const partners = await db
    .insert(merchPartners)
    .values([
      {
        workspaceId,
        name: "Inkwell Studio",
        kind: "designer",
        contactName: "Nia Brooks",
        email: "nia@inkwell.example",
        website: "https://inkwell.example",
        notes: "Fast turnaround; prefers briefs with references.",
      },
      {
        workspaceId,
        name: "Riverside Print Co.",
        kind: "print-shop",
        contactName: "Leo Marsh",
        email: "orders@riversideprint.example",
        website: "https://riversideprint.example",
        notes: "Screen printing and embroidery; 2-week lead time.",
      },
    ])
    .returning({ id: merchPartners.id });
  // Times on the story's days, two hours before now: nothing of today is in the future.
  const now = Date.now();
  const at = (day: number, step = 0) => new Date(now + day * DAY_MS - 2 * HOUR_MS + step * 60_000);
  const timelines = PROJECTS.map(([, , , approvedIn]) => designTimeline(approvedIn));
  const projects = await db
    .insert(designProjects)
    .values(
      PROJECTS.map(([title, kind, status, , dueIn, designer, brief], i) => ({
        workspaceId,
        title: retitle(title),
        kind,
        status,
        brief,
        dueDate: addDays(today, dueIn),
        partnerId: designer ? partners[0]!.id : null,
        createdAt: at(timelines[i]!.created),
      })),
    )
    .returning({ id: designProjects.id, status: designProjects.status });
  // Each project's thread: created, then every step of the flow up to its status, each on
  // its day of the timeline.
  await db.insert(designReviews).values(
    projects.flatMap((p, i) => {
      const t = timelines[i]!;
      const days = [t.created, t.inReview, t.approved, t.completed];
      const steps = FLOW.slice(0, FLOW.indexOf(p.status as DesignStatus) + 1);
      return steps.map((to, s) => ({
        workspaceId,
        projectId: p.id,
        fromStatus: s === 0 ? null : steps[s - 1]!,
        toStatus: to,
        comment: to === "approved" ? "Looks great, go to print." : null,
        authorName: "The Night Owls",
        createdAt: at(days[s]!, s),
      }));
    }),
  );
  // A proof for every project that went to review, uploaded the day before.
  const reviewed = projects.flatMap((p, i) => (p.status === "pending" ? [] : [i]));
  const files = await Promise.all(reviewed.map((i) => proofOf(PROOF_COLOURS[i]!)));
  const stored = await db
    .insert(artworkFiles)
    .values(
      reviewed.map((i, n) => ({
        workspaceId,
        projectId: projects[i]!.id,
        fileName: `${retitle(PROJECTS[i]![0])
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")}-proof.png`,
        contentType: files[n]!.contentType,
        sizeBytes: files[n]!.data.length,
        width: files[n]!.width,
        height: files[n]!.height,
        thumbnail: files[n]!.thumbnail,
        createdAt: at(timelines[i]!.proof),
      })),
    )
    .returning({ id: artworkFiles.id });
  // A proof is a few KB: one piece each.
  await db
    .insert(artworkFileChunks)
    .values(stored.map((f, n) => ({ workspaceId, fileId: f.id, seq: 0, data: files[n]!.data })));

  const products = await db
    .insert(merchProducts)
    .values(
      PRODUCTS.map(([name, type, status, price, unitCost, design]) => ({
        workspaceId,
        name: retitle(name),
        type,
        status,
        price,
        unitCost,
        designProjectId: design === null ? null : projects[design]!.id,
        partnerId: partners[1]!.id,
        // Made the day after its design was approved; the others long before the demo.
        createdAt: at(design === null ? -200 : timelines[design]!.approved + 1),
      })),
    )
    .returning({ id: merchProducts.id });
  const variants = await db
    .insert(merchVariants)
    .values(
      PRODUCTS.flatMap(([, , , , , , vs], p) =>
        vs.map(([label, stock], position) => ({
          workspaceId,
          productId: products[p]!.id,
          label,
          stock,
          position,
        })),
      ),
    )
    .returning({ id: merchVariants.id, productId: merchVariants.productId });
  // Shows already played get counts of the products whose design was approved before the
  // night; stock above is what is left after them.
  const played = await db
    .select({ id: tourVenues.id, date: tourVenues.performanceDate })
    .from(tourVenues)
    .where(and(eq(tourVenues.workspaceId, workspaceId), lt(tourVenues.performanceDate, today)))
    .orderBy(asc(tourVenues.performanceDate));
  const productOf = (v: { productId: string }) => products.findIndex((p) => p.id === v.productId);
  const counts = played.flatMap((show, s) =>
    variants
      .filter((v) => {
        const design = PRODUCTS[productOf(v)]![5];
        return design !== null && soldAt(PROJECTS[design]![3], show.date!, today);
      })
      .map((v, i) => {
        const countIn = 12 + ((s * 7 + i * 5) % 10);
        const countOut = 2 + ((s + i) % 6);
        return {
          workspaceId,
          showId: show.id,
          variantId: v.id,
          countIn,
          countOut,
          comps: (s + i) % 3 === 0 ? 1 : 0,
          price: PRODUCTS[productOf(v)]![3],
          // Counted at the end of the night.
          createdAt: new Date(`${show.date}T23:30:00Z`),
        };
      }),
  );
  if (counts.length > 0) await db.insert(merchShowCounts).values(counts);
  await refreshProductRollups(db, workspaceId);
}
