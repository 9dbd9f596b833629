import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { dayText, instantText } from "@/client/lib/person-clock";
import { weekdayName } from "@/domain/date-time";
import {
  type TicketLinkRow,
  ticketLinkEditSchema,
  ticketLinkInputSchema,
} from "@/domain/tickets/links";
import type { WeekdayNumber } from "@/domain/tickets/reminders";
import { ticketLinksQuery, useTicketLinkMutation } from "../api/ticket-links";
import { reminderDaysText } from "../labels";

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

interface Reminders {
  email: string;
  reminderWeekdays: WeekdayNumber[];
  dailyLastWeek: boolean;
}

const firstError = (issues: { message: string }[]) =>
  issues[0]?.message ?? t({ id: "tickets.links.checkForm", defaultMessage: "Check the form" });

/** Seven toggles, one per day, and "every day of the last week". */
function ReminderFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Reminders;
  onChange(next: Reminders): void;
}) {
  const toggle = (day: WeekdayNumber) =>
    onChange({
      ...value,
      reminderWeekdays: value.reminderWeekdays.includes(day)
        ? value.reminderWeekdays.filter((d) => d !== day)
        : [...value.reminderWeekdays, day].sort((a, b) => a - b),
    });
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-email`}>
          {t({ id: "tickets.links.email", defaultMessage: "Promoter's email (for reminders)" })}
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          className="w-72"
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">
          {t({ id: "tickets.links.remindOn", defaultMessage: "Remind at 08:00 venue time on" })}
        </legend>
        <div className="flex flex-wrap gap-1">
          {WEEKDAYS.map((day) => (
            <Button
              key={day}
              type="button"
              size="sm"
              aria-label={weekdayName(day)}
              aria-pressed={value.reminderWeekdays.includes(day as WeekdayNumber)}
              variant={
                value.reminderWeekdays.includes(day as WeekdayNumber) ? "default" : "outline"
              }
              onClick={() => toggle(day as WeekdayNumber)}
            >
              {weekdayName(day, "short")}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-daily`}
          checked={value.dailyLastWeek}
          onCheckedChange={(v) => onChange({ ...value, dailyLastWeek: v === true })}
        />
        <Label htmlFor={`${id}-daily`}>
          {t({ id: "tickets.links.daily", defaultMessage: "Every day in the show's last week" })}
        </Label>
      </div>
    </>
  );
}

function EditReminders({
  tourId,
  showId,
  link,
  onDone,
}: {
  tourId: string;
  showId: string;
  link: TicketLinkRow;
  onDone(): void;
}) {
  const edit = useTicketLinkMutation("edit");
  const [value, setValue] = useState<Reminders>({
    email: link.email ?? "",
    reminderWeekdays: link.reminderWeekdays,
    dailyLastWeek: link.dailyLastWeek,
  });
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-label={t(
        { id: "tickets.links.remindersFor", defaultMessage: "Reminders for {recipient}" },
        { recipient: link.recipient },
      )}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = ticketLinkEditSchema.safeParse(value);
        if (!checked.success) {
          toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
            description: firstError(checked.error.issues),
          });
          return;
        }
        edit.mutate(
          { tourId, showId, linkId: link.id, edit: value },
          {
            onSuccess: () => {
              toast.success(
                t({ id: "tickets.links.remindersChanged", defaultMessage: "Reminders changed" }),
              );
              onDone();
            },
            onError: (err) =>
              toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                description: err.message,
              }),
          },
        );
      }}
    >
      <ReminderFields id={`edit-${link.id}`} value={value} onChange={setValue} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {t({ id: "tickets.links.saveReminders", defaultMessage: "Save reminders" })}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t({ id: "common.cancel", defaultMessage: "Cancel" })}
        </Button>
      </div>
    </form>
  );
}

function LinkLine({
  tourId,
  showId,
  link,
}: {
  tourId: string;
  showId: string;
  link: TicketLinkRow;
}) {
  const revoke = useTicketLinkMutation("revoke");
  const [editing, setEditing] = useState(false);
  const off = link.revokedAt !== null;
  const expired = !off && new Date(link.expiresAt).getTime() <= Date.now();
  return (
    <li className="grid gap-2 border-b pb-2 last:border-0" data-testid="promoter-link">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{link.recipient}</span>
        <span>{link.email ?? t({ id: "tickets.links.noEmail", defaultMessage: "no email" })}</span>
        <span>· {reminderDaysText(link.reminderWeekdays, link.dailyLastWeek)}</span>
        <span>
          ·{" "}
          {link.lastReportedAt
            ? t(
                { id: "tickets.links.lastCount", defaultMessage: "last count {when}" },
                { when: instantText(link.lastReportedAt) },
              )
            : t({ id: "tickets.links.noCount", defaultMessage: "no count yet" })}
        </span>
        <span>
          ·{" "}
          {off
            ? t({ id: "tickets.links.turnedOff", defaultMessage: "turned off" })
            : expired
              ? t({ id: "tickets.links.expired", defaultMessage: "expired" })
              : t(
                  { id: "tickets.links.until", defaultMessage: "until {day}" },
                  { day: dayText(link.expiresAt) },
                )}
        </span>
      </div>
      {!off && !expired ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
            {t({ id: "tickets.links.editReminders", defaultMessage: "Edit reminders" })}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(
                { tourId, showId, linkId: link.id },
                {
                  onSuccess: () =>
                    toast.success(
                      t({ id: "tickets.links.turnedOffToast", defaultMessage: "Link turned off" }),
                    ),
                  onError: (err) =>
                    toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                      description: err.message,
                    }),
                },
              )
            }
          >
            {t({ id: "tickets.links.turnOff", defaultMessage: "Turn off" })}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <EditReminders
          tourId={tourId}
          showId={showId}
          link={link}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </li>
  );
}

