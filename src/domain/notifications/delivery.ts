import { z } from "zod";
import { DAY_MS } from "../durations";
import { refusal } from "../i18n/zod-words";
import type { Role } from "../team/roles";
import { isTimeZone, utcToZoned, zonedToUtc } from "../zoned-time";
import {
  CHANNELS,
  type Channel,
  isFor,
  KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "./kinds";

/** The digest goes out at this local hour in each person's own zone. */
const DIGEST_HOUR = "08:00";
const DEFAULT_TIME_ZONE = "UTC";

/** The first 08:00 in `tz` at or after `after`. */
export function nextDigestAt(after: Date, tz: string): Date {
  const zone = isTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
  const { date } = utcToZoned(after, zone);
  const today = zonedToUtc(`${date}T${DIGEST_HOUR}`, zone);
  if (today && today.getTime() >= after.getTime()) return today;
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return zonedToUtc(`${next}T${DIGEST_HOUR}`, zone) ?? new Date(after.getTime() + DAY_MS);
}

/** A person's choice for one kind on one channel; anything not stored is on. */
interface NotificationSetting {
  kind: NotificationKind;
  channel: Channel;
  enabled: boolean;
}

/** Settings of one person, as the server keeps them: "kind:channel" switched off. */
export type SwitchedOff = ReadonlySet<string>;
export const settingKey = (kind: NotificationKind, channel: Channel) => `${kind}:${channel}`;

export interface Member {
  userId: string;
  role: Role;
  timeZone: string;
  off: SwitchedOff;
}

/** How one notification reaches one person: in the bell, by mail (at once or in the digest). */
export interface Delivery {
  userId: string;
  inApp: boolean;
  /** "off": not mailed (switched off, or no SMTP); "pending": at once; "digest": at `emailAt`. */
  emailState: "off" | "pending" | "digest";
  emailAt: Date;
}

/**
 * Who receives a notification of `kind` and how. `subject` is the person a "subject" kind is
 * about (the removed member), who may no longer be a member; `named` the people a "named"
 * kind names (the people on a leg), of whom only those still members receive it.
 */
export function deliveriesOf(
  kind: NotificationKind,
  members: readonly Member[],
  now: Date,
  mailOn: boolean,
  subject?: Member,
  named: readonly string[] = [],
): Delivery[] {
  const info = KINDS[kind];
  const audience =
    info.audience === "subject"
      ? subject
        ? [subject]
        : []
      : info.audience === "named"
        ? members.filter((m) => named.includes(m.userId) && isFor(kind, m.role))
        : members.filter((m) => isFor(kind, m.role));
  const out: Delivery[] = [];
  for (const m of audience) {
    const inApp = !m.off.has(settingKey(kind, "app"));
    const mail = mailOn && !m.off.has(settingKey(kind, "email"));
    if (!inApp && !mail) continue;
    const digest = info.urgency === "digest";
    out.push({
      userId: m.userId,
      inApp,
      emailState: !mail ? "off" : digest ? "digest" : "pending",
      emailAt: mail && digest ? nextDigestAt(now, m.timeZone) : now,
    });
  }
  return out;
}

const settingSchema = z.object({
  kind: z.enum(
    NOTIFICATION_KINDS,
    refusal({
      id: "notifications.delivery.chooseKindNotificationTribeSends",
      defaultMessage: "Choose a kind of notification Tribe sends",
    }),
  ),
  channel: z.enum(
    CHANNELS,
    refusal({
      id: "notifications.delivery.chooseAppEmail",
      defaultMessage: "Choose In the app or Email",
    }),
  ),
  enabled: z.boolean(
    refusal({ id: "notifications.delivery.sayOff", defaultMessage: "Say on or off" }),
  ),
});

export const updateSettingsSchema = z
  .object({
    settings: z
      .array(settingSchema)
      .max(NOTIFICATION_KINDS.length * CHANNELS.length)
      .optional(),
    timeZone: z
      .string()
      .max(64)
      .refine(
        isTimeZone,
        refusal({
          id: "notifications.delivery.chooseTimeZoneSuchEurope",
          defaultMessage: "Choose a time zone such as Europe/Berlin",
        }),
      )
      .optional(),
  })
  .strict();
export type UpdateNotificationSettings = z.infer<typeof updateSettingsSchema>;

/** What Settings shows: every kind × channel with its state, the zone, and whether mail is on. */
export interface NotificationSettingsView {
  settings: NotificationSetting[];
  /** Null until set: the page then sends the browser's zone. */
  timeZone: string | null;
  mailConfigured: boolean;
}

export function settingsView(
  off: SwitchedOff,
  timeZone: string | null,
  mailConfigured: boolean,
): NotificationSettingsView {
  const settings = NOTIFICATION_KINDS.flatMap((kind) =>
    CHANNELS.map((channel) => ({ kind, channel, enabled: !off.has(settingKey(kind, channel)) })),
  );
  return { settings, timeZone, mailConfigured };
}
