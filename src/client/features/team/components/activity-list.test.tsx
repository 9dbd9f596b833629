import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { switchMessages } from "@/client/i18n/t";
import { messages as german } from "@/domain/i18n/catalogue-de-browser";
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

  afterEach(() => switchMessages("en", {}));

  it("names each change's area in the reader's language (issue 55)", () => {
    switchMessages("de", german);
    render(<ActivityList entries={[entry({ area: "party", via: viaTokenWords("Website") })]} />);
    const [line] = screen.getAllByRole("listitem");
    expect(line).toHaveTextContent("Team & Bezahlung");
    expect(line).toHaveTextContent("mit API-Token „Website“");
  });
});
