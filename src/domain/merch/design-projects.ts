import { z } from "zod";
import { optionalCalendarDate } from "../date-bounds";
import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import type { Role } from "../team/roles";
import type { CalendarDate } from "../tour-timing";
import { choice, optionalId, optionalText, requiredText } from "./fields";
import { MERCH_REFUSALS as R } from "./refusals";

export const DESIGN_KINDS = ["poster", "shirt", "album-art", "social-asset", "other"] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];
/** docs/product.md §7.1: design status. */
export const DESIGN_STATUSES = ["pending", "in-review", "approved", "completed"] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
/** A design status's name, read by the screens and the refusals alike (issue 55). */
export const DESIGN_STATUS_LABELS: Record<DesignStatus, Message> = {
  pending: { id: "merch.designStatus.pending", defaultMessage: "Pending" },
  "in-review": { id: "merch.designStatus.inReview", defaultMessage: "In Review" },
  approved: { id: "merch.designStatus.approved", defaultMessage: "Approved" },
  completed: { id: "merch.designStatus.completed", defaultMessage: "Completed" },
};

export interface DesignMove {
  to: DesignStatus;
  /** The button that makes the move. */
  label: Message;
  /** Requesting changes must say which. */
  commentRequired: boolean;
}

const MOVE_WORDS = {
  submit: { id: "merch.move.submit", defaultMessage: "Submit for review" },
  approve: { id: "merch.move.approve", defaultMessage: "Approve" },
  requestChanges: { id: "merch.move.requestChanges", defaultMessage: "Request changes" },
  complete: { id: "merch.move.complete", defaultMessage: "Mark completed" },
} satisfies Record<string, Message>;

/**
 * The review flow: a proof goes to review, is approved or sent back with requested changes,
 * and an approved design is completed once it is printed or published. Nothing else.
 */
const MOVES: Record<DesignStatus, readonly DesignMove[]> = {
  pending: [{ to: "in-review", label: MOVE_WORDS.submit, commentRequired: false }],
  "in-review": [
    { to: "approved", label: MOVE_WORDS.approve, commentRequired: false },
    { to: "pending", label: MOVE_WORDS.requestChanges, commentRequired: true },
  ],
  approved: [{ to: "completed", label: MOVE_WORDS.complete, commentRequired: false }],
  completed: [],
};

export function movesFrom(status: DesignStatus): readonly DesignMove[] {
  return MOVES[status];
}

/**
 * Who may make a move: artists approve designs (issue 24), and every other move — submitting,
 * requesting changes, completing — is the managers'. Crew do not reach design projects at all
 * (the roles table, domain/team/route-access.ts).
 */
export function mayMakeMove(role: Role, to: DesignStatus): boolean {
  if (role === "artist") return to === "approved";
  return role === "owner" || role === "manager";
}

export const artistMoveRefused = () =>
  say({
    id: "merch.move.artistOnlyApproves",
    defaultMessage: "As the artist you can approve a design; other moves are the managers'.",
  });

export type MoveRefusal = "not-allowed" | "comment-required";

/** Whether a project in `from` may move to `to` with this comment; null when it may. */
export function checkMove(from: DesignStatus, to: DesignStatus, comment: string | null) {
  const move = MOVES[from].find((m) => m.to === to);
  if (!move) return "not-allowed" satisfies MoveRefusal;
  if (move.commentRequired && !comment) return "comment-required" satisfies MoveRefusal;
  return null;
}

export const moveRefusalMessage = (refusal: MoveRefusal, from: DesignStatus, to: DesignStatus) =>
  refusal === "comment-required"
    ? say({
        id: "merch.move.sayWhichChanges",
        defaultMessage: "Say which changes you are requesting",
      })
    : say(
        {
          id: "merch.move.notFrom",
          defaultMessage: "A project that is {from} cannot move to {to}",
        },
        { from: say(DESIGN_STATUS_LABELS[from]), to: say(DESIGN_STATUS_LABELS[to]) },
      );

/** What an answer refusing a move without its comment says as a whole (a toast, a log). */
export const commentRequiredSummary = () =>
  say({
    id: "merch.move.commentRequired",
    defaultMessage: "Add a comment saying which changes you are requesting",
  });

/** Products may only use a design that has been signed off. */
export const isSignedOff = (status: DesignStatus) =>
  status === "approved" || status === "completed";

/** Days counted as "this week" from today: today and the six days after it. */
const DUE_SOON_DAYS = 7;

function addDaysToDate(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The last calendar date that still counts as due this week. The rest of the rule (an open
 * project, pending or in review, due from today to this date) is the merch overview's SQL,
 * tested through the API (tests/api/merch-products.test.ts).
 */
export const dueWeekEnd = (today: CalendarDate) => addDaysToDate(today, DUE_SOON_DAYS - 1);

export const designProjectInputSchema = z.object({
  title: requiredText(R.title, 200),
  kind: choice(DESIGN_KINDS, R.chooseKind, "poster"),
  tourId: optionalId(R.chooseTour),
  partnerId: optionalId(R.choosePartner),
  dueDate: optionalCalendarDate(R.dueDate),
  brief: optionalText(R.brief, 4000),
});
export type DesignProjectFormValues = z.input<typeof designProjectInputSchema>;
export type DesignProjectInput = z.output<typeof designProjectInputSchema>;

export const designMoveSchema = z.object({
  to: z.enum(DESIGN_STATUSES, { error: () => say(R.chooseStatusList) }),
  comment: optionalText(R.comment, 2000),
});
export type DesignMoveInput = z.output<typeof designMoveSchema>;

/**
 * The review form's check of a move from `from`: the schema the API reads plus the flow's
 * rule, so requesting changes without a comment is refused beside the comment field before
 * anything is sent. The server applies the same rule to the status it finds.
 */
export const designMoveFormSchema = (from: DesignStatus) =>
  designMoveSchema.superRefine((move, ctx) => {
    const refusal = checkMove(from, move.to, move.comment);
    if (refusal) {
      ctx.addIssue({
        code: "custom",
        path: [refusal === "comment-required" ? "comment" : "to"],
        message: moveRefusalMessage(refusal, from, move.to),
      });
    }
  });

export interface DesignReview {
  id: string;
  fromStatus: DesignStatus | null;
  toStatus: DesignStatus;
  comment: string | null;
  authorName: string;
  createdAt: string;
}

export interface ArtworkFile {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  hasThumbnail: boolean;
  createdAt: string;
}

export interface DesignProject {
  id: string;
  title: string;
  kind: DesignKind;
  status: DesignStatus;
  tourId: string | null;
  tourTitle: string | null;
  partnerId: string | null;
  partnerName: string | null;
  dueDate: CalendarDate | null;
  brief: string | null;
  fileCount: number;
  /** Newest proof with a thumbnail, for the card. */
  coverFileId: string | null;
  createdAt: string;
}

export interface DesignProjectDetail extends DesignProject {
  reviews: DesignReview[];
  files: ArtworkFile[];
}
