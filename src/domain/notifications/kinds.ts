import type { Message } from "../i18n/messages";
import { say } from "../i18n/words";
import { type Role, seesMoney } from "../team/roles";

/**
 * What Tribe tells people (issue 37, ADR 0024): each kind with whom it is for, whether it is
 * about money, and how urgent it is. One table: the scheduler, the bell, Settings and the
 * emails all read it.
 */
export const NOTIFICATION_KINDS = [
  "hold-expiring",
  "challenge-due",
  "hold-lapsed",
  "hold-promoted",
  "deposit-due",
  "balance-unpaid",
  "settlement-to-review",
  "guest-requests-waiting",
  "guest-cutoff-approaching",
  "day-times-changed",
  "advance-accepted",
  "advance-link-limit",
  "invitation-accepted",
  "proof-waiting",
  "proof-sent-back",
  "member-removed",
  "contract-unsigned",
  "setlist-filing-due",
  "travel-changed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** In the app (the bell) and by email. */
export const CHANNELS = ["app", "email"] as const;
export type Channel = (typeof CHANNELS)[number];

/** `now`: mailed at once; `digest`: in the next 08:00 daily digest in the person's zone. */
type Urgency = "now" | "digest";

export interface KindInfo {
  /**
   * The roles it is for; "subject": only the person it is about (a removed member); "named":
   * the people the notice names (the people on a leg), while they are members of its workspace.
   */
  audience: readonly Role[] | "subject" | "named";
  /** About money: only roles that see money may ever receive it (checked by a unit test). */
  money: boolean;
  urgency: Urgency;
  /** What Settings, the unsubscribe page and a mail's heading call it (kindLabel). */
  label: Message;
}

const MANAGERS: readonly Role[] = ["owner", "manager"];
const EVERYONE: readonly Role[] = ["owner", "manager", "crew", "artist"];
const APPROVERS: readonly Role[] = ["owner", "manager", "artist"];

export const KINDS: Record<NotificationKind, KindInfo> = {
  "hold-expiring": {
    audience: MANAGERS,
    money: false,
    urgency: "now",
    label: { id: "notifications.kind.holdExpiring", defaultMessage: "A hold expiring" },
  },
  "challenge-due": {
    audience: MANAGERS,
    money: false,
    urgency: "now",
    label: { id: "notifications.kind.challengeDue", defaultMessage: "A challenge to answer" },
  },
  "hold-lapsed": {
    audience: MANAGERS,
    money: false,
    urgency: "now",
    label: { id: "notifications.kind.holdLapsed", defaultMessage: "A hold lapsed" },
  },
  "hold-promoted": {
    audience: MANAGERS,
    money: false,
    urgency: "digest",
    label: { id: "notifications.kind.holdPromoted", defaultMessage: "A hold moved up" },
  },
  "deposit-due": {
    audience: MANAGERS,
    money: true,
    urgency: "digest",
    label: { id: "notifications.kind.depositDue", defaultMessage: "A deposit due" },
  },
  "balance-unpaid": {
    audience: MANAGERS,
    money: true,
    urgency: "digest",
    label: { id: "notifications.kind.balanceUnpaid", defaultMessage: "A balance still unpaid" },
  },
  "settlement-to-review": {
    audience: MANAGERS,
    money: true,
    urgency: "digest",
    label: {
      id: "notifications.kind.settlementToReview",
      defaultMessage: "A settlement to review",
    },
  },
  "guest-requests-waiting": {
    audience: MANAGERS,
    money: false,
    urgency: "digest",
    label: {
      id: "notifications.kind.guestRequestsWaiting",
      defaultMessage: "Guest requests waiting",
    },
  },
  "guest-cutoff-approaching": {
    audience: EVERYONE,
    money: false,
    urgency: "now",
    label: {
      id: "notifications.kind.guestCutoffApproaching",
      defaultMessage: "A guest list closing soon",
    },
  },
  "day-times-changed": {
    audience: EVERYONE,
    money: false,
    urgency: "now",
    label: { id: "notifications.kind.dayTimesChanged", defaultMessage: "A day's times changed" },
  },
  "advance-accepted": {
    audience: EVERYONE,
    money: false,
    urgency: "now",
    label: {
      id: "notifications.kind.advanceAccepted",
      defaultMessage: "A venue's answers accepted into a day sheet",
    },
  },
  "advance-link-limit": {
    audience: MANAGERS,
    money: false,
    urgency: "now",
    label: {
      id: "notifications.kind.advanceLinkLimit",
      defaultMessage: "A venue's link reached its upload limit",
    },
  },
  "invitation-accepted": {
    audience: ["owner"],
    money: false,
    urgency: "digest",
    label: {
      id: "notifications.kind.invitationAccepted",
      defaultMessage: "An invitation accepted",
    },
  },
  "proof-waiting": {
    audience: APPROVERS,
    money: false,
    urgency: "digest",
    label: {
      id: "notifications.kind.proofWaiting",
      defaultMessage: "A proof waiting for approval",
    },
  },
  "proof-sent-back": {
    audience: MANAGERS,
    money: false,
    urgency: "digest",
    label: { id: "notifications.kind.proofSentBack", defaultMessage: "A proof sent back" },
  },
  "contract-unsigned": {
    audience: MANAGERS,
    money: true,
    urgency: "digest",
    label: {
      id: "notifications.kind.contractUnsigned",
      defaultMessage: "A contract still unsigned",
    },
  },
  // The writers are paid on it (issue 50): artists too, never crew, and nothing of money.
  "setlist-filing-due": {
    audience: APPROVERS,
    money: false,
    urgency: "digest",
    label: {
      id: "notifications.kind.setlistFilingDue",
      defaultMessage: "A set list to file with a royalty society",
    },
  },
  // The people on a leg or a stay (issue 54): named with the notice, whatever their role.
  "travel-changed": {
    audience: "named",
    money: false,
    urgency: "now",
    label: {
      id: "notifications.kind.travelChanged",
      defaultMessage: "Your travel or hotel changed",
    },
  },
  "member-removed": {
    audience: "subject",
    money: false,
    urgency: "now",
    label: {
      id: "notifications.kind.memberRemoved",
      defaultMessage: "Being removed from a workspace",
    },
  },
};

/** What a kind is called, in the reader's language. */
export const kindLabel = (kind: NotificationKind): string => say(KINDS[kind].label);

/**
 * Whether a member with `role` is among a kind's audience by role (never money for crew or
 * artists). A "named" kind is for the people it names, whatever their role.
 */
export function isFor(kind: NotificationKind, role: Role): boolean {
  const { audience } = KINDS[kind];
  if (audience === "named") return !KINDS[kind].money || seesMoney(role);
  return audience !== "subject" && audience.includes(role);
}

/**
 * Whether a notification of `kind` may still reach its person, who now holds `role` in its
 * workspace (null: no longer a member). Asked again when its email is sent (issue 46 §5): a
 * manager turned crew gets no deposit reminder from the 08:00 digest, and a removed person
 * nothing more than the notice of their removal.
 */
export function mayStillReceive(kind: NotificationKind, role: Role | null): boolean {
  if (KINDS[kind].audience === "subject") return true;
  return role !== null && isFor(kind, role);
}
