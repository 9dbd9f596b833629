import { expect, type Locator, type Page, type Request } from "@playwright/test";

/**
 * One person's walk through the dashboard for the role × page matrix (issue 34 item 2): each
 * cell is visited by client-side navigation, then read for what a user would notice as broken.
 */
export type Viewer = "owner" | "manager" | "crew" | "artist" | "view-as-crew";
export const VIEWERS: readonly Viewer[] = ["owner", "manager", "crew", "artist", "view-as-crew"];
export const seesMoney = (v: Viewer) => v === "owner" || v === "manager";

/** What a cell's visit answers: it rendered, or the role is not offered it (no such button). */
export type Visit = "visited" | "not offered";

export interface Cell {
  name: string;
  /** Which viewers the cell is for; the others are not offered it (default: everyone). */
  for?: (v: Viewer) => boolean;
  /** The cell this one starts from (a tab of a page, a dialog on it): blocked when that failed. */
  from?: string;
  /** Resolves to "not offered" when the role has no way to open it; anything else is a visit. */
  visit(w: Walk): Promise<unknown>;
  /**
   * The reader's own money is the page (My tour, issue 54): a figure there is theirs to read,
   * so the check for money a role never sees does not apply.
   */
  ownMoney?: boolean;
}

export type Outcome = "pass" | "not offered" | `blocked: ${string}` | `FAIL: ${string}`;

/** The app's error screens: the route error element and the generic failure text. */
const CRASH_TEXTS = ["Unexpected Application Error!", "Something went wrong"];
/** A figure shown as money: any currency sign before a digit. */
const MONEY_FIGURE = /.{0,30}[$€£]\s?-?\d[\d,.]*/g;
const BROKEN_VALUES = [/\bNaN\b/, /\bundefined\b/, /\[object Object\]/];
const firstLine = (text: string) => text.split("\n")[0]!.slice(0, 200);

export class Walk {
  private consoleErrors: string[] = [];
  /** Requests not yet answered: a cell is read once its page has asked for everything. */
  private readonly inFlight = new Set<Request>();

  constructor(
    readonly page: Page,
    readonly viewer: Viewer,
    /** Names the fixture's data uses (a tour, a campaign…), per workspace. */
    readonly names: { tour: string },
  ) {
    // First lines only: a stack trace names bundle offsets, not the cell's problem.
    page.on("console", (m) => {
      if (m.type() !== "error") return;
      const where = m.location().url ? ` (${m.location().url})` : "";
      this.consoleErrors.push(`console: ${firstLine(m.text())}${where}`);
    });
    page.on("pageerror", (e) => this.consoleErrors.push(`pageerror: ${firstLine(e.message)}`));
    page.on("request", (r) => this.inFlight.add(r));
    page.on("requestfinished", (r) => this.answered(r));
    page.on("requestfailed", (r) => this.answered(r));
  }

  /** Told when the last request in flight is answered (see `everyAnswer`). */
  private readonly onAllAnswered = new Set<() => void>();

  private answered(request: Request) {
    this.inFlight.delete(request);
    if (this.inFlight.size > 0) return;
    for (const told of this.onAllAnswered) told();
    this.onAllAnswered.clear();
  }

