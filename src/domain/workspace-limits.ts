import { formatExact } from "./format";
import { MAX_SONGS } from "./setlists/songs";

/**
 * How much one workspace may hold (issue 35, ADR 0008's table): far above any real tour, so
 * nobody working meets them, and low enough that one request (an import of 10,000 rows, a
 * script posting guests) cannot grow a workspace without end. Each is checked in the write's
 * transaction by one indexed count (server/db/queries/workspace-limits.ts), on every path
 * that creates the row: the single create and the import alike.
 */
export const WORKSPACE_LIMITS = {
  tours: { max: 500, noun: "tours" },
  shows: { max: 5_000, noun: "shows" },
  venues: { max: 5_000, noun: "venues" },
  /** Per show, not per workspace: the list of one night. */
  guestsPerList: { max: 2_000, noun: "guests on one show's list" },
  /** Per tour: income and expense lines, by hand or imported (a sheet holds ≤ 10,000 rows). */
  financialRowsPerTour: { max: 20_000, noun: "financial rows on one tour" },
  designProjects: { max: 1_000, noun: "design projects" },
  artworkFiles: { max: 2_000, noun: "artwork files" },
  campaigns: { max: 1_000, noun: "campaigns" },
  products: { max: 1_000, noun: "merch products" },
  /** The song catalogue (issue 50): a band's whole repertoire, many times over. */
  songs: { max: MAX_SONGS, noun: "songs" },
} as const satisfies Record<string, { max: number; noun: string }>;

export type LimitedKind = keyof typeof WORKSPACE_LIMITS;

/** "This workspace has reached its limit of 5,000 shows." */
export const limitMessage = (kind: LimitedKind): string => {
  const { max, noun } = WORKSPACE_LIMITS[kind];
  return `This workspace has reached its limit of ${formatExact(max)} ${noun}.`;
};

/** The message when `adding` more on top of `current` would pass the limit, else undefined. */
export function overLimit(kind: LimitedKind, current: number, adding = 1): string | undefined {
  return current + adding > WORKSPACE_LIMITS[kind].max ? limitMessage(kind) : undefined;
}

/** A write refused by a limit; the API answers it 409 `limit_reached` with this message. */
export class LimitReached extends Error {
  constructor(
    readonly kind: LimitedKind,
    message = limitMessage(kind),
  ) {
    super(message);
    this.name = "LimitReached";
  }
}
