import { z } from "zod";

/**
 * A show's contract (issue 39, ADR 0025): its states, its events, the answers of the API
 * (docs/decisions/0025-contracts.md is the agreement with the screens) and the inputs.
 */
const CONTRACT_STATES = ["draft", "sent", "viewed", "promoter_signed", "executed", "void"] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

const CONTRACT_EVENT_KINDS = [
  "created",
  "sent",
  "viewed",
  "promoter_signed",
  "countersigned",
  "executed",
  "voided",
  "out_of_date",
  "link_revoked",
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

/** States in which the version still stands: a new version waits until it is void or out of date. */
export const isCurrent = (c: { state: ContractState; outOfDate: boolean }) =>
  c.state !== "void" && !c.outOfDate;

/** The promoter may sign only a version sent to them and still standing. */
export const promoterMaySign = (c: { state: ContractState; outOfDate: boolean }) =>
  (c.state === "sent" || c.state === "viewed") && !c.outOfDate;

export interface ContractEvent {
  at: string;
  kind: ContractEventKind;
  actor: string;
  address: string | null;
  userAgent: string | null;
  sha256: string;
}

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

/** What the promoter's link shows: the document's facts, nothing of the tour's other shows. */
export interface PromoterView {
  title: string;
  artistName: string;
  venueName: string;
  showDate: string;
  version: number;
  state: ContractState;
  documentSha256: string;
  /**
   * The deal changed after the promoter signed (issue 47 item 4): this version will not be
   * countersigned; their signed copy stays downloadable, and a new version will come.
   */
  outOfDate: boolean;
  /** The executed file's, once executed: the download is then that file (issue 47 item 2). */
  executedSha256: string | null;
  promoterName: string | null;
}

/**
 * What the verify page says of a file (issue 46 item 8, issue 47 item 2): only bytes Tribe
 * issued are named. "executed_unchanged": the executed copy; "issued": a document Tribe handed
 * out before execution (a draft, the copy sent, the copy the promoter signed); "altered": the
 * file claims to be one of ours (our contract id or our signer) but no issued file has its
 * bytes — nothing of any contract is told; "unknown": it makes no such claim.
 */
type VerifyVerdict = "executed_unchanged" | "issued" | "altered" | "unknown";
/** Which of a version's documents these bytes are. */
export type IssuedStage = "draft" | "sent" | "promoter_signed" | "executed";
export interface VerifyAnswer {
  verdict: VerifyVerdict;
  contract: {
    title: string;
    venueName: string;
    showDate: string;
    version: number;
    stage: IssuedStage;
    /** A later copy of the same version replaced this one (sent again, to another name). */
    replaced: boolean;
    void: boolean;
    outOfDate: boolean;
    promoterSignedAt: string | null;
    executedAt: string | null;
    /** The SHA-256 of the bytes checked: the fingerprint Tribe shows for this file. */
    sha256: string;
  } | null;
  signature: { valid: boolean; signer: string | null } | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const nameSchema = z
  .string()
  .trim()
  .min(1, "Type your full name")
  .max(120, "At most 120 characters")
  .refine((s) => !CONTROL.test(s), "Remove control characters");

/** Drawn on a 1000 × 300 pad: each stroke a list of points, at most 5000 points in all. */
export const SIGNATURE_BOX = { width: 1000, height: 300 } as const;
const MAX_STROKES = 200;
const MAX_POINTS = 5000;
const point = z.tuple([
  z.number().finite().min(0).max(SIGNATURE_BOX.width),
  z.number().finite().min(0).max(SIGNATURE_BOX.height),
]);

const signatureSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("typed"), text: nameSchema }).strict(),
    z
      .object({
        kind: z.literal("drawn"),
        strokes: z
          .array(
            z
              .array(point, { error: "Each stroke is a list of [x, y] points" })
              .min(1)
              .max(MAX_POINTS),
          )
          .min(1, "Draw your signature")
          .max(MAX_STROKES, `At most ${MAX_STROKES} strokes`)
          .refine(
            (strokes) => strokes.reduce((n, s) => n + s.length, 0) <= MAX_POINTS,
            `At most ${MAX_POINTS} points in all`,
          ),
      })
      .strict(),
  ],
  { error: 'Sign by typing ("typed") or drawing ("drawn")' },
);
export type Signature = z.infer<typeof signatureSchema>;

const agreeSchema = z.literal(true, { error: "Tick the box to agree to sign electronically" });

export const countersignSchema = z
  .object({ name: nameSchema, signature: signatureSchema, agree: agreeSchema })
  .strict();

const SHA256_RE = /^[0-9a-f]{64}$/;
export const promoterSignSchema = z
  .object({
    name: nameSchema,
    signature: signatureSchema,
    agree: agreeSchema,
    documentSha256: z.string().regex(SHA256_RE, "The document's SHA-256 (64 hex digits)"),
  })
  .strict();

const DEFAULT_LINK_DAYS = 30;
export const sendSchema = z
  .object({
    promoterName: nameSchema,
    promoterEmail: z.email("Enter the promoter's email address").max(254, "At most 254 characters"),
    expiresInDays: z
      .number()
      .int("Whole days")
      .min(1, "At least a day")
      .max(90, "At most 90 days")
      .default(DEFAULT_LINK_DAYS),
  })
  .strict();

/** The promoter's link: a link token (domain/link-tokens.ts), as the advance link's. */
export const contractPath = (token: string) => `/contract/${token}`;

/** How the promoter is named in Activity and the audit trail (advance links say "venue link"). */
export const promoterActor = (name: string) => `${name} (contract link)`;

export const CONTRACT_MESSAGES = {
  notFound: "Contract not found",
  linkNotFound: "Contract link not found",
  linkGone: "This contract link no longer works. Ask the tour for a new one.",
  outOfDate:
    "This version of the contract is out of date: the deal or the show changed after it was made. Make a new version.",
  /** The same, in the promoter's words: making a new version is the manager's job (issue 47). */
  linkOutOfDate:
    "The deal changed after this contract was sent to you, so this version can no longer be signed. The artist's manager will send you a new version to sign.",
  void: "This contract was voided.",
  signedTwice: "This contract is already signed.",
  documentChanged:
    "The document changed since you opened it. Reload the page and read it again before signing.",
  countersignNotReady: "Only a contract the promoter has signed can be countersigned.",
  notDraft: "Only a draft (or a sent one, to send again) can be sent.",
  current:
    "This show already has a current version: void it, or change the deal, before making another.",
  noDeal: "Add a deal to this show first",
  unconfirmed: "Only a confirmed show has a deal",
  executedVoid: "An executed contract cannot be voided.",
} as const;
