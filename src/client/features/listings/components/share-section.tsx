import { CalendarPlus, Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { SectionTitle } from "@/client/components/section-title";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { t } from "@/client/i18n/t";
import { BANDSINTOWN_ROWS_PER_FILE, bandsintownPartCount } from "@/domain/listings/bandsintown";
import type { ListingsAnswer } from "@/domain/listings/listing-answer";
import { uploadShows } from "@/domain/listings/upload-shows";
import {
  BANDSINTOWN_ZIP_URL,
  bandsintownPartUrl,
  publicUrl,
  SONGKICK_CSV_URL,
} from "../api/listings";
import { CopyField } from "./copy-field";
import { rowsOf } from "./fans-view";

const DEFAULT_COLOURS = { color: "#1a1a1a", background: "#ffffff", accent: "#2563eb" };
type Colours = typeof DEFAULT_COLOURS;

function Feeds({ slug }: { slug: string }) {
  const ics = publicUrl(slug, "/calendar.ics");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t({ id: "listings.share.feeds", defaultMessage: "Feeds" })}</CardTitle>
        <CardDescription>
          {t({
            id: "listings.share.feedsDescription",
            defaultMessage:
              "Fans subscribe once and see every change: a new date, a move, a cancellation.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CopyField
          label={t({ id: "listings.share.ical", defaultMessage: "iCal feed address" })}
          value={ics}
        />
        <div>
          <Button variant="outline" asChild>
            <a href={ics.replace(/^https?:/, "webcal:")}>
              <CalendarPlus aria-hidden="true" />
              {t({ id: "listings.share.subscribe", defaultMessage: "Subscribe in a calendar app" })}
            </a>
          </Button>
        </div>
        <CopyField
          label={t({ id: "listings.share.atom", defaultMessage: "Atom feed address" })}
          value={publicUrl(slug, "/feed.atom")}
        />
        <CopyField
          label={t({ id: "listings.share.rss", defaultMessage: "RSS feed address" })}
          value={publicUrl(slug, "/feed.rss")}
        />
      </CardContent>
    </Card>
  );
}

function ColourInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Input
        id={id}
        type="color"
        className="h-9 w-12 shrink-0 p-1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** The iframe and the script for the band's own site, in its colours when asked. */
function Embed({ slug, title }: { slug: string; title: string }) {
  const [own, setOwn] = useState(false);
  const [colours, setColours] = useState<Colours>(DEFAULT_COLOURS);
  const ownId = useId();
  const query = own ? `?${new URLSearchParams(colours).toString()}` : "";
  const iframe = `<iframe src="${publicUrl(slug, `/embed${query}`)}" title="${title.replace(/"/g, "&quot;")}: tour dates" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
  // The script fills the first `data-tribe-dates` box it finds, in the site's own fonts and colours.
  const script = `<div data-tribe-dates></div>\n<script src="${publicUrl(slug, "/widget.js")}" async></script>`;
  const pick = (key: keyof Colours) => (value: string) =>
    setColours((c) => ({ ...c, [key]: value }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          {t({ id: "listings.share.ownSite", defaultMessage: "On your own site" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "listings.share.ownSiteDescription",
            defaultMessage:
              "Paste one of these where the dates should appear; both follow the page, with nothing to update by hand. The frame takes the colours below; the script takes on your site's own fonts and colours.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={ownId}
            className="size-5"
            checked={own}
            onCheckedChange={(v) => setOwn(v === true)}
          />
          <Label htmlFor={ownId}>
            {t({
              id: "listings.share.ownColours",
              defaultMessage: "Use my site's colours in the frame",
            })}
          </Label>
        </div>
        {own ? (
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
            <legend className="sr-only">
              {t({ id: "listings.share.frameColours", defaultMessage: "The frame's colours" })}
            </legend>
            <ColourInput
              label={t({ id: "listings.share.text", defaultMessage: "Text" })}
              value={colours.color}
              onChange={pick("color")}
            />
            <ColourInput
              label={t({ id: "listings.share.background", defaultMessage: "Background" })}
              value={colours.background}
              onChange={pick("background")}
            />
            <ColourInput
              label={t({ id: "listings.share.links", defaultMessage: "Links and buttons" })}
              value={colours.accent}
              onChange={pick("accent")}
            />
          </fieldset>
        ) : null}
        <CopyField
          label={t({ id: "listings.share.iframe", defaultMessage: "Embed code (iframe)" })}
          value={iframe}
          multiline
        />
        <CopyField
          label={t({ id: "listings.share.script", defaultMessage: "Embed code (script)" })}
          value={script}
          multiline
        />
      </CardContent>
    </Card>
  );
}

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <Button variant="outline" className="h-11 max-sm:w-full" asChild>
      <a href={href} download>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** The listings sites' uploads: Bandsintown in files of 50 rows, Songkick one file by email. */
function Uploads({ shows }: { shows: number }) {
  // One file at least: with no show yet, it is Bandsintown's template with its header alone.
  const parts = bandsintownPartCount(shows);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          {t({ id: "listings.share.sites", defaultMessage: "Listings sites" })}
        </CardTitle>
        <CardDescription>
          {t({
            id: "listings.share.sitesDescription",
            defaultMessage: "The upcoming public shows, in each site's own columns.",
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Bandsintown</h4>
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: "listings.share.bandsintownHow",
                defaultMessage:
                  "In Bandsintown for Artists, open Events → Upload and add each file (at most {max} shows a file).",
              },
              { max: BANDSINTOWN_ROWS_PER_FILE },
            )}
          </p>
          {shows === 0 ? (
            <p className="text-sm text-muted-foreground">
              {t({
                id: "listings.share.bandsintownEmpty",
                defaultMessage:
                  "No upcoming show is announced yet: the file holds the columns alone.",
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: parts }, (_, i) => (
              <DownloadLink key={i} href={bandsintownPartUrl(i + 1)}>
                {parts === 1
                  ? "Bandsintown CSV"
                  : t(
                      { id: "listings.share.part", defaultMessage: "Part {n} of {parts} (CSV)" },
                      { n: i + 1, parts },
                    )}
              </DownloadLink>
            ))}
            {parts > 1 ? (
              <DownloadLink href={BANDSINTOWN_ZIP_URL}>
                {t({ id: "listings.share.allParts", defaultMessage: "All parts (ZIP)" })}
              </DownloadLink>
            ) : null}
          </div>
        </div>
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Songkick</h4>
          <p className="text-sm text-muted-foreground">
            {t({
              id: "listings.share.songkickHow",
              defaultMessage:
                "Email the file to support@songkick.com; Songkick adds the shows within 24–48 hours.",
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={SONGKICK_CSV_URL}>Songkick CSV</DownloadLink>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Everything that carries the dates beyond the page (issue 52 items 3 and 4). */
export function ShareSection({ data }: { data: ListingsAnswer }) {
  // The server writes the files from its own rows; the same rule counts them here.
  const uploads = useMemo(() => {
    const now = new Date();
    return uploadShows(rowsOf(data.shows, now), now).length;
  }, [data.shows]);
  const page = data.page;
  return (
    <section className="grid gap-4" aria-labelledby="share-title">
      <SectionTitle id="share-title">
        {t({ id: "listings.page.shareTab", defaultMessage: "Share" })}
      </SectionTitle>
      {page?.enabled ? (
        <>
          <Feeds slug={page.slug} />
          <Embed slug={page.slug} title={page.title} />
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t({
            id: "listings.share.turnOn",
            defaultMessage:
              "Turn the page on to share its feeds and widget: they live at its address, and answer “not found” while it is off.",
          })}
        </p>
      )}
      <Uploads shows={uploads} />
    </section>
  );
}
