import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { newAccountDetails, signUpViaApi, startDemo } from "./fixtures";

/**
 * The two workspaces the role matrix walks (issue 34 item 2), built the way a person builds
 * them: the demo ("Try the demo"), or a fresh sign-up given one of everything through the same
 * API the pages call. Members are real accounts that accept a real invitation.
 */
export type PartyRole = "manager" | "crew" | "artist";

/** A JSON call from the page's signed-in context; throws with the answer on a refusal. */
export async function api(page: Page, method: string, path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseOf(page) } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

const baseURLs = new WeakMap<Page, string>();
const baseOf = (page: Page) => baseURLs.get(page) ?? "";

/** A page already signed in as an owner (the `account` fixture's), to call `api` and invite from. */
export function ownerOf(page: Page, baseURL: string) {
  baseURLs.set(page, baseURL);
  return page;
}

/** The demo's guest owner, on the seeded Overview. */
export async function demoOwner(page: Page, baseURL: string) {
  baseURLs.set(page, baseURL);
  await startDemo(page);
}

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A date well ahead, so holds and challenges stay open while the spec runs. */
const dateIn = (days: number) => isoIn(days).slice(0, 10);

/** A 1×1 PNG: the smallest proof the artwork upload takes. */
const PROOF_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export const FRESH = {
  tour: "Matrix Run",
  campaign: "Matrix push",
  project: "Matrix poster",
  product: "Matrix tee",
} as const;

/**
 * A fresh account with one of everything: a tour; shows pending, on hold, challenged,
 * confirmed, released and declined; a deal settled and one open; a guest list with a guest;
 * a campaign with a budget; a design project with a proof; a product with counts.
 */
export async function freshOwner(page: Page, baseURL: string) {
  baseURLs.set(page, baseURL);
  await signUpViaApi(page, baseURL, newAccountDetails("Matrix Owner"));
  const tour = await api(page, "POST", "/api/tours", {
    title: FRESH.tour,
    status: "active",
    startDate: dateIn(30),
    endDate: dateIn(60),
    totalEstimatedCost: "12500",
  });
  const show = async (venue: string, days: number, status: "pending" | "hold" | "confirmed") => {
    const made = await api(page, "POST", "/api/negotiations", {
      tourId: tour.id,
      show: {
        venueMode: "new",
        newVenue: { name: venue, city: "Austin", state: "TX", capacity: "650" },
        performanceDate: dateIn(days),
        venueFee: "2200",
        estimatedTravelCost: "300",
        estimatedAccommodationCost: "150",
      },
      status,
      ...(status === "hold" ? { holdRank: 1, holdExpiry: isoIn(20) } : {}),
      contactName: "Rosa Delgado",
      notes: "Asked for a second night",
    });
    return made.negotiation.id as string;
  };
  const move = (showId: string, to: string) =>
    api(page, "POST", `/api/negotiations/${showId}/transitions`, { to });
  await show("Pending Hall", 32, "pending");
  await show("Hold Room", 34, "hold");
  await move(await show("Challenge Club", 36, "hold"), "challenge");
  const confirmed = await show("Confirmed Arena", 38, "confirmed");
  const settled = await show("Settled Theatre", 40, "confirmed");
  await move(await show("Released Barn", 42, "pending"), "released");
  await move(await show("Declined Den", 44, "pending"), "declined");

  const t = `/api/tours/${tour.id}`;
  await api(page, "POST", `${t}/deals`, {
    showId: confirmed,
    dealType: "guarantee",
    guaranteeAmount: "1800",
  });
  const deal = await api(page, "POST", `${t}/deals`, {
    showId: settled,
    dealType: "guarantee",
    guaranteeAmount: "2400",
  });
  await api(page, "PUT", `${t}/deals/${deal.id}/settlement`, {
    ticketsSold: 120,
    grossReceipts: "3600",
    showExpenses: "400",
    confirmBeforeShow: true,
  });
  await api(page, "PUT", `${t}/budgets`, { category: "Fuel", amount: "900" });
  await api(page, "POST", `${t}/financials`, {
    type: "expense",
    category: "Fuel",
    amountAnticipated: "640",
  });
  await api(page, "POST", `${t}/guest-lists/${confirmed}/guests`, {
    name: "Mia Novak",
    plusOnes: 1,
    passType: "guest",
  });
  await api(page, "POST", "/api/campaigns", {
    title: FRESH.campaign,
    platform: "TikTok",
    budget: "500",
    tourId: tour.id,
  });
  const project = await api(page, "POST", "/api/merch/projects", {
    title: FRESH.project,
    kind: "poster",
    dueDate: null,
    brief: "Two-colour screen print",
  });
  const upload = await page.request.post(`/api/merch/projects/${project.id}/files?name=proof.png`, {
    data: PROOF_PNG,
    headers: { origin: baseURL, "content-type": "application/octet-stream" },
  });
  if (!upload.ok()) throw new Error(`proof upload: ${upload.status()} ${await upload.text()}`);
  const product = await api(page, "POST", "/api/merch/products", {
    name: FRESH.product,
    type: "t-shirt",
    status: "ready",
    price: "25.00",
    unitCost: "8.50",
    variants: [
      { label: "S", stock: 20 },
      { label: "M", stock: 30 },
    ],
  });
  await api(page, "PUT", `/api/merch/shows/${confirmed}/counts`, {
    counts: [{ variantId: product.variants[0].id, countIn: 10, countOut: 4, comps: 1 }],
  });
}

/**
 * A new person invited by the owner (`ownerPage`) as `role`, who signs up in a context of
 * their own and accepts: their page ends on the owner's workspace.
 */
export async function invitedMember(
  browser: Browser,
  ownerPage: Page,
  baseURL: string,
  role: PartyRole,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const person = newAccountDetails(`Matrix ${role}`);
  const { link } = await api(ownerPage, "POST", "/api/team/invitations", {
    email: person.email,
    role,
  });
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  baseURLs.set(page, baseURL);
  await signUpViaApi(page, baseURL, person);
  const token = String(link).split("/join/")[1];
  await api(page, "POST", `/api/invitations/${token}/accept`, {});
  return { context, page };
}
