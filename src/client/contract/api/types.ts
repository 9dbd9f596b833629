/**
 * The contracts API's shapes (issue 39), as the contracts ADR agrees them between the server
 * and the client. Kept here until the server's domain types land.
 */
export type ContractState = "draft" | "sent" | "viewed" | "promoter_signed" | "executed" | "void";

export type Signature =
  | { kind: "typed"; text: string }
  | { kind: "drawn"; strokes: [number, number][][] };

export interface ContractSummary {
  id: string;
  showId: string;
  version: number;
  state: ContractState;
  outOfDate: boolean;
  promoterName: string | null;
  sentAt: string | null;
  viewedAt: string | null;
  promoterSignedAt: string | null;
  executedAt: string | null;
  updatedAt: string;
}

export type ContractEventKind =
  | "created"
  | "sent"
  | "viewed"
  | "promoter_signed"
  | "countersigned"
  | "executed"
  | "voided"
  | "out_of_date"
  | "link_revoked";

interface ContractEvent {
  at: string;
  kind: ContractEventKind;
  actor: string;
  address: string | null;
  userAgent: string | null;
  sha256: string;
}

export interface ContractDetail extends ContractSummary {
  showDate: string;
  venueName: string;
  title: string;
  documentSha256: string;
  executedSha256: string | null;
  linkActive: boolean;
  linkExpiresAt: string | null;
  events: ContractEvent[];
}

export interface ShowContract {
  contract: ContractDetail | null;
  canCreate: boolean;
  whyNot: string | null;
}

export interface ContractClause {
  heading: string;
  body: string;
}
export interface ContractTemplate {
  title: string;
  clauses: ContractClause[];
}

/** What the promoter's link shows (no account: no money beyond the PDF itself). */
export interface LinkContract {
  title: string;
  artistName: string;
  venueName: string;
  showDate: string;
  version: number;
  state: ContractState;
  documentSha256: string;
  promoterName: string | null;
}
export interface LinkView {
  contract: LinkContract;
  pdfUrl: string;
}

type Verdict = "executed_unchanged" | "altered" | "unknown";
export interface VerifyResult {
  verdict: Verdict;
  contract: {
    title: string;
    venueName: string;
    showDate: string;
    executedAt: string;
    sha256: string;
  } | null;
  signature: { valid: boolean; signer: string | null } | null;
}
