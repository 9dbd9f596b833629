import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { type PublicDates, publicDates } from "@/domain/listings/public-show";
import type { ChangeNotices } from "./db/change-notices";
import type { Db } from "./db/client";
import { findDatesPage, readPublicShowRows } from "./db/queries/listings/public-dates";
import { workspaceVersion } from "./db/queries/team/workspace-version";
import { acceptsGzip } from "./download";

/** One output of a snapshot as sent: its text, its ETag, its gzip when worth it. */
export interface DatesOutput {
  text: string;
  etag: string;
  gzip?: Buffer<ArrayBuffer>;
}

/**
 * Everything fans may see of one act at one moment (ADR 0030). Every public output (the page,
 * its feeds, the widget's JSON) is written from one snapshot and kept on it, so they never
 * disagree and a burst of requests renders each once.
 */
export class DatesSnapshot {
  readonly #outputs = new Map<string, DatesOutput>();

  constructor(
    readonly workspaceId: string,
    readonly slug: string,
    readonly title: string,
    readonly dates: PublicDates,
    readonly version: number,
  ) {}

  /** The output named `key` (the page's page 2, the iCal feed…), rendered once; its ETag is its text's digest. */
  output(key: string, render: () => string): DatesOutput {
    let out = this.#outputs.get(key);
    if (!out) {
      const text = render();
      const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
      out = { text, etag };
      if (Buffer.byteLength(text) >= 1024) out.gzip = gzipSync(text) as Buffer<ArrayBuffer>;
      // Outputs that take a parameter (a page number, the widget's colours) are bounded.
      if (this.#outputs.size >= MAX_OUTPUTS) this.#outputs.clear();
      this.#outputs.set(key, out);
    }
    return out;
  }
}

const MAX_OUTPUTS = 64;

interface Entry {
  snapshot: DatesSnapshot | null;
  /** When the database was last asked about this slug. */
  checkedAt: number;
}

export interface PublicDatesCacheOptions {
  /** Where no notices come (a PostgreSQL server): how long a snapshot is trusted unasked. */
  recheckMs?: number;
  /** Slugs kept, least recently used first out. */
  max?: number;
}

/**
 * The public snapshots of this process, by slug. With the embedded database's change notices
 * (db/change-notices.ts) a snapshot is dropped the moment its workspace's data moves, and a
 * request does no database work while it holds; without them (PostgreSQL, several
 * processes) the version is re-read at most every `recheckMs`. Either way a snapshot ends at
 * its own `validUntil` (the next announce time; an hour at most). Concurrent misses for one
 * slug share one read, so a burst queries the database once.
 */
export class PublicDatesCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<DatesSnapshot | null>>();
  readonly #recheckMs: number;
  readonly #max: number;
  readonly #noticed: boolean;
  /** How many times the database was read: what a burst test can count. */
  reads = 0;

  constructor(notices?: ChangeNotices, opts: PublicDatesCacheOptions = {}) {
    this.#noticed = notices !== undefined;
    this.#recheckMs = opts.recheckMs ?? 5_000;
    this.#max = opts.max ?? 1000;
    notices?.subscribe((notice) => {
      if (notice.kind === "unknown") this.#entries.clear();
      else if (notice.kind === "version") this.#forgetWorkspace(notice.workspaceId);
      else if (notice.kind === "workspace") this.#forgetWorkspace(notice.id);
    });
  }

  /** The snapshot of a page that is on; null for a slug that is unknown or turned off. */
  async get(db: Db, slug: string, now = new Date()): Promise<DatesSnapshot | null> {
    const entry = this.#entries.get(slug);
    if (entry && this.#fresh(entry, now.getTime())) return entry.snapshot;
    let pending = this.#pending.get(slug);
    if (!pending) {
      pending = this.#load(db, slug, entry, now).finally(() => this.#pending.delete(slug));
      this.#pending.set(slug, pending);
    }
    return pending;
  }

  /** Whether `get` would answer without the database: a snapshot still good, or a read under way to join. */
  answersFromMemory(slug: string, now = new Date()): boolean {
    if (this.#pending.has(slug)) return true;
    const entry = this.#entries.get(slug);
    return entry !== undefined && this.#fresh(entry, now.getTime());
  }

  /** This process changed a page (its slug, on or off): forget both addresses at once. */
  forget(...slugs: string[]) {
    for (const slug of slugs) this.#entries.delete(slug);
  }

  #fresh(entry: Entry, now: number) {
    if (entry.snapshot && now >= entry.snapshot.dates.validUntil.getTime()) return false;
    // An unknown slug is asked again soon even with notices: a page made under it says nothing
    // this cache listens for.
    if (this.#noticed && entry.snapshot) return true;
    return now - entry.checkedAt < this.#recheckMs;
  }

  #forgetWorkspace(workspaceId: string) {
    for (const [slug, entry] of this.#entries) {
      if (entry.snapshot?.workspaceId === workspaceId) this.#entries.delete(slug);
    }
  }

  async #load(db: Db, slug: string, old: Entry | undefined, now: Date) {
    this.reads++;
    const page = await findDatesPage(db, slug);
    let snapshot: DatesSnapshot | null = null;
    if (page?.enabled) {
      const version = await workspaceVersion(db, page.workspaceId);
      const kept = old?.snapshot;
      if (
        kept &&
        kept.version === version &&
        kept.title === page.title &&
        now.getTime() < kept.dates.validUntil.getTime()
      ) {
        snapshot = kept;
      } else {
        const dates = publicDates(await readPublicShowRows(db, page.workspaceId), now);
        snapshot = new DatesSnapshot(page.workspaceId, page.slug, page.title, dates, version);
      }
    }
    this.#entries.delete(slug);
    this.#entries.set(slug, { snapshot, checkedAt: now.getTime() });
    if (this.#entries.size > this.#max) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return snapshot;
  }
}

/**
 * One output as a fan's browser, calendar app or feed reader gets it: 304 when its ETag
 * matches, else the text (gzipped when asked), cacheable by anyone for a minute and then
 * revalidated. An output written in the visitor's language (`byLanguage`: the page, the
 * iframe, the widget, issue 55) says it varies with Accept-Language, so a shared cache keeps
 * one per language; the snapshot keys it by language likewise.
 */
export function sendDatesOutput(
  c: Context,
  out: DatesOutput,
  contentType: string,
  byLanguage = false,
): Response {
  const headers: Record<string, string> = {
    etag: out.etag,
    "cache-control": "public, max-age=60, must-revalidate",
    vary: byLanguage ? "Accept-Encoding, Accept-Language" : "Accept-Encoding",
  };
  const match = c.req.header("if-none-match");
  if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === out.etag)) {
    return c.body(null, 304, headers);
  }
  headers["content-type"] = contentType;
  if (out.gzip && acceptsGzip(c.req.header("accept-encoding"))) {
    headers["content-encoding"] = "gzip";
    headers["content-length"] = String(out.gzip.byteLength);
    return c.body(out.gzip, 200, headers);
  }
  headers["content-length"] = String(Buffer.byteLength(out.text));
  return c.body(out.text, 200, headers);
}
