import type { Message } from "../i18n/messages";
import type { NoticeShow } from "../notifications/notice-subjects";
import type { Role } from "./roles";

/**
 * Who did what (ADR 0019, issue 55): what a write touched, kept as facts in the activity row
 * (`activity.facts`) and written in the reader's words when the log is read
 * (activity-words.ts). Names, never the body's figures: a line carries no money.
 */
export interface WriteSubjects {
  tour?: string;
  /** A show by its venue and date (a deal's and a contract's too): its words are the reader's. */
  show?: NoticeShow;
  venue?: string;
  project?: string;
  partner?: string;
  product?: string;
  campaign?: string;
  /** A member's name: the one a URL's :userId names, or whom ownership went to. */
  member?: string;
  /** The email of the invitation a URL names. */
  invitation?: string;
  /** The song a URL's :songId names (issue 50). */
  song?: string;
  /** The guest a URL's :guestId names. */
  guest?: string;
  /** What a route's ":id" names where it has a name (a travel leg's places, a society). */
  record?: string;
  /** The name the answer gives what was written (title, name, or an invitation's email). */
  created?: string;
  /** The role the answer gives (an invitation, a member's new role). */
  role?: Role;
  /** A guest's status in the answer (a decision). */
  status?: string;
  /** The key of the advance question a venue answered: a shipped one reads in the reader's words. */
  itemKey?: string;
}

/** What a row stores: which line it is (a route of the roles table, or a link page's) and its subjects. */
export interface ActivityFacts extends WriteSubjects {
  line: string;
}

/** What a line is, as a key: the API's `action`, for tools that filter by it (never words). */
export type ActivityAction =
  | "created"
  | "updated"
  | "deleted"
  | "renamed"
  | "left"
  | "transferred"
  | "invited"
  | "revoked"
  | "roleChanged"
  | "removed"
  | "reordered"
  | "imported"
  | "moved"
  | "extended"
  | "dismissed"
  | "settled"
  | "reopened"
  | "approved"
  | "declined"
  | "checkedIn"
  | "accepted"
  | "sent"
  | "uploaded"
  | "confirmed"
  | "filed"
  | "unfiled"
  | "announced"
  | "reported"
  | "added"
  | "generated"
  | "paid"
  | "unpaid"
  | "counted"
  | "reset"
  | "countersigned"
  | "voided"
  | "rotated"
  | "pinged"
  | "retried"
  | "answered"
  | "opened"
  | "signed";

/**
 * One kind of line: its action and its message. Every message may use {tour} (with
 * {inTour}: yes/no), {show} (the show's words, "a show" when none; {hasShow}: yes/no),
 * {role}, {status}, and {name} (with {named}: yes/no) for the one thing `name` picks.
 */
export interface Line {
  action: ActivityAction | ((s: WriteSubjects) => ActivityAction);
  message: Message;
  name?: (s: WriteSubjects) => string | undefined;
}

export type Lines<K extends string> = Partial<Record<K, Line>>;

/** The names a line's {name} is most often filled from. */
export const CREATED = (s: WriteSubjects) => s.created;
export const RECORD = (s: WriteSubjects) => s.record;
export const MEMBER = (s: WriteSubjects) => s.member;
/** A route's own subject, or (made by this write) the name its answer gives. */
export const OWN = (key: keyof WriteSubjects) => (s: WriteSubjects) =>
  (s[key] as string | undefined) ?? s.created;
