import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { QueryState } from "@/client/components/query-state";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { dayText, instantText } from "@/client/lib/person-clock";
import {
  reminderDaysText,
  type TicketLinkRow,
  ticketLinkEditSchema,
  ticketLinkInputSchema,
  WEEKDAY_NAMES,
} from "@/domain/tickets/links";
import type { WeekdayNumber } from "@/domain/tickets/reminders";
import { ticketLinksQuery, useTicketLinkMutation } from "../api/ticket-links";

interface Reminders {
  email: string;
  reminderWeekdays: WeekdayNumber[];
  dailyLastWeek: boolean;
}

const firstError = (issues: { message: string }[]) => issues[0]?.message ?? "Check the form";

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
        <Label htmlFor={`${id}-email`}>Promoter's email (for reminders)</Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          className="w-72"
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Remind at 08:00 venue time on</legend>
        <div className="flex flex-wrap gap-1">
          {WEEKDAY_NAMES.map((name, day) => (
            <Button
              key={name}
              type="button"
              size="sm"
              aria-label={name}
              aria-pressed={value.reminderWeekdays.includes(day as WeekdayNumber)}
              variant={
                value.reminderWeekdays.includes(day as WeekdayNumber) ? "default" : "outline"
              }
              onClick={() => toggle(day as WeekdayNumber)}
            >
              {name.slice(0, 3)}
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
        <Label htmlFor={`${id}-daily`}>Every day in the show's last week</Label>
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
      aria-label={`Reminders for ${link.recipient}`}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = ticketLinkEditSchema.safeParse(value);
        if (!checked.success) {
          toast.error("Error", { description: firstError(checked.error.issues) });
          return;
        }
        edit.mutate(
          { tourId, showId, linkId: link.id, edit: value },
          {
            onSuccess: () => {
              toast.success("Reminders changed");
              onDone();
            },
            onError: (err) => toast.error("Error", { description: err.message }),
          },
        );
      }}
    >
      <ReminderFields id={`edit-${link.id}`} value={value} onChange={setValue} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save reminders
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
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
        <span>{link.email ?? "no email"}</span>
        <span>· {reminderDaysText(link.reminderWeekdays, link.dailyLastWeek)}</span>
        <span>
          ·{" "}
          {link.lastReportedAt ? `last count ${instantText(link.lastReportedAt)}` : "no count yet"}
        </span>
        <span>
          · {off ? "turned off" : expired ? "expired" : `until ${dayText(link.expiresAt)}`}
        </span>
      </div>
      {!off && !expired ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
            Edit reminders
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(
                { tourId, showId, linkId: link.id },
                {
                  onSuccess: () => toast.success("Link turned off"),
                  onError: (err) => toast.error("Error", { description: err.message }),
                },
              )
            }
          >
            Turn off
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
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4" aria-label="Promoter's link">
      {/* Inside a show's detail, under its h2. */}
      <h3 className="font-semibold">Promoter's link</h3>
      {list.data?.mailConfigured === false ? (
        <p className="text-sm text-muted-foreground">
          Mail is off on this server: copy the link and send it yourself. No reminders go out.
        </p>
      ) : null}
      <form
        className="grid gap-3"
        aria-label="New promoter link"
        onSubmit={(e) => {
          e.preventDefault();
          const input = { recipient, ...reminders };
          const checked = ticketLinkInputSchema.safeParse(input);
          if (!checked.success) {
            toast.error("Error", { description: firstError(checked.error.issues) });
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
              onError: (err) => toast.error("Error", { description: err.message }),
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="ticket-link-recipient">For (the promoter)</Label>
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
            Make link
          </Button>
        </div>
      </form>
      {made ? (
        <div className="grid gap-1 text-sm" role="status">
          <p>
            {made.mailed ? "Mailed to the promoter. " : ""}Send this link to the promoter. It is
            shown this once.
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              aria-label="The link to send"
              value={made.url}
              onFocus={(e) => e.target.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                navigator.clipboard
                  .writeText(made.url)
                  .then(() => toast.success("Link copied"))
                  .catch(() => toast.error("Copy failed: select the link and copy it"))
              }
            >
              Copy
            </Button>
          </div>
        </div>
      ) : null}
      <QueryState query={list} errorText="Failed to fetch the promoter's links">
        {(data) =>
          data.links.length ? (
            <ul className="grid gap-2">
              {data.links.map((l) => (
                <LinkLine key={l.id} tourId={tourId} showId={showId} link={l} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No link yet.</p>
          )
        }
      </QueryState>
    </section>
  );
}
