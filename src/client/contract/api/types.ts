import type { ContractDetail, PromoterView } from "@/domain/contracts/contracts";

/** GET /api/tours/:tourId/shows/:showId/contract (the contracts ADR). */
export interface ShowContract {
  contract: ContractDetail | null;
  canCreate: boolean;
  whyNot: string | null;
}

/** GET /api/contract-links/:token: what the promoter's link opens. */
export interface LinkView {
  contract: PromoterView;
  pdfUrl: string;
}
