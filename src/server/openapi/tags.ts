import type { ScopeArea } from "@/domain/integrations/scopes";

/** What each area's operations are about, for the reference's section headings. */
export const AREA_DESCRIPTIONS: Record<ScopeArea, string> = {
  overview: "The workspace at a glance, and its exports (CSV, JSON, PDF).",
  tours: "Tours, their shows and the venue directory; importing shows from a spreadsheet.",
  negotiations: "Holds and offers on the way to a confirmed show (the HCC Manager board).",
  finances: "A tour's money: deals, expenses and income, budgets, settlements, contracts.",
  logistics: "The road: itinerary, travel, lodging, day sheets, guest lists and advancing.",
  merch: "Merchandise: designs and their approval, products, partners, nightly counts.",
  marketing: "Campaigns and their reach.",
  setlists: "Songs, a show's set, saved sets and the royalty filings.",
  listings: "The act's public dates page and its listings feeds.",
  tickets: "Ticket counts per show, imports and the promoter's link.",
  party: "Who is on the road, what each is paid, and the tour's float.",
};
