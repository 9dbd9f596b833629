import { describe, expect, it } from "vitest";
import { messages as catalogueDe } from "../i18n/catalogue-de";
import { messageFormatter } from "../i18n/messages";
import { withWords } from "../i18n/words";
import {
  checkMove,
  DESIGN_STATUSES,
  designMoveFormSchema,
  designProjectInputSchema,
  dueWeekEnd,
  isSignedOff,
  moveRefusalMessage,
  movesFrom,
} from "./design-projects";

describe("design status moves", () => {
  it("follows pending → in-review → approved → completed", () => {
    expect(checkMove("pending", "in-review", null)).toBeNull();
    expect(checkMove("in-review", "approved", null)).toBeNull();
    expect(checkMove("approved", "completed", null)).toBeNull();
  });

  it("sends a proof back from review only with the changes requested", () => {
    expect(checkMove("in-review", "pending", null)).toBe("comment-required");
    expect(checkMove("in-review", "pending", "Bigger logo")).toBeNull();
  });

  it("the review form's schema refuses the move beside the comment, blank text included", () => {
    const form = designMoveFormSchema("in-review");
    const blank = form.safeParse({ to: "pending", comment: "   " });
    expect(blank.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["comment", "Say which changes you are requesting"],
    ]);
    expect(form.safeParse({ to: "pending", comment: "Bigger logo" }).success).toBe(true);
    expect(form.safeParse({ to: "approved", comment: "" }).success).toBe(true);
    expect(
      designMoveFormSchema("pending").safeParse({ to: "approved" }).error?.issues[0]?.path,
    ).toEqual(["to"]);
  });

  it("refuses every other move, skipping review included", () => {
    const allowed = new Set([
      "pending>in-review",
      "in-review>approved",
      "in-review>pending",
      "approved>completed",
    ]);
    for (const from of DESIGN_STATUSES) {
      for (const to of DESIGN_STATUSES) {
        const refusal = checkMove(from, to, "comment");
        expect(refusal === null, `${from} > ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(movesFrom("completed")).toEqual([]);
  });

  it("lets products use only signed-off designs", () => {
    expect(DESIGN_STATUSES.filter(isSignedOff)).toEqual(["approved", "completed"]);
  });
});

describe("the last day due this week", () => {
  it("is six days on, across month ends by the calendar", () => {
    expect(dueWeekEnd("2026-03-10")).toBe("2026-03-16");
    expect(dueWeekEnd("2026-02-27")).toBe("2026-03-05");
  });
});

describe("project input", () => {
  it("needs a title and turns blanks into nulls", () => {
    const ok = designProjectInputSchema.parse({ title: " Tour poster ", brief: " ", tourId: "" });
    expect(ok).toEqual({
      title: "Tour poster",
      kind: "poster",
      tourId: null,
      partnerId: null,
      dueDate: null,
      brief: null,
    });
    const bad = designProjectInputSchema.safeParse({
      title: "",
      kind: "mug",
      dueDate: "2026-02-30",
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Title is required"],
      ["kind", "Choose a kind from the list"],
      ["dueDate", "Due date must be a valid date"],
    ]);
  });
});

describe("a move refused", () => {
  it("names the statuses in the reader's language", () => {
    expect(moveRefusalMessage("not-allowed", "pending", "approved")).toBe(
      "A project that is Pending cannot move to Approved",
    );
    const german = messageFormatter("de", catalogueDe);
    const said = withWords(german, () => moveRefusalMessage("not-allowed", "pending", "approved"));
    expect(said).toMatch(/^Ein Projekt mit Status \S+ kann nicht zu \S+ wechseln$/);
    expect(said).not.toMatch(/Pending|Approved/);
  });
});