const EMPTY: Reminders = { email: "", reminderWeekdays: [1], dailyLastWeek: true };

/**
 * A show's promoter links (issue 51, ADR 0031): make one (shown once, to copy; mailed when an
 * email is given and mail is set up), see when each last reported, change its reminders,
 * turn it off.
 */
export function PromoterLinks({ tourId, showId }: { tourId: string; showId: string }) {
  const list = useQuery(ticketLinksQuery(tourId, showId));
  const create = useTicketLinkMutation("create");
  const [recipient, setRecipient] = useState("");
  const [reminders, setReminders] = useState<Reminders>(EMPTY);
  const [made, setMade] = useState<{ url: string; mailed: boolean } | null>(null);
  const promotersLink = t({ id: "tickets.source.link", defaultMessage: "Promoter's link" });
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4" aria-label={promotersLink}>
      {/* Inside a show's detail, under its h2. */}
      <h3 className="font-semibold">{promotersLink}</h3>
      {list.data?.mailConfigured === false ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: "tickets.links.mailOff",
            defaultMessage:
              "Mail is off on this server: copy the link and send it yourself. No reminders go out.",
          })}
        </p>
      ) : null}
      <form
        className="grid gap-3"
        aria-label={t({ id: "tickets.links.newLink", defaultMessage: "New promoter link" })}
        onSubmit={(e) => {
          e.preventDefault();
          const input = { recipient, ...reminders };
          const checked = ticketLinkInputSchema.safeParse(input);
          if (!checked.success) {
            toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
              description: firstError(checked.error.issues),
            });
            return;
          }
          create.mutate(
            { tourId, showId, input },
            {
              onSuccess: (link) => {
                setMade({ url: link.url, mailed: link.mail === "sent" });
                setRecipient("");
                setReminders(EMPTY);
              },
              onError: (err) =>
                toast.error(t({ id: "common.error", defaultMessage: "Error" }), {
                  description: err.message,
                }),
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="ticket-link-recipient">
            {t({ id: "tickets.links.for", defaultMessage: "For (the promoter)" })}
          </Label>
          <Input
            id="ticket-link-recipient"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            className="w-72"
          />
        </div>
        <ReminderFields id="new-link" value={reminders} onChange={setReminders} />
        <div>
          <Button type="submit" disabled={create.isPending || !recipient.trim()}>
            {t({ id: "tickets.links.make", defaultMessage: "Make link" })}
          </Button>
        </div>
      </form>
      {made ? (
        <div className="grid gap-1 text-sm" role="status">
          <p>
            {made.mailed
              ? t({
                  id: "tickets.links.madeMailed",
                  defaultMessage:
                    "Mailed to the promoter. Send this link to the promoter. It is shown this once.",
                })
              : t({
                  id: "tickets.links.made",
                  defaultMessage: "Send this link to the promoter. It is shown this once.",
                })}
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              aria-label={t({ id: "tickets.links.theLink", defaultMessage: "The link to send" })}
              value={made.url}
              onFocus={(e) => e.target.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                navigator.clipboard
                  .writeText(made.url)
                  .then(() =>
                    toast.success(t({ id: "tickets.links.copied", defaultMessage: "Link copied" })),
                  )
                  .catch(() =>
                    toast.error(
                      t({
                        id: "tickets.links.copyFailed",
                        defaultMessage: "Copy failed: select the link and copy it",
                      }),
                    ),
                  )
              }
            >
              {t({ id: "tickets.links.copy", defaultMessage: "Copy" })}
            </Button>
          </div>
        </div>
      ) : null}
      <QueryState
        query={list}
        errorText={t({
          id: "tickets.links.loadError",
          defaultMessage: "Failed to fetch the promoter's links",
        })}
      >
        {(data) =>
          data.links.length ? (
            <ul className="grid gap-2">
              {data.links.map((l) => (
                <LinkLine key={l.id} tourId={tourId} showId={showId} link={l} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t({ id: "tickets.links.empty", defaultMessage: "No link yet." })}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
