import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "@/domain/team/activity";
import { viaTokenWords } from "@/domain/team/activity";
import { ActivityList } from "./activity-list";

const entry = (over: Partial<ActivityEntry>): ActivityEntry =>
  ({
    id: "a1",
    actorName: "Sam Rivera",
    summary: "Renamed the tour Spring Run",
    area: "tours",
    createdAt: "2026-12-03T10:00:00.000Z",
    via: null,
    ...over,
  }) as ActivityEntry;

describe("ActivityList", () => {
  it("says which API token made a change, and nothing of tokens for a change made in a page", () => {
    render(
      <ActivityList
        entries={[
          entry({ id: "t", via: viaTokenWords("Website") }),
          entry({ id: "p", summary: "Added a show" }),
        ]}
      />,
    );
    const [byToken, byPage] = screen.getAllByRole("listitem");
    expect(byToken).toHaveTextContent("with the API token “Website”");
    expect(byPage).not.toHaveTextContent("API token");
  });
});
