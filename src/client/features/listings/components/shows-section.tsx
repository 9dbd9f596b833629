import { Megaphone, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/client/components/confirm-delete-dialog";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import { t, tRich } from "@/client/i18n/t";
import { useClock } from "@/client/lib/profile-query";
import type { ListingShow } from "@/domain/listings/listing-answer";
import { useAnnounce } from "../api/listings";
import { ListingBadges } from "./listing-badges";
import { canAnnounce, showName, showWhen, venueToBeAnnounced } from "./listing-words";

/** The first few chosen shows by name, then how many more: a season does not fit a dialog. */
function namesOf(chosen: readonly ListingShow[]) {
  const named = chosen.slice(0, 5).map(showName).join("; ");
  return chosen.length > 5
    ? t(
        { id: "listings.shows.andMore", defaultMessage: "{named}; and {more} more" },
        { named, more: chosen.length - 5 },
      )
    : named;
}

const place = (s: ListingShow) => [s.city, s.country].filter(Boolean).join(", ");

function SelectShow({
  show,
  selected,
  onToggle,
}: {
  show: ListingShow;
  selected: boolean;
  onToggle(): void;
}) {
  if (!canAnnounce(show)) return null;
  return (
    <Checkbox
      className="size-5"
      aria-label={t(
        { id: "listings.shows.select", defaultMessage: "Select {show}" },
        { show: showName(show) },
      )}
      checked={selected}
      onCheckedChange={onToggle}
    />
  );
}

function EditButton({ show, onEdit }: { show: ListingShow; onEdit(): void }) {
  return (
    <Button variant="outline" size="sm" className="h-9" onClick={onEdit}>
      <Pencil aria-hidden="true" />
      {tRich(
        { id: "listings.shows.edit", defaultMessage: "Edit<sr> listing of {show}</sr>" },
        { sr: (chunks) => <span className="sr-only">{chunks}</span>, show: showName(show) },
      )}
    </Button>
  );
}

/**
 * Every show of the workspace with where it stands with fans (issue 52 item 5): a table on a
 * wide screen, a card per show on a phone. Shows confirmed but not yet public can be chosen
 * and announced at once; each opens its listing to edit.
 */
export function ShowsSection({
  shows,
  onEdit,
}: {
  shows: readonly ListingShow[];
  onEdit(show: ListingShow): void;
}) {
  const clock = useClock();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const announce = useAnnounce();
  const selectAllId = useId();
  const announceable = shows.filter(canAnnounce);
  // Only shows still announceable count: one announced meanwhile drops out of the choice.
  const chosen = announceable.filter((s) => selected.has(s.showId));
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = announceable.length > 0 && chosen.length === announceable.length;
  const toggleAll = () =>
    setSelected(allChosen ? new Set() : new Set(announceable.map((s) => s.showId)));

  const runAnnounce = async () => {
    const asked = chosen.length;
    const { announced } = await announce.mutateAsync(chosen.map((s) => s.showId));
    setSelected(new Set());
    // The server announces only what is still confirmed, dated, shown and not yet public.
    toast.success(
      t(
        {
          id: "listings.shows.announced",
          defaultMessage: "{count, plural, one {# show} other {# shows}} announced",
        },
        { count: announced },
      ),
      {
        description:
          announced < asked
            ? t(
                {
                  id: "listings.shows.notAnnounced",
                  defaultMessage:
                    "{count, plural, one {# show} other {# shows}} could not be: no longer confirmed, hidden or already public.",
                },
                { count: asked - announced },
              )
            : t({
                id: "listings.shows.announcedDescription",
                defaultMessage: "Fans see them now on your page, its feeds and the widget.",
              }),
      },
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby="shows-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionTitle id="shows-title">
          {t({ id: "listings.shows.title", defaultMessage: "Shows" })}
        </SectionTitle>
        <div className="flex flex-wrap items-center gap-3 max-sm:w-full">
          {announceable.length > 0 ? (
            <div className="flex min-h-11 items-center gap-2 md:hidden">
              <Checkbox
                id={selectAllId}
                className="size-5"
                checked={allChosen}
                onCheckedChange={toggleAll}
              />
              <Label htmlFor={selectAllId}>
                {t({ id: "listings.shows.selectAll", defaultMessage: "Select all not yet public" })}
              </Label>
            </div>
          ) : null}
          <Button
            className="h-11 max-sm:w-full"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            <Megaphone aria-hidden="true" />
            {chosen.length > 0
              ? t(
                  { id: "listings.shows.announceCount", defaultMessage: "Announce now ({count})" },
                  { count: chosen.length },
                )
              : t({ id: "listings.shows.announce", defaultMessage: "Announce now" })}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {t({
          id: "listings.shows.onlyConfirmed",
          defaultMessage:
            "Only confirmed shows can be announced; a hold or an offer never reaches fans.",
        })}
      </p>

      <ul
        className="grid gap-2 md:hidden"
        aria-label={t({
          id: "listings.shows.list",
          defaultMessage: "Shows and where they stand",
        })}
      >
        {shows.map((s) => (
          <li key={s.showId} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-start gap-3">
              <SelectShow
                show={s}
                selected={selected.has(s.showId)}
                onToggle={() => toggle(s.showId)}
              />
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{s.venueName || venueToBeAnnounced()}</p>
                <p className="text-sm">{showWhen(s.date, s.listing?.startTime ?? null, clock)}</p>
                <p className="break-words text-sm text-muted-foreground">
                  {[place(s), s.tourTitle].filter(Boolean).join(" · ")}
                </p>
              </div>
            </div>
            <ListingBadges show={s} />
            <div>
              <EditButton show={s} onEdit={() => onEdit(s)} />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden md:block">
        <Table>
          <caption className="sr-only">
            {t({
              id: "listings.shows.caption",
              defaultMessage: "Shows and where they stand with fans",
            })}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                {announceable.length > 0 ? (
                  <Checkbox
                    className="size-5 align-middle"
                    aria-label={t({
                      id: "listings.shows.selectAllLabel",
                      defaultMessage: "Select all shows not yet public",
                    })}
                    checked={allChosen}
                    onCheckedChange={toggleAll}
                  />
                ) : null}
              </TableHead>
              <TableHead>{t({ id: "listings.shows.date", defaultMessage: "Date" })}</TableHead>
              <TableHead>{t({ id: "listings.shows.venue", defaultMessage: "Venue" })}</TableHead>
              <TableHead>{t({ id: "listings.shows.city", defaultMessage: "City" })}</TableHead>
              <TableHead>{t({ id: "listings.shows.tour", defaultMessage: "Tour" })}</TableHead>
              <TableHead>
                {t({ id: "listings.shows.standing", defaultMessage: "Where it stands" })}
              </TableHead>
              <TableHead>
                <span className="sr-only">
                  {t({ id: "listings.shows.actions", defaultMessage: "Actions" })}
                </span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shows.map((s) => (
              <TableRow key={s.showId}>
                <TableCell>
                  <SelectShow
                    show={s}
                    selected={selected.has(s.showId)}
                    onToggle={() => toggle(s.showId)}
                  />
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {showWhen(s.date, s.listing?.startTime ?? null, clock)}
                </TableCell>
                <TableCell className="font-medium">{s.venueName || venueToBeAnnounced()}</TableCell>
                <TableCell>{place(s)}</TableCell>
                <TableCell>{s.tourTitle}</TableCell>
                <TableCell className="max-w-72">
                  <ListingBadges show={s} />
                </TableCell>
                <TableCell className="text-right">
                  <EditButton show={s} onEdit={() => onEdit(s)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(
          {
            id: "listings.shows.confirmTitle",
            defaultMessage: "Announce {count, plural, one {# show} other {# shows}} now?",
          },
          { count: chosen.length },
        )}
        confirmLabel={t({ id: "listings.shows.announce", defaultMessage: "Announce now" })}
        busyLabel={t({ id: "listings.shows.announcing", defaultMessage: "Announcing..." })}
        onConfirm={runAnnounce}
      >
        {t(
          {
            id: "listings.shows.confirmDescription",
            defaultMessage:
              "{names}. Fans see {count, plural, one {it} other {them}} at once on your page, its feeds and the widget, and in the listings downloads.",
          },
          { names: namesOf(chosen), count: chosen.length },
        )}
      </ConfirmDeleteDialog>
    </section>
  );
}