  /**
   * Resolves when no request is in flight: at once, or at the answer that ends the last one.
   * Told by the page's own events rather than polled: a poll's 100–1,000 ms steps came after
   * most cells' answers, hundreds of times per walk.
   */
  private everyAnswer(timeoutMs = 15_000): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const told = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.onAllAnswered.delete(told);
        const urls = [...this.inFlight].map((r) => r.url());
        reject(new Error(`requests unanswered after ${timeoutMs} ms: ${urls.join(", ")}`));
      }, timeoutMs);
      this.onAllAnswered.add(told);
    });
  }

  get crash() {
    return this.page.getByRole("heading", { name: CRASH_TEXTS[0] });
  }

  /** A sidebar link, clicked; when the sidebar is gone (a crash before), the URL is loaded. */
  async nav(label: string, url: string) {
    const link =
      label === "Settings"
        ? this.page.getByRole("link", { name: /^Settings for/ })
        : this.page
            .getByRole("navigation", { name: "Dashboard" })
            .getByRole("link", { name: label, exact: true });
    if ((await link.count()) > 0) await link.first().click();
    else await this.page.goto(url);
  }

  /** Waits for what shows the cell rendered, or for the error screen, whichever comes. */
  async ready(what: Locator) {
    await expect(what.or(this.crash).first()).toBeVisible();
    await expect(this.page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
    // A refusal logs its console error when its answer comes: wait for every answer.
    await this.everyAnswer();
  }

  heading(name: string | RegExp) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  async tab(name: string) {
    const tab = this.page.getByRole("tab", { name, exact: true });
    await this.ready(tab);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await this.ready(this.page.getByRole("tabpanel"));
  }

  /** Opens a dialog by its button if the role is offered one; answers "not offered" if not. */
  async dialog(button: Locator, dialog: Locator = this.page.getByRole("dialog")) {
    if ((await button.count()) === 0) return "not offered" as const;
    await button.first().click();
    await this.ready(dialog);
    return "visited" as const;
  }

  /** Closes the open dialog, as Escape does. */
  async closeDialog() {
    if ((await this.page.getByRole("dialog").count()) === 0) return;
    await this.page.keyboard.press("Escape");
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
  }

  /** Everything wrong with what the screen shows now, and what was logged since `start`. */
  async problems(ownMoney = false): Promise<string[]> {
    const found: string[] = [];
    if (await this.crashed()) {
      const detail = await this.page.locator("main p").first().textContent();
      // The error screen is the whole story: its message would read as "undefined" on screen.
      return [`error screen: ${detail ?? ""}`, ...this.consoleErrors.slice(0, 1)];
    }
    for (const alert of await this.page.locator("p[role=alert]").allTextContents()) {
      found.push(`error shown: ${alert}`);
    }
    const text = await this.page.locator("body").innerText();
    for (const re of BROKEN_VALUES) {
      const m = text.match(new RegExp(`.{0,30}${re.source}.{0,10}`));
      if (m) found.push(`"${m[0].trim()}" on screen`);
    }
    if (!seesMoney(this.viewer) && !ownMoney) {
      const figures = [...new Set([...text.matchAll(MONEY_FIGURE)].map((m) => m[0].trim()))];
      const more = figures.length > 3 ? ` and ${figures.length - 3} more` : "";
      if (figures.length > 0)
        found.push(`money shown: "${figures.slice(0, 3).join('", "')}"${more}`);
    }
    found.push(...this.consoleErrors);
    return found;
  }

  /** Whether an error screen replaced the page. */
  async crashed() {
    for (const text of CRASH_TEXTS) {
      if (await this.page.getByText(text).first().isVisible()) return true;
    }
    return false;
  }

  /** Starts a cell: errors logged before it belong to the cell before. */
  begin() {
    this.consoleErrors = [];
  }
}

/** Visits every cell in order, recording each outcome; never stops at the first failure. */
export async function walkCells(w: Walk, cells: readonly Cell[]) {
  const outcomes: Record<string, Outcome> = {};
  /** Cells whose screen came up (perhaps with faults): the cells that start from them can run. */
  const reached = new Set<string>();
  for (const cell of cells) {
    if (cell.for && !cell.for(w.viewer)) {
      outcomes[cell.name] = "not offered";
      continue;
    }
    if (cell.from && outcomes[cell.from] === "not offered") {
      outcomes[cell.name] = "not offered";
      continue;
    }
    if (cell.from && !reached.has(cell.from)) {
      outcomes[cell.name] = `blocked: ${cell.from} did not render`;
      continue;
    }
    w.begin();
    let problems: string[];
    try {
      if ((await cell.visit(w)) === "not offered") {
        outcomes[cell.name] = "not offered";
        continue;
      }
      if (!(await w.crashed())) reached.add(cell.name);
      problems = await w.problems(cell.ownMoney);
    } catch (err) {
      problems = [...(await w.problems().catch(() => [])), firstLine((err as Error).message)];
    }
    outcomes[cell.name] = problems.length === 0 ? "pass" : `FAIL: ${problems.join("; ")}`;
    await w.closeDialog().catch(() => undefined);
  }
  return outcomes;
}
